"""All-Pro Football in the replay viewer: the board as the rules left it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame


class BoardPainter:
    def __init__(self, game: Any, area: pygame.Rect) -> None:
        from games.all_pro.ui.view import BoardView

        self.view = BoardView(game)
        self.view.layout(area)

    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Any], index: int, t: float) -> None:
        self.view.game = game
        self.view.draw(s)


def painter(codec: Any, game: Any, area: pygame.Rect) -> BoardPainter:
    return BoardPainter(game, area)
