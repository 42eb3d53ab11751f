"""Foosball's first-game guides: a step at a time, each done by doing it (your first serve, a rod
slide, a rod turn, a shot), shown by the window kit (games/window/guide.py), with the point each
step talks about for its card to keep clear of."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from games.foosball.ui.hands import MouseHands
from games.window.guide import Guide, Step

SLID = 0.15  # m of slide the slide step waits for
TURNED = 0.6  # rad of turn the turn step waits for


class Learner(Protocol):
    """What the guides watch in a foosball scene."""

    @property
    def mouse(self) -> MouseHands: ...
    @property
    def serves(self) -> int:
        """Serves you made."""

    @property
    def shots(self) -> int:
        """Balls your figures struck hard."""


def _steps(scene: Learner, served: Callable[[], bool] | None = None) -> list[Step]:
    return [
        Step(
            "Your first serve: press on the ringed ball at your service hole (bottom middle), pull it"
            " down, away from the table, and let go",
            served or (lambda: scene.serves > 0),
        ),
        Step("Slide your rods: move the mouse up and down over the table", lambda: scene.mouse.slid > SLID),
        Step(
            "Turn your rods: hold the left button and drag sideways (right turns the feet towards the"
            " CPU's goal)",
            lambda: scene.mouse.turned > TURNED,
        ),
        Step(
            "Shoot: when the ball is in front of one of your figures, roll the wheel (the Shot bar"
            " shows how hard)",
            lambda: scene.shots > 0,
        ),
    ]


def practice_guide(scene: Learner) -> Guide:
    return Guide("foosball-practice", _steps(scene))


def game_guide(scene: Learner, ready: Callable[[], bool], served: Callable[[], bool]) -> Guide:
    """``served``: your first serve is made, or is not yours to make (the CPU serves)."""
    first = Step("Nothing moves until you say so: press Space (or Ready) when you are ready", ready)
    return Guide("foosball", [first, *_steps(scene, served)])
