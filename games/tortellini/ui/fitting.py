"""Words fitted whole into a box at any text size (the player's 100 %, 125 % or 150 %): wrapped
onto as many lines as the box holds, and only then smaller, never cut with "..." (at 150 % the
caption, the hint and a banner's words ended in "...": play-test 7/10)."""

from __future__ import annotations

import pygame

from games.window import ui

LEAST = 12  # the smallest text size tried (before the player's scale)


def fitted(words: str, width: int, height: int, size: int) -> tuple[list[str], int]:
    """``words`` as lines of at most ``width`` px whose heights add up to at most ``height``, at
    the largest text size from ``size`` down that does it (the smallest one tried, else)."""
    lines = [words]
    for tried in range(size, LEAST - 1, -1):
        lines = ui.wrap(words, width, tried, "")
        whole = not any(line.endswith("…") for line in lines)
        if whole and len(lines) * ui.line_height(tried) <= height:
            return lines, tried
    return lines, LEAST


def draw_fitted(
    s: pygame.Surface,
    words: str,
    box: pygame.Rect,
    size: int,
    colour: ui.Color,
    anchor: str = "center",
    centre_x: int | None = None,
) -> None:
    """``words`` fitted into ``box``, centred on it (on ``centre_x`` when given) or, with
    ``anchor`` "topleft", from its top left."""
    lines, used = fitted(words, box.width, box.height, size)
    tall = ui.line_height(used)
    if anchor == "topleft":
        for i, line in enumerate(lines):
            ui.text(s, line, (box.left, box.top + i * tall), used, colour)
        return
    top = box.centery - tall * len(lines) / 2
    x = box.centerx if centre_x is None else centre_x
    for i, line in enumerate(lines):
        ui.text(s, line, (x, top + i * tall), used, colour, "midtop")
