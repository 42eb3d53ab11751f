"""A sphere swept along a straight chord against a capsule (a segment with a radius), exactly.

The distance from a point moving along a line to a segment is convex along the line, and
piecewise the root of a quadratic: to the segment's interior (the distance to its line) or to
one of its ends. The first time it reaches the sum of the radii is the smallest root, among those
three, that lies in its own piece. The foam-ball kick uses it for the defender's thumbs and
crossbar (:mod:`sim.kick`).
"""

from __future__ import annotations

import math

Vec3 = tuple[float, float, float]


def _sub(a: Vec3, b: Vec3) -> Vec3:
    return a[0] - b[0], a[1] - b[1], a[2] - b[2]


def _dot(a: Vec3, b: Vec3) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _along(p: Vec3, d: Vec3, u: float) -> Vec3:
    return p[0] + u * d[0], p[1] + u * d[1], p[2] + u * d[2]


def closest_on_segment(p: Vec3, a: Vec3, b: Vec3) -> Vec3:
    """The point of segment a-b nearest to p."""
    e = _sub(b, a)
    ee = _dot(e, e)
    t = 0.0 if ee == 0.0 else min(1.0, max(0.0, _dot(_sub(p, a), e) / ee))
    return _along(a, e, t)


def _entering_root(w: Vec3, d: Vec3, reach: float) -> float | None:
    """The smaller u with |w + u d| = reach, if the point comes that close at all."""
    qa = _dot(d, d)
    if qa == 0.0:
        return None
    qb = 2.0 * _dot(w, d)
    qc = _dot(w, w) - reach * reach
    disc = qb * qb - 4.0 * qa * qc
    if disc < 0.0:
        return None
    # The numerically stable pair of roots; the smaller is where the distance falls to reach.
    q = -0.5 * (qb + math.copysign(math.sqrt(disc), qb))
    roots = [r for r in ((q / qa), (qc / q if q != 0.0 else math.inf)) if math.isfinite(r)]
    return min(roots) if roots else None


def first_touch(p0: Vec3, p1: Vec3, a: Vec3, b: Vec3, reach: float) -> float | None:
    """The first fraction u in [0, 1] of the chord p0-p1 at which the point comes within
    ``reach`` of segment a-b (the sum of the sphere's and the capsule's radii), or None.

    A point that starts within reach counts at 0 only if it is still closing in."""
    d = _sub(p1, p0)
    e = _sub(b, a)
    ee = _dot(e, e)
    start = closest_on_segment(p0, a, b)
    if math.dist(p0, start) <= reach:
        return 0.0 if _dot(_sub(p0, start), d) < 0.0 else None

    def piece(u: float) -> float:
        """Where along a-b the nearest point of its line lies, for the point at u."""
        return 0.5 if ee == 0.0 else _dot(_sub(_along(p0, d, u), a), e) / ee

    best: float | None = None
    tol = 1e-9
    if ee > 0.0:
        w = _sub(p0, a)
        w_perp = _sub(w, _along((0.0, 0.0, 0.0), e, _dot(w, e) / ee))
        d_perp = _sub(d, _along((0.0, 0.0, 0.0), e, _dot(d, e) / ee))
        u = _entering_root(w_perp, d_perp, reach)
        if u is not None and 0.0 <= u <= 1.0 and -tol <= piece(u) <= 1.0 + tol:
            best = u
    for end, beyond_a in ((a, True), (b, False)):
        u = _entering_root(_sub(p0, end), d, reach)
        if u is None or not 0.0 <= u <= 1.0 or (best is not None and u >= best):
            continue
        t = piece(u)
        if (t <= tol) if beyond_a else (t >= 1.0 - tol):
            best = u
    return best


def contact_normal(p: Vec3, a: Vec3, b: Vec3) -> Vec3:
    """The unit normal from the capsule's axis out to a sphere centred at p."""
    q = closest_on_segment(p, a, b)
    n = _sub(p, q)
    length = math.sqrt(_dot(n, n))
    if length == 0.0:
        return 0.0, 0.0, 1.0
    return n[0] / length, n[1] / length, n[2] / length
