"""The foosball referee's names for things, on top of the shared wording (games/core/wording.py): the
rulebook's names of the teams, and each rod as players call it."""

from __future__ import annotations

from collections.abc import Mapping

from games.core.wording import Who, bind, rulebook
from games.core.wording import tell as _tell
from sim.foosball.spec import RodSpec, Side

RULEBOOK = rulebook(Side)
__all__ = ["RULEBOOK", "Who", "bind", "rod_field", "rod_name", "tell"]


def rod_name(rod: RodSpec) -> str:
    """A rod as the window names it: the goalie, or the rod by its place (the midfield rod), as
    the labels beside the handles say."""
    return "goalie" if rod.role == "goalie" else f"{rod.role} rod"


def rod_field(rod: RodSpec) -> str:
    """A rod in a template: its team's possessive and its name."""
    return f"{{{rod.team.value}:'s}} {rod_name(rod)}"


def tell(template: str, names: Mapping[Side, Who] = RULEBOOK) -> str:
    """The template told with these names (the rulebook's by default)."""
    return _tell(template, names)
