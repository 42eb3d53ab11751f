"""``tabletop mat fit``: a player's own hand, from their recorded flicks.

Each flick with a known intention (where it was meant to stop: a game's target, or the
``aim_x, aim_y`` columns of a measured CSV) gives the speed and direction that were meant (the
inverse of the friction model) beside the ones made: the spreads are the standard deviations of
the relative speed error and of the direction error, and the spin's root mean square (none is
meant). Each flick with an observed rest (``rest_x, rest_y``) gives the friction: the model's
slide length is exactly inversely proportional to mu for a given launch (the deceleration is
mu g and the shape of the slide depends on the ratio of spin to speed alone), so the least
squares mu is closed-form: 1/mu = sum(d c) / sum(c^2), c the slide at mu = 1, d the one observed.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from games.finger_football.measured import Measured
from games.replays.imports import MeasuredFlick, read_rows
from sim.errors import SimError
from sim.inverse import flick_to
from sim.slider.friction import FrictionModel
from sim.slider.mat import Mat

from .hand import Hand


class FitError(SimError, ValueError):
    """Recordings that cannot give a fit (too few flicks with what the fit needs)."""


@dataclass(frozen=True, slots=True)
class Fit:
    hand: Hand
    flicks: int  # read in all
    aimed: int  # with an intention: the spreads
    rested: int  # with an observed rest: the friction
    speed_bias: float  # mean relative speed error (+: too hard)
    angle_bias: float  # rad, mean direction error (+: to the left)
    mu_se: float | None  # standard error of mu, from the residuals


def observed(paths: Iterable[Path], mat: Mat) -> list[MeasuredFlick]:
    """Every flick of the recordings: measured CSVs, or replay files (a game's scrimmage flicks
    carry their target as the intention)."""
    out: list[MeasuredFlick] = []
    for path in paths:
        out += read_rows(path, mat) if path.suffix.lower() == ".csv" else _from_replay(path)
    return out


def _from_replay(path: Path) -> list[MeasuredFlick]:
    from games.finger_football.rules.actions import Flicked
    from games.finger_football.rules.engine import FlickRequest
    from games.replays import load

    replay, codec = load(path, tolerate_cut=True)
    if not codec.uses_mat:
        raise FitError(f"{path}: a {replay.game} recording has no flicks to fit")
    game = codec.game
    out = []
    for n, record in enumerate(replay.actions, start=2):
        action = codec.decode(record["action"])
        if isinstance(action, Flicked):
            request = game.request() if hasattr(game, "request") else None
            seen = _measured(record, path, n)
            if isinstance(request, FlickRequest):
                seen = replace(seen, aim=_intention(game, request))
            launch = action.outcome.launch
            out.append(MeasuredFlick(action.outcome.start, launch.speed, launch.direction, launch.spin, seen))
        codec.apply(action)
    return out


def _measured(record: dict[str, object], path: Path, line: int) -> Measured:
    """A practice flick's aim (the lit target; a CSV's aim columns) and what was measured of it,
    as its line keeps them."""
    action = record["action"]
    try:
        return Measured.of_line(action) if isinstance(action, dict) else Measured()
    except ValueError as exc:
        raise FitError(f"{path}: line {line}: {exc}") from None


def _intention(game: object, request: object) -> tuple[float, float] | None:
    """Where a game's flick was meant to stop: its target (scrimmage plays and two-point tries)."""
    from games.finger_football.rules.actions import PlayKind, Purpose
    from games.finger_football.rules.engine import FingerFootball, FlickRequest

    assert isinstance(game, FingerFootball) and isinstance(request, FlickRequest)
    target = request.target
    if request.purpose not in (Purpose.SCRIMMAGE, Purpose.TWO_POINT) or target is None:
        return None  # kick-offs, punts, onside kicks: what was meant is not known
    if target.kind == PlayKind.TOUCHDOWN:
        f = game.mat.field
        d = game.direction(request.team)
        goal = f.length if d > 0 else 0.0
        return goal + d * f.endzone / 2.0, max(-f.half_width / 2, min(f.half_width / 2, request.start.y))
    start = request.start
    circles = [game.field.circle(c) for c in target.circles]
    c = min(circles, key=lambda c: math.hypot(c.x - start.x, c.y - start.y))
    return (c.pass_x, c.pass_y) if target.kind == PlayKind.PASS else (c.x, c.y)


def fit(flicks: list[MeasuredFlick], mat: Mat, name: str = "fitted") -> Fit:
    radius = mat.slider.friction_radius
    mu, mu_se, rested = _friction(flicks, radius)
    friction = FrictionModel(mu if mu is not None else mat.mu, radius)
    speed_errors, angle_errors, spins = [], [], []
    for f in flicks:
        if f.aim is None:
            continue
        meant_speed, meant_direction = flick_to(friction, f.start, f.aim)
        if meant_speed <= 0.0:
            continue
        speed_errors.append(f.speed / meant_speed - 1.0)
        angle_errors.append(math.remainder(f.direction - meant_direction, math.tau))
        spins.append(f.spin)
    if len(speed_errors) < 3:
        raise FitError(
            f"{len(speed_errors)} of {len(flicks)} flicks say where they were meant to stop: at least 3 are "
            "needed. A game's recording says it for its scrimmage flicks and two-point tries (the "
            "target the dice gave); a practice recording says it for each flick at a lit target (kept "
            "since 2026-12-03); "
            "a CSV says it in its aim_x and aim_y columns (m), beside x, y, speed and angle"
        )
    hand = Hand(
        name,
        statistics.stdev(speed_errors),
        statistics.stdev(angle_errors),
        math.sqrt(statistics.fmean(s * s for s in spins)),
        mu,
    )
    return Fit(
        hand,
        len(flicks),
        len(speed_errors),
        rested,
        statistics.fmean(speed_errors),
        statistics.fmean(angle_errors),
        mu_se,
    )


def _friction(flicks: list[MeasuredFlick], radius: float) -> tuple[float | None, float | None, int]:
    """The least squares mu from flicks with an observed rest, its standard error, and how many."""
    unit = FrictionModel(1.0, radius)
    pairs = []
    for f in flicks:
        if f.rest is None or f.speed <= 0.0:
            continue
        c = unit.slide(f.speed, f.spin).distance
        d = math.hypot(f.rest[0] - f.start.x, f.rest[1] - f.start.y)
        pairs.append((c, d))
    if len(pairs) < 2:
        return None, None, len(pairs)
    k = sum(c * d for c, d in pairs) / sum(c * c for c, _ in pairs)  # k = 1 / mu
    residuals = [d - k * c for c, d in pairs]
    s2 = sum(r * r for r in residuals) / (len(pairs) - 1)
    k_se = math.sqrt(s2 / sum(c * c for c, _ in pairs))
    return 1.0 / k, k_se / (k * k), len(pairs)
