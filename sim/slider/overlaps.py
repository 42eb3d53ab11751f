"""What a mat's features cover of each other: two run circles that share ground (an error), and
a penalty flag or a fumble football lying over a circle's edge (a warning).

This is a check of a mat's *design*, made by ``tabletop mat validate``, the mat editor and the
tuner; it is not part of loading a mat (:func:`sim.slider.mat.loads`), so a recording made on a mat
with an overlap still loads and replays as it was played.

Why these two: a slider resting on two run circles at once would be on two targets, which the
rules do not decide; a flag or fumble football over a circle's edge only makes that circle harder
to hit cleanly, a design choice worth a look but playable. A pass circle inside its own run
circle is the design, and circles that just touch are not overlapping.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sim.geometry import Pose, polygon_point_distance, transform

from .mat import Mat, RunCircle

TOUCH = 1e-6  # of a yard: features closer than this to just touching are taken as touching


@dataclass(frozen=True, slots=True)
class Part:
    """A feature of the mat: a run circle, its pass circle, a flag or a fumble football."""

    table: str  # run_circles, flags, fumbles
    id: str
    pass_circle: bool = False

    def named(self) -> str:
        """As the mat file names it: 'run circle H1L', 'the pass circle of H1L', 'flag flag-1'."""
        if self.table == "run_circles":
            return f"the pass circle of {self.id}" if self.pass_circle else f"run circle {self.id}"
        return f"{'flag' if self.table == 'flags' else 'fumble football'} {self.id}"


@dataclass(frozen=True, slots=True)
class Overlap:
    """Two features that cover each other: ``serious`` (two run circles) or a warning."""

    first: Part
    second: Part
    depth: float  # yards: how far the first reaches into the second
    serious: bool

    def words(self, names: dict[Part, str] | None = None) -> str:
        """The overlap in a sentence, each part named by ``names`` (default: the file's ids)."""
        a, b = ((names or {}).get(p) or p.named() for p in (self.first, self.second))
        if self.serious:
            return (
                f"{a} and {b} overlap by {self.depth:.1f} yd: a slider could rest on both "
                "(move them apart or make one smaller)"
            )
        return f"{a} lies over the edge of {b}: a slider there touches both"


def overlaps(mat: Mat) -> tuple[Overlap, ...]:
    """Every overlap on ``mat``: first the run circles that overlap (errors), then the flags and
    fumble footballs over a circle's edge (warnings), each in the file's order."""
    yd = mat.field.yard
    found: list[Overlap] = []
    circles = mat.run_circles
    for i, a in enumerate(circles):
        for b in circles[i + 1 :]:
            depth = a.radius + b.radius - math.hypot(a.x - b.x, a.y - b.y)
            if depth > TOUCH * yd:
                found.append(Overlap(Part("run_circles", a.id), Part("run_circles", b.id), depth / yd, True))
    for flag in mat.flags:
        for edge, part in _edges(circles):
            reach = _disk_across(edge, flag.x, flag.y, flag.radius, yd)
            if reach is not None:
                found.append(Overlap(Part("flags", flag.id), part, reach / yd, False))
    for fumble in mat.fumbles:
        outline = transform(fumble.outline(), Pose(fumble.x, fumble.y, fumble.angle))
        for edge, part in _edges(circles):
            reach = _outline_across(edge, outline, yd)
            if reach is not None:
                found.append(Overlap(Part("fumbles", fumble.id), part, reach / yd, False))
    return tuple(found)


def errors(mat: Mat) -> tuple[Overlap, ...]:
    return tuple(o for o in overlaps(mat) if o.serious)


def new_overlaps(before: Mat, after: Mat) -> tuple[Overlap, ...]:
    """The overlaps of ``after`` that ``before`` did not have (between the same two parts)."""
    had = {(o.first, o.second) for o in overlaps(before)}
    return tuple(o for o in overlaps(after) if (o.first, o.second) not in had)


Circle = tuple[float, float, float]  # x, y, radius (m)


def _edges(circles: tuple[RunCircle, ...]) -> list[tuple[Circle, Part]]:
    """Each circle's edge: the run circle's, then its pass circle's."""
    out: list[tuple[Circle, Part]] = []
    for c in circles:
        out.append(((c.x, c.y, c.radius), Part("run_circles", c.id)))
        out.append(((c.pass_x, c.pass_y, c.pass_radius), Part("run_circles", c.id, pass_circle=True)))
    return out


def _disk_across(edge: Circle, x: float, y: float, radius: float, yd: float) -> float | None:
    """How far a disk reaches across a circle's edge (into it, or out of it from inside), if it
    lies across it at all."""
    cx, cy, r = edge
    d = math.hypot(x - cx, y - cy)
    nearest, farthest = max(0.0, d - radius), d + radius
    return _across(nearest, farthest, r, yd)


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
