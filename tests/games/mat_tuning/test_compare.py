"""``tabletop mat compare``: two mats studied on the same hands, every figure's difference with its
standard error: a mat against itself changes nothing, and a circle made smaller is found, with
the shots it changed most first."""

import json
from pathlib import Path

import pytest

from games.mat_tuning.compare import compare, table
from games.mat_tuning.hand import hand
from games.mat_tuning.report import make_report
from games.mat_tuning.tune import Parameter, apply
from sim.slider import mat as mats
from tools.cli import main

MAT = mats.default()
SMALLER = apply(MAT, (Parameter("run_radius", ("H2M1",), 2.0, 5.0),), [3.0])  # and its mirror image


def test_a_mat_against_itself_changes_nothing() -> None:
    report = make_report(MAT, hand("club"), flicks=500, games=0)
    same = compare(report, report)
    assert same.shots and all(d.change == 0.0 for d in same.shots)
    assert "0 of" in table(same).splitlines()[-1]


def test_a_smaller_circle_is_found_first_and_harder() -> None:
    before = make_report(MAT, hand("club"), flicks=2000, games=0)
    after = make_report(SMALLER, hand("club"), flicks=2000, games=0)
    found = compare(before, after)
    top = max((d for d in found.shots if d.se > 0), key=lambda d: abs(d.z))
    assert top.outcome == "success" and top.key.endswith(("H2M1", "V2M2")) and top.z < -3
    untouched = [d for d in found.shots if d.key.endswith("touchdown")]
    assert untouched and all(d.change == 0.0 for d in untouched), "nothing near the endzones moved"
    lines = table(found).splitlines()
    assert any(line.startswith("touchdown from own 10") for line in lines)


def test_the_command_prints_the_table_writes_the_json_and_draws_the_map(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    smaller = tmp_path / "smaller.toml"
    mats.save(SMALLER, smaller)
    default = Path(__file__).parents[3] / "sim" / "data" / "default_mat.toml"
    argv = ["mat", "compare", str(default), str(smaller), "--flicks", "300", "--games", "0", "--jobs", "1"]
    assert main([*argv, "--out", str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A: Default mat   B: Default mat (tuned)") and "largest changes" in out
    data = json.loads((tmp_path / "out" / "comparison.json").read_text())
    assert data["format"] == "tabletop-sim/mat-comparison" and data["shots"]
    assert (tmp_path / "out" / "difference_run_success.png").stat().st_size > 0
