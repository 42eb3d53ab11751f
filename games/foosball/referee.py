"""The MabuchiLab rules of foosball (rulebooks/foosball_mabuchilab.txt) as a referee.

It consumes the table's events (:class:`sim.foosball.TableEvent`: contacts, goal planes, the
trough, the ball leaving or coming back, dead balls, serve planes, failures) and the players'
actions (serve, demand the canonical configuration and acknowledge it, take the ball, touch it,
move a dead ball by hand, declare and repair a failure), and keeps the score, the shame kitty and
the state of play. Physics enters only as events: every article is testable with a made-up event
sequence. The readings of unclear sentences are in docs/rules/foosball.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np

from sim.foosball import EventKind, TableEvent
from sim.foosball_table import Side, TableSpec, load_table

WIN_AT = 10
WIN_BY = 2
INCIDENTAL_SPEED = 0.05  # m/s: a figure slower than this only deflects the ball
MOVE_TOLERANCE = 0.002  # m a hand may drift towards the offensive half while moving a dead ball


class IllegalAction(ValueError):
    """An action the MabuchiLab rules do not allow now; the message names the article."""


class Phase(StrEnum):
    SERVE = "serve"  # the server is to put the ball in play
    SERVING = "serving"  # the serve has begun (the ball broke the hole's outer plane)
    RESTART = "restart"  # the restarter is to put the ball in play
    RESTARTING = "restarting"
    PLAY = "normal play"
    FREE_FOR_ALL = "free-for-all"
    DEAD = "dead ball"
    OVER = "game over"


# ----------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Serve:
    """The server (or restarter) puts the ball in play: physics then brings the serve events."""

    team: Side


@dataclass(frozen=True, slots=True)
class DemandCanonical:
    """Article II/III: demand the canonical configuration before the ball enters play."""

    team: Side


@dataclass(frozen=True, slots=True)
class Acknowledge:
    """A team has its hands on its own poles and says it is ready."""

    team: Side


@dataclass(frozen=True, slots=True)
class TakeBall:
    """A player takes possession of the ball: steals a serve or restart, ends a free-for-all,
    or claims a dead ball between the defenders."""

    team: Side


@dataclass(frozen=True, slots=True)
class TouchBall:
    """A player touches the ball by hand without taking it (in a free-for-all: disqualifying)."""

    team: Side


@dataclass(frozen=True, slots=True)
class MoveDeadBall:
    """Article V: move a dead ball by hand to (x, y) on the field."""

    team: Side
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class DeclareFailure:
    team: Side
    rod: int


@dataclass(frozen=True, slots=True)
class Repair:
    team: Side


@dataclass(frozen=True, slots=True)
class TouchPole:
    """A player touches a pole; an opponent's is forbidden (Article I)."""

    team: Side
    rod: int


Action = (
    Serve
    | DemandCanonical
    | Acknowledge
    | TakeBall
    | TouchBall
    | MoveDeadBall
    | DeclareFailure
    | Repair
    | TouchPole
)


@dataclass(frozen=True, slots=True)
class Call:
    """What the referee says, for the log and the screen."""

    kind: str  # goal, shame, suicide, payout, free-for-all, dead ball, serve, restart, win, ...
    text: str
    team: Side | None = None
    points: int = 0


@dataclass(frozen=True, slots=True)
class FoosOptions:
    """Rule readings players may disagree on (docs/rules/foosball.md)."""

    goalie_shame_points: int = 10  # "ten (10) points are added to kitty"
    goalie_shame_on_exchange: bool = True  # does a goalie shame that swaps the kitty add ten?
    first_server: str = "toss"  # "toss", "home" or "away"
    # Article V moves a dead ball only away from the mover's offensive half, which strands a ball
    # behind the goalie, out of every contender's reach: it may be brought out to one ball's
    # width in front of the goalie rod.
    behind_goalie_rescue: bool = True
    # Article 0 leaves "non-incidental contact" undefined: a contact counts when the figure moves
    # at least half as fast as the ball (a block or a deflection is incidental).
    incidental_share: float = 0.5


# ----------------------------------------------------------------------------- the referee


@dataclass(slots=True)
class _Touch:
    team: Side
    rod: int
    goalie: bool


