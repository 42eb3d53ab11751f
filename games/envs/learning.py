"""Worked examples of learning on the environments, in plain numpy: a cross-entropy method
learns a field-goal kick policy and a flick policy from scratch, and a Finger Football player built on
them plays the CPU (docs/envs.md shows and explains this code).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from games.finger_football.rules.actions import Purpose
from games.finger_football.rules.engine import FlickRequest
from sim.kick import MAX_AIM

from .finger_football import DECIDE, FLICK, FingerFootballEnv
from .flick import MAX_TURN, FlickEnv, aim_point, flick_observation, hazards_of
from .kick import DISTANCES, TREMORS, FieldGoalEnv

Score = Callable[[np.ndarray, int], float]


def cross_entropy(
    score: Score,
    dims: int,
    rng: np.random.Generator,
    iterations: int = 12,
    population: int = 40,
    elite: int = 8,
    spread: float = 0.5,
) -> np.ndarray:
    """The parameters that maximise ``score(params, seed)``: sample a population from a normal
    distribution (about zero, ``spread`` wide), keep the best ``elite``, refit the distribution
    to them, again."""
    mean, sd = np.zeros(dims), np.full(dims, spread)
    for it in range(iterations):
        pop = mean + sd * rng.standard_normal((population, dims))
        scores = np.array([score(p, 1000 * it + k) for k, p in enumerate(pop)])
        best = pop[np.argsort(scores)[-elite:]]
        mean, sd = best.mean(axis=0), best.std(axis=0) + 0.02  # a floor keeps it searching
    return mean


def success(env: Any, act: Callable[[np.ndarray], np.ndarray], episodes: int, seed: int) -> float:
    """The share of ``episodes`` one-step episodes with reward 1."""
    won = 0.0
    for k in range(episodes):
        obs, _ = env.reset(seed=seed + k)
        won += env.step(act(obs))[1]
    return won / episodes


# ----------------------------------------------------------------------------- the kick
def kick_policy(params: np.ndarray) -> Callable[[np.ndarray], np.ndarray]:
    """A kick from the field-goal environment's observation: the speed from the goalpost's
    distance and the kicker's tremor, the elevation from the crossbar's height (the hand size),
    the aim from the goalpost's bearing; ``params`` (six) weigh and shift each. All zeros is the
    zero action: the middle of every range, straight along the kicker's line."""

    def act(obs: np.ndarray) -> np.ndarray:
        distance, bearing, _, crossbar, _, tremor = (float(x) for x in obs)
        # Each about its middle over the environment's draws, about -1 to 1.
        reach = (distance - sum(DISTANCES) / 2.0) / ((DISTANCES[1] - DISTANCES[0]) / 2.0)
        shake = math.log(max(tremor, 0.01) / math.sqrt(TREMORS[0] * TREMORS[1])) / math.log(TREMORS[1])
        bar = (crossbar - 0.065) / 0.01  # small hands -1, medium 0, large +1
        raw = [
            params[0] * reach + params[1] * shake + params[2],
            params[3] * bar + params[4],
            params[5] * bearing / MAX_AIM,
        ]
        return np.asarray(np.clip(raw, -1.0, 1.0), dtype=np.float32)

    return act


