"""Foosball as a PettingZoo Parallel environment: continuous rod commands for both teams at once,
over the table's physics, with the MabuchiLab rules running inside.

Agents ``"home"`` and ``"away"``. Every step (1/60 s of play: four of the table's steps) each
gives 8 numbers in [-1, 1], two for each of its four rods from its own goal out (goalie, defence rod,
midfield rod, attack rod): where to slide it (-1 and 1 the ends of its travel) and what angle to turn it to
(-1 and 1 a half turn either way; + swings the feet towards the goal it attacks). The rods get
there as fast as their drives allow. The serves, the dead balls moved by hand and the balls
taken back are done for both teams as the CPU does them.

The observation is the table from the team's own side (its goal on the left, x towards the goal
it attacks): the ball's place and velocity (m, m/s), its height, then for each of the eight rods,
its own four first, the slide (over its half travel), the angle's sine and cosine and the spin
(over the largest), then the phase of play and the score (its, theirs, over the points to win).
The reward is the points it scored less those scored against it (a goal, or the kitty paid out).
The game ends as the rules end it, or is cut short after ``max_seconds`` of play.
"""

from __future__ import annotations

import functools
import math
from pathlib import Path
from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import ParallelEnv

from games.foosball.match import DT, FoosMatch
from games.foosball.players.cpu import FOOS_SKILLS
from games.foosball.rules.actions import Phase
from games.foosball.rules.scoring import WIN_AT
from games.foosball.spec import SPEC
from games.replays.recording import GameRecorder
from sim.foosball.spec import RodSpec, Side
from sim.foosball.table import RodCommand

from . import recorded
from .frames import RENDER_MODES, Canvas, Seeds
from .rewards import net_points

DECISION_STEPS = 4  # table steps of DT in one environment step: decisions at 60 Hz
PHASES = tuple(Phase)
OBSERVED = 7 + 8 * 4 + len(PHASES) + 2
# The away side's observation from the home side's: its own rods first, its scores first, and
# every place, speed and sine along the table or across it turned round.
_AWAY_ORDER = np.r_[0:7, 7 + 16 : 7 + 32, 7 : 7 + 16, 39 : 39 + len(PHASES), OBSERVED - 1, OBSERVED - 2]
_AWAY_SIGN = np.r_[-1, -1, 1, -1, -1, 1, 1, np.tile([-1, -1, 1, -1], 8), np.ones(len(PHASES) + 2)].astype(
    np.float32
)
MAX_SECONDS = 300.0


