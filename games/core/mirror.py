"""Mirror symmetry: a game whose rules treat its two sides alike plays the same with the sides
swapped (and its field turned end for end, where it has one). Such a game says how it mirrors in
its spec (``GameSpec.mirror``), and the conformance suite holds it to it: the mirrored action
played in the mirrored position gives the mirror of what the action gives in the position, its
events, its state and its outcome (tests/conformance/checks.py: ``check_mirror``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


def same_outcome(what: str, outcome: Any) -> Any:
    """A throw that comes up the same in the mirrored game (a die: its faces name no side)."""
    return outcome


@dataclass(frozen=True, slots=True)
class Mirror:
    """How a game mirrors. Each function returns a new value and changes nothing it is given."""

    # engine -> a new engine: the same position, the sides swapped, the field turned where it has
    # geometry; its log and its options mirrored as well (an option that names a side names the
    # other). Mirroring twice gives the position back.
    state: Callable[[Any], Any]
    # (engine, action) -> the same action by the other side, in the mirrored position: ``engine``
    # is the position it is played in (where the field's geometry is needed).
    action: Callable[[Any, Any], Any]
    # (engine, event) -> the event the mirrored game says instead.
    event: Callable[[Any, Any], Any]
    # (what, outcome) -> what the same throw shows in the mirrored game: a toss won by one side is
    # won by the other; a die is the same die.
    chance: Callable[[str, Any], Any] = same_outcome


def swap_sides(template: str, sides: tuple[str, str]) -> str:
    """A sentence's template (games/core/wording.py) with its two sides' fields swapped, ``{home}``
    for ``{away}`` and ``{away:'s}`` for ``{home:'s}``; a score said "{home} 7, {away} 14" is
    still said with the first side first, as the game says it."""
    first, second = sides
    swapped = re.sub(
        r"(?<!\{)\{(" + re.escape(first) + "|" + re.escape(second) + r")(?=[:}])",
        lambda m: "{" + (second if m.group(1) == first else first),
        template,
    )
    return re.sub(
        r"\{" + re.escape(second) + r"\} (\d+), \{" + re.escape(first) + r"\} (\d+)",
        lambda m: f"{{{first}}} {m.group(2)}, {{{second}}} {m.group(1)}",
        swapped,
    )
