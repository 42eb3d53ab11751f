"""Chips sharing a square, and the marks drawn on a square with chips on it.

Chips sharing a square (the rulebook: "Multiple pieces can be on the same square") lie side by
side in its corners, each as large as the square allows, reaching a little over its edge: the
ball's chip as large as the others (its white band on its own edge, pieces.carried_chip), the
ball in the corner left free. Drawn centred with the others tucked small round it, the others
were 7 px across at 960 x 600 and could not be read (play-test 7/10).

A step's yellow dot on a square a chip stands on goes where it hides no chip: on the square's
centre if that is free, else in the freest corner or side of the square (on the centre it
covered a small chip whole: play-test 7/10)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from games.tortellini.rules.actions import Team

Spot = tuple[float, float, float]  # a chip as drawn: its centre and radius, in px
Placed = tuple[Team, Spot]  # a chip's team (its shape) and where it is drawn

# By how many share a square: each one's offset (of a square, y down the screen) and radius (of
# a square). Two on a diagonal, three or four in the corners, five or six in two rows of three;
# each a little over its square's edge at most (a round chip 0.05 of a square and its edge),
# every chip's dark edge clear of the others'.
SHARED: dict[int, tuple[tuple[tuple[float, float], ...], float]] = {
    2: (((-0.26, -0.26), (0.26, 0.26)), 0.29),
    3: (((-0.28, -0.28), (-0.28, 0.28), (0.28, 0.28)), 0.25),
    4: (((-0.28, -0.28), (0.28, -0.28), (-0.28, 0.28), (0.28, 0.28)), 0.25),
    6: (tuple((x, y) for y in (-0.24, 0.24) for x in (-0.36, 0.0, 0.36)), 0.165),
}
BALL_R = 0.14  # the ball beside its chip in the free upper right corner, of a square
BALL_X = 0.22  # its centre right of the square's centre at most, of a square
BALL_SMALL = 0.1  # with no corner free (four or more on the square): between them


def layout(count: int) -> tuple[tuple[tuple[float, float], ...], float]:
    """The offsets and radius for ``count`` chips on one square."""
    return SHARED[count if count <= 4 else 6]


def ball_spot(count: int, size: float) -> tuple[float, float, float]:
    """Where the ball goes on a square (``size`` px) its chip shares with ``count - 1`` others,
    as an offset from the square's centre and a radius, in px (the ball's chip lies at the upper
    left, its first place): the free upper right corner, its outline and shadow (pieces.ball, 3 px
    and more) inside the square; or between them when no corner is free."""
    if count <= 3:
        r = BALL_R * size
        # Nearer its chip (upper left) than the chip in the lower right: whose it is, at a look.
        x = min(size / 2 - r - max(0.04 * size, 5), BALL_X * size)
        return x, -size / 2 + r * 0.8 + max(0.04 * size, 3), r
    if count == 4:
        return 0.0, 0.0, BALL_SMALL * size
    return 0.0, (-0.5 + BALL_SMALL) * size, BALL_SMALL * size


def body_gap(team: Team, spot: Spot, point: tuple[float, float]) -> float:
    """How far ``point`` lies outside the chip drawn at ``spot`` (negative: on it): a round
    chip's circle, a square chip's box (pieces.chip: 1.7 r a side)."""
    cx, cy, r = spot
    if team == Team.ONE:
        return math.dist(point, (cx, cy)) - r
    half = 0.85 * r
    dx, dy = max(0.0, abs(point[0] - cx) - half), max(0.0, abs(point[1] - cy) - half)
    if dx == 0 and dy == 0:
        return -min(half - abs(point[0] - cx), half - abs(point[1] - cy))
    return math.hypot(dx, dy)


DOT = 0.15  # a step's dot's radius on a free square, of a square
DOT_BESIDE = (0.09, 0.13)  # its least and most radius beside a chip, of a square
EDGE_ROOM = 3  # px between the dot (its dark ring too) and a chip's dark edge


def step_dot(
    centre: tuple[float, float], size: float, here: Sequence[Placed], ball: Spot | None = None
) -> Spot:
    """Where a step's yellow dot goes on the square of ``centre`` (a square ``size`` px) with the
    chips ``here`` on it (and ``ball``, the ball beside its chip there): (x, y, r) in px. On the
    centre when that hides nothing; else the place in the square farthest from every chip, its
    radius what room there is there (never less than DOT_BESIDE's least)."""
    cx, cy = centre
    if not here and ball is None:
        return cx, cy, size * DOT
    least, most = (k * size for k in DOT_BESIDE)

    def room(p: tuple[float, float]) -> float:
        gaps = [body_gap(team, spot, p) - 2 - EDGE_ROOM for team, spot in here]
        if ball is not None:
            gaps.append(math.dist(p, ball[:2]) - ball[2] - 4 - EDGE_ROOM)
        return min(gaps, default=math.inf)

    if room(centre) >= size * DOT + 2:
        return cx, cy, size * DOT
    candidates: list[tuple[float, float]] = []
    for k in range(9):  # round the square, just inside its edge, and in from its corners
        a = k * math.pi / 4
        if k == 8:
            candidates.append(centre)
            break
        reach = (0.5 - DOT_BESIDE[0]) * size - 4  # the least dot, its dark ring inside the square
        dx, dy = math.cos(a), math.sin(a)
        scale = reach / max(abs(dx), abs(dy))
        candidates.append((cx + dx * scale, cy + dy * scale))
    best = max(candidates, key=room)
    inside = size / 2 - max(abs(best[0] - cx), abs(best[1] - cy)) - 3  # its dark ring in its square
    r = max(least, min(most, inside, room(best) - 2))
    return best[0], best[1], r
