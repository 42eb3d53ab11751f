"""A convex footprint outline as an intersection of discs and half-planes, and its boundary.

The slider football is the intersection of two discs (a lens); a disk is one; a polygon is its
half-planes. Written this way an outline is exact (no polygon of the arcs), its inward offset by
a band's width is the same constraints made smaller (how a rim-loaded pressure is built), and its
boundary is a chain of arcs and segments that Gauss quadrature integrates to machine precision
(:mod:`sim.slider.limit_surface` integrates the friction over it).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, cached_property

import numpy as np
from numpy.typing import NDArray

from sim.errors import SimError

Array = NDArray[np.float64]
TOL = 1e-12  # relative to the outline's size: a point this close to a boundary is on it


@dataclass(frozen=True, slots=True)
class Disc:
    """The points within ``r`` of (cx, cy)."""

    cx: float
    cy: float
    r: float


@dataclass(frozen=True, slots=True)
class HalfPlane:
    """The points p with n . p <= d (n a unit vector)."""

    nx: float
    ny: float
    d: float


@dataclass(frozen=True, slots=True)
class Piece:
    """One arc or segment of the boundary, counter-clockwise: an arc of ``disc`` from angle
    ``a0`` to ``a1`` (a1 > a0), or the segment from ``p0`` to ``p1`` on ``plane``."""

    disc: Disc | None
    a0: float
    a1: float
    p0: tuple[float, float]
    p1: tuple[float, float]

    def points(self, t: Array) -> tuple[Array, Array, Array, Array, Array]:
        """Boundary points at parameters ``t`` in [0, 1]: x, y, outward normal, and dl/dt."""
        if self.disc is not None:
            c = self.disc
            ang = self.a0 + t * (self.a1 - self.a0)
            nx, ny = np.cos(ang), np.sin(ang)
            return c.cx + c.r * nx, c.cy + c.r * ny, nx, ny, np.full_like(t, c.r * (self.a1 - self.a0))
        (x0, y0), (x1, y1) = self.p0, self.p1
        length = math.hypot(x1 - x0, y1 - y0)
        ox, oy = (y1 - y0) / length, -(x1 - x0) / length  # outward for a counter-clockwise chain
        flat = np.ones_like(t)
        return x0 + t * (x1 - x0), y0 + t * (y1 - y0), ox * flat, oy * flat, length * flat

    def nearest(self, qx: float, qy: float) -> float:
        """The parameter of the piece's point nearest (qx, qy), in [0, 1]."""
        if self.disc is not None:
            ang = math.atan2(qy - self.disc.cy, qx - self.disc.cx)
            span = self.a1 - self.a0
            k = (ang - self.a0) % (2.0 * math.pi)
            if k <= span:
                return k / span
            return 0.0 if (2.0 * math.pi - k) < (k - span) else 1.0
        (x0, y0), (x1, y1) = self.p0, self.p1
        dx, dy = x1 - x0, y1 - y0
        return min(max(((qx - x0) * dx + (qy - y0) * dy) / (dx * dx + dy * dy), 0.0), 1.0)


