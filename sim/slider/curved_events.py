"""Where a footprint slide's curved path crosses the mat's lines, enters and leaves its endzones,
and leaves its surface: the same events as the straight path's (sim.slider.table), found on the
pieces of the path (sim.slider.curved_path)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from sim.geometry import Pose
from sim.slider.curved_path import SAMPLE, CurvedSlide
from sim.slider.mat import Endzone, Line, Mat

# (what happened, the feature's id, time, x, y); what happened: a line's kind, "entered" or
# "left" an endzone, or "left_surface".
Found = tuple[str, str, float, float, float]


@dataclass(frozen=True, slots=True)
class Edges:
    """What a path's events are found against: the mat's lines, endzones and surface, taken from
    the mat once (a table slides many flicks on one mat)."""

    lines: tuple[Line, ...]
    endzones: tuple[Endzone, ...]
    surface: tuple[float, float, float, float]

    @classmethod
    def of(cls, mat: Mat) -> Edges:
        return cls(mat.lines(), mat.endzones(), mat.field.surface)


def curved_events(
    edges: Edges, start: Pose, path: CurvedSlide, over_surface: Callable[[Pose], bool]
) -> Iterator[Found]:
    def pose(x: float, y: float, angle: float) -> Pose:
        return Pose(start.x + x, start.y + y, angle)  # the path's angle is the body's own

    def found(what: str, fid: str, t: float) -> Found:
        p = pose(*path.at(t))
        return what, fid, t, p.x, p.y

    bx0, by0, bx1, by1 = path.bounds()
    corners = [(start.x + x, start.y + y) for x in (bx0, bx1) for y in (by0, by1)]
    for line in edges.lines:
        if _straddles(corners, line.a, line.b):
            yield from (
                found(line.kind.value, line.id, t) for t in _line_crossings(start, path, line.a, line.b)
            )
    for ez in edges.endzones:
        for t, inside in _box_changes(start, path, corners, (ez.x0, ez.y0, ez.x1, ez.y1)):
            yield found("entered" if inside else "left", ez.id, t)
    exits = [t for t, inside in _box_changes(start, path, corners, edges.surface) if not inside]
    if exits:
        # Past the centre's exit, the first moment no part of the outline is over the surface:
        # looked for every few millimetres, as the outline turns under the path.
        changes = path.changes(lambda x, y, a: over_surface(pose(x, y, a)), since=exits[0], step=SAMPLE)
        for t, over in changes:
            if not over:
                yield found("left_surface", "surface", t)
                break


def _box_changes(
    start: Pose, path: CurvedSlide, corners: list[tuple[float, float]], box: tuple[float, float, float, float]
) -> list[tuple[float, bool]]:
    """When the centre enters (True) or leaves (False) ``box``: where it crosses the box's edges
    (a box entered and left between two knots is still seen)."""
    x0, y0, x1, y1 = box
    edges = (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0)))
    times = sorted(
        t for a, b in edges if _straddles(corners, a, b) for t in _line_crossings(start, path, a, b)
    )
    inside = x0 <= start.x <= x1 and y0 <= start.y <= y1
    out = []
    for t in times:
        inside = not inside
        out.append((t, inside))
    return out


def _straddles(corners: list[tuple[float, float]], a: tuple[float, float], b: tuple[float, float]) -> bool:
    """Does the line through a and b pass through the box of ``corners``?"""
    ex, ey = b[0] - a[0], b[1] - a[1]
    left = right = False
    for x, y in corners:
        if ex * (y - a[1]) - ey * (x - a[0]) > 0.0:
            left = True
        else:
            right = True
    return left and right


def _line_crossings(
    start: Pose, path: CurvedSlide, a: tuple[float, float], b: tuple[float, float]
) -> Iterator[float]:
    """When the centre crosses the segment a-b (its line, within the segment's ends)."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    t = path.crossing(a[0] - start.x, a[1] - start.y, ex, ey)
    if t is None:
        return
    x, y, _ = path.at(t)
    k = (ex * (start.x + x - a[0]) + ey * (start.y + y - a[1])) / (ex * ex + ey * ey)
    if 0.0 <= k <= 1.0:
        yield t
