"""Tortellini Football in the replay viewer: the board as the rules left it, with room under it
for the files' letters (a-h) and at its right for the ranks' numbers, so the bar below never
clips them; and the teams' colours for the score diamonds on the bar."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from games.window import ui

EDGE_TEXT = 22  # px: the largest size the board's edge letters are drawn at


class BoardPainter:
    def __init__(self, game: Any, area: pygame.Rect) -> None:
        from games.tortellini.ui.view import TortelliniView

        self.view = TortelliniView(game)
        room = ui.line_height(EDGE_TEXT) + 6  # the letters under the board, the numbers at its right
        self.view.layout(pygame.Rect(area.left, area.top, area.width - room, area.height - room))

    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Any], index: int, t: float) -> None:
        self.view.game = game
        self.view.draw(s, {}, None, [])

    @staticmethod
    def colours() -> dict[str, ui.Color]:
        """Each team's colour by its value, as its chips' arrows show it (a diamond on the bar)."""
        from games.tortellini.ui.pieces import ARROW

        return {str(team.value): colour for team, colour in ARROW.items()}


def painter(codec: Any, game: Any, area: pygame.Rect) -> BoardPainter:
    return BoardPainter(game, area)
