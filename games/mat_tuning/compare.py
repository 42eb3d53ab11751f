"""``tabletop mat compare A B``: what a change to a mat did, figure by figure.

Both mats are studied with the same hand, seed and flicks (common random numbers: a shot's noise
depends on its key and the seed alone), so a difference comes from the geometry. Every figure of
the study is given for both mats with their difference and its standard error (the two errors
combined as if independent: an upper bound, since the common numbers make them agree more), the
shots that changed most first; the bot games' points a drive likewise. A difference map draws mat
B with each run circle coloured and labelled by the change in its mean success.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.window.png import save_figure
from sim.slider.mat import Mat

from .report import Report, ShotResult

OUTCOMES = ("success", "flag", "fumble", "out")
SHOWN = 12  # the largest changes listed in the table


@dataclass(frozen=True, slots=True)
class Difference:
    """One figure on both mats: ``key`` (a shot of the study, or a game figure), the outcome."""

    key: str
    outcome: str
    a: float
    b: float
    se: float

    @property
    def change(self) -> float:
        return self.b - self.a

    @property
    def z(self) -> float:
        """The change in standard errors (0 when neither mat's figure varies)."""
        return self.change / self.se if self.se > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "outcome": self.outcome,
            "a": self.a,
            "b": self.b,
            "change": self.change,
            "se": self.se,
        }


@dataclass(frozen=True, slots=True)
class Comparison:
    a: Report
    b: Report
    shots: tuple[Difference, ...]
    points: Difference | None  # the bot games' points a drive, when games were played

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "tabletop-sim/mat-comparison",
            "version": 1,
            "a": self.a.mat,
            "b": self.b.mat,
            "hand": self.a.hand.name,
            "flicks_per_shot": self.a.flicks,
            "seed": self.a.seed,
            "shots": [d.to_json() for d in self.shots],
            "points_per_drive": None if self.points is None else self.points.to_json(),
        }


def compare(a: Report, b: Report) -> Comparison:
    """Every figure both studies hold (a shot of one mat only, its target gone or new, is left out)."""
    theirs = {r.shot.key: r for r in b.shots}
    shots = [
        _difference(mine, theirs[mine.shot.key], o)
        for mine in a.shots
        if mine.shot.key in theirs
        for o in OUTCOMES
    ]
    return Comparison(a, b, tuple(shots), _points(a, b))


def _difference(a: ShotResult, b: ShotResult, outcome: str) -> Difference:
    return Difference(
        a.shot.key, outcome, a.p[outcome], b.p[outcome], math.hypot(a.se(outcome), b.se(outcome))
    )


def _points(a: Report, b: Report) -> Difference | None:
    ga, gb = a.game_summary(), b.game_summary()
    if not ga["games"] or not gb["games"]:
        return None
    se = math.hypot(ga["points_per_drive_se"] or 0.0, gb["points_per_drive_se"] or 0.0)
    return Difference("bot games", "points a drive", ga["points_per_drive"], gb["points_per_drive"], se)


def table(c: Comparison) -> str:
    """The summary a person reads: the headline figures, then the shots that changed most."""

    def pct(p: float) -> str:
        return f"{100 * p:5.1f}%"

    def line(d: Difference, label: str) -> str:
        return f"{label:<34} {pct(d.a)} -> {pct(d.b)}  {100 * d.change:+5.1f} +/- {100 * d.se:.1f}"

    by_key = {(d.key, d.outcome): d for d in c.shots}
    rows = [
        f"A: {c.a.mat}   B: {c.b.mat}",
        f"({c.a.hand.name} hand, {c.a.flicks:,} flicks a shot, seed {c.a.seed}: the same for both)",
        "",
        f"{'':<34} {'A':>6}    {'B':>6}  {'change':>6}",
    ]
    for key in sorted({d.key for d in c.shots if d.key.endswith("touchdown")}, key=_own_line):
        rows.append(
            line(
                by_key[(key, "success")],
                key.replace("los=", "touchdown from own ").removesuffix(" touchdown"),
            )
        )
    for key, label in (("two-point", "two-point try"), ("onside", "onside kick")):
        if (key, "success") in by_key:
            rows.append(line(by_key[(key, "success")], label))
    if c.points is not None:
        p = c.points
        rows.append(
            f"{'bot games: points a drive':<34} {p.a:6.2f} -> {p.b:6.2f}  {p.change:+5.2f} +/- {p.se:.2f}"
        )
    moved = sorted((d for d in c.shots if d.se > 0), key=lambda d: -abs(d.z))
    rows += ["", f"the {min(SHOWN, len(moved))} largest changes (in standard errors):"]
    rows += [line(d, f"{d.key} ({d.outcome})") + f"  ({d.z:+.1f} se)" for d in moved[:SHOWN]]
    significant = sum(abs(d.z) > 3 for d in moved)
    rows.append(
        f"{significant} of {len(moved)} figures changed by more than 3 standard errors; all are in the JSON"
    )
    return "\n".join(rows)


def _own_line(key: str) -> float:
    head = key.split()[-2] if key.startswith("visitors") else key.split()[0]
    return float(head.removeprefix("los="))


def difference_map(c: Comparison, mat: Mat, folder: Path) -> Path:
    """Mat B with each run circle coloured by the change in its mean run success, the change in
    points written in it: red where B is harder, blue where easier."""
    from matplotlib.figure import Figure

    from .export import draw_mat

    changes: dict[str, list[float]] = {}
    for d in c.shots:
        target = _target(c.b, d.key)
        if d.outcome == "success" and target is not None and " run " in f" {d.key} ":
            changes.setdefault(target, []).append(d.change)
    f = mat.field
    x0, y0, x1, y1 = f.surface
    figure = Figure(figsize=(12, 12 * (y1 - y0) / (x1 - x0) + 0.6))
    ax = figure.add_axes((0.0, 0.0, 1.0, 0.93))
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    ax.set_aspect("equal")
    ax.axis("off")
    draw_mat(ax, mat, scale=72 * 12 / (x1 - x0))
    for circle in mat.run_circles:
        values = changes.get(circle.id)
        if not values:
            continue
        mean = sum(values) / len(values)
        shade = min(1.0, abs(mean) / 0.2)
        colour = (1.0, 1 - shade, 1 - shade) if mean < 0 else (1 - shade, 1 - shade, 1.0)
        ax.add_patch(_disk(circle.x, circle.y, circle.radius, colour))
        ax.text(circle.x, circle.y, f"{100 * mean:+.0f}", ha="center", va="center", fontsize=9, zorder=10)
    figure.suptitle(f"{c.b.mat} against {c.a.mat}: change in run success, points (red: harder)")
    path = folder / "difference_run_success.png"
    save_figure(figure, path)
    return path


def _disk(x: float, y: float, r: float, colour: tuple[float, float, float]) -> Any:
    from matplotlib.patches import Circle

    return Circle((x, y), r, facecolor=colour, edgecolor="black", lw=0.5, zorder=9)


def _target(report: Report, key: str) -> str | None:
    return next((r.shot.target for r in report.shots if r.shot.key == key), None)
