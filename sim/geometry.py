"""Small plane-geometry helpers shared by the mat, the slider and the batch model."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pose:
    """Position (m) of a body's centre on the mat and its heading (rad, 0 along +x)."""

    x: float
    y: float
    angle: float = 0.0

    def __post_init__(self) -> None:
        if not (math.isfinite(self.x) and math.isfinite(self.y) and math.isfinite(self.angle)):
            raise ValueError(f"pose must be finite, got ({self.x}, {self.y}, {self.angle})")


def football_outline(length: float, width: float, vertices: int) -> tuple[tuple[float, float], ...]:
    """A convex football (lens) outline: two circular arcs meeting at the tips, along x.

    ``vertices`` is even; the tips (+-length/2, 0) and the tops (0, +-width/2) are vertices
    when it is a multiple of 4, which keeps the outline symmetric about both axes.
    """
    a, b = length / 2.0, width / 2.0
    radius = (a * a + b * b) / (2.0 * b)
    c = radius - b  # the arcs' centres sit at (0, -c) and (0, +c)
    start = math.atan2(c, a)
    per_arc = vertices // 2
    upper = [
        (radius * math.cos(t), radius * math.sin(t) - c)
        for t in (start + (math.pi - 2.0 * start) * k / per_arc for k in range(per_arc))
    ]
    upper[0] = (a, 0.0)  # exact tip despite rounding
    lower = [(-x, -y) for x, y in upper]
    return tuple(upper + lower)


def rotate(x: float, y: float, angle: float) -> tuple[float, float]:
    c, s = math.cos(angle), math.sin(angle)
    return c * x - s * y, s * x + c * y


def transform(points: tuple[tuple[float, float], ...], pose: Pose) -> list[tuple[float, float]]:
    """Points of a body frame placed at ``pose`` in the mat frame."""
    c, s = math.cos(pose.angle), math.sin(pose.angle)
    return [(pose.x + c * x - s * y, pose.y + s * x + c * y) for x, y in points]


def polygon_point_distance(polygon: list[tuple[float, float]], point: tuple[float, float]) -> float:
    """Distance from ``point`` to a convex polygon (counter-clockwise); 0 inside it."""
    px, py = point
    inside = True
    best = math.inf
    n = len(polygon)
    for i in range(n):
        ax, ay = polygon[i]
        bx, by = polygon[(i + 1) % n]
        ex, ey = bx - ax, by - ay
        if ex * (py - ay) - ey * (px - ax) < 0.0:
            inside = False
        length2 = ex * ex + ey * ey
        t = 0.0 if length2 == 0.0 else min(1.0, max(0.0, ((px - ax) * ex + (py - ay) * ey) / length2))
        best = min(best, math.hypot(px - ax - t * ex, py - ay - t * ey))
    return 0.0 if inside else best


def polygon_box_gap(polygon: list[tuple[float, float]], box: tuple[float, float, float, float]) -> float:
    """Distance between a convex polygon and an axis-aligned box (x0, y0, x1, y1); 0 if they
    overlap. The nearest points are a vertex of one and an edge of the other."""
    x0, y0, x1, y1 = box
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    from_vertices = min(_box_point_distance(box, v) for v in polygon)
    if from_vertices == 0.0:
        return 0.0
    from_corners = min(polygon_point_distance(polygon, c) for c in corners)
    return min(from_vertices, from_corners)


def _box_point_distance(box: tuple[float, float, float, float], point: tuple[float, float]) -> float:
    x0, y0, x1, y1 = box
    dx = max(x0 - point[0], 0.0, point[0] - x1)
    dy = max(y0 - point[1], 0.0, point[1] - y1)
    return math.hypot(dx, dy)
