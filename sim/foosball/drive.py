"""A drive with limited speed and acceleration heading for a target: a foosball player's hand on
a rod, sliding it or turning it.

The drive is time-optimal (it speeds up at full acceleration, cruises at full speed and brakes at
full acceleration to stop on the target) and is integrated exactly, phase by phase, so where it is
after a time does not depend on the steps taken to get there: a rod far from the ball, moved once
a frame, goes the same way as one moved every sub-step.
"""

from __future__ import annotations

import math

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


class Path:
    """A drive's way from where it starts to rest on its target: its phases of constant
    acceleration, each from its start time (s from the start), place and speed. A phase is
    worked out when the path is first read that far, so a rod given a new target before it gets
    there never needs the rest; reading it costs a few multiplications, and gives the same
    whenever and however often it is read."""

    __slots__ = ("_amax", "_end", "_from", "_next", "_phases", "_v", "_vmax", "_x", "target")

    def __init__(self, value: float, speed: float, target: float, vmax: float, amax: float) -> None:
        self._from = (value, speed, target, vmax, amax)  # all a copy needs: it works out the same
        self.target = target
        self._phases: list[tuple[float, float, float, float]] = []  # start, place, speed, acceleration
        self._next, self._x, self._v = 0.0, value, speed  # where the next phase begins
        self._end: float | None = None  # s from the start when it comes to rest, once known
        self._vmax, self._amax = vmax, amax
        self._work_out()  # the first phase, or rest at once

    def __reduce__(self) -> tuple[type[Path], tuple[float, float, float, float, float]]:
        return Path, self._from

    @property
    def end(self) -> float:
        """s from the start when it comes to rest."""
        while self._end is None:
            self._work_out()
        return self._end

    def rested_by(self, t: float) -> bool:
        """Has it come to rest ``t`` seconds from its start?"""
        while self._end is None and t >= self._next:
            self._work_out()
        return self._end is not None and t >= self._end

    def at(self, t: float) -> tuple[float, float]:
        """Where the drive is ``t`` seconds from its start, and its speed."""
        while self._end is None and t >= self._next:
            self._work_out()
        if self._end is not None and t >= self._end:
            return self.target, 0.0
        phases = self._phases
        k = len(phases) - 1
        while k > 0 and phases[k][0] > t:  # before the first phase's start: the first phase
            k -= 1
        start, x, v, a = phases[k]
        tau = t - start
        return x + (v + 0.5 * a * tau) * tau, v + a * tau

    def _work_out(self) -> None:
        """The next phase, or the end: on the target at rest (or snapped onto it after as many
        phases as rounding is given)."""
        x, v, target, amax = self._x, self._v, self.target, self._amax
        if len(self._phases) == _MOST_PHASES:
            self._end = self._next
            return
        if _at_rest(x, v, target, amax):
            x, v = target, 0.0
        if x == target and v == 0.0:
            self._end = self._next
            return
        accel, span, braking, lands = _phase(x, v, target, self._vmax, amax)
        self._phases.append((self._next, x, v, accel))
        self._x, self._v = _after(x, v, target, self._vmax, accel, span, braking, lands)
        self._next += span


_MOST_PHASES = 8  # a drive needs four at most; rounding is given a few more before it is snapped


def path(value: float, speed: float, target: float, vmax: float, amax: float) -> Path:
    """The :class:`Path` of a drive from ``value`` at ``speed`` to rest on ``target``."""
    return Path(value, speed, target, vmax, amax)
