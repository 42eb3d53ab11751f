"""Exact sliding-and-spinning friction of the slider, in closed form.

The slider's footprint is treated as a uniformly loaded disk of radius R (``docs/physics.md``).
Its friction force stays anti-parallel to the velocity, so the path is a straight line, and the
coupled decay of speed and spin is self-similar: every slide is a scaled copy of one of two
universal curves, tabulated once by :mod:`sim.slider.disk_friction`. A whole slide is therefore O(1):
the rest point, the stop time, the total turn, and the state at any time or any distance are
table look-ups, exact at any step size. Speed and spin reach zero at the same instant.

Two limits are handled by the textbook closed forms: no spin (constant deceleration mu g) and
pure spin (constant angular deceleration 4 mu g / 3R).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from importlib import resources

import numpy as np
from numpy.typing import NDArray

from sim.constants import GRAVITY
from sim.errors import SimError

# Closer than this (in the direction phi of the (v, omega R) state) to an end of a universal
# curve, the end's closed form is used: the difference is below 1e-12 of the slide.
PHI_EPS = 1e-9
TOTALS_GRID = 1 << 16  # intervals of the uniform phi grid of whole-slide totals

Array = NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class SlideState:
    """The slider at one instant of a slide, measured from the start of the slide."""

    t: float  # s since the start
    s: float  # m travelled along the straight path
    speed: float  # m/s, >= 0
    spin: float  # rad/s, counter-clockwise positive
    turned: float  # rad turned since the start, counter-clockwise positive


class _Curve:
    """One universal curve, as arrays indexed by psi = ln(rho), ascending."""

    def __init__(self, psi: Array, phi: Array, tn: Array, dn: Array, an: Array) -> None:
        self.psi, self.phi, self.tn, self.dn, self.an = psi, phi, tn, dn, an
        order = np.argsort(phi)
        self.phi_sorted = phi[order]
        self.psi_by_phi = psi[order]
        # Monotone keys that invert "remaining time" and "remaining distance" to psi.
        self.time_key = psi + np.log(tn)
        self.dist_key = 2.0 * psi + np.log(dn)

    def psi_of_phi(self, phi: float) -> float:
        return float(np.interp(phi, self.phi_sorted, self.psi_by_phi))

    def values(self, psi: float) -> tuple[float, float, float, float]:
        """(phi, tn, dn, an) at psi; below the table's start the curve sits on phi*."""
        p = self.psi
        return (
            float(np.interp(psi, p, self.phi)),
            float(np.interp(psi, p, self.tn)),
            float(np.interp(psi, p, self.dn)),
            float(np.interp(psi, p, self.an)),
        )

    def psi_of_key(self, key: float, keys: Array, slope: float) -> float:
        # Below the first entry the curve is on its fixed direction, where the key grows with
        # psi at a constant slope (1 for time, 2 for distance).
        if key < keys[0]:
            return float(self.psi[0] + (key - keys[0]) / slope)
        return float(np.interp(key, keys, self.psi))


