"""Single-agent Gymnasium versions of the games: one team, the built-in CPU the other.

``gymnasium.make("tabletop/FingerFootball-v0", cpu="club")`` and so on (registered when
``games.envs`` is imported). The agent's spaces are its team's in the two-player environment;
the CPU's moves are made between the agent's, so every ``step`` returns at the agent's next
decision (or the game's end), with the reward gathered meanwhile. The CPU is seeded from the
episode's seed, so ``reset(seed=...)`` replays an episode bit for bit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np

from .all_pro import AllProEnv
from .finger_football import FingerFootballEnv
from .foosball import FoosballEnv
from .tortellini import TortelliniEnv, action_of


def _episode(env: gym.Env[Any, Any], seed: int | None) -> tuple[int, int]:
    """The episode's seed and the CPU's: from ``seed``, or drawn from the environment's own
    generator (seeded by the last ``reset(seed=...)``)."""
    episode = seed if seed is not None else int(env.np_random.integers(2**63))
    return episode, int(np.random.SeedSequence([episode, 7]).generate_state(1)[0])


class TurnsVersusCpu(gym.Env[Any, Any]):
    """A turn-based (AEC) game: the agent plays ``me``; ``cpu(env)`` gives the game action the
    CPU makes when it is selected."""

    def __init__(self, two: Any, me: str, make_cpu: Callable[[int], Callable[[Any], Any]]) -> None:
        _check_side(me, two.possible_agents)
        self.two, self.me, self.make_cpu = two, me, make_cpu
        self.observation_space = two.observation_space(me)
        self.action_space = two.action_space(me)
        self.render_mode = two.render_mode
        self.metadata = dict(two.metadata)
        self._cpu: Callable[[Any], Any] | None = None

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        super().reset(seed=seed)
        episode, cpu = _episode(self, seed)
        self.two.reset(seed=episode)
        self._cpu = self.make_cpu(cpu)
        self._cpu_turns()  # up to the agent's first decision (a reset returns no reward)
        return self.two.observe(self.me), {}

    def _cpu_turns(self) -> float:
        """Let the CPU act until it is the agent's turn or the game is over; the agent's reward
        meanwhile."""
        two, total = self.two, 0.0
        assert self._cpu is not None
        while two.agents and two.agent_selection != self.me and not two.terminations[self.me]:
            two.play(self._cpu(two))
            total += two.rewards[self.me]
        return total

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        two = self.two
        if self._cpu is None:
            raise RuntimeError("call reset() before step()")
        two.step(action)
        reward = two.rewards[self.me] + self._cpu_turns()
        done = two.terminations[self.me]
        return two.observe(self.me), reward, done, bool(two.truncations[self.me]), dict(two.infos[self.me])

    def render(self) -> Any:
        return self.two.render()

    def close(self) -> None:
        self.two.close()


class TogetherVersusCpu(gym.Env[Any, Any]):
    """A simultaneous (Parallel) game: the agent plays ``me``; ``cpu(env)`` gives the other
    agents' actions (none where the environment plays the CPU itself)."""

    def __init__(self, two: Any, me: str, make_cpu: Callable[[int], Callable[[Any], dict[str, Any]]]) -> None:
        _check_side(me, two.possible_agents)
        self.two, self.me, self.make_cpu = two, me, make_cpu
        self.observation_space = two.observation_space(me)
        self.action_space = two.action_space(me)
        self.render_mode = two.render_mode
        self.metadata = dict(two.metadata)
        self._cpu: Callable[[Any], dict[str, Any]] | None = None
        self._last: Any = None

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        super().reset(seed=seed)
        episode, cpu = _episode(self, seed)
        observations, infos = self.two.reset(seed=episode)
        self._cpu = self.make_cpu(cpu)
        self._last = observations[self.me]
        return self._last, infos[self.me]

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self._cpu is None:
            raise RuntimeError("call reset() before step()")
        actions = {self.me: action, **self._cpu(self.two)}
        observations, rewards, terminated, truncated, infos = self.two.step(actions)
        self._last = observations.get(self.me, self._last)
        return self._last, rewards[self.me], terminated[self.me], truncated[self.me], infos[self.me]

    def render(self) -> Any:
        return self.two.render()

    def close(self) -> None:
        self.two.close()


# ----------------------------------------------------------------------------- the games
def _check_side(side: str, sides: list[str]) -> None:
    if side not in sides:
        raise ValueError(f"side must be one of {', '.join(sides)}, not {side!r}")


def finger_football(cpu: str = "club", side: str = "red", **kwargs: Any) -> TurnsVersusCpu:
    from games.finger_football.match import PLAYER_KINDS, make_player, next_action
    from games.finger_football.rules.actions import Team

    if cpu not in PLAYER_KINDS:
        raise ValueError(f"cpu must be one of {', '.join(PLAYER_KINDS)}, not {cpu!r}")
    _check_side(side, [t.value for t in Team])
    two = FingerFootballEnv(**kwargs)
    other = Team(side).other

    def make_cpu(seed: int) -> Callable[[FingerFootballEnv], Any]:
        bot = make_player(cpu, seed, other, two.physics)
        return lambda env: next_action(env.game, {other: bot}, env.physics)

    return TurnsVersusCpu(two, side, make_cpu)


def all_pro(cpu: str = "coach", side: str = "home", **kwargs: Any) -> TurnsVersusCpu:
    from games.all_pro.match import PLAYERS, make_player

    if cpu not in PLAYERS:
        raise ValueError(f"cpu must be one of {', '.join(PLAYERS)}, not {cpu!r}")
    two = AllProEnv(**kwargs)

    def make_cpu(seed: int) -> Callable[[AllProEnv], Any]:
        player = make_player(cpu, seed)
        return lambda env: player(env.game)

    return TurnsVersusCpu(two, side, make_cpu)


def tortellini(cpu: str = "strategist", side: str = "one", **kwargs: Any) -> TogetherVersusCpu:
    from games.tortellini.match import PLAYERS, make_player
    from games.tortellini.rules.actions import Place, Team

    if cpu not in PLAYERS:
        raise ValueError(f"cpu must be one of {', '.join(PLAYERS)}, not {cpu!r}")
    _check_side(side, [t.value for t in Team])
    two = TortelliniEnv(**kwargs)
    other = Team(side).other

    def make_cpu(seed: int) -> Callable[[TortelliniEnv], dict[str, Any]]:
        player = make_player(cpu, seed)

        def act(env: TortelliniEnv) -> dict[str, Any]:
            game = env.game
            placer = game.to_place()
            if placer is not None and placer != other:
                return {other.value: 0}  # waiting while the agent places
            chosen = player(game, other)
            return {other.value: chosen.col if isinstance(chosen, Place) else action_of(chosen)}

        return act

    return TogetherVersusCpu(two, side, make_cpu)


def foosball(cpu: str = "club", **kwargs: Any) -> TogetherVersusCpu:
    """The agent plays home; the CPU plays away inside the match, at its own pace."""
    two = FoosballEnv(cpu=cpu, **kwargs)
    return TogetherVersusCpu(two, "home", lambda seed: lambda env: {})
