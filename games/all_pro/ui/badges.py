"""Where a small mark goes on the All-Pro board (a pass lane's distance, a receiver's odds):
the first of its candidate points where it covers no man, no label, no ball and no other mark,
inside the field. A mark with no such place is not drawn: the panel and the buttons say the same
in words ("Throw to E1 (6 spaces)"), and a mark over a man hid who stood there."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

Point = tuple[float, float]


def clear_place(
    points: Iterable[Point], size: tuple[int, int], blocked: Sequence[pygame.Rect], area: pygame.Rect
) -> pygame.Rect | None:
    """A box of ``size`` centred on the first of ``points`` where it lies inside ``area`` and
    touches none of ``blocked``."""
    for x, y in points:
        box = pygame.Rect(0, 0, *size)
        box.center = (round(x), round(y))
        if area.contains(box) and box.collidelist(list(blocked)) < 0:
            return box
    return None


def along(start: Point, end: Point, steps: int, size: float) -> list[Point]:
    """Points for a lane's badge: on the lane every half square, from its middle outwards, then
    beside it (off its line by half a square and a square), also from the middle outwards."""
    (x0, y0), (x1, y1) = start, end
    n = max(1, 2 * steps)
    ks = sorted(range(1, n), key=lambda k: abs(k - n / 2))
    on = [(x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n) for k in ks]
    length = max(1e-9, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length  # the lane's normal
    beside = [(x + nx * d, y + ny * d) for d in (0.5 * size, -0.5 * size, size, -size) for x, y in on]
    return on + beside


def around(centre: Point, radius: float, size: tuple[int, int]) -> list[Point]:
    """Points for a mark of ``size`` about a man of ``radius``: just above him, below, then to
    his right and left."""
    x, y = centre
    up, side = radius + size[1] / 2 + 2, radius + size[0] / 2 + 2
    return [(x, y - up), (x, y + up), (x + side, y), (x - side, y)]
