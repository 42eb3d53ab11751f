"""A ball carried on top of a piece through a whole carry: a hand runs the piece from square to
square, and the ball's slip on the top carries over from move to move.

The ball sits on the piece's flat top, at an offset from its centre (metres, in the board's
plane), and may slide there (a velocity relative to the top). While it does not slide and the
piece's acceleration stays within what static friction gives it (mu_s g) the two move as one;
beyond, it slides, slowed by kinetic friction (mu_k g) against its sliding, until it moves with
the piece again or has gone past the top's edge (``Grip.margin`` from the centre), and falls off.
Unlike :mod:`sim.tiles.carry` (each glide from rest with the ball put back in the middle), the
offset and the slide are kept from one move to the next, so slips add up over a carry; and a
ball still sliding when the piece stops slides on until friction stops it.

A hand runs a piece through its moves: it changes the piece's velocity (from rest to its pace, from
one direction to the next at a turn, from its pace to rest at a stop) each as a minimum-jerk change
(v0 + dv (10 s^3 - 15 s^4 + 6 s^5), s = t/tau) whose largest jerk is the hand's ``jerk``:
tau = sqrt(5.77 |dv| / jerk), and the acceleration peaks at 1.875 |dv| / tau = 0.78 sqrt(|dv| jerk).
Between changes the piece cruises (no acceleration), and a tremor shakes it throughout. A turn of
angle theta at speed c is a change |dv| = 2 c sin(theta / 2): the sharper the turn the harder
the push, a reversal (2c) harder than a stop (c).

Vectors are (x, y) pairs in the frame the caller chooses (All-Pro: across the board, and towards
the carrier's own forward, so that the mirrored game is the mirror of the game).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from sim.constants import GRAVITY
from sim.tiles.carry import DT, MIN_JERK_PEAK, Grip

Vec = tuple[float, float]
CHANGE_PEAK = 1.875  # peak acceleration of a minimum-jerk change of velocity, times |dv| / tau


@dataclass(frozen=True, slots=True)
class Hand:
    """How a hand runs a piece: seconds a square (its mean and spread, drawn per move, never less
    than ``fastest``), the largest jerk of its changes of velocity, and a tremor (the spread, on
    each axis, of an acceleration that changes every ``tremor_time``)."""

    pace: float
    pace_sd: float
    fastest: float
    jerk: float  # m/s^3
    tremor: float  # m/s^2
    tremor_time: float = 0.02  # s

    def __post_init__(self) -> None:
        if not 0.0 < self.fastest <= self.pace or self.pace_sd < 0.0:
            raise ValueError("a hand's pace is positive, no faster than its fastest, its spread >= 0")
        if self.jerk <= 0.0 or self.tremor < 0.0 or self.tremor_time <= 0.0:
            raise ValueError("a hand's jerk and tremor time are positive, its tremor >= 0")


@dataclass(frozen=True, slots=True)
class Slip:
    """The ball on the top: its offset from the centre (m) and its sliding velocity (m/s)."""

    x: float = 0.0
    y: float = 0.0
    u: float = 0.0
    v: float = 0.0

    @property
    def offset(self) -> float:
        return math.hypot(self.x, self.y)


@dataclass(frozen=True, slots=True)
class Ride:
    """The ball through some of a carry: did it fall, where it ended (or went over the edge), the
    farthest it was from the centre, and the piece's largest acceleration."""

    fell: bool
    slip: Slip
    most: float  # m
    peak: float  # m/s^2


def change(dv: Vec, jerk: float, dt: float = DT) -> np.ndarray:
    """The accelerations ((n, 2), one a step of ``dt``) of a minimum-jerk change of velocity
    ``dv`` whose largest jerk is ``jerk``."""
    size = math.hypot(*dv)
    if size == 0.0:
        return np.zeros((0, 2))
    tau = math.sqrt(MIN_JERK_PEAK * size / jerk)
    n = max(1, math.ceil(tau / dt))
    s = (np.arange(n) + 0.5) / n
    shape = 30.0 * s**2 * (1.0 - s) ** 2 / (n * dt)  # integrates to 1 over the change
    return np.outer(shape, np.asarray(dv, dtype=float))


def peak_of_change(dv: float, jerk: float) -> float:
    """The largest acceleration of a change of velocity of size ``dv``: 0.78 sqrt(dv jerk)."""
    return CHANGE_PEAK * math.sqrt(abs(dv) * jerk / MIN_JERK_PEAK)


def turn_change(speed: float, angle: float) -> float:
    """The change of velocity of a turn of ``angle`` radians at ``speed``: 2 speed sin(angle / 2)."""
    return 2.0 * speed * math.sin(abs(angle) / 2.0)


