"""The field-goal kick as a one-step Gymnasium environment: the physics alone, for skill learning.

Each episode is one kick at the defender's goalpost. The observation is the goalpost: its
distance and the hands' width, crossbar height and thumbs' top (m). The action is the kick meant,
each part scaled to [-1, 1]: speed (0 to 12 m/s), elevation (0 to 75 degrees) and aim (-60 to
+60 degrees, + to the kicker's left). The kick made strays from it by the execution noise of a
player's skill (``skill``, default "club"; None for none), drawn from the episode's seed. The
reward is 1 for a good kick, else 0.
"""

from __future__ import annotations

import math
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from sim.kick import HANDS, MAX_AIM, MAX_ELEVATION, MAX_KICK_SPEED, Kick, KickOutcome, KickRange, load_setup
from sim.noise import SKILLS, Skill

from .frames import RENDER_MODES, Canvas

DISTANCES = (0.15, 1.2)  # m: the goalpost's distance, drawn per episode unless one is set
YARD = 0.01  # m: a yard of the mat that ships


def kick_from_action(action: np.ndarray) -> tuple[float, float, float]:
    """(speed, elevation, aim) meant by an action in [-1, 1]^3."""
    a = np.clip(np.asarray(action, dtype=float), -1.0, 1.0)
    return (
        (a[0] + 1.0) / 2.0 * MAX_KICK_SPEED,
        (a[1] + 1.0) / 2.0 * MAX_ELEVATION,
        a[2] * MAX_AIM,
    )


class FieldGoalEnv(gym.Env[np.ndarray, np.ndarray]):
    metadata: dict[str, Any] = {"render_modes": RENDER_MODES, "render_fps": 30}  # noqa: RUF012

    def __init__(
        self,
        distance: float | None = None,
        hands: str | None = "medium",
        skill: str | None = "club",
        render_mode: str | None = None,
    ) -> None:
        """``distance`` (m) and ``hands`` fix the goalpost; None draws them each episode."""
        setup = load_setup()
        if distance is not None and not (math.isfinite(distance) and distance > 0.0):
            raise ValueError(f"distance must be a positive number of metres, not {distance!r}")
        if hands is not None and hands not in HANDS:
            raise ValueError(f"hands must be one of {', '.join(HANDS)} or None, not {hands!r}")
        if skill is not None and skill not in SKILLS:
            raise ValueError(f"skill must be one of {', '.join(SKILLS)} or None, not {skill!r}")
        self.setup, self.distance, self.hands = setup, distance, hands
        self.skill: Skill | None = None if skill is None else SKILLS[skill]
        self.render_mode = render_mode
        self.canvas = Canvas(render_mode, "Field goal")
        self.observation_space = spaces.Box(0.0, 2.0, shape=(4,), dtype=np.float32)
        self.action_space = spaces.Box(-1.0, 1.0, shape=(3,), dtype=np.float32)
        self._range: KickRange | None = None
        self._last: KickOutcome | None = None

    def _observe(self) -> np.ndarray:
        assert self._range is not None
        post = self._range.post
        return np.array([post.distance, post.width, post.crossbar_height, post.thumb_top], dtype=np.float32)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        distance = self.distance if self.distance is not None else float(rng.uniform(*DISTANCES))
        hands = self.hands if self.hands is not None else HANDS[int(rng.integers(len(HANDS)))]
        self._range = KickRange(self.setup.goalpost(hands, distance), self.setup.ball)
        self._last = None
        return self._observe(), {"hands": hands}

    def step(self, action: np.ndarray) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        if self._range is None:
            raise RuntimeError("call reset() before step()")
        if not np.all(np.isfinite(action)):
            raise ValueError(f"the kick's action must be finite numbers, not {action!r}")
        speed, elevation, aim = kick_from_action(action)
        if self.skill is not None:
            speed, elevation, aim, _ = self.skill.kick(speed, elevation, aim, self.np_random)
        kick = Kick(
            min(speed, MAX_KICK_SPEED),
            min(max(elevation, 0.0), MAX_ELEVATION),
            min(max(aim, -MAX_AIM), MAX_AIM),
        )
        outcome = self._range.kick(kick, trajectory=self.render_mode is not None)
        self._last = outcome
        if self.render_mode == "human":
            self.render()
        return self._observe(), float(outcome.good), True, False, {"call": outcome.call}

    def render(self) -> np.ndarray | None:
        if self.render_mode is None:
            gym.logger.warn("render() without a render_mode: make the environment with render_mode set")
            return None
        from games.finger_football.ui.replay_view import draw_kick

        surface = self.canvas.surface()
        if self._range is not None:
            draw_kick(surface, surface.get_rect().inflate(-40, -40), self._range.post, self._last, math.inf)
        return self.canvas.show()

    def close(self) -> None:
        self.canvas.close()
