"""The ball on the carrier as tile physics: a glide that loses it is a fumble, where it fell;
a glide that keeps it is not; the CPU's hands lose it at their skill's rate."""

from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest

from games.all_pro.rules.actions import Step
from games.all_pro.rules.carrying import GRIP, glide
from sim.tiles.carry import carry, min_jerk

from .helpers import Dice, position

QB, DB = "home.B1", "away.B1"
HELD = carry(min_jerk(GRIP.square, 0.3), GRIP)  # a steady glide: the ball stays on
BRAKED = carry(np.full(300, -3.0 * 9.81 * GRIP.static), GRIP)  # a hard stop: thrown on ahead
YANKED = carry(np.full(300, 3.0 * 9.81 * GRIP.static), GRIP)  # a jerk away: left behind


def test_the_glides_used_here_are_what_they_say() -> None:
    assert not HELD.fell and BRAKED.fell and BRAKED.ahead and YANKED.fell and not YANKED.ahead


def test_a_glide_that_keeps_the_ball_on_is_no_fumble() -> None:
    game = position({QB: (5, 9), DB: (8, 11)}, QB, dice=Dice(), fumbles="glide")
    game.apply(Step(QB, (5, 10), HELD))
    assert game.carrier == QB and game.loose is None


@pytest.mark.parametrize(("carried", "lands"), [(BRAKED, (5, 11)), (YANKED, (5, 9))])
def test_a_ball_that_falls_off_lands_where_it_slid(carried: object, lands: tuple[int, int]) -> None:
    game = position({QB: (5, 9), DB: (8, 11)}, QB, dice=Dice(), fumbles="glide")
    game.apply(Step(QB, (5, 10), carried))  # type: ignore[arg-type]
    assert game.carrier is None and game.loose == lands
    assert game.log[-1].kind == "fumble"


def test_a_ball_thrown_ahead_onto_a_man_falls_beside_him_instead() -> None:
    game = position({QB: (5, 9), DB: (5, 11)}, QB, dice=Dice(), fumbles="glide")
    game.apply(Step(QB, (5, 10), BRAKED))
    assert (
        game.loose is not None
        and game.loose != (5, 11)
        and max(abs(game.loose[0] - 5), abs(game.loose[1] - 10)) == 1
    )


def test_fumbles_never_and_by_chance_ignore_the_glide() -> None:
    for fumbles in ("never", "chance"):
        game = position({QB: (5, 9), DB: (8, 11)}, QB, dice=Dice(), fumbles=fumbles, fumble_chance=0.0)
        game.apply(Step(QB, (5, 10), BRAKED))
        assert game.carrier == QB


def _losses(hand: str, seed: int) -> tuple[int, int]:
    """Balls lost in 3,000 one-square glides and 1,000 diagonal ones by ``hand``."""
    rng = np.random.default_rng(seed)
    straight = sum(glide((0, 0), (1, 0), hand, rng).fell for _ in range(3000))
    diagonal = sum(glide((0, 0), (1, 1), hand, rng).fell for _ in range(1000))
    return straight, diagonal


@pytest.mark.slow
def test_the_less_skilled_the_hand_the_more_balls_it_drops() -> None:
    hands = ("steady", "novice", "club", "expert")
    with ProcessPoolExecutor(max_workers=2) as pool:
        lost = dict(zip(hands, pool.map(_losses, hands, range(len(hands))), strict=True))
    assert lost["steady"] == (0, 0), "a click glides at a steady pace and never drops the ball"
    rate = {hand: straight / 3000 for hand, (straight, _) in lost.items()}
    # docs/rules/all_pro.md: about 5 %, 2 % and 0.4 % a square; a diagonal square is longer, so
    # at the same pace its glide is gentler and drops fewer.
    assert 0.035 < rate["novice"] < 0.075 and 0.010 < rate["club"] < 0.028 and 0.001 < rate["expert"] < 0.009
    assert all(d / 1000 <= rate[h] for h, (_, d) in lost.items() if h != "steady")
