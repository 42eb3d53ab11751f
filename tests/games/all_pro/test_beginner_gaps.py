"""The beginner's defence leaves gaps a newcomer can see and run to: the window stripes the squares
it can reach next turn (walking round your men, two moves a series), and a runner who keeps to the
plain squares gains ground, where the coach's rush stops him (tests/games/all_pro/runner.py)."""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

import pytest

from games.all_pro import match
from games.all_pro.match import play_game
from games.all_pro.players.beginner import REACH
from games.all_pro.rules.actions import Action, Phase, Snap, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import rush

from .runner import run_yards, runner


def _snapped(seed: int = 3) -> AllPro:
    """A scrimmage down of the scripted runner's, just after the snap to his quarterback."""
    game = AllPro(seed)
    players = {Team.HOME: runner("gap")(1), Team.AWAY: match.make_player("cpu", 2)}
    while True:
        action = players[game.team_to_move()](game)
        game.apply(action)
        if isinstance(action, Snap) and game.offence == Team.HOME:
            return game
    return game


def test_the_beginner_leaves_the_quarterback_behind_his_line_unstriped() -> None:
    game = _snapped()
    assert game.carrier is not None
    quarterback = game.men[game.carrier].square
    beginner = rush.for_level("cpu", {Team.HOME}).of(game)
    coach = rush.for_level("coach", {Team.HOME}).of(game)
    assert quarterback in coach  # the coach blocks the Center and steps a man over him
    assert quarterback not in beginner
    assert beginner < coach  # every gap the coach leaves the beginner leaves too, and more
    assert rush.for_level("cpu", set(Team)).of(game) == coach  # the hot seat: a person may find it


def _tackles_off_the_stripes(seed: int) -> tuple[int, int]:
    """In one game of the scripted runner against the beginner: the beginner's tackles, and those
    made on a square the window showed plain at the start of the beginner's turn."""
    counts = [0, 0]
    shown: list[frozenset[tuple[int, int]]] = [frozenset()]

    def watch(game: AllPro) -> Callable[[Action], None]:
        def record(action: Action) -> None:
            if game.phase == Phase.PLAY and game.mover == Team.AWAY and game.moves == 0 and game.carrier:
                shown[0] = rush.rush(game, crossing=False, moves=REACH)
            said = " ".join(e.text for e in game.log[-3:])
            if isinstance(action, Step) and action.man.startswith("away") and "tackled by away" in said:
                counts[0] += 1
                counts[1] += action.to not in shown[0]

        return record

    match.PLAYERS["runner"] = runner("gap", crossing=False, reach=REACH)
    try:
        play_game(seed, "runner", "cpu", watch=watch)
    finally:
        del match.PLAYERS["runner"]
    return counts[0], counts[1]


@pytest.mark.slow
def test_the_beginner_tackles_only_on_squares_the_window_striped() -> None:
    with ProcessPoolExecutor(max_workers=min(2, os.cpu_count() or 1)) as pool:
        results = list(pool.map(_tackles_off_the_stripes, range(2)))
    assert sum(t for t, _ in results) > 0
    assert sum(off for _, off in results) == 0


def _yards(job: tuple[int, str]) -> list[int]:
    return run_yards(job[0], "gap", job[1])


@pytest.mark.slow
def test_a_newcomer_who_runs_to_the_gaps_gains_ground_against_the_beginner_not_the_coach() -> None:
    with ProcessPoolExecutor(max_workers=min(2, os.cpu_count() or 1)) as pool:
        beginner = [g for r in pool.map(_yards, [(s, "cpu") for s in range(3)]) for g in r]
        coach = [g for r in pool.map(_yards, [(s, "coach") for s in range(3)]) for g in r]
    per_run = sum(beginner) / len(beginner)
    assert per_run >= 3.0, beginner
    assert sum(g < 0 for g in beginner) <= 0.1 * len(beginner)  # rarely caught behind the line
    assert per_run > sum(coach) / len(coach) + 3.0
