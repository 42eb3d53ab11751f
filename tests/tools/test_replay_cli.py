"""``tabletop replay`` and ``tabletop replays`` from the command line."""

import json
import tomllib
from pathlib import Path

import pytest
import tomli_w

from games.replays import record_game
from tools.cli import main


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return record_game("finger-football", 8, tmp_path_factory.mktemp("cli") / "game.jsonl")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_verify_says_identical(capsys: pytest.CaptureFixture[str], game: Path) -> None:
    code, out, _ = run(capsys, "replay", str(game), "--headless", "--verify")
    assert code == 0 and "identical: every outcome matches the recording" in out
    code, out, _ = run(capsys, "replay", str(game), "--verify", "--json")
    data = json.loads(out)
    assert code == 0 and data["identical"] and data["finished"] and data["game"] == "finger-football"


def test_verify_fails_with_exit_1_on_a_changed_flick(
    capsys: pytest.CaptureFixture[str], game: Path, tmp_path: Path
) -> None:
    from games.core.replay_format import seal

    lines = game.read_text().splitlines()
    k = next(i for i, line in enumerate(lines) if '"kind":"flick"' in line)
    record = json.loads(lines[k])
    record["action"]["impulse"][1] += 1e-4
    lines[k] = seal(record)
    changed = tmp_path / "changed.jsonl"
    changed.write_text("\n".join(lines) + "\n")
    code, out, _ = run(capsys, "replay", str(changed), "--headless", "--verify")
    assert code == 1 and "DIFFERENT" in out and f"line {k + 1}" in out


def test_a_bad_file_is_a_one_line_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    code, out, err = run(capsys, "replay", str(bad), "--headless", "--verify")
    assert code != 0 and out == ""
    assert err.strip().count("\n") == 0 and "bad.jsonl: line 1:" in err
    code, _, err = run(capsys, "replay", str(tmp_path / "missing.jsonl"), "--verify")
    assert code != 0 and "cannot read it" in err


def test_what_if_on_another_mat(capsys: pytest.CaptureFixture[str], game: Path, tmp_path: Path) -> None:
    from sim.slider import mat as mats

    data = tomllib.loads(mats.default().to_toml())
    for row in data["run_circles"]:
        row["radius"] *= 1.5
        row["pass_radius"] *= 1.5
    other = tmp_path / "big.toml"
    other.write_text(tomli_w.dumps(data))
    code, out, _ = run(capsys, "replay", str(game), "--mat", str(other), "--json")
    report = json.loads(out)
    assert code == 0 and report["flicks"] > 20 and report["changes"]
    grown = [c for c in report["changes"] if len(c["after"]) > len(c["before"])]
    assert grown  # bigger circles catch flicks that missed them
    code, out, _ = run(capsys, "replay", str(game), "--mat", str(other), "--headless")
    assert "would touch something else where they rest" in out and "would rest elsewhere" not in out
    assert "Score as played: Red " in out and "{" not in out


def test_replays_lists_the_recordings(capsys: pytest.CaptureFixture[str], game: Path, tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "game.jsonl").write_bytes(game.read_bytes())
    half = game.read_text().splitlines()[:30]
    (folder / "half.jsonl").write_text("\n".join(half) + "\n")
    (folder / "junk.jsonl").write_text("junk\n")
    code, out, _ = run(capsys, "replays", "--folder", str(folder), "--json")
    rows = {Path(r["file"]).name: r for r in json.loads(out)["replays"]}
    assert code == 0 and rows["game.jsonl"]["finished"] and not rows["half.jsonl"]["finished"]
    assert rows["half.jsonl"]["actions"] == 29 and "error" in rows["junk.jsonl"]
    code, out, _ = run(capsys, "replays", "--folder", str(folder))
    assert "unfinished: tabletop play --resume" in out and "unreadable" in out


def test_a_number_beyond_a_float_in_one_recording_leaves_the_listing_whole(
    capsys: pytest.CaptureFixture[str], game: Path, tmp_path: Path
) -> None:
    import re

    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "game.jsonl").write_bytes(game.read_bytes())
    lines = game.read_text().splitlines()
    number = re.compile(r'(?<=":)-?\d+\.\d+')  # a number of the game written with a point
    k = next(i for i, line in enumerate(lines) if '"type":"action"' in line and number.search(line))
    lines[k] = number.sub("1e400", lines[k], count=1)  # read as infinity before any checksum
    (folder / "huge.jsonl").write_text("\n".join(lines) + "\n")
    code, out, _ = run(capsys, "replays", "--folder", str(folder))
    assert code == 0 and "huge.jsonl: unreadable" in out and f"line {k + 1}" in out
    code, _, err = run(capsys, "replay", str(folder / "huge.jsonl"), "--verify")
    assert code == 2 and err.count("\n") == 1 and "1e400 is beyond any number" in err


