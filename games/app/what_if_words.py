"""``tabletop replay FILE --mat OTHER`` in readable lines: which flicks touch something else where
they rest on the other mat, and which rest elsewhere (a mat of another friction), each feature
named as the mat editor and the game name it ("the Zone 3 upper run
circle on the home 10", "the visitors' end zone", "nothing"), and the score as played and on the
other mat ("Red 60, Blue 57"). ``--json`` keeps the raw figures for programs.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from games.mat_tuning import names
from games.replays import WhatIf
from sim.errors import SimError
from sim.slider import mat as mats
from sim.slider.mat import Mat

PLACES = {  # the mat's own parts, as a player says them
    "endzone-home": "the home end zone",
    "endzone-visitor": "the visitors' end zone",
    "goal-line-home": "the home goal line",
    "goal-line-visitor": "the visitors' goal line",
    "end-line-home": "the home end line",
    "end-line-visitor": "the visitors' end line",
    "sideline-left": "the upper sideline",
    "sideline-right": "the lower sideline",
    "surface": "the mat",
}


def played_mat(path: Path) -> Mat | None:
    """The mat a recording was played on (its header's copy), or None."""
    try:
        with path.open("rb") as f:
            head = json.loads(f.readline(1 << 24))
        text = head["geometry"]["mat"]
        return mats.loads(text, "the recorded mat") if isinstance(text, str) else None
    except (OSError, ValueError, KeyError, TypeError, SimError):
        return None


def namer(mat: Mat | None) -> dict[str, str]:
    """Each feature's id on ``mat`` -> its name as the screen shows it."""
    if mat is None:
        return {}
    rows = tomllib.loads(mat.to_toml())
    out = {}
    for (_table, fid, pass_circle), name in names.names(mat, rows).items():
        out[f"{fid}/pass" if pass_circle else fid] = name
    return out


def touched(ids: list[str], named: dict[str, str]) -> str:
    """'the Zone 3 upper run circle on the home 10 and the home end zone', or 'nothing'."""
    said = [PLACES.get(i) or (f"the {named[i]}" if i in named else i) for i in ids if i != "surface"]
    return " and ".join(said) if said else "nothing"


def score(value: Any) -> str:
    """{"red": 60, "blue": 57} -> 'Red 60, Blue 57'."""
    if not isinstance(value, dict):
        return str(value)
    return ", ".join(f"{str(side).capitalize()} {points}" for side, points in value.items())


def counts(report: WhatIf) -> str:
    """'3 would touch something else where they rest, 1 would rest elsewhere', or that none would."""
    moved = sum(c.moved for c in report.changes)
    same = len(report.changes) - moved
    said = [f"{same} would touch something else where {'it rests' if same == 1 else 'they rest'}"] * bool(
        same
    )
    said += [f"{moved} would rest elsewhere"] * bool(moved)
    return ", ".join(said) or "every one rests where it did, on what it did"


def lines(report: WhatIf, recording: Path, other: Mat, other_file: Path) -> list[str]:
    """The what-if in lines a person reads."""
    before, after = namer(played_mat(recording)), namer(other)
    where = f"{other.name!r} ({other_file})"
    out = [f"{report.flicks} flicks of {recording.name} replayed on the mat {where}: {counts(report)}"]
    for c in report.changes:
        now, then = touched(c.after, after), touched(c.before, before)
        if c.moved:
            out.append(f"  flick {c.number}: rested on {then}; now rests elsewhere, on {now}")
        else:
            out.append(f"  flick {c.number}: rests where it did, but touches {now} instead of {then}")
    if report.score_before is None:  # practice: no game to play on
        return out
    out.append(f"Score as played: {score(report.score_before)}")
    if report.diverged:
        replays = f"On {other.name!r} the game replays its first {report.replayed} actions"
        out.append(f"{replays}, then stops: {report.diverged}")
    at = " where it stops" if report.diverged else ""
    out.append(f"Score on {other.name!r}{at}: {score(report.score_after)}")
    return out
