"""Recording and replaying whole games: identical re-simulation, a process killed mid-game, and
what the same flicks would have done on another mat."""

import json
import os
import signal
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w

from games.core.replay_format import bound, read
from games.finger_football.rules.actions import Flicked
from games.replays import load, play_out, record_game, resume, steps, verify, what_if
from sim.slider import mat as mats
from sim.slider.features import FeatureKind
from sim.slider.table import SliderTable

from .conftest import SEEDS


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(SEEDS))
def test_a_recorded_game_replays_identically(recorded: dict[str, Path], game: str) -> None:
    report = verify(recorded[game])
    assert report.finished and report.identical and report.final_ok
    replay = read(recorded[game])
    assert report.actions == len(replay.actions) > 50
    assert replay.end is not None and report.result == replay.end["result"]


def test_the_physics_shots_carry_an_outcome_hash_that_is_checked(recorded: dict[str, Path]) -> None:
    replay, codec = load(recorded["finger-football"])
    checked = [step.outcome_ok for step in steps(replay, codec) if isinstance(step.action, Flicked)]
    assert len(checked) > 20 and all(checked)


def test_same_seed_same_recording(tmp_path: Path) -> None:
    a = record_game("tortellini", 11, tmp_path / "a.jsonl")
    b = record_game("tortellini", 11, tmp_path / "b.jsonl")
    assert a.read_text().splitlines()[1:] == b.read_text().splitlines()[1:]


PAUSING_GAME = """
import sys
from pathlib import Path
from games.replays import record_game

def progress(n):
    if n >= int(sys.argv[3]):
        print("paused", flush=True)
        sys.stdin.readline()  # waits here until it is killed

record_game(sys.argv[1], 4, Path(sys.argv[2]), progress=progress)
"""


@pytest.mark.slow
@pytest.mark.parametrize("game", ["finger-football", "foosball", "all-pro"])
def test_a_game_killed_mid_way_replays_to_its_last_action_and_resumes(game: str, tmp_path: Path) -> None:
    path = tmp_path / "killed.jsonl"
    process = subprocess.Popen(
        [sys.executable, "-c", PAUSING_GAME, game, str(path), "40"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[3])},
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "paused"
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL
    before = path.read_text(encoding="utf-8").splitlines()

    report = verify(path)
    assert report.actions >= 40 and not report.finished and report.identical

    codec, recorder = resume(path)
    assert bound(recorder.header, codec.state_hash()) == json.loads(before[-1])["hash"]
    play_out(recorder)
    after = path.read_text(encoding="utf-8").splitlines()
    assert after[: len(before)] == before  # nothing played is lost or rewritten
    finished = verify(path)
    assert finished.finished and finished.identical and finished.actions > 40


def test_resume_drops_a_line_cut_short_by_a_crash(recorded: dict[str, Path], tmp_path: Path) -> None:
    text = recorded["tortellini"].read_text(encoding="utf-8")
    cut = text[: text.index("\n", len(text) // 2) + 30]  # thirty bytes into a line
    path = tmp_path / "cut.jsonl"
    path.write_text(cut, encoding="utf-8")
    _, recorder = resume(path)
    play_out(recorder)
    report = verify(path)
    assert report.finished and report.identical
    assert path.read_text(encoding="utf-8").startswith(cut[: cut.rindex("\n") + 1])


def test_a_finished_game_does_not_resume(recorded: dict[str, Path]) -> None:
    from games.core.replay_format import ReplayError

    with pytest.raises(ReplayError, match="finished: nothing to resume"):
        resume(recorded["all-pro"])


def moved_circle(mat: mats.Mat, circle: str, dx_yards: float) -> mats.Mat:
    data = tomllib.loads(mat.to_toml())
    for row in data["run_circles"]:
        if row["id"] == circle:
            for key in ("x", "pass_x"):
                if key in row:
                    row[key] += dx_yards
    return mats.loads(tomli_w.dumps(data), "moved")


def test_what_if_a_moved_circle_changes_exactly_the_flicks_that_rested_on_it(
    recorded: dict[str, Path],
) -> None:
    replay, codec = load(recorded["finger-football"])
    flicks = [s.action.outcome for s in steps(replay, codec) if isinstance(s.action, Flicked)]
    touched = [t.id for o in flicks for t in o.touched if t.kind == FeatureKind.RUN_CIRCLE]
    circle = max(set(touched), key=touched.count)  # the run circle most often hit
    other = moved_circle(codec.game.mat, circle, 3.0)
    old, new = SliderTable(codec.game.mat), SliderTable(other)
    on_it = {
        k + 1
        for k, o in enumerate(flicks)
        if {t.id for t in old.touching(o.rest)} != {t.id for t in new.touching(o.rest)}
    }
    assert any(circle in {t.id for t in old.touching(flicks[k - 1].rest)} for k in on_it)

    report = what_if(recorded["finger-football"], other)
    assert report.flicks == len(flicks)
    assert {c.number for c in report.changes} == on_it
    for c in report.changes:
        assert set(c.before) ^ set(c.after) <= {circle, f"{circle}/pass"}
