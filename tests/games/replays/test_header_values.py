"""A recording's header holding the wrong kind of value where the seed or the mat belongs is a
ReplayError naming the header (line 1), never a crash deeper in the engine or in numpy."""

import re
from pathlib import Path
from typing import Any

import pytest

from games.core.replay_format import ReplayError, read
from games.replays import verify
from sim import __version__

from .test_files import lines_of, resealed, write


@pytest.mark.parametrize("seed", [-1, -(2**70), 2**63, True, 1.5, "7", None])
@pytest.mark.parametrize("game", ["finger-football", "foosball", "all-pro", "tortellini"])
def test_a_seed_no_command_would_take_is_refused_in_the_header(
    recorded: dict[str, Path], tmp_path: Path, game: str, seed: Any
) -> None:
    lines = lines_of(recorded[game])
    lines[0] = resealed(lines[0], {"seed": seed})
    with pytest.raises(ReplayError, match=r"line 1: the header's seed must be a whole number from 0"):
        read(write(tmp_path / "seed.jsonl", lines))


@pytest.mark.parametrize("mat", [5, [1, 2], {"name": "x"}, None, True])
@pytest.mark.parametrize("game", ["finger-football", "finger-football-practice"])
def test_a_header_mat_that_is_not_a_mat_files_text_is_refused(
    recorded: dict[str, Path], tmp_path: Path, game: str, mat: Any
) -> None:
    lines = lines_of(recorded["finger-football"])[:1]  # the header alone: refused before any action
    lines[0] = resealed(lines[0], {"game": game, "geometry": {"mat": mat}})
    with pytest.raises(ReplayError, match=r"line 1: the header's mat must be the mat file's text"):
        verify(write(tmp_path / "mat.jsonl", lines))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"extra": 1}, "unknown field 'extra' in a version 2 header"),
        ({"started": 5}, "the header's started must be a UTC time"),
        ({"package": ["x"]}, "the header's package must be text"),
        ({"dt": "0.004"}, "the header's dt must be a step of seconds"),
        ({"players": {"red": 3}}, "the header's players must be an object of names"),
        ({"rules_version": 0}, "the header's rules_version must be a whole number from 1"),
        ({"version": 1}, f"a version 1 header written by package {__version__!r}"),
        ({"version": 1, "package": "0.1.0"}, "unknown field 'rules_version' in a version 1 header"),
    ],
)
def test_every_header_field_is_checked_and_an_old_version_needs_its_old_shape(
    recorded: dict[str, Path], tmp_path: Path, change: dict[str, Any], words: str
) -> None:
    lines = lines_of(recorded["foosball"])
    lines[0] = resealed(lines[0], change)
    with pytest.raises(ReplayError, match=rf"line 1: {re.escape(words)}"):
        read(write(tmp_path / "header.jsonl", lines))


def test_what_only_says_what_recorded_the_file_may_change_and_verify_says_identical(
    recorded: dict[str, Path], tmp_path: Path
) -> None:
    lines = lines_of(recorded["tortellini"])
    lines[0] = resealed(lines[0], {"platform": "elsewhere", "started": "2030-01-01T00:00:00Z"})
    assert verify(write(tmp_path / "informational.jsonl", lines)).identical
