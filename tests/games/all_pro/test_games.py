"""Whole All-Pro games, CPU and random players: the board's invariants after every action,
scores only by the rules' amounts, every game over at 40 plays, the same seed the same game, and
the CPU's strength."""

from collections import Counter

import numpy as np
import pytest

from games.all_pro.actions import Phase
from games.all_pro.board import Team
from games.all_pro.match import make_player, play_game
from games.all_pro.rules import FG, OFF, PAT, SAFETY, TD, AllPro

BALL_IN_PLAY = (Phase.PLAY, Phase.CALL, Phase.THROW, Phase.FREE_ADVANCE)


def check_board(game: AllPro) -> None:
    if game.phase in (Phase.PAT, Phase.SAFETY_KICK, Phase.OVER):
        return  # the play is over; the tackler still stands where he made the tackle
    squares = Counter(m.square for m in game.men.values() if m.square != OFF)
    for square, n in squares.items():
        if n == 1:
            continue
        assert square in game.blocks, f"two men on {square} without a block"
        blocker, blocked = game.blocks[square]
        assert game.men[blocker].team != game.men[blocked].team
        assert n == 2 or (n == 3 and game.walker is not None and game.men[game.walker].square == square)
    if game.phase in BALL_IN_PLAY:
        assert (game.carrier is None) != (game.loose is None), "the ball is on one man or one square"
        if game.carrier is not None:
            assert game.men[game.carrier].square != OFF and not game.men[game.carrier].out


@pytest.mark.parametrize(("home", "away"), [("cpu", "cpu"), ("cpu", "random"), ("random", "random")])
def test_games_keep_the_rules_after_every_action(home: str, away: str) -> None:
    for seed in range(6):
        game = AllPro(seed)
        players = {Team.HOME: make_player(home, seed + 1), Team.AWAY: make_player(away, seed + 2)}
        score = dict(game.score)
        while not game.is_over():
            game.apply(players[game.to_act()](game))
            check_board(game)
            for team in Team:
                gained = game.score[team] - score[team]
                assert gained in (0, TD, FG, PAT, SAFETY), f"a score of {gained}"
            score = dict(game.score)
        assert game.plays == game.options.plays == 40


def test_the_same_seed_plays_the_same_game() -> None:
    first, again = play_game(3, "cpu", "random"), play_game(3, "cpu", "random")
    assert first.to_json(with_log=True) == again.to_json(with_log=True)
    assert play_game(4, "cpu", "random").to_json(with_log=True) != first.to_json(with_log=True)


def test_the_cpu_beats_a_random_player_in_at_least_90_of_100_games() -> None:
    wins = 0
    for seed in range(100):
        home = seed % 2 == 0
        s = play_game(seed, "cpu" if home else "random", "random" if home else "cpu")
        wins += s.winner == (Team.HOME if home else Team.AWAY)
    assert wins >= 90


def test_random_legal_play_never_raises() -> None:
    rng = np.random.default_rng(0)
    for seed in range(20):
        game = AllPro(seed)
        while not game.is_over():
            actions = game.legal_actions()
            game.apply(actions[int(rng.integers(len(actions)))])