class FoosballEnv(ParallelEnv[str, np.ndarray, np.ndarray]):  # type: ignore[misc]
    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": RENDER_MODES,
        "name": "foosball_v0",
        "render_fps": 60,
        "is_parallelizable": True,
    }

    def __init__(
        self,
        render_mode: str | None = None,
        max_seconds: float = MAX_SECONDS,
        cpu: str | None = None,
        record_to: str | Path | None = None,
    ) -> None:
        """``cpu``: the away side played by the built-in CPU at that skill, "home" the one agent;
        ``record_to``: a folder each episode is recorded into, as a replay."""
        self.record_to = record_to
        self.recorder: GameRecorder | None = None
        if not (math.isfinite(max_seconds) and max_seconds > 0.0):
            raise ValueError(f"max_seconds must be a positive number, not {max_seconds!r}")
        if cpu is not None and cpu not in FOOS_SKILLS:
            raise ValueError(f"cpu must be one of {', '.join(FOOS_SKILLS)} or None, not {cpu!r}")
        self.cpu = cpu
        self.possible_agents = [s.value for s in Side if cpu is None or s == Side.HOME]
        self.render_mode = render_mode
        self.max_seconds = max_seconds
        self._seeds = Seeds()
        self.canvas = Canvas(render_mode, "Foosball")
        self.match = FoosMatch(0, None, None)
        self.agents: list[str] = []
        rods = self.match.table.spec.rods
        # Each side's rods from its own goal out, so that the two sides' actions and observations
        # are each other's mirror images.
        self._rods = {side: _own_rods(rods, side) for side in Side}
        # And the half of each one's travel.
        self._half_travel = {side: [(i, rods[i].travel / 2.0) for i in self._rods[side]] for side in Side}

    @functools.cache  # noqa: B019 - the same space object for each agent, as the API asks
    def observation_space(self, agent: str) -> gymnasium.Space[Any]:
        return spaces.Box(-10.0, 10.0, shape=(OBSERVED,), dtype=np.float32)

    @functools.cache  # noqa: B019
    def action_space(self, agent: str) -> gymnasium.Space[Any]:
        return spaces.Box(-1.0, 1.0, shape=(8,), dtype=np.float32)

    # ----------------------------------------------------------------- the loop
    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, dict[str, Any]]]:
        seed = self._seeds.episode(seed)
        self._finish_recording()
        self.match = FoosMatch(seed, None, self.cpu)
        self.match.served_for = {Side(a) for a in self.possible_agents}
        players = {s.value: "human" if s.value in self.possible_agents else str(self.cpu) for s in Side}
        self.recorder = recorded.start(self.record_to, SPEC.name, self.match, players)
        self.agents = list(self.possible_agents)
        if self.render_mode == "human":
            self.render()
        return self._observations(), {a: {} for a in self.agents}

    def step(
        self, actions: dict[str, np.ndarray]
    ) -> tuple[
        dict[str, np.ndarray],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        match = self.match
        commands: dict[int, RodCommand] = {}
        for agent in self.agents:
            commands.update(self.commands(Side(agent), actions[agent]))
        before = dict(match.ref.score)
        calls = []
        for k in range(DECISION_STEPS):
            if match.ref.is_over():
                break
            calls += match.step(commands if k == 0 else None)  # the rods hold their targets
        score = match.ref.score
        rewards = net_points(before, score, (Side(a) for a in self.agents))
        infos: dict[str, dict[str, Any]] = {a: {"calls": [c.kind for c in calls]} for a in self.agents}
        over, cut = match.ref.is_over(), match.table.t >= self.max_seconds
        observations = self._observations()
        terminated = dict.fromkeys(self.agents, over)
        truncated = dict.fromkeys(self.agents, cut and not over)
        if over or cut:
            self.agents = []
            self._finish_recording()
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminated, truncated, infos

    def _finish_recording(self) -> None:
        """Write what the match's tape still holds (it records as the match steps)."""
        if self.recorder is not None and self.match.tape is not None:
            self.match.tape.flush()
        self.recorder = None

    def commands(self, side: Side, action: np.ndarray) -> dict[int, RodCommand]:
        """The rod commands an action of ``side`` stands for."""
        a = np.asarray(action, dtype=float)
        values = a.tolist() if a.shape == (8,) else []  # eight numbers: plain floats are quicker
        if len(values) != 8 or not all(map(math.isfinite, values)):
            raise ValueError(f"a foosball action is 8 finite numbers in [-1, 1], not {action!r}")
        m = _toward(side)  # the away side sees the table turned round
        v = [m * (-1.0 if x < -1.0 else 1.0 if x > 1.0 else x) for x in values]
        return {
            index: RodCommand(v[2 * k] * half, v[2 * k + 1] * math.pi)
            for k, (index, half) in enumerate(self._half_travel[side])
        }

    # ----------------------------------------------------------------- what a team sees
    def observe(self, side: Side) -> np.ndarray:
        return self._seen_by(side, self._table_seen())

    def _observations(self) -> dict[str, np.ndarray]:
        table = self._table_seen()  # read once, seen from both sides
        return {a: self._seen_by(Side(a), table) for a in self.agents}

    def _table_seen(self) -> np.ndarray:
        """The home side's observation: the away side sees it mirrored."""
        table, ref = self.match.table, self.match.ref
        x, y, z = table.ball_position
        vx, vy, vz = table.ball_velocity
        obs = [x, y, z, vx, vy, vz, float(ref.phase == Phase.PLAY)]
        t, max_spin = table.t, table.spec.max_spin
        for index in self._rods[Side.HOME] + self._rods[Side.AWAY]:
            rod = table.rods[index]
            slide, _, angle, omega = rod.at(t)  # one reading for all four
            obs += [slide / (rod.spec.travel / 2.0), math.sin(angle), math.cos(angle), omega / max_spin]
        phase = [0.0] * len(PHASES)
        phase[PHASES.index(ref.phase)] = 1.0
        obs += phase
        obs += [ref.score[Side.HOME] / WIN_AT, ref.score[Side.AWAY] / WIN_AT]
        return np.clip(np.array(obs, dtype=np.float32), -10.0, 10.0)

    @staticmethod
    def _seen_by(side: Side, table: np.ndarray) -> np.ndarray:
        return table if side == Side.HOME else table[_AWAY_ORDER] * _AWAY_SIGN

    # ----------------------------------------------------------------- drawing
    def render(self) -> np.ndarray | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: make the environment with render_mode set")
            return None
        from games.foosball.ui.view import TableView

        surface = self.canvas.surface()
        view = TableView(self.match.table)
        view.layout(surface.get_rect().inflate(-40, -40))
        view.draw(surface)
        return self.canvas.show()

    def close(self) -> None:
        self._finish_recording()
        self.canvas.close()


def _own_rods(rods: tuple[RodSpec, ...], side: Side) -> list[int]:
    """``side``'s rods (their indices) from its own goal out."""
    return sorted((r.index for r in rods if r.team == side), key=lambda i: _toward(side) * rods[i].x)


def _toward(side: Side) -> float:
    """The sign of the table's x towards the goal ``side`` attacks."""
    return 1.0 if side == Side.HOME else -1.0


def parallel_env(**kwargs: Any) -> FoosballEnv:
    return FoosballEnv(**kwargs)


__all__ = ["DECISION_STEPS", "DT", "FoosballEnv", "parallel_env"]
