"""Why a target is out of reach: which features of the mat it depends on, found from geometry,
and whether any tuned parameter moves one of them.

The rule (docs/mat-tuning.md). A shot measure depends on

- the symbols its shots aim at: moving one moves the aim; a run (and an onside kick) counts its
  run circle's size, a pass its pass circle's;
- every flag and fumble football within reach of its flicks: at least one in a thousand
  (``REACH_SHARE``) of its shots' first ``REACH_FLICKS`` flicks each (the very hands the measure
  is read from) come to rest with the slider's centre within the feature's radius (a fumble
  football: half its length) plus half the slider's length of the feature's centre, so that the
  feature can move the measure by a tenth of a point in a hundred or more;
- the endzone it aims at and the sidelines, which no parameter moves.

A measure read from whole bot games (points, drive) depends on every feature: the bots aim at all
of them. A tuned parameter moves a feature when it lists the feature or (with ``mirror``) the
feature's mirror image, and its change is one the measure counts: a run or pass circle's size as
above, any shift of a symbol aimed at, and a flag's size or a shift of a flag or fumble football
that puts it, somewhere within the parameter's bounds, within reach of the flicks.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from sim.inverse import flick_to
from sim.slider.batch import BatchModel
from sim.slider.mat import Mat
from sim.slider.table import MAX_SPEED

from . import sweep
from .mat_edits import mirror_pairs
from .shots import Shot
from .targets import Goal, Parameter, Targets, selects, team_shots

REACH_FLICKS = sweep.BLOCK  # flicks of a shot whose rests say what it reaches: its first block
REACH_SHARE = 0.001  # of those flicks resting within reach of a feature: it matters
NEAR = 2.0  # yd: features this much farther than the nearest are named beside it
LISTED = 8  # ids named in a line before "and N more"


@dataclass(frozen=True, slots=True)
class Reach:
    """What a goal's measure depends on, on one mat (lengths in metres)."""

    everything: bool  # whole games: every feature
    run_goals: tuple[str, ...]  # run circles whose run circle is the goal
    pass_goals: tuple[str, ...]  # run circles whose pass circle is the goal
    aimed: tuple[str, ...]  # every symbol aimed at
    flags: tuple[str, ...]  # flags within reach of the flicks now
    fumbles: tuple[str, ...]  # fumble footballs within reach of the flicks now
    endzones: tuple[str, ...]  # as a player names them
    nearest: tuple[tuple[str, float], ...]  # flags and fumble footballs by yards out of reach
    flag_ids: tuple[str, ...]  # every flag on the mat
    rests: NDArray[np.float64]  # (n, 2): where the flicks come to rest
    margin: float  # half the slider's length

    @property
    def other_aims(self) -> list[str]:
        """The symbols aimed at that are neither a run goal nor a pass goal."""
        return [a for a in self.aimed if a not in self.run_goals and a not in self.pass_goals]


def reach(mat: Mat, targets: Targets, goal: Goal) -> Reach:
    if goal.from_games:
        return Reach(True, (), (), (), (), (), (), (), (), np.zeros((0, 2)), 0.0)
    studied = sweep.study_mat(mat, targets.hand)
    model = BatchModel(studied)
    pairs = mirror_pairs(mat)
    run_goals: set[str] = set()
    pass_goals: set[str] = set()
    aimed: set[str] = set()
    endzones: set[str] = set()
    rests = []
    for team in goal.teams:
        for shot in team_shots(mat, team):
            if not selects(goal, team, shot, pairs):
                continue
            rests.append(_rests(model, shot, targets))
            for fid in shot.goal:
                if fid.startswith("endzone"):
                    endzones.add("the home endzone" if fid.endswith("home") else "the visitors' endzone")
                elif fid.endswith("/pass"):
                    pass_goals.add(fid.removesuffix("/pass"))
                elif goal.compared in ("run", "onside"):
                    run_goals.add(fid)
            if shot.target is not None:
                aimed.add(shot.target)
    if goal.compared == "onside":
        aimed |= run_goals
    points = np.concatenate(rests) if rests else np.zeros((0, 2))
    margin = mat.slider.length / 2.0
    flags = tuple(f.id for f in mat.flags if _near(points, f.x, f.y, f.radius + margin))
    fumbles = tuple(f.id for f in mat.fumbles if _near(points, f.x, f.y, f.length / 2.0 + margin))
    sizes = [(f.id, f.x, f.y, f.radius) for f in mat.flags] + [
        (f.id, f.x, f.y, f.length / 2.0) for f in mat.fumbles
    ]
    out_of_reach = [(fid, mat.field.yards(_gap(points, x, y) - size - margin)) for fid, x, y, size in sizes]
    return Reach(
        False,
        tuple(sorted(run_goals)),
        tuple(sorted(pass_goals)),
        tuple(sorted(aimed)),
        flags,
        fumbles,
        tuple(sorted(endzones)),
        tuple(sorted(out_of_reach, key=lambda item: item[1])),
        tuple(f.id for f in mat.flags),
        points,
        margin,
    )


