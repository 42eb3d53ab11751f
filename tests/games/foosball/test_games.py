"""Whole CPU games under the referee: the articles' bookkeeping holds at every step of every game,
every game ends, the same seed plays the same game, and skill tells from either side."""

import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from games.foosball.match import FoosMatch, play_game
from games.foosball.rules.actions import Event
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.scoring import WIN_AT, WIN_BY
from sim.foosball.spec import Side

# Whole games of foosball, every one.
pytestmark = pytest.mark.slow


class Ledger:
    """Score and kitty as the calls say they should be."""

    def __init__(self) -> None:
        self.score = dict.fromkeys(Side, 0)
        self.kitty = 0

    def take(self, call: Event) -> None:
        if call.kind == "goal" and call.points:
            assert call.team is not None and call.points == 1
            self.score[call.team] += 1
        elif call.kind == "shame":
            self.kitty += call.points
        elif call.kind == "payout":
            assert call.team is not None
            # The shamer collects the kitty, plus one if it scored the goal that ended it.
            assert call.points in (self.kitty, self.kitty + 1)
            self.score[call.team] += call.points
            self.kitty = 0


def _play_checked(seed: int, home: str, away: str) -> FoosReferee:
    """A whole game whose score and kitty are checked against its calls after every step."""
    match = FoosMatch(seed, home, away)
    ledger = Ledger()
    while not match.ref.is_over():
        for call in match.step():
            ledger.take(call)
        assert match.ref.score == ledger.score, f"seed {seed}"
        assert match.ref.kitty == ledger.kitty >= 0, f"seed {seed}"
        assert match.table.t < 900.0, f"seed {seed}: the game does not end"
    ref = match.ref
    if ref.voided:
        assert ref.log[-1].kind == "suicide"
    else:
        best, other = sorted(ref.score.values(), reverse=True)
        assert best >= WIN_AT and best - other >= WIN_BY, f"seed {seed}"
        assert ref.score[ref.winner] == best  # type: ignore[index]
    return ref


def test_scores_change_only_as_the_articles_allow_between_equals() -> None:
    for seed in range(3):
        _play_checked(seed, "club", "club")


def test_the_same_seed_plays_the_same_game() -> None:
    first, second = play_game(11, "club", "novice"), play_game(11, "club", "novice")
    assert first.to_json(with_log=True) == second.to_json(with_log=True)
    assert play_game(12, "club", "novice").to_json(with_log=True) != first.to_json(with_log=True)


def _expert_wins_a_checked_game(seed: int) -> bool:
    """The expert plays home on even seeds and away on odd ones, so the count cannot hide a
    home-side advantage."""
    expert = Side.HOME if seed % 2 == 0 else Side.AWAY
    home, away = ("expert", "novice") if expert == Side.HOME else ("novice", "expert")
    return _play_checked(seed, home, away).winner == expert


def test_the_expert_beats_the_novice_in_at_least_80_of_100_games_on_either_side() -> None:
    # Every one of these games also has its score and kitty checked at every step.
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        wins = sum(pool.map(_expert_wins_a_checked_game, range(100)))
    assert wins >= 80
