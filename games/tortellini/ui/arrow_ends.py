"""Where an order's arrow begins and ends: from just outside its own chip to just short of any
chip it runs into, so no arrow is drawn over a chip. A chain of orders (your blue onto your
white's square, your white on from there) had read as one long line through the white chip, its
first head lost on it (play-test 7/10): now each arrow stops at the white chip's edge and the next
begins at its other edge, the chip between them in sight, so each reads as its own arrow. And
how two arrows keep off each other: side by side along one line, their heads apart."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from games.tortellini.rules.actions import Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui.pieces import EDGE

Point = tuple[float, float]
Spot = tuple[float, float, float]
GAP = 2  # px between an arrow's end and the dark edge of the chip it stops at
LEAST = 0.1  # of a square: an arrow never shorter (between two chips on squares side by side)
BALL_OUT = 4  # px the ball's outline and shadow reach past its radius (pieces.ball)


def reach(chip: Chip, r: float, ux: float, uy: float) -> float:
    """How far ``chip``, of radius ``r``, reaches from its centre along (ux, uy), its dark edge
    with it: a round chip its radius; a square one its half side over the larger of ux, uy."""
    if chip[0] == Team.ONE:
        return r + EDGE
    return 0.85 * r / max(abs(ux), abs(uy), 1e-9) + EDGE


def clear_of_chips(
    lines: Mapping[Chip, tuple[Point, Point]],
    spots: Mapping[Chip, Spot],
    square: float,
    rings: Mapping[Chip, float] | None = None,
    balls: Sequence[Spot] = (),
) -> dict[Chip, tuple[Point, Point]]:
    """Each arrow of ``lines`` (from its chip's centre) begun at its chip's edge and ended short
    of every other chip its end falls on (drawn back along its own line, 2 px a time); ``rings``:
    a chip ringed (the ball's, alone on its square) and how far its ring reaches, which counts
    as the chip (an arrow begun on the ring ran over the ball); ``balls``: the ball where it is
    drawn over the arrows (x, y, r), which an arrow stops short of too."""
    rings = rings or {}
    out: dict[Chip, tuple[Point, Point]] = {}
    for chip, (start, end) in lines.items():
        length = math.dist(start, end) or 1.0
        ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
        ring = rings.get(chip, 0.0)  # in the chip's shape: a square one's reaches its corners
        ring = ring if chip[0] == Team.ONE else ring / max(abs(ux), abs(uy), 1e-9)
        begin = max(reach(chip, spots[chip][2], ux, uy), ring) + GAP
        least = begin + LEAST * square
        stop = length
        while stop - 2 >= least and (
            any(
                _on(other, spots[other], _at(start, ux, uy, stop), rings.get(other, 0.0))
                for other in spots
                if other != chip
            )
            or any(math.dist(_at(start, ux, uy, stop), b[:2]) <= b[2] + BALL_OUT + GAP for b in balls)
        ):
            stop -= 2
        out[chip] = (_at(start, ux, uy, begin), _at(start, ux, uy, stop))
    return out


def _at(start: Point, ux: float, uy: float, d: float) -> Point:
    return start[0] + ux * d, start[1] + uy * d


def _on(chip: Chip, spot: Spot, point: Point, ring: float, near: float = GAP) -> bool:
    """Is ``point`` on ``chip`` drawn at ``spot`` (or on its ``ring``), or within ``near`` of it?"""
    dx, dy = point[0] - spot[0], point[1] - spot[1]
    if chip[0] == Team.ONE:
        return math.hypot(dx, dy) <= max(ring, spot[2] + EDGE) + near
    return max(abs(dx), abs(dy)) <= max(ring, 0.85 * spot[2] + EDGE) + near  # its ring square too


def apart(lines: Mapping[Chip, tuple[Point, Point]], gap: float) -> dict[Chip, tuple[Point, Point]]:
    """``lines`` (an arrow a chip), any two that run along one line (either way, their stretches
    overlapping: yours and the other side's, or two from one square) moved apart across it until
    ``gap`` px lie between their middles: each half the way, to the side of it it was on (on one
    line, the other side's to the one side, yours to the other)."""
    shift = {chip: [0.0, 0.0] for chip in lines}
    chips = list(lines)
    for i, a in enumerate(chips):
        for b in chips[i + 1 :]:
            (a0, a1), (b0, b1) = lines[a], lines[b]
            ux, uy = _unit(a0, a1)
            vx, vy = _unit(b0, b1)
            if abs(ux * vy - uy * vx) > 0.05:  # not along one line
                continue
            if ux < -1e-9 or (abs(ux) <= 1e-9 and uy < 0):  # the line's own way, whichever way they run
                ux, uy = -ux, -uy
            nx, ny = -uy, ux
            off = (b0[0] - a0[0]) * nx + (b0[1] - a0[1]) * ny  # b's line from a's, across them
            if abs(off) >= gap:
                continue
            along_a = sorted(p[0] * ux + p[1] * uy for p in (a0, a1))
            along_b = sorted(p[0] * ux + p[1] * uy for p in (b0, b1))
            if min(along_a[1], along_b[1]) - max(along_a[0], along_b[0]) <= 1:  # one after the other
                continue
            side = 1.0 if off > 0.5 or (abs(off) <= 0.5 and a[0] != Team.TWO) else -1.0
            half = (gap - abs(off)) / 2
            for chip, sign in ((a, -side), (b, side)):
                shift[chip][0] += sign * half * nx
                shift[chip][1] += sign * half * ny
    out: dict[Chip, tuple[Point, Point]] = {}
    for chip, (start, end) in lines.items():
        dx, dy = shift[chip]
        out[chip] = ((start[0] + dx, start[1] + dy), (end[0] + dx, end[1] + dy))
    return out


def heads_apart(
    lines: Mapping[Chip, tuple[Point, Point]], gap: float, least: Mapping[Chip, float]
) -> dict[Chip, tuple[Point, Point]]:
    """``lines``, two arrows whose tips end within ``gap`` px of each other (two chips stepping
    onto one square) each drawn shorter, back along its own line, until they are ``gap`` apart;
    none shorter than ``least`` of it."""
    out = dict(lines)
    chips = list(out)
    for _ in range(60):  # 2 px a time
        moved = False
        for i, a in enumerate(chips):
            for b in chips[i + 1 :]:
                if math.dist(out[a][1], out[b][1]) >= gap:
                    continue
                for chip in (a, b):
                    start, end = out[chip]
                    if math.dist(start, end) - 2 >= least[chip]:
                        ux, uy = _unit(start, end)
                        out[chip] = (start, (end[0] - 2 * ux, end[1] - 2 * uy))
                        moved = True
        if not moved:
            break
    return out


def _unit(a: Point, b: Point) -> Point:
    length = math.dist(a, b) or 1.0
    return (b[0] - a[0]) / length, (b[1] - a[1]) / length


def crossed(lines: Mapping[Chip, tuple[Point, Point]], spots: Mapping[Chip, Spot], half: float) -> list[Chip]:
    """The chips some arrow of ``lines`` (``half`` px each side of its line, its outline with it)
    passes over on its way: a chip tucked in a corner stepping across its square passes the ball's
    chip in its middle. Its end never lies on one (:func:`clear_of_chips`)."""
    out: list[Chip] = []
    for other, spot in spots.items():
        for chip, (start, end) in lines.items():
            steps = max(1, round(math.dist(start, end) / 2))
            points = [
                (start[0] + (end[0] - start[0]) * k / steps, start[1] + (end[1] - start[1]) * k / steps)
                for k in range(steps + 1)
            ]
            if chip != other and any(_on(other, spot, p, 0.0, half) for p in points):
                out.append(other)
                break
    return out
