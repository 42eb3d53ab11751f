"""Overlaps on a mat: two run circles that share ground, a flag or fumble football on a pass circle
or over another, any feature across a sideline or a goal line are errors of ``mat validate``
naming both; a flag or fumble football over a run circle's edge, or under a spot where the rules
put the slider, a warning; ``mat tune`` never proposes one; and a recording made on a mat with an
overlap still replays (the check is not the loader's)."""

import math
import re
from pathlib import Path

import pytest
import tomli_w

from games.mat_tuning.tune import load_targets, tune
from sim.slider import mat as mats
from sim.slider.overlaps import new_overlaps, overlaps
from tools.cli import main

DEFAULT = Path(__file__).parents[3] / "sim" / "data" / "default_mat.toml"


def edited(tmp_path: Path, change: dict[str, dict[str, float]], name: str = "mine.toml") -> Path:
    """The default mat with some features' fields changed, by id, written to a file."""
    import tomllib

    data = tomllib.loads(mats.default().to_toml())
    for table in ("run_circles", "flags", "fumbles"):
        for row in data.get(table, []):
            row.update(change.get(row["id"], {}))
    path = tmp_path / name
    path.write_text(tomli_w.dumps(data))
    return path


def validate(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str, str]:
    code = main(["mat", "validate", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_default_mat_has_no_overlap_and_circles_that_touch_do_not_overlap() -> None:
    mat = mats.default()
    assert overlaps(mat) == ()
    h1l, v1l = (next(c for c in mat.run_circles if c.id == i) for i in ("H1L", "V1L"))
    assert math.hypot(h1l.x - v1l.x, h1l.y - v1l.y) == pytest.approx(h1l.radius + v1l.radius)  # touching


def test_two_overlapping_run_circles_are_an_error_naming_both(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = edited(tmp_path, {"H1L": {"x": 47.0, "pass_x": 47.0}})  # 1 yd into V1L
    code, out, err = validate(capsys, path)
    assert code == 2
    assert (
        f"tabletop mat validate: error: {path}: run circle H1L and run circle V1L overlap by 1.0 yd: "
        "a slider could rest on both (move them apart or make one smaller)"
    ) in err
    assert out == f"{path}: not valid: 1 error (each above)\n"


def test_a_pass_circle_inside_its_own_run_circle_is_the_design() -> None:
    assert all("pass circle" not in o.words() for o in overlaps(mats.default()))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (
            {"flag-1": {"y": 2.0}},
            "flag flag-1 lies over the edge of run circle H2M1: a slider there touches both",
        ),
        (
            {"fumble-3": {"x": 45.0, "y": 4.5}},
            "fumble football fumble-3 lies over the edge of run circle H1M: a slider there touches both",
        ),
        (
            {"flag-2": {"x": 20.0, "y": 0.5, "radius": 0.8}},
            "flag flag-2 lies under the home 20 (a touchback): a play from there starts on it",
        ),
    ],
)
def test_a_flag_or_fumble_over_a_circles_edge_or_a_start_is_a_warning(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, change: dict[str, dict[str, float]], words: str
) -> None:
    path = edited(tmp_path, change)
    code, out, err = validate(capsys, path)
    assert code == 0 and out.startswith(f"{path}: valid (") and "warnings)" in out
    assert f"tabletop mat validate: warning: {path}: {words}" in err


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (
            {"flag-4": {"x": 55.5, "y": 21.0, "radius": 1.0}},
            "flag flag-4 lies on the pass circle of V1L by 1.0 yd: a completed pass would rest on it",
        ),
        (
            {"flag-2": {"x": 30.0, "y": 1.0}},
            "flag flag-1 and flag flag-2 overlap by",
        ),
        (
            {"fumble-1": {"x": 30.0, "y": 0.0}},
            "flag flag-1 and fumble football fumble-1 overlap by",
        ),
        (
            {"flag-2": {"y": 26.0}},
            "flag flag-2 lies across the left sideline by",
        ),
        (
            {"H3M": {"x": 3.0, "pass_x": 3.0}},
            "run circle H3M lies across the home goal line by 1.2 yd: it must lie wholly on one side of it",
        ),
    ],
)
def test_a_feature_on_a_pass_circle_over_another_or_across_a_line_is_an_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, change: dict[str, dict[str, float]], words: str
) -> None:
    path = edited(tmp_path, change)
    code, out, err = validate(capsys, path)
    assert code == 2 and out.startswith(f"{path}: not valid: ")
    assert f"tabletop mat validate: error: {path}: {words}" in err