class Tables:
    """The shipped tables: f and g on a phi grid, phi*, and the two universal curves."""

    def __init__(self, data: dict[str, Array]) -> None:
        self.phi = data["phi"]
        self.f = data["f"]
        self.g = data["g"]
        self.phi_star = float(data["phi_star"])
        self.lower = _Curve(*(data[f"lower_{k}"] for k in ("psi", "phi", "tn", "dn", "an")))
        self.upper = _Curve(*(data[f"upper_{k}"] for k in ("psi", "phi", "tn", "dn", "an")))
        # The whole-slide totals as functions of the starting direction phi alone: the lower
        # curve covers [0, phi*), the upper (phi*, pi/2]; together one ascending grid.
        # The grid is closed by the exact end values: no spin (1, 1, 0) and pure spin
        # (3/4, 0, 3/8), the textbook closed forms.
        lo, up = self.lower, self.upper
        self.totals_phi = np.concatenate([[0.0], lo.phi[::-1], up.phi, [math.pi / 2.0]])
        self.totals_tn = np.concatenate([[1.0], lo.tn[::-1], up.tn, [0.75]])
        self.totals_dn = np.concatenate([[1.0], lo.dn[::-1], up.dn, [0.0]])
        self.totals_an = np.concatenate([[0.0], lo.an[::-1], up.an, [0.375]])

        # Resampled on a uniform grid, so a look-up is an index, not a search (within 4e-8).
        grid = np.linspace(0.0, math.pi / 2.0, TOTALS_GRID + 1)
        self.uniform = np.stack(
            [np.interp(grid, self.totals_phi, v) for v in (self.totals_tn, self.totals_dn, self.totals_an)],
            axis=1,
        )
        self.uniform_slope = np.diff(self.uniform, axis=0)
        self.uniform_scale = TOTALS_GRID / (math.pi / 2.0)

    def totals(self, phi: float) -> tuple[float, float, float]:
        """Normalised (time, distance, rotation) of a whole slide that starts in direction phi."""
        u = phi * self.uniform_scale
        k = min(int(u), TOTALS_GRID - 1)
        tn, dn, an = self.uniform[k] + (u - k) * self.uniform_slope[k]
        return float(tn), float(dn), float(an)

    def coefficients(self, phi: float) -> tuple[float, float]:
        """Normalised friction force f and torque g at state direction phi."""
        return float(np.interp(phi, self.phi, self.f)), float(np.interp(phi, self.phi, self.g))

    @property
    def eps_star(self) -> float:
        """omega R / v that every slide tends to as it stops (1 / 0.653 for a uniform disk)."""
        return math.tan(self.phi_star)


@cache
def tables() -> Tables:
    """Load the tables once per process."""
    ref = resources.files("sim").joinpath("data/disk_friction.npz")
    with ref.open("rb") as fh, np.load(fh, allow_pickle=False) as npz:
        data = {k: np.asarray(npz[k], dtype=np.float64) for k in npz.files}
    return Tables(data)


@dataclass(frozen=True, slots=True)
class FrictionModel:
    """Friction parameters of one slider on one surface."""

    mu: float  # kinetic friction coefficient
    radius: float  # m, radius of the disk footprint used for friction
    gravity: float = GRAVITY

    def __post_init__(self) -> None:
        for name in ("mu", "radius", "gravity"):
            value = getattr(self, name)
            if not (math.isfinite(value) and value > 0.0):
                raise SimError(f"friction {name} must be a positive finite number, got {value!r}")

    @property
    def decel(self) -> float:
        """mu g, the deceleration of a slide without spin (m/s^2)."""
        return self.mu * self.gravity

    def slide(self, speed: float, spin: float) -> SlideMotion:
        """The whole slide that starts at ``speed`` (m/s, >= 0) and ``spin`` (rad/s)."""
        return SlideMotion(self, speed, spin)


