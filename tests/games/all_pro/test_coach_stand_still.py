"""A defence that never moves: a newcomer found that passing every defensive series beat the
coach (its carrier kept out of a reach the defence never used, stepped back, and the play was
whistled dead for want of progress, or for "nobody moves" after a hand-off). On the series before
the whistle the coach's carrier gains what he can, and after a defence that stood still the
offence never stands still itself."""

from __future__ import annotations

import numpy as np

from games.all_pro.players.coach import Coach
from games.all_pro.rules.actions import Action, EndSeries, Phase, Step
from games.all_pro.rules.board import Team, stripe_of
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.numbers import IDLE_SERIES

from .helpers import AWAY, HOME, position

WALL = {
    f"away.{n}": (c, 11)
    for c, n in enumerate(("B1", "B2", "E1", "L1", "L2", "C", "L3", "L4", "E2", "B3", "B4"))
}


def _stands_still(game: AllPro, fallback: Coach) -> Action:
    """A defender who ends every series of the play without a move; the coach for the rest."""
    if game.phase == Phase.PLAY and game.team_to_move() != game.offence:
        return next(a for a in game.legal_actions() if isinstance(a, EndSeries))
    return fallback(game)


def test_a_defence_that_never_moves_loses_to_the_coach() -> None:
    for seed in range(4):
        s = np.random.SeedSequence(seed).generate_state(3)
        game = AllPro(int(s[0]))
        coach, other = Coach(int(s[1])), Coach(int(s[2]))
        while not game.is_over():
            game.apply(coach(game) if game.team_to_move() == HOME else _stands_still(game, other))
        assert game.score[HOME] > game.score[AWAY], (seed, game.score)


def test_on_the_series_before_the_whistle_the_carrier_gains_into_reach() -> None:
    # A kick-off return: the kickers' wall across the field two rows ahead, the carrier out of
    # its reach; three series have gained nothing, so a fourth that does not is whistled dead.
    men = {**WALL, "home.B1": (5, 7), "home.L1": (2, 9)}
    game = position(men, carrier="home.B1", line=stripe_of(30, HOME), mover=HOME, returning="kick-off")
    game.turn.best_progress = 7 * HOME.forward
    game.turn.stalled_series = game.options.stalled_series - 1
    first = Coach(0)(game)
    assert isinstance(first, Step) and first.man == "home.B1"
    assert (first.to[1] - 7) * HOME.forward > 0, first


def test_after_a_defence_that_stood_still_the_offence_moves_someone() -> None:
    # The carrier out of reach of a wall he cannot pass safely: ending the series unmoved would
    # whistle the play dead ("nobody moves"), so a team-mate steps.
    men = {**WALL, "home.B1": (5, 7), "home.L1": (4, 8)}
    game = position(men, carrier="home.B1", line=stripe_of(30, HOME), mover=HOME, returning="kick-off")
    game.turn.best_progress = 7 * HOME.forward
    game.turn.idle_series = IDLE_SERIES - 1
    action = Coach(0)(game)
    assert not isinstance(action, EndSeries)
    game.apply(action)
    assert game.phase == Phase.PLAY and game.ball_square() is not None


def test_the_mirrored_stand_still_game_is_the_same() -> None:
    # Away's carrier facing home's wall: the same first move, seen from the other end.
    wall = {f"home.{m.split('.')[1]}": (c, 23 - r) for m, (c, r) in WALL.items()}
    men = {**wall, "away.B1": (5, 16), "away.L1": (2, 14)}
    game = position(
        men, carrier="away.B1", offence=AWAY, line=stripe_of(30, AWAY), mover=AWAY, returning="kick-off"
    )
    game.turn.best_progress = 16 * Team.AWAY.forward
    game.turn.stalled_series = game.options.stalled_series - 1
    first = Coach(0)(game)
    assert isinstance(first, Step) and first.man == "away.B1"
    assert (first.to[1] - 16) * AWAY.forward > 0, first
