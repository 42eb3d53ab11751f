"""``tabletop mat tune``: change chosen parameters of a mat (circle radii, symbol and flag
positions) until the study's measures fall in the ranges a designer asks for.

Every candidate mat is measured on the same random hands and the same bot games' seeds (the
study's common random numbers: a shot's noise depends on its key and the seed alone), so two
candidates differ by their geometry, not by luck; the measure is then a deterministic, piecewise
constant function of the parameters, searched globally by SciPy's differential evolution within
the bounds. A candidate that makes two run circles overlap, or puts a flag or fumble football over
a circle's edge that was clear of it, is never proposed (sim/slider/overlaps.py): it scores as
invalid. The objective is how far each measure lies outside its range beyond its standard error,
in units of the range's width (zero: met), summed in squares. A search that cannot bring it to 0
within the bounds says which targets are out of reach, how close it came and why
(:mod:`.reach`). The targets file: :mod:`.targets`; the measures: :mod:`.measures`.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field

import numpy as np

from games.finger_football.rules.field import Field
from sim.errors import SimError
from sim.slider import mat as mats
from sim.slider.mat import Mat
from sim.slider.overlaps import Overlap, Part, overlaps

from .dependencies import why
from .mat_edits import GRID, Change, edited, edits, rows
from .measures import Measured, measure, met, scale, shortfall
from .targets import FORMAT, MEASURES, PARAMETERS, Goal, Parameter, Targets, TargetsError, load_targets

__all__ = [
    "FORMAT",
    "MEASURES",
    "PARAMETERS",
    "Goal",
    "Measured",
    "Parameter",
    "Targets",
    "TargetsError",
    "Tuning",
    "apply",
    "asymmetry",
    "current",
    "distance",
    "load_targets",
    "measure",
    "tune",
    "tuned_text",
    "uneven",
    "written",
]

INVALID = 1e3  # the objective of a candidate that is not a valid mat


# ----------------------------------------------------------------- candidates


def apply(
    mat: Mat,
    parameters: tuple[Parameter, ...],
    values: np.ndarray | list[float],
    grid: float = GRID,
    mirror: bool = True,
) -> Mat:
    """The mat with each parameter set to its value (yards), on the grid and mirrored as the
    tuner writes it; raises MatError when invalid."""
    return mats.loads(tuned_text(mat.to_toml(), mat, parameters, values, grid, mirror), "the tuned mat")


def tuned_text(
    text: str,
    mat: Mat,
    parameters: tuple[Parameter, ...],
    values: np.ndarray | list[float],
    grid: float = GRID,
    mirror: bool = True,
) -> str:
    """The mat file ``text`` (of ``mat``) with the parameters' values written in place: the
    items they move or resize on the grid, their mirror images too, everything else untouched."""
    changes = [Change(p.name, p.features, float(v)) for p, v in zip(parameters, values, strict=True)]
    name = mat.name if mat.name.endswith("(tuned)") else f"{mat.name} (tuned)"
    return edited(text, edits(mat, changes, grid, mirror), name)


def current(mat: Mat, p: Parameter) -> float:
    """The parameter's value on ``mat`` (the mean over its features; shifts start at 0)."""
    yd = mat.field.yards
    if p.name.startswith("shift"):
        return 0.0
    values = []
    for c in mat.run_circles:
        if c.id in p.features:
            values.append(yd(c.radius if p.name == "run_radius" else c.pass_radius))
    for f in mat.flags:
        if f.id in p.features:
            values.append(yd(f.radius))
    return statistics.fmean(values) if values else 0.0


def written(mat: Mat, tuned: Mat, p: Parameter) -> float:
    """The parameter's value as the tuned mat has it, on the grid: a radius (the mean over its
    features), or how far its features moved (the mean)."""
    if not p.name.startswith("shift"):
        return current(tuned, p)
    axis = p.name[-1]
    before, after = ({i: r[axis] for (_, i), r in rows(m).items() if i in p.features} for m in (mat, tuned))
    return statistics.fmean(after[i] - before[i] for i in before) if before else 0.0


# ----------------------------------------------------------------- the search


def distance(goals: tuple[Goal, ...], measured: Measured) -> float:
    """How far the measures are outside their ranges beyond their standard errors, each in its
    range's width (0: every goal met)."""
    total = 0.0
    for g in goals:
        value = measured.values[g.label()]
        if math.isnan(value):
            return INVALID
        total += (shortfall(g, value, measured.se[g.label()]) / scale(g)) ** 2
    return total


def _found(mat: Mat) -> set[tuple[Part, Part]]:
    """The pairs of parts that overlap on ``mat``, as ``tabletop mat validate`` finds them: the
    rules' start spots included (a flag under the touchback spot is as unwelcome a change as
    one over a circle's edge)."""
    return {(o.first, o.second) for o in overlaps(mat, Field(mat).start_spots())}


