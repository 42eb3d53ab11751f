"""An order's arrow that cannot run straight from its chip on a shared square: drawn as a curve
round the chip sharing the square. Two chips on a square lie on its diagonal (sharing.py), so a
diagonal step from one runs straight through the other: your arrow and the CPU's began at one
point between them and lay on one line, the one under the other's chip (play-test 7/10). And a
chip in its square's corner reaches a little over the square's edge: an arrow begun at its edge
on that side began on the next square. Such an arrow now leaves its own chip's edge on the side
turned away from its squaremate, inside its own square, and bends round to the square it steps
to, over no chip and clear of the ball (hops.hop: the same curve as a short arrow's hop)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from games.tortellini.rules.actions import DIRECTIONS, Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui.arrow_ends import GAP, reach
from games.tortellini.ui.hops import hop
from games.tortellini.ui.pieces import EDGE
from games.tortellini.ui.sharing import body_gap

Point = tuple[float, float]
Spot = tuple[float, float, float]
Line = tuple[Point, Point]
TURNS = (55, 70, 85, 100, 115, 40)  # degrees the start is turned off the straight way, tried in turn
RISES = (0.12, 0.2, 0.28, 0.36)  # how far the curve bends out, of a square, tried in turn
LAND = 0.12  # the end moved this far to the curve's side, of a square
WITHIN = math.radians(25)  # the curve's start to end never more than this off the step's way


def needed(
    chip: Chip, line: Line, mates: Mapping[Chip, Spot], inside: Callable[[Point], bool], half: float
) -> bool:
    """Does ``chip``'s straight arrow ``line`` run over a chip sharing its square (``mates``),
    or begin off its own square (``inside``: on it)?"""
    if not inside(line[0]):
        return True
    return any(body_gap(c[0], spot, p) < half for c, spot in mates.items() for p in _along(*line))


def detour(
    chip: Chip,
    line: Line,
    step: Point,
    spots: Mapping[Chip, Spot],
    size: float,
    half: float,
    inside: Callable[[Point], bool],
    balls: list[Spot],
    taken: list[Point] = [],  # noqa: B006 (read only)
) -> list[Point] | None:
    """The curve for ``chip``'s arrow ``line`` (a unit ``step``'s way on screen), a square
    ``size`` px, the arrow ``half`` px each side of its line: the first of the tries that begins
    on its own square off its chip, runs over no chip and no ball and keeps to the step's way;
    team one's bending first to one side, team two's to the other. None if none does."""
    cx, cy, r = spots[chip]
    end = line[1]
    first = 1.0 if chip[0] == Team.ONE else -1.0
    best: tuple[float, list[Point]] | None = None
    for turn in TURNS:
        for side in (first, -first):
            a = math.radians(turn) * side
            ux, uy = step
            # Turned ``side`` (+1: to the left of the way on screen, y down: anticlockwise).
            vx, vy = ux * math.cos(a) + uy * math.sin(a), -ux * math.sin(a) + uy * math.cos(a)
            out = reach(chip, r, vx, vy) + GAP + 1
            begin = (cx + vx * out, cy + vy * out)
            if not inside(begin):
                continue
            nx, ny = uy * side, -ux * side
            land = (end[0] + nx * size * LAND, end[1] + ny * size * LAND)
            while math.dist(land, begin) > size * 0.2 and _on_any(land, spots, EDGE + GAP):
                land = (land[0] - ux * 2, land[1] - uy * 2)  # back off the chip there
            chord = (land[0] - begin[0], land[1] - begin[1])
            off = math.acos(
                max(-1.0, min(1.0, (chord[0] * ux + chord[1] * uy) / (math.hypot(*chord) or 1.0)))
            )
            if off > WITHIN:
                continue
            for rise in RISES:
                # never more than a third of its length: a short one bent far was a hook
                points = hop(begin, land, min(rise * size, math.dist(begin, land) / 3), side, 24)
                bad = _over(chip, points, spots, half, balls)
                bad += sum(any(math.dist(p, q) < 3 * half for q in taken) for p in points)
                if bad == 0:
                    return points
                if best is None or bad < best[0]:
                    best = (bad, points)
    return None if best is None else best[1]


def _over(chip: Chip, points: list[Point], spots: Mapping[Chip, Spot], half: float, balls: list[Spot]) -> int:
    """How many of ``points`` lie on a chip (any, ``chip``'s own past its start) or a ball."""
    bad = 0
    for p in points[1:]:
        on_chip = any(body_gap(c[0], spot, p) < half + 1 for c, spot in spots.items())
        bad += on_chip or any(math.dist(p, b[:2]) < b[2] + 4 + half for b in balls)
    return bad


def _on_any(p: Point, spots: Mapping[Chip, Spot], near: float) -> bool:
    return any(body_gap(c[0], spot, p) < near for c, spot in spots.items())


def _along(a: Point, b: Point) -> list[Point]:
    steps = max(2, round(math.dist(a, b) / 2))
    return [(a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps) for k in range(steps + 1)]


def bend(
    lines: Mapping[Chip, Line],
    orders: Mapping[Chip, str],
    squares: Mapping[Chip, Point],
    spots: Mapping[Chip, Spot],
    size: float,
    width: float,
    balls: list[Spot],
) -> tuple[dict[Chip, Line], dict[Chip, list[Point]]]:
    """``lines`` with each arrow that cannot run straight (:func:`needed`) bent round: its
    start and end made the curve's, and the curves by chip (``orders``: each chip's step;
    ``squares``: the centre of each chip's square)."""
    half = max(3, round(width)) / 2 + 2
    out, curves = dict(lines), dict[Chip, list[Point]]()
    for chip, line in lines.items():
        if orders.get(chip) not in DIRECTIONS or chip not in squares:
            continue
        dc, dr = DIRECTIONS[orders[chip]]
        step = (dc / math.hypot(dc, dr), -dr / math.hypot(dc, dr))  # on screen, y down
        sx, sy = squares[chip]

        def inside(p: Point, sx: float = sx, sy: float = sy) -> bool:
            return max(abs(p[0] - sx), abs(p[1] - sy)) <= size / 2 - 1

        mates = {c: spots[c] for c in spots if c != chip and squares.get(c) == squares[chip]}
        if not mates or not needed(chip, line, mates, inside, half):
            continue
        taken = [p for curve in curves.values() for p in curve]
        points = detour(chip, line, step, spots, size, half, inside, balls, taken)
        if points is not None:
            curves[chip] = points
            out[chip] = (points[0], points[-1])
    return out, curves
