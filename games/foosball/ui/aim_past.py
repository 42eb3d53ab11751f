"""Can a shot that is blocked be aimed past the figure in its way? Only advice a player can follow
is given (a newcomer's play-test: "blocked by the CPU's midfield man: slide to aim past it" with
the ball before their midfield man, whose rod moved a few pixels and whose dotted line never
changed).

Every slide the striking rod can reach is tried (its travel, SLIDES of them): the figure nearest
the ball meets it where that slide puts it, the foot's corner sends it off at the angle it would
(TableSpec.strike_angle), and the way is cut at the first figure standing in it (aim_line.stopped,
your own rods in front lifting out of the way as they do for a strike). A slide clears the block
if its shot reaches the goal line or a side wall: the nearest such slide, with a neighbour clear
too (a window a hand can find; the closed form is a few degrees off the strike itself), is the
advice: which way to move the mouse, and whether the shot then goes off the wall. None clears: it
is said so.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass

from games.foosball.ui.aim_gear import FINE
from games.foosball.ui.aim_line import StrikeLine, stopped, to_the_end
from sim.foosball.spec import Side
from sim.foosball.table import FoosballTable

SLIDES = 41  # slides tried across a rod's travel (3 mm apart on a 5-man rod)
STEEPEST = 0.9  # rad: a shot more across the table than along it is no way past (it hits the wall)


@dataclass(frozen=True, slots=True)
class Past:
    """The way past a block: which way the pointer moves (screen "up" or "down"; "" if no slide
    clears it), whether the shot then goes off a side wall, and the striking rod's index."""

    way: str
    off_the_wall: bool
    rod: int
    slide: float = 0.0  # m the rod slides to the nearest slide that clears it (unsigned)


def striker(table: FoosballTable, active: Collection[int]) -> tuple[int, float] | None:
    """The rod in hand nearest behind the ball within a figure's reach, and which way it
    attacks (+1 towards +x); None if none."""
    spec = table.spec
    x = table.ball_position[0]
    best: tuple[int, float, float] | None = None
    for index in active:
        rod = spec.rods[index]
        forward = 1.0 if rod.team == Side.HOME else -1.0
        ahead = (x - rod.x) * forward
        if 0.0 < ahead <= spec.reach and (best is None or ahead < best[1]):
            best = (index, ahead, forward)
    return None if best is None else (best[0], best[2])


def way_past(table: FoosballTable, active: Collection[int]) -> Past | None:
    """The way the striking rod in ``active`` slides to aim past the figure blocking its shot
    (see the module's words); None if no rod in hand can strike the ball."""
    found = striker(table, active)
    if found is None:
        return None
    index, forward = found
    spec, rod = table.spec, table.rods[index]
    x, y, _ = table.ball_position
    mine = [r for r in spec.rods if r.team == rod.spec.team]
    lifting = {r.index for r in mine if (r.x - rod.spec.x) * forward > 0.0}  # out of the shot's way
    half = rod.spec.travel / 2.0
    side = spec.half_width - spec.ball_radius
    clear: list[tuple[float, bool] | None] = []
    for k in range(SLIDES):
        slide = -half + 2.0 * half * k / (SLIDES - 1)
        offset = min((y - (slide + off) for off in rod.spec.offsets()), key=abs)
        angle = spec.strike_angle(offset)
        if angle is None or abs(angle) > STEEPEST:
            clear.append(None)
            continue
        shot = to_the_end(spec.half_length, side, spec.goal_width, x, y, forward, angle)
        line = stopped(table, shot, forward, lifting)
        if line.blocked_by:
            clear.append(None)
            continue
        wall = abs(abs(line.end[0]) - spec.half_length) > 1e-9
        clear.append((slide, wall))
    steady = [  # a window two slides wide at least: a hand can find it
        c
        for k, c in enumerate(clear)
        if c is not None and any(clear[j] is not None for j in (k - 1, k + 1) if 0 <= j < SLIDES)
    ]
    if not steady:
        return Past("", False, index)
    slide, wall = min(steady, key=lambda c: abs(c[0] - rod.y))
    return Past("up" if slide >= rod.y else "down", wall, index, abs(slide - rod.y))


def blocked_words(line: StrikeLine | None, past: Past | None = None, px_per_m: float | None = None) -> str:
    """The line under the table for an aim line that runs into a figure ("" if it does not):
    which way to move the mouse to aim past it, when a slide of the rod can (``past``: worked out
    by aim_past.way_past), and how far in pixels (``px_per_m``: the table's scale on screen; the
    pointer near the ball is geared, aim_gear.FINE), and what else to do when none can."""
    if line is None or not line.blocked_by:
        return ""
    said = f"Your shot is blocked by {line.blocked_by}"
    if line.blocked_by.startswith("your "):
        # Your own man: the ball comes back at your own goal (a play-test's own goal off P).
        said = f"{said} (it would bounce back at your own goal)"
    if past is None:
        return f"{said}: slide to aim past it"
    if not past.way and line.blocked_by.startswith("your "):
        # (never "shoot anyway" into your own man: a rod in hand lifts out of its striker's way)
        return f"{said} whichever way you slide: take his rod in hand with this one (keys 1, 2, 3)"
    if not past.way:
        return (
            f"{said} whichever way you slide: a shot will bounce off him. Shoot anyway, or wait"
            " for him to move"
        )
    wall = " off the side wall" if past.off_the_wall else ""
    if px_per_m is None:
        return f"{said}: move the mouse {past.way} a little to angle the shot{wall} past him"
    # (a play-test read "a little" as a nudge that barely moved the man: the pixels, said)
    px = max(2, math.ceil(past.slide / FINE * px_per_m))
    return f"{said}: move the mouse {past.way} about {px} px to angle the shot{wall} past him"
