"""Where the All-Pro window shows a moment's banner and the dice: off the action.

A banner in the middle of the board covered the ball and the kicker just as the person had to
move (PUNT: block the kick), and the dice sat on the field's corner and end zone. The banner is
a strip: in the room above the field when the window has it, else along the field's edge away
from the ball's rows. The dice roll beside the strip above the field, or in the panel's corner.
"""

from __future__ import annotations

import pygame

from games.all_pro.ui.layout import Layout
from games.window import ui
from games.window.banner import DROP, FADE, LIFE, Banner

HEAD, DETAIL = 30, 20  # the strip's headline and detail
LEAST = 16  # the least size of a detail squeezed in to be read whole
ROOM = 38  # px at scale 1 the room above the field needs to hold the strip and the dice
CLEAR = 18  # px over the field's top edge kept for the first-down marker's tick


def above(lay: Layout, field: pygame.Rect) -> pygame.Rect | None:
    """The free room between the score bar and the field, if it is tall enough."""
    top = lay.top.bottom + 4
    bottom = field.top - CLEAR
    if not lay.side or bottom - top < ui.px(ROOM):
        return None
    return pygame.Rect(field.left, top, field.width, bottom - top)


def dice_box(lay: Layout, field: pygame.Rect) -> pygame.Rect:
    """Where the dice roll: the right end of the room above the field, else the panel's top right."""
    room = above(lay, field)
    if room is not None:
        width = min(room.width // 4, 3 * room.height)
        return pygame.Rect(room.right - width, room.top, width, room.height)
    height = ui.px(ROOM)
    return pygame.Rect(lay.panel.right - 3 * height - 8, lay.panel.top + 4, 3 * height, height)


def strip_rect(lay: Layout, field: pygame.Rect, ball_y: float | None) -> pygame.Rect:
    """The banner's strip: above the field (left of the dice), else over the field's top or
    bottom edge, whichever is further from the ball."""
    room = above(lay, field)
    if room is not None:
        dice = dice_box(lay, field)
        return pygame.Rect(room.left, room.top, dice.left - room.left - 10, room.height)
    height = ui.line_height(HEAD) + 10
    strip = pygame.Rect(field.left + 10, field.top + 4, field.width - 20, height)
    if ball_y is not None and ball_y < field.centery:
        strip.bottom = field.bottom - 4
    return strip


def draw_strip(surface: pygame.Surface, banner: Banner, rect: pygame.Rect) -> None:
    """The banner as a strip in ``rect``: the headline, then as much of the detail as fits."""
    if banner.done:
        return
    fade = min(1.0, max(0.0, (LIFE - banner.age) / FADE))
    grow = min(banner.age / DROP, 1.0)
    box = rect.inflate(-round((1.0 - grow) * rect.width * 0.3), 0)
    ui.overlay(surface, box, round(235 * fade), banner.colour)
    alpha = round(255 * fade)
    left = box.left + 12
    shown = ui.text(surface, banner.headline, (left, box.centery), HEAD, banner.colour, "midleft", alpha)
    room = box.right - shown.right - 24
    if room <= 40 or not banner.detail:
        return
    size, lines = fitted(banner.detail, room, box.height - 4)
    y = box.centery - len(lines) * ui.line_height(size) // 2
    for line in lines:
        y = ui.text(surface, line, (shown.right + 14, y), size, ui.PAPER, "topleft", alpha).bottom


def fitted(words: str, width: int, height: int) -> tuple[int, list[str]]:
    """The detail's size and lines: the largest size, down to the least readable, at which it
    fits whole; cut short only if it fits at none."""
    for size in range(DETAIL, LEAST - 1, -1):
        lines = ui.wrap(words, width, size)
        fits = max(1, height // ui.line_height(size))
        if len(lines) <= fits:
            return size, lines
    return LEAST, [*lines[: fits - 1], ui.fit(" ".join(lines[fits - 1 :]), width, LEAST)]
