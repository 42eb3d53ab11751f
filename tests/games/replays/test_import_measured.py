"""A camera's measurements of real flicks come in with them: every measured column is kept in the
practice recording, the recording verifies, and a line whose measurements are not numbers does
not."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from games.core.replay_format import seal
from games.finger_football.measured import Measured
from games.replays import verify
from games.replays.imports import FlickCsvError, import_flicks, read_rows
from sim.slider import mat as mats

MAT = mats.default()
HEADER = "x,y,speed,angle,spin,heading,aim_x,aim_y,rest_x,rest_y,rest_angle,time\n"


def test_every_measured_column_is_kept_in_the_recording_and_it_verifies(tmp_path: Path) -> None:
    csv = tmp_path / "filmed.csv"
    csv.write_text(
        HEADER + "0.3,0.0,1.1,5,12,90,0.45,0.02,0.4712,0.0187,-31.5,0.328\n0.2,0.1,0.9,0,0,0,,,,,,\n"
    )
    with pytest.raises(FlickCsvError, match="line 3, column aim_x: empty"):
        read_rows(csv, MAT)
    csv.write_text(HEADER + "0.3,0.0,1.1,5,12,90,0.45,0.02,0.4712,0.0187,-31.5,0.328\n")
    (row,) = read_rows(csv, MAT)
    assert row.measured == Measured((0.45, 0.02), (0.4712, 0.0187), math.radians(-31.5), 0.328)
    path, _ = import_flicks(csv, MAT, tmp_path / "filmed.jsonl")
    line = json.loads(path.read_text().splitlines()[1])["action"]
    assert line["aim"] == [0.45, 0.02]
    assert line["measured"] == {"rest": [0.4712, 0.0187], "rest_angle": math.radians(-31.5), "time": 0.328}
    assert verify(path).identical


@pytest.mark.parametrize(
    ("measured", "verifies"),
    [
        ({"rest": [0.1, "x"]}, False),
        ({"rest_angle": 0.3}, False),
        ({"time": -1.0}, False),
        ({"speed": 2}, False),
    ],
)
def test_a_line_whose_measurements_are_not_numbers_does_not_verify(
    tmp_path: Path, measured: dict[str, object], verifies: bool
) -> None:
    csv = tmp_path / "filmed.csv"
    csv.write_text(HEADER + "0.3,0.0,1.1,5,12,90,0.45,0.02,0.4712,0.0187,-31.5,0.328\n")
    path, _ = import_flicks(csv, MAT, tmp_path / "filmed.jsonl")
    lines = path.read_text().splitlines()
    record = json.loads(lines[1])
    record["action"]["measured"] = measured
    lines[1] = seal(record)  # sealed again: only the measured values differ
    path.write_text("\n".join(lines) + "\n")
    assert not verify(path).identical


def test_a_rest_angle_without_a_rest_is_refused_by_its_header(tmp_path: Path) -> None:
    csv = tmp_path / "filmed.csv"
    csv.write_text("x,y,speed,rest_angle\n0.3,0,1,10\n")
    with pytest.raises(FlickCsvError, match="rest_angle without rest_x and rest_y"):
        read_rows(csv, MAT)
