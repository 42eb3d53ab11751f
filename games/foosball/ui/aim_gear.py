"""Finer gearing of the mouse near a ball you can shoot (play-test: "aiming is 1-pixel
sensitive"). A foot's rounded corner turns a strike from straight to 45 degrees over 2.4 cm of
slide, 15 pixels of pointer at the usual scale: about 6 degrees a pixel. While a slow ball waits
in front of a rod in hand, the figure follows the pointer's distance from the ball geared down
(FINE) within NEAR of it, catches up over CATCH beyond, and follows it one to one further out: the
same pointer always puts the figure at the same place (no drift), and the corner's 45 degrees took
about 40 pixels at the first gearing (a third). Away from such a ball (fast, or out of reach) the
gearing fades out over a band, so the rod never jumps.

A later play-test (6/10) found the other end: "small mouse moves barely move my man at the ball,
while the hint says a little". A third of the pointer's way was too little to see (10 px of
pointer, 3 px of figure), so FINE is a little over half: 10 px of pointer slide the figure about
6 px, and the corner's 45 degrees take about 25 px. The blocked-shot hint says how many pixels
to move (aim_past.blocked_words), worked out with this gearing."""

from __future__ import annotations

import math
from collections.abc import Collection

from sim.foosball.spec import Side
from sim.foosball.table import FoosballTable

FINE = 0.6  # of the pointer's movement the figure makes near the ball
NEAR = 0.07  # m of pointer either side of the ball geared down
CATCH = 0.04  # m beyond NEAR over which the figure catches the pointer up
SLOW, FAST = 1.0, 2.0  # m/s: geared below SLOW, not at all above FAST
FADE = 0.04  # m along the table past a rod's reach (or behind it) over which the gearing fades


def geared_offset(offset: float) -> float:
    """Where across from the ball the figure goes for a pointer ``offset`` from it (m)."""
    a = abs(offset)
    if a <= NEAR:
        g = FINE * a
    elif a <= NEAR + CATCH:
        g = FINE * NEAR + (a - NEAR) * (NEAR + CATCH - FINE * NEAR) / CATCH
    else:
        g = a
    return math.copysign(g, offset)


def weight(table: FoosballTable, side: Side, active: Collection[int]) -> float:
    """How much of the gearing applies now: 1 for a slow ball on the field in front of a rod in
    hand, within its reach; 0 for a fast ball or one far from every rod in hand."""
    spec = table.spec
    x, _, z = table.ball_position
    vx, vy, _ = table.ball_velocity
    if table.gone or z > 2.0 * spec.ball_radius:
        return 0.0
    speed = min(1.0, max(0.0, (FAST - math.hypot(vx, vy)) / (FAST - SLOW)))
    forward = 1.0 if side == Side.HOME else -1.0
    best = 0.0
    for index in active:
        ahead = (x - spec.rods[index].x) * forward
        if ahead < 0.0:
            near = 1.0 + ahead / (FADE / 4.0)  # a ball just behind: fading fast
        elif ahead <= spec.reach:
            near = 1.0
        else:
            near = 1.0 - (ahead - spec.reach) / FADE
        best = max(best, min(1.0, max(0.0, near)))
    return speed * best


def geared_y(pointer_y: float, ball_y: float, share: float) -> float:
    """The y the figures follow for the pointer at ``pointer_y``: geared down around the ball by
    ``share`` of the way (see :func:`weight`)."""
    offset = pointer_y - ball_y
    return ball_y + share * geared_offset(offset) + (1.0 - share) * offset
