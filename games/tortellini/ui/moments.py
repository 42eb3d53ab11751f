"""The words under a Tortellini moment's banner (GOAL!, INTERCEPTED!, TACKLED!): the log's line,
never cut off, and never the headline's own word again under it. The banner's box is no wider
than the board, so a line too long for it is told shorter: the part after its colon (what it
means: who has the ball now), and only then wrapped onto two lines."""

from __future__ import annotations

import pygame

from games.core.wording import sentence
from games.window import ui
from games.window.banner import DETAIL, DROP, Banner

MARGIN = 60  # px of the board's width the banner's box and its padding take (banner.py)


def banner_detail(headline: str, words: str, width: int) -> str:
    """``words`` (the log's line) as a banner over a board ``width`` px wide can show them whole."""
    room = width - MARGIN
    word = headline.rstrip("!").lower()
    told = words[len(word) :].lstrip() if words.lower().startswith(word) else words
    # Never the headline's word again right under it ("INTERCEPTED! INTERCEPTED by...": a newcomer).
    first = words if told == words else sentence(told)
    shorter = [first, *(sentence(part.strip()) for part in reversed(words.split(":")[1:]))]
    for line in shorter:
        if line and ui.text_width(line, DETAIL) <= room:
            return line
    return first  # whole, on two lines (WrappedBanner): at 150 % text even its end was cut


class WrappedBanner(Banner):
    """A moment's banner whose words go onto a second line rather than end in "..."; ``terse``:
    its headline alone (the board has no room for its words clear of the chips it tells of)."""

    terse: bool = False

    def detail_lines(self, width: int) -> list[str]:
        if self.terse:
            return []
        if ui.text_width(self.detail, DETAIL) <= width:
            return [self.detail]
        head, bracket, rest = self.detail.partition(" (")  # the score in brackets kept together
        parts = [head, f"({rest}"] if bracket else []
        if parts and all(ui.text_width(part, DETAIL) <= width for part in parts):
            return parts
        return balanced(self.detail, width)

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """In its place from its first frame (``area``: clear of the squares it tells of): dropping
        in from above, it crossed them."""
        age = self.age
        self.age = max(age, DROP)
        try:
            super().draw(surface, area)
        finally:
            self.age = age


def balanced(words: str, width: int) -> list[str]:
    """``words`` wrapped to ``width`` px, no line a lone word where the line before it can spare
    one: wrapped full to the width, a tackle's line at 960 x 600 ended with "d6." alone under it
    (play-test 7/10); narrower, as many lines, the last has two words or more."""
    lines = ui.wrap(words, width, DETAIL, "")
    if len(lines) < 2 or len(lines[-1].split()) > 1:
        return lines
    for narrower in range(width - 4, width // 2, -4):
        again = ui.wrap(words, narrower, DETAIL, "")
        if len(again) > len(lines):
            break
        if len(again[-1].split()) > 1:
            return again
    return lines
