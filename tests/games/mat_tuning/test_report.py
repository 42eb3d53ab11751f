"""The difficulty study: the batch model agrees with the full model on the same flicks, bigger
circles are never harder, and the numbers do not depend on how many workers made them."""

import tomllib

import numpy as np
import pytest
import tomli_w

from games.mat_tuning import sweep
from games.mat_tuning.hand import hand
from games.mat_tuning.report import make_report, table
from games.mat_tuning.shots import study_shots
from games.mat_tuning.tune import Parameter, apply
from sim.slider import mat as mats

MAT = mats.default()
CLUB = hand("club")


def some_shots(keys: tuple[str, ...]) -> list[sweep.Shot]:
    shots = {s.key: s for s in study_shots(MAT)}
    return [shots[k] for k in keys]


@pytest.mark.slow
def test_the_batch_model_agrees_with_the_full_model_on_the_same_flicks() -> None:
    shots = some_shots(("los=30 run H1M", "los=30 pass H1M", "los=50 touchdown", "onside"))
    batch_work = sweep.chunks(MAT, shots, CLUB, 1500, 7, exact=False)
    exact_work = sweep.chunks(MAT, shots, CLUB, 1500, 7, exact=True)
    batch = sweep.totals(batch_work, sweep.run(batch_work))
    exact = sweep.totals(exact_work, sweep.run(exact_work))
    for shot in shots:
        n, b = batch[shot.key]
        _, e = exact[shot.key]
        for k, name in enumerate(sweep.COUNTS):
            p = e[k] / n
            se = max(np.sqrt(p * (1 - p) / n), 1 / n)
            assert abs(b[k] - e[k]) / n <= se, f"{shot.key} {name}: batch {b[k]} exact {e[k]} of {n}"


def grown(circle: str, factor: float) -> mats.Mat:
    data = tomllib.loads(MAT.to_toml())
    for row in data["run_circles"]:
        if row["id"] == circle:
            row["radius"] *= factor
    return mats.loads(tomli_w.dumps(data), "grown")


@pytest.mark.parametrize("seed", range(4))
def test_a_larger_circle_is_never_harder_to_hit(seed: int) -> None:
    (shot,) = some_shots(("los=10 run H2M1",))
    odds = []
    for factor in (0.8, 1.0, 1.25):
        work = sweep.chunks(grown("H2M1", factor), [shot], CLUB, 4000, seed, exact=False)
        (counts,) = sweep.run(work)
        odds.append(int(counts[0]))
    assert odds == sorted(odds) and odds[0] < odds[-1]


def counts_with(jobs: int, dask: str | None = None) -> list[list[int]]:
    shots = some_shots(("los=20 run H1M", "los=40 pass V2M1", "los=70 touchdown", "two-point"))
    work = sweep.chunks(MAT, shots, CLUB, 40_000, 3, exact=False)  # three chunks a shot
    return [c.tolist() for c in sweep.run(work, jobs, dask)]


@pytest.mark.slow
def test_same_seed_same_numbers_on_1_2_and_4_workers() -> None:
    one = counts_with(1)
    assert counts_with(2) == one
    assert counts_with(4) == one
    assert counts_with(1) != [c for c in reversed(one)]  # the chunks are not all alike


@pytest.mark.slow
def test_same_numbers_on_a_dask_cluster_of_worker_processes() -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        assert counts_with(1, cluster.scheduler_address) == counts_with(1)


def test_a_report_with_its_games_and_standard_errors() -> None:
    report = make_report(MAT, CLUB, flicks=3000, seed=1, games=2, grid=(30.0, 80.0))
    data = report.to_json()
    assert data["model"] == "batch" and data["games"]["games"] == 2
    keys = {s["key"] for s in data["shots"]}
    assert {"los=30 run H1M", "los=80 touchdown", "two-point", "onside"} <= keys
    for s in data["shots"]:
        for name, p in s["p"].items():
            assert 0.0 <= p <= 1.0
            assert s["se"][name] == pytest.approx(np.sqrt(p * (1 - p) / 3000))
        assert s["p"]["success"] <= s["p"]["goal"]
    g = data["games"]
    assert g["drives"] > 10 and g["points_per_drive"] > 0 and len(g["scores"]) == 2
    assert sum(g["scores"][0]) + sum(g["scores"][1]) == pytest.approx(g["points_per_drive"] * g["drives"])


def test_both_teams_attacks_are_studied_and_an_uneven_mat_is_warned_of() -> None:
    default = make_report(mats.default(), hand("club"), flicks=2000, games=0)
    assert len(default.visitors) == len(default.shots)
    assert not any(b.uneven for b in default.balance()), "the default mat is the same from both ends"
    # A flag moved into the middle of one endzone only (mirroring off): the home attack's
    # touchdowns get harder, the visitors' do not.
    lopsided = apply(mats.default(), (Parameter("shift_x", ("flag-4",), -40.0, 40.0),), [35.0], mirror=False)
    uneven = make_report(lopsided, hand("club"), flicks=2000, games=0)
    flagged = [b for b in uneven.balance() if b.uneven]
    assert flagged and all(b.home < b.visitors for b in flagged if "touchdown" in b.key)
    assert "warning: uneven: los=90 touchdown" in table(uneven)
