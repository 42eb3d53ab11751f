"""Article X: "Numerical ratings are assigned to players and teams based on the following system."
Teams are rated by the players' method, in the same book. (The rulebook gives no worked example:
these are its sentences' arithmetic, a new team at 100 as "a new player is assigned a score of
100".)"""

from pathlib import Path

import pytest

from games.foosball.rules.ratings import (
    FORMAT,
    FORMAT_TEAMS,
    NEW_TEAM,
    RatingsBook,
    RatingsError,
    rate,
    record_game,
    record_team_game,
    team_name,
)


def test_a_new_team_has_100_and_equal_teams_move_by_the_margin() -> None:
    book = RatingsBook()
    change = book.record_teams(["ann", "bob"], ["cy", "di"], 10, 6)
    assert NEW_TEAM == 100.0 and change.before == (100.0, 100.0)
    assert (change.home, change.away) == ("ann & bob", "cy & di")
    assert (change.beat_the_spread, change.points, change.after) == ("ann & bob", 4.0, (104.0, 96.0))
    assert book.team_ratings() == {"ann & bob": 104.0, "cy & di": 96.0}
    assert book.players == {}  # a team game moves the team's rating, not its players'


@pytest.mark.parametrize(("home_goals", "away_goals"), [(10, 4), (10, 8), (10, 6), (7, 10)])
def test_teams_are_rated_exactly_as_players_are(home_goals: int, away_goals: int) -> None:
    """The spread is the square root of the ratings' difference; whoever beats it gains the
    difference between the margin and the spread; the other loses as much."""
    book = RatingsBook()
    book.record_teams(["ann", "bob"], ["cy", "di"], 0, 16)  # cy & di 116, ann & bob 84
    ratings = book.team_ratings()
    change = book.record_teams(["di", "cy"], ["bob", "ann"], home_goals, away_goals)
    assert change == rate(ratings, "cy & di", "ann & bob", home_goals, away_goals)


def test_a_team_is_its_members_in_any_order_each_once() -> None:
    assert team_name(["bob", "ann", "bob"]) == team_name(["ann", "bob"]) == "ann & bob"
    with pytest.raises(ValueError, match="at least one"):
        team_name([])
    with pytest.raises(ValueError, match="&"):
        team_name(["ann & bob", "cy"])
    with pytest.raises(ValueError, match="themself"):
        RatingsBook().record_teams(["ann", "bob"], ["bob", "ann"], 10, 2)


def test_team_ratings_are_kept_in_the_book_beside_the_players(tmp_path: Path) -> None:
    path = tmp_path / "ratings.toml"
    record_game(path, "ann", "bob", 10, 6)
    assert f"format = {FORMAT}" in path.read_text()  # a book without teams is written as before
    change, warning = record_team_game(path, ["ann", "bob"], ["cy", "di"], 10, 7)
    assert warning is None and change.after == (103.0, 97.0)
    book = RatingsBook.read(path)
    assert f"format = {FORMAT_TEAMS}" in path.read_text()
    assert book.ratings() == {"ann": 104.0, "bob": 96.0}
    assert book.team_ratings() == {"ann & bob": 103.0, "cy & di": 97.0}
    assert [name for name, _ in book.ranked_teams()] == ["ann & bob", "cy & di"]
    assert book.teams["cy & di"].games == 1


def test_a_book_with_teams_must_say_so_and_name_its_teams_in_order() -> None:
    team = "[teams.'ann & bob']\nrating = 90.0\ngames = 1\n"
    with pytest.raises(RatingsError, match="format 2"):
        RatingsBook.loads("format = 1\n" + team)
    with pytest.raises(RatingsError, match="in order"):
        RatingsBook.loads("format = 2\n[teams.'bob & ann']\nrating = 90.0\ngames = 1\n")
    with pytest.raises(RatingsError, match="in order"):
        RatingsBook.loads("format = 2\n[teams.'ann & ']\nrating = 90.0\ngames = 1\n")
    assert RatingsBook.loads("format = 2\n" + team).team_ratings() == {"ann & bob": 90.0}
