"""The field-goal kick as a one-step Gymnasium environment: the physics alone, for skill learning.

Each episode is one kick at the defender's goalpost, set up afresh from the episode's seed: how far
away the defender kneels (0.15 to 1.2 m) and how far off the kicker's line (a bearing of up to 25
degrees either way: the ball lies where the slider rested, not always in the middle), the size of
his hands (small, medium or large: the gap between the thumbs and the crossbar's height), and the
kicker's tremor this time (0.5 to 3 times the steadiness of ``skill``'s hands). The observation says
all of it: the goalpost's distance (m), its bearing (rad, + to the kicker's left), the hands' width,
crossbar height and thumbs' top (m) and the tremor. Any of them can be fixed by the constructor.

The action is the kick meant, each part scaled to [-1, 1]: speed (0 to 12 m/s), elevation (0 to 75
degrees) and aim (-60 to +60 degrees from the kicker's line, + to the left). The kick made strays
from it by the execution noise of ``skill`` (default "club"; None for exact hands), times the
tremor, times the kick's speed over 3 m/s: a harder flick of the finger strays further (noise that
grows with the force, as in human movement), so overkicking costs accuracy. The reward is 1 for a
good kick, else 0; ``info["call"]`` is the referee's call, ``info["miss"]`` how far (m) the
ball passed from the goal's opening (0 when good).

What there is to learn: the zero action (6 m/s at 37.5 degrees, straight along the line) misses
whenever the goalpost is off the line by more than its thumbs allow, and kicks too hard for a
near goalpost with a shaky hand; docs/envs.md gives the figures and a learner.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from sim.kick import (
    HANDS,
    MAX_AIM,
    MAX_ELEVATION,
    MAX_KICK_SPEED,
    Goalpost,
    Kick,
    KickOutcome,
    KickRange,
    load_setup,
)
from sim.noise import SKILLS, Skill

from .frames import RENDER_MODES, Canvas

DISTANCES = (0.15, 1.2)  # m: the goalpost's distance, drawn per episode unless one is set
MAX_BEARING = math.radians(25.0)  # the goalpost off the kicker's line, drawn within +-this
TREMORS = (0.5, 3.0)  # times the skill's spreads, drawn log-uniformly
STEADY_SPEED = 3.0  # m/s: a kick this hard strays by the skill's own spreads (times the tremor)
YARD = 0.01  # m: a yard of the mat that ships
# distance, bearing, width, crossbar height, thumbs' top, tremor
OBS_LOW = np.array([0.0, -math.pi / 2, 0.0, 0.0, 0.0, 0.0], dtype=np.float32)
OBS_HIGH = np.array([2.0, math.pi / 2, 1.0, 1.0, 1.0, 10.0], dtype=np.float32)


def kick_from_action(action: np.ndarray) -> tuple[float, float, float]:
    """(speed, elevation, aim) meant by an action in [-1, 1]^3."""
    a = np.clip(np.asarray(action, dtype=float), -1.0, 1.0)
    return (
        (a[0] + 1.0) / 2.0 * MAX_KICK_SPEED,
        (a[1] + 1.0) / 2.0 * MAX_ELEVATION,
        a[2] * MAX_AIM,
    )


def _fixed(name: str, value: float | None, low: float, high: float) -> float | None:
    """A constructor's setting, refused by name when outside [low, high]."""
    if value is not None and not (math.isfinite(value) and low <= value <= high):
        raise ValueError(f"{name} must be a number from {low:g} to {high:g}, not {value!r}")
    return value


def miss(outcome: KickOutcome, post: Goalpost) -> float:
    """How far (m) the ball's centre passed from the goal's opening (0 for a good kick): outside
    the thumbs or under the crossbar where it crossed, or short of the goalpost where it stopped.
    A learner steers by it: the reward alone scores a hair's miss as a yard's."""
    if outcome.good:
        return 0.0
    half = post.width / 2.0
    if outcome.cross is not None:
        y, z = outcome.cross
        return math.hypot(max(0.0, abs(y) - half), max(0.0, post.crossbar_height - z))
    x, y = outcome.rest or outcome.landing or (0.0, 0.0)
    return math.hypot(max(0.0, post.distance - x), max(0.0, abs(y) - half))


