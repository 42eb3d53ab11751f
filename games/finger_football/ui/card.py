"""A game banner whose detail wraps onto a second line rather than being cut (the kit's banner
fits its detail to one line: "…(a miss, not a touchback) · 3rd down …" lost its end in a
play-test). Drawn as the kit's banner is: it drops in, holds and fades. A view module (pygame)."""

from __future__ import annotations

import pygame

from games.window import ui
from games.window.banner import DETAIL, DROP, FADE, HEADLINE, LIFE, Banner
from games.window.palette import badge

LINES = 2  # the detail's lines at most


class Card(Banner):
    """The kit's banner with a detail of up to two lines."""

    __slots__ = ()

    @classmethod
    def of(cls, banner: Banner) -> Card:
        if isinstance(banner, Card):
            return banner
        return cls(banner.headline, banner.detail, banner.colour, banner.age, banner.mark)

    def detail_lines(self, width: int) -> list[str]:
        """The detail broken to ``width``: at its last " · " when both parts fit (a word alone
        on the second line read as an orphan), else at spaces; two lines at most."""
        if ui.text_width(self.detail, DETAIL) <= width:
            return [self.detail]
        head, dot, tail = self.detail.rpartition(" · ")
        if dot and max(ui.text_width(head, DETAIL), ui.text_width(tail, DETAIL)) <= width:
            return [head, tail]
        lines = ui.wrap(self.detail, width, DETAIL, indent="")
        if len(lines) > LINES:
            lines = [*lines[: LINES - 1], ui.fit(" ".join(lines[LINES - 1 :]), width, DETAIL)]
        return lines

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        if self.done:
            return
        size = HEADLINE
        while size > 28 and ui.text_width(self.headline, size) > area.width - 60:
            size -= 4
        widest = max(ui.text_width(self.headline, size), ui.text_width(self.detail, DETAIL))
        width = min(area.width - 20, widest + 60)
        if self.mark is not None:
            width = min(area.width - 20, width + ui.px(60))
        lines = self.detail_lines(width - 30)
        if len(lines) > 1:  # two lines: as wide as the longer of them, no wider
            width = min(area.width - 20, max(ui.text_width(self.headline, size), *map(_width, lines)) + 60)
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


def _width(line: str) -> int:
    return ui.text_width(line, DETAIL)
