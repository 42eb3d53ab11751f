"""The first-game guides of Finger Football's windows: a step at a time, each shown until the
player has done it (the kit shows a guide once, Tab skips a step, F1 shows it again)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, Protocol

import pygame

from games.finger_football.rules.actions import Phase
from games.window.guide import Guide, Step


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
    return Guide(
        "finger-football-game",
        [
            Step(
                "Your decisions are the buttons on the right: click one, or press its number. "
                "Start with the coin toss.",
                lambda: g.decisions > 0 or g.game.phase != Phase.COIN_TOSS,
            ),
            Step(FIRST_FLICK, lambda: g.flicks_made > 0, g.flick_waits),
            Step(
                "Hold Shift while pulling for a pull four times finer; the wheel sets spin. "
                "The CPU's flicks are drawn the same way.",
                lambda: g.flicks_made > 1,
                g.flick_waits,
            ),
            Step(
                "The dice give you the choice: click a lit circle. The black ring is a run, "
                "the white centre a pass.",
                lambda: g.targets_chosen > 0,
                lambda: g.game.phase == Phase.CHOOSE_TARGET,
            ),
            Step(
                "F1 shows the rules with pictures: circles, dice, flags, scoring, the kick.",
                lambda: g.app.help_open,
            ),
        ],
        g.guide_avoid,
    )


def practice_guide(scene: PracticeScene) -> Guide:
    p = scene
    return Guide(
        "finger-football-practice",
        [
            Step(FIRST_FLICK, lambda: len(p.flicks) > 0),
            Step(
                "While you pull, the see-through slider shows where the flick would rest. "
                "Stop one on the circle lit yellow: the panel counts your hits.",
                lambda: p.hits > 0,
            ),
            Step(
                "Hold Shift while pulling: four times finer. The wheel adds spin, shown on the slider.",
                lambda: p.fine_or_spin_flicks > 0,
            ),
            Step("Right-click puts the slider anywhere on the field; R puts it back.", lambda: p.placed > 0),
        ],
        p.guide_avoid,
    )


def kick_guide(scene: FieldGoalScene) -> Guide:
    k = scene
    steps = [
        Step(
            "Say ready: press Space or click READY. The defender says go and counts to three.",
            lambda: k.kicks_made > 0 or k.stood_at is not None or k.phase.name != "WAITING",
        ),
        Step(
            "Quick: press on the ball in the top view (it stands up), drag back away from the "
            'hands and let go, before "one thousand three". The dotted line shows its flight.',
            lambda: k.kicks_made > 0,
        ),
    ]
    if k.on_result is None:
        steps.append(
            Step(
                "The wheel sets the loft (at the left); R kicks again; C turns the hand's tremor "
                "(the challenge) off or on.",
                lambda: k.kicks_made > 2,
            )
        )
    name = "field-goal-practice" if k.on_result is None else "finger-football-kick"
    return Guide(name, steps, k.guide_avoid)
