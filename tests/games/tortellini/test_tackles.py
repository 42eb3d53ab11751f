"""The CPU's tackles do not ping-pong: a tackle is rarely answered, on the very next turn, by the
chip that just lost the ball taking it straight back (docs/bots.md)."""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest

from games.tortellini.match import make_player, play_turn
from games.tortellini.rules.actions import Team
from games.tortellini.rules.engine import Tortellini

GAMES = 200


def _tackles(args: tuple[int, str]) -> tuple[int, int]:
    """(tackles, tackles straight back) in one game between two CPUs of ``skill``."""
    seed, skill = args
    seeds = np.random.SeedSequence(seed).generate_state(3)
    game = Tortellini(int(seeds[0]))
    players = {Team.ONE: make_player(skill, int(seeds[1])), Team.TWO: make_player(skill, int(seeds[2]))}
    tackles = back = 0
    last: tuple[int, object, object] | None = None
    while not game.is_over():
        before, carrier = len(game.log), game.carrier
        play_turn(game, players)
        if any(e.kind == "turnover" for e in game.log[before:]):
            tackles += 1
            now = (game.turn, carrier, game.carrier)
            if last is not None and now[0] == last[0] + 1 and (now[1], now[2]) == (last[2], last[1]):
                back += 1
            last = now
    return tackles, back


@pytest.mark.slow
@pytest.mark.parametrize("skill", ["novice", "club", "expert", "strategist"])
def test_fewer_than_one_tackle_in_five_is_taken_straight_back(skill: str) -> None:
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = list(pool.map(_tackles, [(seed, skill) for seed in range(GAMES)], chunksize=10))
    tackles = sum(t for t, _ in results)
    back = sum(b for _, b in results)
    assert tackles > 100, "enough tackles to judge"
    assert back / tackles < 0.20, f"{skill}: {back} of {tackles} tackles taken straight back"