@dataclass(frozen=True)
class Outline:
    """A convex outline: the points inside every disc and every half-plane."""

    discs: tuple[Disc, ...] = ()
    planes: tuple[HalfPlane, ...] = ()

    def __post_init__(self) -> None:
        if not self.discs and len(self.planes) < 3:
            raise SimError("an outline needs a disc or at least three half-planes")
        values = [v for c in self.discs for v in (c.cx, c.cy, c.r)] + [
            v for p in self.planes for v in (p.nx, p.ny, p.d)
        ]
        if not all(math.isfinite(v) for v in values) or any(c.r <= 0.0 for c in self.discs):
            raise SimError("an outline's discs need finite centres and positive radii")
        if not self.pieces:
            raise SimError("the outline's discs and half-planes have no common area")

    # ------------------------------------------------------------------ shapes
    @classmethod
    def disk(cls, radius: float) -> Outline:
        return cls(discs=(Disc(0.0, 0.0, radius),))

    @classmethod
    def lens(cls, length: float, width: float) -> Outline:
        """The football: two arcs meeting at tips (+-length/2, 0), width across the middle."""
        if not (0.0 < width < length):
            raise SimError(f"a lens needs 0 < width < length, got {width} and {length}")
        a, b = length / 2.0, width / 2.0
        radius = (a * a + b * b) / (2.0 * b)
        c = radius - b
        return cls(discs=(Disc(0.0, -c, radius), Disc(0.0, c, radius)))

    @classmethod
    def polygon(cls, vertices: list[tuple[float, float]]) -> Outline:
        """A convex polygon from its vertices, counter-clockwise."""
        planes = []
        n = len(vertices)
        for k in range(n):
            (x0, y0), (x1, y1) = vertices[k], vertices[(k + 1) % n]
            length = math.hypot(x1 - x0, y1 - y0)
            if length == 0.0:
                raise SimError("a polygon outline has two equal vertices in a row")
            nx, ny = (y1 - y0) / length, -(x1 - x0) / length
            planes.append(HalfPlane(nx, ny, nx * x0 + ny * y0))
        return cls(planes=tuple(planes))

    def scaled(self, c: float) -> Outline:
        """The outline scaled by ``c`` about the origin."""
        return Outline(
            tuple(Disc(d.cx * c, d.cy * c, d.r * c) for d in self.discs),
            tuple(HalfPlane(p.nx, p.ny, p.d * c) for p in self.planes),
        )

    def inset(self, width: float) -> Outline:
        """The outline moved inward by ``width`` (the erosion of an intersection is the
        intersection of the erosions)."""
        if any(c.r <= width for c in self.discs):
            raise SimError(f"an inset of {width} m leaves nothing of the outline")
        return Outline(
            tuple(Disc(c.cx, c.cy, c.r - width) for c in self.discs),
            tuple(HalfPlane(p.nx, p.ny, p.d - width) for p in self.planes),
        )

    # --------------------------------------------------------------- boundary
    @cached_property
    def size(self) -> float:
        """A length of the outline's scale (for tolerances)."""
        return max([c.r for c in self.discs] + [abs(p.d) for p in self.planes] + [1e-9])

    def inside(self, x: float, y: float, tol: float = 0.0) -> bool:
        slack = tol * self.size
        return all(math.hypot(x - c.cx, y - c.cy) <= c.r + slack for c in self.discs) and all(
            p.nx * x + p.ny * y <= p.d + slack for p in self.planes
        )

    @cached_property
    def corners(self) -> tuple[tuple[float, float], ...]:
        """Where two boundary pieces meet, counter-clockwise about their mean."""
        found: list[tuple[float, float]] = []
        for point in _crossings(self.discs, self.planes):
            if self.inside(*point, tol=1e-9) and all(math.dist(point, f) > 1e-9 * self.size for f in found):
                found.append(point)
        if not found:
            return ()
        mx = sum(p[0] for p in found) / len(found)
        my = sum(p[1] for p in found) / len(found)
        return tuple(sorted(found, key=lambda p: math.atan2(p[1] - my, p[0] - mx)))

    @cached_property
    def pieces(self) -> tuple[Piece, ...]:
        """The boundary as arcs and segments, counter-clockwise."""
        if not self.corners:  # one disc, or nested discs: the smallest is the outline
            disc = min(self.discs, key=lambda c: c.r) if self.discs else None
            if disc is None or not self.inside(disc.cx + disc.r, disc.cy, 1e-9):
                return ()
            return (Piece(disc, 0.0, 2.0 * math.pi, (0.0, 0.0), (0.0, 0.0)),)
        out = []
        ring = self.corners
        for k, p0 in enumerate(ring):
            p1 = ring[(k + 1) % len(ring)]
            piece = self._piece_between(p0, p1)
            if piece is not None:
                out.append(piece)
        return tuple(out)

    def _piece_between(self, p0: tuple[float, float], p1: tuple[float, float]) -> Piece | None:
        on = 1e-8 * self.size
        for c in self.discs:
            if abs(math.dist(p0, (c.cx, c.cy)) - c.r) > on or abs(math.dist(p1, (c.cx, c.cy)) - c.r) > on:
                continue
            a0 = math.atan2(p0[1] - c.cy, p0[0] - c.cx)
            a1 = math.atan2(p1[1] - c.cy, p1[0] - c.cx)
            if a1 <= a0:
                a1 += 2.0 * math.pi
            mid = 0.5 * (a0 + a1)
            if self.inside(c.cx + c.r * math.cos(mid), c.cy + c.r * math.sin(mid), 1e-9):
                return Piece(c, a0, a1, p0, p1)
        for p in self.planes:
            if abs(p.nx * p0[0] + p.ny * p0[1] - p.d) <= on and abs(p.nx * p1[0] + p.ny * p1[1] - p.d) <= on:
                return Piece(None, 0.0, 0.0, p0, p1)
        return None

    # ----------------------------------------------------------------- moments
    def boundary_nodes(self, per_piece: int = 48) -> tuple[Array, Array, Array, Array, Array]:
        """Gauss-Legendre nodes of the whole boundary: x, y, normal, and weights dl."""
        t, w = _gauss(per_piece)
        parts = [piece.points(t) for piece in self.pieces]
        x, y, nx, ny, _dl = (np.concatenate([p[k] for p in parts]) for k in range(5))
        weights = np.concatenate([w * p[4] for p in parts])
        return x, y, nx, ny, weights

    @cached_property
    def moments(self) -> tuple[float, float, float, float]:
        """Area, centroid (x, y) and the polar second moment about the centroid, by Green."""
        x, y, nx, ny, w = self.boundary_nodes()
        area = 0.5 * float(np.sum((x * nx + y * ny) * w))
        cx = float(np.sum(0.5 * x * x * nx * w)) / area
        cy = float(np.sum(0.5 * y * y * ny * w)) / area
        polar = float(np.sum(0.25 * (x * x + y * y) * (x * nx + y * ny) * w))
        return area, cx, cy, polar - area * (cx * cx + cy * cy)

    @property
    def area(self) -> float:
        return self.moments[0]

    def exit_distance(self, px: float, py: float, ex: Array, ey: Array) -> Array:
        """How far a ray from (px, py), inside, runs in direction (ex, ey) before it leaves."""
        out = np.full_like(ex, np.inf)
        for c in self.discs:
            b = ex * (px - c.cx) + ey * (py - c.cy)
            k = (px - c.cx) ** 2 + (py - c.cy) ** 2 - c.r * c.r
            out = np.minimum(out, -b + np.sqrt(np.maximum(b * b - k, 0.0)))
        for p in self.planes:
            toward = p.nx * ex + p.ny * ey
            room = p.d - (p.nx * px + p.ny * py)
            with np.errstate(divide="ignore"):
                out = np.minimum(
                    out, np.where(toward > 0.0, room / np.where(toward > 0.0, toward, 1.0), np.inf)
                )
        return out


