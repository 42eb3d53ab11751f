"""``tabletop mat report``: how hard a mat is, from physics and statistics.

For every shot of the study (:mod:`.shots`) the probabilities that a player with this hand rests
on the goal, on a penalty flag, on a fumble football, out of bounds, and succeeds (the goal and
none of those), each with its Monte Carlo standard error sqrt(p (1 - p) / n); then seeded bot
games on the mat: points and plays per drive and the distribution of final scores.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from games.window.png import save_figure
from sim.slider.mat import Mat

from . import sweep
from .drives import GameStats, play_chunk
from .hand import Hand
from .shots import DEFAULT_GRID, Shot, study_shots


@dataclass(frozen=True, slots=True)
class ShotResult:
    shot: Shot
    flicks: int
    p: dict[str, float]  # by outcome (sweep.COUNTS)

    def se(self, outcome: str) -> float:
        p = self.p[outcome]
        return math.sqrt(p * (1.0 - p) / self.flicks)

    def to_json(self) -> dict[str, Any]:
        s = self.shot
        return {
            "key": s.key,
            "kind": s.kind,
            "los_yards": s.los,
            "target": s.target,
            "flicks": self.flicks,
            "p": self.p,
            "se": {k: self.se(k) for k in self.p},
        }


@dataclass(frozen=True, slots=True)
class Balance:
    """One shot for both offences: the home team's odds, the visitors', and the difference's
    standard error."""

    key: str
    home: float
    visitors: float
    se: float

    @property
    def uneven(self) -> bool:
        """Do the two teams' odds differ beyond chance (3 standard errors) and by more than a
        designer would shrug off (2 points in 100)?"""
        gap = abs(self.home - self.visitors)
        return gap > 3 * self.se and gap > UNEVEN

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "home": self.home,
            "visitors": self.visitors,
            "se": self.se,
            "uneven": self.uneven,
        }


UNEVEN = 0.02  # a gap between the two teams' odds worth a warning


@dataclass(slots=True)
class Report:
    mat: str
    hand: Hand
    model: str  # "batch" (closed form, vectorised) or "exact" (the full model, flick by flick)
    flicks: int
    seed: int
    shots: list[ShotResult]  # the home offence's, attacking the visitors' endzone
    games: list[GameStats] = field(default_factory=list)
    visitors: list[ShotResult] = field(default_factory=list)  # the visiting offence's, the other way

    def balance(self) -> list[Balance]:
        """The two teams' attacks side by side, shot by shot: the touchdown from every line, the
        two-point try and the onside kick (a mirror-symmetric mat gives both the same odds)."""
        theirs = {r.shot.key.removeprefix("visitors "): r for r in self.visitors}
        out = []
        for r in self.shots:
            other = theirs.get(r.shot.key)
            if other is not None and r.shot.kind in ("touchdown", "two-point", "onside"):
                se = math.hypot(r.se("success"), other.se("success"))
                out.append(Balance(r.shot.key, r.p["success"], other.p["success"], se))
        return out

    def result(self, key: str) -> ShotResult:
        return next(r for r in self.shots if r.shot.key == key)

    def of_kind(self, kind: str) -> list[ShotResult]:
        return [r for r in self.shots if r.shot.kind == kind]

    def game_summary(self) -> dict[str, Any]:
        if not self.games:
            return {"games": 0}
        drives = [p for g in self.games for p in g.drive_points]
        scores = [s for g in self.games for s in g.score]
        n_drives = len(drives)
        return {
            "games": len(self.games),
            "drives": n_drives,
            "points_per_drive": statistics.fmean(drives),
            "points_per_drive_se": statistics.stdev(drives) / math.sqrt(n_drives) if n_drives > 1 else None,
            "plays_per_drive": sum(g.plays for g in self.games) / n_drives,
            "score_mean": statistics.fmean(scores),
            "score_sd": statistics.stdev(scores) if len(scores) > 1 else 0.0,
            "scores": [list(g.score) for g in self.games],
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "tabletop-sim/mat-report",
            "version": 1,
            "mat": self.mat,
            "hand": self.hand.to_json(),
            "model": self.model,
            "flicks_per_shot": self.flicks,
            "seed": self.seed,
            "shots": [r.to_json() for r in self.shots],
            "visitors": [r.to_json() for r in self.visitors],
            "balance": [b.to_json() for b in self.balance()],
            "games": self.game_summary(),
        }


def make_report(
    mat: Mat,
    hand: Hand,
    flicks: int = 20_000,
    seed: int = 0,
    games: int = 20,
    jobs: int = 1,
    dask: str | None = None,
    exact: bool = False,
    grid: tuple[float, ...] = DEFAULT_GRID,
    progress: Callable[[int], None] | None = None,
    only: Callable[[Shot], bool] | None = None,
) -> Report:
    """The study of ``mat``: every shot of both attacks (or ``only`` those it keeps: the tuner's
    few), and ``games`` bot games."""
    home, away = study_shots(mat, grid), study_shots(mat, grid, direction=-1)
    if only is not None:
        home, away = [s for s in home if only(s)], [s for s in away if only(s)]
    work = sweep.chunks(mat, home + away, hand, flicks, seed, exact)
    counts = sweep.totals(work, sweep.run(work, jobs, dask, progress))

    def results(shots: list[Shot]) -> list[ShotResult]:
        out = []
        for shot in shots:
            n, c = counts[shot.key]
            out.append(ShotResult(shot, n, {k: int(v) / n for k, v in zip(sweep.COUNTS, c, strict=True)}))
        return out

    text = sweep.study_mat(mat, hand).to_toml()
    played = sweep.parallel_map(
        play_chunk, [(text, hand, seed + k) for k in range(games)], jobs, dask, progress
    )
    model = "exact" if exact else "batch"
    return Report(mat.name, hand, model, flicks, seed, results(home), played, results(away))


def work_size(mat: Mat, flicks: int, games: int, grid: tuple[float, ...] = DEFAULT_GRID) -> int:
    """How many units of work a report does (for a progress bar)."""
    shots = len(study_shots(mat, grid)) + len(study_shots(mat, grid, direction=-1))
    return shots * math.ceil(flicks / sweep.BLOCK) + games


# ----------------------------------------------------------------- the terminal


def table(report: Report) -> str:
    """The summary a person reads: by line of scrimmage, the best and the mean odds."""
    rows = [
        f"{report.mat}: {report.hand.name} hand, {report.flicks:,} flicks a shot ({report.model} model), "
        f"seed {report.seed}",
        "",
        f"{'from':>8} {'targets':>7} {'best run':>16} {'mean run':>9} {'best pass':>17} {'mean pass':>9} "
        f"{'touchdown':>10} {'flag':>6} {'fumble':>6} {'out':>6}",
    ]
    los_values = sorted(
        {r.shot.los for r in report.shots if r.shot.los is not None and r.shot.kind != "two-point"}
    )
    for los in los_values:
        here = [r for r in report.shots if r.shot.los == los and r.shot.kind in ("run", "pass", "touchdown")]
        runs = [r for r in here if r.shot.kind == "run"]
        passes = [r for r in here if r.shot.kind == "pass"]
        td = next(r for r in here if r.shot.kind == "touchdown")
        aimed = runs + passes
        rows.append(
            f"{f'own {los:g}':>8} {len(runs):>7} {_best(runs):>16} {_mean(runs):>9} {_best(passes):>17} "
            f"{_mean(passes):>9} {_pct(td.p['success']):>10} {_mean(aimed, 'flag'):>6} "
            f"{_mean(aimed, 'fumble'):>6} {_mean(aimed, 'out'):>6}"
        )
    two, onside = report.result("two-point"), report.result("onside")
    rows += [
        "",
        f"two-point try (own 30): {_pct(two.p['success'])} +/- {_pct(two.se('success'))}",
        f"onside kick: {_pct(onside.p['success'])} +/- {_pct(onside.se('success'))}",
    ]
    rows += _balance_rows(report)
    g = report.game_summary()
    if g["games"]:
        rows.append(
            f"{g['games']} bot games: {g['points_per_drive']:.2f} points and "
            f"{g['plays_per_drive']:.1f} plays a drive, "
            f"final scores {g['score_mean']:.1f} +/- {g['score_sd']:.1f}"
        )
    worst = max(r.se(k) for r in report.shots for k in r.p)
    rows.append("(odds of success: resting on the target and on no flag, fumble football or sideline;")
    rows.append(f" each probability +/- at most {_pct(worst)} (one standard error); all are in the JSON)")
    return "\n".join(rows)


def _balance_rows(report: Report) -> list[str]:
    """The two teams' attacks: the largest gap, and a warning for each shot where they differ."""
    balance = report.balance()
    if not balance:
        return []
    widest = max(balance, key=lambda b: abs(b.home - b.visitors))
    rows = [
        f"the two teams' attacks: largest gap {widest.key}, home {_pct(widest.home)} against visitors "
        f"{_pct(widest.visitors)} (+/- {_pct(widest.se)})"
    ]
    for b in balance:
        if b.uneven:
            rows.append(
                f"warning: uneven: {b.key}: home {_pct(b.home)}, visitors {_pct(b.visitors)}: "
                "the mat is not the same from both ends"
            )
    return rows


