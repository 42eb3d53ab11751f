"""The ladder: a round robin on seeded games, and Elo ratings fitted to its results."""

import math

import pytest

from games.ladder import ELO, MEAN, PRIOR_DRAWS, Pairing, Result, fit, play, schedule


def _results(first: str, second: str, wins: int, losses: int, draws: int = 0) -> list[Result]:
    pairing = Pairing("tortellini", first, second, 0)
    return [Result(pairing, 1.0)] * wins + [Result(pairing, 0.0)] * losses + [Result(pairing, 0.5)] * draws


def test_two_players_are_rated_by_the_closed_form_of_their_score() -> None:
    # Bradley-Terry with two players: the rating gap is the log-odds of the score share, the
    # prior's virtual draw counted in.
    ratings = {r.player: r for r in fit(["a", "b"], _results("a", "b", 70, 20, 10))}
    won, played = 70 + 5 + 0.5 * PRIOR_DRAWS, 100 + PRIOR_DRAWS
    gap = ELO * math.log(won / (played - won))
    assert ratings["a"].elo - ratings["b"].elo == pytest.approx(gap, rel=1e-9)
    assert (ratings["a"].elo + ratings["b"].elo) / 2 == pytest.approx(MEAN)
    assert ratings["a"].games == 100 and ratings["a"].score == 75.0
    # The interval: the gap's standard error is 1 / sqrt(n p (1 - p)) in log-odds, half to each.
    p = won / played
    half = 1.959964 * ELO / math.sqrt(played * p * (1 - p)) / 2
    assert ratings["a"].high - ratings["a"].elo == pytest.approx(half, rel=1e-6)


def test_a_player_who_wins_every_game_keeps_a_finite_rating() -> None:
    ratings = fit(["a", "b"], _results("a", "b", 20, 0))
    assert all(math.isfinite(r.elo) and math.isfinite(r.low) for r in ratings)
    assert ratings[0].player == "a"


def test_the_schedule_alternates_sides_and_seeds_every_game() -> None:
    games = schedule("tortellini", ["random", "novice", "expert"], 4, seed=10)
    assert len(games) == 3 * 4 and [g.seed for g in games] == list(range(10, 22))
    first_pair = games[:4]
    assert [g.first for g in first_pair] == ["random", "novice", "random", "novice"]


@pytest.mark.parametrize(
    ("players", "message"), [(["random", "wizard"], "no player 'wizard'"), (["expert", "expert"], "two")]
)
def test_a_bad_ladder_is_refused_by_name(players: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        schedule("tortellini", players, 2)


@pytest.mark.slow
def test_the_stronger_tortellini_players_rank_higher() -> None:
    """The order of skills on a small sample: expert above novice above random."""
    pairings = schedule("tortellini", ["random", "novice", "expert"], 16)
    ratings = fit(["random", "novice", "expert"], [play(p) for p in pairings])
    assert [r.player for r in ratings] == ["expert", "novice", "random"]
    assert ratings[0].low > ratings[-1].high, "expert and random apart beyond their intervals"
