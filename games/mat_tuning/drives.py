"""Whole bot games on a mat, for a study: both sides played with one hand, every drive counted.

A drive is a possession: it starts when a team gets the ball (a kick-off received, a turnover, a
punt) and ends when the other team has it; its points are what its offence scored meanwhile
(touchdown, conversion, field goal). Plays are the rules' own count of scrimmage plays.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from games.finger_football.match import Physics, next_action
from games.finger_football.players.bot import Bot
from games.finger_football.rules.actions import Team
from games.finger_football.rules.engine import FingerFootball
from sim.noise import SKILLS, Skill
from sim.slider.mat import Half, Mat

from .hand import Hand

TEAMS = (Team.RED, Team.BLUE)  # a team's index in GameStats' pairs
GAME_LIMIT = 100_000  # actions: a game that runs longer is a bug, not a long game


@dataclass(frozen=True, slots=True)
class GameStats:
    seed: int
    score: tuple[int, int]  # red, blue
    drives: int
    plays: int
    drive_points: tuple[int, ...]  # points of each drive, in order
    # The mat's home team: the one that starts defending the home endzone (teams change ends
    # every quarter); each drive's offence and each team's plays, by team (0 red, 1 blue).
    home: int = 0
    drive_teams: tuple[int, ...] = ()
    team_plays: tuple[int, int] = (0, 0)


def bot_skill(hand: Hand) -> Skill:
    """The CPU's skill with this hand's flicks (kicks as a club player's when the hand is fitted)."""
    base = SKILLS.get(hand.name, SKILLS["club"])
    return replace(base, speed_sd=hand.speed_sd, angle_sd=hand.angle_sd, spin_sd=hand.spin_sd)


def play(mat: Mat, hand: Hand, seed: int) -> GameStats:
    game = FingerFootball(mat, seed)
    physics = Physics(mat)
    skill = bot_skill(hand)
    bots = {
        team: Bot(skill, np.random.default_rng(np.random.SeedSequence([seed, k])), physics.kick_range)
        for k, team in ((1, Team.RED), (2, Team.BLUE))
    }
    drives: list[int] = []
    teams: list[int] = []
    offence: Team | None = None
    home: Team | None = None
    before = 0
    for _ in range(GAME_LIMIT):
        if game.is_over():
            break
        game.apply(next_action(game, bots, physics))
        if home is None and game.ends.defends:
            home = next(t for t, half in game.ends.defends.items() if half == Half.HOME)
        if game.offense is not None and game.offense != offence:
            if offence is not None:
                drives.append(game.score[offence] - before)
            offence = game.offense
            teams.append(TEAMS.index(offence))
            before = game.score[offence]
    else:
        raise RuntimeError(f"the game of seed {seed} did not end")
    if offence is not None:
        drives.append(game.score[offence] - before)
    red, blue = (game.stats[t]["plays"] for t in TEAMS)
    return GameStats(
        seed,
        (game.score[Team.RED], game.score[Team.BLUE]),
        len(drives),
        red + blue,
        tuple(drives),
        TEAMS.index(home or Team.RED),
        tuple(teams),
        (red, blue),
    )


def play_chunk(args: tuple[str, Hand, int]) -> GameStats:
    """One game, from picklable arguments (a worker process builds the mat from its TOML)."""
    from sim.slider import mat as mats

    text, hand, seed = args
    return play(mats.loads(text, "study"), hand, seed)
