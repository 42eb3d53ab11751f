"""What if: a Finger Football game's recorded flicks on another mat."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games.core.replay_format import ReplayError
from games.finger_football.codec import FingerFootballCodec
from games.finger_football.practice_codecs import PracticeCodec
from sim.slider import mat as mats
from sim.slider.table import FlickOutcome, SliderTable

from .replaying import load, steps


@dataclass(frozen=True, slots=True)
class FlickChange:
    number: int  # the flick's number in the game
    line: int
    before: list[str]  # features touched at rest, on the recorded mat
    after: list[str]  # on the other mat
    zone_before: int | None
    zone_after: int | None
    moved: bool = False  # it rests elsewhere (a mat of another friction), not just on something else


MOVED = 0.001  # m between the two rests: elsewhere, not the same spot


@dataclass(slots=True)
class WhatIf:
    flicks: int = 0
    changes: list[FlickChange] = field(default_factory=list)
    replayed: int = 0  # actions the game replayed on the other mat before it diverged
    diverged: str | None = None
    score_before: Any = None
    score_after: Any = None


def what_if(path: str | Path, other: mats.Mat) -> WhatIf:
    """The same recorded flicks on another mat: which shots rest on something else, and how far
    the game itself replays there (it stops where a recorded decision no longer applies)."""
    from games.finger_football.rules.actions import Flicked

    replay, codec = load(path)
    if not isinstance(codec, FingerFootballCodec | PracticeCodec):
        raise ReplayError(
            "what-if replays are for Finger Football games and practice (flicks on a mat)", source=replay.path
        )
    other_table = SliderTable(other)
    report = WhatIf()
    for step in steps(replay, codec):
        if isinstance(step.action, Flicked):
            report.flicks += 1
            o: FlickOutcome = step.action.outcome
            moved = other_table.flick(o.start, o.flick)
            before = sorted(t.id for t in o.touched)
            after = sorted(t.id for t in moved.touched)
            away = math.hypot(moved.rest.x - o.rest.x, moved.rest.y - o.rest.y) > MOVED
            if before != after or o.zone != moved.zone or away:
                report.changes.append(
                    FlickChange(report.flicks, step.line, before, after, o.zone, moved.zone, away)
                )
    if isinstance(codec, PracticeCodec):
        return report  # practice has no game to play on: its flicks are the whole story
    report.score_before = codec.result()["score"]
    again = FingerFootballCodec.from_header(replay.header, replay.path, mat=other)
    try:
        for _ in steps(replay, again):
            report.replayed += 1
    except ReplayError as exc:
        report.diverged = str(exc)
    report.score_after = again.result()["score"]
    return report
