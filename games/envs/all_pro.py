"""All-Pro Football as a PettingZoo AEC environment: turn-based, masked discrete actions, the
dice rolled inside.

Agents ``"home"`` and ``"away"``; the agent selected is the team whose decision it is. Every
decision the rules offer is one number of :data:`ACTIONS` (its names: ``action_names()``):

- a man's step, by his name (B1 to B4, E1, E2, L1 to L4, C) and one of the eight directions,
  north towards the goal his team attacks (so both teams' actions mean the same on the field);
- a snap, a hand-off, a throw or a kick-off run, to or by a man by name;
- a call after a series (pass, lateral, punt, field goal), a named formation, and the single
  decisions: end the series, go on, ground the ball, kick from the end zone, kick off, end the
  advance, take a touchback, try the point after, kick or punt after a safety, call an illegal
  formation.

``observation["action_mask"]`` marks the legal ones; an illegal action ends the game, lost by
the team that gave it. The observation is the field as that team sees it, its own goal line at
the bottom: 5 planes of 24 rows x 11 columns (its men, those of them out of the play, the other
team's men, those out, the ball), then the phase, whether it has the ball, the down, the yards
to go and the line of scrimmage (from its own goal), the score (its, theirs, over 50), the
quarter and the moves used in the series. The reward is the points scored, less the points
scored against; the game ends after its last quarter.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces

from games.all_pro.rules.actions import (
    Action,
    Advance,
    Call,
    CallIllegalFormation,
    EndAdvance,
    EndSeries,
    Formation,
    Go,
    Ground,
    HandOff,
    Kick,
    KickEndZone,
    Options,
    Phase,
    SafetyKick,
    Snap,
    Step,
    Throw,
    Touchback,
    TryPoint,
)
from games.all_pro.rules.board import COLS, GRID, ROSTER, ROWS, Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.formations import DEFENCE, OFFENCE, RETURNS
from games.all_pro.spec import SPEC
from games.replays.recording import GameRecorder

from . import recorded
from .frames import RENDER_MODES, Canvas, Seeds
from .turns import TurnsEnv, legal_by_number

NAMES = tuple(name for name, _ in ROSTER)
COMPASS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))  # (across, ahead)
COMPASS_NAMES = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
FORMATIONS = tuple(dict.fromkeys([*OFFENCE, *DEFENCE, *RETURNS]))
CALLS = ("pass", "lateral", "punt", "field goal")
SINGLES: tuple[Action, ...] = (
    EndSeries(),
    Go(),
    Ground(),
    KickEndZone(),
    Kick(),
    EndAdvance(),
    Touchback(),
    TryPoint(),
    SafetyKick("kickoff"),
    SafetyKick("punt"),
    CallIllegalFormation(),
)
PHASES = tuple(Phase)
PLANES = 5
EXTRA = len(PHASES) + 8


def _layout() -> list[str]:
    """Every action's name, in the order of its number."""
    out = [f"step {n} {c}" for n in NAMES for c in COMPASS_NAMES]
    for verb in ("snap to", "hand off to", "throw to", "advance"):
        out += [f"{verb} {n}" for n in NAMES]
    out += [f"call {c}" for c in CALLS]
    out += [f"formation {f}" for f in FORMATIONS]
    out += [type(a).__name__ + (f" {a.kind}" if isinstance(a, SafetyKick) else "") for a in SINGLES]
    return out


ACTIONS = _layout()
_INDEX = {name: k for k, name in enumerate(ACTIONS)}


def action_names() -> list[str]:
    return list(ACTIONS)


def _direction(team: Team, dc: int, dr: int) -> int:
    """The compass point (from ``team``'s side) of a step by (columns, rows) on the board."""
    ahead, across = dr * team.forward, dc * team.forward
    return COMPASS.index((across, ahead))


def encode(game: AllPro, action: Action) -> int | None:
    """The number of an action of the game, or None if it has none (a formation placed man by
    man, which the environment does not offer)."""
    name = None
    if isinstance(action, Step):
        man = game.men[action.man]
        dc, dr = action.to[0] - man.square[0], action.to[1] - man.square[1]
        name = f"step {action.man.split('.', 1)[1]} {COMPASS_NAMES[_direction(man.team, dc, dr)]}"
    elif isinstance(action, Snap):
        name = f"snap to {action.to.split('.', 1)[1]}"
    elif isinstance(action, HandOff):
        name = f"hand off to {action.to.split('.', 1)[1]}"
    elif isinstance(action, Throw):
        name = f"throw to {action.receiver.split('.', 1)[1]}"
    elif isinstance(action, Advance):
        name = f"advance {action.man.split('.', 1)[1]}"
    elif isinstance(action, Call):
        name = f"call {action.what}"
    elif isinstance(action, Formation):
        name = f"formation {action.name}" if action.name and not action.places else None
    else:
        name = type(action).__name__ + (f" {action.kind}" if isinstance(action, SafetyKick) else "")
    return None if name is None else _INDEX.get(name)


