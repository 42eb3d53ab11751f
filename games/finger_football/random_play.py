"""Random play over the whole of Finger Football, decisions, flicks and kicks alike: what the
conformance suite and random environments draw from. The flick and kick come from the random
player (a random speed, direction and kick), their outcomes from the mat's physics."""

from __future__ import annotations

import numpy as np

from games.finger_football.match import Physics, next_action
from games.finger_football.players.bot import RandomBot
from games.finger_football.rules.actions import Action, Team
from games.finger_football.rules.engine import FingerFootball
from sim.noise import skill as skill_named
from sim.slider.mat import Mat

# By mat: building the slider table and kick range is the costly part.
_physics: dict[int, tuple[Mat, Physics]] = {}


def random_action(game: FingerFootball, rng: np.random.Generator) -> Action:
    mat, physics = _physics.get(id(game.mat), (None, None))
    if mat is not game.mat or physics is None:
        physics = Physics(game.mat)
        _physics[id(game.mat)] = (game.mat, physics)
    bot = RandomBot(skill_named("novice"), rng, physics.kick_range)
    return next_action(game, dict.fromkeys(Team, bot), physics)
