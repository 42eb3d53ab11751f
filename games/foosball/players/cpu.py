"""A CPU foosball team: it sees the ball late (its reaction time), slides each rod to put a figure
in the ball's path, and when the ball sits in front of a figure it winds up and strikes towards
the other goal. A slow ball behind a figure it taps back; the rods in front of its own shot lift
their feet. Skill sets the reaction time, how precisely it lines up, and how hard it hits. Its
noise comes from its own seeded generator. When its strikes keep meeting the ball on one line (a
ball shuttling between its rods and the other side's, each figure squarely in its path, which
could go on for ever), it strikes along another: its figures meet the ball with an edge. (What it
does to avoid scoring on itself, and why, is in docs/foosball.md and own_goal.py.)
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

import numpy as np

from games.foosball.players.own_goal import goalie_of, gone_past, keeps_squarely, slide_clear_of
from games.foosball.players.serve import serve_flick
from sim.foosball.spec import RodSpec, Side
from sim.foosball.table import EventKind, FoosballTable, RodCommand, TableEvent
from sim.io.pickling import attributes, by_fields

WIND_UP = -0.7  # rad behind vertical, towards its own goal
STRIKE = 1.1  # rad ahead
AHEAD = 0.3  # rad: a foot further ahead than this winds up over the top
# m: a foot coming down from behind over the top lands behind a ball up to this far behind the
# rod (its front face at the edge of its reach, less a ball's radius); one further back it would
# strike towards its own goal.
BACKWARD = -0.015
TAP_BELOW = 0.3  # m/s: a ball slower than this behind a figure is tapped back
TAP_STEP = 0.03  # rad per step the foot turns while tapping (about 0.5 m/s at the ball)
TAP_END = 0.8  # rad behind vertical: the tap is done, the foot is lifted to let the ball by
LIFT = 1.3  # rad ahead: a foot lifted out of the way of a ball coming back past the rod
LIFT_TIME = 0.6  # s the foot stays lifted at most
CLEAR_TIME = 0.12  # s the rods in front of a shot stay lifted after it
PASS_SPEED = 1.0  # m/s: a ball coming from behind this fast is a shot its rods let through
AIM_BELOW = 0.5  # m/s: a ball slower than this in front of a rod is aimed (a skill that aims)
AIM_LIMIT = 0.5  # rad: sharper, the foot's edge would only graze the ball
AIM_INSIDE = 3.0  # ball radii inside the post it aims (shots off the edge come out a little wider)
# s between a team's decisions: a person's hands take in the table and change course about this
# often. Between decisions the rods go on to the targets last chosen (a tap keeps turning).
DECISION = 1.0 / 60.0
# A rod away from the play (the ball as seen farther than AWAY along the table, not coming to it
# within SOON, the rod not in a stroke) is looked at every ASIDE-th decision only: a person
# watches the ball and the rods around it, and re-aims the others now and then.
AWAY = 0.2  # m
SOON = 0.25  # s
ASIDE = 3
# A ball shuttling on one line: the flat faces of the figures send a ball struck squarely straight
# back along the table, so a rally between rods that each line a figure up with the ball keeps it
# on one line with nothing changing (issue 34: an expert game held for half an hour). A team whose
# last SHUTTLE_STRIKES strikes, within SHUTTLE_TIME, all met the ball within SAME_LINE of one line
# sees that it is getting nowhere and, for SLANT_TIME, puts its figures' edges in the ball's path
# instead of their middles (SLANT_EDGE of the ball's radius past a figure's side), so the ball
# leaves on a slant, as the CPU's taps do: towards the middle of the table where the rod can.
# A ball at rest: a person lines a figure up with it squarely, whatever their skill (a skill's aim
# error is for a moving ball), and plays it once it has lain still STILL_PLAY s, even in the settle
# moment after a serve (a newcomer's play-test: the gentle CPU left a ball lying 10 px in front of
# its attack figure).
STILL_AIM = 0.05  # m/s: a ball seen slower than this is at rest
STILL_PLAY = 1.5  # s
SAME_LINE = 0.003  # m
SHUTTLE_STRIKES = 4
SHUTTLE_TIME = 5.0  # s
SLANT_TIME = 1.5  # s
SLANT_EDGE = 0.4


@dataclass(frozen=True, slots=True)
class FoosSkill:
    name: str
    reaction: float  # s between the ball moving and the team seeing it
    aim_sd: float  # m of error lining a figure up with the ball
    power: float  # share of the rods' top spin it strikes with
    # rad a strike's target is kept ahead of the foot, step by step: the drive then turns the rod
    # at about sqrt(2 * spin accel * lead), so a small lead is a slow strike whatever the wind-up
    # (inf: straight to the stroke's end at the drive's full speed).
    lead: float = math.inf
    # s after the player says ready in which it does not strike (it lines up and blocks): a
    # newcomer's moment to find their rods (play-test: "the CPU scores 2 s after Ready").
    settle: float = 0.0
    # s after one of its strikes before it strikes again: a newcomer's hand recovering.
    recover: float = 0.0
    # s it leaves a ball off the table (a free-for-all) that came down on a person's half for
    # them to take, before taking it itself (a person needs a moment to see it and press T).
    courtesy: float = 0.0
    # Does it aim a shot at the goal's middle, meeting a ball at rest with the foot's rounded
    # edge (docs/foosball.md)? A newcomer only lines a figure up with the ball.
    aims: bool = False
    # s a ball must have lain within a figure's reach (as seen) before it winds up: a newcomer
    # sees the chance, then hesitates (a play-test: "the novice scores under a second after the
    # ball reached play").
    hesitate: float = 0.0
    # Does its midfield shoot at the first touch after a serve? A newcomer blocks the serve and
    # only plays it once another figure has touched it (or it has lain still STILL_PLAY s): the
    # midfield is a whole table from the goal it attacks, its shot the one nobody has time to see.
    serve_shot: bool = True

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # the same compiled by mypyc (sim/io/pickling.py)


FOOS_SKILLS = {
    # A newcomer's opponent (play-test of issue 32: "the novice scores on almost every exchange",
    # lost 3-10): it sees the ball late, lines up loosely, and strikes at about 3 m/s, slow enough
    # to watch the ball come and block it.
    # A later newcomer's play-test (4-6/10: "it scores 2 s after Ready, wins every free-for-all"):
    # it sees later still, holds its strikes for 3 s after Ready, pauses after each strike, and
    # leaves a loose ball on your side to you for 4 s. Against a scripted newcomer who only moves
    # the mouse after the ball and rolls the wheel (docs/foosball.md) it wins about half its games.
    # A third (4/10: "the novice's midfield scored off the first serve while the guide still
    # said slide your rods"): it hesitates 0.4 s before each strike, strikes softer (lead 0.04:
    # a ball at rest in front of its foot leaves at about 1 m/s) and wider, and never shoots
    # from its midfield at a serve's first touch. Against the scripted newcomer
    # (tools/foos_serve_pace.py, seeds 0-7) with the one-rod wheel (hands.py): goals 71 to the
    # newcomer, 56 to the novice; before this play-test's changes 72 to 45, but the old novice
    # against the one-rod wheel 71 to 70 (its harder shots rebound off your standing men).
    "novice": FoosSkill(
        "novice",
        0.5,
        0.06,
        0.3,
        lead=0.04,
        settle=3.0,
        recover=0.8,
        courtesy=4.0,
        hesitate=0.4,
        serve_shot=False,
    ),
    "club": FoosSkill("club", 0.12, 0.006, 0.8, settle=1.5, courtesy=2.0, aims=True),
    "expert": FoosSkill("expert", 0.06, 0.002, 1.0, settle=1.0, courtesy=1.0, aims=True),
}


class _Stroke(Enum):
    READY = auto()
    WIND = auto()
    STRIKE = auto()
    TAP = auto()  # pushing a slow ball behind the rod gently back, to rebound off the end wall
    LIFT = auto()  # foot up, for that ball to come back past the rod


@dataclass(slots=True)
class _Plan:
    """What one rod is doing."""

    stroke: _Stroke = _Stroke.READY
    wound: float = 0.0  # the (unwrapped) angle it winds up to
    since: float = 0.0  # when the tap or lift began
    struck: float = -math.inf  # when its last strike ended

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # the same compiled by mypyc (sim/io/pickling.py)


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
        self._plan = {rod: _Plan() for rod in self.rods}
        self._error = dict.fromkeys(self.rods, 0.0)
        self._reach = table.reach  # fixed by the table's geometry
        self._chosen: dict[int, RodCommand] = {}
        self._tapping: list[int] = []  # rods tapping: their feet turn on between decisions
        self._slow: list[int] = []  # rods in a slow strike (a skill's lead): likewise
        self.version = 0  # counts the changes to the commands it gives (the match reuses them)
        self._next_decision = -math.inf
        self._decisions = 0
        spec = table.spec
        self._align = spec.figure_width / 2 + spec.ball_radius
        self._offsets = {rod: spec.rods[rod].offsets() for rod in self.rods}
        # The other side's goalie: the rod of theirs nearest the goal it attacks.
        self._their_goalie = max(
            (r.index for r in spec.rods if r.team != side), key=lambda i: spec.rods[i].x * self.forward
        )
        self._half_travel = {rod: spec.rods[rod].travel / 2.0 for rod in self.rods}
        self._rod_x = {rod: spec.rods[rod].x for rod in self.rods}
        self._half_field = spec.half_width - spec.ball_radius  # where the ball's centre can go
        self._lines: deque[tuple[float, float]] = deque()  # (t, the ball's y) at its last strikes
        self._slant_until = -math.inf  # striking with the figures' edges until then
        self._calm_until = -math.inf  # no strikes until then (a settle moment)
        self._struck = -math.inf  # when its last strike began
        self._still_since = math.inf  # when the ball came to rest (inf: it is moving)
        self._reach_since = dict.fromkeys(self.rods, math.inf)  # since when each rod saw the ball in reach
        # Its midfield: the rod with the most figures; held from shooting at a serve's first touch.
        self._midfield = max(self.rods, key=lambda r: len(self._offsets[r]))
        self._goalie = goalie_of(spec, self.rods, self.forward)  # never taps back (own_goal.py)
        self._vx_now = 0.0  # the ball's speed along the table now (own_goal.py: a ball gone past)
        self._serve_held = False  # a serve not yet touched by any figure but its midfield
        # Until then its strikes are full ones: a dead ball it has just placed (a novice's soft
        # strike pushed it a few centimetres and it was dead again, seven times in a play-test).
        self._placed_until = -math.inf

    def __reduce__(self) -> tuple[Any, tuple[Any, ...], dict[str, Any]]:
        # Built again, then given every attribute: compiled by mypyc it has no __dict__, and no
        # instance without its __init__ (sim/io/pickling.py).
        return CpuTeam, (self.table, self.side, self.skill, self.rng), attributes(self)

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            setattr(self, name, value)

    def served(self) -> None:
        """A serve (either side's) has just been made: a skill without ``serve_shot`` holds its
        midfield's strike until another figure touches the ball."""
        self._serve_held = not self.skill.serve_shot

    def heard(self, events: list[TableEvent]) -> None:
        """The table's events of a step: a figure other than its midfield touching the ball ends
        a serve's hold."""
        if self._serve_held and any(e.kind == EventKind.CONTACT and e.rod != self._midfield for e in events):
            self._serve_held = False

    def placed(self, t: float) -> None:
        """It has just placed a dead ball by hand at table time ``t``: the figure it put the ball
        in front of strikes it in full (PLACED_TIME)."""
        self._placed_until = t + PLACED_TIME

    def settle(self, t: float) -> None:
        """The player has just said ready at table time ``t``: no strikes for the skill's settle
        moment (the rods still line up with the ball and block it)."""
        self._calm_until = t + self.skill.settle

    def commands(self, t: float) -> dict[int, RodCommand]:
        """What its rods should do now, at table time ``t``: decided afresh at a person's rate
        (DECISION), the last decision held in between."""
        if t < self._next_decision - 1e-9:
            return self._held() if self._tapping or self._slow else self._chosen
        self._next_decision = t + DECISION
        self._chosen = self._decide(t)
        self._tapping = [rod for rod, plan in self._plan.items() if plan.stroke == _Stroke.TAP]
        slow = math.isfinite(self.skill.lead) and t >= self._placed_until
        self._slow = [r for r, plan in self._plan.items() if slow and plan.stroke == _Stroke.STRIKE]
        self.version += 1
        return self._chosen

    def _held(self) -> dict[int, RodCommand]:
        """The last decision, a tap going on turning the foot back step by step."""
        for index in self._tapping:
            rod = self.table.rods[index]
            self._chosen[index] = RodCommand(self._chosen[index].y, rod.angle - TAP_STEP * self.forward)
            self.version += 1
        for index in self._slow:  # a slow strike: its target goes on ahead of the foot
            plan, rod = self._plan[index], self.table.rods[index]
            self._chosen[index] = RodCommand(self._chosen[index].y, self._led(rod.angle, self._end(plan)))
            self.version += 1
        return self._chosen

    def _end(self, plan: _Plan) -> float:
        """Where a strike wound up as ``plan`` says ends."""
        return plan.wound + (STRIKE * self.skill.power - WIND_UP) * self.forward

    def _led(self, angle: float, strike: float) -> float:
        """The target of a strike from ``angle`` to ``strike``: at most the skill's lead ahead."""
        ahead = (strike - angle) * self.forward
        return angle + min(ahead, self.skill.lead) * self.forward

    def _decide(self, t: float) -> dict[int, RodCommand]:
        x, y, _ = self.table.ball_position
        vx, vy, _ = self.table.ball_velocity
        self._vx_now = vx
        resting = math.hypot(vx, vy) < STILL_AIM
        self._still_since = min(self._still_since, t) if resting else math.inf
        self._seen.append((t, x, y, vx, vy))
        while len(self._seen) > 1 and self._seen[1][0] <= t - self.skill.reaction:
            self._seen.popleft()
        _, bx, by, bvx, bvy = self._seen[0]  # the ball as it was a reaction time ago
        # Rods in front of one of its own that is shooting lift their feet out of the shot's way.
        rod_x, forward = self._rod_x, self.forward
        shooting = [
            rod_x[r] * forward
            for r, plan in self._plan.items()
            if plan.stroke == _Stroke.STRIKE or t - plan.struck < CLEAR_TIME
        ]
        behind = min(shooting, default=math.inf)
        self._decisions += 1
        commands = {}
        for rod in self.rods:
            ready = self._plan[rod].stroke == _Stroke.READY
            if ready and rod_x[rod] * forward > behind:
                commands[rod] = self._lifted(rod, by)
            elif ready and rod in self._chosen and self._aside(rod, bx, bvx):
                commands[rod] = self._chosen[rod]
                self._reach_since[rod] = math.inf  # far from the ball: no chance seen
            else:
                commands[rod] = self._rod(rod, bx, by, bvx, bvy, t, x, y)
        return commands

    def _aside(self, rod: int, bx: float, bvx: float) -> bool:
        """Is the rod away from the play and not due to be looked at this decision? (The rods
        are looked at in turn, so the work of one decision is about the same as the next.)"""
        gap = self._rod_x[rod] - bx
        if abs(gap) < AWAY or (gap * bvx > 0.0 and abs(gap) < SOON * abs(bvx)):
            return False
        return (self._decisions + rod) % ASIDE != 0

    def _lifted(self, index: int, by: float) -> RodCommand:
        rod = self.table.rods[index]
        return RodCommand(rod.target.y, _down(rod.angle) + LIFT * self.forward)

    def _rod(
        self, index: int, bx: float, by: float, bvx: float, bvy: float, t: float, x_now: float, y_now: float
    ) -> RodCommand:
        """The rod's command, from the ball as seen (bx...) a reaction time ago. Only which way
        to wind up uses where the ball is now: a player's timing lags, but nobody winds up
        through a ball sitting right behind the foot."""
        angle = self.table.rods[index].angle  # read once: working a rod's state out is not free
        rod_x = self._rod_x[index]
        target_y = self._intercept(rod_x, bx, by, bvx, bvy)
        plan = self._plan[index]
        if self.rng.random() < 0.05:  # now and then its hand settles somewhere else
            error = float(self.rng.normal(0.0, self.skill.aim_sd))
            if plan.stroke == _Stroke.READY:  # (never in the middle of a stroke)
                self._error[index] = error
        still = math.hypot(bvx, bvy) < STILL_AIM
        keeping = index == self._goalie and keeps_squarely(bvx * self.forward)
        error = 0.0 if still or keeping else self._error[index]
        aim = target_y + error - self._aimed(rod_x, bx, by, bvx, bvy)
        if t < self._slant_until:
            slide = self._slant_slide(index, aim)
        else:
            slide = _nearest_slide(self._half_travel[index], self._offsets[index], aim)
        ahead = (bx - rod_x) * self.forward
        align, aligned = self._align, False
        for off in self._offsets[index]:
            if abs(slide + off - by) < align:
                aligned = True
                break
        reach = self._reach
        in_reach = abs(ahead) < reach and aligned
        if not in_reach:
            self._reach_since[index] = math.inf
        elif math.isinf(self._reach_since[index]):
            self._reach_since[index] = t
        # A ball in front (or just behind: the wound-back foot comes down behind it) is struck
        # towards the other goal. One further behind is never struck hard towards its own goal:
        # a slow one is tapped back to the rods behind (or off the end wall), off-centre away
        # from the goal's mouth, and the foot lifted to let it come back past.
        if plan.stroke == _Stroke.READY and ahead < -reach and bvx * self.forward > PASS_SPEED:
            # Its own team's shot coming from behind: feet up to let it through.
            return RodCommand(slide, _down(angle) + LIFT * self.forward)
        spec, now = self.table.spec, self.table.rods[index].y
        if plan.stroke == _Stroke.READY and gone_past(spec, index, self.forward, x_now, self._vx_now):
            return RodCommand(now, self._rest(angle))  # no chasing it from the side (own_goal.py)
        behind = ahead < BACKWARD and in_reach
        if index == self._goalie and behind and plan.stroke == _Stroke.READY:
            # Behind the goalie is its own goal's mouth: it stands (own_goal.py).
            slide = slide_clear_of(spec, index, self.forward, now, slide, (x_now, y_now))
            return RodCommand(slide, self._rest(angle))
        if plan.stroke in (_Stroke.TAP, _Stroke.LIFT) or behind:
            slide = slide_clear_of(spec, index, self.forward, now, self._tap_slide(index, by), (x_now, y_now))
            return RodCommand(slide, self._tap(index, angle, ahead, math.hypot(bvx, bvy), t))
        ahead_now = (x_now - rod_x) * self.forward
        slide = slide_clear_of(spec, index, self.forward, now, slide, (x_now, y_now))
        return RodCommand(slide, self._swing(index, angle, in_reach, ahead_now, t, y_now))

    def _tap_slide(self, index: int, by: float) -> float:
        """Where a tap is made from: the figure's edge off-centre on the side of the goal's
        middle, so the ball goes back slanting away from the mouth; squarely if the rod cannot
        slide that far and the edge would only graze it."""
        spec = self.table.spec
        rod = spec.rods[index]
        off = spec.figure_width / 2.0 + 0.4 * spec.ball_radius
        slide = slide_for(rod, by - math.copysign(off, by))
        figure = min((slide + o for o in rod.offsets()), key=lambda fy: abs(fy - by))
        if abs(figure - by) > spec.figure_width / 2.0 + 0.5 * spec.ball_radius:
            return slide_for(rod, by)
        return slide

    def _tap(self, index: int, angle: float, ahead: float, speed: float, t: float) -> float:
        plan = self._plan[index]
        if plan.stroke in (_Stroke.WIND, _Stroke.STRIKE):
            plan.stroke = _Stroke.READY  # the ball got behind the foot mid-stroke: that stroke is off
        back = -self._tilt(angle)  # how far the foot is turned towards its own goal
        if plan.stroke == _Stroke.READY:
            if speed >= TAP_BELOW:
                return self._rest(angle)
            plan.stroke, plan.since = _Stroke.TAP, t
        if plan.stroke == _Stroke.TAP and back >= TAP_END:
            plan.stroke, plan.since = _Stroke.LIFT, t
        if plan.stroke == _Stroke.LIFT and (ahead > self._reach / 2.0 or t - plan.since > LIFT_TIME):
            plan.stroke = _Stroke.READY
            return self._rest(angle)
        if plan.stroke == _Stroke.TAP:
            return angle - TAP_STEP * self.forward
        return _down(angle) + LIFT * self.forward

    def _slant_slide(self, index: int, y: float) -> float:
        """Where the rod slides to meet a ball coming along ``y`` with a figure's edge: the figure
        on the side of the ball away from the table's middle, so the ball leaves towards the
        middle; on the other side if the rod cannot slide that far; squarely if neither."""
        spec = self.table.spec
        half, offsets = self._half_travel[index], self._offsets[index]
        off = spec.figure_width / 2.0 + SLANT_EDGE * spec.ball_radius
        low, high = spec.figure_width / 2.0, self._align - 0.25 * spec.ball_radius  # an edge, not a miss
        for side in (1.0, -1.0):
            slide = _nearest_slide(half, offsets, y + side * math.copysign(off, y))
            if low < min(abs(slide + o - y) for o in offsets) < high:
                return slide
        return _nearest_slide(half, offsets, y)

    def _shuttling(self, t: float, y: float) -> bool:
        """A strike is made at a ball now at ``y``: have its last strikes all met the ball on
        this one line, the ball coming back to them along it again and again?"""
        lines = self._lines
        lines.append((t, y))
        while lines and (len(lines) > SHUTTLE_STRIKES or lines[0][0] < t - SHUTTLE_TIME):
            lines.popleft()
        if len(lines) < SHUTTLE_STRIKES:
            return False
        ys = [line_y for _, line_y in lines]
        return max(ys) - min(ys) < SAME_LINE

    def _swing(
        self, index: int, angle: float, in_reach: bool, ahead_now: float, t: float, y_now: float
    ) -> float:
        """The angle to head for: wind up, strike, or stand with the feet down.

        Angles are unwrapped: a foot ahead of vertical winds up by turning on over the top, so it
        never sweeps back through a ball in front of it."""
        plan = self._plan[index]
        calm = t < self._calm_until or t - self._struck < self.skill.recover
        calm = calm or t - self._reach_since[index] < self.skill.hesitate  # it hesitates
        calm = calm or (self._serve_held and index == self._midfield)
        calm = calm and t - self._still_since < STILL_PLAY  # a ball left lying is played
        if plan.stroke == _Stroke.READY and in_reach and ahead_now >= BACKWARD and not calm:
            self._struck = t
            a = angle * self.forward  # the rod's angle in the direction it will strike
            # Winding straight back would sweep the foot through a ball behind the rod, and a foot
            # well ahead back through one in front: those wind up on over the top instead.
            over = self._tilt(angle) > AHEAD or ahead_now < 0.0
            wound = _down(a) + WIND_UP + (math.tau if over else 0.0)
            plan.stroke, plan.wound = _Stroke.WIND, wound * self.forward
            if t >= self._slant_until and self._shuttling(t, y_now):
                self._slant_until = t + SLANT_TIME  # getting nowhere on this line: try another
                self._lines.clear()
        strike = self._end(plan)
        if plan.stroke == _Stroke.WIND and abs(angle - plan.wound) < 0.05:
            plan.stroke = _Stroke.STRIKE
        elif plan.stroke == _Stroke.STRIKE and abs(angle - strike) < 0.05:
            plan.stroke, plan.struck = _Stroke.READY, t
        if plan.stroke == _Stroke.WIND:
            return plan.wound
        if plan.stroke == _Stroke.STRIKE:
            full = math.isinf(self.skill.lead) or t < self._placed_until
            return strike if full else self._led(angle, strike)
        return self._rest(angle)

    def _tilt(self, angle: float) -> float:
        """How far the feet are turned from hanging down, + towards the attacked goal."""
        a = angle * self.forward
        return a - _down(a)

    def _rest(self, angle: float) -> float:
        """Where the feet hang down again: a foot well ahead turns on over the top rather than
        sweep back at full speed through the space in front, where the ball usually is."""
        a = angle * self.forward
        down = _down(a) + (math.tau if a - _down(a) > AHEAD else 0.0)
        return down * self.forward

    def _aimed(self, rod_x: float, bx: float, by: float, bvx: float, bvy: float) -> float:
        """How far across from a figure's centre it meets a slow ball in front of the rod, so the
        strike goes at the side of the goal it attacks away from the goalie (0: squarely, for a
        skill that does not aim, or a ball moving or out of reach)."""
        ahead = (bx - rod_x) * self.forward
        if not self.skill.aims or not 0.0 < ahead <= self._reach or math.hypot(bvx, bvy) > AIM_BELOW:
            return 0.0
        spec = self.table.spec
        keeper = self.table.rods[self._their_goalie].y
        corner = math.copysign(spec.goal_width / 2.0 - AIM_INSIDE * spec.ball_radius, -keeper or 1.0)
        along = spec.half_length - bx * self.forward  # to the goal line it attacks
        angle = max(-AIM_LIMIT, min(AIM_LIMIT, math.atan2(corner - by, along)))
        return spec.strike_offset(angle)

    def _intercept(self, rod_x: float, bx: float, by: float, bvx: float, bvy: float) -> float:
        """Where the ball will cross the rod's line (folded off the side walls), or its y now."""
        half = self._half_field
        if abs(bvx) < 0.05 or (rod_x - bx) * bvx <= 0.0:
            return by
        y = by + bvy * (rod_x - bx) / bvx
        period = 4.0 * half
        y = (y + half) % period
        return (y if y <= 2.0 * half else period - y) - half


def _down(angle: float) -> float:
    """The nearest angle with the feet hanging down: between strokes a rod turns there the short
    way, never unwinding whole turns (which would sweep a foot back through the ball)."""
    return math.tau * round(angle / math.tau)


def slide_for(rod: RodSpec, y: float) -> float:
    """The slide that puts the rod's figure nearest to ``y`` on it, as far as the travel allows
    (of figures as near, the first)."""
    return _nearest_slide(rod.travel / 2.0, rod.offsets(), y)


def _nearest_slide(half: float, offsets: tuple[float, ...], y: float) -> float:
    best_slide, best_miss = 0.0, math.inf
    for off in offsets:
        slide = y - off
        if slide < -half:
            slide = -half
        elif slide > half:
            slide = half
        miss = abs(slide + off - y)
        if miss < best_miss:
            best_slide, best_miss = slide, miss
    return best_slide


BESIDE = 0.3  # of a ball's radius beside a figure a ball too near its axis is put
PLACED_TIME = 4.0  # s after placing a dead ball its strikes are full ones
PLACED_AHEAD = 0.042  # m in front of the figure's axis a dead ball is put (beyond a foot's reach at rest)


def dead_ball_spot(
    table: FoosballTable, side: Side, x: float, y: float, allowed: Callable[[float, float], bool]
) -> tuple[float, float] | None:
    """Where ``side`` moves a dead ball by hand, among the points ``allowed`` (by Article V): the
    nearest one in front of one of its own figures, PLACED_AHEAD out, so that figure strikes it
    forward at speed (put against the foot, a swing from hanging met it slowly past vertical: a
    1 m/s tap, dead again 3 s on, seven times in a play-test), or level with the ball if that is
    as far in front and in reach, or against the foot if nothing further is allowed. None if
    there is none."""
    spec = table.spec
    forward = 1.0 if side == Side.HOME else -1.0
    spots: list[tuple[float, float, float]] = []  # (cost, x, y)
    for rod in spec.rods:
        if rod.team != side:
            continue
        ny = slide_for(rod, y) + min(rod.offsets(), key=lambda off: abs(slide_for(rod, y) + off - y))
        front = rod.x + forward * PLACED_AHEAD
        level = (x - rod.x) * forward
        # Against the foot if no further is allowed (a ball brought out from behind the goalie).
        close = rod.x + forward * (spec.figure_thickness / 2.0 + spec.ball_radius + 0.005)
        choices = [(front, 0.0), (close, 0.5)]
        if level > 0.0:
            # Level with the ball: where a ball in front of its goalie may only go sideways.
            choices.append((x, 1.0 if level >= PLACED_AHEAD else 1.5))
        for nx, penalty in choices:
            sy = ny
            if (nx - rod.x) * forward < spec.figure_thickness / 2.0 + spec.ball_radius:
                # Nearer than the foot's face: beside the figure, for the foot's corner (on it,
                # the ball sat inside the foot and a strike moved it nowhere).
                aside = 1.0 if y >= ny else -1.0
                sy = ny + aside * (spec.figure_width / 2.0 + spec.ball_radius * BESIDE)
            if allowed(nx, sy) and table.reachable(nx, sy):
                spots.append((math.hypot(nx - x, sy - y) + penalty, nx, sy))
    if not spots:
        return None
    _, nx, ny = min(spots)
    return nx, ny


def serve_velocity(rng: np.random.Generator, side: Side) -> tuple[float, float]:
    """A CPU serve: in through its hole, to its own midfield rod (serve.py says why)."""
    return serve_flick(rng, side)


def rally(
    seconds: float, seed: int, home: str = "club", away: str = "club", table: FoosballTable | None = None
) -> tuple[FoosballTable, list]:  # type: ignore[type-arg]
    """CPU against CPU from a serve by the home side, for ``seconds`` or until a goal or the ball
    leaves the table. Returns the table and its events."""
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
