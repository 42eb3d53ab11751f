"""The kick window's footer, whole at every text scale (kick_drawing.py draws the rest): at
--ui-scale 1.5 the help line ran past the window and "Esc: back" was cut (play-test 5). The line is
drawn a little smaller first; if it still does not fit, its least needed parts go (the loft, then
the ways to leave a round), Esc's always kept last. A view module (pygame)."""

from __future__ import annotations

import pygame

from games.window import ui

SIZE, SMALLEST = 20, 15  # the footer's text size, and the smallest it is drawn to fit
SEP = " · "
# The parts dropped first when the line is still too long, in this order (by their start).
DROPPED_FIRST = ("wheel", "D:", "T:", "C:", "H:", "F1")


def fitted(line: str, room: int) -> tuple[str, int]:
    """(words, size) of ``line`` to fit ``room`` px: smaller first, then without its least needed
    parts, never without the last (Esc's)."""
    size = SIZE
    while size > SMALLEST and ui.text_width(line, size) > room:
        size -= 1
    parts = line.split(SEP)
    for start in DROPPED_FIRST:
        if ui.text_width(SEP.join(parts), size) <= room:
            break
        parts = [p for p in parts[:-1] if not p.startswith(start)] + parts[-1:]
    return ui.fit(SEP.join(parts), room, size), size


def draw_footer(s: pygame.Surface, line: str, top: int, bar: int) -> None:
    """``line`` in the footer bar ``bar`` px tall from ``top``, fitted (:func:`fitted`)."""
    words, size = fitted(line, s.get_width() - 24)
    ui.text(s, words, (12, top + bar // 2), size, ui.MUTED, "midleft")
