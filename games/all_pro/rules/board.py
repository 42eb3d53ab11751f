"""The All-Pro Football board and men: 5-yard squares, 11 across, end zones two squares deep.

Rows run along the field from the home end line: rows 0-1 are the home end zone, rows 2-21 the
100 yards (row r covers yards 5(r-2) to 5(r-1) from the home goal line), rows 22-23 the away end
zone. "Stripes" are the white yard lines between rows, named by yards from the home goal line
(0 to 100). Home attacks towards higher rows. The width is a choice (docs/rules/all_pro.md):
11 squares, so that a whole team fits on one line, as the kick-off lineup needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from sim.tiles.grid import Grid

COLS = 11
ROWS = 24
GRID = Grid(COLS, ROWS)
CENTRE_COL = COLS // 2
YARDS = 5  # a square's depth


class Team(StrEnum):
    HOME = "home"
    AWAY = "away"

    @property
    def other(self) -> Team:
        return Team.AWAY if self == Team.HOME else Team.HOME

    @property
    def forward(self) -> int:
        """The row step towards the goal this team attacks."""
        return 1 if self == Team.HOME else -1


class Kind(StrEnum):
    BACK = "B"
    END = "E"
    LINEMAN = "L"  # an interior lineman: guard or tackle
    CENTER = "C"

    @property
    def eligible(self) -> bool:
        """Backs and Ends may catch a forward pass."""
        return self in (Kind.BACK, Kind.END)


ROSTER: tuple[tuple[str, Kind], ...] = (
    ("B1", Kind.BACK),
    ("B2", Kind.BACK),
    ("B3", Kind.BACK),
    ("B4", Kind.BACK),
    ("E1", Kind.END),
    ("E2", Kind.END),
    ("L1", Kind.LINEMAN),
    ("L2", Kind.LINEMAN),
    ("L3", Kind.LINEMAN),
    ("L4", Kind.LINEMAN),
    ("C", Kind.CENTER),
)
KIND_OF = dict(ROSTER)


def man_id(team: Team, name: str) -> str:
    return f"{team.value}.{name}"


@dataclass(frozen=True, slots=True)
class Spot:
    """A yard line in a team's terms: "own 20", "opp 35"."""

    team: Team
    stripe: int

    def __str__(self) -> str:
        own = own_yards(self.stripe, self.team)
        if own == 50:
            return "midfield"
        return f"own {own}" if own < 50 else f"opp {100 - own}"


def own_yards(stripe: int, team: Team) -> int:
    """Yards from ``team``'s own goal line to ``stripe``."""
    return stripe if team == Team.HOME else 100 - stripe


def stripe_of(own: int, team: Team) -> int:
    """The stripe ``own`` yards from ``team``'s own goal line."""
    return own if team == Team.HOME else 100 - own


def row_behind(stripe: int, team: Team) -> int:
    """The row just behind ``stripe`` for ``team`` (where its linemen line up)."""
    return stripe // YARDS + (1 if team == Team.HOME else 2)


def front_stripe(row: int, team: Team) -> int:
    """The stripe touching the front of a square in ``row``, for a man of ``team``."""
    return YARDS * (row - 1) if team == Team.HOME else YARDS * (row - 2)


def in_end_zone(row: int, team: Team) -> bool:
    """Is ``row`` in the end zone ``team`` defends?"""
    return row <= 1 if team == Team.HOME else row >= ROWS - 2
