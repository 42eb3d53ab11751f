"""A recording's header holding the wrong kind of value where the seed or the mat belongs is a
ReplayError naming the header (line 1), never a crash deeper in the engine or in numpy."""

from pathlib import Path
from typing import Any

import pytest

from games.core.replay_format import ReplayError, read
from games.replays import verify

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
