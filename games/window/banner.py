"""A banner for a moment of a game (a score, a turnover, the final whistle): it drops in over the
playing surface, holds, and fades. It never takes the input: play goes on under it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import ui
from .palette import badge

LIFE = 2.4  # s on screen
DROP = 0.25  # s to drop in
FADE = 0.5  # s to fade out
HEADLINE, DETAIL = 64, 28
DETAIL_LINES = 3


@dataclass(slots=True)
class Banner:
    headline: str
    detail: str
    colour: ui.Color
    age: float = 0.0
    # The team's mark beside the headline (its letter, and a square for the second team): the
    # banner's colour is never the only cue of whose moment it is (games/window/palette.py).
    mark: tuple[str, bool] | None = None

    def update(self, dt: float) -> None:
        self.age += dt

    @property
    def done(self) -> bool:
        return self.age >= LIFE

    def detail_lines(self, width: int) -> list[str]:
        """The detail as drawn under the headline, each line at most ``width`` wide: broken at
        spaces, DETAIL_LINES at most, the last cut to fit if more remain (a result cut at one
        line lost its end: "Your ball at your 5: fir..."); a subclass may break it its own way
        (draw lays out as many lines as this gives)."""
        lines = ui.wrap(self.detail, width, DETAIL, "")
        if len(lines) > DETAIL_LINES:
            rest = " ".join(lines[DETAIL_LINES - 1 :])
            lines = [*lines[: DETAIL_LINES - 1], ui.fit(rest, width, DETAIL)]
        return lines

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Centred on ``area``, as wide as it needs within it."""
        if self.done:
            return
        size = HEADLINE
        while size > 28 and ui.text_width(self.headline, size) > area.width - 60:
            size -= 4
        width = min(
            area.width - 20, max(ui.text_width(self.headline, size), ui.text_width(self.detail, DETAIL)) + 60
        )
        if self.mark is not None:
            width = min(area.width - 20, width + ui.px(60))  # room for the mark
        lines = self.detail_lines(width - 30)
        if len(lines) > 1:  # wrapped: as wide as the longer line or the headline, no wider
            widest = max(ui.text_width(self.headline, size), *(ui.text_width(line, DETAIL) for line in lines))
            width = min(area.width - 20, widest + 60)
        tall = ui.line_height(DETAIL)
        box = pygame.Rect(0, 0, width, ui.line_height(size) + tall * len(lines) + 4 * (len(lines) - 1) + 36)
        drop = min(self.age / DROP, 1.0)
        box.center = (area.centerx, round(area.centery - (1.0 - drop) * area.height / 3))
        fade = min(1.0, max(0.0, (LIFE - self.age) / FADE))
        ui.overlay(surface, box, round(225 * fade), self.colour)
        top = box.top + 12
        alpha = round(255 * fade)
        shown = ui.text(surface, self.headline, (box.centerx, top), size, self.colour, "midtop", alpha)
        if self.mark is not None and fade > 0.5:
            badge(surface, (box.left + ui.px(22), shown.centery), self.mark[0], self.colour, self.mark[1])
        y = top + ui.line_height(size) + 8
        for line in lines:
            ui.text(surface, line, (box.centerx, y), DETAIL, ui.PAPER, "midtop", alpha)
            y += tall + 4
