"""The ratings book against hostile files and writers: a structure nested too deep is an error
that names the file (and is kept aside when a result is written), one book reached by two names
is one lock, and the leftovers of a writer killed mid-write are cleared at the next write."""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from games.foosball.rules.ratings import RatingsBook, RatingsError, record_game

DEEP = "format = 1\nx = " + "[" * 900 + "]" * 900 + "\n"


def test_a_book_nested_900_deep_is_an_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "ratings.toml"
    path.write_text(DEEP)
    with pytest.raises(RatingsError, match="nested too deeply") as caught:
        RatingsBook.read(path)
    assert str(path) in str(caught.value)


def test_writing_a_result_sets_a_deep_book_aside(tmp_path: Path) -> None:
    path = tmp_path / "ratings.toml"
    path.write_text(DEEP)
    _, warning = record_game(path, "ann", "bob", 10, 4)
    assert warning is not None and "nested too deeply" in warning
    kept = list(tmp_path.glob("ratings.toml.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == DEEP
    assert RatingsBook.read(path).players["ann"].games == 1


def _games(args: tuple[str, int]) -> None:
    name, count = args
    for _ in range(count):
        record_game(Path(name), "ann", "bob", 10, 8)


def test_one_book_under_two_names_loses_no_game_to_concurrent_writers(tmp_path: Path) -> None:
    book = tmp_path / "ratings.toml"
    alias = tmp_path / "alias.toml"
    alias.symlink_to(book)
    writers = [(str(book if k % 2 else alias), 10) for k in range(4)]
    with ProcessPoolExecutor(max_workers=4) as pool:
        list(pool.map(_games, writers))
    assert RatingsBook.read(book).players["ann"].games == 40
    assert alias.is_symlink(), "the name the user gave stays a link"


def test_a_killed_writers_temporary_file_is_cleared_at_the_next_write(tmp_path: Path) -> None:
    path = tmp_path / "ratings.toml"
    left = tmp_path / ".ratings.toml.k3j9x.tmp"  # as a write killed before its rename leaves it
    left.write_text("format = 1\n")
    other = tmp_path / ".settings.json.a1.tmp"  # another file's: not the book's to clear
    other.write_text("{}")
    record_game(path, "ann", "bob", 10, 4)
    assert not left.exists() and other.exists()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")) == [
        ".settings.json.a1.tmp",
        "ratings.toml",
    ]
    assert os.path.getsize(path) > 0
