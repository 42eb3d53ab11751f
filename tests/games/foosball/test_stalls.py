"""No CPU pairing stalls a game (issue 34). The rulebook ends a game only by a win or a suicide
(Articles VIII and IX); a moving ball is never dead (Article V: "not moving"), so a ball that
shuttles for ever between two rods would hold a game until the match's safety net stops it
unfinished, which counts as a failure here."""

from concurrent.futures import ProcessPoolExecutor
from itertools import product

import pytest

from games.foosball.match import MAX_GAME, play_game
from games.foosball.players.cpu import FOOS_SKILLS

GAMES_PER_PAIRING = 8  # a modest fixed number: the one-off 1,000-game runs are in the note


def test_the_expert_game_that_shuttled_for_half_an_hour_now_finishes() -> None:
    """Seed 5017, expert against expert: the ball ran straight back and forth between the
    midfield, attack and defence rods on one line (y = -0.095 m) from 24 s to the 1,800 s cap,
    each figure meeting it squarely. The CPU that keeps striking on one line now strikes along
    another, and the game is won on the table well within ten minutes."""
    summary = play_game(5017, "expert", "expert", max_seconds=600.0)
    assert summary.winner is not None, (summary.score, summary.seconds)
    assert summary.seconds < 600.0


def _finishes(seed: int, home: str, away: str) -> tuple[str, str, int, bool]:
    summary = play_game(seed, home, away)  # the match's own cap: reaching it is a failure
    return home, away, seed, summary.finished and summary.seconds < MAX_GAME


@pytest.mark.slow
def test_no_cpu_pairing_plays_a_game_to_the_time_cap() -> None:
    """Every pairing of CPU skills, each side, plays its games to a win or a suicide."""
    pairings = list(product(FOOS_SKILLS, repeat=2))
    jobs = [(seed, home, away) for home, away in pairings for seed in range(GAMES_PER_PAIRING)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(_finishes, *zip(*jobs, strict=True)))
    stalled = [(home, away, seed) for home, away, seed, done in results if not done]
    assert len(results) == len(pairings) * GAMES_PER_PAIRING
    assert stalled == []
