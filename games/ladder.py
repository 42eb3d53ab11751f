"""A ladder: a round robin among a game's players on seeded games, and Elo ratings fitted to the
results (Bradley-Terry: a draw counts as half a win to each), with 95 % confidence intervals.

Each pair plays the same number of games, sides alternating, game k on seed ``seed + k`` of the
schedule, so the ratings are the same whatever runs the games and in whatever order they end.
One virtual draw between every pair (a prior, as BayesElo has) keeps a rating finite when a
player wins every game it plays.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np

from games.core import registry
from games.core.registry import Play

ELO = 400.0 / math.log(10.0)  # rating points per unit of log-odds
MEAN = 1500.0  # the ladder's average rating
PRIOR_DRAWS = 1.0  # virtual draws between every pair
Z95 = 1.959964


@dataclass(frozen=True, slots=True)
class Pairing:
    """One game of the ladder: ``first`` plays the game's first side (red, home, team one)."""

    game: str
    first: str
    second: str
    seed: int


@dataclass(frozen=True, slots=True)
class Result:
    pairing: Pairing
    score: float | None  # for ``first``: 1 a win, 0.5 a draw, 0 a loss; None: no result (void)


@dataclass(frozen=True, slots=True)
class Rating:
    player: str
    elo: float
    low: float  # the 95 % confidence interval
    high: float
    games: int
    score: float  # points won (draws as halves)


def schedule(game: str, players: Sequence[str], per_pair: int, seed: int = 0) -> list[Pairing]:
    """Every pair of ``players`` plays ``per_pair`` games, taking the first side in turn."""
    known = registry.game(game).players
    unknown = [p for p in players if p not in known]
    if unknown:
        raise ValueError(f"{game} has no player {unknown[0]!r}: one of {', '.join(known)}")
    if len(set(players)) < 2:
        raise ValueError("a ladder needs two players or more")
    out: list[Pairing] = []
    for a, b in combinations(dict.fromkeys(players), 2):
        for k in range(per_pair):
            first, second = (a, b) if k % 2 == 0 else (b, a)
            out.append(Pairing(game, first, second, seed + len(out)))
    return out


def play(pairing: Pairing) -> Result:
    """One game of the ladder, headless, under the game's default rules."""
    spec = registry.game(pairing.game)
    summary = spec.play(Play(pairing.seed, pairing.first, pairing.second, spec.options()()))
    outcome = spec.outcome_of(summary)
    if outcome is None or outcome.void:
        return Result(pairing, None)
    return Result(pairing, outcome.points_for(spec.sides[0]))


def fit(players: Sequence[str], results: Sequence[Result]) -> list[Rating]:
    """Elo ratings by maximum likelihood (Newton's method), strongest first, centred on MEAN,
    with intervals from the curvature of the likelihood."""
    names = list(dict.fromkeys(players))
    index = {p: i for i, p in enumerate(names)}
    n = len(names)
    # Each (i, j, points of i, games) — the results and the prior's virtual draws.
    pairs: dict[tuple[int, int], list[float]] = {}
    for a, b in combinations(range(n), 2):
        pairs[(a, b)] = [0.5 * PRIOR_DRAWS, PRIOR_DRAWS]
    games, points = np.zeros(n), np.zeros(n)
    for r in results:
        if r.score is None:
            continue
        i, j = index[r.pairing.first], index[r.pairing.second]
        key, won = ((i, j), r.score) if i < j else ((j, i), 1.0 - r.score)
        pairs[key][0] += won
        pairs[key][1] += 1.0
        games[i] += 1
        games[j] += 1
        points[i] += r.score
        points[j] += 1.0 - r.score
    x = np.zeros(n)  # log-strengths; player 0 held at 0 while fitting
    for _ in range(100):
        grad, hess = np.zeros(n), np.zeros((n, n))
        for (i, j), (won, played) in pairs.items():
            p = 1.0 / (1.0 + math.exp(x[j] - x[i]))
            grad[i] += won - played * p
            grad[j] -= won - played * p
            w = played * p * (1.0 - p)
            hess[i, i] -= w
            hess[j, j] -= w
            hess[i, j] += w
            hess[j, i] += w
        step = np.linalg.solve(hess[1:, 1:], -grad[1:])
        x[1:] += step
        if np.max(np.abs(step)) < 1e-10:
            break
    covariance = np.zeros((n, n))
    covariance[1:, 1:] = np.linalg.inv(-hess[1:, 1:])
    centre = np.eye(n) - 1.0 / n  # ratings about their mean
    spread = np.sqrt(np.maximum(np.diag(centre @ covariance @ centre.T), 0.0))
    elo = MEAN + ELO * (x - x.mean())
    margin = Z95 * ELO * spread
    ratings = [
        Rating(
            p,
            float(elo[i]),
            float(elo[i] - margin[i]),
            float(elo[i] + margin[i]),
            int(games[i]),
            float(points[i]),
        )
        for i, p in enumerate(names)
    ]
    return sorted(ratings, key=lambda r: -r.elo)
