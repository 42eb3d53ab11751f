"""The card that asks for the mouse player's key beside the ball: T to take a dead ball or a
free-for-all's ball, P to put a dead ball in front of a figure (the key whose button is lit).
Play-test 3 of issue 32: the request, only small text in the bottom bar, went unseen while the
player watched the ball."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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


def card_rect(
    ball: tuple[float, float], area: pygame.Rect, words: str, clear_of: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """Beside the ball, never over it: above it, or below, inside ``area`` (the playing field: a
    play-test saw the card stick out past the table), covering as few of ``clear_of`` (the
    figures) as it can (a play-test: it hid the player's goalie and defence man)."""
    box = pygame.Rect(0, 0, ui.text_width(words, SIZE) + 28, ui.line_height(SIZE) + 16)
    x, y = round(ball[0]), round(ball[1])
    best: tuple[int, int, pygame.Rect] | None = None
    for rank, (dy, dx) in enumerate((a, b) for a in (-1, 1) for b in (0, 1, -1)):
        box.centerx = x + dx * box.width // 3
        if dy < 0:
            box.bottom = y - GAP
        else:
            box.top = y + GAP
        placed = box.clamp(area)
        if abs(placed.centery - y) < GAP:
            continue  # clamped onto the ball
        covered = sum(1 for figure in clear_of if placed.colliderect(figure))
        if best is None or (covered, rank) < best[:2]:
            best = (covered, rank, placed)
    return best[2] if best is not None else box.clamp(area)


def draw(
    surface: pygame.Surface,
    ball: tuple[float, float],
    area: pygame.Rect,
    ask: KeyAsk,
    clear_of: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    box = card_rect(ball, area, ask.words, clear_of)
    ui.overlay(surface, box, 230, ui.HIGHLIGHT)
    ui.text(surface, ask.words, box.center, SIZE, ui.HIGHLIGHT, "center")
    return box
