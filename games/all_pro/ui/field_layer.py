"""The All-Pro field under the men: squares, stripes and yard numbers, drawn once for a window
size, board place and text scale, then blitted (its few hundred rectangles were most of a
frame's drawing). A view module (pygame)."""

from __future__ import annotations

from typing import Protocol

import pygame

from games.all_pro.rules.board import COLS, ROWS, Team
from games.window import ui
from games.window.layers import Layers
from sim.tiles.grid import Square

LIGHT, DARK = (58, 140, 72), (46, 118, 60)
END_ZONE = {Team.HOME: (150, 60, 52), Team.AWAY: (52, 80, 150)}
STRIPE = (236, 240, 236)

# The drawn field by window size, board origin and square size, and text scale: one size at a
# time (a resized window draws its own again).
_FIELD = Layers()


class Board(Protocol):
    origin: tuple[float, float]
    size: float

    def rect(self, square: Square) -> pygame.Rect: ...

    def stripe_x(self, stripe: int) -> float: ...


def draw_field(s: pygame.Surface, board: Board) -> None:
    _FIELD.blit(s, (s.get_size(), board.origin, board.size, ui.scale()), lambda layer: _draw(layer, board))


def _draw(s: pygame.Surface, board: Board) -> None:
    for row in range(ROWS):
        for col in range(COLS):
            if row < 2 or row >= ROWS - 2:
                colour = END_ZONE[Team.HOME if row < 2 else Team.AWAY]
            else:
                colour = LIGHT if (row + col) % 2 == 0 else DARK
            pygame.draw.rect(s, colour, board.rect((col, row)))
    top, bottom = board.origin[1], board.origin[1] + COLS * board.size
    for stripe in range(0, 101, 5):
        x = board.stripe_x(stripe)
        pygame.draw.line(s, STRIPE, (x, top), (x, bottom), 3 if stripe in (0, 100) else 1)
        if stripe % 10 == 0 and 0 < stripe < 100:
            label = str(min(stripe, 100 - stripe))
            ui.text(s, label, (x, bottom + 3), 18, ui.MUTED, "midtop")
    width, height = round(ROWS * board.size), round(COLS * board.size)
    outline = pygame.Rect(round(board.origin[0]), round(top), width, height)
    pygame.draw.rect(s, STRIPE, outline, 2)
