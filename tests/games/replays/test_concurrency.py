"""Recordings under concurrency, with real processes: one writer at a time on a recording, and
new recordings created side by side never collide."""

import multiprocessing
import subprocess
import sys
from pathlib import Path

import pytest

from games.core.replay_format import Recorder, ReplayError, read
from games.replays import verify

pytestmark = pytest.mark.slow


def _hold(
    path: str, ready: "multiprocessing.synchronize.Event", done: "multiprocessing.synchronize.Event"
) -> None:
    head = read(path).header
    recorder = Recorder(Path(path), head, resume=True)
    ready.set()
    done.wait(30)
    recorder.abandon()


def test_a_second_writer_on_a_recording_is_refused(recorded: dict[str, Path], tmp_path: Path) -> None:
    """Two windows resuming the same game: the second is told in one line, and the recording
    still verifies (nothing interleaved)."""
    text = recorded["tortellini"].read_text()
    path = tmp_path / "game.jsonl"
    path.write_text(text[: text.rindex('{"type":"end"')])  # an unfinished game
    ready, done = multiprocessing.Event(), multiprocessing.Event()
    writer = multiprocessing.Process(target=_hold, args=(str(path), ready, done))
    writer.start()
    try:
        assert ready.wait(30)
        with pytest.raises(ReplayError, match="being recorded by another window"):
            Recorder(path, read(path).header, resume=True)
    finally:
        done.set()
        writer.join(30)
    assert verify(path).identical
    Recorder(path, read(path).header, resume=True).abandon()  # free again once the first has gone


def test_eight_imports_at_once_make_eight_recordings(tmp_path: Path) -> None:
    csv = tmp_path / "flicks.csv"
    csv.write_text("x,y,speed,angle\n0.2,0,1.5,2\n0.3,0.1,1.2,-4\n")
    env = {"TABLETOP_DATA_DIR": str(tmp_path / "data"), "PATH": ""}
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "tools.cli", "replays", "--import", str(csv)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(8)
    ]
    results = [(run.wait(60), run.stderr.read() if run.stderr else "") for run in runs]
    assert all(code == 0 for code, _ in results), results
    made = sorted((tmp_path / "data" / "replays").glob("*.jsonl"))
    assert len(made) == 8 and all(verify(p).actions == 2 for p in made)