class AllProEnv(TurnsEnv):
    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": RENDER_MODES,
        "name": "all_pro_v0",
        "render_fps": 4,
        "is_parallelizable": False,
    }

    def __init__(
        self,
        render_mode: str | None = None,
        options: Options | None = None,
        record_to: str | Path | None = None,
    ) -> None:
        """``record_to``: a folder each episode is recorded into, as a replay."""
        super().__init__()
        self.record_to = record_to
        self.recorder: GameRecorder | None = None
        self.possible_agents = [t.value for t in Team]
        self.render_mode = render_mode
        self.options = options or Options()
        self._seeds = Seeds()
        self.canvas = Canvas(render_mode, "All-Pro Football")
        self.game = AllPro(0, self.options)
        self._legal: dict[int, Action] = {}

    @functools.cache  # noqa: B019 - the same space object for each agent, as the API asks
    def observation_space(self, agent: str) -> gymnasium.Space[Any]:
        return spaces.Dict(
            {
                "observation": spaces.Box(-1.0, 1.0, shape=(PLANES * ROWS * COLS + EXTRA,), dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(len(ACTIONS),), dtype=np.int8),
            }
        )

    @functools.cache  # noqa: B019
    def action_space(self, agent: str) -> gymnasium.Space[Any]:
        return spaces.Discrete(len(ACTIONS))

    # ----------------------------------------------------------------- the loop
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        seed = self._seeds.episode(seed)
        self.game = AllPro(seed, self.options)
        self.recorder = recorded.start(
            self.record_to, SPEC.name, self.game, dict.fromkeys(self.possible_agents, "human")
        )
        self._start_episode()
        self._next()

    def _next(self) -> None:
        """Select the team to act, with its legal actions by number."""
        game = self.game
        self._legal = (
            {} if game.is_over() else legal_by_number(game.legal_actions(), lambda a: encode(game, a))
        )
        self.agent_selection = game.team_to_move().value

    def _apply(self, action: Action) -> None:
        self.game.apply(action)
        if self.recorder is not None:
            self.recorder.record(action)

    def _score(self) -> dict[Team, int]:
        return self.game.score

    def _sides(self) -> tuple[Team, ...]:
        return tuple(Team)

    def _over(self) -> bool:
        return self.game.is_over()

    # ----------------------------------------------------------------- what a team sees
    def action_mask(self, team: Team) -> np.ndarray:
        mask = np.zeros(len(ACTIONS), dtype=np.int8)
        if team.value == self.agent_selection and not self.game.is_over():
            mask[list(self._legal)] = 1
        return mask

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        team = Team(agent)
        game = self.game
        planes = np.zeros((PLANES, ROWS, COLS), dtype=np.float32)
        for man in game.men.values():
            if not GRID.contains(man.square):
                continue  # off the field (a man who ran out of bounds)
            col, row = _seen(team, man.square)
            k = 0 if man.team == team else 2
            planes[k, row, col] = 1.0
            if man.out:
                planes[k + 1, row, col] = 1.0
        ball = game.ball_square()
        if ball is not None and GRID.contains(ball):
            col, row = _seen(team, ball)
            planes[4, row, col] = 1.0
        phase = np.zeros(len(PHASES), dtype=np.float32)
        phase[PHASES.index(game.phase)] = 1.0
        ours = game.offence == team
        line = game.line if team == Team.HOME else 100 - game.line
        to_go = abs(game.marker - game.line)
        extra = [
            float(ours),
            game.down / 4.0,
            min(to_go, 100) / 100.0,
            line / 100.0,
            min(game.score[team], 50) / 50.0,
            min(game.score[team.other], 50) / 50.0,
            game.quarter / max(1, game.options.quarters),
            game.moves / 3.0,
        ]
        observation = np.concatenate([planes.ravel(), phase, np.array(extra, dtype=np.float32)])
        return {"observation": np.clip(observation, -1.0, 1.0), "action_mask": self.action_mask(team)}

    # ----------------------------------------------------------------- drawing
    def render(self) -> np.ndarray | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: make the environment with render_mode set")
            return None
        from games.all_pro.ui.view import BoardView

        surface = self.canvas.surface()
        view = BoardView(self.game)
        view.layout(surface.get_rect().inflate(-40, -40))
        view.draw(surface)
        return self.canvas.show()

    def close(self) -> None:
        self.canvas.close()


def _seen(team: Team, square: tuple[int, int]) -> tuple[int, int]:
    """A square as ``team`` sees the field: its own goal at row 0, its left at column 0."""
    col, row = square
    return (col, row) if team == Team.HOME else (COLS - 1 - col, ROWS - 1 - row)


def env(**kwargs: Any) -> AllProEnv:
    return AllProEnv(**kwargs)


__all__ = ["ACTIONS", "AllProEnv", "action_names", "encode", "env"]
