"""Synthetic truth: flicks of a known rim-loaded slider of its own outline, slid by the reference
(the friction integrated over the footprint at every step, not the fast tables), measured with a
camera's noise, imported, and fitted: the fit finds mu and the rim, and the disk explains them
worse; the residuals on the fitted mat are the camera's noise."""

from __future__ import annotations

import math
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from games.mat_tuning.fit import observed
from games.mat_tuning.footprint_fit import FootprintFitError, fit_models, fitted_mat
from games.replays.imports import import_flicks
from games.replays.residuals import NothingMeasured, against_measured
from sim.slider import mat as mats
from sim.slider.footprint import Footprint, Pressure
from sim.slider.footprint_slide import Rest, reference_rest
from sim.slider.mat import FrictionKind
from sim.slider.outline import Outline

LENGTH, WIDTH, TRUE_MU, TRUE_RIM = 0.028, 0.020, 0.31, 0.3  # rim: of the half-width
MAT = replace(mats.default(), slider=replace(mats.default().slider, length=LENGTH, width=WIDTH))
POSITION_NOISE, ANGLE_NOISE = 0.5e-3, 0.02
TRUTH = Footprint(
    Outline.lens(LENGTH, WIDTH), Pressure.rim(TRUE_RIM * WIDTH / 2), Footprint(Outline.lens(LENGTH, WIDTH)).k
)


def _slide(launch: tuple[float, float, float, float]) -> Rest:
    speed, direction, spin, angle = launch
    return reference_rest(
        TRUTH, TRUE_MU, speed, direction, spin, angle, rtol=1e-7
    )  # um: far below the camera


def filmed_csv(path: Path, n: int, seed: int) -> Path:
    """What a camera films of ``n`` flicks of the true slider (m, degrees)."""
    rng = np.random.default_rng(seed)
    launches = [
        (
            rng.uniform(0.5, 1.8),
            rng.uniform(-0.3, 0.3),
            rng.uniform(-60.0, 60.0),
            rng.uniform(-math.pi, math.pi),
        )
        for _ in range(n)
    ]
    with ProcessPoolExecutor(max_workers=2) as pool:
        rests = list(pool.map(_slide, launches))
    rows = ["x,y,speed,angle,spin,heading,rest_x,rest_y,rest_angle"]
    x0, y0 = 0.2, 0.0
    for (speed, direction, spin, angle), r in zip(launches, rests, strict=True):
        rx, ry = x0 + r.dx + rng.normal(0, POSITION_NOISE), y0 + r.dy + rng.normal(0, POSITION_NOISE)
        turned = angle + r.turn + rng.normal(0, ANGLE_NOISE)
        rows.append(
            f"{x0},{y0},{speed!r},{math.degrees(direction)!r},{spin!r},{math.degrees(angle)!r},"
            f"{rx!r},{ry!r},{math.degrees(turned)!r}"
        )
    path.write_text("\n".join(rows) + "\n")
    return path


@pytest.mark.slow
def test_the_fit_recovers_a_rim_loaded_slider_that_the_disk_explains_worse(tmp_path: Path) -> None:
    recording, _ = import_flicks(
        filmed_csv(tmp_path / "filmed.csv", 60, seed=5), MAT, tmp_path / "filmed.jsonl"
    )
    fits = {f.model: f for f in fit_models(observed([recording], MAT), MAT, workers=2)}
    rim, disk = fits["rim"], fits["disk"]
    assert rim.mu.value == pytest.approx(TRUE_MU, rel=0.01)
    assert rim.rim is not None and rim.rim.low <= TRUE_RIM <= rim.rim.high
    assert rim.aic == min(f.aic for f in fits.values())
    assert disk.rms_mm > 3 * rim.rms_mm
    assert rim.rms_mm == pytest.approx(math.sqrt(2) * POSITION_NOISE * 1e3, rel=0.3)  # the camera's noise
    # On the fitted mat, the recording's residuals are the camera's noise; on the disk's, not.
    fitted = fitted_mat(MAT, rim)
    assert fitted.slider.friction == FrictionKind.FOOTPRINT
    on_fitted = against_measured(recording, fitted).summary()
    on_disk = against_measured(recording).summary()
    assert on_fitted["rms_mm"] < 1.5 * math.sqrt(2) * POSITION_NOISE * 1e3 < on_disk["rms_mm"]


def test_a_recording_without_measured_rests_says_what_to_import(tmp_path: Path) -> None:
    csv = tmp_path / "plain.csv"
    csv.write_text("x,y,speed\n0.3,0,1\n0.3,0,1.2\n")
    recording, _ = import_flicks(csv, MAT, tmp_path / "plain.jsonl")
    with pytest.raises(
        NothingMeasured, match="none of its 2 flicks has a measured rest: import a CSV with rest_x"
    ):
        against_measured(recording)
    with pytest.raises(FootprintFitError, match="0 of 2 flicks have a measured rest"):
        fit_models(observed([recording], MAT), MAT)


def _tabletop(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tools.cli", *map(str, args)], capture_output=True, text=True, check=False
    )


def test_replay_against_measured_prints_the_residuals_and_draws_them(tmp_path: Path) -> None:
    rows = ["x,y,speed,spin,rest_x,rest_y"] + [
        f"0.2,0,{v},{s},{0.2 + 0.2 * v * v},0.001" for v, s in ((1.0, 0), (1.2, 5))
    ]
    (tmp_path / "few.csv").write_text("\n".join(rows) + "\n")
    recording, _ = import_flicks(tmp_path / "few.csv", mats.default(), tmp_path / "few.jsonl")
    done = _tabletop("replay", recording, "--against", "measured", "--plot", tmp_path / "res.png")
    assert done.returncode == 0, done.stderr
    assert "2 of 2 flicks have a measured rest; slid with the disk friction model" in done.stdout
    assert (tmp_path / "res.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    refused = _tabletop("replay", recording, "--plot", tmp_path / "other.png")
    assert refused.returncode != 0 and "--plot draws the residuals of --against measured" in refused.stderr
    refused = _tabletop("mat", "fit", recording, "--mat-out", tmp_path / "m.toml")
    assert (
        refused.returncode != 0
        and "--mat-out writes the fitted friction model: add --footprint" in refused.stderr
    )
