"""Finger Football as a PettingZoo AEC environment: the rules' decisions as masked discrete
actions, and the flick and the kick as continuous ones, each in its own phase.

Agents ``"red"`` and ``"blue"``; the agent selected is the team the rules wait on. The coin
toss and the dice are rolled inside. Every action is a dict of three parts, of which the phase
reads one (``observation["needs"]`` says which: 0 a decision, 1 a flick, 2 a kick):

- ``"decision"``, one of ``Discrete(n)``: every decision the rules offer (their names:
  ``env.decision_names``): kick or receive, the goal to defend, the play called, the target
  chosen (a touchdown, or a run or pass at one of the mat's circles), the conversion, the kind
  of kick-off, accepting the slider's rest or moving the surface, accepting a penalty. Legal ones
  are marked in ``observation["decision_mask"]``. (Not ``action_mask``: PettingZoo's tests
  would then hand that mask to the whole dict's sampler.)
- ``"flick"``, three numbers in [-1, 1]: speed (0 to 3 m/s), direction (-60 to +60 degrees from
  straight at the goal attacked) and the finger's strike point across the slider (spin).
- ``"kick"``, three numbers in [-1, 1]: speed (0 to 12 m/s), elevation (0 to 75 degrees) and
  aim (-60 to +60 degrees), kicked a second after "go" of the defender's count.

An illegal decision ends the game, lost by the team that gave it. The observation is the game
from that team's side (x towards the goal it attacks, in field lengths): the ball's spot, the
phase, whether it has the ball, the down, the dice's target and its circles, the score (over 50),
the quarter, the plays left in it, and the mat's features: every run circle, penalty flag and
fumble football (x, y, radius). The reward is the points scored less the points scored against.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces

from games.finger_football.match import Physics
from games.finger_football.rules.actions import (
    Accept,
    Action,
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseGoal,
    ChooseKick,
    ChooseKickoff,
    ChooseTarget,
    Conversion,
    Kicked,
    Options,
    PenaltyChoice,
    Phase,
    PlayKind,
    Roll,
    Team,
    Toss,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest, KickRequest
from games.finger_football.spec import SPEC
from games.replays.recording import GameRecorder
from sim.kick import Kick, KickTiming
from sim.slider.mat import Half, Mat, default
from sim.slider.table import Flick

from . import recorded
from .flick import flick_from_action, made_flick
from .frames import RENDER_MODES, Canvas, Seeds
from .kick import kick_from_action
from .turns import TurnsEnv, legal_by_number

PHASES = tuple(Phase)
KICKED_AT = 1.0  # s after "go": the environment's kicks are on time
DECIDE, FLICK, KICK = 0, 1, 2


def decisions(mat: Mat) -> list[tuple[str, Action | tuple[PlayKind, str | None]]]:
    """Every decision of a game on ``mat``, with its name; a target as (kind, circle id)."""
    out: list[tuple[str, Action | tuple[PlayKind, str | None]]] = [
        ("receive", ChooseKick(False)),
        ("kick off", ChooseKick(True)),
        ("defend the home goal", ChooseGoal(Half.HOME)),
        ("defend the visitors' goal", ChooseGoal(Half.VISITOR)),
        *((f"call {c.value}", CallPlay(c)) for c in Call),
        ("target a touchdown", (PlayKind.TOUCHDOWN, None)),
    ]
    for circle in mat.run_circles:
        out += [(f"target a {k.value} at {circle.id}", (k, circle.id)) for k in (PlayKind.RUN, PlayKind.PASS)]
    out += [
        ("convert with a kick", ChooseConversion(Conversion.KICK)),
        ("convert with a two-point try", ChooseConversion(Conversion.TWO_POINT)),
        ("regular kick-off", ChooseKickoff(False)),
        ("onside kick", ChooseKickoff(True)),
        ("accept the rest", Accept()),
        ("red moved the surface", Bump(Team.RED)),
        ("blue moved the surface", Bump(Team.BLUE)),
        ("accept the penalty", PenaltyChoice(True)),
        ("refuse the penalty", PenaltyChoice(False)),
    ]
    return out


def _key(action: Action) -> Any:
    """What identifies a decision (a target by its kind and circle)."""
    if isinstance(action, ChooseTarget):
        t = action.target
        return (t.kind, t.circles[0] if t.circles else None)
    return action


class FingerFootballEnv(TurnsEnv):
    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": RENDER_MODES,
        "name": "finger_football_v0",
        "render_fps": 2,
        "is_parallelizable": False,
    }

    def __init__(
        self,
        mat: Mat | None = None,
        options: Options | None = None,
        render_mode: str | None = None,
        record_to: str | Path | None = None,
    ) -> None:
        """``record_to``: a folder each episode is recorded into, as a replay."""
        super().__init__()
        self.record_to = record_to
        self.recorder: GameRecorder | None = None
        self.mat = mat or default()
        self.options = options or Options()
        self.physics = Physics(self.mat)
        self.possible_agents = [t.value for t in Team]
        self.render_mode = render_mode
        self._seeds = Seeds()
        self.canvas = Canvas(render_mode, "Finger Football")
        named = decisions(self.mat)
        self.decision_names = [name for name, _ in named]
        self._number = {
            (what if isinstance(what, tuple) else _key(what)): k for k, (_, what) in enumerate(named)
        }
        self._features = self._mat_features()
        self.game = FingerFootball(self.mat, 0, self.options)
        self._legal: dict[int, Action] = {}

    def _mat_features(self) -> np.ndarray:
        mat = self.mat
        rows = [(c.x, c.y, c.radius) for c in mat.run_circles]
        rows += [(g.x, g.y, g.radius) for g in mat.flags]
        rows += [(g.x, g.y, g.length / 2.0) for g in mat.fumbles]
        return np.array(rows, dtype=np.float64).reshape(-1, 3)

    @functools.cache  # noqa: B019 - the same space object for each agent, as the API asks
    def observation_space(self, agent: str) -> gymnasium.Space[Any]:
        size = 6 + len(PHASES) + 5 + 3 * len(self._features)
        return spaces.Dict(
            {
                "observation": spaces.Box(-2.0, 2.0, shape=(size,), dtype=np.float32),
                "needs": spaces.Discrete(3),
                "decision_mask": spaces.Box(0, 1, shape=(len(self.decision_names),), dtype=np.int8),
            }
        )

    @functools.cache  # noqa: B019
    def action_space(self, agent: str) -> gymnasium.Space[Any]:
        return spaces.Dict(
            {
                "decision": spaces.Discrete(len(self.decision_names)),
                "flick": spaces.Box(-1.0, 1.0, shape=(3,), dtype=np.float32),
                "kick": spaces.Box(-1.0, 1.0, shape=(3,), dtype=np.float32),
            }
        )

    # ----------------------------------------------------------------- the loop
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        seed = self._seeds.episode(seed)
        self.game = FingerFootball(self.mat, seed, self.options)
        self.recorder = recorded.start(
            self.record_to, SPEC.name, self.game, dict.fromkeys(self.possible_agents, "human")
        )
        self._start_episode()
        self._chance()
        self._next()

    def _chance(self) -> None:
        """The coin and the dice: rolled inside, from the game's own generator."""
        game = self.game
        while game.phase in (Phase.COIN_TOSS, Phase.ROLL):
            self._record(Toss() if game.phase == Phase.COIN_TOSS else Roll())

    def _record(self, action: Action) -> None:
        """Apply a game action, recording it if the episode is recorded."""
        self.game.apply(action)
        if self.recorder is not None:
            kicked = isinstance(action, Kicked)
            self.recorder.record(action, kick_distance=self.physics.kick_distance if kicked else None)

    def _apply(self, action: Action) -> None:
        self._record(action)
        self._chance()

    def _score(self) -> dict[Team, int]:
        return self.game.score

    def _sides(self) -> tuple[Team, ...]:
        return tuple(Team)

    def _over(self) -> bool:
        return self.game.is_over()

    def _next(self) -> None:
        game = self.game
        self._legal = {}
        if not game.is_over():
            self._legal = legal_by_number(game.legal_actions(), lambda a: self._number.get(_key(a)))
            team = game.to_move()
            assert isinstance(team, Team)
            self.agent_selection = team.value

    def needs(self) -> int:
        """What the phase reads of an action: a decision, a flick or a kick."""
        request = self.game.request()
        if isinstance(request, FlickRequest):
            return FLICK
        if isinstance(request, KickRequest):
            return KICK
        return DECIDE

    def _decode(self, action: dict[str, Any]) -> Action | None:
        """The game's action an agent's action stands for, in this phase; None if illegal."""
        request = self.game.request()
        if isinstance(request, FlickRequest):
            return self.physics.flicked(request, self.flick(request, action["flick"]))
        if isinstance(request, KickRequest):
            speed, elevation, aim = kick_from_action(_finite(action["kick"], "kick"))
            timing = KickTiming(self.physics.count_length, stood_at=0.0, kicked_at=KICKED_AT)
            outcome = self.physics.kick_range.kick(Kick(speed, elevation, aim), timing=timing)
            return Kicked(outcome)
        return self._legal.get(int(action["decision"]))

    def flick(self, request: FlickRequest, action: np.ndarray) -> Flick:
        """The flick an action stands for, from the request's start (straight ahead is along the
        slider's heading there)."""
        spec = self.mat.slider
        speed, turn, strike = flick_from_action(_finite(action, "flick"), spec.width / 2.0)
        return made_flick(spec, request.start.angle + turn, speed, strike)

    # ----------------------------------------------------------------- what a team sees
    def observe(self, agent: str) -> dict[str, Any]:
        team = Team(agent)
        game = self.game
        d = game.direction(team) if team in game.defends else 1
        length = self.mat.field.length

        def seen_x(x: float) -> float:
            return (x if d > 0 else length - x) / length

        ball = game.los or (0.0, 0.0)
        phase = np.zeros(len(PHASES), dtype=np.float32)
        phase[PHASES.index(game.phase)] = 1.0
        target = game.target
        target_kind = 0.0 if target is None else 1.0 + list(PlayKind).index(target.kind)
        head = [
            seen_x(ball[0]),
            ball[1] * d / length,
            float(game.offense == team),
            game.down / 4.0,
            target_kind / len(PlayKind),
            float(game.dice is not None),
        ]
        tail = [
            min(game.score[team], 50) / 50.0,
            min(game.score[team.other], 50) / 50.0,
            game.quarter / 4.0,
            game.plays / max(1, game.options.plays_per_quarter),
            float(game.midfield_reached and game.offense == team),
        ]
        f = self._features
        features = np.column_stack(
            [(np.where(d > 0, f[:, 0], length - f[:, 0])) / length, f[:, 1] * d / length, f[:, 2] / length]
        )
        observation = np.concatenate(
            [np.array(head, dtype=np.float32), phase, np.array(tail, dtype=np.float32), features.ravel()]
        )
        mask = np.zeros(len(self.decision_names), dtype=np.int8)
        acting = agent == getattr(self, "agent_selection", None) and not game.is_over()
        if acting and self.needs() == DECIDE:
            mask[list(self._legal)] = 1
        needs = self.needs() if acting else DECIDE
        return {
            "observation": np.clip(observation, -2.0, 2.0).astype(np.float32),
            "needs": needs,
            "decision_mask": mask,
        }

    # ----------------------------------------------------------------- drawing
    def render(self) -> np.ndarray | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: make the environment with render_mode set")
            return None
        from games.finger_football.ui.view import MatView

        surface = self.canvas.surface()
        view = MatView(self.mat)
        view.layout(surface.get_rect().inflate(-20, -20))
        view.draw_mat(surface)
        if self.game.los is not None and self.game.offense is not None:
            pose = self.game.field.scrimmage_pose(*self.game.los, self.game.direction(self.game.offense))
            view.draw_slider(surface, pose)
        return self.canvas.show()

    def close(self) -> None:
        self.canvas.close()


def _finite(values: Any, what: str) -> np.ndarray:
    a = np.asarray(values, dtype=float)
    if a.shape != (3,) or not np.all(np.isfinite(a)):
        raise ValueError(f"a {what} is three finite numbers in [-1, 1], not {values!r}")
    return a


def env(**kwargs: Any) -> FingerFootballEnv:
    return FingerFootballEnv(**kwargs)
