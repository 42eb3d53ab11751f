"""A foosball table as data: loaded from TOML and validated (sim/data/foosball_table.toml).

SI units inside; angles in the file are degrees. The rods are listed from the home goal.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field, replace
from enum import StrEnum
from importlib import resources
from pathlib import Path
from typing import Any

from sim.errors import DataError
from sim.io.toml import Reader, parse_toml, read_text

ROD_SPACING = 0.150  # m between rods; the rods are centred on midfield


PLAY_DEPTH = 0.5  # of the ball's radius a figure must be able to reach into it to play it


class TableError(DataError):
    """The foosball table's data is invalid."""


class Side(StrEnum):
    HOME = "home"  # defends the goal at x = -length/2
    AWAY = "away"

    @property
    def other(self) -> Side:
        return Side.AWAY if self == Side.HOME else Side.HOME


@dataclass(frozen=True, slots=True)
class RodSpec:
    index: int
    team: Side
    role: str  # goalie, defence, midfield, attack
    figures: int
    spacing: float
    travel: float  # total slide travel
    x: float  # rod position along the table

    def offsets(self) -> tuple[float, ...]:
        """y of each figure relative to the rod's slide position."""
        return _offsets(self.figures, self.spacing)


@functools.cache
def _offsets(figures: int, spacing: float) -> tuple[float, ...]:
    mid = (figures - 1) / 2.0
    return tuple((k - mid) * spacing for k in range(figures))


@dataclass(frozen=True, slots=True)
class TableSpec:
    length: float
    width: float
    wall_height: float
    wall_thickness: float
    corner: float
    rod_height: float
    goal_width: float
    goal_height: float
    goal_depth: float
    goal_lip: float
    trough: float
    post_radius: float
    back_restitution: float
    deflector: float
    hole_width: float
    ball_radius: float
    ball_mass: float
    rolling: float
    restitution_wall: float
    restitution_figure: float
    restitution_field: float
    lift: float
    figure_thickness: float
    figure_width: float
    leg: float
    max_slide_speed: float
    max_slide_accel: float
    max_spin: float
    max_spin_accel: float
    rods: tuple[RodSpec, ...]
    # The radius of the foot's corners seen from above (0: square, the first tables' boxes): a
    # ball met off the flat middle of the face leaves at an angle, so a player can aim.
    toe: float = 0.0
    source_text: str = field(default="", compare=False, repr=False)  # the TOML it was read from

    @property
    def half_length(self) -> float:
        return self.length / 2.0

    @property
    def half_width(self) -> float:
        return self.width / 2.0

    def goal_x(self, side: Side) -> float:
        """The goal plane of the goal ``side`` defends."""
        return -self.half_length if side == Side.HOME else self.half_length

    def on_field(self, x: float, y: float, margin: float = 0.0) -> bool:
        """Is (x, y) on the playing field, at least ``margin`` from every side wall, end wall and
        sloped corner?"""
        hl, hw = self.half_length - margin, self.half_width - margin
        corner = self.half_length + self.half_width - self.corner - margin * math.sqrt(2.0)
        return abs(x) <= hl and abs(y) <= hw and abs(x) + abs(y) <= corner

    @property
    def reach(self) -> float:
        """How far along the table from a rod a figure can play a ball resting on the field: it
        must meet the ball by at least PLAY_DEPTH of the ball's radius (a grazing touch does not
        move it), with its foot low enough to touch it at all."""
        h = self.rod_height - self.ball_radius
        thickness, radius = self.figure_thickness, self.ball_radius
        return h * math.acos(min(1.0, h / self.leg)) + thickness / 2.0 + radius * (1.0 - PLAY_DEPTH)

    def strike_angle(self, offset: float) -> float | None:
        """The angle from straight along the table (rad, + towards +y) at which a figure's strike
        sends a ball at rest whose centre is ``offset`` across from the figure's: straight off the
        flat middle of the foot, along the normal off a rounded corner; None if they miss."""
        past = abs(offset) - (self.figure_width / 2.0 - self.toe)
        if past <= 0.0:
            return 0.0
        corner = self.toe + self.ball_radius
        return None if past >= corner else math.copysign(math.asin(past / corner), offset)

    def strike_offset(self, angle: float) -> float:
        """Where across from a figure's centre a ball at rest must be for its strike to send it
        at ``angle`` (rad, + towards +y): the inverse of :meth:`strike_angle`."""
        if angle == 0.0:
            return 0.0
        flat = self.figure_width / 2.0 - self.toe
        return math.copysign(flat + (self.toe + self.ball_radius) * math.sin(abs(angle)), angle)

    def reachable(self, x: float, y: float) -> bool:
        """Can any figure play a ball resting at (x, y), sliding and turning as it may? (Article
        V's "out of reach of any contender" is the opposite.)"""
        reach = self.reach
        for rod in self.rods:
            if abs(x - rod.x) > reach:
                continue
            half = rod.travel / 2.0 + self.figure_width / 2.0 + self.ball_radius * (1.0 - PLAY_DEPTH)
            if any(abs(y - off) <= half for off in rod.offsets()):
                return True
        return False


