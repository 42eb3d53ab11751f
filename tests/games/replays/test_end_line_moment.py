"""An end line stands where the game ends and nowhere else: a finished game cut short, with an
end line sealed at that moment's state and score, does not verify as the game it claims."""

import json
from itertools import islice
from pathlib import Path

import pytest

from games.core.replay_format import seal
from games.replays import verify
from games.replays.replaying import load, steps

from .test_files import lines_of, write


@pytest.mark.parametrize("game", ["finger-football", "foosball", "all-pro", "tortellini"])
def test_an_end_line_sealed_before_the_game_is_over_does_not_verify(
    recorded: dict[str, Path], tmp_path: Path, game: str
) -> None:
    lines = lines_of(recorded[game])
    assert json.loads(lines[-1])["type"] == "end", "a finished game"
    kept = (len(lines) - 2) // 2  # the header, then half the actions
    replay, codec = load(recorded[game])
    for _ in islice(steps(replay, codec), kept):
        pass
    assert not codec.over()
    last = json.loads(lines[kept])
    forged = {"type": "end", "actions": kept, "hash": last["hash"], "result": codec.result()}
    cut = write(tmp_path / "cut.jsonl", [*lines[: kept + 1], seal(forged)])
    report = verify(cut)
    assert report.final_ok, "the end line's hash is that moment's: only the rules can tell"
    assert not report.identical
    assert report.mismatches == [f"line {kept + 2}: an end line where the rules say the game is not over"]
