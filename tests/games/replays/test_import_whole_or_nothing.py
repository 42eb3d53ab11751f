"""An import is written whole or not at all: a disk that fills up half way leaves no empty or
partial recording (nothing in the listing, nothing in the way of a retry)."""

import errno
from pathlib import Path

import pytest

from games.replays import recording
from games.replays.imports import import_flicks
from sim.slider import mat as mats

CSV = "x,y,speed\n" + "0.2,0,1.0\n" * 6


def test_a_full_disk_half_way_leaves_nothing_and_a_retry_writes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    flicks = tmp_path / "flicks.csv"
    flicks.write_text(CSV)
    out = tmp_path / "imported.jsonl"
    record = recording.GameRecorder.record
    written = 0

    def fills_up(self: recording.GameRecorder, action: object, **extra: object) -> None:
        nonlocal written
        written += 1
        if written == 4:
            raise OSError(errno.ENOSPC, "No space left on device")
        record(self, action, **extra)

    monkeypatch.setattr(recording.GameRecorder, "record", fills_up)
    with pytest.raises(OSError, match="No space left"):
        import_flicks(flicks, mats.default(), out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["flicks.csv"], "no partial, no empty file"
    monkeypatch.setattr(recording.GameRecorder, "record", record)
    path, count = import_flicks(flicks, mats.default(), out)
    assert path == out and count == 6
    assert sorted(p.name for p in tmp_path.iterdir()) == ["flicks.csv", "imported.jsonl"]


def test_an_import_never_overwrites(tmp_path: Path) -> None:
    flicks = tmp_path / "flicks.csv"
    flicks.write_text(CSV)
    out = tmp_path / "imported.jsonl"
    out.write_text("mine")
    with pytest.raises(FileExistsError):
        import_flicks(flicks, mats.default(), out)
    assert out.read_text() == "mine"
