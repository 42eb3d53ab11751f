"""The learning environments' figures behind ``tabletop bench``: steps per second of CPU spent in
the environment, each environment driven by seeded random actions (the legal ones where there is
a mask). Drawing the random actions is the agent's work, not the environment's, and is left off
the clock: gymnasium's own sampler costs about as much as a foosball step."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

from sim.slider.mat import Mat


class _Clock:
    """CPU seconds spent inside the ``with clock.running():`` blocks."""

    def __init__(self) -> None:
        self.seconds = 0.0

    @contextmanager
    def running(self) -> Iterator[None]:
        start = time.process_time()
        try:
            yield
        finally:
            self.seconds += time.process_time() - start


Episode = Callable[[np.random.Generator, _Clock], int]


def _random_action(space: Any, obs: Any, rng: np.random.Generator) -> Any:
    if isinstance(obs, dict) and "action_mask" in obs:
        legal = np.flatnonzero(obs["action_mask"])
        return int(rng.choice(legal))
    action = space.sample()
    if isinstance(obs, dict) and "decision_mask" in obs:
        legal = np.flatnonzero(obs["decision_mask"])
        if len(legal):
            action["decision"] = int(rng.choice(legal))
    return action


def _steps_per_s(run: Episode, seconds: float) -> float:
    """Steps of ``run`` (one episode per call, returning its steps) per second of CPU spent in
    the environment, played for about ``seconds`` of CPU in all."""
    rng = np.random.default_rng(0)
    run(rng, _Clock())  # warm up
    clock, done, start = _Clock(), 0, time.process_time()
    while time.process_time() - start < seconds:
        done += run(rng, clock)
    return done / clock.seconds


def _single(env_id: str, **kwargs: Any) -> Episode:
    import gymnasium

    import games.envs  # noqa: F401 - registers the environments

    env = gymnasium.make(env_id, **kwargs)
    env.action_space.seed(0)

    def episode(rng: np.random.Generator, clock: _Clock) -> int:
        seed = int(rng.integers(1 << 30))
        with clock.running():
            obs, _ = env.reset(seed=seed)
        steps, done = 0, False
        while not done:
            action = _random_action(env.action_space, obs, rng)
            with clock.running():
                obs, _, terminated, truncated, _ = env.step(action)
            steps += 1
            done = terminated or truncated
        return steps

    return episode


def _turns(make: Callable[[], Any]) -> Episode:
    env = make()

    def episode(rng: np.random.Generator, clock: _Clock) -> int:
        seed = int(rng.integers(1 << 30))
        with clock.running():
            env.reset(seed=seed)
        steps = 0
        for agent in env.agent_iter():
            with clock.running():
                obs, _, terminated, truncated, _ = env.last()
            action = None if terminated or truncated else _random_action(env.action_space(agent), obs, rng)
            with clock.running():
                env.step(action)
            steps += 1
        return steps

    return episode


def _together(make: Callable[[], Any]) -> Episode:
    env = make()

    def episode(rng: np.random.Generator, clock: _Clock) -> int:
        seed = int(rng.integers(1 << 30))
        with clock.running():
            obs, _ = env.reset(seed=seed)
        steps = 0
        while env.agents:
            actions = {a: _random_action(env.action_space(a), obs[a], rng) for a in env.agents}
            with clock.running():
                obs, *_ = env.step(actions)
            steps += 1
        return steps

    return episode


def env_field_goal_steps_per_s(mat: Mat, seconds: float) -> float:
    """tabletop/FieldGoal-v0: one kick an episode, its flight and the call."""
    return _steps_per_s(_single("tabletop/FieldGoal-v0"), seconds)


def env_flick_steps_per_s(mat: Mat, seconds: float) -> float:
    """tabletop/Flick-v0: one flick an episode, judged by the rules."""
    return _steps_per_s(_single("tabletop/Flick-v0"), seconds)


def env_finger_football_steps_per_s(mat: Mat, seconds: float) -> float:
    """Finger Football (AEC): random legal decisions, random flicks and kicks, both teams."""
    from games.envs.finger_football import FingerFootballEnv

    return _steps_per_s(_turns(lambda: FingerFootballEnv(mat)), seconds)


def env_all_pro_steps_per_s(mat: Mat, seconds: float) -> float:
    """All-Pro (AEC): random legal actions, both teams."""
    from games.envs.all_pro import AllProEnv

    return _steps_per_s(_turns(AllProEnv), seconds)


def env_tortellini_steps_per_s(mat: Mat, seconds: float) -> float:
    """Tortellini (Parallel): random legal plans, both teams at once."""
    from games.envs.tortellini import TortelliniEnv

    return _steps_per_s(_together(TortelliniEnv), seconds)


def env_foosball_realtime_factor(mat: Mat, seconds: float) -> float:
    """Foosball (Parallel) at 60 decisions a second: seconds of play per second of CPU, both
    teams' rods commanded at random."""
    from games.envs.foosball import DECISION_STEPS, DT, FoosballEnv

    steps = _steps_per_s(_together(lambda: FoosballEnv(max_seconds=60.0)), seconds)
    return steps * DECISION_STEPS * DT