def _pct(p: float) -> str:
    return f"{100 * p:.1f}%"


def _mean(results: list[ShotResult], outcome: str = "success") -> str:
    return _pct(statistics.fmean(r.p[outcome] for r in results)) if results else "-"


def _best(results: list[ShotResult]) -> str:
    if not results:
        return "-"
    best = max(results, key=lambda r: r.p["success"])
    return f"{best.shot.target} {_pct(best.p['success'])}"


# ----------------------------------------------------------------- pictures


def plots(report: Report, mat: Mat, folder: Path) -> list[Path]:
    """Heatmaps of run and pass success by line of scrimmage and target, the mat with each symbol
    coloured by its mean success, and the distribution of final scores."""
    from matplotlib.figure import Figure  # figures of their own, never pyplot's windows

    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for kind in ("run", "pass"):
        written.append(_heatmap(report, kind, "success", folder / f"{kind}_success.png", Figure))
    for outcome in ("flag", "fumble"):  # where the hazards bite: both kinds of flick pooled
        written.append(_heatmap(report, "run", outcome, folder / f"run_{outcome}.png", Figure))
    written.append(_touchdowns(report, folder / "touchdown_success.png", Figure))
    written.append(_mat_picture(report, mat, folder / "mat_success.png", Figure))
    if report.games:
        fig = Figure(figsize=(6, 4))
        ax = fig.add_subplot()
        scores = [s for g in report.games for s in g.score]
        ax.hist(scores, bins=range(0, max(scores) + 8, 7), color="#2a8e44", edgecolor="white")
        ax.set_xlabel("final score of a side")
        ax.set_ylabel("sides")
        ax.set_title(f"{report.mat}: {len(report.games)} bot games ({report.hand.name} hands)")
        path = folder / "scores.png"
        save_figure(fig, path, dpi=100, bbox_inches="tight")
        written.append(path)
    return written


