"""Replay files made to break the reader: each is a ReplayError naming the line, never another
exception, a hang or a huge allocation; and a folder holding one still lists."""

import base64
import json
import os
import zlib
from pathlib import Path

import pytest

from games.core.replay_format import ReplayError, read, seal
from games.replays import verify

from .test_files import lines_of, write


def _action_line(lines: list[str]) -> int:
    return next(i for i, line in enumerate(lines) if '"type":"action"' in line)


@pytest.mark.parametrize(
    ("payload", "words"),
    [
        ('{"type":"action","n":1,"x":NaN}', "NaN is not a number"),
        ('{"type":"action","n":1,"x":-Infinity}', "Infinity is not a number"),
        ('{"type":"action","n":1,"x":1e400}', "1e400 is beyond any number"),
        ("[" * 50_000 + "]" * 50_000, "nested too deeply|a line must be a JSON object"),
        ('{"type":"action","n":' + "9" * 5000 + "}", "digits|not valid JSON"),
    ],
)
def test_hostile_json_in_a_line_is_a_replay_error(
    recorded: dict[str, Path], tmp_path: Path, payload: str, words: str
) -> None:
    lines = lines_of(recorded["tortellini"])
    k = _action_line(lines)
    lines[k] = payload
    with pytest.raises(ReplayError, match=rf"line {k + 1}: .*({words})"):
        read(write(tmp_path / "hostile.jsonl", lines))


@pytest.mark.slow
def test_a_zlib_bomb_in_a_rods_line_is_refused_before_it_inflates(
    recorded: dict[str, Path], tmp_path: Path
) -> None:
    lines = lines_of(recorded["foosball"])
    k = next(i for i, line in enumerate(lines) if '"kind":"rods"' in line)
    record = json.loads(lines[k])
    record.pop("check")
    bomb = zlib.compress(b"\0" * (1 << 30), 9)  # a gigabyte of zeros in about a megabyte
    record["action"]["data"] = base64.b64encode(bomb).decode("ascii")
    lines[k] = seal(record)
    path = write(tmp_path / "bomb.jsonl", lines)
    report = None
    with pytest.raises(ReplayError, match=r"does not replay: the rods data is not the size"):
        report = verify(path)
    assert report is None


def test_a_folder_or_a_fifo_is_not_a_replay(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    for path in (tmp_path, fifo):
        with pytest.raises(ReplayError, match="not a regular file"):
            read(path)


def test_the_list_skips_unreadable_recordings_with_a_note(
    recorded: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tools.cli import main

    folder = tmp_path / "replays"
    folder.mkdir()
    (folder / "good.jsonl").write_bytes(recorded["tortellini"].read_bytes())
    lines = lines_of(recorded["all-pro"])
    lines[_action_line(lines)] = '{"x":NaN}'
    write(folder / "nan.jsonl", lines)
    os.mkfifo(folder / "pipe.jsonl")
    assert main(["replays", "--folder", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "good.jsonl: tortellini" in out
    assert "nan.jsonl: unreadable" in out and "pipe.jsonl: unreadable" in out