_SECTIONS: dict[str, dict[str, str]] = {
    "field": {
        "length": "length",
        "width": "width",
        "wall_height": "wall_height",
        "wall_thickness": "wall_thickness",
        "corner": "corner",
        "rod_height": "rod_height",
    },
    "goal": {
        "width": "goal_width",
        "height": "goal_height",
        "depth": "goal_depth",
        "lip": "goal_lip",
        "trough": "trough",
        "post_radius": "post_radius",
        "back_restitution": "back_restitution",
        "deflector": "deflector",
    },
    "service_hole": {"width": "hole_width"},
    "ball": {
        "diameter": "ball_radius",
        "mass": "ball_mass",
        "rolling": "rolling",
        "restitution_wall": "restitution_wall",
        "restitution_figure": "restitution_figure",
        "restitution_field": "restitution_field",
        "lift": "lift",
    },
    "figure": {"thickness": "figure_thickness", "width": "figure_width", "leg": "leg"},
    "drive": {
        "max_slide_speed": "max_slide_speed",
        "max_slide_accel": "max_slide_accel",
        "max_spin": "max_spin",
        "max_spin_accel": "max_spin_accel",
    },
}


# Keys a table file may leave out, for tables written before them: a missing key keeps the old model.
_OPTIONAL = {"figure": ("toe",)}


def load_table(path: str | Path | None = None) -> TableSpec:
    """The table from TOML (default: the shipped competition table)."""
    if path is None:
        text = resources.files("sim").joinpath("data/foosball_table.toml").read_text(encoding="utf-8")
        source = "foosball_table.toml"
    else:
        source = str(path)
        text = read_text(Path(path), TableError)
    return loads_table(text, source)


def loads_table(text: str, source: str = "table") -> TableSpec:
    """A table from its TOML text (as a replay's header carries it)."""
    return replace(_from_dict(parse_toml(text, source, TableError), source), source_text=text)


def _from_dict(data: dict[str, Any], source: str) -> TableSpec:
    top = Reader(data, "", source, TableError)
    top.check_keys(set(_SECTIONS) | {"rods"}, {"format"})
    values: dict[str, Any] = {}
    for section, keys in _SECTIONS.items():
        r = Reader(data[section], section, source, TableError)
        r.check_keys(set(keys), _OPTIONAL.get(section, ()))
        for key, name in keys.items():
            values[name] = r.non_negative(key) if key in ("lift", "deflector") else r.positive(key)
        if section == "figure" and "toe" in r.table:
            values["toe"] = r.non_negative("toe")
    values["ball_radius"] /= 2.0
    restitutions = {
        "restitution_wall": "ball.restitution_wall",
        "restitution_figure": "ball.restitution_figure",
        "restitution_field": "ball.restitution_field",
        "back_restitution": "goal.back_restitution",
    }
    for name, key in restitutions.items():
        if values[name] >= 1.0:
            raise TableError(key, "a restitution must be below 1", source)
    rods = []
    readers = top.tables("rods")
    if len(readers) < 2:
        raise TableError("rods", "a table needs rods", source)
    middle = (len(readers) - 1) / 2.0  # rods k from each end are exact mirror images
    for i, r in enumerate(readers):
        r.check_keys({"team", "role", "figures", "spacing", "travel"})
        team = r.text("team")
        if team not in ("home", "away"):
            raise TableError(r.key("team"), f"must be 'home' or 'away', got {team!r}", source)
        figures = r.integer("figures")
        if figures < 1:
            raise TableError(r.key("figures"), "a rod needs at least one figure", source)
        spacing = r.non_negative("spacing")
        rods.append(
            RodSpec(
                i,
                Side(team),
                r.text("role"),
                figures,
                spacing,
                r.positive("travel"),
                (i - middle) * ROD_SPACING,
            )
        )
    spec = TableSpec(**values, rods=tuple(rods))
    if spec.toe >= spec.figure_thickness / 2.0:
        raise TableError("figure.toe", "the toe's radius must be less than half the foot's thickness", source)
    if spec.leg >= spec.rod_height:
        raise TableError("figure.leg", "the foot would dig into the field", source)
    if not 2.0 * spec.ball_radius < spec.goal_height <= spec.wall_height:
        raise TableError("goal.height", "the ball must fit in the goal, under the wall's top", source)
    if spec.goal_width >= spec.width:
        raise TableError("goal.width", "the goal is wider than the table", source)
    return spec
