"""Where a person's "place the dead ball" (P) puts it: a point the rules allow (Article V: away
from the team's offensive half, or brought out from behind its goalie) that one of the team's own
figures can play, best just in front of a figure so it can strike it forward; never where no
figure of the team reaches (the CPU's choice, games/foosball/players/cpu.py, allows any team's
reach, and a ball can die there again)."""

from __future__ import annotations

import math
from collections.abc import Callable

from sim.foosball.spec import PLAY_DEPTH, Side, TableSpec

GAP = 0.005  # m between the placed ball and the figure it is put by
# What a spot costs beyond its distance from the dead ball: in front of a figure is best, beside
# one (at the ball's own distance along the table) next, behind one last, and behind your goalie
# in front of your own goal's mouth worst of all.
IN_FRONT, ALONG, BEHIND, MOUTH = 0.0, 0.3, 0.6, 2.0


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
    """The best point to move a dead ball at (x, y) to, among those ``allowed``; None if none."""
    forward = 1.0 if side == Side.HOME else -1.0
    gap = spec.figure_thickness / 2.0 + spec.ball_radius + GAP
    best: tuple[float, float, float] | None = None
    for rod in spec.rods:
        if rod.team != side:
            continue
        half = rod.travel / 2.0
        for off in rod.offsets():
            fy = min(off + half, max(off - half, y))  # the figure slid as near the ball as it goes
            spots = [(rod.x + forward * gap, IN_FRONT), (rod.x - forward * gap, BEHIND)]
            if abs(x - rod.x) >= gap:
                spots.append((x, ALONG if (x - rod.x) * forward > 0.0 else BEHIND))
            for sx, penalty in spots:
                if not (spec.on_field(sx, fy, spec.ball_radius) and reached_by(spec, side, sx, fy)):
                    continue
                if not allowed(sx, fy):
                    continue
                cost = math.hypot(sx - x, fy - y) + penalty
                if (sx - rod.x) * forward < 0.0 and rod.role == "goalie" and abs(fy) < spec.goal_width / 2:
                    cost += MOUTH
                if best is None or cost < best[0]:
                    best = (cost, sx, fy)
    return None if best is None else (best[1], best[2])
