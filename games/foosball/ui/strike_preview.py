"""The aim line made true: the strike the wheel would make now, run on a copy of the table.

The closed form (TableSpec.strike_angle, used by :func:`aim_line.strike_line`) is the angle a
foot's corner sends a ball at rest struck by a foot at speed. A wheel strike is not quite that: a
ball at point-blank range is met by a foot wound back first (hands.POINT_BLANK), a rod still
sliding after the pointer meets it elsewhere, a slow ball has rolled on by the time the foot
arrives: a play-test found angled wheel shots going elsewhere than the line. So the line is the
shot itself: the table is copied (the same physics, >200x real time), the hands copied with it
strike, and the ball's way after the striker let it go is the line, from where the foot met it.
The copy runs only when something changed, and at most EVERY s of table time apart; the CPU's
rods are held where they are heading (the copy cannot know what the CPU will decide next).
"""

from __future__ import annotations

import math
import pickle

from games.foosball.match import DT, rounded
from games.foosball.ui.aim_line import StrikeLine, stopped, strike_line, to_the_end
from games.foosball.ui.hands import MouseHands
from sim.foosball.table import EventKind, FoosballTable, RodCommand

AHEAD = 0.3  # s of table time the strike is given to meet the ball
FOLLOW = 0.4  # s of table time the ball is followed after it left the foot
CLEAR = 0.008  # m between the foot's face and the ball once it has left it
EVERY = 0.05  # s of table time at least between two runs of the copy
MIN_SPEED = 0.5  # m/s: a strike leaving the ball slower than this shows no line


def predicted(table: FoosballTable, hands: MouseHands) -> StrikeLine | None:
    """The line of the strike ``hands`` would make now, worked out on a copy of ``table``; None
    if the ball is not waiting in front of a rod in hand, or the strike would miss it."""
    if hands.strike_left > 0.0 or hands.wind_left > 0.0 or strike_line(table, hands.active) is None:
        return None
    ghost: FoosballTable = pickle.loads(pickle.dumps(table))
    mine = hands.copy_for(ghost)
    mine.strike()
    striker = mine.striker
    assert striker is not None
    held = {rod.spec.index: rod.target for rod in ghost.rods if rod.spec.index not in hands.mine}
    spec, forward = ghost.spec, hands.forward
    face = spec.rods[striker].x + forward * (spec.figure_thickness / 2.0 + spec.ball_radius + CLEAR)
    met: tuple[float, float] | None = None
    for _ in range(round(AHEAD / DT)):
        commands: dict[int, RodCommand] = dict(held)
        commands.update(mine.rod_commands(DT))
        events = ghost.step(DT, {rod: rounded(c) for rod, c in commands.items()})
        touch = [e for e in events if e.kind == EventKind.CONTACT and e.rod == striker]
        if touch and met is None:
            met = (touch[0].x, touch[0].y)
        if met is None or touch or ghost.gone or (ghost.ball_position[0] - face) * forward < 0.0:
            continue
        line = _leaving(ghost, met, forward)
        if line is None:
            return None
        passing, touched = _follow_through(ghost, mine, held, striker)
        return stopped(table, line, forward, passing, touched)
    return None


def _follow_through(
    ghost: FoosballTable,
    mine: MouseHands,
    held: dict[int, RodCommand],
    striker: int,
) -> tuple[set[int], set[int]]:
    """The copy run on until the ball has gone past the rods in front of the striker: the rods
    of yours it went past untouched (their feet were up as it came), and the rods whose figures
    met it. A rod of yours in front of the striker lifts while the strike lasts and comes down
    after it: a play-test saw "on goal" drawn through the player's own defence man, assumed lifted, that
    was down again when the ball came and sent it back into the player's own goal."""
    spec, forward = ghost.spec, mine.forward
    ahead = [r.index for r in spec.rods if (r.x - spec.rods[striker].x) * forward > 0.0]
    lifting = [i for i in mine.mine if i in ahead]  # every rod of yours in front lifts (hands.py)
    passing: set[int] = set()
    touched: set[int] = set()
    for _ in range(round(FOLLOW / DT)):
        commands: dict[int, RodCommand] = dict(held)
        commands.update(mine.rod_commands(DT))
        events = ghost.step(DT, {rod: rounded(c) for rod, c in commands.items()})
        hit = {e.rod for e in events if e.kind == EventKind.CONTACT and e.rod is not None}
        touched.update(hit.intersection(ahead).difference(passing))
        x = ghost.ball_position[0]
        passing.update(
            i for i in lifting if i not in touched and (x - spec.rods[i].x) * forward > spec.figure_thickness
        )
        if ghost.gone or touched or ghost.ball_velocity[0] * forward <= 0.0:
            break
    return passing, touched


def _leaving(ghost: FoosballTable, met: tuple[float, float], forward: float) -> StrikeLine | None:
    """The line from where the foot met the ball along the way it leaves."""
    vx, vy, _ = ghost.ball_velocity
    if vx * forward <= 0.0 or math.hypot(vx, vy) < MIN_SPEED:
        return None  # knocked back, or barely moved: nothing to aim
    spec = ghost.spec
    angle = math.atan2(vy, vx * forward)
    return to_the_end(
        spec.half_length, spec.half_width - spec.ball_radius, spec.goal_width, *met, forward, angle
    )


class AimPredictor:
    """The predicted line, kept while nothing that shapes it has changed."""

    def __init__(self) -> None:
        self._key: tuple[float, ...] | None = None
        self._at = -math.inf
        self.line: StrikeLine | None = None

    def update(self, table: FoosballTable, hands: MouseHands) -> StrikeLine | None:
        """The line now: worked out again if the ball, the rods in hand or the pointer moved
        (at most every EVERY s of table time), else the last one."""
        key = _state(table, hands)
        if key != self._key and (table.t - self._at >= EVERY or self._key is None or table.t < self._at):
            self._key, self._at = key, table.t
            self.line = predicted(table, hands)
        return self.line


def _state(table: FoosballTable, hands: MouseHands) -> tuple[float, ...]:
    """What the strike depends on, to the millimetre: the ball, the pointer, the rods in hand,
    and where the other side's rods stand and whether their feet are down (what blocks the line:
    a play-test read "blocked" long after the CPU's man had moved, and "on goal" through one that
    had moved into the way)."""
    x, y, z = table.ball_position
    vx, vy, _ = table.ball_velocity
    rods = [v for i in hands.active for v in (table.rods[i].y, table.rods[i].angle)]
    rods += [
        v
        for rod in table.rods
        if rod.spec.team != hands.side
        for v in (rod.y, float(math.cos(rod.wrapped) > 0.0))
    ]
    state = (x, y, z, vx / 10.0, vy / 10.0, hands.pointer_y, *rods, hands.strike_left, hands.wind_left)
    return tuple(round(v, 3) for v in state)