def _rests(model: BatchModel, shot: Shot, targets: Targets) -> NDArray[np.float64]:
    """Where the shot's first flicks rest: the noise of its first block, drawn as the sweep
    draws it (sweep.run_chunk), so these are flicks the measure counts."""
    hand = targets.hand
    n = min(REACH_FLICKS, targets.flicks)
    chunk = sweep.Chunk("", shot, hand, n, targets.seed, 0, False)
    speed0, direction0 = flick_to(model.friction, shot.start, shot.aim)
    z = np.random.default_rng(sweep.chunk_seed(chunk)).standard_normal((3, n))
    speed = np.clip(speed0 * (1.0 + hand.speed_sd * z[0]), 0.0, 0.95 * MAX_SPEED)
    s = shot.start
    rest = model.rest(
        np.full(n, s.x),
        np.full(n, s.y),
        np.full(n, s.angle),
        speed,
        direction0 + hand.angle_sd * z[1],
        hand.spin_sd * z[2],
    )
    return np.stack([rest.x, rest.y], axis=1)


def _near(points: NDArray[np.float64], x: float, y: float, within: float) -> bool:
    """Whether enough rests (``REACH_SHARE``) lie ``within`` of (x, y)."""
    return _enough(np.hypot(points[:, 0] - x, points[:, 1] - y) <= within)


def _gap(points: NDArray[np.float64], x: float, y: float) -> float:
    """How near (x, y) the nearest ``REACH_SHARE`` of the rests lie (metres; inf without any)."""
    if not len(points):
        return float("inf")
    return float(np.quantile(np.hypot(points[:, 0] - x, points[:, 1] - y), REACH_SHARE))


def _enough(hits: NDArray[np.bool_]) -> bool:
    return len(hits) > 0 and int(np.count_nonzero(hits)) >= max(1, round(REACH_SHARE * len(hits)))


def _near_path(
    points: NDArray[np.float64], start: tuple[float, float], step: tuple[float, float], within: float
) -> bool:
    """Whether a centre anywhere from ``start`` to ``start + step`` comes ``within`` of a rest."""
    d = np.asarray(step)
    length2 = float(d @ d)
    rel = points - np.asarray(start)
    t = np.clip(rel @ d / length2, 0.0, 1.0) if length2 > 0 else np.zeros(len(points))
    gap = rel - t[:, None] * d
    return _enough(np.hypot(gap[:, 0], gap[:, 1]) <= within)


# ----------------------------------------------------------------- which parameters move them


def moved(p: Parameter, mat: Mat, targets: Targets, r: Reach) -> tuple[str, ...]:
    """The features ``p`` changes in a way the measure counts (all it lists, for whole games)."""
    pairs = mirror_pairs(mat) if targets.mirror else {}
    items = list(dict.fromkeys([*p.features, *(pairs[f] for f in p.features if f in pairs)]))
    if r.everything:
        return tuple(items)
    yd = mat.field.yard
    flags = {f.id: f for f in mat.flags}
    fumbles = {f.id: f for f in mat.fumbles}
    out = []
    for fid in items:
        sign = 1.0 if fid in p.features else -1.0  # a mirror image moves the mirrored way
        if fid in flags or fid in fumbles:
            hazard = flags.get(fid) or fumbles[fid]
            size = flags[fid].radius if fid in flags else fumbles[fid].length / 2.0
            if p.name == "flag_radius" and fid in flags:
                hit = _near(r.rests, hazard.x, hazard.y, max(size, p.high * yd) + r.margin)
            elif p.name.startswith("shift"):
                axis = np.array([1.0, 0.0] if p.name == "shift_x" else [0.0, 1.0]) * sign * yd
                start = (hazard.x + axis[0] * p.low, hazard.y + axis[1] * p.low)
                step = (axis[0] * (p.high - p.low), axis[1] * (p.high - p.low))
                hit = _near_path(r.rests, start, step, size + r.margin)
            else:
                hit = False
        else:
            hit = (
                (p.name == "run_radius" and fid in r.run_goals)
                or (p.name == "pass_radius" and fid in r.pass_goals)
                or (p.name.startswith("shift") and fid in r.aimed)
            )
        if hit:
            out.append(fid)
    return tuple(out)


