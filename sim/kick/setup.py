"""The kick's equipment as data: the foam ball and the goalposts three sizes of hands make, read
from the kick setup file (sim/data/kick.toml)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path

from sim.errors import KickDataError, KickError
from sim.io.toml import Reader, parse_toml, read_text

HANDS = ("small", "medium", "large")

# A goalpost's distance from the kick spot, m: 1 cm to beyond the far end line of the largest
# mat a file may describe (10 cm a yard); on the default mat it is at most 1.1 m.
MIN_DISTANCE, MAX_DISTANCE = 0.01, 12.0


@dataclass(frozen=True, slots=True)
class FoamBall:
    mass: float  # kg
    length: float  # m, tip to tip
    diameter: float  # m
    drag_coefficient: float
    air_density: float  # kg/m^3
    restitution_table: float
    restitution_hand: float
    friction: float
    rolling: float

    @property
    def radius(self) -> float:
        return self.diameter / 2.0

    @property
    def drag_per_mass(self) -> float:
        """k in a = -k |v| v (1/m)."""
        area = math.pi * self.radius**2
        return 0.5 * self.air_density * self.drag_coefficient * area / self.mass

    @property
    def tee_height(self) -> float:
        """Height of the centre of the ball stood up on its tip."""
        return self.length / 2.0


@dataclass(frozen=True, slots=True)
class Goalpost:
    """The defender's hands. Heights are from the table, ``distance`` from the kick spot."""

    width: float  # between the thumbs' centres
    crossbar_height: float  # centre of the index fingers
    crossbar_thickness: float
    thumb_height: float  # from the crossbar's centre up to the thumbs' tips
    thumb_thickness: float
    distance: float
    hands: str = "medium"

    @property
    def thumb_top(self) -> float:
        return self.crossbar_height + self.thumb_height


@dataclass(frozen=True, slots=True)
class KickSetup:
    ball: FoamBall
    hands: dict[str, Goalpost]  # presets; their distance is a placeholder
    count_length: float  # s

    def goalpost(self, hands: str = "medium", distance: float = 1.10) -> Goalpost:
        if hands not in self.hands:
            raise KickError(f"unknown hand size '{hands}' (one of {', '.join(self.hands)})")
        if not (math.isfinite(distance) and MIN_DISTANCE <= distance <= MAX_DISTANCE):
            raise KickError(
                f"goalpost distance must be from {MIN_DISTANCE:g} to {MAX_DISTANCE:g} m, got {distance:.4g}"
            )
        return replace(self.hands[hands], distance=distance)


def load_setup(path: str | Path | None = None) -> KickSetup:
    """The foam ball, the hand presets and the count, from TOML (default: the shipped file)."""
    if path is None:
        text = resources.files("sim").joinpath("data/kick.toml").read_text(encoding="utf-8")
        source = "kick.toml"
    else:
        source = str(path)
        text = read_text(Path(path), KickDataError)
    data = parse_toml(text, source, KickDataError)
    top = Reader(data, "", source, KickDataError)
    top.check_keys({"ball", "count", "hands"}, {"format"})
    b = Reader(data["ball"], "ball", source, KickDataError)
    names = set(FoamBall.__dataclass_fields__)
    b.check_keys(names)
    ball = FoamBall(**{n: b.positive(n) for n in names})
    for name in ("restitution_table", "restitution_hand"):
        if getattr(ball, name) >= 1.0:
            raise KickDataError(f"ball.{name}", "must be below 1 (a bounce loses energy)", source)
    count = Reader(data["count"], "count", source, KickDataError)
    count.check_keys({"length"})
    hands_table = Reader(data["hands"], "hands", source, KickDataError)
    hands_table.check_keys(set(HANDS))
    hands = {
        name: _read_hands(Reader(data["hands"][name], f"hands.{name}", source, KickDataError), name, ball)
        for name in HANDS
    }
    return KickSetup(ball, hands, count.positive("length"))


def _read_hands(r: Reader, name: str, ball: FoamBall) -> Goalpost:
    keys = {"width", "crossbar_height", "crossbar_thickness", "thumb_height", "thumb_thickness"}
    r.check_keys(keys)
    post = Goalpost(**{k: r.positive(k) for k in keys}, distance=1.0, hands=name)
    if post.crossbar_height - post.crossbar_thickness / 2.0 <= ball.diameter:
        raise KickDataError(
            r.key("crossbar_height"), "a ball rolling on the table must pass under it", r.source
        )
    if post.width <= post.thumb_thickness + ball.diameter:
        raise KickDataError(r.key("width"), "the ball must fit between the thumbs", r.source)
    if post.thumb_height <= post.thumb_thickness / 2.0:
        raise KickDataError(r.key("thumb_height"), "a thumb must rise above its own rounded tip", r.source)
    return post
