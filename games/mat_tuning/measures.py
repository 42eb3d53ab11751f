"""What a candidate mat scores on a targets file's goals, each with its standard error.

The numbers come from the report's own study (:func:`.report.make_report`), kept to the shots the
goals count and with the file's bot games: the same flicks and the same game seeds for every
candidate (common random numbers), so two candidates differ by their geometry, not by luck.

A shot measure is the pooled probability over the shots it selects, with its binomial standard
error. ``points`` is a team's mean points a game, with the standard error of that mean over the
games; ``drive`` a team's plays a drive (its plays over its drives, pooled over the games), with
the ratio estimator's standard error. A balance is the home team's value minus the visitors', the
two errors combined as if independent.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field

from sim.slider.mat import Mat

from .drives import GameStats
from .mat_edits import mirror_pairs
from .report import Report, ShotResult, make_report
from .shots import DEFAULT_GRID
from .targets import GAME_MEASURES, TEAMS, Goal, Targets, selects, team_shots

UNIT = {"points": 1.0, "drive": 0.1}  # the smallest range a goal is scaled by (odds: 0.01)


@dataclass(slots=True)
class Measured:
    values: dict[str, float]  # by goal label
    se: dict[str, float]
    flicks: dict[str, int] = field(default_factory=dict)  # shot measures: the flicks pooled
    games: int = 0  # game measures: the bot games played
    teams: dict[str, tuple[float, float]] = field(default_factory=dict)  # a balance's home, visitors


def measure(mat: Mat, targets: Targets, grid: tuple[float, ...] = DEFAULT_GRID) -> Measured:
    """Every goal's value on ``mat`` (NaN where a goal counts no shot there)."""
    pairs = mirror_pairs(mat)
    chosen = {
        (g.label(), team): [s.key for s in team_shots(mat, team, grid) if selects(g, team, s, pairs)]
        for g in targets.goals
        if not g.from_games
        for team in g.teams
    }
    needed = {key for keys in chosen.values() for key in keys}
    games = targets.games if targets.plays_games else 0
    report = make_report(
        mat, targets.hand, targets.flicks, targets.seed, games, grid=grid, only=lambda s: s.key in needed
    )
    results = {r.shot.key: r for r in [*report.shots, *report.visitors]}
    out = Measured({}, {}, games=games)
    for g in targets.goals:
        label = g.label()
        parts = {}
        for team in g.teams:
            if g.from_games:
                parts[team] = _from_games(report, g.compared, team)
            else:
                parts[team] = _pooled([results[k] for k in chosen[(label, team)]], g.compared)
        if g.is_balance:
            (home, home_se), (away, away_se) = parts["home"], parts["visitors"]
            out.values[label], out.se[label] = home - away, math.hypot(home_se, away_se)
            out.teams[label] = (home, away)
        else:
            out.values[label], out.se[label] = parts[g.team]
        if not g.from_games:
            out.flicks[label] = sum(results[k].flicks for t in g.teams for k in chosen[(label, t)])
    return out


def _pooled(group: list[ShotResult], measure: str) -> tuple[float, float]:
    if not group:
        return math.nan, math.nan
    outcome = measure if measure in ("flag", "fumble", "out") else "success"
    n = sum(r.flicks for r in group)
    p = sum(r.p[outcome] * r.flicks for r in group) / n
    return p, math.sqrt(p * (1.0 - p) / n)


def _from_games(report: Report, measure: str, team: str) -> tuple[float, float]:
    assert measure in GAME_MEASURES
    games = report.games
    if measure == "points":
        points = [float(g.score[_index(g, team)]) for g in games]
        return statistics.fmean(points), statistics.stdev(points) / math.sqrt(len(points))
    plays = [float(g.team_plays[_index(g, team)]) for g in games]
    drives = [float(sum(1 for t in g.drive_teams if t == _index(g, team))) for g in games]
    ratio = sum(plays) / max(1.0, sum(drives))
    spread = sum((p - ratio * d) ** 2 for p, d in zip(plays, drives, strict=True))
    se = math.sqrt(spread / (len(games) * (len(games) - 1))) / max(1e-9, statistics.fmean(drives))
    return ratio, se


def _index(game: GameStats, team: str) -> int:
    """The team's index in the game's pairs: the home team started defending the home endzone."""
    return game.home if team == TEAMS[0] else 1 - game.home


# ----------------------------------------------------------------- met or not


def shortfall(goal: Goal, value: float, se: float) -> float:
    """How far ``value`` lies outside the goal's range beyond its standard error (0: met)."""
    return max(0.0, goal.low - value - se, value - goal.high - se)


def met(goal: Goal, measured: Measured) -> bool:
    label = goal.label()
    value = measured.values[label]
    return not math.isnan(value) and shortfall(goal, value, measured.se[label]) == 0.0


def scale(goal: Goal) -> float:
    """The goal's own yardstick: its range's width (odds, points and plays weigh alike)."""
    return max(goal.high - goal.low, UNIT.get(goal.compared, 0.01))
