"""Where a person's "place the dead ball" (P) puts it: a point the rules allow (Article V: away
from the team's offensive half, or brought out from behind its goalie) just in front of one of the
team's own figures, so that figure can strike it forward (``in_front_of``, the match's own test:
a ball put anywhere else would be called dead again within seconds). Never the ball's own spot:
a "move" that leaves it there changes nothing (issue 32's third play-test: P behind the goalie)."""

from __future__ import annotations

import math
from collections.abc import Callable

from games.foosball.match import in_front_of
from sim.foosball.spec import PLAY_DEPTH, Side, TableSpec

GAP = 0.005  # m between the placed ball and the figure it is put by
ALONG = 0.3  # what a spot level with the ball (not just in front of the figure) costs beyond its distance
MOVED = 0.005  # m: a spot nearer the ball than this is no move at all


def reached_by(spec: TableSpec, side: Side, x: float, y: float) -> bool:
    """Can a figure of ``side`` play a ball resting at (x, y), sliding and turning as it may?"""
    reach = spec.reach
    for rod in spec.rods:
        if rod.team != side or abs(x - rod.x) > reach:
            continue
        half = rod.travel / 2.0 + spec.figure_width / 2.0 + spec.ball_radius * (1.0 - PLAY_DEPTH)
        if any(abs(y - off) <= half for off in rod.offsets()):
            return True
    return False


def place_spot(
    spec: TableSpec, side: Side, x: float, y: float, allowed: Callable[[float, float], bool]
) -> tuple[float, float] | None:
    """The best point to move a dead ball at (x, y) to, among those ``allowed``, where a figure of
    ``side`` can strike it forward; None if none."""
    forward = 1.0 if side == Side.HOME else -1.0
    gap = spec.figure_thickness / 2.0 + spec.ball_radius + GAP
    best: tuple[float, float, float] | None = None
    for rod in spec.rods:
        if rod.team != side:
            continue
        half = rod.travel / 2.0
        for off in rod.offsets():
            fy = min(off + half, max(off - half, y))  # the figure slid as near the ball as it goes
            spots = [(rod.x + forward * gap, 0.0), (x, ALONG)]
            for sx, penalty in spots:
                if math.hypot(sx - x, fy - y) < MOVED or not spec.on_field(sx, fy, spec.ball_radius):
                    continue
                if not (in_front_of(spec, side, sx, fy) and allowed(sx, fy)):
                    continue
                cost = math.hypot(sx - x, fy - y) + penalty
                if best is None or cost < best[0]:
                    best = (cost, sx, fy)
    return None if best is None else (best[1], best[2])
