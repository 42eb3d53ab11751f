"""Whole All-Pro games, CPU and random players: the board's invariants after every action,
scores only by the rules' amounts, every game over at 40 plays, the same seed the same game, and
the CPU's strength."""

import os
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest

from games.all_pro.match import make_player, play_game
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.invariants import Invariants


@pytest.mark.slow
@pytest.mark.parametrize(("home", "away"), [("cpu", "cpu"), ("cpu", "random"), ("random", "random")])
def test_games_keep_the_rules_after_every_action(home: str, away: str) -> None:
    for seed in range(6):
        game = AllPro(seed)
        players = {Team.HOME: make_player(home, seed + 1), Team.AWAY: make_player(away, seed + 2)}
        invariants = Invariants(game)
        while not game.is_over():
            events = game.apply(players[game.to_move()](game))
            assert invariants.after(events) == []
        assert game.plays == game.options.plays == 40


def test_the_same_seed_plays_the_same_game() -> None:
    first, again = play_game(3, "cpu", "random"), play_game(3, "cpu", "random")
    assert first.to_json(with_log=True) == again.to_json(with_log=True)
    assert play_game(4, "cpu", "random").to_json(with_log=True) != first.to_json(with_log=True)


def _cpu_wins(seed: int) -> bool:
    """Does the CPU win game ``seed`` against a random player (sides alternating)?"""
    home = seed % 2 == 0
    s = play_game(seed, "cpu" if home else "random", "random" if home else "cpu")
    return s.winner == (Team.HOME if home else Team.AWAY)


@pytest.mark.slow
def test_the_cpu_beats_a_random_player_in_at_least_90_of_100_games() -> None:
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        wins = sum(pool.map(_cpu_wins, range(100), chunksize=5))
    assert wins >= 90


def test_random_legal_play_never_raises() -> None:
    rng = np.random.default_rng(0)
    for seed in range(20):
        game = AllPro(seed)
        while not game.is_over():
            actions = game.legal_actions()
            game.apply(actions[int(rng.integers(len(actions)))])
