"""Execution noise: how far a player's flick or kick strays from the one meant.

A separate seeded layer, as in DigitalCurling: a bot or a sweep decides the intended shot, then
draws the shot actually made from a :class:`Skill`. Gaussian spreads: relative on speed, absolute
on angles, plus unintended spin. The presets are guesses for a human finger (docs/bots.md); a
player's own spreads can be fitted from recorded flicks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True, slots=True)
class Skill:
    name: str
    speed_sd: float  # relative standard deviation of the launch speed
    angle_sd: float  # rad
    spin_sd: float  # rad/s of unintended spin
    kick_speed_sd: float  # relative
    kick_elevation_sd: float  # rad
    kick_aim_sd: float  # rad
    reaction: float  # s from "go" to the kick, on average

    def flick(
        self, speed: float, direction: float, spin: float, rng: np.random.Generator
    ) -> tuple[float, float, float]:
        """The (speed, direction, spin) actually made when (speed, direction, spin) is meant."""
        z = rng.standard_normal(3)
        return (
            max(0.0, speed * (1.0 + self.speed_sd * z[0])),
            direction + self.angle_sd * z[1],
            spin + self.spin_sd * z[2],
        )

    def kick(
        self, speed: float, elevation: float, aim: float, rng: np.random.Generator
    ) -> tuple[float, float, float, float]:
        """(speed, elevation, aim, seconds after "go") actually made."""
        z = rng.standard_normal(4)
        return (
            max(0.0, speed * (1.0 + self.kick_speed_sd * z[0])),
            elevation + self.kick_elevation_sd * z[1],
            aim + self.kick_aim_sd * z[2],
            max(0.3, self.reaction * (1.0 + 0.15 * z[3])),
        )


SKILLS: dict[str, Skill] = {
    "novice": Skill("novice", 0.15, math.radians(5.0), 30.0, 0.08, math.radians(5.0), math.radians(3.0), 1.6),
    "club": Skill("club", 0.09, math.radians(3.0), 15.0, 0.04, math.radians(2.5), math.radians(1.5), 1.2),
    "expert": Skill("expert", 0.05, math.radians(1.5), 8.0, 0.02, math.radians(1.2), math.radians(0.7), 0.9),
}


def skill(name: str) -> Skill:
    try:
        return SKILLS[name]
    except KeyError:
        raise ValueError(f"unknown skill '{name}' (one of {', '.join(SKILLS)})") from None
