"""The values the foosball referee deals in: the state of play, the players' actions, the calls it
makes, and the options for the rulebook's unclear sentences (docs/rules/foosball.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from games import core
from games.foosball.rules.wording import Who, tell
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


@dataclass(frozen=True, slots=True)
class Event:
    """What the referee says: one line of the game's log."""

    kind: str  # toss, serve, restart, steal, canonical, goal, shame, payout, suicide, ...
    template: str  # the sentence, its teams still to be named (see wording)
    team: Side | None = None
    points: int = 0  # points this call moved into the kitty or onto the score

    @property
    def text(self) -> str:
        """The call in the rulebook's names: home and away."""
        return tell(self.template)

    def told(self, names: Mapping[Side, Who]) -> str:
        """The call in these names: you, the CPU, Player 1."""
        return tell(self.template, names)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "template": self.template,
            "team": None if self.team is None else self.team.value,
            "points": self.points,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        team = data.get("team")
        # A log saved before calls had templates holds its sentences told in the rulebook's names.
        template = data["template"] if "template" in data else data["text"]
        return cls(
            str(data["kind"]), str(template), None if team is None else Side(team), int(data["points"])
        )


@dataclass(frozen=True, slots=True)
class FoosOptions:
    """Readings of the rulebook that players may disagree on; each is explained, with the
    sentence it reads, in docs/rules/foosball.md."""

    # Article VII: "If at any point a shame is scored by the goalie, ten (10) points are added to
    # kitty": ten instead of the usual one.
    goalie_shame_points: int = 10
    # ... but an exchange adds nothing ("If the shamee shames the shamer ... no points are added
    # to the kitty"), a goalie's included, unless this is True ("at any point").
    goalie_shame_on_exchange: bool = False
    # Who serves first: "toss" (a seeded coin), "home" or "away".
    first_server: str = "toss"
    # Article V moves a dead ball only away from the mover's offensive half, which strands a ball
    # behind the goalie out of every contender's reach. "stranded": such a ball only (one no
    # move allowed by the letter can bring within reach) may be brought out to one ball's width
    # in front of the goalie rod; "always": any dead ball behind the goalie may.
    dead_ball_rescue: str = "stranded"
    # Article 0 leaves "non-incidental contact" undefined: a contact counts when the figure moves
    # at least this share of the ball's speed (a block or a deflection is incidental).
    incidental_share: float = 0.5
    # Article II: "A serve takes place ... after a mechanical failure": also when the failure is
    # repaired with the ball on the table (False: play goes on from where the ball is).
    serve_after_repair: bool = True

    def __post_init__(self) -> None:
        if self.first_server not in ("toss", "home", "away"):
            raise ValueError(f"first_server must be 'toss', 'home' or 'away', not {self.first_server!r}")
        if not 1 <= self.goalie_shame_points <= 1000:
            raise ValueError("goalie_shame_points must be 1 to 1000")
        if not 0.0 <= self.incidental_share <= 10.0:
            raise ValueError("incidental_share must be a number from 0 to 10")
        if self.dead_ball_rescue not in ("stranded", "always"):
            raise ValueError(
                f"dead_ball_rescue must be 'stranded' or 'always', not {self.dead_ball_rescue!r}"
            )

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
