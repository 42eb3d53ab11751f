"""The table's commentary: the MabuchiLab glossary (Article XII) called as it happens on the table.

A :class:`Commentator` hears what the referee hears, the table's events step by step, and what
the referee says (its log: goals, serves, restarts), and looks at the ball and the rods through
a :class:`Sight` (the table itself, read only). It makes :class:`Call`\\ s, each a glossary term,
the side it is about and the words, a template whose teams are named by whoever tells it (you,
the CPU; home, away), as the referee's lines are. It never touches the referee: the commentary
is a stream of its own beside the referee's log, which recordings hash.

Where the glossary names an intent or a habit ("insultingly slow", "a propensity", "rapid
succession"), the line between a call and none is a field of :class:`CommentaryOptions`.
The terms, their sentences, the options and the calls are in rules/glossary.py (imported here
too); docs/rules/foosball.md says how each term is detected, with the sentence it reads.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from games.foosball.rules.actions import Event, FoosOptions, LogKind
from games.foosball.rules.glossary import (
    GLOSSARY,
    Call,
    CommentaryOptions,
    Term,
    counted,
    tally,
    tally_json,
)
from games.foosball.rules.referee import INCIDENTAL_SPEED
from games.foosball.rules.wording import bind, rod_name
from sim.foosball.spec import RodSpec, Side, TableSpec
from sim.foosball.table import EventKind, TableEvent

__all__ = [
    "GLOSSARY",
    "Call",
    "CommentaryOptions",
    "Commentator",
    "RodSight",
    "Sight",
    "Term",
    "counted",
    "tally",
    "tally_json",
]

OVERTIME_AT = 9  # "the losing player/team has 9 or more points": the rulebook's own number
# How a bounce is told from the table's steps (physics, not a reading of the rulebook):
BOUNCE = 0.05  # m/s: the ball's velocity changed at least this much in a step it touched no figure
POST_SLACK = 0.003  # m: a bounce this near a post's surface was off the post (not the end wall)
MOVING = 0.02  # m/s: a ball slower than this is at rest, not a slow-moving ball
PATH_SLACK = 0.002  # m: a foot must clear the ball's path by this much to be out of it (no flicker)


class RodSight(Protocol):
    """A rod as the commentator sees it (sim.foosball.rod_motion.RodState is one)."""

    @property
    def y(self) -> float:
        """Its slide: where its figures are across the table."""
        ...


class Sight(Protocol):
    """What the commentator looks at besides the events: the table's time, the ball and the rods
    (sim.foosball.table.FoosballTable is one). It only reads."""

    @property
    def t(self) -> float: ...

    @property
    def ball_position(self) -> tuple[float, float, float]: ...

    @property
    def ball_velocity(self) -> tuple[float, float, float]: ...

    @property
    def rods(self) -> Sequence[RodSight]: ...


@dataclass(slots=True)
class _Touch:
    """A rod's touch of the ball: its contacts closer together than ``touch_time``."""

    team: Side
    rod: int
    start: float
    end: float  # its last contact
    x: float  # where the ball was at its last contact
    y: float
    hard: bool  # one of its contacts was not incidental (the referee's reading, Article 0)
    before: float | None = None  # the ball's speed towards the other goal before it, when seen
    forward: float | None = None  # ... and after it
    fresh: bool = True  # touched this step: ``forward`` is read at the step's end


# The ball as seen at a step's end: the time, where it is (x, y), its velocity (vx, vy). A plain
# tuple: one is made every step.
Seen = tuple[float, float, float, float, float]


@dataclass(slots=True)
class _Streak:
    """A side's shots in succession."""

    team: Side
    shots: int
    first: float
    last: float
    called: bool = False


@dataclass(slots=True)
class _Approach:
    """A slow ball heading for a rod: whether a foot is in its path, how often one left it."""

    rod: int
    blocked: bool | None = None
    exits: int = 0
    called: bool = False