def why(goal: Goal, mat: Mat, targets: Targets, values: list[float]) -> list[str]:
    """The reasons a goal was not met, as lines a designer reads: what it depends on, and which
    tuned parameters move that (and whether they stopped at a bound), or which would."""
    r = reach(mat, targets, goal)
    label = goal.label()
    movers = [
        (p, v, m) for p, v in zip(targets.parameters, values, strict=True) if (m := moved(p, mat, targets, r))
    ]
    lines = [_depends(r)]
    if not movers:
        lines.append(f"no tuned parameter moves a feature that `{label}` depends on: {_suggest(r)}")
        return lines
    named = "; ".join(f"{p.name} of {_ids(m)}" for p, _, m in movers)
    lines.append(f"tuned parameters that move them: {named}")
    half = targets.grid / 2.0
    bounded = [
        f"{p.name} of {_ids(p.features)} at its {end} ({bound:g} yd)"
        for p, v, _ in movers
        for end, bound, at in (("min", p.low, v <= p.low + half), ("max", p.high, v >= p.high - half))
        if at
    ]
    if bounded:
        lines.append(f"stopped at a bound: {'; '.join(bounded)}: widen it to go further")
    else:
        lines.append(
            "within their bounds none came closer: the other targets pull the other way, the "
            "search ran out of generations, or a nearer value would make the mat invalid"
        )
    return lines


def _depends(r: Reach) -> str:
    if r.everything:
        return "it is read from whole bot games: it depends on every feature of the mat"
    parts = []
    if r.run_goals:
        parts.append(f"the run circles it aims at ({_ids(r.run_goals)})")
    if r.pass_goals:
        parts.append(f"the pass circles it aims at ({_ids(r.pass_goals)})")
    others = r.other_aims
    if others:
        parts.append(f"where its flicks aim ({_ids(others)})")
    if r.flags or r.fumbles:
        parts.append(f"the flags and fumble footballs its flicks reach ({_ids([*r.flags, *r.fumbles])})")
    fixed = [*r.endzones, "the sidelines"]
    parts.append(f"{', '.join(fixed[:-1])} and {fixed[-1]}, which no parameter moves")
    return "it depends on " + "; ".join(parts)


def _suggest(r: Reach) -> str:
    options = []
    if r.run_goals:
        options.append(f"run_radius, shift_x or shift_y of {_ids(r.run_goals)}")
    if r.pass_goals:
        options.append(f"pass_radius, shift_x or shift_y of {_ids(r.pass_goals)}")
    others = r.other_aims
    if others:
        options.append(f"shift_x or shift_y of {_ids(others)}")
    if r.flags:
        options.append(f"flag_radius, shift_x or shift_y of {_ids(r.flags)}")
    if r.fumbles:
        options.append(f"shift_x or shift_y of {_ids(r.fumbles)}")
    if options:
        return "add one of " + "; ".join(options)
    if not r.nearest:
        return "no flag or fumble football is on the mat: add one where its flicks rest (tabletop mat edit)"
    closest = r.nearest[0][1]
    near = [fid for fid, gap in r.nearest if gap <= closest + NEAR][:LISTED]
    flags = [fid for fid in near if fid in r.flag_ids]
    fumbles = [fid for fid in near if fid not in r.flag_ids]
    options = [f"flag_radius, shift_x or shift_y of {_ids(flags)}"] if flags else []
    options += [f"shift_x or shift_y of {_ids(fumbles)}"] if fumbles else []
    return (
        f"add one of {'; '.join(options)}: none lies within reach of its flicks, these are the "
        f"nearest ({closest:.1f} yd out of reach)"
    )


def _ids(ids: tuple[str, ...] | list[str]) -> str:
    shown = ", ".join(ids[:LISTED])
    return shown if len(ids) <= LISTED else f"{shown} and {len(ids) - LISTED} more"