@cache
def _gauss(n: int) -> tuple[Array, Array]:
    nodes, weights = np.polynomial.legendre.leggauss(n)
    return (nodes + 1.0) / 2.0, weights / 2.0


def _crossings(discs: tuple[Disc, ...], planes: tuple[HalfPlane, ...]) -> list[tuple[float, float]]:
    """Every point where two of the constraints' boundaries cross."""
    out: list[tuple[float, float]] = []
    for i, a in enumerate(discs):
        for b in discs[i + 1 :]:
            out += _circle_circle(a, b)
        for p in planes:
            out += _circle_line(a, p)
    for i, p in enumerate(planes):
        for q in planes[i + 1 :]:
            det = p.nx * q.ny - p.ny * q.nx
            if abs(det) > 1e-14:
                out.append(((p.d * q.ny - p.ny * q.d) / det, (p.nx * q.d - p.d * q.nx) / det))
    return out


def _circle_circle(a: Disc, b: Disc) -> list[tuple[float, float]]:
    dx, dy = b.cx - a.cx, b.cy - a.cy
    d = math.hypot(dx, dy)
    if d == 0.0 or d > a.r + b.r or d < abs(a.r - b.r):
        return []
    along = (d * d + a.r * a.r - b.r * b.r) / (2.0 * d)
    h = math.sqrt(max(a.r * a.r - along * along, 0.0))
    mx, my = a.cx + along * dx / d, a.cy + along * dy / d
    return [(mx - h * dy / d, my + h * dx / d), (mx + h * dy / d, my - h * dx / d)]


def _circle_line(a: Disc, p: HalfPlane) -> list[tuple[float, float]]:
    off = p.d - (p.nx * a.cx + p.ny * a.cy)
    if abs(off) > a.r:
        return []
    h = math.sqrt(a.r * a.r - off * off)
    fx, fy = a.cx + off * p.nx, a.cy + off * p.ny
    return [(fx - h * p.ny, fy + h * p.nx), (fx + h * p.ny, fy - h * p.nx)]
