"""Inverse solvers: the shot that ends where it is meant to.

For the slider, inverting the friction model: with no spin the slide length is v^2 / (2 mu g),
so the speed follows at once; with spin the slide is longer (docs/physics.md) and the speed is
found by bisection on the closed form. For the foam ball, the speed that carries a kick of a given
elevation through a given height at the goal plane, by bisection on the flight model.
"""

from __future__ import annotations

import math

from sim.geometry import Pose
from sim.kick import MAX_KICK_SPEED, Kick, KickRange
from sim.slider.friction import FrictionModel


def flick_to(
    model: FrictionModel, start: Pose, target: tuple[float, float], spin: float = 0.0
) -> tuple[float, float]:
    """(speed, direction) of the flick from ``start`` whose slide rests at ``target``."""
    dx, dy = target[0] - start.x, target[1] - start.y
    distance = math.hypot(dx, dy)
    direction = math.atan2(dy, dx)
    if spin == 0.0:
        return math.sqrt(2.0 * model.decel * distance), direction
    lo, hi = 0.0, math.sqrt(2.0 * model.decel * distance)  # spin only lengthens the slide
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        if model.slide(mid, spin).distance < distance:
            lo = mid
        else:
            hi = mid
    return 0.5 * (lo + hi), direction


def kick_through(
    rng: KickRange, height: float, elevation: float, aim: float = 0.0, drag: bool = True
) -> Kick:
    """The kick of this elevation and aim whose ball crosses the goal plane at ``height`` (m).
    Too slow and it falls short or passes lower: bisection on the speed."""
    lo, hi = 0.5, MAX_KICK_SPEED
    for _ in range(40):
        mid = 0.5 * (lo + hi)
        cross = rng.kick(Kick(mid, elevation, aim), drag=drag).cross
        reached = cross is not None and cross[1] >= height
        if reached:
            hi = mid
        else:
            lo = mid
    return Kick(hi, elevation, aim)
