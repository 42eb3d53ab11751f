"""The novice CPU is weak but still plays: its slips are among sensible orders only (a play-test
saw it carry the ball into its own corner, step onto the player's chip, and let the ball walk in)."""

from __future__ import annotations

from games.tortellini.match import play_game
from games.tortellini.players.bot import Cpu
from games.tortellini.rules.actions import DIRECTIONS, Team
from games.tortellini.rules.engine import Tortellini


def _to(game: Tortellini, chip: tuple[Team, str], order: str) -> tuple[int, int]:
    here = game.chips[chip]
    assert here is not None
    dc, dr = DIRECTIONS[order]
    return (here[0] + dc, here[1] + dr)


def test_the_novices_carrier_never_slips_backwards_or_beside_a_defender() -> None:
    # The novice (team two) has the ball on d7 with your red on c6 in front of it.
    chips = {(Team.TWO, "blue"): (3, 6), (Team.TWO, "red"): (5, 7), (Team.TWO, "white"): (0, 7)}
    chips |= {(Team.ONE, "red"): (2, 5), (Team.ONE, "white"): (6, 2), (Team.ONE, "blue"): (7, 0)}
    game = Tortellini.position(chips, (Team.TWO, "blue"))
    cpu = Cpu(1, "novice")
    for order in cpu._sensible(game, Team.TWO, "blue"):
        to = _to(game, (Team.TWO, "blue"), order)
        assert to[1] <= 6, "never back towards its own home row"
        assert max(abs(to[0] - 2), abs(to[1] - 5)) > 1, "never beside your red"


def test_the_novices_defenders_never_slip_away_from_the_ball() -> None:
    chips = {(Team.ONE, "red"): (3, 2), (Team.ONE, "white"): (0, 0), (Team.ONE, "blue"): (7, 0)}
    chips |= {(Team.TWO, "red"): (3, 5), (Team.TWO, "white"): (1, 6), (Team.TWO, "blue"): (6, 7)}
    game = Tortellini.position(chips, (Team.ONE, "red"))
    cpu = Cpu(1, "novice")
    for chip in ("red", "white", "blue"):
        here = game.chips[(Team.TWO, chip)]
        assert here is not None
        for order in cpu._sensible(game, Team.TWO, chip):
            to = _to(game, (Team.TWO, chip), order)
            assert max(abs(to[0] - 3), abs(to[1] - 2)) <= max(abs(here[0] - 3), abs(here[1] - 2))


def test_the_novice_beats_random_orders_and_loses_to_the_club() -> None:
    """Measured over 40 games each (docs/bots.md): the novice beats random orders 40-0 and the
    club beats it 36-4; here a quicker 10 of each, alternating who starts."""
    beat_random = beat_club = 0
    for seed in range(10):
        first = seed % 2 == 0
        me = Team.ONE if first else Team.TWO
        beat_random += (
            play_game(seed, *(("novice", "random") if first else ("random", "novice"))).winner == me
        )
        beat_club += play_game(seed, *(("novice", "club") if first else ("club", "novice"))).winner == me
    assert beat_random >= 9
    assert beat_club <= 4
