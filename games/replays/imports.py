"""Flicks from elsewhere (measured from a video of a real game, say), imported from CSV into a
practice recording on a mat: replayed, verified and compared on other mats like any other.

The CSV has a header row naming its columns: ``x`` and ``y`` (the slider's centre at the start,
m), ``speed`` (m/s), and optionally ``angle`` (direction of travel, degrees, 0 towards the
visitors' goal, 90 to the left), ``spin`` (rad/s, counter-clockwise positive) and ``heading``
(the slider's own angle, degrees); and what a camera measured, kept in the recording for
``tabletop mat fit`` and ``tabletop replay --against measured``: ``aim_x``, ``aim_y`` (where the
flick was meant to stop, m), ``rest_x``, ``rest_y`` (where it stopped, m), ``rest_angle`` (the
slider's own angle at rest, degrees) and ``time`` (s from the strike to rest). Blank lines and
lines starting with ``#`` are skipped (docs/formats/replay.md).
"""

from __future__ import annotations

import csv
import math
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from games.finger_football.measured import NOTHING_MEASURED, Measured
from games.finger_football.practice_codecs import PracticeCodec
from games.finger_football.rules.actions import Flicked
from games.finger_football.sessions import PracticeSession
from sim.errors import FlickError, SimError
from sim.geometry import Pose
from sim.slider.mat import Mat
from sim.slider.table import Flick, SliderTable

from .recording import GameRecorder, new_names

MAX_BYTES = 100_000_000  # a million flicks, with room to spare
REQUIRED = ("x", "y", "speed")
OPTIONAL = {"angle": 0.0, "spin": 0.0, "heading": 0.0}
MEASURED = ("aim_x", "aim_y", "rest_x", "rest_y", "rest_angle", "time")  # meant and observed
COLUMNS = (
    "columns: x, y, speed, and optionally angle, spin, heading, "
    "aim_x, aim_y, rest_x, rest_y, rest_angle, time"
)


class FlickCsvError(SimError, ValueError):
    """A flicks CSV that cannot be imported; the message names the line and the column."""


@dataclass(frozen=True, slots=True)
class MeasuredFlick:
    """One row: the flick as launched, and what was measured of it."""

    start: Pose
    speed: float
    direction: float  # rad
    spin: float
    measured: Measured = NOTHING_MEASURED

    @property
    def aim(self) -> tuple[float, float] | None:
        return self.measured.aim

    @property
    def rest(self) -> tuple[float, float] | None:
        return self.measured.rest

    def flick(self, mat: Mat) -> Flick:
        spec = mat.slider
        return Flick.from_velocity(
            self.speed, self.direction, self.spin, spec.mass, spec.inertia, self.start.angle
        )


def read_rows(path: str | Path, mat: Mat) -> list[MeasuredFlick]:
    """The flicks a CSV describes, checked on ``mat``."""
    source = str(path)
    try:
        info = Path(path).stat()
        if not stat.S_ISREG(info.st_mode):
            raise FlickCsvError(f"{source}: not a regular file")
        if info.st_size > MAX_BYTES:
            raise FlickCsvError(
                f"{source}: {info.st_size} bytes, more than {MAX_BYTES // 1_000_000} MB of flicks"
            )
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise FlickCsvError(f"{source}: cannot read it ({exc})") from None
    kept = [
        (n, line)
        for n, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.lstrip().startswith("#")
    ]
    reader = csv.DictReader(line for _, line in kept)
    try:
        return _rows(reader, kept, mat, source)
    except csv.Error as exc:  # a field longer than any number, a quote never closed
        line = kept[min(reader.line_num, len(kept) - 1)][0]
        raise FlickCsvError(f"{source}: line {line}: not CSV a flick has ({exc})") from None


