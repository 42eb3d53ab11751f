"""A man dragged by hand across the All-Pro board: the pointer's samples turned into the ball's
ride on him (the rules' carrying model, games/all_pro/rules/carrying.py), so a jerky or
stop-start drag can drop the ball as a real hand would."""

from __future__ import annotations

import math

import numpy as np

from games.all_pro.rules.carrying import GRIP
from games.all_pro.ui.view import BoardView
from sim.tiles.carry import Carried, carry, drag_accelerations
from sim.tiles.grid import Square

Samples = list[tuple[float, tuple[int, int]]]  # (the scene's clock, the pointer) while held


def glide_of(view: BoardView, frm: Square, to: Square, samples: Samples) -> Carried:
    """The ball on the man as the drag moved him: the pointer's progress along his line, in
    metres of a real board, against time."""
    start, end = view.centre(*frm), view.centre(*to)
    line = (end[0] - start[0], end[1] - start[1])
    length = math.hypot(*line)
    metres = GRIP.square * math.dist(frm, to) / length  # a pixel of this line on the board
    times: list[float] = []
    along: list[float] = []
    for t, (x, y) in samples:
        here = ((x - start[0]) * line[0] + (y - start[1]) * line[1]) / length * metres
        if times and t <= times[-1]:
            along[-1] = here  # the same instant: where the pointer was last
        else:
            times.append(t)
            along.append(here)
    if len(times) < 2:  # let go at once: as fast as a hand can move him, a yank
        times, along = [0.0, 1.0 / 60.0], [0.0, GRIP.square * math.dist(frm, to)]
    along[-1] = GRIP.square * math.dist(frm, to)  # he ends on the square's centre
    along[0] = 0.0
    return carry(drag_accelerations(np.array(times), np.array(along)), GRIP)
