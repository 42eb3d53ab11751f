"""Coulomb friction of a sliding and spinning disk, and the tables the slide model is built on.

This module *generates* ``sim/data/disk_friction.npz``; at run time the tables are only loaded
(by :mod:`sim.slider.friction`), so scipy is needed here and in the tests, never when playing.

Regenerate with ``python -m sim.slider.disk_friction``.

Model (see ``docs/physics.md``): a disk footprint of radius R under uniform pressure slides at
speed v and spins at omega. Write the state as a point of the (v, omega*R) plane in polar form,
``v = rho cos(phi)``, ``omega R = rho sin(phi)``. The normalised friction force f and torque g
depend on phi alone, so

    dv/dt = -mu g f(phi),    d(omega R)/dt = -2 mu g g(phi)        (g below is the torque, not 9.81)

The right-hand side is homogeneous of degree 0 in rho, hence every slide is a scaled copy of one
of two universal curves: phi runs from 0 (no spin) or pi/2 (pure spin) towards the attracting
direction phi* (v / omega R = 0.653) as the slider stops. The tables hold, along each curve,
phi and the remaining time, distance and rotation normalised by the current rho.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

Array = NDArray[np.float64]

TABLE_PATH = Path(__file__).parent.parent / "data" / "disk_friction.npz"  # sim/data, shipped with sim

# Grid of phi for f and g: fine enough that linear interpolation is accurate to ~1e-7.
N_PHI = 4097
# Radial Gauss-Legendre nodes per sub-interval; 100 already converges to ~1e-14.
N_RADIAL = 120
# Step of the universal curves in psi = ln(rho) and their end points.
PSI_STEP = 0.004
STORE_EVERY = 5  # rows kept: linear interpolation between them stays within ~1e-7 of a slide
PHI_GAP_START = 1e-12  # start this far from phi* (the curves leave it exponentially)
PHI_GAP_END = 1e-12  # stop this close to 0 or pi/2


def _angular_integrals(a: Array, b: Array) -> tuple[Array, Array]:
    """Closed forms of  I = int_0^2pi da / sqrt(a - b sin a)  and  J = int_0^2pi sin a / sqrt(...).

    Both reduce to complete elliptic integrals with parameter m = 2b / (a + b).
    """
    from scipy.special import ellipe, ellipk

    m = np.minimum(2.0 * b / (a + b), 1.0 - 1e-16)
    s = np.sqrt(a + b)
    i_int = 4.0 * ellipk(m) / s
    small = b < 1e-6 * a
    safe_b = np.where(small, 1.0, b)
    # For small b the closed form cancels catastrophically: use its series instead.
    j_series = np.pi * b / a**1.5 * (1.0 + 3.0 * b * b / (8.0 * a * a))
    j_closed = (a * i_int - 4.0 * s * ellipe(m)) / safe_b
    return i_int, np.where(small, j_series, j_closed)


def coefficients(phi: float) -> tuple[float, float]:
    """Normalised friction force f and torque g at state direction ``phi`` (radians).

    f = F / (mu m g), anti-parallel to the velocity; g = torque / (mu m g R), opposing the spin.
    """
    v, w = float(np.cos(phi)), float(np.sin(phi))
    if v <= 0.0:
        return 0.0, 2.0 / 3.0  # pure spin: no net force, torque of a uniform disk
    nodes, weights = np.polynomial.legendre.leggauss(N_RADIAL)
    t = (nodes + 1.0) / 2.0
    wt = weights / 2.0

    def integrate(r0: float, r1: float, cluster_at_end: bool) -> tuple[float, float]:
        # A cubic map clusters the nodes at the instantaneous centre of rotation, where the
        # integrand has a logarithmic singularity.
        span = r1 - r0
        if cluster_at_end:
            r = r1 - span * (1.0 - t) ** 3
            dr = 3.0 * span * (1.0 - t) ** 2
        else:
            r = r0 + span * t**3
            dr = 3.0 * span * t**2
        i_int, j_int = _angular_integrals(v * v + w * w * r * r, 2.0 * v * w * r)
        force = np.sum((v * i_int - w * r * j_int) * r * dr * wt)
        torque = np.sum((w * r * r * i_int - v * r * j_int) * r * dr * wt)
        return float(force), float(torque)

    if w > v:  # the instantaneous centre r = v/w lies inside the disk
        rc = v / w
        f1, g1 = integrate(0.0, rc, True)
        f2, g2 = integrate(rc, 1.0, False)
        f, g = f1 + f2, g1 + g2
    else:
        f, g = integrate(0.0, 1.0, True)
    return f / np.pi, g / np.pi


def coefficient_table(n: int = N_PHI) -> tuple[Array, Array, Array]:
    """``(phi, f, g)`` on a uniform grid of [0, pi/2]."""
    phi = np.linspace(0.0, np.pi / 2.0, n)
    fg = np.array([coefficients(p) for p in phi])
    return phi, fg[:, 0], fg[:, 1]


class _Rates:
    """P and Q of the polar form: d(rho)/dt = -mu g P(phi), rho d(phi)/dt = -mu g Q(phi)."""

    def __init__(self, phi: Array, f: Array, g: Array) -> None:
        self.phi, self.f, self.g = phi, f, g

    def fg(self, p: float) -> tuple[float, float]:
        return float(np.interp(p, self.phi, self.f)), float(np.interp(p, self.phi, self.g))

    def pq(self, p: float) -> tuple[float, float]:
        f, g = self.fg(p)
        c, s = np.cos(p), np.sin(p)
        return f * c + 2.0 * g * s, 2.0 * g * c - f * s


def fixed_direction(rates: _Rates) -> float:
    """phi*, where Q = 0 between the two ends: the direction every slide ends along."""
    lo, hi = 0.5, 1.3
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if rates.pq(mid)[1] < 0.0:  # below phi* spin grows relative to speed
            lo = mid
        else:
            hi = mid
    return 0.5 * (lo + hi)


def universal_curve(rates: _Rates, phi_star: float, upper: bool) -> dict[str, Array]:
    """Integrate one universal curve upward in psi = ln(rho), away from phi*.

    Going up in psi is going back in time, so phi leaves phi* and runs towards 0 (lower branch)
    or pi/2 (upper branch). Alongside it integrate the normalised remaining quantities
        Tn: remaining time     = rho * Tn / (mu g)
        Dn: remaining distance = rho^2 * Dn / (2 mu g)
        An: remaining rotation = rho^2 * An / (mu g R)
    whose psi-derivatives follow from d/dpsi (rho^k X) = rho^k * (integrand).
    """
    sign = 1.0 if upper else -1.0
    end = np.pi / 2.0 - PHI_GAP_END if upper else PHI_GAP_END

    def rhs(state: Array) -> Array:
        p = state[0]
        pp, qq = rates.pq(p)
        return np.array(
            [
                qq / pp,  # d(phi)/d(psi) = rho d(phi)/d(rho) = Q / P
                1.0 / pp - state[1],
                2.0 * np.cos(p) / pp - 2.0 * state[2],
                np.sin(p) / pp - 2.0 * state[3],
            ]
        )

    # Start at the fixed point's values of the remaining quantities, a hair off phi*.
    p_star = rates.pq(phi_star)[0]
    state = np.array(
        [
            phi_star + sign * PHI_GAP_START,
            1.0 / p_star,
            np.cos(phi_star) / p_star,
            np.sin(phi_star) / (2.0 * p_star),
        ]
    )
    rows = [state.copy()]
    h = PSI_STEP
    while (state[0] < end) if upper else (state[0] > end):
        k1 = rhs(state)
        k2 = rhs(state + 0.5 * h * k1)
        k3 = rhs(state + 0.5 * h * k2)
        k4 = rhs(state + h * k3)
        state = state + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        rows.append(state.copy())
        if len(rows) > 400_000:
            raise RuntimeError("universal curve did not reach its end")
    arr = np.array(rows[:-1])[::STORE_EVERY]  # the last step may overshoot the end
    psi = np.arange(len(arr)) * h * STORE_EVERY
    return {"psi": psi, "phi": arr[:, 0], "tn": arr[:, 1], "dn": arr[:, 2], "an": arr[:, 3]}


def build_tables() -> dict[str, Array]:
    phi, f, g = coefficient_table()
    rates = _Rates(phi, f, g)
    phi_star = fixed_direction(rates)
    out: dict[str, Array] = {"phi": phi, "f": f, "g": g, "phi_star": np.array(phi_star)}
    for name, upper in (("lower", False), ("upper", True)):
        for key, values in universal_curve(rates, phi_star, upper).items():
            out[f"{name}_{key}"] = values
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Regenerate the disk friction tables.")
    parser.add_argument("--out", type=Path, default=TABLE_PATH)
    args = parser.parse_args(argv)
    tables = build_tables()
    tmp = args.out.with_suffix(".tmp.npz")
    np.savez_compressed(tmp, **tables)  # type: ignore[arg-type]
    tmp.replace(args.out)
    print(f"wrote {args.out}: phi* = {float(tables['phi_star']):.10f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
