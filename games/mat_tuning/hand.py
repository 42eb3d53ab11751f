"""A player's hand for a study: how much their flicks stray (speed, angle, unintended spin), from a
preset skill or fitted from their own recorded flicks (``tabletop mat fit``), which may also carry
the friction coefficient measured with them."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from sim.errors import DataError
from sim.io.atomic import write_text
from sim.io.toml import Reader, read_file
from sim.noise import SKILLS

FORMAT = "tabletop-sim/hand"


class HandError(DataError):
    """A hand file that cannot be used."""


@dataclass(frozen=True, slots=True)
class Hand:
    name: str
    speed_sd: float  # relative
    angle_sd: float  # rad
    spin_sd: float  # rad/s
    mu: float | None = None  # a friction coefficient measured with the flicks, if fitted

    def to_toml(self) -> str:
        data: dict[str, Any] = {
            "format": FORMAT,
            "name": self.name,
            "speed_sd": self.speed_sd,
            "angle_sd_deg": math.degrees(self.angle_sd),
            "spin_sd": self.spin_sd,
        }
        if self.mu is not None:
            data["mu"] = self.mu
        return tomli_w.dumps(data)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "speed_sd": self.speed_sd,
            "angle_sd_deg": math.degrees(self.angle_sd),
            "spin_sd": self.spin_sd,
            "mu": self.mu,
        }

    def save(self, path: Path) -> None:
        write_text(path, self.to_toml())


def hand(name_or_path: str) -> Hand:
    """A preset (``novice``, ``club``, ``expert``) or a fitted hand file."""
    if name_or_path in SKILLS:
        s = SKILLS[name_or_path]
        return Hand(s.name, s.speed_sd, s.angle_sd, s.spin_sd)
    path = Path(name_or_path)
    if path.suffix != ".toml" and not path.exists():
        raise HandError("", f"{name_or_path!r} is neither a skill ({', '.join(SKILLS)}) nor a hand file", "")
    return load(path)


def load(path: Path) -> Hand:
    source = str(path)
    data = read_file(path, HandError)
    r = Reader(data, "", source, HandError)
    r.check_keys({"format", "name", "speed_sd", "angle_sd_deg", "spin_sd"}, {"mu"})
    if r.text("format") != FORMAT:
        raise HandError("format", f"must be {FORMAT!r}", source)
    mu = r.positive("mu") if "mu" in data else None
    return Hand(
        r.text("name"),
        r.non_negative("speed_sd"),
        math.radians(r.non_negative("angle_sd_deg")),
        r.non_negative("spin_sd"),
        mu,
    )
