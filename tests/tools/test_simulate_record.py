"""``tabletop simulate GAME --record DIR``: every game played is written as a replay of that very
game, which verifies."""

import json
from pathlib import Path

import pytest

from games.replays import load, verify
from tools.cli import main

GAMES = [
    ("finger-football", []),
    ("all-pro", []),
    ("tortellini", []),
    ("foosball", ["--max-seconds", "20"]),  # left unfinished: everything played is written
]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.slow
@pytest.mark.parametrize(("game", "extra"), GAMES)
def test_a_recorded_simulate_verifies_and_is_the_game_simulated(
    game: str, extra: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "bots"
    code, out, _ = _run(capsys, "simulate", game, "--seed", "3", "--json", "--record", str(folder), *extra)
    assert code == 0
    (path,) = folder.glob("*.jsonl")
    assert path.name == f"{game}-seed3.jsonl"
    report = verify(path)
    assert report.identical
    simulated = json.loads(out)["games"][0]["score"]
    replay, _ = load(path)
    header_players = replay.header["players"]
    assert set(header_players.values()) <= {"club", "cpu", "expert"}
    if report.result is not None:  # a finished game: its score is the one simulated
        assert report.result["score"] == simulated


def test_a_recording_already_there_is_never_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run(capsys, "simulate", "tortellini", "--record", str(tmp_path))[0] == 0
    before = (tmp_path / "tortellini-seed0.jsonl").read_bytes()
    code, _, err = _run(capsys, "simulate", "tortellini", "--record", str(tmp_path))
    assert code == 2 and "never overwritten" in err and err.strip().count("\n") == 0
    assert (tmp_path / "tortellini-seed0.jsonl").read_bytes() == before
