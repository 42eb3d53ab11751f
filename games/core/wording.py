"""Sentences about teams, told to whoever reads them: shared by the games' referees and logs.

A rules engine writes each sentence as a template naming the teams by their values, ``{home}``
and ``{away}``; a window tells it with the players' own names (you, the CPU, Player 1), the
command line with the rulebook's (home, away). A team's field takes a format spec where English
needs one: ``{home:'s}`` is the possessive ("your", "the CPU's"), ``{home:own}`` the pronoun
("yours") and ``{home:wins|win}`` picks the verb for a third or a second person.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

Team = TypeVar("Team", bound=Enum)


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


def rulebook(teams: type[Team]) -> dict[Team, Who]:
    """The teams named as the rulebook names them: by their values (home, away)."""
    return {team: Who(str(team.value)) for team in teams}


def tell(template: str, names: Mapping[Team, Who]) -> str:
    """The template told with these names."""
    return template.format_map({str(team.value): who for team, who in names.items()})


def escape(words: str) -> str:
    """Words written into a template as they are: braces doubled, so none reads as a team."""
    return words.replace("{", "{{").replace("}", "}}")


def bind(template: str, **fields: object) -> str:
    """A template whose teams are still to be named: ``{name}`` and ``{name:spec}`` of a team
    field (any enum whose values are the template's team names) become that team's own field
    (``{home}``, ``{away:'s}``); any other field is written in as it is."""
    for name, value in fields.items():
        if isinstance(value, Enum):
            template = template.replace("{" + name + "}", "{" + str(value.value) + "}")
            template = template.replace("{" + name + ":", "{" + str(value.value) + ":")
        else:
            template = template.replace("{" + name + "}", str(value))
    return template


def sentence(words: str) -> str:
    """``words`` with a capital first letter."""
    return words[:1].upper() + words[1:]


# Writing templates inside f-strings: these give a team's fields, braces and all.
def who(team: Enum) -> str:
    """The team named: "{home}"."""
    return "{" + str(team.value) + "}"


def whose(team: Enum) -> str:
    """The team's possessive: "{home:'s}"."""
    return "{" + str(team.value) + ":'s}"


def verb(team: Enum, third: str, second: str) -> str:
    """A word that agrees with the team: "{home:kicks|kick}"."""
    return "{" + str(team.value) + ":" + third + "|" + second + "}"
