"""A single scrimmage flick as a one-step Gymnasium environment: the slider physics alone.

Each episode puts the slider on a line of scrimmage (10 to 90 yards from the offence's own goal
line, across the field between the hash rows) and names a target: one of the run or pass circles
the rules let the offence aim at from there. The observation is, in metres and relative to the
slider (x towards the goal attacked, y to its left): the target circle's centre and radius, the
slider's place across the field, and the nearest three hazards ahead (penalty flags and fumble
footballs: centre and radius, zeros when there are fewer). The action is the flick meant, each
part scaled to [-1, 1]: speed (0 to 3 m/s), direction (-60 to +60 degrees from straight ahead)
and the finger's strike point across the slider (half its width to either side: spin). The flick
made strays by the execution noise of ``skill`` (default "club"; None for none). The reward is 1
when the rules call the play complete, else 0; ``info["result"]`` says what the rules call it,
``info["miss"]`` how far (m) the slider rests from touching the target.
"""

from __future__ import annotations

import math
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from games.finger_football.rules.actions import PlayKind, Target
from games.finger_football.rules.engine import read_rest
from games.finger_football.rules.field import Field
from sim.geometry import Pose
from sim.noise import SKILLS, Skill
from sim.slider.mat import Half, Mat, SliderSpec, default
from sim.slider.table import MAX_SPIN, Flick, FlickOutcome, SliderTable

from .frames import RENDER_MODES, Canvas

MAX_SPEED = 3.0  # m/s: a full flick, as the practice window's full pull
MAX_TURN = math.radians(60.0)
HAZARDS = 3  # nearest flags and fumbles ahead, in the observation


def flick_from_action(action: np.ndarray, half_width: float) -> tuple[float, float, float]:
    """(speed m/s, direction rad from straight ahead, strike point m to the left) meant."""
    a = np.clip(np.asarray(action, dtype=float), -1.0, 1.0)
    return (a[0] + 1.0) / 2.0 * MAX_SPEED, a[1] * MAX_TURN, a[2] * half_width


def aim_point(field: Field, target: Target, direction: int) -> tuple[float, float, float]:
    """The centre and radius of what a flick at ``target`` aims at: the circle (its inner pass
    circle for a pass), or the middle of the endzone attacked for a touchdown."""
    if target.circles:
        circle = field.circle(target.circles[0])
        if target.kind == PlayKind.PASS:
            return circle.pass_x, circle.pass_y, circle.pass_radius
        return circle.x, circle.y, circle.radius
    f = field.mat.field
    x = f.length + f.endzone / 2.0 if direction > 0 else -f.endzone / 2.0
    return x, 0.0, f.endzone / 2.0


def flick_observation(
    start: Pose, direction: int, aim: tuple[float, float, float], hazards: list[tuple[float, float, float]]
) -> np.ndarray:
    """What the flick environment observes (its docstring), for a flick from ``start`` by an
    offence attacking in ``direction`` at ``aim`` (x, y, radius)."""
    d, x0, y0 = direction, start.x, start.y
    cx, cy, r = aim
    obs = [(cx - x0) * d, (cy - y0) * d, r, y0 * d]
    ahead = [h for h in hazards if (h[0] - x0) * d > 0.0]
    ahead.sort(key=lambda h: math.hypot(h[0] - x0, h[1] - y0))
    for hx, hy, hr in ahead[:HAZARDS]:
        obs += [(hx - x0) * d, (hy - y0) * d, hr]
    obs += [0.0] * (4 + 3 * HAZARDS - len(obs))
    return np.clip(np.array(obs, dtype=np.float32), -2.0, 2.0)


def hazards_of(mat: Mat) -> list[tuple[float, float, float]]:
    """Each penalty flag and fumble football as (x, y, radius): a football by the circle
    around it."""
    return [(g.x, g.y, g.radius) for g in mat.flags] + [
        (g.x, g.y, max(math.hypot(vx, vy) for vx, vy in g.outline())) for g in mat.fumbles
    ]


def made_flick(spec: SliderSpec, direction: float, speed: float, strike: float) -> Flick:
    """The flick of ``speed`` towards ``direction`` struck ``strike`` metres left of the slider's
    centre line, the strike brought in so the spin stays within what a slider can take."""
    j = spec.mass * min(max(speed, 0.0), MAX_SPEED)
    if j > 0.0:
        reach = 0.999 * MAX_SPIN * spec.inertia / j
        strike = max(-reach, min(reach, strike))
    else:
        strike = 0.0
    return Flick((j * math.cos(direction), j * math.sin(direction)), (0.0, strike))


