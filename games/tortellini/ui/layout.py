"""Where the Tortellini window puts things, from the window's size: the home rows' names at the
left, a caption line above the board, the board, the buttons and the hint in a footer of their
own below it (never over the board or each other), and the side panel at the right. Text and
boxes grow with the window (``k``) as well as with the player's UI scale (games/window/ui.py)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.window import ui

BASE = (1280, 720)  # the window the base sizes are for


@dataclass(frozen=True, slots=True)
class Layout:
    size: tuple[int, int]

    @property
    def k(self) -> float:
        """How much larger than at 1280 x 720 (never much smaller)."""
        w, h = self.size
        return min(max(min(w / BASE[0], h / BASE[1]), 0.8), 1.5)

    def px(self, length: float) -> int:
        """A length of the layout at this window's size and the player's UI scale."""
        return ui.px(length * self.k)

    def font(self, size: float) -> int:
        """A text size at this window's size (ui.text adds the player's UI scale)."""
        return max(12, round(size * self.k))

    @property
    def panel(self) -> pygame.Rect:
        """A third of a small window, at most 410 px: at 960 x 600 the board had 50 px squares
        beside a panel of 403 px, and chips sharing a square were hard to read (play-test 7/10)."""
        w, h = self.size
        width = max(self.px(300), min(ui.px(410), round(w * 0.34)))
        return pygame.Rect(w - width, 0, width, h)

    @property
    def footer(self) -> pygame.Rect:
        """The buttons' row and the hint's line, under the board."""
        h = self.size[1]
        tall = self.button_height + self.px(12) + ui.line_height(self.font(20)) + self.px(8)
        return pygame.Rect(0, h - tall, self.panel.left, tall)

    @property
    def button_height(self) -> int:
        return max(self.px(38), ui.line_height(self.font(24)) + 8)

    @property
    def caption(self) -> pygame.Rect:
        """The line above the board that says what a turn being shown is doing."""
        return pygame.Rect(self.px(12), 0, self.panel.left - self.px(24), self.px(50))

    @property
    def board_area(self) -> pygame.Rect:
        left = self.px(136)  # the home rows' names, in two lines
        top = self.caption.bottom
        letters = ui.line_height(self.font(20)) + 4  # the columns' letters under the board
        return pygame.Rect(
            left,
            top,
            self.panel.left - left - self.px(40),
            self.footer.top - top - letters,
        )
