"""The mouse drag that flicks the slider, shared by the practice scene and the game scene:
press on the slider, pull back, release. Draws the aim line and the power meter while pulling.
"""

from __future__ import annotations

import math

import pygame

from games.finger_football.ui.aim import Aim, aim_from_drag
from games.finger_football.ui.view import MatView
from games.window import ui
from sim.geometry import Pose
from sim.slider.mat import Mat

FULL_PULL = 0.3  # of the window's smaller side: the pull that gives full power
GRAB_PX = 14  # a press this close to the slider grabs it, however small it is drawn
LABEL = 22


class FlickDrag:
    def __init__(self, mat: Mat, view: MatView) -> None:
        self.mat = mat
        self.view = view
        self.press: tuple[float, float] | None = None  # mat metres
        self.pull: tuple[float, float] | None = None
        self.aim: Aim | None = None

    @property
    def active(self) -> bool:
        return self.press is not None

    def grabs(self, pos: tuple[int, int], pose: Pose) -> bool:
        cx, cy = self.view.to_screen(pose.x, pose.y)
        reach = max(self.view.px(self.mat.slider.length / 2), GRAB_PX)
        return math.hypot(pos[0] - cx, pos[1] - cy) <= reach

    def start(self, pos: tuple[int, int]) -> None:
        self.press = self.pull = self.view.to_mat(*pos)
        self.aim = None

    def move(self, pos: tuple[int, int], pose: Pose, window: tuple[int, int]) -> Aim | None:
        if self.press is None:
            return None
        self.pull = self.view.to_mat(*pos)
        full = FULL_PULL * min(window) / self.view.scale
        self.aim = aim_from_drag(self.press, self.pull, pose, self.mat.slider, full)
        return self.aim

    def release(self, pos: tuple[int, int], pose: Pose, window: tuple[int, int]) -> Aim | None:
        """End the drag; the aim to flick with, or None for a drag too short to be a flick."""
        aim = self.move(pos, pose, window)
        self.cancel()
        return aim

    def cancel(self) -> None:
        self.press = self.pull = self.aim = None

    def draw(
        self, surface: pygame.Surface, pose: Pose, meter: pygame.Rect, label_at: tuple[int, int]
    ) -> None:
        """The aim line from the slider, the pull, and the power meter in ``meter``."""
        if self.aim is None or self.press is None or self.pull is None:
            return
        self.draw_aim(surface, pose, self.aim, self.press, self.pull, meter, label_at)

    def draw_aim(
        self,
        surface: pygame.Surface,
        pose: Pose,
        aim: Aim,
        press: tuple[float, float],
        pull: tuple[float, float],
        meter: pygame.Rect,
        label_at: tuple[int, int],
        who: str = "",
    ) -> None:
        """A pull from ``press`` to ``pull`` (mat metres) with its ``aim``: the person's own, or
        the CPU's drawn as it winds up (``who`` names it on the label)."""
        view = self.view
        centre = view.to_screen(pose.x, pose.y)
        reach = view.px(min(aim.slide_length(self.mat.mu), 0.25))
        tip = (centre[0] + reach * math.cos(aim.direction), centre[1] - reach * math.sin(aim.direction))
        surface.set_clip(view.area)
        pygame.draw.line(surface, ui.ACCENT, centre, tip, 3)
        pygame.draw.line(surface, (255, 255, 255), view.to_screen(*press), view.to_screen(*pull), 2)
        surface.set_clip(None)
        pygame.draw.rect(surface, (40, 40, 40), meter)
        filled = meter.copy()
        filled.height = round(meter.height * aim.power)
        filled.bottom = meter.bottom
        pygame.draw.rect(surface, ui.ACCENT, filled)
        spin = aim.spin(self.mat.slider, pose.angle)
        yards = self.mat.field.yards(aim.slide_length(self.mat.mu))
        label = f"power {aim.power:.0%} · about {yards:.0f} yd · spin {ui.signed(spin)} rad/s"
        if who:
            label = f"{who} · {label}"
        width = ui.text_width(label, LABEL) + 20
        box = pygame.Rect(label_at[0] - width, label_at[1] - 14, width, 28)
        ui.overlay(surface, box, 200)
        ui.text(surface, label, (label_at[0] - 10, label_at[1]), LABEL, ui.PAPER, "midright")
