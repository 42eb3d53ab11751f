"""A short order's arrow (a step onto the next square where a chip stands, the two chips side by
side) drawn as a curved hop: straight, it was all arrowhead, its shaft unseen (play-test 7/10).
The hop leaves its chip's edge, arcs to one side and comes down at the other chip's edge, its
head along the arc's last stretch; it is drawn after the chips, so its head is never under one."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import partial

import pygame

from games.tortellini.rules.actions import PASS, Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import pieces
from games.tortellini.ui.sharing import body_gap

Point = tuple[float, float]
Spot = tuple[float, float, float]
AT_CHIP = 6  # px: an arrow ending this near a chip's edge ends at that chip
HEAD = 3.2  # an arrow's head, in widths (pieces._draw_arrow)
SHORT = 2.6  # an arrow shorter than this many heads is drawn as a hop


def width_px(width: float) -> int:
    return max(3, round(width))


def is_short(start: Point, end: Point, width: float) -> bool:
    """Is the arrow from ``start`` to ``end`` mostly head, drawn straight?"""
    return math.dist(start, end) < SHORT * HEAD * width_px(width)


def hop(start: Point, end: Point, rise: float, side: float, steps: int = 16) -> list[Point]:
    """The hop's points: a curve from ``start`` to ``end`` whose middle lies ``rise`` px to the
    ``side`` (+1: left of the way it goes, on screen; -1: right) of the straight line."""
    length = math.dist(start, end) or 1.0
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    nx, ny = uy * side, -ux * side  # left of the way, y down the screen
    mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
    cx, cy = mx + nx * 2 * rise, my + ny * 2 * rise  # a quadratic's middle lies half way to it
    out: list[Point] = []
    for k in range(steps + 1):
        t = k / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * start[0] + b * cx + c * end[0], a * start[1] + b * cy + c * end[1]))
    return out


def side_hop(start: Point, end: Point, centre: Point, size: float, side: float) -> list[Point]:
    """The hop of an arrow from ``start`` (its chip's edge, the chip centred at ``centre``) to
    ``end``, a square ``size`` px: from the chip's edge turned 60 degrees to the ``side``, up
    and over, down beside the end a fifth of a square to that side (between two chips a square
    apart, the straight arrow had no room for more than its head)."""
    length = math.dist(start, end) or 1.0
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    nx, ny = uy * side, -ux * side  # to the side, y down the screen
    reach = math.dist(start, centre)
    cos, sin = 0.5, math.sqrt(3) / 2
    begin = (centre[0] + (ux * cos + nx * sin) * reach, centre[1] + (uy * cos + ny * sin) * reach)
    land = (end[0] + nx * size * 0.2, end[1] + ny * size * 0.2)
    return hop(begin, land, size * 0.1, side)


def pick_side(
    team: Team, make: Callable[[float], list[Point]], covered: Callable[[Point], bool]
) -> list[Point]:
    """The hop (``make``, for a side) to the side where it passes over fewer chips (``covered``:
    is a point on one); of two alike, team one's up the screen (or left) and team two's down (or
    right), whichever way each goes, so a swap's two hops part (by the way each went, left and
    right, they bent to one side together)."""
    probe = make(1.0)
    (x0, y0), (x1, y1) = probe[0], probe[-1]
    mid = probe[len(probe) // 2]
    bend = (mid[0] - (x0 + x1) / 2, mid[1] - (y0 + y1) / 2)  # the way side +1 bends, on screen
    up = bend[1] < -1e-6 or (abs(bend[1]) <= 1e-6 and bend[0] < 0)
    first = 1.0 if up == (team == Team.ONE) else -1.0
    ways = [make(first), make(-first)]
    return min(ways, key=lambda pts: sum(covered(p) for p in pts))


def hopped(chip: Chip, line: tuple[Point, Point], spots: Mapping[Chip, Spot], width: float) -> bool:
    """Is ``chip``'s arrow ``line`` drawn as a hop: short, all head, and ending at a chip on
    the next square (into a free square a short arrow stays straight, its head where it goes)."""
    if not is_short(*line, width):
        return False
    return any(body_gap(c[0], spot, line[1]) <= AT_CHIP for c, spot in spots.items() if c != chip)


def paths(
    lines: Mapping[Chip, tuple[Point, Point]],
    orders: Mapping[Chip, str],
    spots: Mapping[Chip, Spot],
    size: float,
    width: float,
) -> dict[Chip, list[Point]]:
    """Each arrow of ``lines`` drawn as a hop, as the points it runs along (a square ``size``
    px, the arrows ``width`` px)."""
    out: dict[Chip, list[Point]] = {}
    for chip, line in lines.items():
        if orders.get(chip) == PASS or not hopped(chip, line, spots, width):
            continue
        centre = spots[chip][0], spots[chip][1]
        out[chip] = pick_side(
            chip[0],
            partial(side_hop, line[0], line[1], centre, size),
            lambda p: any(body_gap(c[0], spot, p) < 0 for c, spot in spots.items()),
        )
    return out


def draw_hop(s: pygame.Surface, team: Team, points: list[Point], width: float) -> None:
    """The hop along ``points``: the team's line (solid, or dashed for team two) to the head's
    neck, the head along the last stretch, at the end."""
    w = width_px(width)
    head = HEAD * w
    end = points[-1]
    neck = len(points) - 1  # the last point a head's length or more from the end
    while neck > 1 and math.dist(points[neck], end) < head * 0.8:
        neck -= 1
    shaft = points[: neck + 1]
    colour = pieces.ARROW[team]
    if team == Team.ONE:
        pygame.draw.lines(s, pieces.OUTLINE, False, shaft, w + 4)
        for p in shaft:  # round joints, the outline's too
            pygame.draw.circle(s, pieces.OUTLINE, p, (w + 4) / 2)
        pygame.draw.lines(s, colour, False, shaft, w)
        for p in shaft:
            pygame.draw.circle(s, colour, p, w / 2)
    else:
        for k in range(0, len(shaft) - 1, 2):  # every other stretch: a dashed line
            a, b = shaft[k], shaft[k + 1]
            pygame.draw.line(s, pieces.OUTLINE, a, b, w + 4)
            pygame.draw.line(s, colour, a, b, w)
    # The head from the neck to the end: pieces.arrow draws it, a head's length long.
    nx, ny = points[neck]
    length = math.dist((nx, ny), end) or 1.0
    ux, uy = (end[0] - nx) / length, (end[1] - ny) / length
    pieces.arrow(s, team, (end[0] - ux * head, end[1] - uy * head), end, width)
