"""The slider football in a mat file: its outline, mass and the friction model it slides by
(the disk, or its real footprint: docs/physics.md), read and written."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache
from typing import Any

from sim.errors import MatError
from sim.geometry import football_outline
from sim.io.toml import Reader
from sim.slider.footprint import UNIFORM, Footprint, Pressure, PressureKind
from sim.slider.outline import Outline


class FrictionKind(StrEnum):
    """How the slider's friction is modelled (docs/physics.md): a uniformly loaded disk of
    ``friction_radius`` (closed form, every mat before footprints), or its real footprint."""

    DISK = "disk"
    FOOTPRINT = "footprint"


@dataclass(frozen=True, slots=True)
class SliderSpec:
    """The slider football: a flat football outline, and the footprint its friction acts on."""

    length: float  # m, tip to tip
    width: float  # m
    mass: float  # kg
    friction_radius: float  # m, radius of the disk footprint of the disk model
    vertices: int  # of the outline polygon
    friction: FrictionKind = FrictionKind.DISK
    pressure: Pressure = UNIFORM  # of the footprint model
    gyration: float | None = None  # m; None: a uniform plate of the outline (footprint model)
    footprint_scale: float = 1.0  # the footprint's size over the outline's (footprint model)

    def outline(self) -> tuple[tuple[float, float], ...]:
        return football_outline(self.length, self.width, self.vertices)

    def footprint(self) -> Footprint:
        """The footprint model's footprint: the lens of the slider's outline, scaled by
        ``footprint_scale`` (a slider that touches the mat only within its edge), on the body of
        the whole slider."""
        return _footprint(self.length, self.width, self.pressure, self.gyration, self.footprint_scale)

    @property
    def inertia(self) -> float:
        """Moment of inertia about the centre (kg m^2), of the friction model's body."""
        if self.friction == FrictionKind.FOOTPRINT:
            return self.mass * self.footprint().k ** 2
        return 0.5 * self.mass * self.friction_radius**2

    @property
    def circumradius(self) -> float:
        return self.length / 2.0


@cache
def _footprint(
    length: float, width: float, pressure: Pressure, gyration: float | None, scale: float
) -> Footprint:
    body = Footprint(Outline.lens(length, width), UNIFORM, gyration)
    return Footprint(Outline.lens(length * scale, width * scale), pressure, body.k)


_SLIDER_KEYS = {"length", "width", "mass", "friction_radius", "vertices"}
_FOOTPRINT_KEYS = ("pressure", "rim_width", "gyration", "footprint_scale")  # of the footprint model only


def read_slider(r: Reader) -> SliderSpec:
    r.check_keys(_SLIDER_KEYS, ("friction", *_FOOTPRINT_KEYS))
    spec = SliderSpec(
        length=r.ranged("length", 0.005, 0.2, " m"),
        width=r.ranged("width", 0.002, 0.2, " m"),
        mass=r.ranged("mass", 1e-4, 1.0, " kg"),
        friction_radius=r.ranged("friction_radius", 0.001, 0.2, " m"),
        vertices=r.integer("vertices", 8, 256),
        friction=FrictionKind(
            _choice(r, "friction", [k.value for k in FrictionKind], FrictionKind.DISK.value)
        ),
    )
    if spec.friction == FrictionKind.FOOTPRINT:
        scale = r.ranged("footprint_scale", 0.3, 1.0, default=1.0)
        spec = replace(
            spec,
            pressure=_read_pressure(r, spec.width * scale),
            gyration=_read_gyration(r),
            footprint_scale=scale,
        )
    else:
        for name in _FOOTPRINT_KEYS:
            if name in r.table:
                raise MatError(
                    r.key(name), 'belongs to the footprint model: add friction = "footprint"', r.source
                )
    if spec.width > spec.length:
        raise MatError(r.key("width"), "a football is longer than it is wide", r.source)
    if spec.vertices < 8 or spec.vertices % 4:
        raise MatError(r.key("vertices"), "must be a multiple of 4, at least 8", r.source)
    if spec.friction_radius > spec.length:
        raise MatError(r.key("friction_radius"), "is larger than the slider", r.source)
    return spec


def footprint_keys(spec: SliderSpec) -> dict[str, Any]:
    """The footprint model's keys, written only for it: a disk mat's file and JSON stay as they
    were before footprints (recordings of them verify unchanged)."""
    if spec.friction != FrictionKind.FOOTPRINT:
        return {}
    out: dict[str, Any] = {"friction": spec.friction.value, "pressure": spec.pressure.kind.value}
    if spec.pressure.kind == PressureKind.RIM:
        out["rim_width"] = spec.pressure.width
    if spec.gyration is not None:
        out["gyration"] = spec.gyration
    if spec.footprint_scale != 1.0:
        out["footprint_scale"] = spec.footprint_scale
    return out


def _choice(r: Reader, name: str, allowed: list[str], default: str) -> str:
    if name not in r.table:
        return default
    value = r.text(name)
    if value not in allowed:
        raise MatError(r.key(name), f"must be one of {', '.join(allowed)}, got {value!r}", r.source)
    return value


def _read_pressure(r: Reader, width: float) -> Pressure:
    kind = PressureKind(
        _choice(r, "pressure", [k.value for k in (PressureKind.UNIFORM, PressureKind.RIM)], "uniform")
    )
    if kind == PressureKind.UNIFORM:
        if "rim_width" in r.table:
            raise MatError(r.key("rim_width"), 'belongs to a rim pressure: add pressure = "rim"', r.source)
        return Pressure()
    if "rim_width" not in r.table:
        raise MatError(r.key("rim_width"), "missing: a rim pressure needs the width of its band", r.source)
    return Pressure.rim(r.ranged("rim_width", 1e-4, 0.45 * width, " m"))


def _read_gyration(r: Reader) -> float | None:
    return r.ranged("gyration", 0.001, 0.2, " m") if "gyration" in r.table else None
