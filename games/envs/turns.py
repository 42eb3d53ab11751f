"""What the turn-based (AEC) game environments share: the bookkeeping PettingZoo asks for,
an action applied for the agent selected, and the legal actions by number."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from pettingzoo import AECEnv

from .rewards import net_points


def legal_by_number(actions: Iterable[Any], number: Callable[[Any], int | None]) -> dict[int, Any]:
    """The legal actions by their numbers (the first of any that share one); those without a
    number are left out."""
    out: dict[int, Any] = {}
    for action in actions:
        k = number(action)
        if k is not None:
            out.setdefault(k, action)
    return out


class TurnsEnv(AECEnv[str, Any, Any]):  # type: ignore[misc]
    """A game one team acts in at a time. A subclass sets ``possible_agents``, ``render_mode``
    and ``_legal``, and says how a game action is applied, how the score stands, whether the
    game is over and whose turn it is (``_next``)."""

    _legal: dict[int, Any]

    def _apply(self, action: Any) -> None:
        raise NotImplementedError

    def _score(self) -> Mapping[Any, int]:
        raise NotImplementedError

    def _sides(self) -> Iterable[Any]:
        raise NotImplementedError

    def _over(self) -> bool:
        raise NotImplementedError

    def _next(self) -> None:
        raise NotImplementedError

    def _decode(self, action: Any) -> Any | None:
        """The game action an agent's action stands for; None if it is illegal."""
        return self._legal.get(int(action))

    def _start_episode(self) -> None:
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.play(self._decode(action))

    def play(self, chosen: Any | None) -> None:
        """Apply a game action for the agent selected (None: an illegal one, which loses)."""
        agent = self.agent_selection
        self._cumulative_rewards[agent] = 0.0
        if chosen is None:
            self.rewards = {a: (-1.0 if a == agent else 1.0) for a in self.agents}
            self.infos[agent]["illegal"] = True
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            before = dict(self._score())
            self._apply(chosen)
            self.rewards = net_points(before, self._score(), self._sides())
            if self._over():
                self.terminations = dict.fromkeys(self.agents, True)
            else:
                self._next()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()
