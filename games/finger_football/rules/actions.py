"""The vocabulary of a Finger Football game: teams, phases, dice, actions and events.

Small value types, as python-chess has ``Move``: the rules engine (:mod:`.rules`) takes
actions and returns events. Physics arrives as data inside the ``Flicked`` and ``Kicked``
actions (a :class:`sim.slider.table.FlickOutcome` or :class:`sim.kick.KickOutcome`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from functools import lru_cache
from typing import Any, Literal

from games import core
from games.core.choices import check_choice
from games.core.wording import Who
from games.finger_football.rules.wording import escape, tell
from sim.kick import KickOutcome
from sim.slider.mat import Half
from sim.slider.table import FlickOutcome


class IllegalAction(core.IllegalAction):
    """An action the rules do not allow now; the message names the rule."""


class Team(StrEnum):
    RED = "red"
    BLUE = "blue"

    @property
    def other(self) -> Team:
        return Team.BLUE if self == Team.RED else Team.RED

    @property
    def label(self) -> str:
        return self.value.capitalize()


RULEBOOK = {team: Who(team.label) for team in Team}  # the teams as the rulebook names them


class Phase(StrEnum):
    COIN_TOSS = "coin toss"  # chance: the coin is tossed
    TOSS_CHOICE = "toss choice"  # the winner chooses to kick or receive
    GOAL_CHOICE = "goal choice"  # the loser chooses the goal to defend
    HALF_CHOICE = "second-half choice"  # the loser of the toss: kick or receive
    KICKOFF = "kickoff"  # the kicking team flicks from its endzone
    KICKOFF_CHOICE = "kickoff choice"  # after a touchdown: regular or onside kickoff
    ONSIDE = "onside kick"
    CALL = "play call"  # the offence calls: dice, punt, field goal (or, in Zone 3: TD or FG)
    ROLL = "dice roll"  # chance: the defence rolls the two dice
    CHOOSE_TARGET = "target choice"  # CHOICE: the offence announces its symbol or a touchdown
    SCRIMMAGE = "scrimmage flick"  # the offence flicks for its target
    PUNT = "punt"
    JUDGE = "judging"  # the slider rests: the offence declares its bump, or accepts
    DEFENCE_JUDGE = "defence judging"  # then the defence declares its own bump, or accepts
    PENALTY = "penalty decision"  # the defence accepts or refuses the flag
    FIELD_GOAL = "field goal"  # the foam-ball kick
    CONVERSION_CHOICE = "conversion choice"
    EXTRA_POINT = "extra point"
    TWO_POINT = "two-point try"
    GAME_OVER = "game over"


JUDGING = (Phase.JUDGE, Phase.DEFENCE_JUDGE)  # the slider rests and each side may say it bumped


class PlayKind(StrEnum):
    RUN = "run"
    PASS = "pass"
    TOUCHDOWN = "touchdown"


class Direction(StrEnum):
    """Faces of the direction die."""

    LEFT = "LEFT"
    MIDDLE = "MIDDLE"
    RIGHT = "RIGHT"
    CHOICE = "CHOICE"
    TD = "TD"


ZONE_FACES = (
    (1, PlayKind.RUN),
    (1, PlayKind.PASS),
    (2, PlayKind.RUN),
    (2, PlayKind.PASS),
    (3, PlayKind.RUN),
    (3, PlayKind.PASS),
)


@dataclass(frozen=True, slots=True)
class Dice:
    zone: int
    kind: PlayKind  # RUN or PASS
    direction: Direction

    def __str__(self) -> str:
        face = "touchdown" if self.direction == Direction.TD else self.direction.value.lower()
        return f"Zone {self.zone} {self.kind.value}, {face}"


@dataclass(frozen=True, slots=True)
class Target:
    """What a scrimmage flick must reach: a touchdown, or any of a set of run or pass circles
    (by run-circle id; the pass circle is the one inside it)."""

    kind: PlayKind
    circles: tuple[str, ...] = ()
    label: str = ""

    def __str__(self) -> str:
        return self.label or (
            self.kind.value
            if self.kind == PlayKind.TOUCHDOWN
            else f"{self.kind.value} {'/'.join(self.circles)}"
        )


class Call(StrEnum):
    ROLL = "roll"  # let the defence roll the dice
    PUNT = "punt"
    FIELD_GOAL = "field goal"
    TOUCHDOWN = "touchdown"  # in the opponent's Zone 3 only


class Conversion(StrEnum):
    KICK = "kick"  # one point, the foam ball
    TWO_POINT = "two-point"  # two points, a flick from the own 30


class Purpose(StrEnum):
    """Why a flick is asked for: decides where it starts and how it is judged."""

    KICKOFF = "kickoff"
    ONSIDE = "onside kick"
    SCRIMMAGE = "scrimmage"
    PUNT = "punt"
    TWO_POINT = "two-point try"


# ----------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Toss:
    """Chance: toss the coin (the result comes from the game's generator)."""


@dataclass(frozen=True, slots=True)
class Roll:
    """Chance: the defence rolls the two dice."""


@dataclass(frozen=True, slots=True)
class ChooseKick:
    """Kick off (True) or receive (False): the toss winner, or the loser for the second half."""

    kick: bool


@dataclass(frozen=True, slots=True)
class ChooseGoal:
    """The goal to defend: the home end (x = 0) or the visitors' end."""

    defend: Half


@dataclass(frozen=True, slots=True)
class CallPlay:
    call: Call


@dataclass(frozen=True, slots=True)
class ChooseTarget:
    target: Target


@dataclass(frozen=True, slots=True)
class ChooseConversion:
    conversion: Conversion


@dataclass(frozen=True, slots=True)
class ChooseKickoff:
    onside: bool


@dataclass(frozen=True, slots=True)
class Flicked:
    """The slider was flicked: the physics outcome, from the requested start pose."""

    outcome: FlickOutcome = field(compare=False)


@dataclass(frozen=True, slots=True)
class Kicked:
    """The foam ball was kicked (or the count ran out: an outcome with verdict BLOCKED)."""

    outcome: KickOutcome = field(compare=False)


@dataclass(frozen=True, slots=True)
class Bump:
    """A player moved the playing surface and the slider with it (the moved-surface rule)."""

    by: Team


@dataclass(frozen=True, slots=True)
class Accept:
    """The slider's rest is accepted as it lies."""


@dataclass(frozen=True, slots=True)
class PenaltyChoice:
    accept: bool


Action = (
    Toss
    | Roll
    | ChooseKick
    | ChooseGoal
    | CallPlay
    | ChooseTarget
    | ChooseConversion
    | ChooseKickoff
    | Flicked
    | Kicked
    | Bump
    | Accept
    | PenaltyChoice
)


class LogKind(StrEnum):
    """The kinds of line in the log: what a reader of the log filters it by."""

    TOSS = "toss"
    ROLL = "roll"
    CHOICE = "choice"
    CALL = "call"
    PLAY = "play"
    POSSESSION = "possession"
    PENALTY = "penalty"
    SCORE = "score"
    CONVERSION = "conversion"
    QUARTER = "quarter"
    GAME = "game"


@dataclass(frozen=True, slots=True)
class Event(core.Event[Team]):
    """One line of the play-by-play (games/core/event.py), its teams Red and Blue; ``data``
    says what the rules did for those who show the game (the rest of a flick, how the ball
    changed hands, what scored)."""

    KINDS = LogKind
    SIDES = Team
    RULEBOOK = RULEBOOK
    _tell = staticmethod(tell)  # with its own word for a team's ball

    @property
    def text(self) -> str:
        return _in_rulebook_names(self.template)

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | list[Any]) -> Event:
        """An event from :meth:`to_json`, or from the older ``[kind, text, team, points]`` of a
        game saved before events kept their template (its text told already, and no data)."""
        if isinstance(data, list):
            kind, text, team, points = data
            return cls(kind, escape(text), None if team is None else Team(team), points)
        return cls._from_mapping(data)


