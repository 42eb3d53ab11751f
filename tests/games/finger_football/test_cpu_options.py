"""The CPU weighs every option the rulebook gives it by its own estimate (docs/bots.md, issue 34):
two points when they are worth more, a penalty refused when it would help the offence, a punt
before 4th down when its estimate says so, an onside kick when behind late and worth more."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from games.finger_football.match import Physics
from games.finger_football.players import estimates
from games.finger_football.players.bot import Bot
from games.finger_football.rules.actions import (
    Call,
    CallPlay,
    ChooseConversion,
    ChooseKick,
    ChooseKickoff,
    Conversion,
    PenaltyChoice,
    Phase,
    Team,
)
from games.finger_football.rules.engine import FingerFootball
from sim.noise import skill


def club(name: str = "club") -> Bot:
    physics = Physics(FingerFootball().mat)
    return Bot(skill(name), np.random.default_rng(7), physics.kick_range)


def after_touchdown(red: int, blue: int, quarter: int, plays: int) -> FingerFootball:
    """Red has just scored a touchdown (counted in ``red``) and chooses its conversion."""
    game = FingerFootball.position(Team.RED, 90.0, quarter=quarter, plays=plays)
    game.phase = Phase.CONVERSION_CHOICE
    game.score[Team.RED], game.score[Team.BLUE] = red, blue
    return game


def test_down_two_late_the_cpu_goes_for_two() -> None:
    bot = club()
    late = after_touchdown(20, 22, quarter=4, plays=19)
    kick, two = bot.conversion_values(late)
    assert two > kick
    assert bot.decide(late) == ChooseConversion(Conversion.TWO_POINT)


def test_early_or_down_one_late_the_cpu_kicks_the_extra_point() -> None:
    bot = club()
    assert bot.decide(after_touchdown(20, 22, quarter=1, plays=5)) == ChooseConversion(Conversion.KICK)
    assert bot.decide(after_touchdown(21, 22, quarter=4, plays=19)) == ChooseConversion(Conversion.KICK)


def flag(own_yards: float, down: int) -> FingerFootball:
    """Red's flick rests on a flag at its own ``own_yards``; Blue, the defence, decides."""
    game = FingerFootball.position(Team.RED, own_yards, down=down)
    game.phase = Phase.PENALTY
    return game


def test_a_penalty_that_would_help_the_offence_is_refused() -> None:
    """On the opponent's 20, 15 yards back is the opponent's Zone 2, where the offence has its
    choice of plays and a run into Zone 3 is a first down: better than Zone 3's touchdown or
    nothing. The CPU's defence refuses; in the offence's own half it accepts."""
    bot = club()
    near = flag(80.0, down=2)
    accepted, refused = bot.penalty_values(near)
    assert accepted > refused
    assert bot.decide(near) == PenaltyChoice(False)
    assert bot.decide(flag(40.0, down=2)) == PenaltyChoice(True)


def test_the_call_is_the_one_worth_most() -> None:
    bot = club()
    for own in (5.0, 30.0, 55.0, 85.0):
        for down in (1, 2, 3, 4):
            game = FingerFootball.position(Team.RED, own, down=down)
            values = bot.call_values(game)
            assert set(values) == {a.call for a in game.legal_actions() if isinstance(a, CallPlay)}
            assert bot.decide(game) == CallPlay(max(values, key=lambda c: values[c]))


def test_a_deep_third_down_punt_when_its_estimate_says_so() -> None:
    """A novice, with punts it rates as pinning the receivers on their own 1, punts on 3rd down
    on its own 5; with its own estimate of its punts (a roll keeps the 4th-down punt for later)
    it rolls, and punts on 4th down there."""
    bot = club("novice")
    assert bot.decide(FingerFootball.position(Team.RED, 5.0, down=4)) == CallPlay(Call.PUNT)
    game = FingerFootball.position(Team.RED, 5.0, down=3)
    assert bot.decide(game) == CallPlay(Call.ROLL)
    m = bot.model(game)
    pinned = np.zeros_like(m.punt)
    pinned[:, 1] = 1.0
    bot._model = (game.mat, game.options, replace(m, punt=pinned))
    values = bot.call_values(game)
    assert values[Call.PUNT] > values[Call.ROLL]
    assert bot.decide(game) == CallPlay(Call.PUNT)


def kickoff(red: int, blue: int, quarter: int, plays: int) -> FingerFootball:
    game = FingerFootball.position(Team.RED, 50.0, quarter=quarter, plays=plays)
    game.drive.offense = game.drive.los = None
    game.ends.kicker = Team.RED
    game.phase = Phase.KICKOFF_CHOICE
    game.score[Team.RED], game.score[Team.BLUE] = red, blue
    return game


def test_onside_by_its_estimate_only_when_behind_late() -> None:
    """The club's onside kicks are recovered one time in three, and a failed one gives the
    other side its 40: its expected points rate onside higher almost always, but the CPU takes the
    gamble only as the rules page sells it, when it is behind late, and then only when it is worth
    more to its chance of winning. Leading or early it kicks plain. A novice, recovering one in
    eight, rates plain higher early in the game anyway."""
    bot = club()
    plain, onside = bot.kickoff_values(kickoff(20, 27, quarter=4, plays=17))
    assert onside > plain
    assert bot.decide(kickoff(20, 27, quarter=4, plays=17)) == ChooseKickoff(True)
    for game in (kickoff(27, 20, quarter=4, plays=17), kickoff(0, 7, quarter=1, plays=3)):
        assert bot.decide(game) == ChooseKickoff(False)
    plain, onside = bot.kickoff_values(kickoff(31, 0, quarter=2, plays=5))
    assert onside > plain  # worth more in points, yet a side 31-0 up never gambles
    assert bot.decide(kickoff(31, 0, quarter=2, plays=5)) == ChooseKickoff(False)
    novice = club("novice")
    plain, onside = novice.kickoff_values(kickoff(7, 0, quarter=1, plays=3))
    assert plain > onside
    assert novice.decide(kickoff(7, 0, quarter=1, plays=3)) == ChooseKickoff(False)


def test_kick_or_receive_by_what_receiving_is_worth() -> None:
    bot = club()
    game = FingerFootball(seed=1)
    game.apply(game.legal_actions()[0])  # the toss
    assert bot.model(game).receive > 0.0
    assert bot.decide(game) == ChooseKick(False)


@pytest.mark.parametrize("name", ["club"])
def test_the_estimates_are_the_same_every_time(name: str) -> None:
    game = FingerFootball()
    kick_range = Physics(game.mat).kick_range
    first = estimates.model(skill(name), game.mat, game.options, kick_range, Bot)
    estimates._model.cache_clear()
    again = estimates.model(skill(name), game.mat, game.options, kick_range, Bot)
    assert first is not again
    assert np.array_equal(first.drives.ep, again.drives.ep)
    assert np.array_equal(first.punt, again.punt)
    assert (first.two_point, first.onside) == (again.two_point, again.onside)
