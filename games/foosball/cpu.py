"""A CPU foosball team: it sees the ball late (its reaction time), slides each rod to put a figure
in the ball's path, and when the ball sits in front of a figure it winds up and strikes towards
the other goal. Skill sets the reaction time, how precisely it lines up, and how hard it hits.
Its noise comes from its own seeded generator.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from enum import Enum, auto

import numpy as np

from sim.foosball import FoosballTable, RodCommand
from sim.foosball_table import RodSpec, Side

WIND_UP = -0.7  # rad behind vertical, towards its own goal
STRIKE = 1.1  # rad ahead
STRIKE_ZONE = (-0.03, 0.04)  # m from a figure (+ towards the attacked goal) where it strikes


@dataclass(frozen=True, slots=True)
class FoosSkill:
    name: str
    reaction: float  # s between the ball moving and the team seeing it
    aim_sd: float  # m of error lining a figure up with the ball
    power: float  # share of the rods' top spin it strikes with


FOOS_SKILLS = {
    "novice": FoosSkill("novice", 0.22, 0.012, 0.55),
    "club": FoosSkill("club", 0.12, 0.006, 0.8),
    "expert": FoosSkill("expert", 0.06, 0.002, 1.0),
}


class _Stroke(Enum):
    READY = auto()
    WIND = auto()
    STRIKE = auto()


class CpuTeam:
    """Controls the rods of one side of a table."""

    def __init__(self, table: FoosballTable, side: Side, skill: FoosSkill, rng: np.random.Generator) -> None:
        self.table = table
        self.side = side
        self.skill = skill
        self.rng = rng
        self.rods = [r.index for r in table.spec.rods if r.team == side]
        self.forward = 1.0 if side == Side.HOME else -1.0  # towards the goal it attacks
        self._seen: deque[tuple[float, float, float, float, float]] = deque()
        self._stroke = dict.fromkeys(self.rods, _Stroke.READY)
        self._error = dict.fromkeys(self.rods, 0.0)

    def commands(self, t: float) -> dict[int, RodCommand]:
        """What its rods should do now, at table time ``t``."""
        x, y, _ = self.table.ball_position
        vx, vy, _ = self.table.ball_velocity
        self._seen.append((t, x, y, vx, vy))
        while len(self._seen) > 1 and self._seen[1][0] <= t - self.skill.reaction:
            self._seen.popleft()
        _, bx, by, bvx, bvy = self._seen[0]  # the ball as it was a reaction time ago
        return {rod: self._rod(rod, bx, by, bvx, bvy) for rod in self.rods}

    def _rod(self, index: int, bx: float, by: float, bvx: float, bvy: float) -> RodCommand:
        spec = self.table.spec
        rod = self.table.rods[index]
        target_y = self._intercept(rod.spec.x, bx, by, bvx, bvy)
        if self.rng.random() < 0.05:  # now and then its hand settles somewhere else
            self._error[index] = float(self.rng.normal(0.0, self.skill.aim_sd))
        slide = self._slide_for(index, target_y + self._error[index])
        ahead = (bx - rod.spec.x) * self.forward
        aligned = (
            min(abs(slide + off - by) for off in rod.spec.offsets())
            < spec.figure_width / 2 + spec.ball_radius
        )
        # A ball just behind the figure is struck too: the foot, wound back, comes down behind it.
        in_zone = STRIKE_ZONE[0] < ahead < STRIKE_ZONE[1] and aligned
        return RodCommand(slide, self._swing(index, in_zone))

    def _swing(self, index: int, in_zone: bool) -> float:
        """The angle to head for: wind up, strike, or stand with the feet down."""
        rod = self.table.rods[index]
        stroke = self._stroke[index]
        if stroke == _Stroke.READY and in_zone:
            stroke = _Stroke.WIND
        elif stroke == _Stroke.WIND and rod.angle * self.forward <= WIND_UP + 0.05:
            stroke = _Stroke.STRIKE
        elif stroke == _Stroke.STRIKE and rod.angle * self.forward >= STRIKE * self.skill.power - 0.05:
            stroke = _Stroke.READY
        self._stroke[index] = stroke
        if stroke == _Stroke.WIND:
            return WIND_UP * self.forward
        if stroke == _Stroke.STRIKE:
            return STRIKE * self.forward * self.skill.power
        return 0.0

    def _intercept(self, rod_x: float, bx: float, by: float, bvx: float, bvy: float) -> float:
        """Where the ball will cross the rod's line (folded off the side walls), or its y now."""
        half = self.table.spec.half_width - self.table.spec.ball_radius
        if abs(bvx) < 0.05 or (rod_x - bx) * bvx <= 0.0:
            return by
        y = by + bvy * (rod_x - bx) / bvx
        period = 4.0 * half
        y = (y + half) % period
        return (y if y <= 2.0 * half else period - y) - half

    def _slide_for(self, index: int, y: float) -> float:
        return slide_for(self.table.spec.rods[index], y)


def slide_for(rod: RodSpec, y: float) -> float:
    """The slide that puts the rod's figure nearest to ``y`` on it, as far as the travel allows."""
    half = rod.travel / 2.0
    best = min(rod.offsets(), key=lambda off: abs(min(max(y - off, -half), half) + off - y))
    return min(max(y - best, -half), half)


def serve_velocity(rng: np.random.Generator, side: Side) -> tuple[float, float]:
    """A CPU serve: in through its hole, slanting to one side so it does not roll straight out
    of the hole across the table."""
    across = 1.2 + float(rng.uniform(0.0, 0.6))
    along = float(rng.choice([-1.0, 1.0])) * float(rng.uniform(0.08, 0.2))
    return along, across if side == Side.HOME else -across


def rally(
    seconds: float, seed: int, home: str = "club", away: str = "club", table: FoosballTable | None = None
) -> tuple[FoosballTable, list]:  # type: ignore[type-arg]
    """CPU against CPU from a serve by the home side, for ``seconds`` or until a goal or the ball
    leaves the table. Returns the table and its events."""
    from sim.foosball import EventKind

    table = table or FoosballTable()
    rng = np.random.default_rng(seed)
    teams = [
        CpuTeam(table, Side.HOME, FOOS_SKILLS[home], rng),
        CpuTeam(table, Side.AWAY, FOOS_SKILLS[away], rng),
    ]
    table.start_serve(Side.HOME, *serve_velocity(rng, Side.HOME))
    events = []
    dt = 1.0 / 240.0
    for _ in range(round(seconds / dt)):
        commands: dict[int, RodCommand] = {}
        for team in teams:
            commands.update(team.commands(table.t))
        step = table.step(dt, commands)
        events.extend(step)
        if any(e.kind in (EventKind.TROUGH, EventKind.LEFT_TABLE) for e in step):
            break
    return table, events