class SlideMotion:
    """A slide from a given speed and spin until rest, in closed form.

    ``stop_time``, ``distance`` and ``rotation`` are the totals; :meth:`at` and
    :meth:`at_distance` give the state at any instant or any point of the path.
    """

    __slots__ = (
        "_curve",
        "_kind",
        "_lam",
        "_model",
        "_rho0",
        "_sign",
        "distance",
        "rotation",
        "speed0",
        "spin0",
        "stop_time",
    )

    def __init__(self, model: FrictionModel, speed: float, spin: float) -> None:
        if not (math.isfinite(speed) and math.isfinite(spin)) or speed < 0.0:
            raise SimError(f"slide needs a finite speed >= 0 and finite spin, got {speed}, {spin}")
        self._model = model
        self.speed0 = speed
        self.spin0 = spin
        self._sign = 1.0 if spin >= 0.0 else -1.0
        w = abs(spin) * model.radius
        rho = math.hypot(speed, w)
        self._rho0 = rho
        self._curve: _Curve | None = None
        self._lam = 0.0
        a = model.decel
        tab = tables()
        phi = math.atan2(w, speed)
        if rho == 0.0:
            self._kind = "rest"
            self.stop_time = self.distance = self.rotation = 0.0
        elif phi < PHI_EPS:
            self._kind = "slide"
            self.stop_time = speed / a
            self.distance = speed * speed / (2.0 * a)
            self.rotation = 0.0
        elif phi > math.pi / 2.0 - PHI_EPS:
            self._kind = "spin"
            alpha = 4.0 * a / (3.0 * model.radius)
            self.stop_time = abs(spin) / alpha
            self.distance = 0.0
            self.rotation = self._sign * spin * spin / (2.0 * alpha)
        else:
            self._kind = "curve"
            curve = tab.lower if phi < tab.phi_star else tab.upper
            self._curve = curve
            self._lam = rho * math.exp(-curve.psi_of_phi(phi))
            tn, dn, an = tab.totals(phi)
            self.stop_time = rho * tn / a
            self.distance = rho * rho * dn / (2.0 * a)
            self.rotation = self._sign * rho * rho * an / (a * model.radius)

    @property
    def model(self) -> FrictionModel:
        return self._model

    def rest(self) -> SlideState:
        return SlideState(self.stop_time, self.distance, 0.0, 0.0, self.rotation)

    def at(self, t: float) -> SlideState:
        """State at time ``t`` after the start (clamped to [0, stop_time])."""
        if t <= 0.0:
            return SlideState(0.0, 0.0, self.speed0, self.spin0, 0.0)
        if t >= self.stop_time:
            return self.rest()
        a = self._model.decel
        if self._kind == "slide":
            return SlideState(t, self.speed0 * t - 0.5 * a * t * t, self.speed0 - a * t, 0.0, 0.0)
        if self._kind == "spin":
            alpha = 4.0 * a / (3.0 * self._model.radius)
            w0 = abs(self.spin0)
            turned = self._sign * (w0 * t - 0.5 * alpha * t * t)
            return SlideState(t, 0.0, 0.0, self._sign * (w0 - alpha * t), turned)
        curve = self._curve
        assert curve is not None
        key = math.log(a * (self.stop_time - t) / self._lam)
        return self._state_on_curve(curve, curve.psi_of_key(key, curve.time_key, 1.0), t)

    def at_distance(self, s: float) -> SlideState:
        """State when the centre has travelled ``s`` metres along the path."""
        if s <= 0.0:
            return self.at(0.0)
        if s >= self.distance:
            return self.rest()
        a = self._model.decel
        if self._kind == "slide":
            speed = math.sqrt(max(self.speed0 * self.speed0 - 2.0 * a * s, 0.0))
            return SlideState((self.speed0 - speed) / a, s, speed, 0.0, 0.0)
        curve = self._curve
        assert curve is not None
        key = math.log(2.0 * a * (self.distance - s) / (self._lam * self._lam))
        state = self._state_on_curve(curve, curve.psi_of_key(key, curve.dist_key, 2.0), None)
        return SlideState(state.t, s, state.speed, state.spin, state.turned)

    def _state_on_curve(self, curve: _Curve, psi: float, t: float | None) -> SlideState:
        a = self._model.decel
        phi, tn, dn, an = curve.values(psi)
        rho = self._lam * math.exp(psi)
        if t is None:  # asked by distance: the time follows from the remaining time
            t = self.stop_time - rho * tn / a
        s = self.distance - rho * rho * dn / (2.0 * a)
        turned = self.rotation - self._sign * rho * rho * an / (a * self._model.radius)
        speed = rho * math.cos(phi)
        spin = self._sign * rho * math.sin(phi) / self._model.radius
        return SlideState(t, s, speed, spin, turned)


def advance(model: FrictionModel, speed: float, spin: float, dt: float) -> SlideState:
    """Advance a slider that now has ``speed`` and ``spin`` by ``dt``: the memoryless step.

    Exact at any ``dt`` (the closed form is evaluated, not integrated), so stepping a slide in
    pieces of any size ends where the whole slide ends.
    """
    return model.slide(speed, spin).at(dt)
