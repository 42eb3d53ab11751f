"""Flicks from elsewhere (measured from a video of a real game, say), imported from CSV into a
practice recording on a mat: replayed, verified and compared on other mats like any other.

The CSV has a header row naming its columns: ``x`` and ``y`` (the slider's centre at the start,
m), ``speed`` (m/s), and optionally ``angle`` (direction of travel, degrees, 0 towards the
visitors' goal, 90 to the left), ``spin`` (rad/s, counter-clockwise positive) and ``heading``
(the slider's own angle, degrees). Blank lines and lines starting with ``#`` are skipped.
"""

from __future__ import annotations

import csv
import math
from pathlib import Path

from games.finger_football.actions import Flicked
from games.finger_football.sessions import PracticeSession
from sim.errors import FlickError, SimError
from sim.geometry import Pose
from sim.mat import Mat
from sim.slider import Flick, SliderTable

from .recording import GameRecorder

REQUIRED = ("x", "y", "speed")
OPTIONAL = {"angle": 0.0, "spin": 0.0, "heading": 0.0}


class FlickCsvError(SimError, ValueError):
    """A flicks CSV that cannot be imported; the message names the line and the column."""


def read_flicks(path: str | Path, mat: Mat) -> list[tuple[Pose, Flick]]:
    """The flicks a CSV describes, as start poses and the impulses that launch them."""
    source = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise FlickCsvError(f"{source}: cannot read it ({exc})") from None
    kept = [
        (n, line)
        for n, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.lstrip().startswith("#")
    ]
    reader = csv.DictReader(line for _, line in kept)
    names = [n.strip().lower() for n in reader.fieldnames or []]
    missing = [n for n in REQUIRED if n not in names]
    unknown = [n for n in names if n not in REQUIRED and n not in OPTIONAL]
    if missing or unknown:
        problem = f"lacks {', '.join(missing)}" if missing else f"has unknown {', '.join(unknown)}"
        raise FlickCsvError(
            f"{source}: the header row {problem} (columns: x, y, speed, and optionally angle, spin, heading)"
        )
    reader.fieldnames = names
    flicks = []
    x0, y0, x1, y1 = mat.field.surface
    spec = mat.slider
    for k, row in zip((n for n, _ in kept[1:]), reader, strict=False):
        values = {
            name: _number(row.get(name), name, k, source, OPTIONAL.get(name))
            for name in (*REQUIRED, *OPTIONAL)
        }
        if not (x0 <= values["x"] <= x1 and y0 <= values["y"] <= y1):
            raise FlickCsvError(
                f"{source}: line {k}: the start ({values['x']}, {values['y']}) m is off the mat"
            )
        start = Pose(values["x"], values["y"], math.radians(values["heading"]))
        try:
            flick = Flick.from_velocity(
                values["speed"],
                math.radians(values["angle"]),
                values["spin"],
                spec.mass,
                spec.inertia,
                start.angle,
            )
        except FlickError as exc:
            raise FlickCsvError(f"{source}: line {k}: {exc}") from None
        flicks.append((start, flick))
    if not flicks:
        raise FlickCsvError(f"{source}: no flicks in it")
    return flicks


def _number(text: str | None, name: str, row: int, source: str, default: float | None) -> float:
    if text is None or not text.strip():
        if default is None:
            raise FlickCsvError(f"{source}: line {row}, column {name}: empty")
        return default
    try:
        value = float(text)
    except ValueError:
        raise FlickCsvError(f"{source}: line {row}, column {name}: not a number ({text.strip()!r})") from None
    if not math.isfinite(value):
        raise FlickCsvError(f"{source}: line {row}, column {name}: must be finite, got {text.strip()}")
    return value


def import_flicks(csv_path: str | Path, mat: Mat, out: Path) -> tuple[Path, int]:
    """Simulate the CSV's flicks on ``mat`` and record them as a practice session in ``out``
    (never overwritten). Returns the file and the number of flicks."""
    flicks = read_flicks(csv_path, mat)
    session = PracticeSession(mat)
    recorder = GameRecorder.start(
        "finger-football-practice", session, {"player": f"imported from {Path(csv_path).name}"}, out
    )
    table = SliderTable(mat)
    for start, flick in flicks:
        outcome = table.flick(start, flick)
        session.flicked(outcome)
        recorder.record(Flicked(outcome))
    recorder.abandon()  # a practice session has no end line: it is never resumed
    return out, len(flicks)
