"""The values the foosball referee deals in: the state of play, the players' actions, the calls it
makes, and the options for the rulebook's unclear sentences (docs/rules/foosball.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, Literal

from games import core
from games.core.choices import check_choice
from games.foosball.rules.wording import RULEBOOK, Who, tell
from sim.foosball.spec import Side


class IllegalAction(core.IllegalAction):
    """An action the MabuchiLab rules do not allow now; the message names the article. It is
    told in the rulebook's names; ``told`` tells it in the players' (see wording)."""

    def __init__(self, template: str) -> None:
        super().__init__(tell(template))
        self.template = template

    def told(self, names: Mapping[Side, Who]) -> str:
        return tell(self.template, names)


class Phase(StrEnum):
    SERVE = "serve"  # the server is to put the ball in play
    SERVING = "serving"  # the server has let the ball go (Article II)
    RESTART = "restart"  # the restarter is to put the ball in play
    RESTARTING = "restarting"  # Article III
    PLAY = "normal play"  # Article I
    FREE_FOR_ALL = "free-for-all"  # Article IV
    DEAD = "dead ball"  # Article V
    OVER = "game over"  # won (Article IX) or void (Article VIII)


PUTTING_IN = (Phase.SERVE, Phase.RESTART)  # the ball waits in the server's hand
IN_THE_HOLE = (Phase.SERVING, Phase.RESTARTING)  # let go into the service hole, not yet in play


@dataclass(frozen=True, slots=True)
class Serve:
    """The server or restarter lets the ball go into the service hole; physics brings the rest."""

    team: Side


@dataclass(frozen=True, slots=True)
class DemandCanonical:
    """Articles II and III: demand the canonical configuration before the ball enters play."""

    team: Side


@dataclass(frozen=True, slots=True)
class Acknowledge:
    """A team has its hands on its own poles and says it is ready."""

    team: Side


@dataclass(frozen=True, slots=True)
class TakeBall:
    """Take possession of the ball: steal a serve or restart, end a free-for-all, or take a dead
    ball that is the team's possession."""

    team: Side


@dataclass(frozen=True, slots=True)
class TouchBall:
    """Touch the ball by hand without taking it (in a free-for-all, it disqualifies)."""

    team: Side


@dataclass(frozen=True, slots=True)
class MoveDeadBall:
    """Article V: move a dead ball by hand to (x, y) on the field (metres)."""

    team: Side
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class DeclareFailure:
    """A player declares a mechanical failure of one of the rods (Article IV)."""

    team: Side
    rod: int


@dataclass(frozen=True, slots=True)
class Repair:
    team: Side


@dataclass(frozen=True, slots=True)
class TouchPole:
    """A player takes hold of a pole; only their own team's are allowed (Article I)."""

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


class LogKind(StrEnum):
    """The kinds of line in the log: what a reader of the log filters it by."""

    TOSS = "toss"
    SERVE = "serve"
    SERVING = "serving"
    RESTART = "restart"
    RESTARTING = "restarting"
    STEAL = "steal"
    CANONICAL = "canonical"
    GOAL = "goal"
    SHAME = "shame"
    PAYOUT = "payout"
    SUICIDE = "suicide"
    FREE_FOR_ALL = "free-for-all"
    DEAD_BALL = "dead ball"
    FAILURE = "failure"
    WIN = "win"


@dataclass(frozen=True, slots=True)
class Event(core.Event[Side]):
    """What the referee says: one line of the game's log (games/core/event.py), its teams home
    and away; ``points`` are the points the call moved into the kitty or onto the score."""

    KINDS = LogKind
    SIDES = Side
    RULEBOOK = RULEBOOK


FirstServer = Literal["toss", "home", "away"]
Rescue = Literal["stranded", "always"]
FailureState = Literal["each_rod", "one_flag"]
Declaring = Literal["broken_only", "any"]
HandInGoal = Literal["no_shame", "ignored"]
CentreLine = Literal["last_touch", "away_half"]
RestingInGoal = Literal["dead", "ignored"]


