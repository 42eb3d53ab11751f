"""Article X: the rating system, and the ratings book kept between sessions."""

from pathlib import Path

import pytest

from games.foosball.rules.ratings import (
    NEW_PLAYER,
    RatingsBook,
    RatingsError,
    default_path,
    rate,
    record_game,
    spread,
)


def test_a_new_player_has_100_and_equal_players_move_by_the_margin() -> None:
    change = rate({}, "ann", "bob", 10, 6)
    assert change.before == (NEW_PLAYER, NEW_PLAYER) == (100.0, 100.0)
    assert change.spread == 0.0
    assert (change.beat_the_spread, change.points, change.after) == ("ann", 4.0, (104.0, 96.0))


def test_the_spread_is_the_square_root_of_the_rating_difference() -> None:
    assert spread(116.0, 100.0) == spread(100.0, 116.0) == 4.0


@pytest.mark.parametrize(
    ("home_goals", "away_goals", "beat", "points"),
    [
        (10, 4, "fav", 2.0),  # the favourite wins by 6, beating the spread of 4 by 2
        (10, 8, "dog", 2.0),  # the favourite wins by 2: the underdog beats the spread by 2
        (10, 6, None, 0.0),  # a margin equal to the spread moves nothing
        (7, 10, "dog", 7.0),  # the underdog wins outright by 3: 3 + 4
    ],
)
def test_whoever_beats_the_spread_gains_what_the_other_loses(
    home_goals: int, away_goals: int, beat: str | None, points: float
) -> None:
    change = rate({"fav": 116.0, "dog": 100.0}, "fav", "dog", home_goals, away_goals)
    assert (change.beat_the_spread, change.points) == (beat, points)
    gained = change.after[0] - change.before[0]
    assert change.after[1] - change.before[1] == -gained
    assert abs(gained) == points


def test_the_book_keeps_ratings_and_counts_games(tmp_path: Path) -> None:
    book = RatingsBook()
    book.record("ann", "cpu-expert", 10, 6)
    book.record("ann", "cpu-expert", 3, 10)
    path = tmp_path / "deep" / "ratings.toml"
    book.save(path)
    again = RatingsBook.read(path)
    assert again.ratings() == book.ratings()
    assert [name for name, _ in again.ranked()] == [name for name, _ in book.ranked()]
    assert again.players["ann"].games == 2
    assert [p.name for p in path.parent.iterdir()] == ["ratings.toml"]  # no temporary left behind


def test_a_missing_book_is_empty(tmp_path: Path) -> None:
    assert RatingsBook.read(tmp_path / "none.toml").players == {}


def test_reading_a_book_never_changes_anything(tmp_path: Path) -> None:
    """A folder, a FIFO, a corrupt book: each is a RatingsError saying why; nothing is moved."""
    import os

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    corrupt = tmp_path / "ratings.toml"
    corrupt.write_text("format = [")
    for path, words in ((tmp_path, "not a regular file"), (fifo, "not a regular file"), (corrupt, "TOML")):
        with pytest.raises(RatingsError, match=words):
            RatingsBook.read(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "ratings.toml"]


def test_a_corrupt_book_is_kept_aside_when_a_result_is_written_never_silently_reset(tmp_path: Path) -> None:
    path = tmp_path / "ratings.toml"
    texts = [f"format = 1\n[players.ann]\nrating = 'lots {k}'\ngames = 1\n" for k in range(3)]
    for k, text in enumerate(texts):  # three in the same second: three copies, none overwritten
        path.write_text(text)
        change, warning = record_game(path, "ann", "bob", 10, 4)
        assert warning is not None and "players.ann.rating" in warning
        assert change.after == (106.0, 94.0), "a new book: both at 100"
        kept = sorted(tmp_path.glob("ratings.toml.corrupt-*"))
        assert len(kept) == k + 1 and any(str(p) in warning for p in kept)
    assert sorted(p.read_text() for p in kept) == sorted(texts)
    assert RatingsBook.read(path).players["ann"].games == 1


def _one_game(path: str) -> None:
    record_game(Path(path), "ann", "bob", 10, 8)


def test_games_finishing_at_once_all_count(tmp_path: Path) -> None:
    """Four windows finishing games at the same moment: the book is read, changed and written
    under a lock, so it ends with four games each, not one."""
    from concurrent.futures import ProcessPoolExecutor

    path = tmp_path / "ratings.toml"
    with ProcessPoolExecutor(max_workers=4) as pool:
        list(pool.map(_one_game, [str(path)] * 4))
    book = RatingsBook.read(path)
    assert book.players["ann"].games == book.players["bob"].games == 4


def test_bad_ratings_files_name_what_is_wrong() -> None:
    with pytest.raises(RatingsError, match="not valid TOML"):
        RatingsBook.loads("format = ")
    with pytest.raises(RatingsError, match="format"):
        RatingsBook.loads("format = 9\n")
    with pytest.raises(RatingsError, match=r"players\.bob\.games: must not be negative"):
        RatingsBook.loads("format = 1\n[players.bob]\nrating = 90.0\ngames = -1\n")
    with pytest.raises(RatingsError, match=r"players\.bob\.wins: unknown key"):
        RatingsBook.loads("format = 1\n[players.bob]\nrating = 90.0\ngames = 1\nwins = 2\n")


def test_the_data_folder_can_be_set_by_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    assert default_path() == tmp_path / "foosball_ratings.toml"


def test_a_player_is_not_rated_against_themself() -> None:
    with pytest.raises(ValueError, match="themself"):
        rate({}, "ann", "ann", 10, 0)
