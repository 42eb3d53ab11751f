"""Whole games: invariants at every step, state round trips, and bots that really play."""

import json
import random

import pytest

from games.finger_football.match import Physics, make_player, play_game, step
from games.finger_football.rules.actions import Options, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.rules.invariants import Invariants
from sim.slider import mat as mats

MAT = mats.default()
PHYSICS = Physics(MAT)
OPTIONS = Options()


@pytest.mark.slow
@pytest.mark.parametrize(
    "red,blue", [("club", "novice"), ("expert", "club"), ("random", "random"), ("novice", "random")]
)
def test_games_keep_the_rules_at_every_step(red: str, blue: str) -> None:
    for seed in range(6):
        game = FingerFootball(MAT, seed, OPTIONS)
        players = {
            Team.RED: make_player(red, seed, Team.RED, PHYSICS),
            Team.BLUE: make_player(blue, seed, Team.BLUE, PHYSICS),
        }
        invariants = Invariants(game)
        for _ in range(20_000):
            if game.is_over():
                break
            events = step(game, players, PHYSICS)
            assert invariants.after(events) == []
        assert game.is_over() and game.winner is not None
        assert game.score[Team.RED] != game.score[Team.BLUE]


def test_state_round_trips_mid_game() -> None:
    rng = random.Random(5)
    for seed in range(4):
        game = FingerFootball(MAT, seed, OPTIONS)
        players = {t: make_player("club", seed, t, PHYSICS) for t in Team}
        stops = sorted(rng.sample(range(20, 300), 3))
        n = 0
        while not game.is_over():
            if stops and n == stops[0]:
                stops.pop(0)
                state = game.to_json()
                copy = FingerFootball.from_json(json.loads(json.dumps(state)))
                assert copy.to_json() == state
                # The copy goes on exactly as the game does.
                twin_players = {t: make_player("club", seed, t, PHYSICS) for t in Team}
                for t in Team:
                    twin_players[t].rng.bit_generator.state = players[t].rng.bit_generator.state
                for _ in range(15):
                    if game.is_over():
                        break
                    step(game, players, PHYSICS)
                    step(copy, twin_players, PHYSICS)
                    n += 1
                assert copy.to_json() == game.to_json()
            step(game, players, PHYSICS)
            n += 1


def test_same_seed_same_game() -> None:
    a = play_game(11, "club", "novice", physics=PHYSICS)
    b = play_game(11, "club", "novice", physics=PHYSICS)
    assert [e.text for e in a.log] == [e.text for e in b.log]


@pytest.mark.slow
def test_the_expert_beats_the_novice_and_the_novice_beats_random() -> None:
    expert_wins = 0
    for seed in range(200):
        red, blue = ("expert", "novice") if seed % 2 == 0 else ("novice", "expert")
        winner = play_game(seed, red, blue, physics=PHYSICS).winner
        expert_wins += (winner == Team.RED) == (red == "expert")
    assert expert_wins >= 160, expert_wins
    novice_wins = 0
    for seed in range(100):
        red, blue = ("novice", "random") if seed % 2 == 0 else ("random", "novice")
        winner = play_game(seed, red, blue, physics=PHYSICS).winner
        novice_wins += (winner == Team.RED) == (red == "novice")
    assert novice_wins > 50, novice_wins
