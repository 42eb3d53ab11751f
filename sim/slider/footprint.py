"""The slider's friction footprint as data: its outline, how its weight is spread over it, and
the body's radius of gyration.

How a flat plastic slider presses on a mat is not known in advance: a perfectly flat one spreads
its weight evenly (``uniform``), a slightly dished one rests on its rim (``rim``: the load on a
band of given width inside the outline, along its offset), and a measured one follows its own
``profile`` (pressure by depth inward from the edge). Every family is a sum of uniform loads on
nested outlines (the outline moved inward), so the friction is integrated exactly for each
(:mod:`sim.slider.limit_surface`). The force comes out per unit of mu m g and the torque per unit
of mu m g metres, the total load being one.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

from sim.errors import SimError
from sim.slider import limit_surface
from sim.slider.outline import Outline


class PressureKind(StrEnum):
    UNIFORM = "uniform"
    RIM = "rim"
    PROFILE = "profile"


@dataclass(frozen=True, slots=True)
class Pressure:
    """How the load is spread: evenly, on a rim band ``width`` (m) wide, or by a profile of
    ``levels`` on the bands that start ``depths`` (m) inward from the edge (the first at 0, each
    band running to the next depth, the last to the middle)."""

    kind: PressureKind = PressureKind.UNIFORM
    width: float = 0.0
    depths: tuple[float, ...] = ()
    levels: tuple[float, ...] = ()

    def __post_init__(self) -> None:
        if self.kind == PressureKind.RIM and not (math.isfinite(self.width) and self.width > 0.0):
            raise SimError(f"a rim pressure needs a positive band width, got {self.width!r}")
        if self.kind == PressureKind.PROFILE:
            d, p = self.depths, self.levels
            if not d or len(d) != len(p) or d[0] != 0.0:
                raise SimError("a pressure profile needs as many levels as depths, the first depth 0")
            if any(b <= a for a, b in itertools.pairwise(d)) or not all(math.isfinite(v) for v in d + p):
                raise SimError("a pressure profile's depths must rise, every value finite")
            if any(v < 0.0 for v in p) or sum(p) <= 0.0:
                raise SimError("a pressure profile's levels must be >= 0 and not all 0")

    def scaled(self, c: float) -> Pressure:
        """The same pressure on an outline scaled by ``c``."""
        return Pressure(self.kind, self.width * c, tuple(d * c for d in self.depths), self.levels)

    @classmethod
    def rim(cls, width: float) -> Pressure:
        return cls(PressureKind.RIM, width=width)

    def bands(self) -> tuple[tuple[float, float], ...]:
        """(depth, level) of each band of constant pressure, from the edge inward."""
        if self.kind == PressureKind.UNIFORM:
            return ((0.0, 1.0),)
        if self.kind == PressureKind.RIM:
            return ((0.0, 1.0), (self.width, 0.0))
        return tuple(zip(self.depths, self.levels, strict=True))

    def loads(self, outline: Outline) -> tuple[tuple[float, Outline], ...]:
        """The pressure as uniform loads (density, outline) on nested outlines, total load one."""
        steps: list[tuple[float, Outline]] = []
        below = 0.0
        for depth, level in self.bands():
            if level != below:
                steps.append((level - below, outline.inset(depth) if depth > 0.0 else outline))
                below = level
        total = sum(density * shape.area for density, shape in steps)
        if total <= 0.0:
            raise SimError("the pressure puts no load on the footprint")
        return tuple((density / total, shape) for density, shape in steps)


UNIFORM = Pressure()


@dataclass(frozen=True)
class Footprint:
    """What friction acts on: an outline, its pressure, and the body's radius of gyration (m)
    about its centre (I = m k^2)."""

    outline: Outline
    pressure: Pressure = UNIFORM
    gyration: float | None = None  # None: a uniform plate of the outline

    def __post_init__(self) -> None:
        _area, cx, cy, _ = self.outline.moments
        if math.hypot(cx, cy) > 1e-9 * self.outline.size:
            raise SimError("a footprint's outline must be centred on the slider's centre of mass")
        if self.gyration is not None and not (math.isfinite(self.gyration) and self.gyration > 0.0):
            raise SimError(f"the radius of gyration must be positive, got {self.gyration!r}")
        _ = self.loads

    @classmethod
    def disk(cls, radius: float) -> Footprint:
        """Today's model: a uniformly loaded disk, a uniform plate of it."""
        return cls(Outline.disk(radius))

    @classmethod
    def lens(cls, length: float, width: float, pressure: Pressure = UNIFORM) -> Footprint:
        return cls(Outline.lens(length, width), pressure)

    @cached_property
    def loads(self) -> tuple[tuple[float, Outline], ...]:
        return self.pressure.loads(self.outline)

    @cached_property
    def k(self) -> float:
        """The radius of gyration (m)."""
        if self.gyration is not None:
            return self.gyration
        area, _, _, polar = self.outline.moments
        return math.sqrt(polar / area)

    @cached_property
    def size(self) -> float:
        """The outline's own radius of gyration (m), a uniform plate of it: the length friction
        tables are written in, so a table serves the same shape at any size and any body."""
        area, _, _, polar = self.outline.moments
        return math.sqrt(polar / area)

    @cached_property
    def shape(self) -> Footprint:
        """This footprint scaled to unit :attr:`size`: what its friction table depends on."""
        c = 1.0 / self.size
        return Footprint(self.outline.scaled(c), self.pressure.scaled(c), 1.0)

    def scaled(self, c: float, gyration: float | None = None) -> Footprint:
        """This footprint ``c`` times the size, on a body of radius of gyration ``gyration``
        (None: a uniform plate of the scaled outline). Its :attr:`shape` is this one's, exactly:
        worked out afresh from the scaled outline it could differ in the last bits and name a
        table of its own (a fit that tries many sizes would build one for each)."""
        out = Footprint(self.outline.scaled(c), self.pressure.scaled(c), gyration)
        out.__dict__["shape"] = self.shape
        return out

    @cached_property
    def radius(self) -> float:
        """The equal-area radius of the outline (m): the scale friction tables are written in."""
        return math.sqrt(self.outline.area / math.pi)

    def friction(self, vx: float, vy: float, spin: float) -> tuple[float, float, float]:
        """The friction force (x, y, per mu m g) and torque (per mu m g, in m) on the body moving
        at (vx, vy) with ``spin``, in the body's own frame."""
        fx = fy = torque = 0.0
        for density, shape in self.loads:
            ax, ay, at = limit_surface.friction(shape, vx, vy, spin)
            fx += density * ax
            fy += density * ay
            torque += density * at
        return fx, fy, torque