def _fresh(had: set[tuple[Part, Part]], after: Mat) -> tuple[Overlap, ...]:
    """The overlaps of ``after`` between parts that did not overlap before (``had``)."""
    found = overlaps(after, Field(after).start_spots())
    return tuple(o for o in found if (o.first, o.second) not in had)


def asymmetry(mat: Mat) -> float:
    """Yards from the mat to its mirror image: the farthest any run circle, flag or fumble
    football lies from the mirror image of its nearest like item (sizes compared too)."""
    length = mat.field.yards(mat.field.length)
    items = rows(mat)
    worst = 0.0
    for (table, _), row in items.items():
        nearest = min(
            max(
                [
                    math.hypot(there["x"] - (length - row["x"]), there["y"] + row["y"]),
                    *(abs(there[k] - row[k]) for k in ("radius", "pass_radius") if k in row),
                ]
            )
            for (other, _), there in items.items()
            if other == table
        )
        worst = max(worst, nearest)
    return worst


# ----------------------------------------------------------------- the search


@dataclass(slots=True)
class Tuning:
    before: list[float]
    after: list[float]
    measured_before: Measured
    measured_after: Measured
    mat: Mat
    reached: bool
    evaluations: int
    unmet: list[str]  # each target not met: how close it came
    why: dict[str, list[str]] = field(default_factory=dict)  # by the target's label: the reasons
    warnings: list[str] = field(default_factory=list)  # balances beyond their warning
    asymmetry: float = 0.0  # yd: how far the tuned mat is from its mirror image


def tune(mat: Mat, targets: Targets, max_generations: int | None = None) -> Tuning:
    from scipy.optimize import differential_evolution

    params = targets.parameters
    before = [current(mat, p) for p in params]
    had = _found(mat)  # the start's own overlaps: only new ones refuse a candidate
    evaluations = 0

    def objective(values: np.ndarray) -> float:
        nonlocal evaluations
        evaluations += 1
        try:
            candidate = apply(mat, params, values, targets.grid, targets.mirror)
        except SimError:
            return INVALID
        if _fresh(had, candidate):  # never proposed: circles sharing ground, a flag under a start
            return INVALID
        return distance(targets.goals, measure(candidate, targets))

    start = np.array([min(max(b, p.low), p.high) for b, p in zip(before, params, strict=True)])
    result = differential_evolution(
        objective,
        [(p.low, p.high) for p in params],
        x0=start,
        seed=targets.seed,
        maxiter=max_generations or targets.generations,
        popsize=8,
        polish=False,
        tol=0.0,
        atol=0.0,
        callback=lambda intermediate_result: bool(intermediate_result.fun == 0.0),
    )
    best = [float(v) for v in result.x]
    tuned = apply(mat, params, best, targets.grid, targets.mirror)
    after = measure(tuned, targets)
    missed = [g for g in targets.goals if not g.is_balance and not met(g, after)]
    unmet = [_short(g, after) for g in missed]
    # Every candidate tried was refused (each overlapped): the best of them is no proposal either.
    unmet += [f"no mat tried within the bounds is clear: {o.words()}" for o in _fresh(had, tuned)[:1]]
    reasons = {g.label(): why(g, mat, targets, best) for g in missed}
    warnings = uneven(targets.goals, after)
    return Tuning(
        before,
        best,
        measure(mat, targets),
        after,
        tuned,
        not unmet,
        evaluations,
        unmet,
        reasons,
        warnings,
        asymmetry(tuned),
    )


def _short(goal: Goal, measured: Measured) -> str:
    """A target not met, and how close the search came to it."""
    label = goal.label()
    value, se = measured.values[label], measured.se[label]
    if math.isnan(value):
        return f"{label}: no shot of the study counts on the tuned mat"
    gap = value - goal.high if value > goal.high else goal.low - value
    side = "above" if value > goal.high else "below"
    return (
        f"{label}: came to {goal.show(value)} +/- {goal.show(se)}, {goal.wanted()} "
        f"({goal.show(gap)}{goal.unit()} {side} the range)"
    )


def uneven(goals: tuple[Goal, ...], measured: Measured) -> list[str]:
    """A warning for each balance whose two teams differ by more than its ``warn`` (beyond the
    difference's standard error)."""
    out = []
    for goal in goals:
        if goal.is_balance and not met(goal, measured):
            label = goal.label()
            home, away = measured.teams[label]
            out.append(
                f"warning: uneven: {label}: home {goal.show(home)}, visitors {goal.show(away)}, a gap "
                f"of {goal.show(home - away, signed=True)} +/- {goal.show(measured.se[label])}, "
                f"more than {goal.show(goal.high)}"
            )
    return out
