"""Coulomb friction integrated over a footprint of any convex outline and pressure: the limit
surface of a sliding and spinning body (Goyal, Ruina and Papadopoulos 1991), by quadrature.

A body moving in its plane at velocity v (of its reference point) and spin omega turns about its
instantaneous centre q = z x v / omega; every point's velocity is perpendicular to the line from
q, and friction opposes it. Over a uniformly loaded outline A the friction is then a boundary
integral (Green), with f(r) = |r - q| and s the sign of omega:

    force  = s (N_y, -N_x),                   N = loop of f n dl
    torque = -s [loop f (r . n) dl - 2/3 loop f (r - q) . n dl]

(the friction density -s z x grad f is a curl, and the area integral of f is the divergence of
f (r - q) / 3). The integrand is smooth except at the boundary point nearest q, where each arc or
segment is split and Gauss-Legendre nodes clustered, so q inside the footprint, on its edge or
just outside costs the same and converges as fast. Far from the footprint (slow spin) the same
integrals would cancel digits, and the integrand is analytic over the footprint: there a polar
Gauss rule about the centroid integrates the friction density directly.

A pressure family is a sum of uniform loads on nested outlines (:mod:`sim.slider.footprint`), so
this module only integrates uniform loads. Units: the force per unit pressure (m^2), the torque
per unit pressure (m^3); the footprint divides by its total load.
"""

from __future__ import annotations

import itertools
import math
from functools import cache

import numpy as np
from numpy.typing import NDArray

from sim.slider.outline import Outline

Array = NDArray[np.float64]

NODES = 40  # Gauss nodes per part of a boundary piece (each piece is split in two at q's nearest point)
FAR = 3.0  # q further than this many outline radii from the centroid: the direct polar rule
POLAR_ANGLE_NODES = 48  # per stretch between two corners, as seen from the centroid
POLAR_RADIAL_NODES = 24


@cache
def _unit_gauss(n: int) -> tuple[Array, Array]:
    nodes, weights = np.polynomial.legendre.leggauss(n)
    return (nodes + 1.0) / 2.0, weights / 2.0


def friction(outline: Outline, vx: float, vy: float, spin: float) -> tuple[float, float, float]:
    """Friction force (x, y) and torque about the origin of a unit pressure over ``outline``
    moving at (vx, vy) (velocity of the origin) and ``spin`` (rad/s), per unit friction
    coefficient. Zero when the body is at rest."""
    speed = math.hypot(vx, vy)
    area, cx, cy, _ = outline.moments
    if spin == 0.0:
        if speed == 0.0:
            return 0.0, 0.0, 0.0
        ux, uy = vx / speed, vy / speed
        return -area * ux, -area * uy, -area * (cx * uy - cy * ux)
    qx, qy = -vy / spin, vx / spin
    if math.hypot(qx - cx, qy - cy) > FAR * _reach(outline):
        return _polar(outline, vx, vy, spin)
    return _green(outline, qx, qy, 1.0 if spin > 0.0 else -1.0)


@cache
def _reach(outline: Outline) -> float:
    """How far the outline reaches from its centroid (its boundary's Gauss nodes, to within a
    hair: it only sets where the direct rule takes over)."""
    _, cx, cy, _ = outline.moments
    x, y, *_ = outline.boundary_nodes(16)
    return float(np.max(np.hypot(x - cx, y - cy)))


def _green(outline: Outline, qx: float, qy: float, sign: float) -> tuple[float, float, float]:
    u, w = _unit_gauss(NODES)
    xs, ys, nxs, nys, dls = [], [], [], [], []
    for piece in outline.pieces:
        t0 = piece.nearest(qx, qy)
        for lo, hi in ((t0, 0.0), (t0, 1.0)):
            if hi == lo:
                continue
            # t = t0 + (hi - t0) u^2: nodes crowd at q's nearest point, where |r - q| bends.
            t = lo + (hi - lo) * u * u
            x, y, nx, ny, dl = piece.points(t)
            xs.append(x)
            ys.append(y)
            nxs.append(nx)
            nys.append(ny)
            dls.append(dl * w * 2.0 * abs(hi - lo) * u)
    x, y, nx, ny, dl = (np.concatenate(a) for a in (xs, ys, nxs, nys, dls))
    f = np.hypot(x - qx, y - qy) * dl
    n_x, n_y = float(np.sum(f * nx)), float(np.sum(f * ny))
    r_n = float(np.sum(f * (x * nx + y * ny)))
    rq_n = r_n - (qx * n_x + qy * n_y)
    return sign * n_y, -sign * n_x, -sign * (r_n - 2.0 / 3.0 * rq_n)


def _polar(outline: Outline, vx: float, vy: float, spin: float) -> tuple[float, float, float]:
    _, cx, cy, _ = outline.moments
    ex, ey, dpsi = _polar_directions(outline)
    reach = outline.exit_distance(cx, cy, ex, ey)
    t, w = _unit_gauss(POLAR_RADIAL_NODES)
    s = reach[:, None] * t[None, :]
    weight = (dpsi * reach)[:, None] * w[None, :] * s  # s ds dpsi
    rx = cx + s * ex[:, None]
    ry = cy + s * ey[:, None]
    ux, uy = vx - spin * ry, vy + spin * rx
    norm = np.hypot(ux, uy)
    fx, fy = -ux / norm * weight, -uy / norm * weight
    return float(np.sum(fx)), float(np.sum(fy)), float(np.sum(rx * fy - ry * fx))


@cache
def _polar_directions(outline: Outline) -> tuple[Array, Array, Array]:
    """Directions from the centroid and their Gauss weights, split at the corners (where the
    distance to the boundary has a kink)."""
    _, cx, cy, _ = outline.moments
    cuts = sorted(math.atan2(y - cy, x - cx) % (2.0 * math.pi) for x, y in outline.corners)
    if not cuts:
        cuts = [0.0]
    ends = [*cuts, cuts[0] + 2.0 * math.pi]
    t, w = _unit_gauss(POLAR_ANGLE_NODES)
    psi = np.concatenate([a + (b - a) * t for a, b in itertools.pairwise(ends)])
    dpsi = np.concatenate([(b - a) * w for a, b in itertools.pairwise(ends)])
    return np.cos(psi), np.sin(psi), dpsi
