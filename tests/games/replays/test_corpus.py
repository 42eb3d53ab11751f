"""Recordings made with an earlier version (tests/fixtures/replays): every one still verifies
exactly as it was recorded, and every game and practice the replay format holds has one."""

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from games.replays import verify
from games.replays.codecs import CODECS

CORPUS = Path(__file__).parents[2] / "fixtures" / "replays"
RECORDINGS = sorted(CORPUS.glob("*.jsonl"))
PRACTICE = {"finger-football-practice", "field-goal-practice", "foosball-practice"}  # never ends


def records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.slow
@pytest.mark.parametrize("path", RECORDINGS, ids=lambda p: p.stem)
def test_an_old_recording_verifies_as_recorded(path: Path, tmp_path: Path) -> None:
    head, *lines = records(path)
    actions = [r for r in lines if r.get("type") == "action"]
    ends = [r for r in lines if r.get("type") == "end"]
    report = verify(shutil.copy(path, tmp_path / path.name))
    assert report.game == head["game"]
    assert report.mismatches == []
    assert report.identical
    assert report.actions == len(actions) > 0
    if head["game"] in PRACTICE:  # a practice recording is left without an end line
        assert not ends and not report.finished and report.final_ok is None
    else:
        (end,) = ends
        assert report.finished and report.final_ok is True
        assert end["actions"] == len(actions)
        assert report.result == end["result"]


def test_the_corpus_holds_every_game_and_practice() -> None:
    held = {records(path)[0]["game"] for path in RECORDINGS}
    missing = sorted(set(CODECS) - held)
    assert not missing, f"record one of each into {CORPUS}: {', '.join(missing)}"