@lru_cache(maxsize=8192)  # a replay hashes every line of the log after every action
def _in_rulebook_names(template: str) -> str:
    return tell(template, RULEBOOK)


ImpossibleRoll = Literal["choice", "reroll"]
FlagTurnoverSpot = Literal["original", "penalty"]
FieldGoalReach = Literal["drive", "line"]
BumpClaims = Literal["own", "either"]
BackwardPunt = Literal["loss_of_down", "receivers_ball"]
ShortKickoff = Literal["receivers_20", "kickers_20"]
BumpTouch = Literal["outline", "half_width"]
DIRECTION_FACES = (Direction.LEFT, Direction.MIDDLE, Direction.RIGHT, Direction.CHOICE, Direction.TD)


@dataclass(frozen=True, slots=True)
class Options:
    """Rule choices players may disagree on (docs/rules/finger_football.md). Each default is the
    most literal reading of the rulebook's sentence; the other readings are kept here."""

    plays_per_quarter: int = 20
    quarters: int = 4
    # The rulebook names five faces of the direction die: None keeps to those five, equally
    # likely; a face given here is printed on the sixth face as well.
    sixth_face: Direction | None = None
    impossible_roll: ImpossibleRoll = "choice"  # a roll with no symbol ahead
    flags_on_punts: bool = True  # "anytime an offensive player flicks the slider"
    punt_in_zone_3: bool = (
        False  # the opponent's Zone 3: "the only option is ... touchdown or ... field goal"
    )
    allow_bumps: bool = True  # the moved-surface rule (a judging step after each flick)
    # The moved-surface rule helps the offence only for a slider "near a completed or successful
    # run or pass, close enough to require careful inspection": within this gap, in slider
    # lengths, of touching what it was flicked at. bump_anywhere drops the condition.
    inspection_gap: float = 0.1
    bump_anywhere: bool = False
    # "The advantage is given to the player not involved in causing the movement": "own", each
    # player declares only their own bump, the offence first, then the defence; "either" (rules
    # version 1) let the offence declare either side's bump in one moment.
    bump_claims: BumpClaims = "own"
    # A flag accepted on 4th down loses the ball: at the original line ("original") or at the
    # penalised spot ("penalty").
    flag_turnover_spot: FlagTurnoverSpot = "original"
    # "Once he has successfully touched or crossed the 50": at any time in the drive ("drive"),
    # or only from the current line of scrimmage ("line").
    field_goal_reach: FieldGoalReach = "drive"
    # Rules version 3. "Nor can he flick the slider backwards": a punt aimed backwards is refused,
    # and one flicked sideways or resting behind its line of scrimmage is no punt, a loss of down
    # ("loss_of_down"); "receivers_ball" (before) gave the receivers the ball where it rested.
    backward_punt: BackwardPunt = "loss_of_down"
    # A kickoff resting in the kicker's own endzone: the receivers' 20, the one spot the rulebook
    # names for a kickoff that ends in an endzone ("receivers_20"), or the kicking team's 20.
    short_kickoff: ShortKickoff = "receivers_20"
    # A bump's slider is moved "just enough to have it touching the circle": as it lies, its
    # outline at its rest angle ("outline"), or a disk of its half-width ("half_width", before).
    bump_touch: BumpTouch = "outline"
    # "At any time during a game, a player who has just scored a touchdown may elect to attempt
    # an onside kick": after a touchdown on the first half's last play, the scorer, if it kicks
    # off the second half, may kick it onside.
    onside_at_half: bool = True
    # Both teams' lines told alike: at a change of ends a line of scrimmage on a zone line stays
    # on it (before: a float step short, so the own 20 could read as the zone behind), and a spot
    # half-way between yard lines is told by the farther one, under a yard as it is ("own 0.5").
    symmetric_lines: bool = True

    def __post_init__(self) -> None:
        if not (1 <= self.plays_per_quarter <= 1000 and 1 <= self.quarters <= 100):
            raise ValueError("a game has 1 to 100 quarters of 1 to 1000 plays")
        check_choice("impossible_roll", self.impossible_roll, ImpossibleRoll)
        face = self.sixth_face
        if isinstance(face, str) and not isinstance(face, Direction):  # as --rule gives it
            names = {d.value.lower(): d for d in DIRECTION_FACES}
            if face.lower() not in (*names, "none"):
                raise ValueError(f"sixth_face must be one of {', '.join(names)} or none, not {face!r}")
            object.__setattr__(self, "sixth_face", names.get(face.lower()))
        if not (0.0 <= self.inspection_gap <= 10.0):
            raise ValueError(f"inspection_gap must be 0 to 10 slider lengths, got {self.inspection_gap!r}")
        check_choice("flag_turnover_spot", self.flag_turnover_spot, FlagTurnoverSpot)
        check_choice("field_goal_reach", self.field_goal_reach, FieldGoalReach)
        check_choice("bump_claims", self.bump_claims, BumpClaims)
        check_choice("backward_punt", self.backward_punt, BackwardPunt)
        check_choice("short_kickoff", self.short_kickoff, ShortKickoff)
        check_choice("bump_touch", self.bump_touch, BumpTouch)

    def direction_faces(self) -> tuple[Direction, ...]:
        return DIRECTION_FACES if self.sixth_face is None else (*DIRECTION_FACES, self.sixth_face)

    def to_json(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["sixth_face"] = None if self.sixth_face is None else self.sixth_face.value
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Options:
        """Options from their JSON form; unknown names and bad values are a ValueError or
        TypeError naming them."""
        values = dict(data)
        face = values.get("sixth_face")
        if face is not None:
            values["sixth_face"] = Direction(face)
        return cls(**values)


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th... as downs and quarters are said."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"
