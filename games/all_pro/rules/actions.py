"""The vocabulary of All-Pro Football: phases, actions, events and the options that settle the
rulebook's unclear sentences (docs/rules/all_pro.md)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any, Literal

from games import core
from games.all_pro.rules.board import Team
from games.all_pro.rules.carrying import HANDS
from games.core.choices import check_choice
from games.core.wording import rulebook
from sim.tiles.carry import Carried
from sim.tiles.grid import Square
from sim.tiles.hands import hands

RULEBOOK = rulebook(Team)


class IllegalAction(core.IllegalAction):
    """An action the rules do not allow now; the message names the rule."""


class Phase(StrEnum):
    RETURN_FORMATION = "return formation"  # the receiving team lines up for a kick-off
    KICKOFF = "kick-off"  # the kicking team is to kick
    FREE_ADVANCE = "free advance"  # the kicking team may advance any men three spaces
    FORMATION = "formation"  # a team is setting its formation for a scrimmage play
    PLAY = "play"  # series of three moves
    CALL = "call"  # the offence has ended a series: pass, punt, kick or go on
    THROW = "throw"  # the defence has had its three moves: the offence throws
    PAT = "point after"  # the scoring team tries the point after touchdown
    SAFETY_KICK = "safety kick"  # the team scored upon chooses a kick-off or a punt
    OVER = "game over"


class PassKind(StrEnum):
    FORWARD = "pass"
    LATERAL = "lateral"


# ----------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Step:
    """Move one man one space: the unit of a series of three moves. ``glide``: how the hand
    glided him, when it was measured (a person's drag); otherwise the rules' own hand does,
    or (the "run" reading) the hand named by ``hand`` (a person's click: "your hand")."""

    man: str
    to: Square
    glide: Carried | None = field(default=None, compare=False)
    hand: str | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Snap:
    """The Center's ball to a man directly behind him: the offence's first move."""

    to: str


@dataclass(frozen=True, slots=True)
class HandOff:
    """The ball carrier hands the ball to an adjacent man (one move)."""

    to: str


@dataclass(frozen=True, slots=True)
class EndSeries:
    """Stop moving: the rest of this series of three is not used."""


@dataclass(frozen=True, slots=True)
class Call:
    """After a completed series, the offence calls a pass, a lateral, a punt or a field goal."""

    what: str  # "pass", "lateral", "punt", "field goal"


@dataclass(frozen=True, slots=True)
class Go:
    """After a completed series, the offence calls nothing: the defence moves."""


@dataclass(frozen=True, slots=True)
class Throw:
    """Throw to ``receiver``; the dice decide (short: one die, long: both)."""

    receiver: str


@dataclass(frozen=True, slots=True)
class Ground:
    """Throw the ball away (intentional grounding)."""


@dataclass(frozen=True, slots=True)
class KickEndZone:
    """Before the snap, lined up in its own end zone: call "kick" (punt from own end zone)."""


@dataclass(frozen=True, slots=True)
class Kick:
    """The kicking team kicks off (two dice)."""


@dataclass(frozen=True, slots=True)
class Advance:
    """On a kick-off, one man of the kicking team runs three spaces straight ahead."""

    man: str


@dataclass(frozen=True, slots=True)
class EndAdvance:
    pass


@dataclass(frozen=True, slots=True)
class Touchback:
    """Take the ball at one's own 20 rather than run it out of one's end zone."""


@dataclass(frozen=True, slots=True)
class TryPoint:
    """The point after touchdown (one die: a 1 misses)."""


@dataclass(frozen=True, slots=True)
class SafetyKick:
    """After a safety, the team scored upon kicks from its own 20: a kick-off or a punt."""

    kind: str  # "kickoff" or "punt"


@dataclass(frozen=True, slots=True)
class Formation:
    """Line up for a scrimmage play: a named formation, or men placed square by square."""

    team: Team
    name: str = ""
    places: tuple[tuple[str, Square], ...] = ()


@dataclass(frozen=True, slots=True)
class CallIllegalFormation:
    """The defence calls fewer than 7 men on the offence's line at the snap."""


Action = (
    Step
    | Snap
    | HandOff
    | EndSeries
    | Call
    | Go
    | Throw
    | Ground
    | KickEndZone
    | Kick
    | Advance
    | EndAdvance
    | Touchback
    | TryPoint
    | SafetyKick
    | Formation
    | CallIllegalFormation
)


class LogKind(StrEnum):
    """The kinds of line in the log: what a reader of the log filters it by."""

    TOSS = "toss"
    KICK_OFF = "kick-off"
    KICK = "kick"
    TOUCHBACK = "touchback"
    DOWNED = "downed"
    BLOCKED = "blocked"
    FORMATION = "formation"
    CALL = "call"
    SNAP = "snap"
    HAND_OFF = "hand-off"
    MOVE = "move"
    BLOCK = "block"
    PASS = "pass"
    CATCH = "catch"
    TACKLE = "tackle"
    FUMBLE = "fumble"
    RECOVERY = "recovery"
    DOWN = "down"
    FIRST_DOWN = "first down"
    DOWNS = "downs"
    SCORE = "score"
    POINT_AFTER = "point after"
    FOUL = "foul"
    PENALTY = "penalty"
    SPOT = "spot"
    WHISTLE = "whistle"
    QUARTER = "quarter"
    HALF = "half"
    END = "end"


@dataclass(frozen=True, slots=True)
class Event(core.Event[Team]):
    """One line of the play-by-play (games/core/event.py), its teams home and away; ``dice``
    are the dice rolled for it, if any."""

    KINDS = LogKind
    SIDES = Team
    RULEBOOK = RULEBOOK


Fumbles = Literal["glide", "chance", "never"]
Carry = Literal["run", "move"]
FirstKick = Literal["toss", "home", "away"]
ExtraMoves = Literal["penalised", "prevented"]
ProgressOnChange = Literal["afresh", "kept"]
DeadInEndZone = Literal["touchback", "spot"]


@dataclass(frozen=True, slots=True)
class Options:
    """Readings of the rulebook players may disagree on (docs/rules/all_pro.md)."""

    plays_per_quarter: int = 10
    quarters: int = 4
    # "Anytime the ball falls off the ball carrier, it is a fumble": "glide" glides the man
    # under the ball on the tile physics of sim/tiles/carry.py, with the hand named by ``hand`` when a
    # move does not bring its own; "chance" drops it with ``fumble_chance`` each move; "never".
    fumbles: Fumbles = "glide"
    hand: str = "club"
    fumble_chance: float = 0.02
    # How a glide carries the ball (docs/rules/all_pro.md, games/all_pro/rules/carrying.py):
    # "run" (rules version 4): the ball's slip carries over through the carrier's whole carry and
    # a hand runs him through his series (starts, turns and stops push the ball), each skill's
    # hand from sim/data/hands.toml; "move", the reading of versions 1 to 3: each move from rest
    # to rest with the ball put back in the middle.
    carry: Carry = "run"
    # Fouls the rulebook penalises (a lineman moved diagonally on offence, a defender landing on
    # an eligible receiver past the line) are allowed and penalised; False refuses them instead.
    allow_fouls: bool = True
    # "Play only stops when a tackle has been made or the team scores": no whistle (0). A number
    # here whistles a play dead where the ball is after that many series of each team.
    max_series: int = 0
    # The NFL's forward-progress rule the rulebook defers to: the play is whistled dead where
    # the ball is once this many of the offence's series in a row have taken it no further
    # forward than it has been in the play (0: only when nobody moves for a whole round).
    stalled_series: int = 4
    # Rules version 6: when the ball changes hands in a play (a kick come down, an interception,
    # a fumble recovered) its progress is counted afresh, forward for its new side; "kept" is the
    # reading of versions 1 to 5, which held a return to the kickers' best row, so a return run
    # upfield was whistled dead for "no ground gained".
    progress_on_change: ProgressOnChange = "afresh"
    first_kick: FirstKick = "toss"  # who kicks off first
    # "If the offensive player calls 'pass' and finds he does not have an eligible receiver on a
    # legal space he has intentionally grounded the ball": throwing away is for that case only,
    # unless this is True.
    ground_anytime: bool = False
    # "If a player takes more than three moves on his turn, it is considered a personal foul":
    # "penalised" lets a fourth move be made and penalises it; "prevented" ends a series by
    # itself after its third move.
    extra_moves: ExtraMoves = "penalised"
    # Rule 68: a ball dead in a team's own end zone that it gained there from the other team (a
    # kick come to rest or downed there by the kickers, an interception, a recovered fumble) and
    # never took out is a touchback, on its own 20; one it carried in is a safety. "spot" is the
    # reading of rules version 1: such a ball was spotted on the goal line ("at the 0").
    dead_in_end_zone: DeadInEndZone = "touchback"
    # "A play is registered only after each down or when a team scores", and of a kick-off's
    # return: "when the ball carrier is tackled, the play is over". Rules version 3: a kick-off
    # and its return (ended by a tackle or a touchback) register a play, as a down; False is the
    # reading of versions 1 and 2, which registered none.
    kickoff_counts: bool = True
    # The Lateral Pass "is made the same as a short pass" with three exceptions, none about whose
    # ball it is: rules version 5 lets the man returning a kick, a punt or an interception toss
    # one after his team's series (an incomplete one ends the return where he stands). False is
    # the reading of versions 1 to 4: calls on the offence's own downs only.
    return_laterals: bool = True

    def __post_init__(self) -> None:
        if not (1 <= self.plays_per_quarter <= 1000 and 2 <= self.quarters <= 100) or self.quarters % 2:
            raise ValueError(
                "a game needs 1 to 1000 plays a quarter and an even number of quarters, 2 to 100"
            )
        if not 0.0 <= self.fumble_chance < 1.0:
            raise ValueError("fumble_chance must be in [0, 1)")
        check_choice("fumbles", self.fumbles, Fumbles)
        check_choice("carry", self.carry, Carry)
        named = hands() if self.carry == "run" else HANDS
        if self.hand not in named:
            raise ValueError(f"hand must be one of {', '.join(named)}, not {self.hand!r}")
        if not 0 <= self.max_series <= 1000:
            raise ValueError("max_series must be 0 (no whistle) to 1000")
        if not 0 <= self.stalled_series <= 1000:
            raise ValueError("stalled_series must be 0 (off) to 1000")
        check_choice("first_kick", self.first_kick, FirstKick)
        check_choice("extra_moves", self.extra_moves, ExtraMoves)
        check_choice("progress_on_change", self.progress_on_change, ProgressOnChange)
        check_choice("dead_in_end_zone", self.dead_in_end_zone, DeadInEndZone)

    @property
    def plays(self) -> int:
        return self.plays_per_quarter * self.quarters

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Options:
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise ValueError(f"unknown All-Pro option(s): {', '.join(sorted(unknown))}")
        return cls(**data)
