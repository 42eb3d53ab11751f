"""A ball carried on top of a piece as a hand glides the piece across a board.

The ball rests on the piece's flat top. While the piece's acceleration stays within what static
friction can give the ball (mu_s g) the two move as one; beyond it the ball slides on the top,
slowed by kinetic friction (mu_k g), until the two move together again or the ball has slid past
the top's edge, and falls off. The motion is along the glide's line (a hand slides a piece
straight, a square or a few at a time), integrated in steps of ``dt`` from the piece's
accelerations.

A hand's glide is a minimum-jerk move (the smooth reach of a person's hand: position
d (10 s^3 - 15 s^4 + 6 s^5) over s = t/T, peak acceleration 5.77 d / T^2), taking a time that
depends on how hurried the hand is, with a tremor on top. A mouse drag gives the piece's path
itself: :func:`drag_accelerations` turns its samples into accelerations.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from sim.constants import GRAVITY

DT = 0.001  # s: the step the slip is integrated with
MIN_JERK_PEAK = 10.0 / math.sqrt(3.0)  # peak acceleration of a minimum-jerk move, times d / T^2


@dataclass(frozen=True, slots=True)
class Grip:
    """How the ball sits on a piece: its frictions on the top, and how far it may slide before
    it goes over the edge (the top's half-width less the ball's footprint)."""

    static: float = 0.45
    kinetic: float = 0.35
    margin: float = 0.006  # m
    square: float = 0.025  # m: a board's square, the unit of a glide

    def __post_init__(self) -> None:
        if not 0.0 < self.kinetic <= self.static:
            raise ValueError(f"need 0 < kinetic ({self.kinetic}) <= static ({self.static}) friction")
        if self.margin <= 0.0 or self.square <= 0.0:
            raise ValueError("the margin and the square must be positive lengths")


@dataclass(frozen=True, slots=True)
class Carried:
    """What happened to the ball in one glide."""

    fell: bool
    at: float  # s into the glide when it fell, or the glide's length if it stayed on
    slip: float  # m the ball had slid on the top when it fell, or at the end
    ahead: bool  # it slid (or fell) ahead of the piece, the way it glides; else behind
    peak: float  # m/s^2: the largest acceleration of the piece


@dataclass(frozen=True, slots=True)
class Hand:
    """How a hand glides a piece: seconds a square (its mean and spread, drawn per glide, never
    less than ``fastest``) and a tremor (the spread of an acceleration that changes every
    ``tremor_time``)."""

    pace: float
    pace_sd: float
    fastest: float
    tremor: float  # m/s^2
    tremor_time: float = 0.02  # s


def carry(accelerations: np.ndarray, grip: Grip = Grip(), dt: float = DT) -> Carried:
    """The ball on a piece whose acceleration along its line is ``accelerations`` (m/s^2, one a
    step of ``dt``), the ball at rest on the top's centre at the start."""
    accel = np.asarray(accelerations, dtype=float)
    if accel.ndim != 1 or not np.all(np.isfinite(accel)):
        raise ValueError("accelerations must be a line of finite numbers")
    hold, slide = grip.static * GRAVITY, grip.kinetic * GRAVITY
    u = s = 0.0  # the ball's velocity and offset relative to the top
    for k, a in enumerate(accel.tolist()):
        if u == 0.0 and abs(a) <= hold:
            continue  # gripped: the ball moves with the piece
        direction = -a if u == 0.0 else u  # the way it slides: left behind, or on as it was
        du = (-a - math.copysign(slide, direction)) * dt
        if u != 0.0 and u * (u + du) <= 0.0 and abs(a) <= hold:
            # Friction stops the slide within this step (it may not turn it back): gripped again.
            s += 0.5 * u * dt * (u / -du)  # it slides on for the part of the step it takes to stop
            u = 0.0
        else:
            s += (u + 0.5 * du) * dt
            u += du
        if abs(s) > grip.margin:
            return Carried(True, (k + 1) * dt, abs(s), s > 0.0, float(np.max(np.abs(accel[: k + 1]))))
    peak = float(np.max(np.abs(accel))) if accel.size else 0.0
    return Carried(False, accel.size * dt, abs(s), s > 0.0, peak)


def min_jerk(distance: float, duration: float, dt: float = DT) -> np.ndarray:
    """The accelerations of a minimum-jerk move of ``distance`` metres in ``duration`` seconds."""
    if duration <= 0.0:
        raise ValueError(f"a glide takes some time, not {duration} s")
    n = max(1, math.ceil(duration / dt))
    s = (np.arange(n) + 0.5) / n
    return distance / duration**2 * (60.0 * s - 180.0 * s**2 + 120.0 * s**3)


def hand_glide(
    squares: float, hand: Hand, grip: Grip, rng: np.random.Generator, dt: float = DT
) -> np.ndarray:
    """A hand's glide of the piece ``squares`` squares along its line: its accelerations."""
    pace = max(hand.fastest, float(rng.normal(hand.pace, hand.pace_sd)))
    duration = max(pace * squares, hand.fastest)
    accel = min_jerk(squares * grip.square, duration, dt)
    if hand.tremor > 0.0:
        held = max(1, round(hand.tremor_time / dt))
        shakes = rng.normal(0.0, hand.tremor, math.ceil(accel.size / held))
        accel = accel + np.repeat(shakes, held)[: accel.size]
    return accel


def drag_accelerations(times: np.ndarray, positions: np.ndarray, dt: float = DT) -> np.ndarray:
    """A dragged piece's accelerations along its line, from the drag's samples: ``times`` (s,
    increasing) and ``positions`` (m along the line); the piece starts and ends at rest. Speeds
    and accelerations are taken at the samples' own spacing (a mouse reports 60 to 1000 times a
    second) and the accelerations resampled every ``dt``."""
    t = np.asarray(times, dtype=float)
    x = np.asarray(positions, dtype=float)
    if t.ndim != 1 or t.shape != x.shape or t.size < 2 or not np.all(np.diff(t) > 0.0):
        raise ValueError("a drag needs two or more samples at increasing times")
    if not np.all(np.isfinite(x)):
        raise ValueError("a drag's positions must be finite")
    # Speeds between samples, and at rest at both ends; accelerations between those.
    tv = np.concatenate([[t[0]], 0.5 * (t[1:] + t[:-1]), [t[-1]]])
    v = np.concatenate([[0.0], np.diff(x) / np.diff(t), [0.0]])
    ta = 0.5 * (tv[1:] + tv[:-1])
    a = np.diff(v) / np.diff(tv)
    grid = np.arange(t[0], t[-1], dt) + 0.5 * dt
    return np.interp(grid, ta, a)


def peak_of_min_jerk(distance: float, duration: float) -> float:
    """The largest acceleration of a minimum-jerk move: 5.77 d / T^2."""
    return MIN_JERK_PEAK * abs(distance) / duration**2
