"""The card that asks for the mouse player's key beside the ball: T to take a dead ball or a
free-for-all's ball, P to put a dead ball in front of a figure (the key whose button is lit).
Play-test 3 of issue 32: the request, only small text in the bottom bar, went unseen while the
player watched the ball."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from games.foosball.rules.actions import Phase
from games.foosball.rules.referee import FoosReferee
from games.foosball.ui.prompts import Hands
from games.window import ui
from sim.foosball.spec import Side

SIZE = 22
GAP = 26  # px between the ball and the card


@dataclass(frozen=True, slots=True)
class KeyAsk:
    """A key the mouse player is waited for, and what it does."""

    key: str
    words: str


def asked(ref: FoosReferee, hands: Mapping[Side, Hands]) -> KeyAsk | None:
    """The key the game waits for from the mouse player now, if any."""
    mine = [s for s in Side if hands.get(s) == Hands.MOUSE]
    if not mine or ref.is_over() or ref.failure:
        return None
    you = mine[0]
    if ref.phase == Phase.DEAD and ref.possession == you:
        return KeyAsk("T", "Press T: take the dead ball, it is yours")
    if ref.phase == Phase.DEAD and ref.mover == you:
        where = "your goalie" if ref.stranded() else "your nearest figure"
        # P, as its button says (T does the same, but the T button is greyed: a play-test read
        # "press T" on the card beside a greyed T).
        return KeyAsk("P", f"Press P: put the dead ball in front of {where}")
    if ref.phase == Phase.FREE_FOR_ALL and you not in ref.disqualified:
        return KeyAsk("T", "Press T: take the ball, it is anyone's (free-for-all)")
    return None


def card_rect(ball: tuple[float, float], area: pygame.Rect, words: str) -> pygame.Rect:
    """Beside the ball, never over it: above it, or below when it is near the top; inside
    ``area`` (the table)."""
    box = pygame.Rect(0, 0, ui.text_width(words, SIZE) + 28, ui.line_height(SIZE) + 16)
    box.centerx = round(ball[0])
    box.bottom = round(ball[1]) - GAP
    if box.top < area.top + 30:
        box.top = round(ball[1]) + GAP
    return box.clamp(area)


def draw(surface: pygame.Surface, ball: tuple[float, float], area: pygame.Rect, ask: KeyAsk) -> pygame.Rect:
    box = card_rect(ball, area, ask.words)
    ui.overlay(surface, box, 230, ui.HIGHLIGHT)
    ui.text(surface, ask.words, box.center, SIZE, ui.HIGHLIGHT, "center")
    return box