class FlickEnv(gym.Env[np.ndarray, np.ndarray]):
    metadata: dict[str, Any] = {"render_modes": RENDER_MODES, "render_fps": 30}  # noqa: RUF012

    def __init__(
        self, mat: Mat | None = None, skill: str | None = "club", render_mode: str | None = None
    ) -> None:
        if skill is not None and skill not in SKILLS:
            raise ValueError(f"skill must be one of {', '.join(SKILLS)} or None, not {skill!r}")
        self.mat = mat or default()
        self.field = Field(self.mat)
        self.table = SliderTable(self.mat)
        self.skill: Skill | None = None if skill is None else SKILLS[skill]
        self.render_mode = render_mode
        self.canvas = Canvas(render_mode, "A flick")
        self._hazards = hazards_of(self.mat)
        self.observation_space = spaces.Box(-2.0, 2.0, shape=(4 + 3 * HAZARDS,), dtype=np.float32)
        self.action_space = spaces.Box(-1.0, 1.0, shape=(3,), dtype=np.float32)
        self.start: Pose | None = None
        self.direction = 1
        self.target: Target | None = None
        self.outcome: FlickOutcome | None = None

    # ----------------------------------------------------------------- episodes
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        f = self.mat.field
        while True:  # a spot with a circle to aim at (every spot has, short of the last zone)
            self.direction = 1 if rng.random() < 0.5 else -1
            x, _ = self.field.spot(float(rng.uniform(10.0, 90.0)), self.direction)
            y = float(rng.uniform(-f.numbers, f.numbers))
            circles = self.field.legal_circles(x, y, self.direction)
            if circles:
                break
        circle = circles[int(rng.integers(len(circles)))]
        kind = PlayKind.RUN if rng.random() < 0.5 else PlayKind.PASS
        self.start = self.field.scrimmage_pose(x, y, self.direction)
        self.target = Target(kind, (circle.id,), f"{kind.value} circle")
        self.outcome = None
        return self._observe(), {"target": self.target.label}

    def step(self, action: np.ndarray) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        if self.start is None or self.target is None:
            raise RuntimeError("call reset() before step()")
        if not np.all(np.isfinite(action)):
            raise ValueError(f"the flick's action must be finite numbers, not {action!r}")
        spec = self.mat.slider
        speed, turn, strike = flick_from_action(action, spec.width / 2.0)
        heading = self.start.angle
        direction = heading + turn
        if self.skill is not None:
            speed, direction, _ = self.skill.flick(speed, direction, 0.0, self.np_random)
        flick = made_flick(spec, direction, speed, strike)
        self.outcome = self.table.flick(self.start, flick, trajectory_dt=0.02 if self.render_mode else None)
        attacked = Half.VISITOR if self.direction > 0 else Half.HOME
        result, why = read_rest(self.field, self.outcome, self.target, self.direction, attacked)
        if self.render_mode == "human":
            self.render()
        miss = self.field.gap_to_target(self.outcome.rest, self.target, attacked)
        info = {"result": result, "why": why, "miss": miss}
        return self._observe(), float(result == "success"), True, False, info

    def _observe(self) -> np.ndarray:
        assert self.start is not None and self.target is not None
        aim = aim_point(self.field, self.target, self.direction)
        return flick_observation(self.start, self.direction, aim, self._hazards)

    # ----------------------------------------------------------------- drawing
    def render(self) -> np.ndarray | None:
        if self.render_mode is None:
            gym.logger.warn("render() without a render_mode: make the environment with render_mode set")
            return None
        import pygame

        from games.finger_football.ui.view import MatView
        from games.window import ui

        surface = self.canvas.surface()
        view = MatView(self.mat)
        view.layout(surface.get_rect().inflate(-20, -20))
        view.draw_mat(surface)
        if self.target is not None:
            circle = self.field.circle(self.target.circles[0])
            centre = view.to_screen(circle.x, circle.y)
            pygame.draw.circle(surface, ui.HIGHLIGHT, centre, view.px(circle.radius), 3)
        if self.outcome is not None and self.outcome.trajectory:
            points = [view.to_screen(p.x, p.y) for p in self.outcome.trajectory]
            if len(points) >= 2:
                pygame.draw.lines(surface, (255, 90, 210), False, points, 2)
            view.draw_slider(surface, self.outcome.rest)
        elif self.start is not None:
            view.draw_slider(surface, self.start)
        return self.canvas.show()

    def close(self) -> None:
        self.canvas.close()
