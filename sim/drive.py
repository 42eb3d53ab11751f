"""A drive with limited speed and acceleration heading for a target: a foosball player's hand on
a rod, sliding it or turning it.

The drive is time-optimal (it speeds up at full acceleration, cruises at full speed and brakes at
full acceleration to stop on the target) and is integrated exactly, phase by phase, so where it is
after a time does not depend on the steps taken to get there: a rod far from the ball, moved once
a frame, goes the same way as one moved every sub-step.
"""

from __future__ import annotations

import math

# Relative slack on the braking curve: a drive this close to it counts as on it, so rounding never
# leaves a drive just short of its target or makes it overshoot by a hair.
_ON_CURVE = 1e-9
# A drive this near its target (m or rad), and slow enough to stop within that, is at rest on
# it: otherwise rounding leaves it chattering about the target, by a different path in one step
# than in several.
_AT_REST = 1e-12


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
        err = target - x
        if abs(err) <= _AT_REST and v * v <= 2.0 * amax * _AT_REST:
            x, v = target, 0.0
        if left <= 0.0 or (x == target and v == 0.0):
            break
        # The phase the drive is in: its acceleration, how long until that changes, and whether
        # it ends braking (at rest), and on the target.
        stopping = v * v / (2.0 * amax)
        toward = v * err > 0.0
        distance = abs(err)
        braking = v != 0.0 and (not toward or stopping >= distance * (1.0 - _ON_CURVE))
        if braking:  # moving away, or too fast to do anything but brake: to a stop
            accel = -amax if v > 0.0 else amax
            span = abs(v) / amax
            lands = toward and stopping <= distance * (1.0 + _ON_CURVE)  # on the braking curve
        elif abs(v) >= vmax:  # cruise until braking at full acceleration stops on the target
            accel, span, lands = 0.0, max(0.0, (distance - stopping) / vmax), False
        else:  # speed up until full speed or the braking curve, whichever comes first
            peak = min(vmax, math.sqrt(amax * distance + 0.5 * v * v))
            accel = amax if err > 0.0 else -amax
            span, lands = max(0.0, (peak - abs(v)) / amax), False
        if span >= left:
            x, v = x + v * left + 0.5 * accel * left * left, v + accel * left
            if lands and span == left:
                x, v = target, 0.0
            break
        x, v = x + v * span + 0.5 * accel * span * span, v + accel * span
        left -= span
        if lands:  # braked onto the target: be there exactly, not a rounding error away
            x, v = target, 0.0
        elif braking:
            v = 0.0
        elif accel != 0.0 and abs(abs(v) - vmax) <= _ON_CURVE * vmax:
            v = vmax if v > 0.0 else -vmax  # reached full speed: cruise at exactly it
    return x, v
