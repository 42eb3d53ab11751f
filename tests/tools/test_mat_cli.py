"""``tabletop mat report / fit / tune / export`` from the command line."""

import json
from pathlib import Path

import pytest

from tools.cli import main

DEFAULT = str(Path(__file__).parents[2] / "sim" / "data" / "default_mat.toml")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.slow
def test_report_writes_json_and_pictures(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "report"
    code, text, _ = run(
        capsys, "mat", "report", DEFAULT, "--flicks", "2000", "--games", "2", "--jobs", "2", "--out", str(out)
    )
    assert code == 0 and "two-point try (own 30)" in text and "batch model" in text
    data = json.loads((out / "report.json").read_text())
    assert data["flicks_per_shot"] == 2000 and data["model"] == "batch" and data["games"]["games"] == 2
    for name in (
        "run_success.png",
        "pass_success.png",
        "run_flag.png",
        "run_fumble.png",
        "touchdown_success.png",
        "mat_success.png",
        "scores.png",
    ):
        assert (out / name).read_bytes().startswith(b"\x89PNG")


@pytest.mark.slow
def test_report_json_is_the_same_on_one_and_two_workers(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("mat", "report", DEFAULT, "--flicks", "1000", "--games", "1", "--json")
    _, one, _ = run(capsys, *args, "--jobs", "1")
    _, two, _ = run(capsys, *args, "--jobs", "2")
    assert json.loads(one) == json.loads(two)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--flicks", "0"), "--flicks: must be from 1 to 10,000,000, got 0"),
        (("--jobs", "0"), "--jobs: must be from 1 to 1,024, got 0"),
        (("--skill", "godlike"), "neither a skill (novice, club, expert) nor a hand file"),
        (("--skill", "missing.toml"), "missing.toml: no such file"),
    ],
)
def test_report_refuses_bad_options(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    try:
        code, out, err = run(capsys, "mat", "report", DEFAULT, *argv)
    except SystemExit as exc:  # a value refused as the arguments are read: usage and one line
        code, captured = int(exc.code or 0), capsys.readouterr()
        out, err = captured.out, captured.err.splitlines()[-1] + "\n"
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_fit_writes_a_hand_the_report_takes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    csv = tmp_path / "flicks.csv"
    csv.write_text(
        "x,y,speed,angle,spin,aim_x,aim_y,rest_x,rest_y\n"
        "0.2,0,1.5,2,3,0.6,0,0.62,0.02\n0.2,0,1.4,-3,-5,0.6,0,0.55,-0.03\n"
        "0.3,0.1,1.3,-8,0,0.7,0,0.66,0.03\n0.3,-0.1,1.2,9,8,0.6,0,0.58,-0.02\n"
    )
    hand = tmp_path / "me.toml"
    code, text, _ = run(capsys, "mat", "fit", str(csv), "--name", "me", "--out", str(hand))
    assert code == 0 and "4 flicks, 4 with an aim, 4 with an observed rest" in text and "mu" in text
    code, text, _ = run(
        capsys, "mat", "report", DEFAULT, "--skill", str(hand), "--flicks", "500", "--games", "0"
    )
    assert code == 0 and "me hand" in text


def test_tune_writes_the_tuned_mat_and_never_overwrites(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    targets = tmp_path / "targets.toml"
    targets.write_text(
        'format = "tabletop-sim/mat-targets"\nflicks = 3000\n'
        '[[parameter]]\nname = "run_radius"\nfeatures = ["V3M"]\nmin = 2.0\nmax = 6.0\n'
        '[[target]]\nmeasure = "run"\nfrom = [60]\nfeatures = ["V3M"]\nlow = 0.4\nhigh = 0.5\n'
    )
    out = tmp_path / "tuned.toml"
    code, text, err = run(capsys, "mat", "tune", DEFAULT, "--targets", str(targets), "--out", str(out))
    assert code == 0 and "run at V3M from own 60" in text and f"wrote {out}" in err
    code, _, err = run(capsys, "mat", "validate", str(out))
    assert code == 0
    code, _, err = run(capsys, "mat", "tune", DEFAULT, "--targets", str(targets), "--out", str(out))
    assert code == 2 and "exists" in err


def test_a_bad_targets_file_is_one_line_naming_the_key(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    targets = tmp_path / "targets.toml"
    targets.write_text(
        'format = "tabletop-sim/mat-targets"\n'
        '[[parameter]]\nname = "run_radius"\nfeatures = ["V3M"]\nmin = 2.0\nmax = 6.0\n'
        '[[target]]\nmeasure = "points"\nteam = "away"\nlow = 20\nhigh = 35\n'
    )
    code, out, err = run(
        capsys, "mat", "tune", DEFAULT, "--targets", str(targets), "--out", str(tmp_path / "t.toml")
    )
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "targets.toml: target[0].team: 'away': one of home, visitors, both" in err


def test_export_prints_at_true_scale(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, text, _ = run(capsys, "mat", "export", DEFAULT, "--out", str(tmp_path / "mat.svg"))
    assert code == 0 and "1260.0 x 593.3 mm at true scale" in text and (tmp_path / "mat.svg").exists()
    code, _, err = run(capsys, "mat", "export", DEFAULT, "--out", str(tmp_path / "mat.pdf"), "--paper", "a4")
    assert code == 2 and "does not fit on A4: use --paper tiled-a4" in err


def test_bad_mat_and_hand_files_are_one_line_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "mat", "report", str(tmp_path / "nowhere.toml"))
    assert code == 2 and "nowhere.toml" in err and "no such file" in err
    broken = tmp_path / "broken.toml"
    broken.write_text(Path(DEFAULT).read_text().replace("mu = 0.3", "mu = -1", 1))
    code, _, err = run(capsys, "mat", "report", str(broken), "--flicks", "10", "--games", "0")
    assert code == 2 and "broken.toml" in err and "mu" in err
    hand = tmp_path / "hand.toml"
    hand.write_text('format = "tabletop-sim/hand"\nname = "x"\nspeed_sd = 0.1\nangle_sd_deg = 2\n')
    code, _, err = run(
        capsys, "mat", "report", DEFAULT, "--skill", str(hand), "--flicks", "10", "--games", "0"
    )
    assert code == 2 and "hand.toml" in err and "spin_sd: missing" in err and err.count("\n") == 1