def shaken(accel: np.ndarray, hand: Hand, rng: np.random.Generator, dt: float = DT) -> np.ndarray:
    """``accel`` with the hand's tremor on top (none drawn for a hand without one)."""
    if hand.tremor <= 0.0 or not len(accel):
        return accel
    held = max(1, round(hand.tremor_time / dt))
    shakes = rng.normal(0.0, hand.tremor, (math.ceil(len(accel) / held), 2))
    return accel + np.repeat(shakes, held, axis=0)[: len(accel)]


def pace_of(hand: Hand, rng: np.random.Generator) -> float:
    """Seconds a square for one move, drawn."""
    return max(hand.fastest, float(rng.normal(hand.pace, hand.pace_sd)))


def run_move(
    step: Vec,
    before: Vec,
    hand: Hand,
    grip: Grip,
    rng: np.random.Generator,
    stop: bool,
    dt: float = DT,
) -> tuple[np.ndarray, Vec]:
    """A hand's move of the piece by ``step`` (in squares), entering at velocity ``before`` (m/s;
    (0, 0) from rest): its accelerations, and its velocity at the end (rest if ``stop``). The
    hand turns to the move's direction at its pace, cruises, and stops if this is the end of
    its run."""
    squares = math.hypot(*step)
    pace = pace_of(hand, rng)
    speed = grip.square / pace
    out = (speed * step[0] / squares, speed * step[1] / squares)
    turn = change((out[0] - before[0], out[1] - before[1]), hand.jerk, dt)
    cruise = max(0, math.ceil(pace * squares / dt) - len(turn))
    parts = [turn, np.zeros((cruise, 2))]
    if stop:
        parts.append(change((-out[0], -out[1]), hand.jerk, dt))
    accel = shaken(np.concatenate(parts), hand, rng, dt)
    return accel, ((0.0, 0.0) if stop else out)


def run_stop(before: Vec, hand: Hand, rng: np.random.Generator, dt: float = DT) -> np.ndarray:
    """The accelerations of the hand stopping the piece from ``before``."""
    return shaken(change((-before[0], -before[1]), hand.jerk, dt), hand, rng, dt)


GRIP = Grip()


def ride(accel: np.ndarray, start: Slip, grip: Grip = GRIP, dt: float = DT, settle: bool = True) -> Ride:
    """The ball on a piece whose accelerations are ``accel`` ((n, 2), m/s^2, one a step of
    ``dt``), starting as ``start``; a ball still sliding at the end slides on, on a piece at
    rest, until friction stops it (unless not ``settle``: the piece goes on moving, and the
    slide is left as it is)."""
    a = np.asarray(accel, dtype=float).reshape(-1, 2)
    if not np.all(np.isfinite(a)):
        raise ValueError("accelerations must be finite")
    hold, slide = grip.static * GRAVITY, grip.kinetic * GRAVITY
    size = np.hypot(a[:, 0], a[:, 1])
    beyond = np.flatnonzero(size > hold)  # the steps where a gripped ball starts to slide
    peak = float(size.max()) if len(size) else 0.0
    x, y, u, v = start.x, start.y, start.u, start.v
    most = math.hypot(x, y)
    k, n = 0, len(a)
    while k < n:
        if u == 0.0 and v == 0.0:
            later = beyond[np.searchsorted(beyond, k) :]
            if not len(later):
                break  # gripped to the end
            k = int(later[0])
        ax, ay, size_k = float(a[k, 0]), float(a[k, 1]), float(size[k])
        speed = math.hypot(u, v)
        # The way it slides: on as it was, or (from rest) left behind by the piece.
        dx, dy = (u / speed, v / speed) if speed else (-ax / size_k, -ay / size_k)
        du, dv = (-ax - slide * dx) * dt, (-ay - slide * dy) * dt
        if speed and size_k <= hold and (u + du) * u + (v + dv) * v <= 0.0:
            # Friction stops the slide within this step: gripped again where it stopped.
            part = speed / math.hypot(du, dv)
            x, y, u, v = x + 0.5 * u * dt * part, y + 0.5 * v * dt * part, 0.0, 0.0
        else:
            x, y = x + (u + 0.5 * du) * dt, y + (v + 0.5 * dv) * dt
            u, v = u + du, v + dv
        off = math.hypot(x, y)
        most = max(most, off)
        if off > grip.margin:
            return Ride(True, Slip(x, y, u, v), off, float(size[: k + 1].max()))
        k += 1
    speed = math.hypot(u, v)
    if not settle:
        return Ride(False, Slip(x, y, u, v), most, peak)
    if speed:  # on a piece at rest it slides on, straight, to a stop
        reach = speed / (2.0 * slide)
        x, y = x + u * reach, y + v * reach
        off = math.hypot(x, y)
        most = max(most, off)
        if off > grip.margin:
            return Ride(True, Slip(x, y, 0.0, 0.0), off, peak)
    return Ride(False, Slip(x, y, 0.0, 0.0), most, peak)