class FieldGoalEnv(gym.Env[np.ndarray, np.ndarray]):
    metadata: dict[str, Any] = {"render_modes": RENDER_MODES, "render_fps": 30}  # noqa: RUF012

    def __init__(
        self,
        distance: float | None = None,
        hands: str | None = None,
        skill: str | None = "club",
        tremor: float | None = None,
        bearing: float | None = None,
        render_mode: str | None = None,
    ) -> None:
        """``distance`` (m), ``bearing`` (rad), ``hands`` and ``tremor`` fix the episode's
        goalpost and hand; None (the default) draws them each episode."""
        setup = load_setup()
        if distance is not None and not (math.isfinite(distance) and distance > 0.0):
            raise ValueError(f"distance must be a positive number of metres, not {distance!r}")
        if hands is not None and hands not in HANDS:
            raise ValueError(f"hands must be one of {', '.join(HANDS)} or None, not {hands!r}")
        if skill is not None and skill not in SKILLS:
            raise ValueError(f"skill must be one of {', '.join(SKILLS)} or None, not {skill!r}")
        self.setup, self.distance, self.hands = setup, distance, hands
        self.tremor = _fixed("tremor", tremor, 0.0, 10.0)
        self.bearing = _fixed("bearing", bearing, -MAX_AIM, MAX_AIM)
        self.skill: Skill | None = None if skill is None else SKILLS[skill]
        self.render_mode = render_mode
        self.canvas = Canvas(render_mode, "Field goal")
        self.observation_space = spaces.Box(OBS_LOW, OBS_HIGH, dtype=np.float32)
        self.action_space = spaces.Box(-1.0, 1.0, shape=(3,), dtype=np.float32)
        self._range: KickRange | None = None
        self._last: KickOutcome | None = None
        self._bearing = self._tremor = 0.0

    def _observe(self) -> np.ndarray:
        assert self._range is not None
        post = self._range.post
        return np.array(
            [post.distance, self._bearing, post.width, post.crossbar_height, post.thumb_top, self._tremor],
            dtype=np.float32,
        )

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        # Always four draws in this order, fixed or not: an episode's seed gives the same
        # goalpost and hand whichever parts the constructor fixed.
        drawn = (
            float(rng.uniform(*DISTANCES)),
            float(rng.uniform(-MAX_BEARING, MAX_BEARING)),
            HANDS[int(rng.integers(len(HANDS)))],
            math.exp(float(rng.uniform(math.log(TREMORS[0]), math.log(TREMORS[1])))),
        )
        distance = self.distance if self.distance is not None else drawn[0]
        self._bearing = self.bearing if self.bearing is not None else drawn[1]
        hands = self.hands if self.hands is not None else drawn[2]
        tremor = self.tremor if self.tremor is not None else drawn[3]
        self._tremor = 0.0 if self.skill is None else tremor  # exact hands do not shake
        self._range = KickRange(self.setup.goalpost(hands, distance), self.setup.ball)
        self._last = None
        return self._observe(), {"hands": hands, "tremor": self._tremor}

    def step(self, action: np.ndarray) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        if self._range is None:
            raise RuntimeError("call reset() before step()")
        if not np.all(np.isfinite(action)):
            raise ValueError(f"the kick's action must be finite numbers, not {action!r}")
        speed, elevation, aim = kick_from_action(action)
        if self.skill is not None:
            speed, elevation, aim, _ = self._hand(speed).kick(speed, elevation, aim, self.np_random)
        # The flight is worked out facing the goalpost: an aim along the kicker's line is
        # off the goalpost by its bearing.
        kick = Kick(
            min(speed, MAX_KICK_SPEED),
            min(max(elevation, 0.0), MAX_ELEVATION),
            min(max(aim - self._bearing, -MAX_AIM), MAX_AIM),
        )
        outcome = self._range.kick(kick, trajectory=self.render_mode is not None)
        self._last = outcome
        if self.render_mode == "human":
            self.render()
        info = {"call": outcome.call, "miss": miss(outcome, self._range.post)}
        return self._observe(), float(outcome.good), True, False, info

    def _hand(self, speed: float) -> Skill:
        """The skill's kick spreads this episode: times the tremor, and growing with the force."""
        assert self.skill is not None
        k = self._tremor * speed / STEADY_SPEED
        s = self.skill
        return replace(
            s,
            kick_speed_sd=s.kick_speed_sd * k,
            kick_elevation_sd=s.kick_elevation_sd * k,
            kick_aim_sd=s.kick_aim_sd * k,
        )

    def render(self) -> np.ndarray | None:
        if self.render_mode is None:
            gym.logger.warn("render() without a render_mode: make the environment with render_mode set")
            return None
        from games.finger_football.ui.replay_kick import draw_kick

        surface = self.canvas.surface()
        # Drawn as the flight is worked out: facing the goalpost, the bearing taken off the aim.
        if self._range is not None:
            draw_kick(surface, surface.get_rect().inflate(-40, -40), self._range.post, self._last, math.inf)
        return self.canvas.show()

    def close(self) -> None:
        self.canvas.close()