def test_a_flag_wholly_inside_a_run_circle_or_clear_of_it_is_no_warning(tmp_path: Path) -> None:
    inside = mats.load(edited(tmp_path, {"flag-4": {"x": 57.0, "y": 21.0, "radius": 0.8}}))
    assert overlaps(inside) == ()


def test_tune_never_proposes_an_overlap(tmp_path: Path) -> None:
    """Every radius within these bounds makes H1L and V1L (touching now) overlap: nothing is
    proposed, and the reason is named."""
    targets = tmp_path / "targets.toml"
    targets.write_text(
        'format = "tabletop-sim/mat-targets"\nflicks = 200\nseed = 1\n'
        '[[parameter]]\nname = "run_radius"\nfeatures = ["H1L", "V1L"]\nmin = 4.5\nmax = 6.0\n'
        '[[target]]\nmeasure = "run"\nfeatures = ["V1L"]\nlow = 0.0\nhigh = 1.0\n'
    )
    mat = mats.default()
    result = tune(mat, load_targets(targets, mat), max_generations=2)
    assert not result.reached
    assert any(
        re.search(r"no mat tried within the bounds is clear: run circle H1L and run circle V1L overlap", u)
        for u in result.unmet
    )


def test_tune_refuses_a_mat_that_overlaps_already(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = edited(tmp_path, {"H1L": {"x": 47.0, "pass_x": 47.0}})
    targets = tmp_path / "targets.toml"
    targets.write_text("")
    code = main(["mat", "tune", str(path), "--targets", str(targets)])
    err = capsys.readouterr().err
    assert code == 2 and "run circle H1L and run circle V1L overlap by 1.0 yd" in err
    assert not (tmp_path / "mine-tuned.toml").exists()


def test_new_overlaps_are_only_those_a_change_made(tmp_path: Path) -> None:
    before = mats.load(edited(tmp_path, {"flag-1": {"y": 2.0}}, "a.toml"))
    after = mats.load(edited(tmp_path, {"flag-1": {"y": 2.0}, "H1L": {"x": 47.0, "pass_x": 47.0}}, "b.toml"))
    assert [o.words() for o in new_overlaps(before, before)] == []
    (made,) = new_overlaps(before, after)
    assert made.serious and (made.first.id, made.second.id) == ("H1L", "V1L")


def test_a_recording_on_a_mat_with_an_overlap_still_replays(tmp_path: Path) -> None:
    from games.finger_football.practice_codecs import PracticeCodec
    from games.finger_football.rules.actions import Flicked
    from games.finger_football.sessions import PracticeSession
    from games.replays import GameRecorder, verify
    from games.replays.frames import frames_of
    from sim.geometry import Pose
    from sim.slider.table import Flick, SliderTable

    mat = mats.load(edited(tmp_path, {"H1L": {"x": 47.0, "pass_x": 47.0}}))
    assert overlaps(mat)[0].serious
    session = PracticeSession(mat)
    path = tmp_path / "practice.jsonl"
    recorder = GameRecorder.start(PracticeCodec.name, session, {"player": "human"}, path)
    table = SliderTable(mat)
    for k in range(2):
        flick = Flick.from_velocity(2.0 + 0.2 * k, 0.1 * k, 0.0, mat.slider.mass, mat.slider.inertia, 0.0)
        outcome = table.flick(Pose(0.2, 0.0), flick)
        session.flicked(outcome)
        recorder.record(Flicked(outcome))
    recorder.abandon()
    assert verify(path).identical
    _, frames, error = frames_of(path)
    assert error is None and len(frames) == 3