def _heatmap(report: Report, kind: str, outcome: str, path: Path, figure: Any) -> Path:
    """``outcome``'s odds for ``kind`` flicks by line of scrimmage and target, each cell's number
    written in it."""
    results = report.of_kind(kind)
    rows = sorted({r.shot.los for r in results if r.shot.los is not None})
    cols = sorted({r.shot.target for r in results if r.shot.target is not None}, key=_circle_order)
    grid = np.full((len(rows), len(cols)), np.nan)
    for r in results:
        assert r.shot.los is not None and r.shot.target is not None
        grid[rows.index(r.shot.los), cols.index(r.shot.target)] = r.p[outcome]
    top = (
        1.0
        if outcome == "success"
        else max(0.05, float(np.nanmax(grid)) if np.isfinite(grid).any() else 0.05)
    )
    fig = figure(figsize=(max(6, 0.55 * len(cols) + 2), 0.5 * len(rows) + 2))
    ax = fig.add_subplot()
    image = ax.imshow(grid, cmap="viridis", vmin=0.0, vmax=top, aspect="auto")
    for i in range(len(rows)):
        for j in range(len(cols)):
            if np.isfinite(grid[i, j]):
                light = grid[i, j] > 0.6 * top  # viridis is light at the top: dark figures there
                ax.text(
                    j,
                    i,
                    f"{100 * grid[i, j]:.0f}",
                    ha="center",
                    va="center",
                    fontsize=7,
                    color="black" if light else "white",
                )
    ax.set_xticks(range(len(cols)), cols, rotation=90)
    ax.set_yticks(range(len(rows)), [f"own {r:g}" for r in rows])
    ax.set_xlabel("target symbol")
    ax.set_ylabel("line of scrimmage")
    what = (
        f"{kind} success"
        if outcome == "success"
        else f"{kind}s resting on a {outcome.replace('fumble', 'fumble football')}"
    )
    ax.set_title(f"{what}, % ({report.hand.name} hands, {report.flicks:,} flicks a cell)")
    fig.colorbar(image, ax=ax, label="probability")
    save_figure(fig, path, dpi=100, bbox_inches="tight")
    return path


