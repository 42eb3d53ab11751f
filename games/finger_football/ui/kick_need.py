"""How hard a kick must be to be good, found on the flight model itself (kick_scene.py is the
window): the slowest kick at a loft and an aim that is good, by bisection, kept per goalpost, loft,
aim and air. The strip's "it needed at least 56%" beside "You pulled 55%" on a GOOD kick read as a
contradiction (play-test): the need of a kick made is now found at that kick's own loft and aim,
the same model that judged it. A trembling hand needs more to spare: a pull at the bare need then
missed often (newcomer play-test), so the window advises MARGIN_ADVISED % over it beside the need
(:func:`advised_speed`). Functions of the scene: they read it, and fill its cache."""

from __future__ import annotations

import math
from typing import Any

from games.finger_football.ui.kick_consts import KICK_MAX_SPEED, MARGIN_ADVISED
from sim.kick import MAX_ELEVATION, Kick

# The kick window (kick_scene.FieldGoalScene), named and not imported: it imports this module.
Scene = Any

STEPS = 14  # halvings of the speed range: 6 m/s / 2**14, well under a 1% step of a full pull


def clearing_speed(k: Scene, loft: float, aim: float = 0.0) -> float | None:
    """The slowest kick at ``loft`` and ``aim`` that is good (m/s), or None if no kick up to full
    power is. Kept: the window asks every frame."""
    key = (k.hands, k.distance, round(loft, 4), k.drag, round(aim, 4))
    if key not in k._clears:
        k._clears[key] = _bisect(k, loft, aim)
    value: float | None = k._clears[key]
    return value


def advised_speed(clears: float) -> float:
    """The kick advised to a trembling hand when ``clears`` is the slowest good one: MARGIN_ADVISED
    % harder (measured: most of a round's trembling kicks at it are good; at the bare need, fewer
    than half)."""
    return clears * (1 + MARGIN_ADVISED / 100)


def _bisect(k: Scene, loft: float, aim: float) -> float | None:
    def good(speed: float) -> bool:
        return bool(k.range.kick(Kick(speed, loft, aim), drag=k.drag).good)

    low, high = 0.0, KICK_MAX_SPEED
    if not good(high):
        return None
    for _ in range(STEPS):
        mid = (low + high) / 2
        low, high = (low, mid) if good(mid) else (mid, high)
    return high


def easiest_loft(k: Scene) -> float | None:
    """The loft (radians, on LOFT_STEP's 2.5° lattice from 5° to the most) that clears the fingers
    with the least pull at a straight aim, or None when none clears: which way the loft should go
    when no pull clears at the one set ("loft it more" at 72°, the most 75°: play-test 7)."""
    best: tuple[float, float] | None = None
    steps = round((math.degrees(MAX_ELEVATION) - 5.0) / 2.5)
    for n in range(steps + 1):
        loft = math.radians(5.0 + 2.5 * n)
        speed = clearing_speed(k, loft)
        if speed is not None and (best is None or speed < best[0]):
            best = (speed, loft)
    return None if best is None else best[1]
