"""Foosball's first-game guides: a step at a time, each done by doing it (your first serve, a rod
slide, a rod turn, a shot), shown by the window kit (games/window/guide.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from games.foosball.ui.hands import MouseHands
from games.window.guide import Guide, Step

SLID = 0.15  # m of slide the slide step waits for
TURNED = 0.6  # rad of turn the turn step waits for
# Goals after which a step about the rods is let go even if the player never did that one thing
# (issue 32's third play-test: "Step 4 of 5" stayed all game for a player who only used the wheel).
GIVE_UP_GOALS = 3


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

    @property
    def goals(self) -> int:
        """Goals scored, by either side."""


class FoosGuide(Guide):
    """A guide whose steps count what the player does from the moment each is shown: shown again
    (F1's G) it starts afresh, and a step is never passed by what was done before it."""

    def __init__(self, name: str, steps: list[Step]) -> None:
        super().__init__(name, steps)
        self.since: dict[tuple[int, str], float] = {}  # a step's counts when it came up
        self.start_at: Callable[[], int] = lambda: 0  # where a guide shown again starts

    def restart(self) -> None:
        super().restart()
        self.since = {}
        self.index = self.start_at()

    def counted(
        self, step: int, count: Callable[[], float], enough: float, what: str = ""
    ) -> Callable[[], bool]:
        """Done once ``count`` (named ``what`` among the step's counts) has grown by ``enough``
        since step ``step`` came up."""

        def done() -> bool:
            base = self.since.setdefault((step, what), count())
            return count() - base >= enough

        return done

    def any_of(self, step: int, scene: Learner, *done: Callable[[], bool]) -> Callable[[], bool]:
        """Done by any of ``done`` (each counted from when the step came up), or after a few
        goals: no step waits all game for one way of doing a thing."""
        late = self.counted(step, lambda: scene.goals, GIVE_UP_GOALS, "goals")
        return lambda: any([d() for d in done]) or late()  # a list: every count takes its base


def _steps(
    guide: FoosGuide, scene: Learner, first: int, served: Callable[[], bool] | None = None
) -> list[Step]:
    return [
        Step(
            "Your first serve: press on the ringed ball at your service hole (bottom middle), pull it"
            " down and a little sideways, and let go (straight up the middle it rolls out of the far"
            " hole untouched)",
            served or guide.counted(first, lambda: scene.serves, 1),
        ),
        Step(
            "Slide your rods: move the mouse up and down over the table",
            guide.any_of(first + 1, scene, guide.counted(first + 1, lambda: scene.mouse.slid, SLID)),
        ),
        Step(
            "Turn your rods: hold the left button and drag sideways (right turns the feet towards the"
            " CPU's goal)",
            guide.any_of(  # a wheel strike turns the rod too
                first + 2,
                scene,
                guide.counted(first + 2, lambda: scene.mouse.turned, TURNED),
                guide.counted(first + 2, lambda: scene.shots, 1, "shots"),
            ),
        ),
        Step(
            "Shoot: when the ball is in front of one of your figures, roll the wheel (the Shot bar"
            " shows how hard)",
            guide.any_of(first + 3, scene, guide.counted(first + 3, lambda: scene.shots, 1)),
        ),
    ]


def practice_guide(
    scene: Learner,
    serving: Callable[[], bool],
    cpu_on: Callable[[], bool] = lambda: False,
) -> FoosGuide:
    """``serving``: the ball waits in your hand (a guide shown again with the ball in play starts
    at the rods, not at the serve). ``cpu_on``: a CPU plays the other rods (practice opens with
    it off; the last step says how to bring it in)."""
    guide = FoosGuide("foosball-practice", [])
    last = Step(
        "The CPU is off while you learn. V: CPU off / gentle / club (press V for a gentle CPU)",
        guide.any_of(4, scene, cpu_on),
    )
    guide.steps = (*_steps(guide, scene, 0), last)
    guide.start_at = lambda: 0 if serving() else 1
    return guide


def game_guide(scene: Learner, ready: Callable[[], bool], served: Callable[[], bool]) -> FoosGuide:
    """``served``: your first serve is made, or is not yours to make (the CPU serves)."""
    guide = FoosGuide("foosball", [])
    first = Step("Nothing moves until you say so: press Space (or Ready) when you are ready", ready)
    guide.steps = (first, *_steps(guide, scene, 1, served))
    return guide
