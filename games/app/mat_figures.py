"""The mat editor's figures, for the edited mat and the default one side by side: each run
circle's odds (as :func:`games.mat_tuning.quick.quick_odds` works them out, the same flicks), and
the whole mat's answers to "is it harder near the goal": a touchdown flick's odds from the
opponent's 30 and 20, and how often a scrimmage flick rests on a penalty flag or a fumble
football, each flag and football on its own too.

One quick study per mat (a few hundred flicks a shot, every line of scrimmage, both teams, the
same seeds as the circle odds): a fraction of a second, worked out off the frame loop by the
editor's :class:`~games.mat_tuning.quick.LatestOdds`; the default mat's once per process.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from games.mat_tuning import sweep
from games.mat_tuning.hand import hand
from games.mat_tuning.quick import QUICK_FLICKS, CircleOdds, Stopped
from games.mat_tuning.shots import Shot, study_shots
from games.mat_tuning.sweep import Mask
from sim.inverse import flick_to
from sim.slider import mat as mats
from sim.slider.batch import BatchTouches
from sim.slider.features import FeatureKind
from sim.slider.mat import Mat
from sim.slider.table import MAX_SPEED

NEAR_GOAL = (30, 20)  # the opponent's yard lines the touchdown odds are given from
SCRIMMAGE = ("run", "pass", "touchdown")  # the flicks of a play: what a flag or a fumble spoils


@dataclass(frozen=True, slots=True)
class Worst:
    """The shot a flag or fumble football spoils most often, and how often."""

    share: float
    shot: Shot


@dataclass(frozen=True, slots=True)
class MatFigures:
    """One mat's figures for a club player."""

    circles: dict[str, CircleOdds]  # by run circle id (none for a circle no line can aim at)
    touchdown: dict[int, float]  # opponent's yard line -> a touchdown flick's odds from there
    flag: float  # share of scrimmage flicks (every aim, every line, both teams) resting on a flag
    fumble: float  # ... on a fumble football
    features: dict[str, float]  # by flag or fumble football id: the share resting on it
    worst: dict[str, Worst]  # by flag or fumble football id: the shot it spoils most often
    # The share of scrimmage flicks (run, pass, touchdown: every aim, both teams) that do what
    # they were meant to: from the opponent's NEAR_GOAL[0] in, and from every line. Every circle,
    # flag and fumble football in reach moves them: the answer to "is it harder near the goal".
    near_goal: float = 0.0
    anywhere: float = 0.0


@dataclass(frozen=True, slots=True)
class Compared:
    """The edited mat's figures and the default mat's, to say what an edit did."""

    mat: MatFigures
    shipped: MatFigures


Progress = Callable[[float], None]  # told the share of the work done, 0 to 1, as it goes


def compared(mat: Mat, stop: Callable[[], bool] | None = None, progress: Progress | None = None) -> Compared:
    """The work of the editor's background worker: this mat's figures and the default mat's.
    The default mat's are worked out once per process, and a mat that is the default one (under
    any name: a new mat, before its first edit) is worked out once, not twice, so its first
    figures come in half the time."""
    same = _key(mat) == _key(mats.default())
    parts = 1 if same or _SHIPPED else 2

    def part(k: int) -> Progress | None:
        return None if progress is None else (lambda done: progress((k + done) / parts))

    if same:
        figures = shipped_figures(stop, part(0))
        return Compared(figures, figures)
    mine = mat_figures(mat, stop=stop, progress=part(0))
    return Compared(mine, shipped_figures(stop, part(1)))


_SHIPPED: list[MatFigures] = []  # the default mat's figures, once worked out


def shipped_figures(stop: Callable[[], bool] | None = None, progress: Progress | None = None) -> MatFigures:
    """The default mat's figures (kept once worked out; work stopped is not kept)."""
    if not _SHIPPED:
        _SHIPPED.append(mat_figures(mats.default(), stop=stop, progress=progress))
    if progress is not None:
        progress(1.0)
    return _SHIPPED[0]


def _key(mat: Mat) -> str:
    return replace(mat, name="").to_toml()


