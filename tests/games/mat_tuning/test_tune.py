"""The tuner: it reaches a reachable target, names an unreachable one, and refuses bad targets."""

import re
from pathlib import Path

import pytest

from games.mat_tuning.tune import TargetsError, apply, load_targets, measure, tune
from sim.slider import mat as mats

MAT = mats.default()
PASS_TARGET = 'measure = "pass"\nfrom = [30]\nfeatures = ["H1M"]\nlow = 0.25\nhigh = 0.35'


def targets_file(tmp_path: Path, low: float, high: float, extra: str = "") -> Path:
    path = tmp_path / "targets.toml"
    path.write_text(
        f"""
format = "tabletop-sim/mat-targets"
skill = "club"
flicks = 4000
seed = 1
games = 1
{extra}
[[parameter]]
name = "pass_radius"
features = ["H1M", "V1M"]
min = 0.5
max = 3.0

[[target]]
measure = "pass"
from = [30]
features = ["H1M"]
low = {low}
high = {high}
"""
    )
    return path


def test_a_reachable_target_is_reached_and_the_measure_moves_the_right_way(tmp_path: Path) -> None:
    targets = load_targets(targets_file(tmp_path, 0.45, 0.50), MAT)
    result = tune(MAT, targets)
    (label,) = result.measured_after.values
    assert result.reached and result.unmet == []
    assert 0.45 <= result.measured_after.values[label] <= 0.50
    assert result.after[0] < result.before[0]  # a smaller pass circle is harder to hit
    again = measure(apply(MAT, targets.parameters, result.after), targets)
    assert again.values == result.measured_after.values  # common random numbers: no luck in it
    assert mats.loads(result.mat.to_toml(), "tuned") == result.mat  # a valid mat file


@pytest.mark.slow
def test_an_unreachable_target_is_named_with_how_close_it_came(tmp_path: Path) -> None:
    result = tune(MAT, load_targets(targets_file(tmp_path, 0.05, 0.10), MAT), max_generations=5)
    assert not result.reached
    (line,) = result.unmet
    assert line.startswith("pass at H1M from own 30 (home): came to ") and "wanted 5-10%" in line
    depends, moved, _ = result.why["pass at H1M from own 30 (home)"]
    assert "the pass circles it aims at (H1M)" in depends and moved.endswith("pass_radius of H1M")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (('name = "pass_radius"', 'name = "colour"'), "parameter[0].name: 'colour': one of run_radius"),
        (('features = ["H1M", "V1M"]', 'features = ["H9Z"]'), "parameter[0].features: not on the mat: H9Z"),
        (("max = 3.0", "max = 0.2"), "parameter[0].max: must be above min"),
        (('measure = "pass"', 'measure = "luck"'), "target[0].measure: 'luck': one of run, pass"),
        (("high = 0.35", "high = 1.5"), "target[0].high: need 0 <= low <= high <= 1"),
        (
            ('format = "tabletop-sim/mat-targets"', 'format = "x"'),
            "format: must be 'tabletop-sim/mat-targets'",
        ),
        (('skill = "club"', 'skill = "godlike"'), "skill"),
        (("flicks = 4000", "flicks = 10"), "flicks: at least 100"),
        (
            ('measure = "pass"', 'measure = "pass"\nteam = "away"'),
            "target[0].team: 'away': one of home, visitors",
        ),
        (('features = ["H1M"]', 'features = ["H3M"]'), "target[0].features: no pass shot of the home attack"),
        (('measure = "pass"', 'measure = "points"'), "target[0].from: not for points: it is read from whole"),
        ((PASS_TARGET, 'measure = "balance"\nof = "luck"\nwarn = 0.02'), "target[0].of: 'luck': one of run"),
        ((PASS_TARGET, 'measure = "balance"\nof = "pass"\nwarn = 0'), "target[0].warn: must be above 0"),
        ((PASS_TARGET, 'measure = "balance"\nof = "pass"\nlow = 0'), "target[0].low: unknown key"),
        (
            (PASS_TARGET, 'measure = "points"\nlow = 20\nhigh = 35\n'),
            "games: at least 2 for a standard error",
        ),
    ],
)
def test_bad_targets_files_name_the_key(tmp_path: Path, change: tuple[str, str], message: str) -> None:
    path = targets_file(tmp_path, 0.25, 0.35)
    path.write_text(path.read_text().replace(*change))
    with pytest.raises(TargetsError, match=re.escape(message)):
        load_targets(path, MAT)


def test_a_targets_file_that_is_not_toml(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    path.write_text("format = \n")
    with pytest.raises(TargetsError, match="not valid TOML"):
        load_targets(path, MAT)
