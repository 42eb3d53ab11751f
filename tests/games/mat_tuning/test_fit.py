"""Fitting a hand: known friction and spreads come back from synthetic recorded flicks."""

import json
import math
from pathlib import Path

import numpy as np
import pytest

from games.core.replay_format import seal
from games.mat_tuning.fit import FitError, fit, observed
from games.mat_tuning.hand import hand, load
from games.replays import record_game
from sim.geometry import Pose
from sim.inverse import flick_to
from sim.slider import mat as mats
from sim.slider.friction import FrictionModel

MAT = mats.default()
TRUE_MU, SPEED_SD, ANGLE_SD, SPIN_SD = 0.31, 0.07, math.radians(2.5), 12.0


def synthetic_csv(path: Path, n: int, seed: int) -> Path:
    """Flicks meant for points across the field, made with known spreads on a table of known
    friction: the CSV a video analysis would give."""
    rng = np.random.default_rng(seed)
    true = FrictionModel(TRUE_MU, MAT.slider.friction_radius)
    rows = ["x,y,speed,angle,spin,aim_x,aim_y,rest_x,rest_y"]
    for _ in range(n):
        start = Pose(float(rng.uniform(0.05, 0.4)), float(rng.uniform(-0.15, 0.15)))
        aim = (float(rng.uniform(0.5, 0.95)), float(rng.uniform(-0.2, 0.2)))
        speed, direction = flick_to(true, start, aim)
        z = rng.standard_normal(3)
        speed *= 1 + SPEED_SD * float(z[0])
        direction += ANGLE_SD * float(z[1])
        spin = SPIN_SD * float(z[2])
        d = true.slide(speed, spin).distance
        rest = (start.x + d * math.cos(direction), start.y + d * math.sin(direction))
        rows.append(
            f"{start.x!r},{start.y!r},{speed!r},{math.degrees(direction)!r},{spin!r},"
            f"{aim[0]!r},{aim[1]!r},{rest[0]!r},{rest[1]!r}"
        )
    path.write_text("\n".join(rows) + "\n")
    return path


def test_the_fit_recovers_a_known_friction_and_known_spreads(tmp_path: Path) -> None:
    n = 2000
    result = fit(observed([synthetic_csv(tmp_path / "video.csv", n, 5)], MAT), MAT, "alice")
    h = result.hand
    assert result.flicks == result.aimed == result.rested == n
    assert h.mu == pytest.approx(TRUE_MU, rel=1e-9)  # the model is exactly 1/mu: no noise in it
    for fitted, true in ((h.speed_sd, SPEED_SD), (h.angle_sd, ANGLE_SD), (h.spin_sd, SPIN_SD)):
        assert abs(fitted - true) < 4 * true / math.sqrt(2 * n)  # the sampling error of an SD
    assert abs(result.speed_bias) < 4 * SPEED_SD / math.sqrt(n)


def test_the_hand_file_goes_back_into_a_study(tmp_path: Path) -> None:
    result = fit(observed([synthetic_csv(tmp_path / "video.csv", 50, 1)], MAT), MAT, "bob")
    result.hand.save(tmp_path / "bob.toml")
    again = load(tmp_path / "bob.toml")
    assert again.name == "bob" and again.mu == pytest.approx(result.hand.mu)
    assert again.angle_sd == pytest.approx(result.hand.angle_sd)
    assert hand(str(tmp_path / "bob.toml")) == again


@pytest.mark.slow
def test_a_game_replay_fits_from_its_scrimmage_flicks(tmp_path: Path) -> None:
    path = record_game("finger-football", 2, tmp_path / "game.jsonl", ("club", "club"))
    result = fit(observed([path], MAT), MAT)
    club = hand("club")
    assert result.aimed > 30 and result.rested == 0 and result.hand.mu is None
    # The club bots aim at the targets the fit assumes: their own spreads come back.
    assert result.hand.angle_sd == pytest.approx(club.angle_sd, rel=0.35)
    assert result.hand.speed_sd == pytest.approx(club.speed_sd, rel=0.35)


def test_too_few_aims_say_what_is_missing(tmp_path: Path) -> None:
    csv = tmp_path / "no-aims.csv"
    csv.write_text("x,y,speed\n0.3,0,1\n0.3,0,1.2\n0.3,0,0.9\n")
    with pytest.raises(FitError, match=r"0 of 3 flicks say where they were meant to stop"):
        fit(observed([csv], MAT), MAT)


def test_a_practice_recording_without_aims_says_why_it_cannot_be_fitted_and_what_can(tmp_path: Path) -> None:
    from games.replays.imports import import_flicks

    csv = tmp_path / "flicks.csv"
    csv.write_text("x,y,speed\n0.3,0,1\n0.3,0,1.2\n0.3,0,0.9\n")
    practice, _ = import_flicks(csv, MAT, tmp_path / "practice.jsonl")  # a practice session's recording
    with pytest.raises(FitError, match=r"0 of 3 flicks .* a practice recording says it for each flick"):
        fit(observed([practice], MAT), MAT)


def test_a_practice_recording_keeps_each_flicks_aim_and_rest_and_fits_as_its_csv_does(tmp_path: Path) -> None:
    from games.replays.imports import import_flicks

    csv = synthetic_csv(tmp_path / "measured.csv", 40, seed=3)
    practice, _ = import_flicks(csv, MAT, tmp_path / "practice.jsonl")
    # The recording keeps the measured rests beside the launches (as an impulse: the same to
    # rounding), so the friction and the spreads come out as the CSV's.
    from_csv, from_practice = fit(observed([csv], MAT), MAT), fit(observed([practice], MAT), MAT)
    assert from_practice.rested == from_csv.rested == 40
    assert from_practice.hand.mu == pytest.approx(from_csv.hand.mu, rel=1e-9)
    assert from_practice.aimed == from_csv.aimed == 40
    assert from_practice.hand.speed_sd == pytest.approx(from_csv.hand.speed_sd, rel=1e-9)
    assert from_practice.hand.angle_sd == pytest.approx(from_csv.hand.angle_sd, rel=1e-9)


def test_a_practice_flicks_aim_that_is_not_two_numbers_is_refused_with_its_line(tmp_path: Path) -> None:
    from games.replays.imports import import_flicks

    csv = synthetic_csv(tmp_path / "measured.csv", 3, seed=4)
    practice, _ = import_flicks(csv, MAT, tmp_path / "practice.jsonl")
    lines = practice.read_text().splitlines()
    record = json.loads(lines[2])
    record["action"]["aim"] = ["far", 0.1]
    lines[2] = seal(record)  # a well-formed line: only its aim is wrong
    practice.write_text("\n".join(lines) + "\n")
    with pytest.raises(FitError, match=r"line 3: the flick's aim must be two finite numbers"):
        observed([practice], MAT)