def mat_figures(
    mat: Mat,
    flicks: int = QUICK_FLICKS,
    stop: Callable[[], bool] | None = None,
    progress: Progress | None = None,
) -> MatFigures:
    """The figures of ``mat``; ``stop`` is asked between shots (true: :class:`Stopped`),
    ``progress`` told the share of the shots done."""
    shots = [s for d in (1, -1) for s in study_shots(mat, direction=d) if s.kind in SCRIMMAGE]
    work = sweep.chunks(mat, shots, hand("club"), flicks, 0, exact=False)
    success: dict[tuple[str | None, str], list[float]] = {}
    touchdown: dict[int, list[float]] = {}
    spoiled = np.zeros(2)
    hits = dict.fromkeys([f.id for f in mat.flags] + [f.id for f in mat.fumbles], 0)
    worst: dict[str, Worst] = {}
    total = 0
    near, every = np.zeros(2), np.zeros(2)  # successes, flicks
    for done, chunk in enumerate(work):
        if stop is not None and stop():
            raise Stopped
        if progress is not None:
            progress(done / len(work))
        won, flag, fumble, on = _flicks(chunk)
        shot, n = chunk.shot, chunk.flicks
        odds = float(np.count_nonzero(won)) / n
        success.setdefault((shot.target, shot.kind), []).append(odds)
        if shot.kind == "touchdown" and shot.los is not None and round(100 - shot.los) in NEAR_GOAL:
            touchdown.setdefault(round(100 - shot.los), []).append(odds)
        spoiled += (np.count_nonzero(flag), np.count_nonzero(fumble))
        every += (float(np.count_nonzero(won)), float(n))
        if shot.los is not None and 100 - shot.los <= NEAR_GOAL[0]:
            near += (float(np.count_nonzero(won)), float(n))
        for fid, count in on.items():
            hits[fid] = hits.get(fid, 0) + count
            if count / n > worst.get(fid, Worst(0.0, shot)).share:
                worst[fid] = Worst(count / n, shot)
        total += n
    circles = {}
    for circle in mat.run_circles:
        runs, passes = success.get((circle.id, "run"), []), success.get((circle.id, "pass"), [])
        if runs:
            circles[circle.id] = CircleOdds(_mean(runs), _mean(passes), len(runs))
    return MatFigures(
        circles,
        {line: _mean(found) for line, found in touchdown.items()},
        float(spoiled[0]) / max(1, total),
        float(spoiled[1]) / max(1, total),
        {fid: count / max(1, total) for fid, count in hits.items()},
        worst,
        float(near[0]) / max(1.0, float(near[1])),
        float(every[0]) / max(1.0, float(every[1])),
    )


def _flicks(chunk: sweep.Chunk) -> tuple[Mask, Mask, Mask, dict[str, int]]:
    """A chunk's flicks as :func:`games.mat_tuning.sweep.run_chunk` makes them (the same seeds):
    which succeeded, which rest on a flag, on a fumble football, and how many on each of those."""
    mat, batch, _table, friction = sweep._models(chunk.mat)  # the study's own, cached
    shot, player = chunk.shot, chunk.hand
    speed0, direction0 = flick_to(friction, shot.start, shot.aim)
    z = np.random.default_rng(sweep.chunk_seed(chunk)).standard_normal((3, chunk.flicks))
    speed = np.clip(speed0 * (1.0 + player.speed_sd * z[0]), 0.0, 0.95 * MAX_SPEED)
    direction = direction0 + player.angle_sd * z[1]
    spin = player.spin_sd * z[2]
    n = chunk.flicks
    s = shot.start
    rest = batch.rest(np.full(n, s.x), np.full(n, s.y), np.full(n, s.angle), speed, direction, spin)
    touches = batch.touching(rest.x, rest.y, rest.angle)
    on: dict[str, int] = {}
    flag, fumble = np.zeros(n, np.bool_), np.zeros(n, np.bool_)
    for j, feature in enumerate(touches.features):
        if feature.kind in (FeatureKind.FLAG, FeatureKind.FUMBLE):
            column = np.asarray(touches.touch[:, j])
            on[feature.id] = int(np.count_nonzero(column))
            if feature.kind == FeatureKind.FLAG:
                flag |= column
            else:
                fumble |= column
    goal = _goal(shot, touches)
    sideline = [j for j, f in enumerate(touches.features) if f.kind == FeatureKind.SIDELINE]
    out = ~touches.on_surface | (np.abs(rest.y) > mat.field.half_width)
    if sideline:
        out |= np.asarray(touches.touch[:, sideline].any(axis=1))
    return goal & ~flag & ~fumble & ~out, flag, fumble, on


def _goal(shot: Shot, touches: BatchTouches) -> Mask:
    """Where the flick was meant to rest: touching its circle, or within the end zone."""
    goal = np.zeros(touches.touch.shape[0], np.bool_)
    for fid in shot.goal:
        j = touches.column(fid)
        goal |= touches.within[:, j] if fid.startswith("endzone") else touches.touch[:, j]
    return goal


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0
