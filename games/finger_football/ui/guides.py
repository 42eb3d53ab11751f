"""The first-game guides of Finger Football's windows: a step at a time, each shown until the
player has done it (the kit shows a guide once, Tab skips a step, F1 shows it again)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, Protocol

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


class PracticeScene(Protocol):
    @property
    def flicks(self) -> Sequence[Any]: ...

    @property
    def fine_or_spin_flicks(self) -> int: ...

    @property
    def placed(self) -> int: ...


class FieldGoalScene(Protocol):
    @property
    def kicks_made(self) -> int: ...

    @property
    def stood_at(self) -> object | None: ...

    @property
    def phase(self) -> Enum: ...

    @property
    def on_result(self) -> Callable[..., Any] | None: ...


FIRST_FLICK = (
    "Your first flick: press inside the white ring around the slider, pull back away from where "
    "it should go, and let go. The yellow line shows how far it will slide."
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
            Step(FIRST_FLICK, lambda: g.flicks_made > 0),
            Step(
                "Hold Shift while pulling for a pull four times finer; the wheel sets spin. "
                "The CPU's flicks are drawn the same way.",
                lambda: g.flicks_made > 1,
            ),
            Step(
                "When the dice give you the choice, click a lit circle: the black ring is a run, "
                "the white centre a pass.",
                lambda: g.targets_chosen > 0,
            ),
            Step(
                "F1 shows the rules with pictures: circles, dice, flags, scoring, the kick.",
                lambda: g.app.help_open,
            ),
        ],
    )


def practice_guide(scene: PracticeScene) -> Guide:
    p = scene
    return Guide(
        "finger-football-practice",
        [
            Step(FIRST_FLICK, lambda: len(p.flicks) > 0),
            Step(
                "While you pull, the see-through slider shows where the flick would rest. "
                "Stop one on a black circle.",
                lambda: any(t.id[:1] in "HV" and "/" not in t.id for f in p.flicks for t in f.touched),
            ),
            Step(
                "Hold Shift while pulling: four times finer. The wheel adds spin, shown on the slider.",
                lambda: p.fine_or_spin_flicks > 0,
            ),
            Step("Right-click puts the slider anywhere on the field; R puts it back.", lambda: p.placed > 0),
        ],
    )


def kick_guide(scene: FieldGoalScene) -> Guide:
    k = scene
    steps = [
        Step(
            "Say ready: press Space or click READY. The defender says go and counts to three.",
            lambda: k.kicks_made > 0 or k.stood_at is not None or k.phase.name != "WAITING",
        ),
        Step(
            "Quick: click the ball to stand it up on its tip.",
            lambda: k.kicks_made > 0 or k.stood_at is not None,
        ),
        Step(
            'Now drag back from the ball in the top view and let go, before "one thousand three".',
            lambda: k.kicks_made > 0,
        ),
    ]
    if k.on_result is None:
        steps.append(
            Step(
                "The wheel sets the loft; R kicks again; C turns the hand's tremor (the challenge) "
                "off or on.",
                lambda: k.kicks_made > 2,
            )
        )
    return Guide("field-goal-practice" if k.on_result is None else "finger-football-kick", steps)
