"""The features of a mat the slider can touch, as one canonical list of shapes.

Both the pymunk model (:mod:`sim.slider.table`) and the vectorised model (:mod:`sim.slider.batch`) build
from this list, so they test the same geometry in the same order. Every shape is either a disk
or a convex polygon symmetric about its own two axes (lenses and rectangles), which keeps the
vectorised overlap tests short.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from sim.slider.mat import Half, Mat, Side


class FeatureKind(StrEnum):
    RUN_CIRCLE = "run_circle"
    PASS_CIRCLE = "pass_circle"
    FLAG = "flag"
    FUMBLE = "fumble"
    ENDZONE = "endzone"
    GOAL_LINE = "goal_line"
    END_LINE = "end_line"
    SIDELINE = "sideline"
    SURFACE = "surface"


LINE_KINDS = frozenset({FeatureKind.GOAL_LINE, FeatureKind.END_LINE, FeatureKind.SIDELINE})
CIRCLE_KINDS = frozenset({FeatureKind.RUN_CIRCLE, FeatureKind.PASS_CIRCLE})


@dataclass(frozen=True, slots=True)
class Feature:
    """What the rules need to know of a feature the slider can touch."""

    id: str
    kind: FeatureKind
    zone: int | None = None
    side: Side | None = None
    half: Half | None = None


@dataclass(frozen=True, slots=True)
class Disk:
    x: float
    y: float
    radius: float


@dataclass(frozen=True, slots=True)
class Convex:
    """A convex polygon symmetric about its own axes, placed at (x, y) turned by ``angle``."""

    x: float
    y: float
    angle: float
    vertices: tuple[tuple[float, float], ...]  # counter-clockwise, in its own frame


def _box(x0: float, y0: float, x1: float, y1: float) -> Convex:
    hx, hy = (x1 - x0) / 2.0, (y1 - y0) / 2.0
    verts = ((-hx, -hy), (hx, -hy), (hx, hy), (-hx, hy))
    return Convex((x0 + x1) / 2.0, (y0 + y1) / 2.0, 0.0, verts)


def mat_features(mat: Mat) -> list[tuple[Feature, Disk | Convex]]:
    """Every touchable feature of the mat with its shape, in a fixed order."""
    out: list[tuple[Feature, Disk | Convex]] = []
    for c in mat.run_circles:
        out.append(
            (
                Feature(c.id, FeatureKind.RUN_CIRCLE, c.zone, c.side, c.half),
                Disk(c.x, c.y, c.radius),
            )
        )
        out.append(
            (
                Feature(f"{c.id}/pass", FeatureKind.PASS_CIRCLE, c.zone, c.side, c.half),
                Disk(c.pass_x, c.pass_y, c.pass_radius),
            )
        )
    for flag in mat.flags:
        out.append((Feature(flag.id, FeatureKind.FLAG, half=flag.half), Disk(flag.x, flag.y, flag.radius)))
    for fum in mat.fumbles:
        out.append(
            (
                Feature(fum.id, FeatureKind.FUMBLE, half=fum.half),
                Convex(fum.x, fum.y, fum.angle, fum.outline()),
            )
        )
    for ez in mat.endzones():
        out.append((Feature(ez.id, FeatureKind.ENDZONE, half=ez.half), _box(ez.x0, ez.y0, ez.x1, ez.y1)))
    # Painted lines are rectangles reaching half a line width past their end points, so that
    # they meet squarely at the corners of the field.
    for line in mat.lines():
        h = line.width / 2.0
        (ax, ay), (bx, by) = line.a, line.b
        box = _box(min(ax, bx) - h, min(ay, by) - h, max(ax, bx) + h, max(ay, by) + h)
        out.append((Feature(line.id, FeatureKind(line.kind.value), half=line.half), box))
    out.append((Feature("surface", FeatureKind.SURFACE), _box(*mat.field.surface)))
    return out