class Commentator:
    """Hears the table and the referee, step by step, and calls the glossary's terms."""

    def __init__(
        self,
        table: TableSpec,
        options: CommentaryOptions | None = None,
        rules: FoosOptions | None = None,
        log: Sequence[Event] = (),
    ) -> None:
        """``rules``: the referee's options (what a non-incidental contact is); ``log``: what the
        referee has said already, for a commentator that joins a game under way."""
        self.table = table
        self.options = options or CommentaryOptions()
        self.rules = rules or FoosOptions()
        self.calls: list[Call] = []
        self._by_x = sorted(table.rods, key=lambda r: r.x)
        self._xs = [r.x for r in self._by_x]
        self._read = 0  # lines of the referee's log heard
        self._score = dict.fromkeys(Side, 0)
        self._overtime = False
        self._put_in_kind = LogKind.SERVE  # what the next ball put in play is: a serve or a restart
        self._put_in: tuple[LogKind, Side] | None = None  # how the ball in play was put in play
        self._chain: list[_Touch] = []  # the touches since then
        self._touch: _Touch | None = None  # the touch going on
        self._entered: TableEvent | None = None  # the ball's last crossing into a goal
        self._goal: Side | None = None  # the goal the ball fell into this step, till the referee rules
        self._streak: _Streak | None = None
        # A shot off a post (the goal, the shooter), till it is known to have missed.
        self._post: tuple[Side, Side] | None = None
        self._posts = dict.fromkeys(Side, 0)  # shots off the posts, per shooter
        self._approach: _Approach | None = None
        self._live = False  # the ball is in play on the field
        self._ball: Seen | None = None  # the ball at the last step's end, while in play
        self._t = 0.0
        self._said = 0
        # Only a ball this near an end can have bounced off a post within a step; only one this
        # slow (squared) is watched for oscillation: most steps look no further.
        self._near_goal = table.half_length - table.ball_radius - table.post_radius - 0.05
        self._slow2 = self.options.oscillation_speed**2
        self._hear_log(log, len(log), quiet=True)

    # ----------------------------------------------------------------- hearing
    def hear(
        self,
        events: Sequence[TableEvent],
        log: Sequence[Event],
        said: int | None = None,
        sight: Sight | None = None,
    ) -> list[Call]:
        """One step: the table's ``events``, the referee's whole ``log`` (its lines before ``said``
        were said before the events, by the players' actions; the rest in answer to them) and,
        at the step's end, what ``sight`` shows. Returns the calls it made."""
        made = len(self.calls)
        if not events and len(log) == self._read:  # most steps: the ball rolls, nobody speaks
            if sight is not None:
                self._look(sight, False)
            return self.calls[made:]
        said = len(log) if said is None else said
        self._hear_log(log, said)
        contact = False
        for e in events:
            self._t = max(self._t, e.t)
            contact |= e.kind == EventKind.CONTACT
            self._event(e)
        if sight is not None:
            self._look(sight, contact)
        self._hear_log(log, len(log))
        self._goal = None  # a goal the referee did not count (a disqualified team's) is not called
        return self.calls[made:]

    def counts(self) -> dict[Side, Counter[str]]:
        return tally(self.calls)

    def _call(self, term: Term, side: Side, template: str, **fields: object) -> None:
        words = bind(template, team=side, other=side.other, **fields)
        self.calls.append(Call(term, side, self._t, words, self._said))

    def _hear_log(self, log: Sequence[Event], upto: int, quiet: bool = False) -> None:
        for i in range(self._read, upto):
            self._said = i + 1
            self._line(log[i], quiet)
        self._read = max(self._read, upto)

    def _line(self, line: Event, quiet: bool) -> None:
        kind, team = line.kind, line.team
        if kind in (LogKind.SERVE, LogKind.RESTART):
            self._put_in_kind = LogKind(kind)
        elif kind == LogKind.DEAD_BALL and team is not None and not quiet:
            self._end_play()  # the ball stopped, and is moved or taken by hand: what led to it is over
        if team is None or kind not in (LogKind.GOAL, LogKind.PAYOUT) or line.points <= 0:
            return
        if self._goal is not None and not quiet:
            self._judge(self._goal)
        self._goal = None
        self._score[team] += line.points
        if not self._overtime and min(self._score.values()) >= OVERTIME_AT:
            self._overtime = True
            if not quiet:
                self._call_overtime(team)

    # ----------------------------------------------------------------- the table's events
    def _event(self, e: TableEvent) -> None:
        kind = e.kind
        if kind == EventKind.CONTACT:
            self._contact(e)
        elif kind == EventKind.GOAL_PLANE:
            if e.inward:
                self._entered = e
                if self._post is not None and self._post[0] == e.team:
                    self._post = None  # off the post and in: not a miss
        elif kind == EventKind.SERVE_INNER and e.team is not None:
            self._settle_post()
            self._end_play()
            self._put_in, self._live = (self._put_in_kind, e.team), True
        elif kind == EventKind.TROUGH:
            self._settle_post()
            self._close()
            self._goal, self._live = e.team, False
        elif kind in (EventKind.LEFT_TABLE, EventKind.BACK_ON_TABLE):
            self._settle_post()
            self._end_play()
            self._live = kind == EventKind.BACK_ON_TABLE
        elif kind == EventKind.DEAD_BALL:
            self._settle_post()

    def _contact(self, e: TableEvent) -> None:
        if e.rod is None or e.team is None:
            return
        self._settle_post()
        share = self.rules.incidental_share  # the referee's reading of "non-incidental"
        hard = e.speed >= max(INCIDENTAL_SPEED, share * e.ball_speed)
        touch = self._touch
        if touch is not None and touch.rod == e.rod and e.t - touch.end <= self.options.touch_time:
            touch.end, touch.x, touch.y = e.t, e.x, e.y
            touch.hard |= hard
            touch.fresh = True
            return
        self._close()
        self._touch = _Touch(e.team, e.rod, e.t, e.t, e.x, e.y, hard)
        if self._ball is not None:  # as last seen, a step ago
            vx = self._ball[3]
            self._touch.before = vx if e.team == Side.HOME else -vx
        self._chain.append(self._touch)

    def _end_play(self) -> None:
        """The ball went out of play (or came back from off the table): what led to it is over."""
        self._close()
        self._chain, self._put_in, self._entered = [], None, None
        self._streak = self._approach = None

    def _close(self) -> None:
        """The touch going on is over: was it a hit the wrong way, or a shot?"""
        touch, self._touch = self._touch, None
        if touch is None or not touch.hard or touch.forward is None:
            return
        if _drove(touch, -self.options.out_of_phase_speed):
            self._call(
                Term.OUT_OF_PHASE,
                touch.team,
                "Out of phase: {team:'s} {rod} hits the ball towards {team:'s} own goal",
                rod=rod_name(self.table.rods[touch.rod]),
            )
        elif _drove(touch, self.options.shot_speed):
            self._shot(touch)

    def _shot(self, touch: _Touch) -> None:
        o, streak = self.options, self._streak
        if streak is None or streak.team != touch.team or touch.start - streak.last > o.jackhammer_gap:
            streak = self._streak = _Streak(touch.team, 0, touch.start, touch.start)
        streak.shots += 1
        streak.last = touch.start
        if streak.shots >= o.jackhammer_shots and not streak.called:
            streak.called = True
            self._call(
                Term.JACKHAMMER,
                touch.team,
                "Jackhammer: {team} {team:takes|take} {shots} shots in {seconds} s",
                shots=streak.shots,
                seconds=f"{streak.last - streak.first:.1f}",
            )

    def _settle_post(self) -> None:
        """A shot off a post that did not go in has missed: the shooter's count goes up."""
        if self._post is None:
            return
        _, shooter = self._post
        self._post = None
        self._posts[shooter] += 1
        hits = self._posts[shooter]
        if hits % self.options.postmaster_hits == 0:
            self._call(
                Term.POSTMASTER,
                shooter,
                "Postmaster: {team:'s} shot comes off the post, {hits} off the goal's edges this game",
                hits=hits,
            )

    # ----------------------------------------------------------------- goals
    def _judge(self, goal: Side) -> None:
        """A goal in ``goal`` the referee counted: how was it scored?"""
        scorer, chain = goal.other, self._chain
        last = next((i for i in range(len(chain) - 1, -1, -1) if chain[i].team == scorer), None)
        if last is not None and not any(t.hard for t in chain[last + 1 :]):
            # The scorer's touch put it in (the other side only deflected it on the way).
            shot = chain[last]
            if last == 0 and self._put_in == (LogKind.SERVE, scorer) and self._role(shot) == "midfield":
                self._call(
                    Term.KEEVE,
                    scorer,
                    "Keeve: {team} {team:serves|serve} to {team:'s} own midfield rod and {team:scores|score}"
                    " with its first touch",
                )
            if not self._reversal(chain, last):
                self._greed(goal, chain, last)
            self._au_ie(shot, goal)
        self._end_play()

    def _role(self, touch: _Touch) -> str:
        return self.table.rods[touch.rod].role

    def _reversal(self, chain: list[_Touch], last: int) -> bool:
        """Buck or dub: the scorer's attack or midfield rod turned the other side's clearance from
        its defence rod back in, as its first touch since, soon after it."""
        shot = chain[last]
        role = self._role(shot)
        if role not in ("attack", "midfield"):
            return False
        before = [t for t in chain[:last] if t.hard]
        if not before:
            return False
        clearance = before[-1]
        at = next(i for i in range(last) if chain[i] is clearance)
        between = chain[at + 1 : last]
        if (
            clearance.team == shot.team
            or self._role(clearance) != "defence"
            or (clearance.forward is not None and clearance.forward <= 0.0)  # not away from its goal
            or any(t.team == shot.team for t in between)
            or shot.start - clearance.end > self.options.reverse_time
        ):
            return False
        term, bar = (Term.BUCK, "attack rod") if role == "attack" else (Term.DUB, "midfield rod")
        self._call(
            term,
            shot.team,
            f"{term.value.capitalize()}: {{team:'s}} {bar} turns {{other:'s}} clearance straight back"
            " into the goal",
        )
        return True

    def _greed(self, goal: Side, chain: list[_Touch], last: int) -> None:
        """The side scored upon had just hit an aggressive shot straight into the other side's
        figures, and their first touch of it turned it into this goal."""
        o = self.options
        mine = [i for i in range(last) if chain[i].team == goal and chain[i].hard]
        if not mine:
            return
        attack, answer = chain[mine[-1]], chain[last]
        if (
            any(t.team != goal for t in chain[mine[-1] + 1 : last])
            or not _drove(attack, o.shot_speed)
            or answer.start - attack.end > o.reverse_time
            or self._t - attack.start > o.greed_time
        ):
            return
        self._call(
            Term.GREED,
            goal,
            "Greed: {other} {other:punishes|punish} {team:'s} attack from the {rod}",
            rod=rod_name(self.table.rods[attack.rod]),
        )

    def _au_ie(self, shot: _Touch, goal: Side) -> None:
        """The scorer's own hit rolled in insultingly slowly."""
        entered = self._entered
        if not shot.hard or entered is None or entered.team != goal or entered.t <= shot.end:
            return
        speed = math.hypot(entered.x - shot.x, entered.y - shot.y) / (entered.t - shot.end)
        if speed <= self.options.au_ie_speed:
            self._call(
                Term.AU_IE,
                shot.team,
                "Au-ie: {team} {team:rolls|roll} it in at {speed} m/s",
                speed=f"{speed:.2f}",
            )

    def _call_overtime(self, scorer: Side) -> None:
        home, away = self._score[Side.HOME], self._score[Side.AWAY]
        if home == away:
            self._call(Term.OVERTIME, scorer, "Overtime: level at {n}-{n}", n=home)
            return
        behind = Side.HOME if home < away else Side.AWAY
        self._call(
            Term.OVERTIME,
            behind,
            "Overtime: {team} {team:is|are} behind with {n}",
            n=self._score[behind],
        )

    # ----------------------------------------------------------------- looking at the table
    def _look(self, sight: Sight, contact: bool) -> None:
        """The step's end: the ball's way after a touch, a bounce off a post, a slow ball's path."""
        self._t = sight.t
        x, y, _ = sight.ball_position
        vx, vy, _ = sight.ball_velocity
        touch = self._touch
        if touch is not None and touch.fresh:
            touch.forward = vx if touch.team == Side.HOME else -vx
            touch.fresh = False
        elif touch is not None and self._t - touch.end > self.options.touch_time:
            self._close()
        before = self._ball
        if not self._live:
            self._ball = self._approach = None
            return
        self._ball = now = (self._t, x, y, vx, vy)
        if before is not None and not contact and max(abs(x), abs(before[1])) >= self._near_goal:
            self._bounce(before, now)
        if vx * vx + vy * vy <= self._slow2:
            self._oscillation(sight, x, y, vx, vy)
        else:
            self._approach = None

    def _bounce(self, before: Seen, after: Seen) -> None:
        """Did the ball bounce off a post this step? Its way in and its way out meet where it
        bounced; a post whose surface is there was hit."""
        s = self.table
        if math.hypot(after[3] - before[3], after[4] - before[4]) < BOUNCE:
            return
        at = _meeting(before, after)
        if at is None:
            return
        reach = s.ball_radius + s.post_radius + POST_SLACK
        for goal in Side:
            px = s.goal_x(goal)
            for py in (-s.goal_width / 2.0, s.goal_width / 2.0):
                if math.hypot(at[0] - px, at[1] - py) <= reach:
                    shooter = self._shooter()
                    if shooter == goal.other:
                        self._settle_post()
                        self._post = (goal, shooter)
                    return

    def _shooter(self) -> Side | None:
        """The side whose hit the ball is running from (the last touch that was not incidental)."""
        hard = [t for t in self._chain if t.hard]
        return hard[-1].team if hard else None

    def _oscillation(self, sight: Sight, x: float, y: float, vx: float, vy: float) -> None:
        """A slow ball heading for a rod: count the times a foot leaves its path."""
        o, s = self.options, self.table
        if not MOVING < math.hypot(vx, vy) <= o.oscillation_speed or abs(vx) < MOVING / 2.0:
            self._approach = None
            return
        rod = self._rod_ahead(x, vx)
        if rod is None:
            self._approach = None
            return
        approach = self._approach
        if approach is None or approach.rod != rod.index:
            approach = self._approach = _Approach(rod.index)
        y_at = y + vy * (rod.x - x) / vx
        if abs(y_at) > s.half_width - s.ball_radius:
            return  # it meets a side wall first: no straight path to the rod
        state = sight.rods[rod.index]
        gap = min(abs(y_at - state.y - off) for off in rod.offsets())
        half = s.figure_width / 2.0 + s.ball_radius
        if approach.blocked is None:
            approach.blocked = gap <= half
        elif approach.blocked and gap > half + PATH_SLACK:
            approach.blocked = False
            approach.exits += 1
        elif not approach.blocked and gap < half - PATH_SLACK:
            approach.blocked = True
        if approach.exits >= o.oscillation_exits and not approach.called:
            approach.called = True
            self._call(
                Term.OSCILLATION,
                rod.team,
                "Oscillation: {team:'s} {rod} moves into and out of the slow ball's path",
                rod=rod_name(rod),
            )

    def _rod_ahead(self, x: float, vx: float) -> RodSpec | None:
        """The first rod the ball at ``x`` reaches moving at ``vx`` along the table."""
        if vx > 0.0:
            i = bisect_right(self._xs, x)
            return self._by_x[i] if i < len(self._by_x) else None
        i = bisect_left(self._xs, x) - 1
        return self._by_x[i] if i >= 0 else None


