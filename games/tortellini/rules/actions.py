"""The vocabulary of Tortellini Football: teams, chips, orders, plans, phases, events and options
(docs/rules/tortellini.md)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from functools import cache
from typing import Any, Literal

from games import core
from games.core.choices import check_choice
from games.core.wording import Who
from sim.tiles.grid import Square

SIZE = 8  # a checkerboard
CHIPS = ("red", "white", "blue")
GOALS_TO_WIN = 5
PASS = "P"
DIRECTIONS: dict[str, Square] = {
    "N": (0, 1),
    "NE": (1, 1),
    "E": (1, 0),
    "SE": (1, -1),
    "S": (0, -1),
    "SW": (-1, -1),
    "W": (-1, 0),
    "NW": (-1, 1),
}


FILES = "abcdefgh"  # the board's columns as its edge names them, from team one's left


def square_name(square: Square) -> str:
    """A square as the board's edges name it: columns a to h from team one's left, rows 1 to 8
    from team one's home row (a1 is team one's left corner)."""
    return f"{FILES[square[0]]}{square[1] + 1}"


@cache  # said every turn for every chip: a handful of answers
def order_words(team: Team, order: str) -> str:
    """An order as its player would say it, from their own side of the board."""
    if order == PASS:
        return "passes"
    dc, dr = DIRECTIONS[order]
    ahead, right = dr * team.forward, dc * team.forward  # team two faces the other way
    words = [{1: "forward", -1: "back"}.get(ahead, ""), {1: "right", -1: "left"}.get(right, "")]
    return " ".join(w for w in words if w)


class IllegalAction(core.IllegalAction):
    """A placement or a plan the rules do not allow; the message says why."""


class Team(StrEnum):
    ONE = "one"  # home row 0 (the bottom of the board); plain chips
    TWO = "two"  # home row 7; chips marked with a black centre

    # Identity, not string comparison: the strategist asks these a million times a game.
    @property
    def other(self) -> Team:
        return Team.TWO if self is Team.ONE else Team.ONE

    @property
    def home_row(self) -> int:
        return 0 if self is Team.ONE else SIZE - 1

    @property
    def forward(self) -> int:
        """The row step towards the opponent's home row (its end zone)."""
        return 1 if self is Team.ONE else -1


RULEBOOK = {Team.ONE: Who("team one"), Team.TWO: Who("team two")}


class Phase(StrEnum):
    SETUP = "setup"  # placing the chips on the home rows, offence first
    PLAN = "planning"  # both players plan in secret
    OVER = "game over"


@dataclass(frozen=True, slots=True)
class Place:
    """Put one of the team's chips on its home row, in column ``col``."""

    team: Team
    chip: str
    col: int


@dataclass(frozen=True, slots=True)
class Plan:
    """A team's orders for one turn: for red, white and blue, a direction or "P" (pass)."""

    team: Team
    orders: tuple[str, str, str]

    def order(self, chip: str) -> str:
        return self.orders[CHIPS.index(chip)]


@dataclass(frozen=True, slots=True)
class Joint:
    """Both teams' plans, revealed together."""

    one: Plan
    two: Plan


Action = Place | Plan | Joint


class LogKind(StrEnum):
    """The kinds of line in the log: what a reader of the log filters it by."""

    TOSS = "toss"
    PLACE = "place"
    MOVE = "move"
    PASS = "pass"
    INTERCEPTION = "interception"
    TURNOVER = "turnover"
    GOAL = "goal"
    WIN = "win"


@dataclass(frozen=True, slots=True)
class Event(core.Event[Team]):
    """One line of the game's log (games/core/event.py), its teams named as the rulebook names
    them: team one and team two."""

    KINDS = LogKind
    SIDES = Team
    RULEBOOK = RULEBOOK


PassTiming = Literal["after", "before"]
FirstBall = Literal["toss", "one", "two"]


@dataclass(frozen=True, slots=True)
class Options:
    """Readings players may disagree on (docs/rules/tortellini.md)."""

    # When a pass meets the moves: "after" resolves it against where the chips have moved to
    # (a defender stepping into the lane intercepts); "before" against where they stood.
    pass_timing: PassTiming = "after"
    # A carrier and a defender that swap squares (passing through each other): a turnover?
    swap_is_turnover: bool = False
    goals_to_win: int = GOALS_TO_WIN
    first_ball: FirstBall = "toss"

    def __post_init__(self) -> None:
        check_choice("pass_timing", self.pass_timing, PassTiming)
        if not 1 <= self.goals_to_win <= 100:
            raise ValueError("goals_to_win must be 1 to 100")
        check_choice("first_ball", self.first_ball, FirstBall)

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Options:
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise ValueError(f"unknown Tortellini option(s): {', '.join(sorted(unknown))}")
        return cls(**data)
