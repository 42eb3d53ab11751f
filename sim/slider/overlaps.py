"""What a mat's features cover of each other and of its lines: the design checks of
``tabletop mat validate``, the mat editor and the tuner.

Errors (a mat the rules cannot play cleanly): two run circles that share ground (a slider at rest
on both would be on two targets); a penalty flag or fumble football on a pass circle (a pass
completed on a penalty); two flags or fumble footballs over each other; any feature across a
sideline or a goal line (in bounds and out, in the field and in the endzone at once).
Warnings (playable, worth a look): a flag or fumble football over a run circle's edge (that
circle is harder to hit cleanly), and one under a spot where the rules put the slider (a play
that starts on it). A pass circle inside its own run circle is the design, and features that just
touch do not overlap.

It is not part of loading a mat (:func:`sim.slider.mat.loads`), so a recording made on a mat
with an overlap still loads and replays as it was played. The start spots are the rules' (the
caller names them: this module knows the mat, not the game).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from sim.geometry import Pose, polygon_point_distance, transform

from .mat import Line, LineKind, Mat

TOUCH = 1e-6  # of a yard: features closer than this to just touching are taken as touching


@dataclass(frozen=True, slots=True)
class Part:
    """A feature of the mat (a run circle, its pass circle, a flag or a fumble football), one of
    its lines, or a spot where the rules put the slider."""

    table: str  # run_circles, flags, fumbles; lines; starts
    id: str
    pass_circle: bool = False

    def named(self) -> str:
        """As the mat file names it: 'run circle H1L', 'the pass circle of H1L', 'flag flag-1',
        'the home goal line'; a start by the name the caller gave it."""
        if self.table == "run_circles":
            return f"the pass circle of {self.id}" if self.pass_circle else f"run circle {self.id}"
        if self.table == "lines":
            kind, _, half = self.id.rpartition("-")
            side = {"home": "home ", "visitor": "visitors' ", "left": "left ", "right": "right "}[half]
            return f"the {side}{kind.replace('-', ' ')}"
        if self.table == "starts":
            return self.id
        return f"{'flag' if self.table == 'flags' else 'fumble football'} {self.id}"


@dataclass(frozen=True, slots=True)
class Overlap:
    """Two parts that cover each other: ``serious`` (an error) or a warning, of a ``kind``:
    circles, pass (a flag or fumble football on a pass circle), features (flags and fumble
    footballs over each other), line (across a sideline or goal line), edge (over a run circle's
    edge) or start (under a start spot)."""

    first: Part
    second: Part
    depth: float  # yards: how far the first reaches into the second
    serious: bool
    kind: str = "circles"

    def words(self, names: dict[Part, str] | None = None) -> str:
        """The overlap in a sentence, each part named by ``names`` (default: the file's ids)."""
        a, b = ((names or {}).get(p) or p.named() for p in (self.first, self.second))
        by = f"{self.depth:.1f} yd"
        return {
            "circles": f"{a} and {b} overlap by {by}: a slider could rest on both "
            "(move them apart or make one smaller)",
            "pass": f"{a} lies on {b} by {by}: a completed pass would rest on it (move it off)",
            "features": f"{a} and {b} overlap by {by}: a slider there touches both (move them apart)",
            "line": f"{a} lies across {b} by {by}: it must lie wholly on one side of it",
            "edge": f"{a} lies over the edge of {b}: a slider there touches both",
            "start": f"{a} lies under {b}: a play from there starts on it",
        }[self.kind]


def overlaps(mat: Mat, starts: Sequence[tuple[str, Pose]] = ()) -> tuple[Overlap, ...]:
    """Every overlap on ``mat``, errors first (circles, pass circles, flags and fumble footballs
    over each other, across a line), then warnings (over a run circle's edge, under one of the
    ``starts``: the rules' names and poses of the slider's start spots), each in the file's order."""
    yd = mat.field.yard
    found: list[Overlap] = []
    circles = mat.run_circles
    for i, a in enumerate(circles):
        for b in circles[i + 1 :]:
            depth = a.radius + b.radius - math.hypot(a.x - b.x, a.y - b.y)
            if depth > TOUCH * yd:
                found.append(Overlap(Part("run_circles", a.id), Part("run_circles", b.id), depth / yd, True))
    hazards = _hazards(mat)
    for part, shape in hazards:
        for c in circles:
            depth = _penetration(shape, _disk(c.pass_x, c.pass_y, c.pass_radius))
            if depth > TOUCH * yd:
                found.append(Overlap(part, Part("run_circles", c.id, True), depth / yd, True, "pass"))
    for i, (part, shape) in enumerate(hazards):
        for other, other_shape in hazards[i + 1 :]:
            depth = _penetration(shape, other_shape)
            if depth > TOUCH * yd:
                found.append(Overlap(part, other, depth / yd, True, "features"))
    for part, shape in [*((Part("run_circles", c.id), _disk(c.x, c.y, c.radius)) for c in circles), *hazards]:
        for line in mat.lines():
            if line.kind in (LineKind.GOAL_LINE, LineKind.SIDELINE):
                depth = _across_line(shape, line)
                if depth > TOUCH * yd:
                    found.append(Overlap(part, Part("lines", line.id), depth / yd, True, "line"))
    for part, shape in hazards:
        for c in circles:
            edge = (c.x, c.y, c.radius)
            reach = _outline_across(edge, shape, yd)
            if reach is not None:
                found.append(Overlap(part, Part("run_circles", c.id), reach / yd, False, "edge"))
    slider = mat.slider.outline()
    for part, shape in hazards:
        for name, pose in starts:
            depth = _penetration(shape, transform(slider, pose))
            if depth > TOUCH * yd:
                found.append(Overlap(part, Part("starts", name), depth / yd, False, "start"))
    return tuple(found)


def errors(mat: Mat) -> tuple[Overlap, ...]:
    return tuple(o for o in overlaps(mat) if o.serious)


def new_overlaps(before: Mat, after: Mat) -> tuple[Overlap, ...]:
    """The overlaps of ``after`` that ``before`` did not have (between the same two parts)."""
    had = {(o.first, o.second) for o in overlaps(before)}
    return tuple(o for o in overlaps(after) if (o.first, o.second) not in had)


Circle = tuple[float, float, float]  # x, y, radius (m)
Shape = list[tuple[float, float]]  # a convex outline, counter-clockwise (m)
DISK_VERTICES = 48  # a disk as a polygon: its edge within 0.2 % of its radius


def _disk(x: float, y: float, radius: float) -> Shape:
    step = 2.0 * math.pi / DISK_VERTICES
    return [(x + radius * math.cos(k * step), y + radius * math.sin(k * step)) for k in range(DISK_VERTICES)]


def _hazards(mat: Mat) -> list[tuple[Part, Shape]]:
    """The flags and fumble footballs, each with its outline on the mat."""
    out = [(Part("flags", f.id), _disk(f.x, f.y, f.radius)) for f in mat.flags]
    out += [(Part("fumbles", f.id), transform(f.outline(), Pose(f.x, f.y, f.angle))) for f in mat.fumbles]
    return out


def _penetration(a: Shape, b: Shape) -> float:
    """How far two convex outlines overlap (the least push that parts them; 0 if apart): the
    separating axis test over both outlines' edge normals."""
    least = math.inf
    for poly in (a, b):
        n = len(poly)
        for i in range(n):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
            nx, ny = y1 - y0, x0 - x1
            norm = math.hypot(nx, ny)
            if norm == 0.0:
                continue
            nx, ny = nx / norm, ny / norm
            pa = [x * nx + y * ny for x, y in a]
            pb = [x * nx + y * ny for x, y in b]
            overlap = min(max(pa), max(pb)) - max(min(pa), min(pb))
            if overlap <= 0.0:
                return 0.0
            least = min(least, overlap)
    return least


def _across_line(shape: Shape, line: Line) -> float:
    """How far a shape reaches across a painted line's band from the side it mostly lies on (0 if
    clear of it). Goal lines run across the field, sidelines along it: both are axis-aligned."""
    axis = 0 if line.a[0] == line.b[0] else 1
    at, half = line.a[axis], line.width / 2.0
    low = min(p[axis] for p in shape)
    high = max(p[axis] for p in shape)
    if high <= at - half or low >= at + half:
        return 0.0
    return min(high - (at - half), (at + half) - low)


def _outline_across(edge: Circle, outline: list[tuple[float, float]], yd: float) -> float | None:
    cx, cy, r = edge
    nearest = polygon_point_distance(outline, (cx, cy))
    farthest = max(math.hypot(px - cx, py - cy) for px, py in outline)
    return _across(nearest, farthest, r, yd)


def _across(nearest: float, farthest: float, r: float, yd: float) -> float | None:
    """A shape whose points lie from ``nearest`` to ``farthest`` from a circle's centre crosses
    its edge (radius ``r``) when some are inside and some outside: by the smaller of the two."""
    inside, outside = r - nearest, farthest - r
    if inside > TOUCH * yd and outside > TOUCH * yd:
        return min(inside, outside)
    return None