def _drove(touch: _Touch, speed: float) -> bool:
    """Did the touch drive the ball at least ``speed`` towards the other goal (a negative speed:
    towards its own), and change its speed that way by as much (a ball it only slowed, a block
    or a trap, or one it barely sped on, was not driven)? Unseen, it was not."""
    after, before = touch.forward, touch.before
    if after is None or after * speed < speed * speed:
        return False
    return before is None or (after - before) * speed >= speed * speed


def _meeting(before: Seen, after: Seen) -> tuple[float, float] | None:
    """Where the ball bounced between two sights of it: where the line it came in on (from
    ``before`` along its velocity) meets the line it left on (back from ``after``). Straight back
    the way it came, the point its way in reached in the time between."""
    t0, x0, y0, vx0, vy0 = before
    t1, x1, y1, vx1, vy1 = after
    dx, dy = x1 - x0, y1 - y0
    speed0, speed1 = math.hypot(vx0, vy0), math.hypot(vx1, vy1)
    if speed0 == 0.0 or speed1 == 0.0:
        return None
    cross = vx0 * vy1 - vy0 * vx1
    if abs(cross) > 1e-3 * speed0 * speed1:
        a = (dx * vy1 - dy * vx1) / cross  # p0 + a v0 = p1 - b v1
        b = (vx0 * dy - vy0 * dx) / cross
        if a < -1e-3 or b < -1e-3:
            return None  # the lines meet behind the ball: not one bounce
        return x0 + a * vx0, y0 + a * vy0
    if vx0 * vx1 + vy0 * vy1 >= 0.0:
        return None  # the same way on: no bounce
    # Straight back: in for a time tau at speed0, out for the rest at speed1.
    along = (dx * vx0 + dy * vy0) / speed0  # = speed0 * tau - speed1 * (dt - tau)
    tau = max(0.0, (along + speed1 * (t1 - t0)) / (speed0 + speed1))
    return x0 + vx0 * tau, y0 + vy0 * tau
