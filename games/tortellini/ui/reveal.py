"""A turn revealed on the board in the order a player follows it: both plans' arrows first, on
the chips where they stood; then the chips move together; then a pass flies, and a ball that
changes hands (an interception, a tackle) is marked where it happened. Any key or click skips
to the end."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from games.tortellini.rules.actions import CHIPS, Plan, Team
from games.tortellini.rules.engine import Chip
from sim.tiles.grid import Square

PLANS_TIME = 1.2  # s the two plans are shown before anything moves
MARK_TIME = 1.0  # s a change of hands stays marked


class Stage(Enum):
    PLANS = "plans"
    MOVING = "moving"
    BALL = "ball"
    MARKED = "marked"
    DONE = "done"


@dataclass(slots=True)
class Reveal:
    """One turn being shown: what was planned, where the chips stood, the ball's flight, and the
    squares where the ball changed hands."""

    plans: dict[Team, Plan]
    before: dict[Chip, Square | None]
    ball_path: list[Square]
    marks: list[Square]
    stage: Stage = Stage.PLANS
    t: float = 0.0
    started: set[Stage] = field(default_factory=set)

    def orders(self) -> dict[Chip, str]:
        """Both teams' orders, chip by chip, while the plans are shown."""
        if self.stage != Stage.PLANS:
            return {}
        return {(team, chip): plan.order(chip) for team, plan in self.plans.items() for chip in CHIPS}

    def frozen(self) -> dict[Chip, Square | None] | None:
        """Where the chips are drawn while the plans are shown: where they stood."""
        return self.before if self.stage == Stage.PLANS else None

    def advance(self, dt: float, busy: bool) -> Stage:
        """Time goes on; ``busy``: the board is still gliding something. Returns the stage now
        (the caller starts each stage's glides when it first sees it)."""
        self.t += dt
        if self.stage == Stage.PLANS and self.t >= PLANS_TIME:
            self._to(Stage.MOVING)
        elif self.stage == Stage.MOVING and not busy and Stage.MOVING in self.started:
            self._to(Stage.BALL if len(self.ball_path) >= 2 else Stage.MARKED)
        elif self.stage == Stage.BALL and not busy and Stage.BALL in self.started:
            self._to(Stage.MARKED)
        elif self.stage == Stage.MARKED and (not self.marks or self.t >= MARK_TIME):
            self._to(Stage.DONE)
        return self.stage

    def begin(self, stage: Stage) -> bool:
        """Is this the first time ``stage`` is seen (its glides to start)?"""
        if stage in self.started:
            return False
        self.started.add(stage)
        return True

    def skip(self) -> None:
        self._to(Stage.DONE)

    def _to(self, stage: Stage) -> None:
        self.stage, self.t = stage, 0.0