def _rows(
    reader: csv.DictReader[str], kept: list[tuple[int, str]], mat: Mat, source: str
) -> list[MeasuredFlick]:
    names = [n.strip().lower() for n in reader.fieldnames or []]
    missing = [n for n in REQUIRED if n not in names]
    unknown = [n for n in names if n not in REQUIRED and n not in OPTIONAL and n not in MEASURED]
    if missing or unknown:
        problem = f"lacks {', '.join(missing)}" if missing else f"has unknown {', '.join(unknown)}"
        raise FlickCsvError(f"{source}: the header row {problem} ({COLUMNS})")
    for a, b in (("aim_x", "aim_y"), ("rest_x", "rest_y")):
        if (a in names) != (b in names):
            raise FlickCsvError(f"{source}: the header row has {a if a in names else b} without its pair")
    if "rest_angle" in names and "rest_x" not in names:
        raise FlickCsvError(f"{source}: the header row has rest_angle without rest_x and rest_y")
    reader.fieldnames = names
    table = SliderTable(mat)
    rows = []
    for k, row in zip((n for n, _ in kept[1:]), reader, strict=False):
        values = {
            name: _number(row.get(name), name, k, source, OPTIONAL.get(name))
            for name in (*REQUIRED, *OPTIONAL)
        }
        if not _on_mat(mat, values["x"], values["y"]):
            raise FlickCsvError(
                f"{source}: line {k}: the start ({values['x']}, {values['y']}) m is off the mat"
            )
        start = Pose(values["x"], values["y"], math.radians(values["heading"]))
        points = {}
        for a, b in (("aim_x", "aim_y"), ("rest_x", "rest_y")):
            if a in names:
                points[a[:-2]] = (
                    _number(row.get(a), a, k, source, None),
                    _number(row.get(b), b, k, source, None),
                )
        rest_angle = (
            _number(row.get("rest_angle"), "rest_angle", k, source, None) if "rest_angle" in names else None
        )
        time = _number(row.get("time"), "time", k, source, None) if "time" in names else None
        if time is not None and time < 0.0:
            raise FlickCsvError(f"{source}: line {k}, column time: must not be negative, got {time:g}")
        seen = Measured(
            points.get("aim"),
            points.get("rest"),
            None if rest_angle is None else math.radians(rest_angle),
            time,
        )
        measured = MeasuredFlick(start, values["speed"], math.radians(values["angle"]), values["spin"], seen)
        try:  # the launch as the table checks it: a spin no strike on the slider makes is refused
            table.launch(start, measured.flick(mat))
        except FlickError as exc:
            spun = f" (spin {values['spin']:g} rad/s at {values['speed']:g} m/s)" if values["spin"] else ""
            raise FlickCsvError(f"{source}: line {k}: {exc}{spun}") from None
        rows.append(measured)
    if not rows:
        raise FlickCsvError(f"{source}: no flicks in it")
    return rows


def _on_mat(mat: Mat, x: float, y: float) -> bool:
    x0, y0, x1, y1 = mat.field.surface
    return x0 <= x <= x1 and y0 <= y <= y1


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


def import_flicks(csv_path: str | Path, mat: Mat, out: Path | None = None) -> tuple[Path, int]:
    """Simulate the CSV's flicks on ``mat`` and record them as a practice session in ``out``
    (never overwritten; default a new file in the replays folder). Returns the file and the
    number of flicks. The recording is written under a hidden name and linked into place only
    once whole: a full disk or an interruption leaves no partial recording and no empty ``out``."""
    flicks = read_rows(csv_path, mat)
    names = iter([out]) if out is not None else new_names(PracticeCodec.name)
    for final in names:
        if final.exists():
            if out is not None:
                raise FileExistsError(f"{final} exists: a recording is never overwritten")
            continue
        # Hidden, and this process's own: imports started in the same second (eight at once
        # picked one name) never remove each other's work; the loser takes the next name.
        partial = final.with_name(f".{final.name}.{os.getpid()}.partial")
        partial.unlink(missing_ok=True)  # an earlier import's, interrupted
        try:
            _record_flicks(flicks, mat, partial, Path(csv_path).name)
            try:
                os.link(partial, final)  # fails rather than overwrite a file made meanwhile
            except FileExistsError:
                if out is not None:
                    raise
                continue
        finally:
            partial.unlink(missing_ok=True)
        return final, len(flicks)
    raise AssertionError("unreachable: new_names raises when no name is free")


def _record_flicks(flicks: list[MeasuredFlick], mat: Mat, path: Path, source: str) -> None:
    session = PracticeSession(mat)
    recorder = GameRecorder.start(
        PracticeCodec.name, session, {"player": f"imported from {source}"}, path, sync=False
    )
    table = SliderTable(mat)
    for row in flicks:
        outcome = table.flick(row.start, row.flick(mat))
        session.flicked(outcome)
        recorder.record(Flicked(outcome), measured=row.measured)
    recorder.abandon()  # a practice session has no end line: it is never resumed
