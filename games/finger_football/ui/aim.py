"""Turning a mouse drag on the slider into a flick (pure logic; the view feeds it positions).

Press on the slider, pull back, release, like a slingshot: the flick goes from the release point
towards the press point. The length of the pull sets the power; power maps to speed so that the
slide length (without spin) grows in proportion to the pull. Where the press lands on the slider
does not matter: a press a pixel off its centre must not spin it by accident. Spin is set apart,
deliberately (the wheel), as the spin the player wants; the finger's strike point across the
flick is then where it would have to hit to give that spin, shown on the slider before release.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sim.constants import GRAVITY
from sim.geometry import Pose, rotate
from sim.slider.mat import SliderSpec
from sim.slider.table import MAX_SPIN, Flick

PRACTICE_MAX_SPEED = 3.0  # m/s at a full pull: about 150 yards on the default mat
MIN_PULL = 0.02  # of a full pull: shorter drags are treated as a click, not a flick


@dataclass(frozen=True, slots=True)
class Aim:
    power: float  # 0..1 of a full pull
    direction: float  # rad, where the slider will go
    speed: float  # m/s
    offset: tuple[float, float]  # strike point in the slider's frame, m

    def flick(self, spec: SliderSpec) -> Flick:
        j = spec.mass * self.speed
        return Flick((j * math.cos(self.direction), j * math.sin(self.direction)), self.offset)

    def spin(self, spec: SliderSpec, heading: float) -> float:
        """The spin this aim gives (rad/s), counter-clockwise positive."""
        rx, ry = rotate(self.offset[0], self.offset[1], heading)
        c, s = math.cos(self.direction), math.sin(self.direction)
        return (rx * s - ry * c) * spec.mass * self.speed / spec.inertia

    def slide_length(self, mu: float) -> float:
        """How far it would slide without spin (m): what the power meter shows."""
        return self.speed**2 / (2.0 * mu * GRAVITY)


def aim_from_drag(
    press: tuple[float, float],
    current: tuple[float, float],
    pose: Pose,
    spec: SliderSpec,
    full_pull: float,
    max_speed: float = PRACTICE_MAX_SPEED,
    spin: float = 0.0,
) -> Aim | None:
    """The aim of a pull from ``press`` to ``current`` (mat coordinates, m); None if too short.

    ``full_pull`` is the pull length (m on the mat) that gives full power; ``spin`` (rad/s,
    counter-clockwise positive) the spin the player set: the strike point gives it, as nearly as
    a point on the slider can.
    """
    dx, dy = press[0] - current[0], press[1] - current[1]
    pull = math.hypot(dx, dy)
    power = min(pull / full_pull, 1.0)
    if power < MIN_PULL:
        return None
    speed = max_speed * math.sqrt(power)
    direction = math.atan2(dy, dx)
    offset = strike_for_spin(spin, pose, spec, direction, speed)
    return Aim(power, direction, speed, offset)


def strike_for_spin(
    spin: float, pose: Pose, spec: SliderSpec, direction: float, speed: float
) -> tuple[float, float]:
    """Where the finger strikes (the slider's frame) to give ``spin``: on the line across the
    flick through the centre, at the lever arm spin * I / (m v)."""
    arm = spin * spec.inertia / (spec.mass * max(speed, 1e-9))
    wx, wy = arm * math.sin(direction), -arm * math.cos(direction)  # across the flick
    return _strike_point((pose.x + wx, pose.y + wy), pose, spec, direction, speed)


def _strike_point(
    press: tuple[float, float], pose: Pose, spec: SliderSpec, direction: float, speed: float
) -> tuple[float, float]:
    """The point ``press`` in the slider's frame, pulled in until it lies on the slider and the
    spin it gives stays within the model's limit."""
    ox, oy = rotate(press[0] - pose.x, press[1] - pose.y, -pose.angle)
    # Inside the outline: a lens |y| <= its half-height at x; shrinking towards the centre is
    # a simple way in that keeps the direction of the offset.
    scale = 1.0
    for _ in range(60):
        if _on_slider(ox * scale, oy * scale, spec):
            break
        scale *= 0.9
    ox, oy = ox * scale, oy * scale
    # The lever arm across the flick sets the spin: cap it.
    rx, ry = rotate(ox, oy, pose.angle)
    c, s = math.cos(direction), math.sin(direction)
    arm = rx * s - ry * c
    max_arm = MAX_SPIN * spec.inertia / (spec.mass * max(speed, 1e-9)) * 0.999
    if abs(arm) > max_arm:
        ox, oy = ox * max_arm / abs(arm), oy * max_arm / abs(arm)
    return ox, oy


def _on_slider(x: float, y: float, spec: SliderSpec) -> bool:
    a, b = spec.length / 2.0, spec.width / 2.0
    if abs(x) > a:
        return False
    radius = (a * a + b * b) / (2.0 * b)
    half_height = math.sqrt(max(radius * radius - x * x, 0.0)) - (radius - b)
    return abs(y) <= half_height * 0.98  # the polygon lies just inside the arcs


def aim_of_flick(flick: Flick, spec: SliderSpec, max_speed: float = PRACTICE_MAX_SPEED) -> Aim:
    """The aim a pull would have had to give ``flick``: how the CPU's flicks are drawn, as the
    same slingshot a person pulls."""
    speed = math.hypot(*flick.impulse) / spec.mass
    direction = math.atan2(flick.impulse[1], flick.impulse[0])
    return Aim(min((speed / max_speed) ** 2, 1.0), direction, speed, flick.offset)
