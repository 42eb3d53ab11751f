"""The one hint paragraph the side panel shows under the figures (the pass odds, the kick's
chances): the one that matters now. A newcomer's panel stacked four orange paragraphs at once
("Call lateral" explained in full every turn, "Nobody is open...", "To get a man open: ...") and
read as a wall; the candidates are taken in order of what costs most if missed (a safety, a
blocked kick, a tackle) down to what only explains the board, and the first that applies is
shown. The lateral is explained only with the pointer on its button. It was also explained as
"the sensible call" with the carrier caught where he stands, but a lateral is made as a short
pass, the defence moving first: called while the carrier can be reached it is a sack, never the
way out it was hinted as (round 5)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Protocol

import pygame

from games.all_pro.rules.actions import Call, Phase
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.prompts import LATERAL_LINE, no_pass, open_now
from games.all_pro.ui.view import label
from sim.tiles.grid import Square, line_distance

LATERAL_BUTTON = "Call lateral"  # prompts.CALL_LABELS
NOBODY_OPEN_THROW = "Nobody is open: the ball can only be thrown away"
NOBODY_OPEN_CALL = (
    "Nobody is open for a pass now: a pass called now must likely be thrown away (15 yards back)"
)


class Hinted(Protocol):
    game: AllPro
    pointer: tuple[int, int]  # where the mouse last was (the scene's events)

    @property
    def my_turn(self) -> bool: ...
    def danger(self) -> frozenset[Square]: ...


def pointing_at(scene: Hinted, bar: Sequence[tuple[str, pygame.Rect]], name: str) -> bool:
    return any(label == name and rect.collidepoint(scene.pointer) for label, rect in bar)


def call_hints(scene: Hinted, lateral: bool) -> Iterator[str]:
    """At the call with the ball: the lateral (when it matters), then the forward pass."""
    g = scene.game
    if g.phase != Phase.CALL or not scene.my_turn or g.carrier is None:
        return
    legal = g.legal_actions()
    if lateral and Call("lateral") in legal:
        yield LATERAL_LINE
    if Call("pass") not in legal:
        yield f"No forward pass now: {no_pass(g)}"
    elif open_now(g):
        passer = g.men[g.carrier].square
        named = ", ".join(f"{label(r)} {line_distance(passer, g.men[r].square)} spaces" for r in open_now(g))
        yield f"Open now for a pass: {named} (the light lanes on the board)"
    else:
        yield NOBODY_OPEN_CALL


def first(*candidates: Callable[[], str | list[str] | None]) -> list[str]:
    """The first candidate that has something to say, as one paragraph (a candidate's lines
    joined as sentences), or nothing."""
    for candidate in candidates:
        said = candidate()
        if isinstance(said, list):
            said = ". ".join(line.rstrip(".") for line in said) if said else None
        if said:
            return [said]
    return []
