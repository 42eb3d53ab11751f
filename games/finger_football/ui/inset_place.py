"""Where a close call's magnified inset goes, and its caption's lines. In the mat's corner it
covered the field (an end zone, the circles on the 10 and 15: newcomer play-test), so it goes in
a free room above or below the mat when one is tall enough (a 1280x720 window has both), its
caption beside the picture; only where there is none, over the mat's corner farthest from the
slider and the lit circles. Its caption never ends on a word alone ("...from the white centre:
a" over "miss" read as a fragment). A view module (pygame)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from games.window import ui

SIZE = 180  # px: the picture's side over the mat (at the player's UI scale)
SMALLEST = 80  # px: a picture smaller shows too little of the gap
CAPTION = 190  # px: the caption's column beside the picture, outside the mat
PAD = 4  # px between the frame and the picture
GAP = 6  # px between the inset and the mat, or a room's edge
LABEL = 18  # the caption under the picture, over the mat
ROOMY = 22  # the caption beside it, outside the mat: a column of its own


@dataclass(frozen=True, slots=True)
class Inset:
    """The inset's frame, the magnified picture's square in it, and where its words go (at
    ``size``)."""

    box: pygame.Rect
    picture: pygame.Rect
    caption: pygame.Rect
    size: int = LABEL


Spot = tuple[float, float, float]  # a point on the screen and the radius kept clear around it


def place(
    mat: pygame.Rect, rooms: Sequence[pygame.Rect], slider: Spot, lit: Sequence[Spot], lines: int = 2
) -> Inset:
    """Outside the mat in the free ``rooms`` (the one nearer the slider first), under the
    slider's own column; else over the mat, clear of the ``slider`` and the ``lit`` circles."""
    for room in sorted(rooms, key=lambda r: abs(r.centery - slider[1])):
        inset = beside(room, slider[0], hug_bottom=room.bottom <= mat.centery)
        if inset is not None:
            return inset
    return over_the_mat(mat, [slider, *lit], lines)


def beside(room: pygame.Rect, x: float, hug_bottom: bool) -> Inset | None:
    """The inset in ``room`` beside the mat (``hug_bottom``: the room is above it), the picture
    as tall as the room allows and the caption to its right; None if the room is too low or
    narrow."""
    side = min(ui.px(SIZE), room.height - 2 * GAP - 2 * PAD)
    width = side + ui.px(CAPTION) + 3 * PAD
    if side < ui.px(SMALLEST) or width > room.width:
        return None
    box = pygame.Rect(0, 0, width, side + 2 * PAD)
    box.centerx = round(x)
    if hug_bottom:
        box.bottom = room.bottom - GAP
    else:
        box.top = room.top + GAP
    box.clamp_ip(room)
    picture = pygame.Rect(box.left + PAD, box.top + PAD, side, side)
    caption = pygame.Rect(picture.right + PAD, box.top + PAD, box.right - picture.right - 2 * PAD, side)
    return Inset(box, picture, caption, ROOMY)


def over_the_mat(mat: pygame.Rect, keep_clear: Sequence[Spot], lines: int) -> Inset:
    """The inset in the corner of ``mat`` farthest from every spot to keep clear (the slider
    first: a tie goes to the corner farther from it), its caption under the picture."""
    side = ui.px(SIZE)
    box = pygame.Rect(0, 0, side, side + lines * ui.line_height(LABEL) + 2 * PAD)
    corners = []
    for left in (True, False):
        for top in (True, False):
            trial = box.copy()
            trial.left = mat.left + 8 if left else mat.right - 8 - box.width
            trial.top = mat.top + 8 if top else mat.bottom - 8 - box.height
            corners.append(trial)

    def clearance(r: pygame.Rect) -> tuple[float, float]:
        gaps = [_apart(r, spot) for spot in keep_clear]
        return min(gaps), gaps[0]

    box = max(corners, key=clearance)
    picture = pygame.Rect(box.left + PAD, box.top + PAD, side - 2 * PAD, side - 2 * PAD)
    caption = pygame.Rect(
        box.left + 5, picture.bottom + PAD, box.width - 10, box.bottom - picture.bottom - PAD
    )
    return Inset(box, picture, caption)


def _apart(r: pygame.Rect, spot: Spot) -> float:
    """How far the edge of ``spot``'s disk stays outside ``r`` (< 0: inside it)."""
    x, y, radius = spot
    dx = max(r.left - x, 0.0, x - r.right)
    dy = max(r.top - y, 0.0, y - r.bottom)
    return math.hypot(dx, dy) - radius


def caption_lines(words: str, width: int, size: int, rows: int) -> list[str]:
    """``words`` in at most ``rows`` lines of ``width``, the last line never one word alone
    when the words run to more than one line: narrower lines first, then the widest that fits."""
    lines = ui.wrap(words, width, size, indent="")
    narrowest = width * 2 // 3
    for trial_width in range(width, narrowest, -4):
        trial = ui.wrap(words, trial_width, size, indent="")
        if len(trial) > rows:
            break
        if len(trial) == 1 or " " in trial[-1]:
            return trial
    if len(lines) > rows:
        lines = [*lines[: rows - 1], ui.fit(" ".join(lines[rows - 1 :]), width, size)]
    return lines


def free_rooms(
    mat: pygame.Rect, height: int, top_bar: int, bottom_bar: int, taken: Sequence[object]
) -> list[pygame.Rect]:
    """The rooms between the title bar and the mat, and the mat and the bottom bar (as wide as
    the mat), that nothing ``taken`` (a card's area, the guide's strip) lies in."""
    above = pygame.Rect(mat.left, top_bar, mat.width, mat.top - top_bar)
    below = pygame.Rect(mat.left, mat.bottom, mat.width, height - bottom_bar - mat.bottom)
    held = [t for t in taken if isinstance(t, pygame.Rect)]
    return [r for r in (above, below) if r.height > 0 and not any(r.colliderect(t) for t in held)]
