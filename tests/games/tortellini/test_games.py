"""Whole Tortellini games: one ball on one chip, scores up by one, every game ends, the same
seed the same game, and the CPU's strength."""

import numpy as np
import pytest

from games.tortellini.match import make_player, play_game, play_turn
from games.tortellini.players.bot import random_plan
from games.tortellini.rules.actions import Phase, Team
from games.tortellini.rules.engine import Tortellini
from games.tortellini.rules.invariants import Invariants


@pytest.mark.slow
@pytest.mark.parametrize(("one", "two"), [("expert", "random"), ("random", "random"), ("novice", "club")])
def test_games_keep_one_ball_and_score_one_goal_at_a_time(one: str, two: str) -> None:
    for seed in range(30):
        game = Tortellini(seed)
        players = {Team.ONE: make_player(one, seed + 1), Team.TWO: make_player(two, seed + 2)}
        invariants = Invariants(game)
        while not game.is_over():
            assert invariants.after(play_turn(game, players)) == []
            assert game.turn < 5000
        assert max(game.score.values()) == game.options.goals_to_win


def test_random_plans_are_legal_plans() -> None:
    rng = np.random.default_rng(0)
    game = Tortellini(1)
    players = {t: make_player("random", i) for i, t in enumerate(Team)}
    while game.phase == Phase.SETUP:
        play_turn(game, players)
    legal = set(game.plans(game.offence))
    drawn = {random_plan(game, game.offence, rng) for _ in range(3000)}
    assert drawn <= legal and len(drawn) > len(legal) // 2


def test_the_same_seed_plays_the_same_game() -> None:
    assert play_game(7, "club", "random").to_json(True) == play_game(7, "club", "random").to_json(True)


@pytest.mark.slow
def test_the_cpu_beats_random_orders_in_at_least_95_of_200_games() -> None:
    wins = 0
    for seed in range(200):
        cpu_first = seed % 2 == 0
        s = play_game(seed, "expert" if cpu_first else "random", "random" if cpu_first else "expert")
        wins += s.winner == (Team.ONE if cpu_first else Team.TWO)
    assert wins >= 190


@pytest.mark.slow
def test_skill_tells() -> None:
    wins = sum(play_game(seed, "expert", "novice").winner == Team.ONE for seed in range(40))
    assert wins >= 26


def test_the_novice_carries_the_ball_off_its_home_row() -> None:
    """A play-test saw the novice's carrier step along its own home row four turns running. It
    still blunders (a poor step), but a blunder is never a retreat: with the ball on its home row
    it steps off it within three turns, against the expert's defence."""
    longest, forward, steps = 0, 0, 0
    for seed in range(6):
        game = Tortellini(seed)
        players = {Team.ONE: make_player("expert", seed + 100), Team.TWO: make_player("novice", seed + 200)}
        stay = 0
        for _ in range(150):
            if game.is_over():
                break
            carrier = game.carrier
            before = game.chips.get(carrier) if carrier is not None and game.phase == Phase.PLAN else None
            play_turn(game, players)
            if carrier is None or carrier[0] != Team.TWO or before is None or game.carrier != carrier:
                stay = 0
                continue
            after = game.chips[carrier]
            assert after is not None
            steps += 1
            forward += after[1] < before[1]
            home = before[1] == after[1] == Team.TWO.home_row
            stay = stay + 1 if home else 0
            longest = max(longest, stay)
    assert longest <= 3, "never dithering along its own home row"
    assert forward > steps / 2, "mostly forward"
