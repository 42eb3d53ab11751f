"""A drive with limited speed and acceleration heading for a target: a foosball player's hand on
a rod, sliding it or turning it.

The drive is time-optimal (it speeds up at full acceleration, cruises at full speed and brakes at
full acceleration to stop on the target) and is integrated exactly, phase by phase, so where it is
after a time does not depend on the steps taken to get there: a rod far from the ball, moved once
a frame, goes the same way as one moved every sub-step.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# Slack on the braking curve, relative and (_AT_REST) absolute: a drive this close to it counts
# as on it, so rounding never leaves a drive just short of its target or makes it overshoot by a
# hair. (The absolute part is for the last fraction of a micrometre, where the rounding of the
# place itself is more than the relative slack: there it sped up for ever shorter spans.)
_ON_CURVE = 1e-9
# A drive this near its target (m or rad), and slow enough to stop within that, is at rest on
# it: otherwise rounding leaves it chattering about the target, by a different path in one step
# than in several.
_AT_REST = 1e-12


def _phase(x: float, v: float, target: float, vmax: float, amax: float) -> tuple[float, float, bool, bool]:
    """The phase a drive at ``x`` moving at ``v`` is in: its acceleration, how long until that
    changes, whether it ends braking (at rest), and whether on the target."""
    err = target - x
    stopping = v * v / (2.0 * amax)
    toward = v * err > 0.0
    distance = abs(err)
    braking = v != 0.0 and (not toward or stopping >= distance * (1.0 - _ON_CURVE) - _AT_REST)
    if braking:  # moving away, or too fast to do anything but brake: to a stop
        lands = toward and stopping <= distance * (1.0 + _ON_CURVE) + _AT_REST  # on the braking curve
        return (-amax if v > 0.0 else amax), abs(v) / amax, braking, lands
    if abs(v) >= vmax:  # cruise until braking at full acceleration stops on the target
        return 0.0, max(0.0, (distance - stopping) / vmax), False, False
    # Speed up until full speed or the braking curve, whichever comes first.
    peak = min(vmax, math.sqrt(amax * distance + 0.5 * v * v))
    return (amax if err > 0.0 else -amax), max(0.0, (peak - abs(v)) / amax), False, False


def _after(
    x: float, v: float, target: float, vmax: float, accel: float, span: float, braking: bool, lands: bool
) -> tuple[float, float]:
    """Where a whole phase leaves the drive, snapped onto what it was heading for."""
    x, v = x + v * span + 0.5 * accel * span * span, v + accel * span
    if lands:  # braked onto the target: be there exactly, not a rounding error away
        return target, 0.0
    if braking:
        return x, 0.0
    if accel != 0.0 and abs(abs(v) - vmax) <= _ON_CURVE * vmax:
        return x, (vmax if v > 0.0 else -vmax)  # reached full speed: cruise at exactly it
    return x, v


def _at_rest(x: float, v: float, target: float, amax: float) -> bool:
    return abs(target - x) <= _AT_REST and v * v <= 2.0 * amax * _AT_REST


def drive(
    value: float, speed: float, target: float, vmax: float, amax: float, t: float
) -> tuple[float, float]:
    """Where the drive is after ``t`` seconds heading for ``target``, and its speed then.

    ``vmax`` and ``amax`` are its largest speed and acceleration (both > 0); ``speed`` must be
    within ``vmax``. A drive that arrives stops there, with speed 0.
    """
    x, v, left = value, speed, t
    # At most: brake off a motion away from the target (or past it), speed up, cruise, brake in.
    for _ in range(5):
        if _at_rest(x, v, target, amax):
            x, v = target, 0.0
        if left <= 0.0 or (x == target and v == 0.0):
            break
        accel, span, braking, lands = _phase(x, v, target, vmax, amax)
        if span >= left:
            x, v = x + v * left + 0.5 * accel * left * left, v + accel * left
            if lands and span == left:
                x, v = target, 0.0
            break
        x, v = _after(x, v, target, vmax, accel, span, braking, lands)
        left -= span
    return x, v


@dataclass(frozen=True, slots=True)
class Path:
    """A drive's whole way from where it starts to rest on its target, worked out once: its
    phases of constant acceleration, each from its start time (s from the start), place and
    speed. Reading it at a time costs a few multiplications, and the same whenever it is read."""

    # Each phase's start (s from the path's start), place, speed and acceleration, the last
    # phase first: a reading looks for the latest phase begun.
    phases: tuple[tuple[float, float, float, float], ...]
    end: float  # s from the start when it comes to rest
    target: float

    def at(self, t: float) -> tuple[float, float]:
        """Where the drive is ``t`` seconds from its start, and its speed."""
        if t >= self.end:
            return self.target, 0.0
        for phase in self.phases:  # before the first phase's start: the first phase
            if phase[0] <= t:
                break
        start, x, v, a = phase
        tau = t - start
        return x + (v + 0.5 * a * tau) * tau, v + a * tau


_MOST_PHASES = 8  # a drive needs four at most; rounding is given a few more before it is snapped


def path(value: float, speed: float, target: float, vmax: float, amax: float) -> Path:
    """The whole :class:`Path` of a drive from ``value`` at ``speed`` to rest on ``target``."""
    phases: list[tuple[float, float, float, float]] = []
    x, v, t = value, speed, 0.0
    for _ in range(_MOST_PHASES):
        if _at_rest(x, v, target, amax):
            x, v = target, 0.0
        if x == target and v == 0.0:
            break
        accel, span, braking, lands = _phase(x, v, target, vmax, amax)
        phases.append((t, x, v, accel))
        x, v = _after(x, v, target, vmax, accel, span, braking, lands)
        t += span
    return Path(tuple(reversed(phases)), t, target)
