"""The CPU's levels as the setup offers them, each with one line of what playing it is like.

``novice``, ``club`` and ``expert`` are sim.noise's skills (the bot's spreads); ``beginner`` is a
level below them for a first game: the novice's choices with a hand that strays half as much
again (a newcomer's first flicks: docs/rules/finger_football.md has the measured scores).
"""

from __future__ import annotations

import dataclasses

from sim.noise import SKILLS, Skill

BEGINNER = "beginner"
LEVELS = (BEGINNER, "novice", "club", "expert")  # weakest first
FIRST_LEVEL = BEGINNER  # a first game's opponent: one a newcomer can beat
BEGINNER_SPREAD = 1.5  # the beginner's spreads, as a multiple of the novice's
WORDS = {
    BEGINNER: "new to the game: its flicks often stray, a fair first game",
    "novice": "knows the plays, but its finger misses circles often",
    "club": "a steady club player: reaches most circles, kicks well",
    "expert": "rarely misses: a hard game even for a good player",
}


def beginner_skill() -> Skill:
    """The novice's spreads, widened: the flick's speed and way and the kick's three."""
    s = SKILLS["novice"]
    k = BEGINNER_SPREAD
    return dataclasses.replace(
        s,
        name=BEGINNER,
        speed_sd=s.speed_sd * k,
        angle_sd=s.angle_sd * k,
        spin_sd=s.spin_sd * k,
        kick_speed_sd=s.kick_speed_sd * k,
        kick_elevation_sd=s.kick_elevation_sd * k,
        kick_aim_sd=s.kick_aim_sd * k,
    )


def level_words(level: str) -> str:
    return WORDS[level]