def _touchdowns(report: Report, path: Path, figure: Any) -> Path:
    """The touchdown odds from each line of scrimmage, for both teams' attacks."""
    fig = figure(figsize=(7, 4))
    ax = fig.add_subplot()
    teams = (
        (report.shots, "home attack", "#1e5a96", -12),  # its figures under its points, the other's over
        (report.visitors, "visitors' attack", "#962828", 6),
    )
    for results, label, colour, offset in teams:
        tds = sorted(
            (r.shot.los, r.p["success"])
            for r in results
            if r.shot.kind == "touchdown" and r.shot.los is not None
        )
        if tds:
            ax.plot([x for x, _ in tds], [100 * y for _, y in tds], marker="o", color=colour, label=label)
            for x, y in tds:
                ax.annotate(
                    f"{100 * y:.0f}",
                    (x, 100 * y),
                    textcoords="offset points",
                    xytext=(0, offset),
                    ha="center",
                    fontsize=7,
                    color=colour,
                )
    ax.set_xlabel("line of scrimmage (own yards)")
    ax.set_ylabel("touchdown, %")
    ax.set_ylim(0, 100)
    ax.set_title(f"{report.mat}: a touchdown flick from each line ({report.hand.name} hands)")
    ax.legend()
    save_figure(fig, path, dpi=100, bbox_inches="tight")
    return path


def _circle_order(circle_id: str) -> tuple[float, str]:
    return (0.0 if circle_id.startswith("H") else 1.0, circle_id)


def _mat_picture(report: Report, mat: Mat, path: Path, figure: Any) -> Path:
    from matplotlib import colormaps
    from matplotlib.patches import Circle

    from .export import draw_mat

    x0, y0, x1, y1 = mat.field.surface
    fig = figure(figsize=(10, 10 * (y1 - y0) / (x1 - x0) + 0.6))
    ax = fig.add_subplot()
    draw_mat(ax, mat, 7.5 * 72 / (x1 - x0))  # the printed mat (axes about 7.5 in wide), odds over it
    cmap = colormaps["viridis"]
    for c in mat.run_circles:
        run = [r.p["success"] for r in report.of_kind("run") if r.shot.target == c.id]
        pas = [r.p["success"] for r in report.of_kind("pass") if r.shot.target == c.id]
        ax.add_patch(Circle((c.x, c.y), c.radius, color=cmap(statistics.fmean(run)) if run else "#555555"))
        ax.add_patch(
            Circle(
                (c.pass_x, c.pass_y), c.pass_radius, color=cmap(statistics.fmean(pas)) if pas else "#999999"
            )
        )
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    ax.set_aspect("equal")
    ax.set_axis_off()
    ax.set_title(f"mean success at each symbol from the lines where it is legal ({report.hand.name} hands)")
    from matplotlib.cm import ScalarMappable
    from matplotlib.colors import Normalize

    fig.colorbar(
        ScalarMappable(Normalize(0, 1), cmap),
        ax=ax,
        orientation="horizontal",
        fraction=0.05,
        label="probability",
    )
    save_figure(fig, path, dpi=100, bbox_inches="tight")
    return path
