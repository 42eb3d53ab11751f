"""The ball on the carrier through his whole carry (the "run" reading, rules version 4): his
moves in a series are one run, the slip carries over moves and series and is reset only when the
carry ends, the stop that ends a run is ridden, each skill's hand drops the ball at its rate per
carry, and a recording of the earlier reading plays as it did."""

import copy

import numpy as np
import pytest

from games.all_pro.carry_figures import figures
from games.all_pro.rules.actions import EndSeries, HandOff, Options, Step
from games.all_pro.rules.carrying import OnTop, run_step
from games.all_pro.rules.engine import AllPro
from games.all_pro.spec import SPEC

from .helpers import Dice, position

QB, HB, DB = "home.B1", "home.B2", "away.B1"
MEN = {QB: (5, 9), HB: (6, 9), DB: (8, 16)}


def _game(carry: str = "run") -> AllPro:
    return position(MEN, QB, dice=Dice(), fumbles="glide", carry=carry)


def test_the_slip_carries_over_his_moves_as_the_physics_says() -> None:
    game = _game()
    game.apply(Step(QB, (5, 10)))
    first = game.on_top
    assert isinstance(first, OnTop) and first.man == QB and first.running, "he runs on"
    rng = copy.deepcopy(game.rng)
    expected = run_step(first, QB, 1, (5, 10), (4, 11), "club", rng, last=False)[1]
    game.apply(Step(QB, (4, 11)))
    assert game.on_top == expected, "the second move starts where the first left the ball"
    fresh = run_step(None, QB, 1, (5, 10), (4, 11), "club", copy.deepcopy(rng), last=False)[1]
    assert (fresh.x, fresh.y) != (expected.x, expected.y)


def test_his_stop_is_ridden_when_his_run_ends_and_the_slip_stays_for_his_next_series() -> None:
    game = _game()
    game.apply(Step(QB, (5, 10)))
    running = game.on_top
    assert running is not None and running.running
    game.apply(EndSeries())
    stopped = game.on_top
    assert stopped is not None and not stopped.running and stopped.man == QB
    assert (stopped.x, stopped.y) != (running.x, running.y), "the stop pushed the ball"
    assert "on_top" in game.to_json()


def test_another_mans_move_stops_the_carrier_first() -> None:
    game = _game()
    game.apply(Step(QB, (5, 10)))
    game.apply(Step(HB, (6, 10)))
    assert game.on_top is not None and not game.on_top.running


def test_the_third_move_of_a_series_stops_him_on_his_square() -> None:
    game = _game()
    for to in ((5, 10), (5, 11), (5, 12)):
        game.apply(Step(QB, to))
    assert game.on_top is not None and not game.on_top.running


def test_a_new_carry_starts_with_the_ball_in_the_middle() -> None:
    game = position({QB: (5, 9), HB: (5, 8), DB: (8, 16)}, QB, dice=Dice(), fumbles="glide")
    game.apply(Step(QB, (6, 9)))
    assert game.on_top is not None
    game.apply(HandOff(HB))
    assert game.carrier == HB and game.on_top is None, "the ball is placed on his top afresh"
    assert "on_top" not in game.to_json()


def test_the_earlier_reading_moves_from_rest_with_nothing_carried_over() -> None:
    game = _game(carry="move")
    game.apply(Step(QB, (5, 10)))
    assert game.on_top is None and "on_top" not in game.to_json()
    with pytest.raises(ValueError, match="hand"):
        Options(hand="steady")  # the steady click of the earlier reading is no hand of "run"
    assert Options(carry="move", hand="steady").hand == "steady"


def test_recordings_of_version_3_play_under_the_earlier_reading() -> None:
    assert SPEC.options_played({"rules_version": 3, "options": {}})["carry"] == "move"
    assert SPEC.options_played({"rules_version": 4, "options": {}}) == {
        "return_laterals": False,
        "progress_on_change": "kept",
    }
    assert SPEC.options_played({"rules_version": SPEC.rules_version, "options": {}}) == {}


def test_a_click_step_names_its_hand_and_the_engine_uses_it() -> None:
    game = _game()
    game.apply(Step(QB, (5, 10), hand="novice"))
    assert game.on_top is not None and game.on_top.hand == "novice"
    game.apply(EndSeries())  # his stop is made by the hand that ran him
    assert game.on_top.hand == "novice"


@pytest.mark.slow
def test_fumbles_per_carry_by_hand() -> None:
    """docs/physics.md's figures, smaller: the club hand drops the ball about once in 50
    carries, a novice's more, an expert's less."""
    rates, carries = figures(games=3, rides=10, seed=7, jobs=2)
    share = {r.hand: r for r in rates}
    assert len(carries) > 100
    assert share["novice"].share > share["club"].share > share["expert"].share
    lo, hi = share["club"].interval()
    assert lo < 0.035 and hi > 0.01, (lo, hi)


def test_a_carry_ridden_twice_alike_drops_alike() -> None:
    carry = ((((0, 0), (0, 1), False), ((0, 0), (1, 1), False)), (((0, 0), (-1, 0), False),))
    from games.all_pro.carry_figures import ride_carry

    runs = [ride_carry(carry, "novice", np.random.default_rng(s)) for s in range(40)]
    again = [ride_carry(carry, "novice", np.random.default_rng(s)) for s in range(40)]
    assert runs == again
