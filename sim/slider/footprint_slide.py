"""A slide of a slider with a real footprint: the equations, and the reference solution that
integrates the friction over the footprint at every step.

For a footprint that is not round, friction depends on the direction of the state (v, omega k)
*and* on where the body points relative to its velocity, and the force is no longer opposite the
velocity: the path curves. Write rho = |(v, omega k)| (k the radius of gyration, so rho^2 is
twice the kinetic energy per unit mass and only falls) and u = (v, omega k) / rho. The friction G
(force per mu m g, and torque / k) depends on u and the body angle alone, so with psi = ln rho as
the clock

    du/dpsi = (G - u (u.G)) / (u.G),           dt/dpsi = rho / (mu g u.G),
    dx/dpsi = u_xy rho^2 / (mu g u.G),         dtheta/dpsi = u_z rho^2 / (k mu g u.G).

A slide ends as psi runs to -infinity; after psi has fallen by ``SPAN`` the rest of the slide is
below 1e-20 m and rad. Unlike a round footprint, slides are *not* scaled copies of each other:
the body turns by omega t ~ rho^2 / (mu g k) while the friction's own turning of the velocity
does not grow with rho, so how fast the body turns under its path is a third number of each
slide (docs/physics.md).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from sim.constants import GRAVITY
from sim.errors import SimError
from sim.slider.footprint import Footprint

Array = NDArray[np.float64]
SPAN = 30.0  # psi from the launch to the end: rho falls by e^-30, the rest is below 1e-20 m


@dataclass(frozen=True, slots=True)
class Rest:
    """Where a slide ends, relative to its start: displacement (m), turn (rad), time (s)."""

    dx: float
    dy: float
    turn: float
    time: float


Friction = Callable[[float, float, float], tuple[float, float, float]]  # body frame (vx, vy, spin)


def rates(friction: Friction, k: float, decel: float, psi: float, y: Array) -> Array:
    """d/dpsi of (ux, uy, uz, x, y, theta, t) for body-frame ``friction`` (force per mu m g,
    torque per mu m g metres) of a body of radius of gyration ``k``; ``decel`` is mu g."""
    ux, uy, uz, _, _, theta, _ = y
    norm = math.sqrt(ux * ux + uy * uy + uz * uz)
    ux, uy, uz = ux / norm, uy / norm, uz / norm
    c, s = math.cos(theta), math.sin(theta)
    bx, by = c * ux + s * uy, -s * ux + c * uy  # the velocity's direction in the body frame
    fx, fy, torque = friction(bx, by, uz / k)
    gx, gy, gz = c * fx - s * fy, s * fx + c * fy, torque / k
    d = ux * gx + uy * gy + uz * gz
    if d >= 0.0:
        raise SimError("friction did not take energy out of the slide")
    rho = math.exp(psi)
    move = rho * rho / (decel * d)
    return np.array(
        [
            (gx - ux * d) / d,
            (gy - uy * d) / d,
            (gz - uz * d) / d,
            ux * move,
            uy * move,
            uz / k * move,
            rho / (decel * d),
        ]
    )


def start_state(
    speed: float, direction: float, spin: float, angle: float, k: float
) -> tuple[float, list[float]]:
    """psi and the state (u, position 0, ``angle``, time 0) of a launch."""
    values = (speed, direction, spin, angle)
    if not all(math.isfinite(v) for v in values) or speed < 0.0:
        raise SimError(f"a slide needs a finite speed >= 0, direction, spin and angle, got {values}")
    rho = math.hypot(speed, spin * k)
    if rho == 0.0:
        raise SimError("a slide needs speed or spin")
    ux, uy, uz = speed * math.cos(direction) / rho, speed * math.sin(direction) / rho, spin * k / rho
    return math.log(rho), [ux, uy, uz, 0.0, 0.0, angle, 0.0]


def reference_rest(
    footprint: Footprint,
    mu: float,
    speed: float,
    direction: float,
    spin: float,
    angle: float = 0.0,
    rtol: float = 1e-10,
    gravity: float = GRAVITY,
) -> Rest:
    """The rest of a slide, the friction integrated over the footprint at every step (DOP853):
    slow, for checking faster models and for fitting."""
    from scipy.integrate import solve_ivp

    k = footprint.k
    psi0, y0 = start_state(speed, direction, spin, angle, k)
    decel = mu * gravity
    sol = solve_ivp(
        lambda psi, y: rates(footprint.friction, k, decel, psi, y),
        (psi0, psi0 - SPAN),
        np.array(y0),
        method="DOP853",
        rtol=rtol,
        atol=rtol * 1e-3,
    )
    if not sol.success:
        raise SimError(f"the reference slide did not converge: {sol.message}")
    end = sol.y[:, -1]
    return Rest(float(end[3]), float(end[4]), float(end[5] - angle), float(end[6]))