@dataclass(slots=True)
class FoosReferee:
    table: TableSpec = field(default_factory=load_table)
    options: FoosOptions = field(default_factory=FoosOptions)
    seed: int = 0
    phase: Phase = Phase.SERVE
    server: Side = Side.HOME  # the server, or the restarter
    score: dict[Side, int] = field(default_factory=lambda: {Side.HOME: 0, Side.AWAY: 0})
    kitty: int = 0
    shamer: Side | None = None  # set while the shame condition lasts
    voided: bool = False
    winner: Side | None = None
    failure: bool = False
    canonical_demanded: bool = False
    acknowledged: set[Side] = field(default_factory=set)
    disqualified: set[Side] = field(default_factory=set)
    possession: Side | None = None  # a dead ball between the defenders
    mover: Side | None = None  # who may move a dead ball by hand
    dead_at: tuple[float, float] | None = None  # where that dead ball rests
    in_play: bool = False  # the serve or restart has entered play
    last: _Touch | None = None  # the last non-incidental contact
    wholly_in: Side | None = None  # the ball wholly past this goal's plane
    stats: Counter[str] = field(default_factory=Counter)
    log: list[Call] = field(default_factory=list)

    def __post_init__(self) -> None:
        first = self.options.first_server
        if first == "toss":
            rng = np.random.default_rng(self.seed)
            self.server = Side.HOME if rng.random() < 0.5 else Side.AWAY
            self._say("serve", f"{self.server.value} wins the toss and serves", self.server)
        else:
            self.server = Side(first)

    # ----------------------------------------------------------------- queries
    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def servee(self) -> Side:
        return self.server.other

    def can_put_in_play(self, team: Side) -> str | None:
        """None if ``team`` may serve or restart now, else the reason it may not."""
        if self.phase not in (Phase.SERVE, Phase.RESTART):
            return f"there is no serve or restart to make (now: {self.phase.value})"
        if team != self.server:
            return f"it is {self.server.value}'s {self.phase.value}"
        if self.failure:
            return "Article II: a serve cannot be made while a mechanical failure exists"
        if self.canonical_demanded and self.acknowledged != set(Side):
            return (
                "Articles II and III: the canonical configuration was demanded;"
                " every player must acknowledge it"
            )
        return None

    def legal_actions(self, team: Side) -> list[type[Action]]:
        """The kinds of action ``team`` may take now (a dead ball's move also needs a legal
        destination: see :meth:`check_move`). Touching one's own poles is always allowed."""
        out: list[type[Action]] = []
        if self.over:
            return out
        if self.can_put_in_play(team) is None:
            out.append(Serve)
        if self._may_demand():
            if not self.canonical_demanded:
                out.append(DemandCanonical)
            elif team not in self.acknowledged:
                out.append(Acknowledge)
        if self._may_take(team):
            out.append(TakeBall)
        if self.phase == Phase.FREE_FOR_ALL:
            out.append(TouchBall)
        if self.phase == Phase.DEAD and self.mover == team:
            out.append(MoveDeadBall)
        out.append(Repair if self.failure else DeclareFailure)
        return out

    def check_move(self, team: Side, x: float, y: float) -> str | None:
        """None if ``team`` may move the dead ball to (x, y), else the reason it may not."""
        if self.phase != Phase.DEAD or team != self.mover or self.dead_at is None:
            return "Article V: only the team in whose defensive half a dead ball rests may move it"
        s = self.table
        if not (abs(x) <= s.half_length - s.ball_radius and abs(y) <= s.half_width - s.ball_radius):
            return "Article V: a dead ball is moved to a point on the playing field"
        forward = 1.0 if team == Side.HOME else -1.0
        limit = self.dead_at[0] * forward
        goalie = next(r.x for r in s.rods if r.team == team and r.role == "goalie") * forward
        if self.options.behind_goalie_rescue and limit < goalie:
            limit = goalie + 2.0 * s.ball_radius  # see FoosOptions.behind_goalie_rescue
        if x * forward > limit + MOVE_TOLERANCE:
            return "Article V: a dead ball may be moved only away from the team's offensive half"
        return None

    def _may_demand(self) -> bool:
        return self.phase in (Phase.SERVE, Phase.RESTART) or (
            self.phase in (Phase.SERVING, Phase.RESTARTING) and not self.in_play
        )

    def _may_take(self, team: Side) -> bool:
        if self.phase in (Phase.SERVING, Phase.RESTARTING):
            return self.in_play and team == self.servee  # stealing the serve or restart
        if self.phase == Phase.FREE_FOR_ALL:
            return True
        return self.phase == Phase.DEAD and self.possession == team

    # ----------------------------------------------------------------- player actions
    def apply(self, action: Action) -> list[Call]:
        if self.over:
            raise IllegalAction("the game is over")
        before = len(self.log)
        match action:
            case Serve(team=team):
                self._serve(team)
            case DemandCanonical(team=team):
                self._demand(team)
            case Acknowledge(team=team):
                self._acknowledge(team)
            case TakeBall(team=team):
                self._take(team)
            case TouchBall(team=team):
                self._touch_ball(team)
            case MoveDeadBall(team=team, x=x, y=y):
                self._move_dead(team, x, y)
            case DeclareFailure(team=team, rod=rod):
                self._fail(f"{team.value} declares a mechanical failure (rod {rod})")
            case Repair(team=team):
                self._repair(f"{team.value} repairs the failure")
            case TouchPole(team=team, rod=rod):
                self._touch_pole(team, rod)
            case _:
                raise IllegalAction(f"{type(action).__name__} is not a foosball action")
        return self.log[before:]

    def _serve(self, team: Side) -> None:
        reason = self.can_put_in_play(team)
        if reason is not None:
            raise IllegalAction(reason)
        what = self.phase.value
        self.phase = Phase.SERVING if self.phase == Phase.SERVE else Phase.RESTARTING
        self.in_play = False
        self._say(what, f"{team.value} puts the ball in play ({what})", team)

    def _demand(self, team: Side) -> None:
        if not self._may_demand():
            raise IllegalAction(
                "Article II: the canonical configuration may be demanded only before the ball enters play"
            )
        if self.phase in (Phase.RESTART, Phase.RESTARTING) and team != self.server:
            raise IllegalAction("Article III: only the restarter may demand the canonical configuration")
        self.canonical_demanded = True
        self.acknowledged = set()
        self._say("canonical", f"{team.value} demands the canonical configuration", team)

    def _acknowledge(self, team: Side) -> None:
        if not self.canonical_demanded:
            raise IllegalAction("Article II: nobody has demanded the canonical configuration")
        self.acknowledged.add(team)
        self._say("canonical", f"{team.value} is in the canonical configuration and ready", team)

    def _take(self, team: Side) -> None:
        if not self._may_take(team):
            raise IllegalAction(self._why_not_take(team))
        was = self.phase
        self.possession = None
        self.mover = self.dead_at = None
        if was == Phase.FREE_FOR_ALL:
            self._say("free-for-all", f"{team.value} gains possession: the free-for-all ends", team)
        elif was == Phase.DEAD:
            self._say("dead ball", f"{team.value} takes the dead ball", team)
        else:
            self.stats["steals"] += 1
            self._say("steal", f"{team.value} takes the ball in play: it becomes the restarter", team)
        self._restart_by(team)

    def _why_not_take(self, team: Side) -> str:
        if self.phase in (Phase.SERVING, Phase.RESTARTING):
            if team == self.server:
                return "Articles II and III: the server may not take back the ball in play"
            return "Articles II and III: the ball may be taken only once it has entered play"
        if self.phase == Phase.DEAD:
            return "Article V: this dead ball is not in your possession"
        return "Article I: the ball may not be touched by any player during normal play"

    def _touch_ball(self, team: Side) -> None:
        if self.phase != Phase.FREE_FOR_ALL:
            raise IllegalAction("Article I: the ball may not be touched by any player during normal play")
        if team not in self.disqualified:
            self.disqualified.add(team)
            self._say("free-for-all", f"{team.value} touched the ball: disqualified from scoring", team)

    def _move_dead(self, team: Side, x: float, y: float) -> None:
        reason = self.check_move(team, x, y)
        if reason is not None:
            raise IllegalAction(reason)
        self.mover = self.dead_at = None
        self.phase = Phase.PLAY
        self._say("dead ball", f"{team.value} moves the dead ball by hand", team)

    def _touch_pole(self, team: Side, rod: int) -> None:
        if self.table.rods[rod].team != team:
            raise IllegalAction("Article I: at no point may a player touch the opposing team's poles")

    # ----------------------------------------------------------------- the table's events
    def on_table(self, events: list[TableEvent]) -> list[Call]:
        before = len(self.log)
        for e in events:
            if self.over:
                break
            self._on_event(e)
        return self.log[before:]

    def _on_event(self, e: TableEvent) -> None:
        handlers: dict[EventKind, Callable[[TableEvent], None]] = {
            EventKind.CONTACT: self._contact,
            EventKind.SERVE_OUTER: self._serve_outer,
            EventKind.SERVE_INNER: self._serve_inner,
            EventKind.SERVE_CROSSED: self._serve_crossed,
            EventKind.BALL_IN_GOAL: self._ball_in_goal,
            EventKind.GOAL_PLANE: self._goal_plane,
            EventKind.TROUGH: self._trough,
            EventKind.LEFT_TABLE: self._left_table,
            EventKind.BACK_ON_TABLE: self._back_on_table,
            EventKind.DEAD_BALL: self._dead_ball,
            EventKind.FAILURE_STARTED: self._failure_started,
            EventKind.FAILURE_REPAIRED: self._failure_repaired,
        }
        handler = handlers.get(e.kind)
        if handler is not None:
            handler(e)

    def incidental(self, e: TableEvent) -> bool:
        """A contact the ball made with a figure rather than the figure with the ball: the figure
        (nearly) still, or much slower than the ball (see FoosOptions.incidental_share)."""
        return e.speed < max(INCIDENTAL_SPEED, self.options.incidental_share * e.ball_speed)

    def _failure_started(self, e: TableEvent) -> None:
        self._fail(f"mechanical failure: {e.note}")

    def _failure_repaired(self, e: TableEvent) -> None:
        if self.failure:
            self._repair("the failure is repaired")

    def _contact(self, e: TableEvent) -> None:
        if e.rod is None or e.team is None or self.incidental(e):
            return
        self.last = _Touch(e.team, e.rod, self.table.rods[e.rod].role == "goalie")
        if self.phase == Phase.DEAD:
            self.phase = Phase.PLAY  # touched by a figure: it is live again
            self.possession = self.mover = self.dead_at = None

    def _serve_outer(self, e: TableEvent) -> None:
        if self.phase in (Phase.SERVING, Phase.RESTARTING):
            self._say(self.phase.value, f"the {self.phase.value} begins", self.server)

    def _serve_inner(self, e: TableEvent) -> None:
        if self.phase in (Phase.SERVING, Phase.RESTARTING):
            self.in_play = True
            self.last = None
            self._say(self.phase.value, "the ball enters play", self.server)

    def _serve_crossed(self, e: TableEvent) -> None:
        if self.phase in (Phase.SERVING, Phase.RESTARTING):
            self._say(
                self.phase.value,
                f"the {'serve' if self.phase == Phase.SERVING else 'restart'} ends: normal play",
            )
            self._to_play()

    def _to_play(self) -> None:
        self.phase = Phase.PLAY
        self.canonical_demanded = False
        self.acknowledged = set()
        self.in_play = True

    def _ball_in_goal(self, e: TableEvent) -> None:
        self.wholly_in = e.team

    def _goal_plane(self, e: TableEvent) -> None:
        if e.inward or self.wholly_in is None or e.team != self.wholly_in:
            return
        goal = self.wholly_in
        self.wholly_in = None
        self._shame(goal)

    def _shamer(self) -> tuple[Side, bool]:
        """The team with the last non-incidental contact, and whether it was its goalie. With no
        contact since the ball entered play, the team that put it in play."""
        if self.last is None:
            return self.server, False
        return self.last.team, self.last.goalie

    def _shame(self, goal: Side) -> None:
        """The ball completely crossed ``goal``'s plane and came back out: a shame or a suicide."""
        shamer, goalie = self._shamer()
        if shamer in self.disqualified:
            self._say("shame", f"a shame by {shamer.value}, disqualified: it does not count", shamer)
            return
        if goal == shamer:  # the shamer's own defensive goal
            self.stats["suicides"] += 1
            self.voided = True
            self.phase = Phase.OVER
            self._say("suicide", f"SUICIDE by {shamer.value}: the game is null and void", shamer)
            return
        self.stats["shames"] += 1
        bonus = self.options.goalie_shame_points if goalie else 1
        if goalie:
            self.stats["goalie shames"] += 1
        if self.shamer is None or self.shamer == shamer:
            self.kitty += bonus
            self._say(
                "shame",
                f"SHAME by {shamer.value}{' (the goalie!)' if goalie else ''}: the kitty is {self.kitty}",
                shamer,
                bonus,
            )
        else:
            self.stats["exchanges"] += 1
            if goalie and self.options.goalie_shame_on_exchange:
                self.kitty += bonus
            self._say(
                "shame", f"SHAME back by {shamer.value}: the kitty ({self.kitty}) changes hands", shamer
            )
        self.shamer = shamer

    def _trough(self, e: TableEvent) -> None:
        goal = e.team
        if goal is None:
            return
        scorer = goal.other
        self.wholly_in = None
        if self.phase == Phase.FREE_FOR_ALL and scorer in self.disqualified:
            self._say(
                "goal",
                f"{scorer.value} is disqualified: the goal does not count; {goal.value} restarts",
                scorer,
            )
            self._end_free_for_all()
            self._restart_by(goal)
            return
        self.stats["goals"] += 1
        if self.shamer is None:
            self.score[scorer] += 1
            self._say(
                "goal", f"GOAL for {scorer.value} ({self._scoreline()}); {goal.value} serves", scorer, 1
            )
            self._end_free_for_all()
            self._serve_by(goal)
        else:
            self._pay_kitty(scorer)
        self._check_win()

    def _pay_kitty(self, scorer: Side) -> None:
        """Article VII: a non-shame goal ends the shame condition; the shamer collects."""
        assert self.shamer is not None
        shamer, pot = self.shamer, self.kitty
        if scorer == shamer:
            pot += 1
        self.score[shamer] += pot
        self.stats["kitty payouts"] += 1
        self.stats["kitty points"] += pot
        self._say(
            "payout",
            f"GOAL by {scorer.value} ends the shame condition:"
            f" {shamer.value} collects {pot} ({self._scoreline()})",
            shamer,
            pot,
        )
        self.kitty = 0
        self.shamer = None
        self._end_free_for_all()
        self._serve_by(shamer.other)

    def _left_table(self, e: TableEvent) -> None:
        if self.phase in (Phase.PLAY, Phase.SERVING, Phase.RESTARTING, Phase.DEAD):
            self.stats["free-for-alls"] += 1
            self.phase = Phase.FREE_FOR_ALL
            self.disqualified = set()
            self._say("free-for-all", "the ball left the table: FREE-FOR-ALL")

    def _back_on_table(self, e: TableEvent) -> None:
        if self.phase == Phase.FREE_FOR_ALL and not self.failure:
            self._end_free_for_all()
            self._to_play()
            self._say("free-for-all", "the ball is back on the table: the free-for-all ends")

    def _dead_ball(self, e: TableEvent) -> None:
        if self.phase != Phase.PLAY:
            return
        self.stats["dead balls"] += 1
        self.phase = Phase.DEAD
        defenders = sorted(r.x for r in self.table.rods if r.role == "defence")
        half = Side.HOME if e.x < 0.0 else Side.AWAY  # the defensive half it rests in
        if defenders[0] < e.x < defenders[-1]:
            self.possession = half.other  # the team in whose offensive half it rests
            self._say(
                "dead ball",
                f"dead ball between the defenders: {self.possession.value}'s possession",
                self.possession,
            )
        else:
            self.mover, self.dead_at = half, (e.x, e.y)
            self._say(
                "dead ball",
                f"dead ball: {half.value} may move it by hand, away from its offensive half",
                half,
            )

    def _fail(self, text: str) -> None:
        if self.failure:
            return
        self.failure = True
        if self.phase in (Phase.PLAY, Phase.DEAD):
            self.stats["free-for-alls"] += 1
            self.phase = Phase.FREE_FOR_ALL
            self.disqualified = set()
        self._say("failure", f"{text}{': FREE-FOR-ALL' if self.phase == Phase.FREE_FOR_ALL else ''}")

    def _repair(self, text: str) -> None:
        if not self.failure:
            raise IllegalAction("there is no mechanical failure to repair")
        self.failure = False
        self._say("failure", text)

    # ----------------------------------------------------------------- bookkeeping
    def _end_free_for_all(self) -> None:
        self.disqualified = set()

    def _restart_by(self, team: Side) -> None:
        self.server = team
        self.phase = Phase.RESTART
        self.in_play = False
        self.canonical_demanded = False
        self.acknowledged = set()
        self.last = None
        self._say("restart", f"{team.value} restarts", team)

    def _serve_by(self, team: Side) -> None:
        self.server = team
        self.phase = Phase.SERVE
        self.in_play = False
        self.canonical_demanded = False
        self.acknowledged = set()
        self.last = None

    def _check_win(self) -> None:
        top = max(Side, key=lambda s: self.score[s])
        if self.score[top] >= WIN_AT and self.score[top] - self.score[top.other] >= WIN_BY:
            self.winner = top
            self.phase = Phase.OVER
            self._say("win", f"{top.value} WINS {self.score[top]}-{self.score[top.other]}", top)

    def _scoreline(self) -> str:
        return f"home {self.score[Side.HOME]}, away {self.score[Side.AWAY]}"

    def _say(self, kind: str, text: str, team: Side | None = None, points: int = 0) -> None:
        self.log.append(Call(kind, text, team, points))

    def to_json(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value,
            "server": self.server.value,
            "score": {s.value: n for s, n in self.score.items()},
            "kitty": self.kitty,
            "shamer": None if self.shamer is None else self.shamer.value,
            "voided": self.voided,
            "winner": None if self.winner is None else self.winner.value,
            "stats": dict(self.stats),
        }
