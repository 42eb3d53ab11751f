"""Tortellini Football as a PettingZoo Parallel environment: both teams plan at once.

Agents ``"one"`` and ``"two"``. Every step each gives one action from ``Discrete(729)``: a plan,
an order for each of red, white and blue, each order one of N, NE, E, SE, S, SW, W, NW (0 to 7,
north towards team two's home row) or P (8, a pass), red's the lowest digit in base 9. At the
start of a round the chips are placed in turn: the team placing gives the column (0 to 7) of its
next chip, the other gives 0, which is ignored. ``observation["action_mask"]`` marks the legal
actions; an illegal one ends the game, lost by the team that gave it (both, if both did).

The observation is the board as that team sees it, never the other's plan: 7 planes of 8 x 8
(its red, white and blue, the other's three, the ball), flattened row by row from its own
home row, then whether it has the ball, whether it is placing, whose placement it is, and the
score (its goals, theirs, over the goals to win). The reward is +1 for a goal, -1 for a goal
against; the game ends when a team has won.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import ParallelEnv

from games.replays.recording import GameRecorder
from games.tortellini.rules.actions import (
    CHIPS,
    DIRECTIONS,
    PASS,
    SIZE,
    IllegalAction,
    Joint,
    Place,
    Plan,
    Team,
)
from games.tortellini.rules.engine import Tortellini
from games.tortellini.spec import SPEC

from . import recorded
from .frames import RENDER_MODES, Canvas, Seeds
from .rewards import net_points

ORDERS = (*DIRECTIONS, PASS)  # an order's number is its place here
PLANS = len(ORDERS) ** len(CHIPS)
PLANES = 7
EXTRA = 5
MAX_TURNS = 2_000  # a game still going then is cut short (truncated)


def plan_of(team: Team, action: int) -> Plan:
    """The plan an action number stands for."""
    orders = []
    for _ in CHIPS:
        action, digit = divmod(action, len(ORDERS))
        orders.append(ORDERS[digit])
    return Plan(team, (orders[0], orders[1], orders[2]))


def action_of(plan: Plan) -> int:
    """The action number of a plan."""
    number = 0
    for order in reversed(plan.orders):
        number = number * len(ORDERS) + ORDERS.index(order)
    return number


class TortelliniEnv(ParallelEnv[str, dict[str, np.ndarray], int]):  # type: ignore[misc]
    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": RENDER_MODES,
        "name": "tortellini_v0",
        "render_fps": 2,
        "is_parallelizable": True,
    }

    def __init__(
        self, render_mode: str | None = None, goals_to_win: int = 5, record_to: str | Path | None = None
    ) -> None:
        """``record_to``: a folder each episode is recorded into, as a replay."""
        self.possible_agents = [t.value for t in Team]
        self.render_mode = render_mode
        self.goals_to_win = goals_to_win
        self._seeds = Seeds()
        self.canvas = Canvas(render_mode, "Tortellini Football")
        self.game = Tortellini(0)
        self.agents: list[str] = []
        self.record_to = record_to
        self.recorder: GameRecorder | None = None

    @functools.cache  # noqa: B019 - the same space object for each agent, as the API asks
    def observation_space(self, agent: str) -> gymnasium.Space[Any]:
        return spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, shape=(PLANES * SIZE * SIZE + EXTRA,), dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(PLANS,), dtype=np.int8),
            }
        )

    @functools.cache  # noqa: B019
    def action_space(self, agent: str) -> gymnasium.Space[Any]:
        return spaces.Discrete(PLANS)

    # ----------------------------------------------------------------- the loop
    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, dict[str, np.ndarray]], dict[str, dict[str, Any]]]:
        from games.tortellini.rules.actions import Options

        seed = self._seeds.episode(seed)
        self.game = Tortellini(seed, Options(goals_to_win=self.goals_to_win))
        self.recorder = recorded.start(
            self.record_to, SPEC.name, self.game, dict.fromkeys(self.possible_agents, "human")
        )
        self.agents = list(self.possible_agents)
        if self.render_mode == "human":
            self.render()
        return self._observations(), {a: {} for a in self.agents}

    def step(
        self, actions: dict[str, int]
    ) -> tuple[
        dict[str, dict[str, np.ndarray]],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        game = self.game
        masks = {a: self.action_mask(Team(a)) for a in self.agents}
        wrong = [a for a in self.agents if not masks[a][int(actions[a])]]
        rewards = dict.fromkeys(self.agents, 0.0)
        infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        if wrong:  # an illegal action loses the game
            for a in self.agents:
                rewards[a] = -1.0 if a in wrong else 1.0
                if a in wrong:
                    infos[a]["illegal"] = True
            return self._end(rewards, infos, truncated=False)
        before = dict(game.score)
        placer = game.to_place()
        if placer is not None:
            chip = next(c for c in CHIPS if game.chips[(placer, c)] is None)
            action: Place | Joint = Place(placer, chip, int(actions[placer.value]))
        else:
            plans = {t: plan_of(t, int(actions[t.value])) for t in Team}
            action = Joint(plans[Team.ONE], plans[Team.TWO])
        try:
            game.apply(action)
        except IllegalAction as error:  # pragma: no cover - the mask allows legal actions only
            raise RuntimeError(f"a masked action was refused: {error}") from error
        if self.recorder is not None:
            self.recorder.record(action)
        rewards.update(net_points(before, game.score, Team))
        if self.render_mode == "human":
            self.render()
        if game.is_over() or game.turn >= MAX_TURNS:
            return self._end(rewards, infos, truncated=not game.is_over())
        done = dict.fromkeys(self.agents, False)
        return self._observations(), rewards, done, dict(done), infos

    def _end(
        self, rewards: dict[str, float], infos: dict[str, dict[str, Any]], truncated: bool
    ) -> tuple[
        dict[str, dict[str, np.ndarray]],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        observations = self._observations()
        terminated = dict.fromkeys(self.agents, not truncated)
        cut = dict.fromkeys(self.agents, truncated)
        self.agents = []
        return observations, rewards, terminated, cut, infos

    # ----------------------------------------------------------------- what a team sees
    def action_mask(self, team: Team) -> np.ndarray:
        game = self.game
        mask = np.zeros(PLANS, dtype=np.int8)
        if game.is_over():
            mask[0] = 1
            return mask
        placer = game.to_place()
        if placer is not None:
            if placer == team:
                mask[:SIZE] = 1
            else:
                mask[0] = 1  # waiting: its action is ignored
            return mask
        # Every plan of moves: each chip's legal directions, red the lowest digit.
        digits = [np.array([ORDERS.index(o) for o in game._moves(team, chip)]) for chip in CHIPS]
        base = len(ORDERS)
        moves = (
            digits[0][:, None, None]
            + base * digits[1][None, :, None]
            + base * base * digits[2][None, None, :]
        )
        mask[moves.ravel()] = 1
        for _, other in game._pass_pairs(team):  # and every pass: the carrier and receiver on P
            for direction in game._moves(team, other):
                orders = dict.fromkeys(CHIPS, PASS)
                orders[other] = direction
                mask[action_of(Plan(team, (orders["red"], orders["white"], orders["blue"])))] = 1
        return mask

    def observe(self, team: Team) -> np.ndarray:
        """The board from ``team``'s side: its home row first, its chips before the other's."""
        game = self.game
        planes = np.zeros((PLANES, SIZE, SIZE), dtype=np.float32)
        for k, owner in enumerate((team, team.other)):
            for i, chip in enumerate(CHIPS):
                square = game.chips[(owner, chip)]
                if square is not None:
                    col, row = _seen(team, square)
                    planes[3 * k + i, row, col] = 1.0
        ball = game.ball()
        if ball is not None:
            col, row = _seen(team, ball)
            planes[6, row, col] = 1.0
        goals = float(game.options.goals_to_win)
        extra = [
            float(game.carrier is not None and game.carrier[0] == team),
            float(game.to_place() is not None),
            float(game.to_place() == team),
            game.score[team] / goals,
            game.score[team.other] / goals,
        ]
        return np.concatenate([planes.ravel(), np.array(extra, dtype=np.float32)])

    def _observations(self) -> dict[str, dict[str, np.ndarray]]:
        return {
            t.value: {"observation": self.observe(t), "action_mask": self.action_mask(t)}
            for t in Team
            if t.value in self.agents or not self.agents
        }

    # ----------------------------------------------------------------- drawing
    def render(self) -> np.ndarray | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: make the environment with render_mode set")
            return None
        from games.tortellini.ui.view import TortelliniView

        surface = self.canvas.surface()
        view = TortelliniView(self.game)
        view.layout(surface.get_rect().inflate(-60, -60))
        view.draw(surface, {}, None, [])
        return self.canvas.show()

    def close(self) -> None:
        self.canvas.close()


def _seen(team: Team, square: tuple[int, int]) -> tuple[int, int]:
    """A square as ``team`` sees the board: its own home row as row 0, its left as column 0."""
    col, row = square
    return (col, row) if team == Team.ONE else (SIZE - 1 - col, SIZE - 1 - row)


def parallel_env(**kwargs: Any) -> TortelliniEnv:
    return TortelliniEnv(**kwargs)
