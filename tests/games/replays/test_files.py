"""Reading replay files: every fault has its own error naming the line, and nothing but
ReplayError ever comes out of a damaged file."""

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from games.core.replay_format import ReplayError, read, seal
from games.replays import load, verify


def lines_of(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def resealed(line: str, change: dict[str, object]) -> str:
    """The line with fields changed and a valid checksum: a well-formed file that lies."""
    record = json.loads(line)
    record.update(change)
    return seal(record)


def test_a_flipped_byte_is_found_by_the_line_checksum(recorded: dict[str, Path], tmp_path: Path) -> None:
    lines = lines_of(recorded["finger-football"])
    line = lines[9]
    k = line.index('"hash":"') + 9
    lines[9] = line[:k] + ("0" if line[k] != "0" else "1") + line[k + 1 :]
    with pytest.raises(ReplayError, match=r"line 10: the line's checksum does not match"):
        read(write(tmp_path / "flipped.jsonl", lines))


def test_a_line_cut_short_in_the_middle(recorded: dict[str, Path], tmp_path: Path) -> None:
    lines = lines_of(recorded["tortellini"])
    lines[4] = lines[4][: len(lines[4]) // 2]
    with pytest.raises(ReplayError, match=r"line 5: not valid JSON .*a corrupt line"):
        read(write(tmp_path / "cut.jsonl", lines))


def test_a_last_line_cut_short_is_an_interrupted_recording(recorded: dict[str, Path], tmp_path: Path) -> None:
    text = recorded["tortellini"].read_text(encoding="utf-8")
    path = tmp_path / "crashed.jsonl"
    path.write_text(text[: len(text) - 40], encoding="utf-8")
    last = text[: len(text) - 40].count("\n") + 1
    with pytest.raises(ReplayError, match=rf"line {last}: the last line is cut short"):
        read(path)
    kept = read(path, tolerate_cut=True)
    assert not kept.finished and len(kept.actions) == last - 2


def test_an_unknown_version(recorded: dict[str, Path], tmp_path: Path) -> None:
    lines = lines_of(recorded["all-pro"])
    lines[0] = resealed(lines[0], {"version": 99})
    with pytest.raises(ReplayError, match=r"line 1: replay version 99; this version reads 1"):
        read(write(tmp_path / "v99.jsonl", lines))


def test_not_a_replay_at_all(tmp_path: Path) -> None:
    path = tmp_path / "mat.jsonl"
    path.write_text('{"name": "a mat"}\n', encoding="utf-8")
    with pytest.raises(ReplayError, match=r"line 1: not a replay"):
        read(path)
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(ReplayError, match=r"empty: no header"):
        read(empty)


def test_a_geometry_that_fails_validation(recorded: dict[str, Path], tmp_path: Path) -> None:
    lines = lines_of(recorded["finger-football"])
    head = json.loads(lines[0])
    mat = head["geometry"]["mat"]
    assert "pass_radius = 1.5" in mat
    head["geometry"]["mat"] = mat.replace("pass_radius = 1.5", "pass_radius = -1.5", 1)
    lines[0] = seal(head)
    with pytest.raises(ReplayError, match=r"line 1: the header's mat does not load: .*pass_radius"):
        load(write(tmp_path / "geometry.jsonl", lines))


def test_an_action_the_rules_reject(recorded: dict[str, Path], tmp_path: Path) -> None:
    lines = lines_of(recorded["finger-football"])
    k = next(i for i, line in enumerate(lines) if '"kind":"flick"' in line)
    record = json.loads(lines[k])
    record["action"] = {"kind": "call", "call": "punt"}
    lines[k] = seal(record)
    with pytest.raises(ReplayError, match=rf"line {k + 1}: action {record['n']} does not replay: "):
        verify(write(tmp_path / "illegal.jsonl", lines))


def test_actions_out_of_order(recorded: dict[str, Path], tmp_path: Path) -> None:
    lines = lines_of(recorded["tortellini"])
    lines[3], lines[4] = lines[4], lines[3]
    with pytest.raises(ReplayError, match=r"line 4: action 3 expected"):
        read(write(tmp_path / "swapped.jsonl", lines))


def test_a_recording_that_replays_differently_is_reported_not_hidden(
    recorded: dict[str, Path], tmp_path: Path
) -> None:
    lines = lines_of(recorded["finger-football"])
    k = next(i for i, line in enumerate(lines) if '"kind":"flick"' in line)
    record = json.loads(lines[k])
    record["action"]["impulse"][0] *= 1.01  # a flick a little harder than the one recorded
    lines[k] = seal(record)
    report = verify(write(tmp_path / "harder.jsonl", lines))
    assert not report.identical
    assert report.mismatches[0].startswith(f"line {k + 1}: the shot's outcome differs")


def test_fuzz_damaged_files_raise_only_replay_errors(recorded: dict[str, Path], tmp_path: Path) -> None:
    rng = np.random.default_rng(2026)
    original = recorded["tortellini"].read_bytes()
    kinds = ("flip", "delete", "insert", "truncate", "duplicate-line", "drop-line")
    outcomes = {"error": 0, "read": 0}
    for trial in range(150):
        data = bytearray(original)
        kind = kinds[trial % len(kinds)]
        k = int(rng.integers(0, len(data)))
        if kind == "flip":
            data[k] ^= 1 << int(rng.integers(0, 8))
        elif kind == "delete":
            del data[k : k + int(rng.integers(1, 20))]
        elif kind == "insert":
            data[k:k] = bytes(rng.integers(0, 256, int(rng.integers(1, 8))).tolist())
        elif kind == "truncate":
            data = data[:k]
        else:
            rows = bytes(data).split(b"\n")
            j = int(rng.integers(0, len(rows)))
            rows[j:j] = [rows[j]] if kind == "duplicate-line" else []
            if kind == "drop-line":
                del rows[j]
            data = bytearray(b"\n".join(rows))
        path = tmp_path / f"fuzz-{trial}.jsonl"
        path.write_bytes(bytes(data))
        try:
            verify(path)
            outcomes["read"] += 1
        except ReplayError as exc:
            assert str(path) in str(exc)
            outcomes["error"] += 1
    assert outcomes["error"] > 100  # almost every damage is caught before anything replays


def test_a_copy_of_a_good_file_reads(recorded: dict[str, Path], tmp_path: Path) -> None:
    copy = Path(shutil.copy(recorded["all-pro"], tmp_path / "copy.jsonl"))
    replay = read(copy)
    assert replay.finished and replay.game == "all-pro" and replay.end is not None
    assert len(replay.actions) == replay.end["actions"]
