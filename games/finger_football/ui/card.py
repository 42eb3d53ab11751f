"""A game banner whose detail wraps onto a second line rather than being cut (the kit's banner
fits its detail to one line: "…(a miss, not a touchback) · 3rd down …" lost its end in a
play-test), with a footer line for a card that waits ("Space or a click: go on"), and drawn more
compactly than the kit's banner: small enough to sit in the room beside the field rather than
over its rows of circles (play-test: a result covered the top or bottom rows). A view module
(pygame)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.window import ui
from games.window.banner import DROP, FADE, LIFE, Banner
from games.window.palette import badge

LINES = 2  # the detail's lines at most
HEAD, WORDS = 44, 24  # the headline's size at most, the detail's
PAD = 10  # px above the headline and below the last line
GAP = 4  # px between the detail's lines


@dataclass(slots=True)
class Card(Banner):
    """The kit's banner with a detail of up to two lines, and a ``footer`` line under them (what
    ends a card that waits: "Space or a click: go on")."""

    footer: str = ""

    @classmethod
    def of(cls, banner: Banner, footer: str = "") -> Card:
        if isinstance(banner, Card) and banner.footer == footer:
            return banner
        return cls(banner.headline, banner.detail, banner.colour, banner.age, banner.mark, footer)

    def detail_lines(self, width: int) -> list[str]:
        """The detail's lines, then the footer's: whole (the card widens to the widest line;
        fitted to a detail's width, "Space or a click: go on" lost its end)."""
        lines = self._detail(width)
        return [*lines, self.footer] if self.footer else lines

    def _detail(self, width: int) -> list[str]:
        """The detail broken to ``width``: at its last " · " when both parts fit (a word alone
        on the second line read as an orphan), else at spaces; two lines at most."""
        if ui.text_width(self.detail, WORDS) <= width:
            return [self.detail]
        head, dot, tail = self.detail.rpartition(" · ")
        if dot and max(ui.text_width(head, WORDS), ui.text_width(tail, WORDS)) <= width:
            return [head, tail]
        lines = ui.wrap(self.detail, width, WORDS, indent="")
        if len(lines) > LINES:
            lines = [*lines[: LINES - 1], ui.fit(" ".join(lines[LINES - 1 :]), width, WORDS)]
        return lines

    def layout(self, room: int) -> tuple[int, list[str], pygame.Rect]:
        """(headline size, lines, box at the origin) of the card within ``room`` px of width."""
        size = HEAD
        while size > 24 and ui.text_width(self.headline, size) > room - 60:
            size -= 4
        mark = ui.px(60) if self.mark is not None else 0
        head = ui.text_width(self.headline, size)
        width = min(room - 20, max(head, ui.text_width(self.detail, WORDS)) + 60)
        lines = self.detail_lines(width - 30)
        widest = max(head, *(ui.text_width(line, WORDS) for line in lines))
        width = min(room - 20, widest + 60 + mark)
        height = ui.line_height(size) + len(lines) * (ui.line_height(WORDS) + GAP) + 2 * PAD
        return size, lines, pygame.Rect(0, 0, width, height)

    def height(self, room: int) -> int:
        """How tall the card is within ``room`` px of width."""
        return self.layout(room)[2].height

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Centred on ``area``, as wide as it needs within it; it drops in and fades as the kit's
        banner does."""
        if self.done:
            return
        size, lines, box = self.layout(area.width)
        drop = min(self.age / DROP, 1.0)
        box.center = (area.centerx, round(area.centery - (1.0 - drop) * area.height / 3))
        fade = min(1.0, max(0.0, (LIFE - self.age) / FADE))
        ui.overlay(surface, box, round(225 * fade), self.colour)
        alpha = round(255 * fade)
        top = box.top + PAD
        shown = ui.text(surface, self.headline, (box.centerx, top), size, self.colour, "midtop", alpha)
        if self.mark is not None and fade > 0.5:
            badge(surface, (box.left + ui.px(22), shown.centery), self.mark[0], self.colour, self.mark[1])
        y = top + ui.line_height(size) + GAP
        for k, line in enumerate(lines):
            colour = ui.ACCENT if self.footer and k == len(lines) - 1 else ui.PAPER
            ui.text(surface, line, (box.centerx, y), WORDS, colour, "midtop", alpha)
            y += ui.line_height(WORDS) + GAP
