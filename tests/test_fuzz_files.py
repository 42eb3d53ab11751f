"""Hostile files, generated, for every kind of file the program reads: a recording cut anywhere
with a sealed end line never verifies as the game it claims; any number of any line spelled
1e400 is a ReplayError naming the line; and any file replaced by a pipe or by a structure nested
too deep is a typed error (or, for the settings, the defaults) at once, never a hang or a crash."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from itertools import islice
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core.replay_format import ReplayError, read, seal
from games.foosball.rules.ratings import RatingsBook
from games.replays import record_game, verify
from games.replays.imports import read_rows
from games.replays.replaying import load, steps
from games.window.settings import Settings
from sim.errors import SimError
from sim.foosball.spec import load_table
from sim.kick.setup import load_setup
from sim.slider import mat as mats

GAMES = {"finger-football": 3, "foosball": 4, "all-pro": 5, "tortellini": 7}
NUMBER = re.compile(r"(?<=[:\[,])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?=[,\]}])")


@pytest.fixture(scope="module")
def recordings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    folder = tmp_path_factory.mktemp("fuzz-recordings")
    return {
        game: record_game(game, seed, folder / f"{game}.jsonl").read_text().splitlines()
        for game, seed in GAMES.items()
    }


# ----------------------------------------------------------------------------- cut and sealed


@pytest.mark.slow
@settings(max_examples=24, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(sorted(GAMES)), where=st.floats(0.0, 1.0, exclude_max=True))
def test_a_recording_cut_anywhere_with_a_sealed_end_line_never_verifies(
    recordings: dict[str, list[str]], tmp_path_factory: pytest.TempPathFactory, game: str, where: float
) -> None:
    lines = recordings[game]
    kept = 1 + int(where * (len(lines) - 3))  # actions kept: at least one, never all
    folder = tmp_path_factory.mktemp("cut")
    whole = folder / "whole.jsonl"
    whole.write_text("\n".join(lines) + "\n")
    replay, codec = load(whole)
    for _ in islice(steps(replay, codec), kept):
        pass
    forged = {
        "type": "end",
        "actions": kept,
        "hash": json.loads(lines[kept])["hash"],
        "result": codec.result(),
    }
    cut = folder / "cut.jsonl"
    cut.write_text("\n".join([*lines[: kept + 1], seal(forged)]) + "\n")
    assert not verify(cut).identical


# ----------------------------------------------------------------------------- 1e400 anywhere


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(sorted(GAMES)), line=st.integers(0, 10_000), which=st.integers(0, 10_000))
def test_any_number_spelled_1e400_is_a_replay_error_naming_its_line(
    recordings: dict[str, list[str]],
    tmp_path_factory: pytest.TempPathFactory,
    game: str,
    line: int,
    which: int,
) -> None:
    lines = list(recordings[game])
    k = line % len(lines)
    found = list(NUMBER.finditer(lines[k]))
    if not found:
        return
    m = found[which % len(found)]
    lines[k] = lines[k][: m.start()] + "1e400" + lines[k][m.end() :]
    path = tmp_path_factory.mktemp("huge") / "huge.jsonl"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ReplayError, match=rf"line {k + 1}: not valid JSON \(1e400 is beyond any number"):
        read(path)


# ----------------------------------------------------------------------------- pipes and depth

DEEP_JSON = '{"a": ' + "[" * 100_000 + "]" * 100_000 + "}"
DEEP_TOML = "a = " + "[" * 5_000 + "]" * 5_000 + "\n"
READERS: dict[str, tuple[Callable[[Path], Any], str, str]] = {
    # what reads it, the file's name, its text nested too deep
    "recording": (read, "game.jsonl", DEEP_JSON),
    "mat": (mats.load, "mat.toml", DEEP_TOML),
    "foosball table": (load_table, "table.toml", DEEP_TOML),
    "kick data": (load_setup, "kick.toml", DEEP_TOML),
    "ratings book": (RatingsBook.read, "ratings.toml", DEEP_TOML),
    "flick CSV": (lambda p: read_rows(p, mats.default()), "flicks.csv", "x,y,speed\n" + "[" * 100_000 + "\n"),
}


@pytest.mark.parametrize("kind", ["pipe", "deep"])
@pytest.mark.parametrize("reader", sorted(READERS))
def test_a_pipe_or_a_structure_nested_too_deep_is_a_typed_error_at_once(
    tmp_path: Path, reader: str, kind: str
) -> None:
    read_it, name, deep = READERS[reader]
    path = tmp_path / name
    if kind == "pipe":
        os.mkfifo(path)  # opened for reading, it would wait for a writer for ever
    else:
        path.write_text(deep)
    with pytest.raises((SimError, ReplayError, ValueError)) as caught:
        read_it(path)
    assert str(path) in str(caught.value), "the error names the file"


@pytest.mark.parametrize("kind", ["pipe", "deep"])
def test_a_settings_file_that_is_a_pipe_or_too_deep_gives_the_defaults(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "settings.json"
    if kind == "pipe":
        os.mkfifo(path)
    else:
        path.write_text(DEEP_JSON)
    assert Settings.load(path) == Settings(path)
