"""Where a footprint slide's curved path crosses the mat's lines, enters and leaves its endzones,
and leaves its surface: the same events as the straight path's (sim.slider.table), found on the
pieces of the path (sim.slider.curved_path)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from sim.geometry import Pose
from sim.slider.curved_path import CurvedSlide
from sim.slider.mat import Mat

# (what happened, the feature's id, time, x, y); what happened: a line's kind, "entered" or
# "left" an endzone, or "left_surface".
Found = tuple[str, str, float, float, float]


def curved_events(
    mat: Mat, start: Pose, path: CurvedSlide, over_surface: Callable[[Pose], bool]
) -> Iterator[Found]:
    def pose(x: float, y: float, angle: float) -> Pose:
        return Pose(start.x + x, start.y + y, angle)  # the path's angle is the body's own

    def found(what: str, fid: str, t: float) -> Found:
        p = pose(*path.at(t))
        return what, fid, t, p.x, p.y

    bx0, by0, bx1, by1 = path.bounds()
    corners = [(start.x + x, start.y + y) for x in (bx0, bx1) for y in (by0, by1)]
    for line in mat.lines():
        if _straddles(corners, line.a, line.b):
            yield from (
                found(line.kind.value, line.id, t) for t in _line_crossings(start, path, line.a, line.b)
            )
    for ez in mat.endzones():
        box = (ez.x0, ez.y0, ez.x1, ez.y1)
        if _straddles_box(corners, box):
            for t, inside in path.changes(_inside(start, box)):
                yield found("entered" if inside else "left", ez.id, t)
    surface = mat.field.surface
    crossed = _straddles_box(corners, surface)
    exits = [t for t, inside in path.changes(_inside(start, surface)) if not inside] if crossed else []
    if exits:
        # Past the centre's exit, the first moment no part of the outline is over the surface.
        for t, over in path.changes(lambda x, y, a: over_surface(pose(x, y, a)), since=exits[0]):
            if not over:
                yield found("left_surface", "surface", t)
                break


def _straddles(corners: list[tuple[float, float]], a: tuple[float, float], b: tuple[float, float]) -> bool:
    """Does the line through a and b pass through the box of ``corners``?"""
    ex, ey = b[0] - a[0], b[1] - a[1]
    sides = {ex * (y - a[1]) - ey * (x - a[0]) > 0.0 for x, y in corners}
    return len(sides) == 2


def _straddles_box(corners: list[tuple[float, float]], box: tuple[float, float, float, float]) -> bool:
    """Does an edge of ``box`` pass through the box of ``corners`` (so the path may cross it)?"""
    inside = {box[0] <= x <= box[2] and box[1] <= y <= box[3] for x, y in corners}
    if len(inside) == 2:
        return True
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    overlaps = min(xs) <= box[2] and max(xs) >= box[0] and min(ys) <= box[3] and max(ys) >= box[1]
    return overlaps and not inside.pop()  # all corners outside yet overlapping: the box is within


def _inside(start: Pose, box: tuple[float, float, float, float]) -> Callable[[float, float, float], bool]:
    """Is the centre, moved by (x, y) from ``start``, inside ``box``?"""

    def test(x: float, y: float, _angle: float) -> bool:
        return box[0] <= start.x + x <= box[2] and box[1] <= start.y + y <= box[3]

    return test


def _line_crossings(
    start: Pose, path: CurvedSlide, a: tuple[float, float], b: tuple[float, float]
) -> Iterator[float]:
    ex, ey = b[0] - a[0], b[1] - a[1]

    def side(x: float, y: float, _angle: float) -> bool:
        return ex * (start.y + y - a[1]) - ey * (start.x + x - a[0]) > 0.0

    for t, _ in path.changes(side):
        x, y, _ = path.at(t)
        k = (ex * (start.x + x - a[0]) + ey * (start.y + y - a[1])) / (ex * ex + ey * ey)
        if 0.0 <= k <= 1.0:
            yield t
