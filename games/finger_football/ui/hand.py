"""A person's hand: the flick a pull means, spoiled as a real finger spoils it.

A mouse pull is exact: the same pull always gave the same slide, and a band of "likely" stops
around it was no guess. So a person's flick goes through the same execution noise the CPU's does
(sim.noise's skills, as players/bot.py spoils its flicks): ``exact`` (no noise: practice's
default), ``club`` (a game's default) or ``novice``. The noise comes from a generator seeded from
the game's seed and the flick's place in the game, so a game is deterministic; the recording holds
the flick as made (after the hand), so a replay never draws it again.
"""

from __future__ import annotations

import numpy as np

from games.finger_football.ui.aim import Aim, strike_for_spin
from sim.geometry import Pose
from sim.noise import SKILLS, Skill
from sim.slider.mat import SliderSpec
from sim.slider.table import MAX_SPEED

EXACT = "exact"
HANDS = (EXACT, "club", "novice")  # the hands a person can choose, steadiest first
GAME_HAND, PRACTICE_HAND = "club", EXACT
SALT = 0x4A4E44  # keeps the hand's draws apart from the CPU's (match.make_player) on one seed
NO_NOISE = Skill(EXACT, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0)


def next_hand(hand: str) -> str:
    return HANDS[(HANDS.index(hand) + 1) % len(HANDS)]


def hand_skill(hand: str) -> Skill:
    """The spreads of ``hand`` (exact: none)."""
    return NO_NOISE if hand == EXACT else SKILLS[hand]


def hand_words(hand: str) -> str:
    """What each hand does, as the setup and the help say it."""
    return {
        EXACT: "every pull goes exactly where it is aimed",
        "club": "a club player's finger: a pull strays a little, as the CPU's do",
        "novice": "a new player's finger: a pull strays more",
    }[hand]


def hand_short(hand: str) -> str:
    """The hand in a title bar's few words, what it does rather than its name ("your hand club"
    and "your hand novice (H)" read as jargon to newcomers)."""
    return {EXACT: "steady", "club": "strays a little", "novice": "strays a lot"}[hand]


def hand_rng(seed: int, *place: int) -> np.random.Generator:
    """The generator of a person's flick at ``place`` (the play, the flick) in the game of
    ``seed``: a stream of its own per flick, the same each time the game is played so."""
    return np.random.default_rng(np.random.SeedSequence([SALT, seed, *place]))


def spoil(aim: Aim, hand: str, pose: Pose, spec: SliderSpec, rng: np.random.Generator) -> Aim:
    """The aim as made by ``hand``: speed, way and spin strayed by its spreads."""
    if hand == EXACT:
        return aim
    spin = aim.spin(spec, pose.angle)
    speed, direction, spin = hand_skill(hand).flick(aim.speed, aim.direction, spin, rng)
    speed = min(speed, 0.95 * MAX_SPEED)
    offset = strike_for_spin(spin, pose, spec, direction, speed)
    return Aim(aim.power, direction, speed, offset)
