"""The MabuchiLab rules of foosball (rulebooks/foosball_mabuchilab.txt) as a referee.

It consumes the table's events (:class:`sim.foosball.table.TableEvent`: contacts, goal planes, the
trough, the ball leaving or coming back, dead balls, the service hole's planes, failures) and the
players' actions (:mod:`games.foosball.rules.actions`), and keeps the score, the shame kitty and the
state of play. Physics enters only as events, so every article is testable with a made-up event
sequence. The readings of unclear sentences are in docs/rules/foosball.md.

Why this file is past 600 lines: it is the state machine of play (serve, restart, play,
free-for-all, dead ball, game over), one class whose transitions read each other's state. The
goals, shames and kitty (:mod:`games.foosball.rules.scoring`) and the failures
(:mod:`games.foosball.rules.failures`) are already apart.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np

from games.core import Chance, Outcome
from games.foosball.rules.actions import (
    IN_THE_HOLE,
    PUTTING_IN,
    Acknowledge,
    Action,
    DeclareFailure,
    DemandCanonical,
    Event,
    FoosOptions,
    IllegalAction,
    LogKind,
    MoveDeadBall,
    Phase,
    Repair,
    Serve,
    TakeBall,
    TouchBall,
    TouchPole,
)
from games.foosball.rules.failures import Failures, Rod
from games.foosball.rules.scoring import Scoring, Touch
from games.foosball.rules.wording import bind, rod_field
from sim.foosball.spec import Side, TableSpec, load_table
from sim.foosball.table import EventKind, TableEvent

INCIDENTAL_SPEED = 0.05  # m/s: a figure slower than this only deflects the ball
MOVE_TOLERANCE = 0.002  # m a hand may drift towards the offensive half moving a dead ball


@dataclass(slots=True)
class FoosReferee(Scoring, Failures):
    """The state of a game and the rules that change it."""

    table: TableSpec = field(default_factory=load_table)
    options: FoosOptions = field(default_factory=FoosOptions)
    seed: int = 0
    phase: Phase = Phase.SERVE
    server: Side = Side.HOME  # the server, or the restarter
    score: dict[Side, int] = field(default_factory=lambda: dict.fromkeys(Side, 0))
    kitty: int = 0
    shamer: Side | None = None  # set while the shame condition lasts
    voided: bool = False
    winner: Side | None = None
    failed: set[Rod] = field(default_factory=set)  # the rods in a state of mechanical failure
    broken: set[Rod] = field(default_factory=set)  # the rods the table reports broken
    canonical_demanded: bool = False
    acknowledged: set[Side] = field(default_factory=set)
    disqualified: set[Side] = field(default_factory=set)
    possession: Side | None = None  # whose possession a dead ball between the defenders is
    mover: Side | None = None  # who may move a dead ball elsewhere by hand
    dead_at: tuple[float, float] | None = None  # where that dead ball rests
    in_play: bool = False  # the serve or restart has entered play
    off_table: bool = False  # the ball is out of the table
    last: Touch | None = None  # the last non-incidental contact
    wholly_in: Side | None = None  # the ball is wholly past this goal's plane
    stats: Counter[str] = field(default_factory=Counter)
    log: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.log:  # a new game, not one read back
            self._toss()

    def _toss(self) -> None:
        first = self.options.first_server
        if first == "toss":
            # The toss has a generator of its own: the match's draws stay as they were.
            toss = Chance(np.random.default_rng(self.seed))
            self.server = Side.HOME if toss.coin("toss") else Side.AWAY
            self._say(LogKind.TOSS, "{team} {team:wins|win} the toss and {team:serves|serve}", self.server)
        else:
            self.server = Side(first)
            self._say(LogKind.TOSS, "{team} {team:serves|serve} first", self.server)

    @classmethod
    def position(
        cls,
        options: FoosOptions | None = None,
        last: Touch | None = None,
        dead_at: tuple[float, float] | None = None,
        seed: int = 0,
    ) -> FoosReferee:
        """A referee in normal play (Article I), as a chess position is set up: ``last`` the
        last contact, and with ``dead_at`` the ball come to rest out of reach there (Article V,
        ruled as in play). For tests, teaching and what-if studies."""
        ref = cls(options=options or FoosOptions(), seed=seed)
        ref.phase, ref.in_play, ref.last = Phase.PLAY, True, last
        if dead_at is not None:
            s = ref.table
            if not (abs(dead_at[0]) < s.length / 2 and abs(dead_at[1]) < s.width / 2):
                raise ValueError(f"a dead ball at {dead_at} is off the field")
            ref._rule_dead_ball(*dead_at)
        return ref

    # ================================================================= queries
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def outcome(self) -> Outcome | None:
        """How the game ended: won (Article IX) or void (Article VIII); None while it goes on."""
        if not self.is_over():
            return None
        score = {side.value: n for side, n in self.score.items()}
        return Outcome(None if self.winner is None else self.winner.value, score, void=self.voided)

    @property
    def servee(self) -> Side:
        return self.server.other

    def roles(self) -> dict[str, Side]:
        """Article 0's roles that apply now: server and servee (or restarter and restartee),
        shamer and shamee while the shame condition lasts."""
        out: dict[str, Side] = {}
        if self.phase in (Phase.SERVE, Phase.SERVING):
            out |= {"server": self.server, "servee": self.servee}
        elif self.phase in (Phase.RESTART, Phase.RESTARTING):
            out |= {"restarter": self.server, "restartee": self.servee}
        if self.shamer is not None:
            out |= {"shamer": self.shamer, "shamee": self.shamer.other}
        return out

    def can_put_in_play(self, team: Side) -> str | None:
        """None if ``team`` may serve or restart now, else the reason it may not."""
        if self.phase not in PUTTING_IN:
            return f"there is no serve or restart to make (now: {self.phase.value})"
        if team != self.server:
            return bind("it is {server:'s} {phase}", server=self.server, phase=self.phase.value)
        if self.failure:
            return "Article II: a serve cannot be made while a mechanical failure exists"
        if self.canonical_demanded and self.acknowledged != set(Side):
            return (
                "Articles II and III: the canonical configuration was demanded;"
                " every player must acknowledge it first"
            )
        return None

    def legal_actions(self, team: Side) -> list[Action]:
        """Every action ``team`` may take now, but a dead ball's move, which needs a place on
        the field (:meth:`check_move` says whether one is legal; :meth:`action_kinds` lists it)."""
        out: list[Action] = []
        own = [k for k, rod in enumerate(self.table.rods) if rod.team == team]
        for kind in self.action_kinds(team):
            if kind is TouchPole:
                out += [TouchPole(team, rod) for rod in own]
            elif kind is DeclareFailure:
                out += [DeclareFailure(team, rod) for rod in self.declarable(team)]
            elif kind is not MoveDeadBall:
                out.append(kind(team))  # type: ignore[call-arg]
        return out

    def action_kinds(self, team: Side) -> list[type[Action]]:
        """The kinds of action ``team`` may take now (a dead ball's move also needs a legal
        destination: :meth:`check_move`). Its own poles it may always touch."""
        if self.is_over():
            return []
        out: list[type[Action]] = [TouchPole]
        if self.can_put_in_play(team) is None:
            out.append(Serve)
        if self._may_demand(team):
            out.append(DemandCanonical)
        if self.canonical_demanded and team not in self.acknowledged:
            out.append(Acknowledge)
        if self._may_take(team):
            out.append(TakeBall)
        if self.phase == Phase.FREE_FOR_ALL:
            out.append(TouchBall)
        if self.phase == Phase.DEAD and self.mover == team:
            out.append(MoveDeadBall)
        if self.repairable():
            out.append(Repair)
        if self.declarable(team):
            out.append(DeclareFailure)
        return out

    def check_move(self, team: Side, x: float, y: float) -> str | None:
        """None if ``team`` may move the dead ball to (x, y), else the reason it may not."""
        if self.phase != Phase.DEAD or team != self.mover or self.dead_at is None:
            return "Article V: only the team in whose defensive half a dead ball rests may move it"
        s = self.table
        if abs(x) > s.half_length - s.ball_radius or abs(y) > s.half_width - s.ball_radius:
            return "Article V: a dead ball is moved to a point on the playing field"
        if not s.on_field(x, y, s.ball_radius):
            return "Article V: a dead ball is moved to a point on the playing field"
        forward = 1.0 if team == Side.HOME else -1.0  # towards its offensive half
        limit = self.dead_at[0] * forward
        goalie = next(r.x for r in s.rods if r.team == team and r.role == "goalie") * forward
        if limit < goalie and (self.options.dead_ball_rescue == "always" or self.stranded()):
            limit = goalie + 2.0 * s.ball_radius
        if x * forward > limit + MOVE_TOLERANCE:
            return "Article V: a dead ball may be moved only away from the team's offensive half"
        return None

    def stranded(self) -> bool:
        """Is the dead ball where no move Article V allows (away from the mover's offensive half)
        can bring it where a figure can play it forwards: behind its own goalie rod? (There a foot
        can only strike it backwards, towards its own goal, so the match calls it dead again.)"""
        if self.dead_at is None or self.mover is None:
            return False
        s = self.table
        forward = 1.0 if self.mover == Side.HOME else -1.0
        goalie = next(r.x for r in s.rods if r.team == self.mover and r.role == "goalie") * forward
        return self.dead_at[0] * forward < goalie

    def incidental(self, e: TableEvent) -> bool:
        """A contact the ball made with a figure rather than the figure with the ball: the figure
        (nearly) still, or much slower than the ball (FoosOptions.incidental_share)."""
        return e.speed < max(INCIDENTAL_SPEED, self.options.incidental_share * e.ball_speed)

    def _may_demand(self, team: Side) -> bool:
        if self.canonical_demanded or self.in_play:
            return False
        if self.phase in (Phase.SERVE, Phase.SERVING):
            return True  # Article II: any player
        return self.phase in (Phase.RESTART, Phase.RESTARTING) and team == self.server  # Article III

    def _may_take(self, team: Side) -> bool:
        if self.phase in IN_THE_HOLE:
            return self.in_play and team == self.servee  # stealing the serve or restart
        if self.phase == Phase.FREE_FOR_ALL:
            return True
        return self.phase == Phase.DEAD and self.possession == team

    # ================================================================= the players' actions
    def apply(self, action: Action) -> list[Event]:
        """Apply one player's action; raises :class:`IllegalAction` naming the article."""
        if self.is_over():
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
                self._declare(team, rod)
            case Repair(team=team):
                self._player_repair(team)
            case TouchPole(team=team, rod=rod):
                if self.table.rods[rod].team != team:
                    raise IllegalAction("Article I: at no point may a player touch the opposing team's poles")
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
        self._say(LogKind(what), "{team} {team:puts|put} the ball in play ({what})", team, what=what)

    def _demand(self, team: Side) -> None:
        if not self._may_demand(team):
            if self.phase in (Phase.RESTART, Phase.RESTARTING) and team != self.server:
                raise IllegalAction("Article III: only the restarter may demand the canonical configuration")
            raise IllegalAction(
                "Articles II and III: the canonical configuration may be demanded only before"
                " the ball enters play, and once"
            )
        self.canonical_demanded = True
        self.acknowledged = set()
        self._say(LogKind.CANONICAL, "{team} {team:demands|demand} the canonical configuration", team)
        if self.phase in IN_THE_HOLE:
            # Released but not in play: "the ball cannot be put into play until all players ...
            # acknowledge", so it goes back to the server's hand.
            self.phase = Phase.SERVE if self.phase == Phase.SERVING else Phase.RESTART
            self._say(
                LogKind(self.phase.value),
                "the ball goes back to {server} until everyone is ready",
                server=self.server,
            )

    def _acknowledge(self, team: Side) -> None:
        if not self.canonical_demanded:
            raise IllegalAction("Article II: nobody has demanded the canonical configuration")
        self.acknowledged.add(team)
        self._say(LogKind.CANONICAL, "{team} {team:is|are} in the canonical configuration and ready", team)

    def _take(self, team: Side) -> None:
        if not self._may_take(team):
            raise IllegalAction(self._why_not_take(team))
        was = self.phase
        self.possession = self.mover = self.dead_at = None
        self._hand_on_ball()
        if was == Phase.FREE_FOR_ALL:
            self._say(
                LogKind.FREE_FOR_ALL, "{team} {team:gains|gain} possession: the free-for-all ends", team
            )
            self.disqualified = set()
            if self.failure:  # Article II: "a serve takes place ... after a mechanical failure"
                self._serve_by(team)
                self._say(LogKind.SERVE, "{team} {team:serves|serve} once the failure is repaired", team)
                return
        elif was == Phase.DEAD:
            self._say(LogKind.DEAD_BALL, "{team} {team:takes|take} the dead ball", team)
        else:
            self.stats["steals"] += 1
            self._say(
                LogKind.STEAL,
                "{team} {team:takes|take} the ball in play and {team:becomes|become} the restarter",
                team,
            )
        self._restart_by(team)

    def _why_not_take(self, team: Side) -> str:
        if self.phase in IN_THE_HOLE:
            if team == self.server:
                return "Articles II and III: only the other team may take the ball from a serve or restart"
            return "Articles II and III: the ball may be taken only once it has entered play"
        if self.phase == Phase.DEAD:
            return "Article V: this dead ball is not in your possession"
        if self.phase in PUTTING_IN:
            return bind("the ball is {server:own} to put in play", server=self.server)
        return "Article I: the ball may not be touched by any player during normal play"

    def _touch_ball(self, team: Side) -> None:
        if self.phase != Phase.FREE_FOR_ALL:
            raise IllegalAction("Article I: the ball may not be touched by any player during normal play")
        self._hand_on_ball()
        if team not in self.disqualified:
            self.disqualified.add(team)
            self._say(LogKind.FREE_FOR_ALL, "{team} touched the ball: disqualified from scoring", team)

    def _move_dead(self, team: Side, x: float, y: float) -> None:
        reason = self.check_move(team, x, y)
        if reason is not None:
            raise IllegalAction(reason)
        self.mover = self.dead_at = None
        self._hand_on_ball()
        self.phase = Phase.PLAY
        self._say(LogKind.DEAD_BALL, "{team} {team:moves|move} the dead ball by hand", team)

    def _hand_on_ball(self) -> None:
        """A player's hand touches the ball. Article 0: a shame is the ball back out of a goal
        "without the interference of any player", so a ball wholly in a goal that a hand has
        touched makes no shame coming out (it may still fall in: a goal, Article VI)."""
        if self.options.hand_in_goal == "no_shame":
            self.wholly_in = None

    # ================================================================= the table's events
    def on_table(self, events: list[TableEvent]) -> list[Event]:
        """Take the table's events from one step, in order."""
        before = len(self.log)
        for e in events:
            if self.is_over():
                break
            handler = self._HANDLERS.get(e.kind)
            if handler is not None:
                handler(self, e)
        return self.log[before:]

    def _contact(self, e: TableEvent) -> None:
        if self.phase == Phase.DEAD:
            # Article V: a dead ball that moves before a player touches it is live again.
            self.phase = Phase.PLAY
            self.possession = self.mover = self.dead_at = None
            self._say(LogKind.DEAD_BALL, "the dead ball moved: play on")
        if e.rod is None or e.team is None or self.incidental(e):
            return
        self.last = Touch(e.team, e.rod, self.table.rods[e.rod].role == "goalie")

    def _serve_outer(self, e: TableEvent) -> None:
        if self.phase in IN_THE_HOLE:
            self._say(LogKind(self.phase.value), f"the {self._what()} begins", self.server)

    def _serve_inner(self, e: TableEvent) -> None:
        if self.phase in IN_THE_HOLE:
            self.in_play = True
            self.last = None
            self._say(LogKind(self.phase.value), "the ball enters play", self.server)

    def _serve_failed(self, e: TableEvent) -> None:
        if self.phase in IN_THE_HOLE and not self.in_play:
            what = self._what()
            self.phase = Phase.SERVE if self.phase == Phase.SERVING else Phase.RESTART
            self._say(
                LogKind(what),
                "the {what} never entered play: {team} {team:puts|put} it in play again",
                self.server,
                what=what,
            )

    def _serve_crossed(self, e: TableEvent) -> None:
        if self.phase in IN_THE_HOLE:
            self._say(LogKind(self.phase.value), f"the {self._what()} ends: normal play")
            self._to_play()

    def _what(self) -> str:
        return "serve" if self.phase in (Phase.SERVE, Phase.SERVING) else "restart"

    def _ball_in_goal(self, e: TableEvent) -> None:
        self.wholly_in = e.team

    def _goal_plane(self, e: TableEvent) -> None:
        if e.inward or self.wholly_in is None or e.team != self.wholly_in:
            return
        goal, self.wholly_in = self.wholly_in, None
        self._shame(goal)

    def _trough(self, e: TableEvent) -> None:
        if e.team is not None:
            self.wholly_in = None
            self._goal(e.team)

    def _left_table(self, e: TableEvent) -> None:
        self.off_table = True
        if self.phase in (Phase.PLAY, Phase.DEAD, *IN_THE_HOLE):
            self._free_for_all("the ball left the table")

    def _back_on_table(self, e: TableEvent) -> None:
        self.off_table = False
        if self.phase == Phase.FREE_FOR_ALL and not self.failure:
            self._say(LogKind.FREE_FOR_ALL, "the ball is back on the table: the free-for-all ends")
            self._to_play()

    def _dead_ball(self, e: TableEvent) -> None:
        if self.phase in IN_THE_HOLE and self.in_play:
            self._to_play()  # "in play" since it broke the inner plane: it stopped in the mouth
        if self.phase == Phase.PLAY:
            self._rule_dead_ball(e.x, e.y)

    def _rule_dead_ball(self, x: float, y: float) -> None:
        """Article V: the ball stopped out of every figure's reach at (x, y)."""
        self.stats["dead balls"] += 1
        self.phase = Phase.DEAD
        defenders = sorted(r.x for r in self.table.rods if r.role == "defence")
        half = Side.HOME if x < 0.0 else Side.AWAY  # whose defensive half it rests in
        if x == 0.0 and self.options.centre_line == "last_touch":
            # On the centre line it rests in neither half: the team responsible for it being
            # there, as Article 0 names the shamer, has it (docs/rules/foosball.md).
            team = self._shamer().team
            self.possession = team
            self._say(
                LogKind.DEAD_BALL,
                "dead ball on the centre line, in neither half: {team:'s} possession (last to play it)",
                team,
            )
        elif defenders[0] < x < defenders[-1]:
            self.possession = half.other  # the team in whose offensive half it rests
            self._say(LogKind.DEAD_BALL, "dead ball between the defenders: {team:'s} possession", half.other)
        else:
            self.mover, self.dead_at = half, (x, y)
            self._say(
                LogKind.DEAD_BALL,
                "dead ball: {team} may move it by hand, away from {team:its|your} offensive half",
                half,
            )

    def _failure_started(self, e: TableEvent) -> None:
        self.broken.add(e.rod)
        where = "" if e.rod is None else f" on {rod_field(self.table.rods[e.rod])}"
        self._fail(e.rod, f"mechanical failure: {e.note}{where}")

    def _failure_repaired(self, e: TableEvent) -> None:
        self.broken.discard(e.rod)
        if self._one_flag():
            if self.failure:
                self._repair(set(), "the failure is repaired")
        elif e.rod in self.failed:
            what = "the failure" if e.rod is None else f"the failure of {rod_field(self.table.rods[e.rod])}"
            self._repair({e.rod}, what + " is repaired")

    def _player_repair(self, team: Side) -> None:
        rods = self.repairable()
        if not rods:
            if self.failed:
                raise IllegalAction(
                    "Article II: the table still has "
                    + self._still_failed()
                    + " broken: the failure lasts until it is repaired"
                )
            raise IllegalAction("there is no mechanical failure to repair")
        self._repair(rods, bind("{team} {team:repairs|repair} the failure", team=team))

    _HANDLERS: ClassVar[dict[EventKind, Callable[[FoosReferee, TableEvent], None]]] = {
        EventKind.CONTACT: _contact,
        EventKind.SERVE_OUTER: _serve_outer,
        EventKind.SERVE_INNER: _serve_inner,
        EventKind.SERVE_CROSSED: _serve_crossed,
        EventKind.SERVE_FAILED: _serve_failed,
        EventKind.BALL_IN_GOAL: _ball_in_goal,
        EventKind.GOAL_PLANE: _goal_plane,
        EventKind.TROUGH: _trough,
        EventKind.LEFT_TABLE: _left_table,
        EventKind.BACK_ON_TABLE: _back_on_table,
        EventKind.DEAD_BALL: _dead_ball,
        EventKind.FAILURE_STARTED: _failure_started,
        EventKind.FAILURE_REPAIRED: _failure_repaired,
    }

    # ================================================================= bookkeeping
    def _to_play(self) -> None:
        self.phase = Phase.PLAY
        self.canonical_demanded = False
        self.acknowledged = set()
        self.disqualified = set()
        self.in_play = True

    def _restart_by(self, team: Side) -> None:
        self._put_in_play_by(team, Phase.RESTART)
        self._say(LogKind.RESTART, "{team} {team:restarts|restart}", team)

    def _serve_by(self, team: Side) -> None:
        self._put_in_play_by(team, Phase.SERVE)

    def _put_in_play_by(self, team: Side, phase: Phase) -> None:
        self.server, self.phase = team, phase
        self.in_play = self.canonical_demanded = False
        self.acknowledged = set()
        self.disqualified = set()
        self.last = None

    def _scoreline(self) -> str:
        return f"{{home}} {self.score[Side.HOME]}, {{away}} {self.score[Side.AWAY]}"

    def _say(
        self, kind: LogKind, template: str, team: Side | None = None, points: int = 0, **fields: object
    ) -> None:
        """A call: ``{team}`` in the template is the call's team, ``{points}`` its points (see
        wording.bind for the rest)."""
        if team is not None:
            fields.setdefault("team", team)
        self.log.append(Event(kind, bind(template, points=points, **fields), team, points))

    # ================================================================= saving
    def to_json(self) -> dict[str, Any]:
        def side(s: Side | None) -> str | None:
            return None if s is None else s.value

        return {
            "seed": self.seed,
            "options": self.options.to_json(),
            "phase": self.phase.value,
            "server": self.server.value,
            "score": {s.value: n for s, n in self.score.items()},
            "kitty": self.kitty,
            "shamer": side(self.shamer),
            "result": "void" if self.voided else side(self.winner),
            "failure": self.failure,
            "failed": _rods(self.failed),
            "broken": _rods(self.broken),
            "canonical_demanded": self.canonical_demanded,
            "acknowledged": sorted(s.value for s in self.acknowledged),
            "disqualified": sorted(s.value for s in self.disqualified),
            "possession": side(self.possession),
            "mover": side(self.mover),
            "dead_at": None if self.dead_at is None else list(self.dead_at),
            "in_play": self.in_play,
            "off_table": self.off_table,
            "last": None if self.last is None else [self.last.team.value, self.last.rod, self.last.goalie],
            "wholly_in": side(self.wholly_in),
            "stats": dict(sorted(self.stats.items())),
            "log": [c.to_json() for c in self.log],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], table: TableSpec | None = None) -> FoosReferee:
        def side(v: Any) -> Side | None:
            return None if v is None else Side(v)

        result = data["result"]
        last = data["last"]
        return cls(
            table=table or load_table(),
            options=FoosOptions.from_json(data["options"]),
            seed=int(data["seed"]),
            phase=Phase(data["phase"]),
            server=Side(data["server"]),
            score={Side(k): int(v) for k, v in data["score"].items()},
            kitty=int(data["kitty"]),
            shamer=side(data["shamer"]),
            voided=result == "void",
            winner=side(result) if result in ("home", "away") else None,
            # A state saved before rods were kept: its failure, if any, of no rod named.
            failed=_read_rods(data["failed"]) if "failed" in data else ({None} if data["failure"] else set()),
            broken=_read_rods(data.get("broken", [])),
            canonical_demanded=bool(data["canonical_demanded"]),
            acknowledged={Side(s) for s in data["acknowledged"]},
            disqualified={Side(s) for s in data["disqualified"]},
            possession=side(data["possession"]),
            mover=side(data["mover"]),
            dead_at=None
            if data["dead_at"] is None
            else (float(data["dead_at"][0]), float(data["dead_at"][1])),
            in_play=bool(data["in_play"]),
            off_table=bool(data["off_table"]),
            last=None if last is None else Touch(Side(last[0]), int(last[1]), bool(last[2])),
            wholly_in=side(data["wholly_in"]),
            stats=Counter({str(k): int(v) for k, v in data["stats"].items()}),
            log=[Event.from_json(c) for c in data["log"]],
        )


def _rods(rods: set[Rod]) -> list[Rod]:
    """Rods as JSON: in order, a failure of no rod named (None) last."""
    return sorted(rods, key=lambda r: (r is None, r or 0))


def _read_rods(data: Any) -> set[Rod]:
    return {None if r is None else int(r) for r in data}
