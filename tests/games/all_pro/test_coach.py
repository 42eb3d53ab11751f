"""The coach: its field-goal odds against the dice counted by hand, its fourth-down calls, its
throw by the odds, its rules kept in whole games, and its strength against the CPU."""

from __future__ import annotations

import os
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest

from games.all_pro.match import make_player, play_game
from games.all_pro.players.coach import Coach, field_goal_odds, kick_on_fourth
from games.all_pro.rules.actions import Call, Go, PassKind, Phase, Step, Throw
from games.all_pro.rules.board import Team, stripe_of
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.invariants import Invariants

from .helpers import AWAY, HOME, position


def _at_least(total: int) -> float:
    """The chance two dice show at least ``total``."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= total) / 36


@pytest.mark.parametrize("team", list(Team))
def test_field_goal_odds_count_the_rolls_that_reach_the_end_zone(team: Team) -> None:
    # From the opponent's 10 the line is at stripe 90 (home): the Center stands on row 19, just
    # behind it, the kicker two behind on 17 and the ball in front of him on 18; the end zone
    # begins on row 22, four squares on. Each 5 yards further out needs one square more.
    for opp, squares in ((10, 4), (20, 6), (30, 8), (45, 11)):
        assert field_goal_odds(stripe_of(100 - opp, team), team) == pytest.approx(_at_least(squares))


def test_fourth_down_kicks_as_a_coach_would() -> None:
    assert kick_on_fourth(need=10, own=20, field_goal=0.0) == "punt"
    assert kick_on_fourth(need=10, own=85, field_goal=_at_least(7)) == "field goal"
    assert kick_on_fourth(need=3, own=60, field_goal=_at_least(11)) is None  # go for it
    assert kick_on_fourth(need=15, own=60, field_goal=_at_least(11)) == "punt"


def test_on_fourth_down_in_range_the_coach_kicks_the_field_goal() -> None:
    game = AllPro.position({}, offence=Team.HOME, line=85, down=4, phase=Phase.FORMATION)
    coach, cpu = Coach(1), make_player("cpu", 2)
    calls = []
    while game.down == 4 and game.offence == Team.HOME and not calls:
        action = (coach if game.team_to_move() == Team.HOME else cpu)(game)
        if isinstance(action, Call):
            calls.append(action)
        game.apply(action)
    assert calls == [Call("field goal")]


def test_the_throw_goes_where_the_dice_favour_it() -> None:
    # Two receivers four spaces out; a defender stands two spaces down the lane to the right one,
    # so a 2 on the die is intercepted there: the coach throws left.
    men = {
        "home.B1": (5, 5),
        "home.E1": (1, 9),
        "home.E2": (9, 9),
        "away.B1": (7, 7),
    }
    game = position(men, carrier="home.B1", line=50, offence=HOME, phase=Phase.THROW)
    assert game.passing == (PassKind.FORWARD, "home.B1")
    assert Coach(0)(game) == Throw("home.E1")


def test_on_the_half_s_last_play_the_coach_throws_for_the_end_zone_into_cover() -> None:
    # An End alone four spaces out past the first down (complete on 2, 4 or 6), and one in the
    # end zone six spaces up the line behind two defenders (intercepted on 2 or 4, complete on a
    # 6). With the half to play, the coach takes the sure first down; on the half's last play a
    # first down is worth nothing and an interception costs only the runback, so it throws for
    # the touchdown.
    men = {
        "home.B1": (5, 16),
        "home.E1": (1, 20),
        "home.E2": (5, 22),
        "away.B1": (5, 18),
        "away.B2": (5, 20),
    }
    for plays, receiver in ((0, "home.E1"), (19, "home.E2"), (39, "home.E2")):
        game = position(
            men, carrier="home.B1", line=stripe_of(80, HOME), offence=HOME, phase=Phase.THROW, plays=plays
        )
        assert Coach(0)(game) == Throw(receiver), plays


def test_with_a_receiver_open_and_the_passer_safe_the_coach_calls_the_pass() -> None:
    men = {"home.B1": (5, 6), "home.E1": (5, 12), "away.B1": (0, 23)}
    game = position(men, carrier="home.B1", line=stripe_of(30, HOME), offence=HOME, phase=Phase.CALL)
    assert Coach(0)(game) == Call("pass")
    game = position(
        {**men, "away.L1": (5, 8)},
        carrier="home.B1",
        line=stripe_of(30, HOME),
        offence=HOME,
        phase=Phase.CALL,
    )
    assert Coach(0)(game) == Go()  # a defender two squares off would smear the passer


@pytest.mark.slow
def test_coach_games_keep_the_rules_after_every_action() -> None:
    for seed in range(4):
        game = AllPro(seed)
        players = {Team.HOME: make_player("coach", seed + 1), Team.AWAY: make_player("cpu", seed + 2)}
        invariants = Invariants(game)
        while not game.is_over():
            assert invariants.after(game.apply(players[game.team_to_move()](game))) == []


def _coach_game(seed: int) -> tuple[float, Counter[str]]:
    coach = HOME if seed % 2 == 0 else AWAY
    home, away = ("coach", "cpu") if coach == HOME else ("cpu", "coach")
    s = play_game(seed, home, away)
    return (1.0 if s.winner == coach else 0.5 if s.winner is None else 0.0), s.stats


@pytest.mark.slow
def test_the_coach_beats_the_cpu_in_at_least_70_percent_of_200_games_and_plays_every_kind_of_play() -> None:
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        games = list(pool.map(_coach_game, range(200)))
    assert sum(score for score, _ in games) >= 140  # draws count half
    total: Counter[str] = sum((stats for _, stats in games), Counter())
    # No lateral: the coach calls one only when it gains, which the dice and the defence's three
    # moves before the throw never let it do (tests/games/all_pro/test_coach_offence.py).
    for kind in (
        "hand-offs",
        "passes complete",
        "punts",
        "field goals",
        "touchdowns",
        "interceptions",
    ):
        assert total[kind] > 0, kind


def test_the_coach_takes_pass_interference_to_stop_a_touchdown_pass_and_not_a_short_gain() -> None:
    # Home's passer behind the line at the opponent's 10, its End alone in the end zone four
    # spaces up the line: a pass there is a touchdown one time in two. Away's back beside him
    # blocks him (a foul: first down at the goal line) rather than let the pass be thrown.
    men = {"home.C": (5, 19), "home.B1": (5, 18), "home.E1": (5, 22), "away.B1": (4, 22)}
    game = position(men, carrier="home.B1", line=stripe_of(90, HOME), offence=HOME, mover=AWAY)
    assert game.phase == Phase.PLAY
    foul = Step("away.B1", (5, 22))
    assert game.is_foul(foul)
    assert Coach(0)(game) == foul
    # The same End four spaces out in midfield: a first down at his spot costs more than the
    # pass is worth; the coach keeps the rules.
    men = {"home.C": (5, 9), "home.B1": (5, 8), "home.E1": (5, 12), "away.B1": (4, 12)}
    game = position(men, carrier="home.B1", line=stripe_of(40, HOME), offence=HOME, mover=AWAY)
    assert game.phase == Phase.PLAY
    action = Coach(0)(game)
    assert not (isinstance(action, Step) and game.is_foul(action))
