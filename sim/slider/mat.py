"""The Finger Football mat as data: loaded from TOML, validated, converted to SI units.

File format (``docs/formats/mat.md``): field geometry is written in yards (the unit printed on
the mat; ``field.yard`` gives metres per yard), the slider in SI units, angles in degrees.
A loaded :class:`Mat` holds everything in metres and radians.

Coordinates: x along the field from the home goal line (x = 0) to the visiting goal line
(x = field length); y across the field, 0 on the long centre line, positive to the left of an
offence attacking towards +x. Each symbol's zone, half and side are derived from its position,
so they can never disagree with the drawing: the zone from the band holding its centre, the
half from the midfield line, the side from the rows of yard numbers (LEFT beyond the numbers
on the +y side, RIGHT beyond them on the -y side, MIDDLE between them).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import tomli_w

from sim.errors import MatError
from sim.geometry import football_outline
from sim.io import atomic
from sim.io.toml import Reader, parse_toml, read_text
from sim.slider.slider_spec import FrictionKind as FrictionKind
from sim.slider.slider_spec import SliderSpec as SliderSpec
from sim.slider.slider_spec import footprint_keys, read_slider

FORMAT_VERSION = 1
DEFAULT_MAT = "default_mat.toml"
MAX_ZONES = 20
MAX_FEATURES = 200  # of each kind: run circles, flags, fumble footballs


class Side(StrEnum):
    """Side of a symbol as seen by an offence attacking towards +x."""

    LEFT = "LEFT"
    MIDDLE = "MIDDLE"
    RIGHT = "RIGHT"

    def mirrored(self) -> Side:
        """The same symbol seen by the offence attacking towards -x."""
        return {Side.LEFT: Side.RIGHT, Side.RIGHT: Side.LEFT}.get(self, self)


class Half(StrEnum):
    HOME = "home"  # x < midfield: the half holding the home goal line (x = 0)
    VISITOR = "visitor"


@dataclass(frozen=True, slots=True)
class Field:
    """The playing field in metres."""

    yard: float  # metres per yard
    length: float  # goal line to goal line
    width: float  # sideline to sideline
    endzone: float  # depth of each endzone
    margin: float  # printed surface beyond the end lines and the sidelines
    line_width: float  # painted lines
    numbers: float  # distance of the rows of yard numbers from the centre line

    @property
    def half_width(self) -> float:
        return self.width / 2.0

    @property
    def midfield(self) -> float:
        return self.length / 2.0

    @property
    def surface(self) -> tuple[float, float, float, float]:
        """(x_min, y_min, x_max, y_max) of the whole printed surface."""
        dx = self.endzone + self.margin
        dy = self.half_width + self.margin
        return (-dx, -dy, self.length + dx, dy)

    def yards(self, metres: float) -> float:
        return metres / self.yard


@dataclass(frozen=True, slots=True)
class ZoneBand:
    zone: int
    start: float  # m, nearer the home goal line
    end: float


@dataclass(frozen=True, slots=True)
class RunCircle:
    """A large run circle and the pass circle inside it."""

    id: str
    x: float
    y: float
    radius: float
    pass_x: float
    pass_y: float
    pass_radius: float
    zone: int
    side: Side
    half: Half


@dataclass(frozen=True, slots=True)
class Flag:
    """A yellow penalty flag, modelled as a disk."""

    id: str
    x: float
    y: float
    radius: float
    half: Half


@dataclass(frozen=True, slots=True)
class Fumble:
    """A red fumble football: a football outline of its own."""

    id: str
    x: float
    y: float
    length: float
    width: float
    angle: float  # rad
    half: Half

    def outline(self) -> tuple[tuple[float, float], ...]:
        return football_outline(self.length, self.width, 16)


class LineKind(StrEnum):
    GOAL_LINE = "goal_line"
    END_LINE = "end_line"
    SIDELINE = "sideline"


@dataclass(frozen=True, slots=True)
class Line:
    """A painted line: the band of ``width`` around the segment a-b."""

    id: str
    kind: LineKind
    a: tuple[float, float]
    b: tuple[float, float]
    width: float
    half: Half | None  # the half a goal or end line belongs to; None for sidelines


@dataclass(frozen=True, slots=True)
class Endzone:
    id: str
    half: Half
    x0: float
    x1: float
    y0: float
    y1: float


# Ids of the features derived from the field; a mat file may not use them.
RESERVED_IDS = frozenset(
    {
        "goal-line-home",
        "goal-line-visitor",
        "end-line-home",
        "end-line-visitor",
        "sideline-left",
        "sideline-right",
        "endzone-home",
        "endzone-visitor",
    }
)


@dataclass(frozen=True, slots=True)
class Mat:
    name: str
    mu: float
    field: Field
    slider: SliderSpec
    zones: tuple[ZoneBand, ...]
    run_circles: tuple[RunCircle, ...]
    flags: tuple[Flag, ...]
    fumbles: tuple[Fumble, ...]

    def zone_at(self, x: float) -> ZoneBand | None:
        """The zone band holding x, or None behind a goal line."""
        for band in self.zones:
            if band.start <= x < band.end or (x == band.end == self.field.length):
                return band
        return None

    def half_at(self, x: float) -> Half:
        return Half.HOME if x < self.field.midfield else Half.VISITOR

    def side_at(self, y: float) -> Side:
        if y > self.field.numbers:
            return Side.LEFT
        if y < -self.field.numbers:
            return Side.RIGHT
        return Side.MIDDLE

    def lines(self) -> tuple[Line, ...]:
        """Goal lines, end lines and sidelines, derived from the field."""
        f = self.field
        hw, lw, e, n = f.half_width, f.line_width, f.endzone, f.length
        return (
            Line("goal-line-home", LineKind.GOAL_LINE, (0.0, -hw), (0.0, hw), lw, Half.HOME),
            Line("goal-line-visitor", LineKind.GOAL_LINE, (n, -hw), (n, hw), lw, Half.VISITOR),
            Line("end-line-home", LineKind.END_LINE, (-e, -hw), (-e, hw), lw, Half.HOME),
            Line("end-line-visitor", LineKind.END_LINE, (n + e, -hw), (n + e, hw), lw, Half.VISITOR),
            Line("sideline-left", LineKind.SIDELINE, (-e, hw), (n + e, hw), lw, None),
            Line("sideline-right", LineKind.SIDELINE, (-e, -hw), (n + e, -hw), lw, None),
        )

    def endzones(self) -> tuple[Endzone, ...]:
        f = self.field
        hw = f.half_width
        return (
            Endzone("endzone-home", Half.HOME, -f.endzone, 0.0, -hw, hw),
            Endzone("endzone-visitor", Half.VISITOR, f.length, f.length + f.endzone, -hw, hw),
        )

    def to_json(self) -> dict[str, Any]:
        """Everything in SI units (metres, kilograms, radians): the `mat show --json` object."""
        f = self.field
        return {
            "name": self.name,
            "mu": self.mu,
            "field": {
                "length": f.length,
                "width": f.width,
                "yard": f.yard,
                "endzone": f.endzone,
                "margin": f.margin,
                "line_width": f.line_width,
                "numbers": f.numbers,
                "surface": list(f.surface),
            },
            "slider": {
                "length": self.slider.length,
                "width": self.slider.width,
                "mass": self.slider.mass,
                "friction_radius": self.slider.friction_radius,
                "inertia": self.slider.inertia,
                "outline": [list(p) for p in self.slider.outline()],
                **footprint_keys(self.slider),
            },
            "zones": [{"zone": z.zone, "from": z.start, "to": z.end} for z in self.zones],
            "run_circles": [
                {
                    "id": c.id,
                    "x": c.x,
                    "y": c.y,
                    "radius": c.radius,
                    "pass_x": c.pass_x,
                    "pass_y": c.pass_y,
                    "pass_radius": c.pass_radius,
                    "zone": c.zone,
                    "side": c.side.value,
                    "half": c.half.value,
                }
                for c in self.run_circles
            ],
            "flags": [
                {"id": g.id, "x": g.x, "y": g.y, "radius": g.radius, "half": g.half.value} for g in self.flags
            ],
            "fumbles": [
                {
                    "id": g.id,
                    "x": g.x,
                    "y": g.y,
                    "length": g.length,
                    "width": g.width,
                    "angle": g.angle,
                    "half": g.half.value,
                }
                for g in self.fumbles
            ],
        }

    def to_toml(self) -> str:
        """The mat in its file format (yards for the field), loadable by :func:`loads`."""
        return tomli_w.dumps(_to_file_dict(self))


# --------------------------------------------------------------------------- loading

_TOP_KEYS = {"format", "name", "mu", "field", "slider", "zones", "run_circles", "flags", "fumbles"}
_FIELD_KEYS = {"yard", "length", "width", "endzone", "margin", "line_width", "numbers"}
_ZONE_KEYS = {"zone", "from", "to"}
_CIRCLE_KEYS = {"id", "x", "y", "radius", "pass_radius"}
_CIRCLE_OPTIONAL = {"pass_x", "pass_y"}
_FLAG_KEYS = {"id", "x", "y", "radius"}
_FUMBLE_KEYS = {"id", "x", "y", "length", "width"}
_FUMBLE_OPTIONAL = {"angle"}


@lru_cache(maxsize=64)
def loads(text: str, source: str | None = None) -> Mat:
    """Parse and validate a mat from TOML text. ``source`` names the file in errors. A mat is
    immutable, so the same text gives the same mat object (a game's saved states, restored as a
    replay is stepped through, each carry their mat's text)."""
    return from_dict(parse_toml(text, source, MatError), source)


def load(path: str | Path) -> Mat:
    """Load and validate a mat file."""
    p = Path(path)
    return loads(read_text(p, MatError), str(p))


@cache
def default() -> Mat:
    """The mat that ships with the package (``sim/data/default_mat.toml``), read once (a mat is
    immutable: windows ask for it every frame)."""
    text = resources.files("sim").joinpath(f"data/{DEFAULT_MAT}").read_text(encoding="utf-8")
    return loads(text, DEFAULT_MAT)


def save(mat: Mat, path: str | Path) -> None:
    """Write the mat file atomically."""
    atomic.write_text(path, mat.to_toml())


def from_dict(data: Mapping[str, Any], source: str | None = None) -> Mat:
    top = Reader(data, "", source, MatError)
    top.check_keys({"name", "mu", "field", "slider", "zones", "run_circles"}, _TOP_KEYS)
    fmt = top.integer("format") if "format" in top.table else FORMAT_VERSION
    if fmt != FORMAT_VERSION:
        raise MatError("format", f"unknown mat format {fmt} (this version reads {FORMAT_VERSION})", source)
    mu = top.ranged("mu", 0.01, 2.0)
    fld = _read_field(Reader(data["field"], "field", source, MatError))
    slider = read_slider(Reader(data["slider"], "slider", source, MatError))
    if slider.length > fld.endzone:
        raise MatError("slider.length", "the slider must fit in an endzone", source)
    zones = _read_zones(top.tables("zones", MAX_ZONES), fld, source)
    mat = Mat(
        name=top.text("name"),
        mu=mu,
        field=fld,
        slider=slider,
        zones=zones,
        run_circles=(),
        flags=(),
        fumbles=(),
    )
    circles = tuple(_read_circle(r, mat) for r in top.tables("run_circles", MAX_FEATURES))
    if not circles:
        raise MatError("run_circles", "a mat needs run circles to play on", source)
    flags = tuple(_read_flag(r, mat) for r in top.tables("flags", MAX_FEATURES))
    fumbles = tuple(_read_fumble(r, mat) for r in top.tables("fumbles", MAX_FEATURES))
    _check_unique_ids(top, circles, flags, fumbles)
    return replace(mat, run_circles=circles, flags=flags, fumbles=fumbles)


def _read_field(r: Reader) -> Field:
    r.check_keys(_FIELD_KEYS)
    yard = r.ranged("yard", 0.001, 0.1, " m a yard")  # a tabletop field: 10 cm to 10 m long
    fld = Field(
        yard=yard,
        length=r.ranged("length", 10.0, 200.0, " yd") * yard,
        width=r.ranged("width", 10.0, 200.0, " yd") * yard,
        endzone=r.ranged("endzone", 1.0, 50.0, " yd") * yard,
        margin=r.ranged("margin", 0.0, 100.0, " yd") * yard,
        line_width=r.ranged("line_width", 0.01, 5.0, " yd") * yard,
        numbers=r.ranged("numbers", 0.1, 100.0, " yd") * yard,
    )
    if fld.numbers >= fld.half_width:
        raise MatError(r.key("numbers"), "the rows of yard numbers must lie inside the sidelines", r.source)
    return fld


def _read_zones(readers: list[Reader], fld: Field, source: str | None) -> tuple[ZoneBand, ...]:
    if not readers:
        raise MatError("zones", "at least one zone band is needed", source)
    bands = []
    for r in readers:
        r.check_keys(_ZONE_KEYS)
        zone = r.integer("zone", 1, 10)
        start, end = (
            r.ranged("from", 0.0, 200.0, " yd") * fld.yard,
            r.ranged("to", 0.0, 200.0, " yd") * fld.yard,
        )
        if end <= start:
            raise MatError(r.key("to"), "a band must end after it starts", source)
        bands.append((start, end, zone, r))
    bands.sort(key=lambda b: b[0])
    tol = 1e-9
    expected = 0.0
    for start, end, _zone, r in bands:
        if start > expected + tol:
            raise MatError(r.key("from"), f"gap between zone bands at {fld.yards(expected):g} yd", source)
        if start < expected - tol:
            raise MatError(r.key("from"), f"zone bands overlap at {fld.yards(start):g} yd", source)
        expected = end
    if abs(expected - fld.length) > tol:
        raise MatError(
            "zones",
            f"the bands must end at the far goal line ({fld.yards(fld.length):g} yd)",
            source,
        )
    return tuple(ZoneBand(zone, start, end) for start, end, zone, _ in bands)


def _check_on_surface(r: Reader, mat: Mat, x: float, y: float, reach: float) -> None:
    x0, y0, x1, y1 = mat.field.surface
    if x - reach < x0 or x + reach > x1 or y - reach < y0 or y + reach > y1:
        yd = mat.field.yards
        raise MatError(
            r.key("x"),
            f"feature at ({yd(x):g}, {yd(y):g}) yd reaching {yd(reach):g} yd is off the surface",
            r.source,
        )


def _read_circle(r: Reader, mat: Mat) -> RunCircle:
    r.check_keys(_CIRCLE_KEYS, _CIRCLE_OPTIONAL)
    yd = mat.field.yard
    x, y = r.ranged("x", -300.0, 300.0, " yd") * yd, r.ranged("y", -300.0, 300.0, " yd") * yd
    radius = r.ranged("radius", 0.1, 50.0, " yd") * yd
    pass_radius = r.ranged("pass_radius", 0.05, 50.0, " yd") * yd
    pass_x = r.ranged("pass_x", -300.0, 300.0, " yd", x / yd) * yd
    pass_y = r.ranged("pass_y", -300.0, 300.0, " yd", y / yd) * yd
    if math.hypot(pass_x - x, pass_y - y) + pass_radius > radius + 1e-12:
        raise MatError(r.key("pass_radius"), "the pass circle is not inside its run circle", r.source)
    _check_on_surface(r, mat, x, y, radius)
    band = mat.zone_at(x)
    if band is None:
        raise MatError(r.key("x"), "a run circle's centre must lie between the goal lines", r.source)
    return RunCircle(
        id=r.text("id"),
        x=x,
        y=y,
        radius=radius,
        pass_x=pass_x,
        pass_y=pass_y,
        pass_radius=pass_radius,
        zone=band.zone,
        side=mat.side_at(y),
        half=mat.half_at(x),
    )


def _read_flag(r: Reader, mat: Mat) -> Flag:
    r.check_keys(_FLAG_KEYS)
    yd = mat.field.yard
    x, y = r.ranged("x", -300.0, 300.0, " yd") * yd, r.ranged("y", -300.0, 300.0, " yd") * yd
    radius = r.ranged("radius", 0.1, 50.0, " yd") * yd
    _check_on_surface(r, mat, x, y, radius)
    return Flag(r.text("id"), x, y, radius, mat.half_at(x))


def _read_fumble(r: Reader, mat: Mat) -> Fumble:
    r.check_keys(_FUMBLE_KEYS, _FUMBLE_OPTIONAL)
    yd = mat.field.yard
    x, y = r.ranged("x", -300.0, 300.0, " yd") * yd, r.ranged("y", -300.0, 300.0, " yd") * yd
    length, width = r.ranged("length", 0.1, 50.0, " yd") * yd, r.ranged("width", 0.05, 50.0, " yd") * yd
    if width > length:
        raise MatError(r.key("width"), "a football is longer than it is wide", r.source)
    _check_on_surface(r, mat, x, y, length / 2.0)
    angle = math.radians(r.ranged("angle", -360.0, 360.0, " degrees", 0.0))
    return Fumble(r.text("id"), x, y, length, width, angle, mat.half_at(x))


def _check_unique_ids(
    top: Reader,
    circles: tuple[RunCircle, ...],
    flags: tuple[Flag, ...],
    fumbles: tuple[Fumble, ...],
) -> None:
    seen: dict[str, str] = {}
    groups: list[tuple[str, Iterable[str]]] = [
        ("run_circles", (c.id for c in circles)),
        ("flags", (f.id for f in flags)),
        ("fumbles", (f.id for f in fumbles)),
    ]
    for group, ids in groups:
        for i, fid in enumerate(ids):
            key = f"{group}[{i}].id"
            if fid in RESERVED_IDS or "/" in fid:
                raise MatError(key, f"'{fid}' is reserved for the field's own features", top.source)
            if fid in seen:
                raise MatError(key, f"duplicate id '{fid}' (also {seen[fid]})", top.source)
            seen[fid] = key


def _to_file_dict(mat: Mat) -> dict[str, Any]:
    f = mat.field
    yd = f.yards
    return {
        "format": FORMAT_VERSION,
        "name": mat.name,
        "mu": mat.mu,
        "field": {
            "yard": f.yard,
            "length": yd(f.length),
            "width": yd(f.width),
            "endzone": yd(f.endzone),
            "margin": yd(f.margin),
            "line_width": yd(f.line_width),
            "numbers": yd(f.numbers),
        },
        "slider": {
            "length": mat.slider.length,
            "width": mat.slider.width,
            "mass": mat.slider.mass,
            "friction_radius": mat.slider.friction_radius,
            "vertices": mat.slider.vertices,
            **footprint_keys(mat.slider),
        },
        "zones": [{"zone": z.zone, "from": yd(z.start), "to": yd(z.end)} for z in mat.zones],
        "run_circles": [
            {
                "id": c.id,
                "x": yd(c.x),
                "y": yd(c.y),
                "radius": yd(c.radius),
                "pass_radius": yd(c.pass_radius),
                "pass_x": yd(c.pass_x),
                "pass_y": yd(c.pass_y),
            }
            for c in mat.run_circles
        ],
        "flags": [{"id": g.id, "x": yd(g.x), "y": yd(g.y), "radius": yd(g.radius)} for g in mat.flags],
        "fumbles": [
            {
                "id": g.id,
                "x": yd(g.x),
                "y": yd(g.y),
                "length": yd(g.length),
                "width": yd(g.width),
                "angle": math.degrees(g.angle),
            }
            for g in mat.fumbles
        ],
    }
