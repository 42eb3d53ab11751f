"""The squares a man is dragged across on the All-Pro board, in order: a drag over several squares
makes one move a square, as many as the turn has left (the rules page said a drag moves him at the
pace of your hand, and a newcomer's drag over three squares was refused as "one space at a time").

A square counts when the pointer passes near its centre (within CENTRE of a square each way): a
drag along a diagonal crosses the corners of the squares beside it, which must not count as
moves of their own. The square the man is let go on always counts."""

from __future__ import annotations

import itertools
import math

from games.all_pro.ui.hand import Samples
from games.all_pro.ui.view import BoardView
from sim.tiles.grid import Square

CENTRE = 0.3  # of a square, either way of its centre: the pointer passing there enters it
STEP = 0.1  # of a square: how finely the pointer's way between two samples is followed


def _near_centre(view: BoardView, point: tuple[float, float]) -> Square | None:
    square = view.square_at((round(point[0]), round(point[1])))
    if square is None:
        return None
    cx, cy = view.centre(*square)
    reach = CENTRE * view.size
    return square if abs(point[0] - cx) <= reach and abs(point[1] - cy) <= reach else None


def dragged_squares(view: BoardView, frm: Square, samples: Samples) -> list[Square]:
    """The squares the pointer entered after leaving ``frm``, in order, each once in a row (the
    square let go on last, however near its centre): the man's way, one move a square."""
    out: list[Square] = [frm]
    points = [(float(x), float(y)) for _, (x, y) in samples]
    for a, b in itertools.pairwise(points):
        n = max(1, math.ceil(math.dist(a, b) / (STEP * view.size)))
        for k in range(1, n + 1):
            square = _near_centre(view, (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n))
            if square is not None and square != out[-1]:
                out.append(square)
    if points:
        last = view.square_at((round(points[-1][0]), round(points[-1][1])))
        if last is not None and last != out[-1]:
            out.append(last)
    return out[1:]


def adjacent_chain(frm: Square, squares: list[Square]) -> bool:
    """Is each square next to the one before it (from ``frm``): a way of one-square moves?"""
    way = [frm, *squares]
    return all(max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1 for a, b in itertools.pairwise(way))
