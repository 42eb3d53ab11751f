"""``tabletop mat tune``: change chosen parameters of a mat (circle radii, symbol and flag
positions) until the study's measures fall in the ranges a designer asks for.

Every candidate mat is measured on the same random hands (the study's common random numbers: a
shot's noise depends on its key and the seed alone), so two candidates differ by their geometry,
not by luck; the measure is then a deterministic, piecewise constant function of the parameters,
searched globally by SciPy's differential evolution within the bounds. A candidate that makes
two run circles overlap, or puts a flag or fumble football over a circle's edge that was clear
of it, is never proposed (sim/slider/overlaps.py): it scores as invalid. The objective is how far
each measure lies outside its range (zero inside): a target met gives 0, and a search that cannot
bring it to 0 within the bounds says which targets are out of reach and how close it came.

The targets file (TOML, lengths in yards as in the mat file)::

    format = "tabletop-sim/mat-targets"
    skill = "club"          # or a fitted hand file
    flicks = 20000          # a shot
    seed = 0
    grid = 0.25             # yd: every value written is a multiple of it
    mirror = true           # each change made to the item's mirror image too (mat_edits.py)

    [[parameter]]
    name = "pass_radius"    # run_radius, pass_radius, flag_radius, shift_x, shift_y
    features = ["V1M", "H1M"]
    min = 1.0
    max = 3.0

    [[target]]
    measure = "pass"        # run, pass, touchdown, two-point, onside, flag, fumble, out
    from = [30, 40]         # own yards of the lines of scrimmage (default: all)
    features = ["V1M"]      # the target symbols counted (default: all)
    low = 0.25
    high = 0.35
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from sim.errors import DataError, SimError
from sim.io.toml import Reader, read_file
from sim.slider import mat as mats
from sim.slider.mat import Mat
from sim.slider.overlaps import new_overlaps

from . import sweep
from .hand import Hand, hand
from .mat_edits import GRID, Change, edited, edits, rows
from .shots import DEFAULT_GRID, Shot, study_shots

FORMAT = "tabletop-sim/mat-targets"
PARAMETERS = ("run_radius", "pass_radius", "flag_radius", "shift_x", "shift_y")
MEASURES = ("run", "pass", "touchdown", "two-point", "onside", "flag", "fumble", "out")
INVALID = 1e3  # the objective of a candidate that is not a valid mat


class TargetsError(DataError):
    """A targets file that cannot be used; the message names the key."""


@dataclass(frozen=True, slots=True)
class Parameter:
    name: str
    features: tuple[str, ...]
    low: float  # yards
    high: float


@dataclass(frozen=True, slots=True)
class Goal:
    measure: str
    los: tuple[float, ...] | None
    features: tuple[str, ...] | None
    low: float
    high: float

    def label(self) -> str:
        where = "" if self.los is None else f" from own {', '.join(f'{x:g}' for x in self.los)}"
        which = "" if self.features is None else f" at {', '.join(self.features)}"
        return f"{self.measure}{which}{where}"


@dataclass(frozen=True, slots=True)
class Targets:
    hand: Hand
    flicks: int
    seed: int
    parameters: tuple[Parameter, ...]
    goals: tuple[Goal, ...]
    grid: float = GRID  # yd: every value the tuner writes is a multiple of it
    mirror: bool = True  # each change made to the item's mirror image in the other half too


def load_targets(path: Path, mat: Mat) -> Targets:
    source = str(path)
    data = read_file(path, TargetsError)
    top = Reader(data, "", source, TargetsError)
    top.check_keys({"format", "parameter", "target"}, {"skill", "flicks", "seed", "grid", "mirror"})
    if top.text("format") != FORMAT:
        raise TargetsError("format", f"must be {FORMAT!r}", source)
    ids = {c.id for c in mat.run_circles} | {f.id for f in mat.flags} | {f.id for f in mat.fumbles}
    parameters = tuple(_parameter(r, ids, mat) for r in top.tables("parameter"))
    goals = tuple(_goal(r, mat) for r in top.tables("target"))
    if not parameters or not goals:
        raise TargetsError("parameter" if not parameters else "target", "at least one is needed", source)
    try:
        player = hand(str(data.get("skill", "club")))
    except SimError as exc:
        raise TargetsError("skill", str(exc), source) from None
    flicks = top.integer("flicks") if "flicks" in data else 20_000
    if flicks < 100:
        raise TargetsError("flicks", f"at least 100 a shot, got {flicks}", source)
    seed = top.integer("seed") if "seed" in data else 0
    grid = top.ranged("grid", 0.01, 5.0, " yd", GRID)
    mirror = data.get("mirror", True)
    if not isinstance(mirror, bool):
        raise TargetsError("mirror", "must be true or false", source)
    return Targets(player, flicks, seed, parameters, goals, grid, mirror)


def _parameter(r: Reader, ids: set[str], mat: Mat) -> Parameter:
    r.check_keys({"name", "features", "min", "max"})
    name = r.text("name")
    if name not in PARAMETERS:
        raise TargetsError(r.key("name"), f"{name!r}: one of {', '.join(PARAMETERS)}", r.source)
    features = _ids(r, "features")
    unknown = [f for f in features if f not in ids]
    if unknown:
        raise TargetsError(r.key("features"), f"not on the mat: {', '.join(unknown)}", r.source)
    low, high = r.number("min"), r.number("max")
    if not low < high:
        raise TargetsError(r.key("max"), f"must be above min ({low:g}), got {high:g}", r.source)
    return Parameter(name, features, low, high)


def _goal(r: Reader, mat: Mat) -> Goal:
    r.check_keys({"measure", "low", "high"}, {"from", "features"})
    measure = r.text("measure")
    if measure not in MEASURES:
        raise TargetsError(r.key("measure"), f"{measure!r}: one of {', '.join(MEASURES)}", r.source)
    low, high = r.number("low"), r.number("high")
    if not 0.0 <= low <= high <= 1.0:
        raise TargetsError(r.key("high"), f"need 0 <= low <= high <= 1, got {low:g} and {high:g}", r.source)
    los = None
    if "from" in r.table:
        values = r.table["from"]
        if not isinstance(values, list) or not all(isinstance(v, int | float) for v in values) or not values:
            raise TargetsError(r.key("from"), "must be a list of own yard lines, like [30, 40]", r.source)
        los = tuple(float(v) for v in values)
    features = _ids(r, "features") if "features" in r.table else None
    return Goal(measure, los, features, low, high)


def _ids(r: Reader, key: str) -> tuple[str, ...]:
    values = r.table[key]
    if not isinstance(values, list) or not values or not all(isinstance(v, str) for v in values):
        raise TargetsError(r.key(key), 'must be a list of feature ids, like ["V1M"]', r.source)
    return tuple(values)


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


# ----------------------------------------------------------------- measuring


@dataclass(slots=True)
class Measured:
    values: dict[str, float]  # by goal label
    se: dict[str, float]
    flicks: dict[str, int] = field(default_factory=dict)


def measure(mat: Mat, targets: Targets, grid: tuple[float, ...] = DEFAULT_GRID) -> Measured:
    shots = study_shots(mat, grid)
    chosen = {g.label(): [s for s in shots if _counts(g, s)] for g in targets.goals}
    needed = list({s.key: s for group in chosen.values() for s in group}.values())
    work = sweep.chunks(mat, needed, targets.hand, targets.flicks, targets.seed, exact=False)
    totals = sweep.totals(work, sweep.run(work))
    out = Measured({}, {})
    for g in targets.goals:
        group = chosen[g.label()]
        if not group:
            out.values[g.label()] = math.nan
            out.se[g.label()] = math.nan
            continue
        outcome = g.measure if g.measure in ("flag", "fumble", "out") else "success"
        column = sweep.COUNTS.index(outcome)
        n = sum(totals[s.key][0] for s in group)
        hits = sum(int(totals[s.key][1][column]) for s in group)
        p = hits / n
        out.values[g.label()] = p
        out.se[g.label()] = math.sqrt(p * (1 - p) / n)
        out.flicks[g.label()] = n
    return out


def _counts(goal: Goal, shot: Shot) -> bool:
    """Whether ``shot`` is one of the shots a goal averages over."""
    if goal.measure in ("flag", "fumble", "out"):
        kind_ok = shot.kind in ("run", "pass")
    else:
        kind_ok = shot.kind == goal.measure
    if not kind_ok:
        return False
    if goal.los is not None and shot.los not in goal.los:
        return False
    return goal.features is None or shot.target in goal.features


def distance(goals: tuple[Goal, ...], measured: Measured) -> float:
    """How far the measures are outside their ranges (0: every goal met)."""
    total = 0.0
    for g in goals:
        p = measured.values[g.label()]
        if math.isnan(p):
            return INVALID
        total += max(0.0, g.low - p) ** 2 + max(0.0, p - g.high) ** 2
    return total


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
    unmet: list[str]


def tune(mat: Mat, targets: Targets, max_generations: int = 30) -> Tuning:
    from scipy.optimize import differential_evolution

    params = targets.parameters
    before = [current(mat, p) for p in params]
    evaluations = 0

    def objective(values: np.ndarray) -> float:
        nonlocal evaluations
        evaluations += 1
        try:
            candidate = apply(mat, params, values, targets.grid, targets.mirror)
        except SimError:
            return INVALID
        if new_overlaps(mat, candidate):  # never proposed: circles that share ground, a flag over an edge
            return INVALID
        return distance(targets.goals, measure(candidate, targets))

    start = np.array([min(max(b, p.low), p.high) for b, p in zip(before, params, strict=True)])
    result = differential_evolution(
        objective,
        [(p.low, p.high) for p in params],
        x0=start,
        seed=targets.seed,
        maxiter=max_generations,
        popsize=8,
        polish=False,
        tol=0.0,
        atol=0.0,
        callback=lambda intermediate_result: bool(intermediate_result.fun == 0.0),
    )
    best = [float(v) for v in result.x]
    tuned = apply(mat, params, best, targets.grid, targets.mirror)
    after = measure(tuned, targets)
    unmet = [
        f"{g.label()}: {100 * after.values[g.label()]:.1f}%, wanted {100 * g.low:.0f}-{100 * g.high:.0f}%"
        for g in targets.goals
        if not g.low <= after.values[g.label()] <= g.high
    ]
    # Every candidate tried was refused (each overlapped): the best of them is no proposal either.
    unmet += [f"no mat tried within the bounds is clear: {o.words()}" for o in new_overlaps(mat, tuned)[:1]]
    return Tuning(before, best, measure(mat, targets), after, tuned, not unmet, evaluations, unmet)
