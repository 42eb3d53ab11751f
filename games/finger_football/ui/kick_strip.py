"""The kick window's message strip: its words fitted whole into the room they have. The result's
story, what to do next, the tremble and a round's score could come to a fourth line that the strip
then dropped (play-test); here every line is kept, a size smaller when they need it, down to one
still readable. A view module (pygame)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from games.window import ui

LINES = 22  # the strip's words under its headline
SMALLEST = 15  # the smallest they shrink to


def fitted(paragraphs: Sequence[str], width: int, height: int, size: int = LINES) -> tuple[int, list[str]]:
    """The largest size from ``size`` down to SMALLEST at which ``paragraphs``, each wrapped to
    ``width`` px, fit ``height`` px, and their lines at that size."""
    lines: list[str] = []
    for k in range(size, SMALLEST - 1, -1):
        lines = [line for words in paragraphs for line in ui.wrap(words, width, k, indent="")]
        if len(lines) * ui.line_height(k) <= height:
            return k, lines
    return SMALLEST, lines


def draw_lines(
    s: pygame.Surface, paragraphs: Sequence[str], box: pygame.Rect, colour: ui.Color, size: int = LINES
) -> list[str]:
    """``paragraphs`` centred in ``box`` from its top, as large as fits; the lines drawn."""
    k, lines = fitted(paragraphs, box.width, box.height, size)
    shown = lines[: max(1, box.height // ui.line_height(k))]
    top = box.top
    for line in shown:
        ui.text(s, ui.fit(line, box.width, k), (box.centerx, top), k, colour, "midtop")
        top += ui.line_height(k)
    return shown