def learn_kick_policy(seed: int = 0, iterations: int = 10, episodes: int = 12) -> np.ndarray:
    """The kick policy's parameters that make the most field goals over the environment's draws,
    from the zero action. Every candidate of an iteration kicks at the same goalposts with the same
    hands (common random numbers: the comparison is the policies', not the draws'), and is steered
    by the miss as well as the reward."""
    env = FieldGoalEnv()

    def score(params: np.ndarray, s: int) -> float:
        act, total, first = kick_policy(params), 0.0, (s // 1000) * episodes
        for k in range(episodes):
            obs, _ = env.reset(seed=first + k)
            _, reward, _, _, info = env.step(act(obs))
            total += reward - min(info["miss"] / 0.15, 1.0)  # 0.15 m: a goal's width
        return total / episodes

    return cross_entropy(score, 6, np.random.default_rng(seed), iterations=iterations, population=30, elite=6)


def learn_kick(distance: float, seed: int = 0, skill: str | None = "club") -> np.ndarray:
    """One kick (the environment's action) good as often as it can be at a goalpost straight
    ahead, ``distance`` metres away, held by medium hands, kicked with ``skill``'s own steadiness:
    the field goal of the game, where the goalpost stands where the rules put it."""
    env = FieldGoalEnv(distance=distance, hands="medium", skill=skill, tremor=1.0, bearing=0.0)
    return cross_entropy(
        lambda params, s: success(env, lambda _: np.clip(params, -1, 1), 8, s), 3, np.random.default_rng(seed)
    ).clip(-1.0, 1.0)


# ----------------------------------------------------------------------------- the flick
def flick_policy(params: np.ndarray) -> Callable[[np.ndarray], np.ndarray]:
    """A flick from the flick environment's observation: the speed from the square root of the
    distance to the target (a slide's length grows with the square of its speed), the direction
    from its bearing, a fixed strike point; ``params`` scale and shift each."""

    def act(obs: np.ndarray) -> np.ndarray:
        dx, dy = float(obs[0]), float(obs[1])
        # The square root of the distance, about its middle over the field's targets.
        reach, bearing = math.sqrt(math.hypot(dx, dy)) - 0.6, math.atan2(dy, dx) / MAX_TURN
        raw = np.array([params[0] * reach + params[1], params[2] * bearing + params[3], params[4]])
        return np.asarray(np.clip(raw, -1.0, 1.0), dtype=np.float32)

    return act


def learn_flick(seed: int = 0, skill: str | None = None, iterations: int = 20) -> np.ndarray:
    """The flick policy's parameters that complete the most plays. A play missed by a hair and
    one missed by a yard score the same reward, so the method is steered by the miss as well."""
    env = FlickEnv(skill=skill)

    def score(params: np.ndarray, s: int) -> float:
        act, total = flick_policy(params), 0.0
        for k in range(16):
            obs, _ = env.reset(seed=s * 16 + k)
            _, reward, _, _, info = env.step(act(obs))
            total += reward - min(info["miss"], 1.0) / env.mat.slider.length
        return total / 16

    return cross_entropy(score, 5, np.random.default_rng(seed), iterations=iterations, spread=1.0)


# ----------------------------------------------------------------------------- a whole player
PREFERRED = (
    "receive",
    "defend the home goal",
    "call roll",
    "convert with a kick",
    "regular kick-off",
    "accept the rest",
    "accept the penalty",
)


class LearnedPlayer:
    """Plays the Finger Football environment: the learned flick and kick, and the plainest of
    decisions (roll the dice, run at the first circle the rules allow)."""

    def __init__(self, env: FingerFootballEnv, kick: np.ndarray, flick: np.ndarray) -> None:
        self.env, self.kick, self.flick = env, kick, flick_policy(flick)
        self.hazards = hazards_of(env.mat)
        names = env.decision_names
        self.order = [names.index(n) for n in PREFERRED] + [
            k for k, n in enumerate(names) if n.startswith("target a run")
        ]

    def __call__(self, obs: dict[str, Any]) -> dict[str, Any]:
        action = {"decision": 0, "flick": np.zeros(3, np.float32), "kick": self.kick.astype(np.float32)}
        if obs["needs"] == DECIDE:
            legal = set(np.flatnonzero(obs["decision_mask"]))
            action["decision"] = next((k for k in self.order if k in legal), min(legal, default=0))
        elif obs["needs"] == FLICK:
            action["flick"] = self.flick(self._flick_view())
        return action

    def _flick_view(self) -> np.ndarray:
        """What the flick policy was trained on, for the flick the game asks for now."""
        game = self.env.game
        request = game.request()
        assert isinstance(request, FlickRequest)
        d = game.direction(request.team)
        if request.target is not None and request.purpose in (Purpose.SCRIMMAGE, Purpose.TWO_POINT):
            aim = aim_point(game.field, request.target, d)
        else:  # a kick-off or a punt: deep into the other half
            x, y = game.field.spot(85.0, d)
            aim = (x, y, 0.1)
        return flick_observation(request.start, d, aim, self.hazards)
