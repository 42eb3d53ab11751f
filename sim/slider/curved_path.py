"""The path of a footprint slide, which curves: the integrator's knots joined by cubic Hermite
pieces in time (position and angle with their rates at both ends), and where it first crosses a
line or a box's edge.

The knots are exact to the integrator's tolerance and the pieces agree with them in value and
rate, so a crossing found on the pieces is within a micrometre of the true path's; the path
bends by well under a millimetre over a slide, so a line is crossed at most once between knots.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable, Iterator

KNOT = 7  # t, x, y, theta, vx, vy, spin
RESOLUTION = 1e-10  # s: a change's moment to this (a slider moves under a nanometre in it)
SAMPLE = 0.002  # m of path between two looks for a change that may come and go between knots


class CurvedSlide:
    """A slide from its start (relative position 0, the launch angle) to rest."""

    def __init__(self, knots: list[float]) -> None:
        if len(knots) < 2 * KNOT or len(knots) % KNOT:
            raise ValueError("a curved slide needs at least two whole knots")
        self.knots = knots
        self.times = knots[0::KNOT]
        self.stop_time = self.times[-1]
        end = len(knots) - KNOT
        self.dx, self.dy, self.end_angle = knots[end + 1], knots[end + 2], knots[end + 3]

    def bounds(self, margin: float = 2e-3) -> tuple[float, float, float, float]:
        """A box (relative x0, y0, x1, y1) the path stays in: its knots' box and ``margin`` (m)
        more, far more than a piece bulges past its knots."""
        xs, ys = self.knots[1::KNOT], self.knots[2::KNOT]
        return min(xs) - margin, min(ys) - margin, max(xs) + margin, max(ys) + margin

    @property
    def pieces(self) -> int:
        return len(self.times) - 1

    def at(self, t: float) -> tuple[float, float, float]:
        """Relative position (m) and the body angle at time ``t`` (clamped to the slide)."""
        if t <= 0.0:
            k = self.knots
            return k[1], k[2], k[3]
        if t >= self.stop_time:
            return self.dx, self.dy, self.end_angle
        return self.on_piece(min(bisect_right(self.times, t) - 1, self.pieces - 1), t)

    def on_piece(self, i: int, t: float) -> tuple[float, float, float]:
        k = self.knots
        a, b = KNOT * i, KNOT * (i + 1)
        h = k[b] - k[a]
        if h <= 0.0:
            return k[b + 1], k[b + 2], k[b + 3]
        s = (t - k[a]) / h
        s2, s3 = s * s, s * s * s
        h00, h10, h01, h11 = 2 * s3 - 3 * s2 + 1, s3 - 2 * s2 + s, -2 * s3 + 3 * s2, s3 - s2
        return (
            h00 * k[a + 1] + h10 * h * k[a + 4] + h01 * k[b + 1] + h11 * h * k[b + 4],
            h00 * k[a + 2] + h10 * h * k[a + 5] + h01 * k[b + 2] + h11 * h * k[b + 5],
            h00 * k[a + 3] + h10 * h * k[a + 6] + h01 * k[b + 3] + h11 * h * k[b + 6],
        )

    def length(self) -> float:
        """The path's length (m): the chords between knots (the path bends by well under a
        millimetre over a slide, so the chords miss its length by far less than a micrometre)."""
        xs, ys = self.knots[1::KNOT], self.knots[2::KNOT]
        return sum(math.hypot(xs[i + 1] - xs[i], ys[i + 1] - ys[i]) for i in range(self.pieces))

    def crossing(self, px: float, py: float, ex: float, ey: float) -> float | None:
        """When the centre (relative x, y) crosses the line through (px, py) along (ex, ey), if
        the path's ends lie on its two sides: the knot pair found by halving (the path bends so
        little that it changes side of a line at most once), then the moment solved on that
        piece, where the centre's side of the line is a cubic in time."""
        lo, hi = 0, self.pieces
        start = self._side(lo, px, py, ex, ey) > 0.0
        if (self._side(hi, px, py, ex, ey) > 0.0) == start:
            return None
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if (self._side(mid, px, py, ex, ey) > 0.0) == start:
                lo = mid
            else:
                hi = mid
        return self._root_on_piece(lo, self._side(lo, px, py, ex, ey), self._side(hi, px, py, ex, ey), ex, ey)

    def _side(self, i: int, px: float, py: float, ex: float, ey: float) -> float:
        """Which side of the line knot ``i`` is on (the sign), and how far (times |e|)."""
        k = self.knots
        return ex * (k[KNOT * i + 2] - py) - ey * (k[KNOT * i + 1] - px)

    def _root_on_piece(self, i: int, g0: float, g1: float, ex: float, ey: float) -> float:
        """The moment on piece ``i`` where the side g (g0 at its start, g1 at its end, of
        opposite signs) is zero: Newton's steps on the cubic, kept inside a shrinking bracket
        (halving where a step would leave it), to RESOLUTION: a few steps where halving took
        thirty."""
        k = self.knots
        a, b = KNOT * i, KNOT * (i + 1)
        h = k[b] - k[a]
        if h <= 0.0:
            return k[b]
        # g(s) = c0 + c1 s + c2 s^2 + c3 s^3 from the Hermite form of x and y on the piece.
        d0 = ex * k[a + 5] - ey * k[a + 4]  # dg/dt at the ends
        d1 = ex * k[b + 5] - ey * k[b + 4]
        c0, c1 = g0, h * d0
        c2 = 3.0 * (g1 - g0) - h * (2.0 * d0 + d1)
        c3 = 2.0 * (g0 - g1) + h * (d0 + d1)
        lo, hi = 0.0, 1.0
        rising = g1 > g0
        s = g0 / (g0 - g1)  # where the chord crosses
        resolution = RESOLUTION / h
        while hi - lo > resolution:
            g = c0 + s * (c1 + s * (c2 + s * c3))
            if (g > 0.0) == rising:
                hi = s
            else:
                lo = s
            slope = c1 + s * (2.0 * c2 + 3.0 * c3 * s)
            step = s - g / slope if slope != 0.0 else -1.0
            if not lo <= step <= hi:
                step = 0.5 * (lo + hi)
            elif abs(step - s) < 0.5 * resolution:
                return k[a] + h * step  # Newton has converged, from one side of the bracket
            s = step
        return k[a] + h * 0.5 * (lo + hi)

    def changes(
        self, test: Callable[[float, float, float], bool], since: float = 0.0, step: float | None = None
    ) -> Iterator[tuple[float, bool]]:
        """Every time after ``since`` that ``test`` of the pose (relative x, y; the body angle)
        changes along the path, with its new value: looked for at every knot (and every ``step``
        metres of path between, for a test that may change and change back between knots), then
        bisected."""
        first = max(bisect_right(self.times, since) - 1, 0)
        k = self.knots
        before = test(k[KNOT * first + 1], k[KNOT * first + 2], k[KNOT * first + 3])
        for i in range(first, self.pieces):
            a, b = KNOT * i, KNOT * (i + 1)
            t0, t1 = k[a], k[b]
            chord = math.hypot(k[b + 1] - k[a + 1], k[b + 2] - k[a + 2])
            n = 1 if step is None else max(1, math.ceil(chord / step))
            for j in range(1, n + 1):
                lo, hi = t0 + (t1 - t0) * (j - 1) / n, t0 + (t1 - t0) * j / n
                after = test(k[b + 1], k[b + 2], k[b + 3]) if j == n else test(*self.on_piece(i, hi))
                if after == before:
                    continue
                while hi - lo > RESOLUTION:
                    mid = 0.5 * (lo + hi)
                    if test(*self.on_piece(i, mid)) == before:
                        lo = mid
                    else:
                        hi = mid
                yield hi, after
                before = after
