"""The first-game guides of Finger Football's windows: a step at a time, each shown until the
player has done it (the kit shows a guide once, Tab skips a step, F1 shows it again). Each step
counts what is done from the moment it comes up (:class:`CountingGuide`): one flick that happens to
hit the lit circle passes the first step, not the second as well, so steps never jump 1 to 3."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, Protocol

import pygame

from games.finger_football.rules.actions import Phase
from games.window.guide import Avoid, Guide, Step


class CountingGuide(Guide):
    """A guide whose steps count from when each comes up: a step's count is taken the first
    time it is asked (only the current step is asked), and shown again it starts afresh."""

    def __init__(self, name: str, avoid: Avoid | None = None) -> None:
        super().__init__(name, [], avoid)
        self.since: dict[int, float] = {}

    def restart(self) -> None:
        super().restart()
        self.since = {}

    def counted(self, step: int, count: Callable[[], float], enough: float = 1) -> Callable[[], bool]:
        """Done once ``count`` has grown by ``enough`` since step ``step`` came up (the step
        current as the guide is made counts from then: a flick before the first frame counts)."""
        if step == self.index:
            self.since.setdefault(step, count())

        def done() -> bool:
            base = self.since.setdefault(step, count())
            return count() - base >= enough

        return done


# What each guide watches of its scene: the scenes import the guides, not the other way round.
class GameScene(Protocol):
    @property
    def decisions(self) -> int: ...

    @property
    def flicks_made(self) -> int: ...

    @property
    def targets_chosen(self) -> int: ...

    @property
    def game(self) -> Any: ...

    @property
    def app(self) -> Any: ...

    def flick_waits(self) -> bool: ...

    def guide_avoid(self) -> list[pygame.Rect]: ...


class PracticeScene(Protocol):
    @property
    def flicks(self) -> Sequence[Any]: ...

    @property
    def fine_or_spin_flicks(self) -> int: ...

    @property
    def placed(self) -> int: ...

    @property
    def hits(self) -> int: ...

    def guide_avoid(self) -> list[pygame.Rect]: ...


class FieldGoalScene(Protocol):
    @property
    def kicks_made(self) -> int: ...

    @property
    def stood_at(self) -> object | None: ...

    @property
    def phase(self) -> Enum: ...

    @property
    def on_result(self) -> Callable[..., Any] | None: ...

    def guide_avoid(self) -> list[pygame.Rect]: ...


FIRST_FLICK = (
    "Your first flick: press inside the white ring around the slider, pull back away from where "
    "it should go, and let go. The yellow line ends where it will stop."
)


def game_guide(scene: GameScene) -> Guide:
    g = scene
    guide = CountingGuide("finger-football-game", g.guide_avoid)
    guide.steps = (
        Step(
            "Your decisions are the buttons on the right: click one, or press its number. "
            "Start with the coin toss.",
            lambda: g.decisions > 0 or g.game.phase != Phase.COIN_TOSS,
        ),
        Step(FIRST_FLICK, guide.counted(1, lambda: g.flicks_made), g.flick_waits),
        Step(
            "Hold Shift while pulling for a pull four times finer; the wheel sets spin (it "
            "turns the slider as it slides). The CPU's flicks are drawn the same way.",
            guide.counted(2, lambda: g.flicks_made),
            g.flick_waits,
        ),
        Step(
            "The dice give you the choice: click a lit circle. The black ring is a run, "
            "the white centre a pass.",
            guide.counted(3, lambda: g.targets_chosen),
            lambda: g.game.phase == Phase.CHOOSE_TARGET,
        ),
        Step(
            "F1 shows the rules with pictures: circles, dice, flags, scoring, the kick.",
            lambda: g.app.help_open,
        ),
    )
    return guide


def practice_guide(scene: PracticeScene) -> Guide:
    p = scene
    guide = CountingGuide("finger-football-practice", p.guide_avoid)
    guide.steps = (
        Step(FIRST_FLICK, guide.counted(0, lambda: len(p.flicks))),
        Step(
            "While you pull, the see-through slider shows where the flick would rest (G hides it). "
            "Stop one on the circle lit yellow: the panel counts your hits.",
            guide.counted(1, lambda: p.hits),
        ),
        Step(
            "Hold Shift while pulling: four times finer. The wheel sets spin: it turns the slider "
            "as it slides, but hardly bends its path (0 clears it).",
            guide.counted(2, lambda: p.fine_or_spin_flicks),
        ),
        Step(
            "Right-click puts the slider anywhere on the field; R puts it back.",
            guide.counted(3, lambda: p.placed),
        ),
    )
    return guide


def kick_guide(scene: FieldGoalScene) -> Guide:
    k = scene
    name = "field-goal-practice" if k.on_result is None else "finger-football-kick"
    guide = CountingGuide(name, k.guide_avoid)
    steps = [
        Step(
            "Say ready: press Space or click READY. The defender says go and counts to three.",
            lambda: k.stood_at is not None or k.phase.name != "WAITING",
        ),
        Step(
            "Press on the ball in the top view (it stands up), drag back away from the hands and "
            'let go, before "one thousand three". The dotted line shows its flight.',
            guide.counted(1, lambda: k.kicks_made),
        ),
    ]
    if k.on_result is None:
        steps.append(
            Step(
                "The wheel sets the loft (at the left); R kicks again; C makes your hand tremble "
                "(the challenge), or stops it.",
                guide.counted(2, lambda: k.kicks_made, 2),
            )
        )
    guide.steps = tuple(steps)
    return guide
