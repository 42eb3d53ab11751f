"""Whole arrays of flicks at once: rest poses and the features touched at rest, in numpy.

The same closed form as :mod:`sim.slider.friction` (the whole-slide totals depend on the starting
direction of the (v, omega R) state alone, so a slide is three table look-ups) and the same
geometry as :mod:`sim.slider.table` (the canonical feature list of :mod:`sim.slider.features`), tested
without pymunk: a disk overlaps the slider when its centre is within its radius of the outline;
two convex polygons overlap when no axis separates them. Every shape here is symmetric about its
own two axes, so a support function needs only the vertices of one quadrant.

For Monte Carlo studies (``tabletop mat report``); it agrees with :class:`sim.slider.table.SliderTable`
on rest poses to far below a millimetre and on touches except exactly at a boundary.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from sim.slider.features import CIRCLE_KINDS, LINE_KINDS, Convex, Disk, Feature, FeatureKind, mat_features
from sim.slider.footprint_table import FootprintFriction
from sim.slider.friction import TOTALS_GRID, FrictionModel, tables
from sim.slider.mat import FrictionKind, Mat

Array = NDArray[np.float64]
Mask = NDArray[np.bool_]

CHUNK = 1 << 15  # flicks per vectorised pass: large enough to amortise, small enough for cache
BINS_PER_M = 200.0  # bins of the x sort: 5 mm


@dataclass(frozen=True, slots=True)
class BatchRest:
    """Rest poses, stop times and path lengths of an array of flicks."""

    x: Array
    y: Array
    angle: Array  # not wrapped: start angle plus the total turn
    time: Array
    distance: Array


@dataclass(frozen=True, slots=True)
class BatchTouches:
    """``touch[i, j]``: flick i rests touching feature j; ``within``: completely inside it
    (run and pass circles), or completely within the endzone (endzones)."""

    features: tuple[Feature, ...]
    touch: Mask
    within: Mask
    on_surface: Mask

    def column(self, feature_id: str) -> int:
        for j, f in enumerate(self.features):
            if f.id == feature_id:
                return j
        raise KeyError(feature_id)


def _quadrant(vertices: tuple[tuple[float, float], ...]) -> Array:
    """The vertices with x >= 0 and y >= 0: enough for the support of a doubly symmetric shape."""
    q = np.array([v for v in vertices if v[0] >= -1e-15 and v[1] >= -1e-15], dtype=np.float64)
    return np.abs(q)


def _inradius(quad: Array) -> float:
    """Distance from the centre to the nearest edge of the quadrant chain (tip to top)."""
    if len(quad) == 1:  # a rectangle: its quadrant is the corner
        return float(np.min(quad))
    edges = np.diff(quad, axis=0)
    normals = np.stack([edges[:, 1], -edges[:, 0]], axis=1)
    normals /= np.linalg.norm(normals, axis=1)[:, None]
    return float(np.min(np.abs(np.sum(normals * quad[:-1], axis=1))))


def _axes(vertices: tuple[tuple[float, float], ...]) -> Array:
    """Unit edge normals of a convex polygon, one of each +-pair."""
    v = np.array(vertices, dtype=np.float64)
    e = np.roll(v, -1, axis=0) - v
    n = np.stack([e[:, 1], -e[:, 0]], axis=1)
    n /= np.linalg.norm(n, axis=1)[:, None]
    unique: list[Array] = []
    for axis in n:
        if not any(abs(abs(float(axis @ u)) - 1.0) < 1e-12 for u in unique):
            unique.append(axis)
    return np.array(unique)


class _Poly:
    """A doubly symmetric convex feature, precomputed for separating-axis tests."""

    def __init__(self, geom: Convex) -> None:
        self.x, self.y, self.angle = geom.x, geom.y, geom.angle
        self.quad = _quadrant(geom.vertices)
        c, s = math.cos(geom.angle), math.sin(geom.angle)
        local_axes = _axes(geom.vertices)
        self.axes = local_axes @ np.array([[c, s], [-s, c]])  # rotated into the mat frame
        verts = np.array(geom.vertices) @ np.array([[c, s], [-s, c]])
        centre = np.array([self.x, self.y])
        self.lo = verts.min(axis=0) + centre
        self.hi = verts.max(axis=0) + centre
        self.axis_aligned = abs(math.sin(2.0 * geom.angle)) < 1e-15 and len(geom.vertices) == 4
        self.reach = float(np.max(np.hypot(*self.quad.T)))
        self.inradius = _inradius(self.quad)
        self.own_support = [float(np.max(self.quad @ np.abs(a))) for a in local_axes]

    def support(self, dx: Array, dy: Array) -> Array:
        """Half-width of the shape along unit directions (dx, dy) given in the mat frame."""
        c, s = math.cos(self.angle), math.sin(self.angle)
        lx, ly = np.abs(c * dx + s * dy), np.abs(-s * dx + c * dy)
        half: Array = np.max(self.quad[:, 0, None] * lx + self.quad[:, 1, None] * ly, axis=0)
        return half


class BatchModel:
    """Vectorised flicks on one mat."""

    def __init__(self, mat: Mat) -> None:
        self.mat = mat
        self.friction = FrictionModel(mat.mu, mat.slider.friction_radius)
        outline = mat.slider.outline()
        self._quad = _quadrant(outline)  # slider quadrant vertices, slider frame
        self._edges = np.diff(self._quad, axis=0)  # the quadrant chain, tip to top
        self._slider_axes = _axes(outline)
        self._slider_support = [float(np.max(self._quad @ np.abs(a))) for a in self._slider_axes]
        self._reach = float(np.max(np.hypot(*self._quad.T)))  # half the slider's length
        self._inradius = _inradius(self._quad)
        normals = np.stack([self._edges[:, 1], -self._edges[:, 0]], axis=1)
        self._edge_normals = normals / np.linalg.norm(normals, axis=1)[:, None]  # outward
        self._edge_offsets = np.sum(self._edge_normals * self._quad[:-1], axis=1)
        feats = mat_features(mat)
        self._surface = next(
            _Poly(g) for f, g in feats if f.kind == FeatureKind.SURFACE and isinstance(g, Convex)
        )
        pairs = [(f, g) for f, g in feats if f.kind != FeatureKind.SURFACE]
        self.features = tuple(f for f, _ in pairs)
        self._geoms: list[Disk | _Poly] = [g if isinstance(g, Disk) else _Poly(g) for _, g in pairs]
        tab = tables()
        self._scale = tab.uniform_scale
        self._tn, self._dn, self._an = (np.ascontiguousarray(tab.uniform[:, i]) for i in range(3))
        self._tn_step, self._dn_step, self._an_step = (
            np.ascontiguousarray(tab.uniform_slope[:, i]) for i in range(3)
        )

    # ----------------------------------------------------------------- motion
    def rest(
        self, x: Array, y: Array, angle: Array, speed: Array, direction: Array, spin: Array
    ) -> BatchRest:
        """Rest poses of flicks that start at (x, y, angle) with the given launch arrays."""
        if self.mat.slider.friction == FrictionKind.FOOTPRINT:
            return self._footprint_rest(x, y, angle, speed, direction, spin)
        a = self.friction.decel
        r = self.friction.radius
        w = np.abs(spin) * r
        rho2 = speed * speed + w * w
        # The uniform grid of totals: an index and three linear interpolations.
        u = np.arctan2(w, speed) * self._scale
        k = np.minimum(u.astype(np.intp), TOTALS_GRID - 1)
        frac = u - k
        tn = self._tn[k] + frac * self._tn_step[k]
        dn = self._dn[k] + frac * self._dn_step[k]
        an = self._an[k] + frac * self._an_step[k]
        dist = rho2 * dn / (2.0 * a)
        turn = np.copysign(rho2 * an / (a * r), spin)
        return BatchRest(
            x=x + np.cos(direction) * dist,
            y=y + np.sin(direction) * dist,
            angle=angle + turn,
            time=np.sqrt(rho2) * tn / a,
            distance=dist,
        )

    def _footprint_rest(
        self, x: Array, y: Array, angle: Array, speed: Array, direction: Array, spin: Array
    ) -> BatchRest:
        """The footprint model's rests, a slide at a time (its slides are not scaled copies of
        a few: there are no whole-slide totals to look up, docs/physics.md)."""
        model = FootprintFriction(self.mat.slider.footprint(), self.mat.mu)
        rests = [
            model.rest(float(v), float(d), float(w), float(a))
            for v, d, w, a in zip(speed, direction, spin, angle, strict=True)
        ]
        dx, dy, turn, time = (np.array([getattr(r, k) for r in rests]) for k in ("dx", "dy", "turn", "time"))
        return BatchRest(x=x + dx, y=y + dy, angle=angle + turn, time=time, distance=np.hypot(dx, dy))

    # ----------------------------------------------------------------- touches
    def touching(self, x: Array, y: Array, angle: Array) -> BatchTouches:
        """Features touched by sliders resting at the given poses."""
        n = len(x)
        nf = len(self.features)
        # Feature-major while filling: each feature's column is a contiguous row to scatter into.
        touch = np.zeros((nf, n), dtype=bool)
        within = np.zeros((nf, n), dtype=bool)
        on_surface = np.zeros(n, dtype=bool)
        for lo in range(0, n, CHUNK):
            sl = slice(lo, min(lo + CHUNK, n))
            self._touch_chunk(x[sl], y[sl], angle[sl], touch[:, sl], within[:, sl])
            on_surface[sl] = self._poly_touch(self._surface, x[sl], y[sl], angle[sl])
        lines = np.array([f.kind in LINE_KINDS for f in self.features])
        on_line = touch[lines].any(axis=0)
        for j, f in enumerate(self.features):
            if f.kind == FeatureKind.ENDZONE:
                within[j] = touch[j] & ~on_line
        return BatchTouches(self.features, touch.T, within.T, on_surface)

    def _touch_chunk(self, x: Array, y: Array, th: Array, touch: Mask, within: Mask) -> None:
        cos, sin = np.cos(th), np.sin(th)
        # Sorting the rest points into narrow bins along x (a radix sort of small integers)
        # turns "which flicks may be near this feature" into a slice of that order.
        bins = np.clip(np.floor(x * BINS_PER_M), -32768, 32767).astype(np.int16)
        order = np.argsort(bins, kind="stable")
        sorted_bins = bins[order]

        def near_x(x0: float, x1: float) -> NDArray[np.intp]:
            lo = np.searchsorted(sorted_bins, math.floor(x0 * BINS_PER_M), side="left")
            hi = np.searchsorted(sorted_bins, math.floor(x1 * BINS_PER_M), side="right")
            return order[lo:hi]

        for j, (feature, geom) in enumerate(zip(self.features, self._geoms, strict=True)):
            if isinstance(geom, Disk):
                reach = geom.radius + self._reach
                cand = near_x(geom.x - reach, geom.x + reach)
                dx, dy = geom.x - x[cand], geom.y - y[cand]
                near = dx * dx + dy * dy <= reach * reach
                idx, dx, dy = cand[near], dx[near], dy[near]
                if idx.size == 0:
                    continue
                # The disk centre in the slider's frame, folded into the first quadrant.
                px = np.abs(cos[idx] * dx + sin[idx] * dy)
                py = np.abs(-sin[idx] * dx + cos[idx] * dy)
                hit = self._point_within(px, py, geom.radius)
                touch[j, idx] = hit
                if feature.kind in CIRCLE_KINDS:
                    within[j, idx] = self._inside_disk(px, py, geom.radius)
            else:
                cand = near_x(geom.lo[0] - self._reach, geom.hi[0] + self._reach)
                touch[j, cand] = self._poly_touch(geom, x[cand], y[cand], th[cand])

    def _point_within(self, px: Array, py: Array, r: float) -> Mask:
        """Whether points (folded, slider frame) are inside the outline or within r of it."""
        # Within r + the half-width of the centre every point qualifies; beyond r + the
        # half-length (the caller's filter) none does. Only the ring between needs the outline.
        d2 = px * px + py * py
        hit = d2 <= (r + self._inradius) ** 2
        ring = np.flatnonzero(~hit)
        if ring.size:
            hit[ring] = self._near_outline(px[ring], py[ring], r)
        return hit

    def _near_outline(self, px: Array, py: Array, r: float) -> Mask:
        # The farthest edge line bounds the distance from below: beyond r on any edge line
        # the point is too far; inside every edge line it is inside the outline.
        sd = self._edge_normals @ np.stack([px, py]) - self._edge_offsets[:, None]
        worst = sd.max(axis=0)
        hit: Mask = worst <= 0.0
        check = np.flatnonzero((worst > 0.0) & (worst <= r))
        if check.size:
            hit[check] = self._outline_distance_within(px[check], py[check], r)
        return hit

    def _outline_distance_within(self, px: Array, py: Array, r: float) -> Mask:
        inside = np.ones(px.shape, dtype=bool)
        best = np.full(px.shape, np.inf)
        for k in range(len(self._edges)):
            ax, ay = self._quad[k]
            ex, ey = self._edges[k]
            wx, wy = px - ax, py - ay
            inside &= ex * wy - ey * wx >= 0.0
            t = np.clip((wx * ex + wy * ey) / (ex * ex + ey * ey), 0.0, 1.0)
            ddx, ddy = wx - t * ex, wy - t * ey
            best = np.minimum(best, ddx * ddx + ddy * ddy)
        return inside | (best <= r * r)

    def _inside_disk(self, px: Array, py: Array, r: float) -> Mask:
        """Whether the whole outline lies in a disk of radius r centred at (px, py)."""
        # Sure when the centre is within r - half-length, impossible beyond r - inradius.
        d = np.sqrt(px * px + py * py)
        inside = d <= r - self._reach
        ring = np.flatnonzero(~inside & (d <= r - self._inradius))
        if ring.size:
            # The farthest vertex from a first-quadrant point is the mirror of one in the third.
            qx, qy = px[ring], py[ring]
            far = np.zeros(ring.shape)
            for vx, vy in self._quad:
                far = np.maximum(far, (qx + vx) ** 2 + (qy + vy) ** 2)
            inside[ring] = far <= r * r
        return inside

    def _poly_touch(self, poly: _Poly, x: Array, y: Array, th: Array) -> Mask:
        """Separating-axis test of the slider outline against a convex feature."""
        out = np.zeros(x.shape, dtype=bool)
        near = (x >= poly.lo[0] - self._reach) & (x <= poly.hi[0] + self._reach)
        near &= (y >= poly.lo[1] - self._reach) & (y <= poly.hi[1] + self._reach)
        alive = np.flatnonzero(near)
        if poly.axis_aligned:
            alive = self._box_shortcut(poly, x, y, th, alive, out)
        else:
            # Bounding and inscribed circles of both shapes settle all but a ring of distances.
            d2 = (x[alive] - poly.x) ** 2 + (y[alive] - poly.y) ** 2
            sure = (poly.inradius + self._inradius) ** 2
            out[alive[d2 <= sure]] = True
            alive = alive[(d2 > sure) & (d2 <= (poly.reach + self._reach) ** 2)]
        if alive.size:
            out[alive[self._sat(poly, x[alive] - poly.x, y[alive] - poly.y, th[alive])]] = True
        return out

    def _sat(self, poly: _Poly, dx: Array, dy: Array, th: Array) -> Mask:
        """Separating-axis test for offsets (dx, dy) of the slider from the feature's centre.

        One axis at a time, keeping only the pairs it leaves unseparated. Along its own axes a
        shape's support is a constant; only the other shape's needs computing."""
        keep = np.arange(dx.size)
        c, s = np.cos(th), np.sin(th)
        qx, qy = self._quad[:, 0, None], self._quad[:, 1, None]
        for (ux, uy), hf in zip(poly.axes, poly.own_support, strict=True):
            lx, ly = np.abs(c * ux + s * uy), np.abs(c * uy - s * ux)
            hs = np.max(qx * lx + qy * ly, axis=0)
            ok = np.abs(dx * ux + dy * uy) <= hs + hf
            keep, dx, dy, c, s = keep[ok], dx[ok], dy[ok], c[ok], s[ok]
            if keep.size == 0:
                break
        for (ux, uy), hs_own in zip(self._slider_axes, self._slider_support, strict=True):
            if keep.size == 0:
                break
            ax, ay = c * ux - s * uy, s * ux + c * uy  # the slider's axis in the mat frame
            ok = np.abs(dx * ax + dy * ay) <= hs_own + poly.support(ax, ay)
            keep, dx, dy, c, s = keep[ok], dx[ok], dy[ok], c[ok], s[ok]
        hit = np.zeros(th.shape, dtype=bool)
        hit[keep] = True
        return hit

    def _box_shortcut(
        self, poly: _Poly, x: Array, y: Array, th: Array, alive: NDArray[np.intp], out: Mask
    ) -> NDArray[np.intp]:
        """Settle a rectangle from the slider's extents along x and y: separated if either
        extent misses; touching if they overlap and the slider lies within the rectangle's span
        along one of the axes (the rectangle is then a slab to it). Returns what is left: the
        slider across a corner, for the full test."""
        hx, hy = (poly.hi - poly.lo) / 2.0
        gx, gy = np.abs(x[alive] - poly.x), np.abs(y[alive] - poly.y)
        # With the half-length for the extents: a centre well inside settles it at once.
        reach = self._reach
        sure = ((gx + reach <= hx) & (gy <= hy)) | ((gy + reach <= hy) & (gx <= hx))
        out[alive[sure]] = True
        alive, gx, gy = alive[~sure], gx[~sure], gy[~sure]
        c, s = np.abs(np.cos(th[alive])), np.abs(np.sin(th[alive]))
        qx, qy = self._quad[:, 0, None], self._quad[:, 1, None]
        ext_x = np.max(qx * c + qy * s, axis=0)  # half-extent of the turned outline along x
        ext_y = np.max(qx * s + qy * c, axis=0)
        meets = (gx <= hx + ext_x) & (gy <= hy + ext_y)
        slab = (gx + ext_x <= hx) | (gy + ext_y <= hy)
        out[alive[meets & slab]] = True
        left: NDArray[np.intp] = alive[meets & ~slab]
        return left