@dataclass(frozen=True, slots=True)
class FoosOptions:
    """Readings of the rulebook that players may disagree on; each is explained, with the
    sentence it reads, in docs/rules/foosball.md."""

    # Article VII: "If at any point a shame is scored by the goalie, ten (10) points are added to
    # kitty": ten instead of the usual one.
    goalie_shame_points: int = 10
    # ... "at any point": an exchange by the goalie too (False: an exchange adds nothing, "If the
    # shamee shames the shamer ... no points are added to the kitty", a goalie's included, the
    # reading of rules version 1).
    goalie_shame_on_exchange: bool = True
    # Who serves first: "toss" (a seeded coin), "home" or "away".
    first_server: FirstServer = "toss"
    # Article V moves a dead ball only away from the mover's offensive half, which strands a ball
    # behind the goalie out of every contender's reach. "stranded": such a ball only (one no
    # move allowed by the letter can bring within reach) may be brought out to one ball's width
    # in front of the goalie rod; "always": any dead ball behind the goalie may.
    dead_ball_rescue: Rescue = "stranded"
    # Article 0 leaves "non-incidental contact" undefined: a contact counts when the figure moves
    # at least this share of the ball's speed (a block or a deflection is incidental).
    incidental_share: float = 0.5
    # Article II: "A serve takes place ... after a mechanical failure": also when the failure is
    # repaired with the ball on the table (False: play goes on from where the ball is).
    serve_after_repair: bool = True
    # Article II: "A serve cannot be made while a state of mechanical failure exists": "each_rod"
    # keeps every failed rod, and the state lasts until all are repaired; "one_flag" (rules
    # version 1) kept one flag, which the first repair cleared.
    failures: FailureState = "each_rod"
    # Article IV: "There is a mechanical failure": "broken_only" lets a failure be declared only
    # of a rod the table has broken (the table reports each one, and the referee calls it);
    # "any" (rules version 1) let a player declare one of any rod, forcing a free-for-all.
    declare_failure: Declaring = "broken_only"
    # Article 0: a shame is the ball back out of a goal "without the interference of any
    # player": "no_shame" ends the shame's making when a hand touches or moves the ball;
    # "ignored" (rules version 1) counted it however it came out.
    hand_in_goal: HandInGoal = "no_shame"
    # Article V, a dead ball exactly on the centre line, in neither half: "last_touch" gives it
    # to the team of the last non-incidental contact (else the team that put it in play);
    # "away_half" (rules version 1) counted the line as away's half, so home's possession.
    centre_line: CentreLine = "last_touch"
    # Article V for a ball at rest in a goal's mouth, not fallen to the bottom of the trough (so
    # no goal, Article VI): "dead" rules it a dead ball as anywhere else out of every figure's
    # reach; "ignored" (rules version 1) let it lie there, the game held up for good.
    resting_in_goal: RestingInGoal = "dead"

    def __post_init__(self) -> None:
        check_choice("first_server", self.first_server, FirstServer)
        if not 1 <= self.goalie_shame_points <= 1000:
            raise ValueError("goalie_shame_points must be 1 to 1000")
        if not 0.0 <= self.incidental_share <= 10.0:
            raise ValueError("incidental_share must be a number from 0 to 10")
        check_choice("dead_ball_rescue", self.dead_ball_rescue, Rescue)
        check_choice("failures", self.failures, FailureState)
        check_choice("declare_failure", self.declare_failure, Declaring)
        check_choice("hand_in_goal", self.hand_in_goal, HandInGoal)
        check_choice("centre_line", self.centre_line, CentreLine)
        check_choice("resting_in_goal", self.resting_in_goal, RestingInGoal)

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FoosOptions:
        data = dict(data)
        if "behind_goalie_rescue" in data:  # recordings made before dead_ball_rescue
            data["dead_ball_rescue"] = "always" if data.pop("behind_goalie_rescue") else "stranded"
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown foosball option(s): {', '.join(sorted(unknown))}")
        return cls(**data)
