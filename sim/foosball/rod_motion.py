"""A foosball rod's motion: where it is and how fast it moves at any moment, as a function of time.

A rod heads for its target with the time-optimal drive of :mod:`sim.foosball.drive`, which is exact, so
its state at time t is the drive's path from where it was when it was last given a target, read
at the time since then. Nothing has to step a rod: a rod far from the ball is only worked out when
something reads it, and it reads the same whenever, and however often, it is read. (Stepping
every rod every step took a fifth of a CPU game's time.)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from sim.foosball.drive import Path, path
from sim.foosball.spec import RodSpec
from sim.io.pickling import by_fields


@dataclass(frozen=True, slots=True)
class RodCommand:
    """Where a rod should go: its slide (m from centre) and its angle (rad, + swings the foot
    towards +x). The rod gets there as fast as its drive allows."""

    y: float
    angle: float = 0.0

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)


@dataclass(slots=True)
class Clock:
    """The time the rods are read at, shared by a table's rods (the table moves it on)."""

    t: float = 0.0


@dataclass(frozen=True, slots=True)
class DriveLimits:
    slide_speed: float  # m/s
    slide_accel: float  # m/s^2
    spin: float  # rad/s
    spin_accel: float  # rad/s^2

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)


@dataclass(frozen=True, slots=True)
class _Leg:
    """One axis of a rod (its slide or its turn) since it last set off: from when, from where,
    and its path (None: at rest there)."""

    t0: float
    value: float
    speed: float
    path: Path | None

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)


def _leg(t: float, value: float, speed: float, target: float, vmax: float, amax: float) -> _Leg:
    moving = speed != 0.0 or value != target
    return _Leg(t, value, speed, path(value, speed, target, vmax, amax) if moving else None)


_REST = _Leg(0.0, 0.0, 0.0, None)


def _read(leg: _Leg, t: float) -> tuple[float, float, _Leg]:
    """Where ``leg`` is at time ``t`` and its speed (where it was left until it sets off, then
    along its path), and the leg from then on: one that has arrived is at rest, found at once."""
    p = leg.path
    if p is None:
        return leg.value, leg.speed, leg
    span = t - leg.t0
    x, v = p.at(span) if span > 0.0 else (leg.value, leg.speed)
    return x, v, (_Leg(t, x, 0.0, None) if p.rested_by(span) else leg)


@dataclass(slots=True, eq=False)
class RodState:
    """One rod: what it was told (``command``, ``target``: the command within its travel) and,
    as properties read at the clock's time, where it is (``y``, ``angle``) and how fast it moves
    (``vy``, ``omega``)."""

    spec: RodSpec
    limits: DriveLimits
    clock: Clock
    target: RodCommand = field(default_factory=lambda: RodCommand(0.0, 0.0))
    command: RodCommand | None = None  # as given, before clamping to the rod's travel
    jammed: bool = False
    broken: set[int] = field(default_factory=set)  # figures with a broken foot
    # Its slide and its turn, each from when it last set off for its target.
    _slide: _Leg = _REST
    _turn: _Leg = _REST
    _now: tuple[float, float, float, float, float] = (math.nan, 0.0, 0.0, 0.0, 0.0)  # last read

    def at(self, t: float) -> tuple[float, float, float, float]:
        """(slide, slide speed, angle, spin) at time ``t`` (not before its last target)."""
        now = self._now
        if now[0] == t:
            return now[1], now[2], now[3], now[4]
        y, vy, self._slide = _read(self._slide, t)
        a, w, self._turn = _read(self._turn, t)
        self._now = (t, y, vy, a, w)
        return y, vy, a, w

    @property
    def y(self) -> float:
        return self.at(self.clock.t)[0]

    @property
    def vy(self) -> float:
        return self.at(self.clock.t)[1]

    @property
    def angle(self) -> float:
        return self.at(self.clock.t)[2]

    @property
    def omega(self) -> float:
        return self.at(self.clock.t)[3]

    @property
    def wrapped(self) -> float:
        """The angle in (-pi, pi]."""
        return wrap(self.angle)

    @property
    def resting(self) -> bool:
        """At rest (on its target, or jammed): it will not move until told something new."""
        return self._slide.path is None and self._turn.path is None

    def aim(self, target: RodCommand) -> None:
        """Head for ``target`` from now on: each axis whose target changed sets off afresh."""
        old = self.target
        if target == old:
            return
        t = self.clock.t
        y, vy, a, w = self.at(t)
        self.target = target
        if self.jammed:
            return  # it sets off when repaired
        limits = self.limits
        if target.y != old.y:
            self._slide = _leg(t, y, vy, target.y, limits.slide_speed, limits.slide_accel)
        if target.angle != old.angle:
            self._turn = _leg(t, a, w, target.angle, limits.spin, limits.spin_accel)

    def set(self, y: float, angle: float) -> None:
        """At rest at (slide, angle) now, with that as its target."""
        self.target, self.command = RodCommand(y, angle), None
        self._start(y, angle)

    def jam(self) -> None:
        """Stopped dead where it is now, until repaired."""
        y, _, a, _ = self.at(self.clock.t)
        self.jammed = True
        t = self.clock.t
        self._slide, self._turn = _Leg(t, y, 0.0, None), _Leg(t, a, 0.0, None)
        self._now = (t, y, 0.0, a, 0.0)

    def repair(self) -> None:
        """Free again, setting off for its target from rest."""
        y, _, a, _ = self.at(self.clock.t)
        self.jammed = False
        self.broken.clear()
        self._start(y, a)

    def _start(self, y: float, a: float) -> None:
        """Setting off from rest at (y, a) now."""
        t, target, limits = self.clock.t, self.target, self.limits
        self._slide = _leg(t, y, 0.0, target.y, limits.slide_speed, limits.slide_accel)
        self._turn = _leg(t, a, 0.0, target.angle, limits.spin, limits.spin_accel)
        self._now = (t, y, 0.0, a, 0.0)


def wrap(a: float) -> float:
    """An angle in (-pi, pi]."""
    if -math.pi < a <= math.pi:
        return a
    return math.atan2(math.sin(a), math.cos(a))
