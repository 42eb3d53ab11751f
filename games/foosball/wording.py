"""The referee's sentences, told to whoever reads them.

The referee writes each call as a template naming the teams ``{home}`` and ``{away}`` (a rod is
``{home:'s} 5-bar``); a window tells it with the players' own names (you, the CPU, Player 1), the
command line with the rulebook's (home, away). A team's field takes a format spec where English
needs one: ``{home:'s}`` is the possessive ("your", "the CPU's"), ``{home:own}`` the pronoun
("yours") and ``{home:wins|win}`` picks the
verb for a third or a second person.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sim.foosball_table import RodSpec, Side


@dataclass(frozen=True, slots=True)
class Who:
    """A team as a sentence names it."""

    name: str
    you: bool = False  # the reader: "you win", "your goalie"

    def __format__(self, spec: str) -> str:
        if not spec:
            return self.name
        if spec == "'s":
            return "your" if self.you else f"{self.name}'s"
        if spec == "own":
            return "yours" if self.you else f"{self.name}'s"
        third, _, second = spec.partition("|")
        return second if self.you else third


RULEBOOK = {Side.HOME: Who("home"), Side.AWAY: Who("away")}


def rod_name(rod: RodSpec) -> str:
    """A rod as players call it: the goalie, or the bar by its number of figures (the 5-bar)."""
    return "goalie" if rod.role == "goalie" else f"{rod.figures}-bar"


def rod_field(rod: RodSpec) -> str:
    """A rod in a template: its team's possessive and its name."""
    return f"{{{rod.team.value}:'s}} {rod_name(rod)}"


def tell(template: str, names: Mapping[Side, Who] = RULEBOOK) -> str:
    """The template told with these names."""
    return template.format_map({side.value: who for side, who in names.items()})


def bind(template: str, **fields: object) -> str:
    """A template whose teams are still to be named: ``{name}`` and ``{name:spec}`` of a team
    field become that team's own field (``{home}``, ``{away:'s}``); any other field is written
    in as it is."""
    for name, value in fields.items():
        if isinstance(value, Side):
            template = template.replace("{" + name + "}", "{" + value.value + "}")
            template = template.replace("{" + name + ":", "{" + value.value + ":")
        else:
            template = template.replace("{" + name + "}", str(value))
    return template
