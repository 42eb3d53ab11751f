"""A designer's targets: points from bot games for each team, the balance between the two teams'
attacks, and why a target the tuner could not reach is out of reach."""

from pathlib import Path

from games.mat_tuning.dependencies import moved, reach
from games.mat_tuning.drives import play
from games.mat_tuning.measures import measure, met
from games.mat_tuning.targets import Goal, load_targets
from games.mat_tuning.tune import tune, uneven
from sim.slider import mat as mats

MAT = mats.default()
TOUCHDOWN = """
[[target]]
measure = "touchdown"
from = [70]
low = 0.0
high = 0.25
"""


def write(tmp_path: Path, body: str, parameter: str = "run_radius", features: str = '["H3M"]') -> Path:
    path = tmp_path / "targets.toml"
    path.write_text(
        'format = "tabletop-sim/mat-targets"\nflicks = 20000\ngames = 2\ngenerations = 1\n'
        f'[[parameter]]\nname = "{parameter}"\nfeatures = {features}\nmin = 2.5\nmax = 3.5\n{body}'
    )
    return path


def test_a_points_target_reads_both_teams_and_is_met_within_its_standard_error(tmp_path: Path) -> None:
    targets = load_targets(write(tmp_path, '[[target]]\nmeasure = "points"\nlow = 0\nhigh = 200\n'), MAT)
    home, visitors = targets.goals  # no team named: each team separately
    assert (home.team, visitors.team) == ("home", "visitors")
    measured = measure(MAT, targets)
    games = [play(MAT, targets.hand, seed) for seed in (0, 1)]  # the same seeds for every candidate
    # The home team starts the game defending the home endzone; its points are its final score.
    home_points = [g.score[g.home] for g in games]
    visitor_points = [g.score[1 - g.home] for g in games]
    assert measured.values[home.label()] == sum(home_points) / 2
    assert measured.values[visitors.label()] == sum(visitor_points) / 2
    assert measured.games == 2 and measured.se[home.label()] > 0
    value, se = measured.values[home.label()], measured.se[home.label()]
    assert met(Goal("points", "home", None, None, 0.0, 200.0), measured)
    assert met(Goal("points", "home", None, None, value + 0.9 * se, 200.0), measured)  # within 1 se
    assert not met(Goal("points", "home", None, None, value + 1.1 * se, 200.0), measured)


def test_balance_warns_above_the_set_difference_and_not_below(tmp_path: Path) -> None:
    path = write(tmp_path, '[[target]]\nmeasure = "balance"\nof = "touchdown"\nfrom = [70]\nwarn = 0.02\n')
    targets = load_targets(path, MAT)
    assert uneven(targets.goals, measure(MAT, targets)) == []  # the default mat: the same from both ends
    # A flag in the middle of the visitors' endzone, without its image at the other end.
    lopsided = mats.loads(MAT.to_toml().replace("x = 96.0, y = 6.0", "x = 105.0, y = 0.0"), "lopsided")
    measured = measure(lopsided, targets)
    (warning,) = uneven(targets.goals, measured)
    home, visitors = measured.teams["balance of touchdown from own 70 (home - visitors)"]
    assert home < visitors - 0.02  # the home team attacks the flagged endzone
    assert warning.startswith("warning: uneven: balance of touchdown from own 70 (home - visitors): home ")
    assert warning.endswith("more than 2.0%")


def test_an_unmet_target_names_the_features_it_depends_on_and_the_parameter_to_add(tmp_path: Path) -> None:
    targets = load_targets(write(tmp_path, TOUCHDOWN), MAT)  # the Zone 3 circles cannot move it
    result = tune(MAT, targets)
    assert not result.reached
    (line,) = result.unmet
    assert line.startswith("touchdown from own 70 (home): came to ") and "wanted 0-25%" in line
    depends, missing = result.why["touchdown from own 70 (home)"]
    # From geometry: the flicks rest in and around the visitors' endzone, short of the two flags
    # before its goal line; the Zone 3 circles are no targets of theirs.
    assert depends == "it depends on the visitors' endzone and the sidelines, which no parameter moves"
    assert missing.startswith("no tuned parameter moves a feature that `touchdown from own 70 (home)`")
    assert "add one of flag_radius, shift_x or shift_y of flag-5, flag-6: none lies within reach" in missing


def test_a_parameter_moves_a_feature_only_where_the_flicks_can_reach_it(tmp_path: Path) -> None:
    path = write(tmp_path, TOUCHDOWN, "shift_x", '["flag-6"]')
    targets = load_targets(path, MAT)
    where = reach(MAT, targets, targets.goals[0])
    assert where.run_goals == () and where.pass_goals == () and where.flags == ()  # out of reach now...
    assert moved(targets.parameters[0], MAT, targets, where) == ("flag-6",)  # ...not 3 yd further in
    far = load_targets(write(tmp_path, TOUCHDOWN, "shift_x", '["flag-1"]'), MAT)  # flag-1: the home 30
    assert moved(far.parameters[0], MAT, far, reach(MAT, far, far.goals[0])) == ()