@pytest.mark.parametrize("kind", ["missing", "file", "pipe", "loop"])
def test_replays_folder_that_is_not_one_is_said(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str
) -> None:
    import os

    path = tmp_path / kind
    if kind == "file":
        path.write_text("")
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "loop":
        path.symlink_to(path)
    code, out, err = run(capsys, "replays", "--folder", str(path))
    words = {"missing": "no such folder", "file": "not a folder", "pipe": "not a folder"}.get(
        kind, "cannot be read"
    )
    assert code == 2 and out == "" and err.count("\n") == 1 and words in err


def test_play_resume_with_nothing_to_resume(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "play", "--resume")
    assert code != 0 and "no unfinished game to resume" in err
    code, _, err = run(capsys, "play", "finger-football", "--resume")
    assert code != 0 and "--resume goes on with a recorded game" in err


def test_flicks_imported_from_csv_replay_on_the_model(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import math

    from games.replays import load, steps
    from sim.geometry import Pose
    from sim.slider import mat as mats
    from sim.slider.table import Flick, SliderTable

    csv = tmp_path / "video.csv"
    csv.write_text(
        "# from a video\nx,y,speed,angle,spin,heading\n0.30,0.02,1.3,6,15,0\n\n0.45,-0.05,0.9,-20,0,10\n"
    )
    out = tmp_path / "video.jsonl"
    code, text, _ = run(capsys, "replays", "--import", str(csv), "--out", str(out))
    assert code == 0 and "2 flicks" in text
    replay, codec = load(out)
    shots = [step.action.outcome for step in steps(replay, codec)]
    mat = mats.default()
    spec = mat.slider
    for shot, (x, y, speed, angle, spin, heading) in zip(
        shots, ((0.30, 0.02, 1.3, 6, 15, 0), (0.45, -0.05, 0.9, -20, 0, 10)), strict=True
    ):
        start = Pose(x, y, math.radians(heading))
        flick = Flick.from_velocity(speed, math.radians(angle), spin, spec.mass, spec.inertia, start.angle)
        assert shot.rest == SliderTable(mat).flick(start, flick).rest
        assert math.isclose(shot.launch.speed, speed) and math.isclose(shot.launch.spin, spin, abs_tol=1e-9)
    code, text, _ = run(capsys, "replay", str(out), "--verify")
    assert code == 0 and "a practice session" in text
    code, _, err = run(capsys, "replays", "--import", str(csv), "--out", str(out))
    assert code != 0 and "never overwritten" in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("x,y\n0.3,0\n", "the header row lacks speed"),
        ("x,y,speed,wind\n0.3,0,1,2\n", "the header row has unknown wind"),
        ("x,y,speed\n\n# note\n0.3,0,fast\n", "line 4, column speed: not a number ('fast')"),
        ("x,y,speed\n0.3,0,nan\n", "line 2, column speed: must be finite"),
        ("x,y,speed\n9,0,1\n", "line 2: the start (9.0, 0.0) m is off the mat"),
        ("x,y,speed\n0.3,0,-1\n", "line 2: speed must not be negative"),
        ("x,y,speed\n", "no flicks in it"),
        (
            "x,y,speed,angle,spin\n0.2,0,1,0,0\n0.2,0,0.5,0,300\n",
            "line 3: strike point (0, -0.04037) m is not on the slider (spin 300 rad/s at 0.5 m/s)",
        ),
        ("x,y,speed\n0.2,0," + "1" * 200_000 + "\n", "line 2: not CSV a flick has (field larger than"),
    ],
)
def test_a_bad_flicks_csv_names_what_is_wrong(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, message: str
) -> None:
    csv = tmp_path / "bad.csv"
    csv.write_text(content)
    code, _, err = run(capsys, "replays", "--import", str(csv), "--out", str(tmp_path / "out.jsonl"))
    assert code != 0 and message in err
    assert not (tmp_path / "out.jsonl").exists()
