"""The play-by-play's words about teams, left for the reader to name (games/core/wording.py): the
rules write ``{red}`` and ``{blue}``, and a line is told in the rulebook's names (Red, Blue) for
the command line and the recordings, or in the players' own (you, the CPU) in the window.

Finger Football says one thing the shared wording does not: whose ball it is, "Red ball" as a
referee says it. ``{red:ball}`` tells it: a name goes before "ball" as it is (Red ball), a
description takes the possessive (the CPU's ball), and the reader's is "your ball".
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Protocol, TypeVar

from games.core.wording import Who, escape, verb, who, whose


class YardLines(Protocol):
    """What names a yard line (the field does)."""

    def yard_line_name(self, x: float, direction: int) -> str: ...


__all__ = ["ball", "escape", "its", "on_line", "tell", "verb", "who", "whose"]

Side = TypeVar("Side", bound=Enum)  # a game's teams


class _Said:
    """A team's name inside a Finger Football line: the shared forms, and its ball."""

    __slots__ = ("who",)

    def __init__(self, who: Who) -> None:
        self.who = who

    def __format__(self, spec: str) -> str:
        if spec != "ball":
            return format(self.who, spec)
        if self.who.you:
            return "your ball"
        name = self.who.name
        return f"{name} ball" if name[:1].isupper() else f"{name}'s ball"


def tell(template: str, names: Mapping[Side, Who]) -> str:
    """The template told with these names."""
    return template.format_map({str(team.value): _Said(w) for team, w in names.items()})


def ball(team: Enum) -> str:
    """The team's ball: "{red:ball}", told "Red ball", "your ball"."""
    return "{" + str(team.value) + ":ball}"


def its(team: Enum) -> str:
    """The team's own, as a yard line is: "its" own 20, or "your" own 20."""
    return verb(team, "its", "your")


def on_line(field: YardLines, x: float, direction: int, team: Enum, preposition: str = "on") -> str:
    """Where x is for ``team`` attacking in ``direction``: "on its own 23", "on the opponent's
    40", "on the 50" (``Field.on_line``'s words, the team still to be named)."""
    name = field.yard_line_name(x, direction)
    return f"{preposition} {its(team) if name.startswith('own') else 'the'} {name}"
