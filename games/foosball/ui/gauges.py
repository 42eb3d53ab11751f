"""What a foosball player's hand is doing, drawn: the serve's pull (an arrow the way the ball will
go, as long as the serve is strong, with its speed) and the strength of the shot the rods in hand
would make as they swing (a bar, its peak held a moment)."""

from __future__ import annotations

import math

import pygame

from games.foosball.ui.hands import SERVE_SPEED
from games.window import ui

ARROW_MIN, ARROW_MAX = 28, 170  # px of the serve's arrow, weakest to strongest serve
SHOT_FULL = 9.0  # m/s: a full bar (a foot at the drive's top spin is a little under this)
PEAK_HOLD = 1.2  # s the strongest swing stays marked


def draw_serve_pull(
    surface: pygame.Surface,
    ball: tuple[float, float],
    mouse: tuple[int, int],
    velocity: tuple[float, float] | None,
) -> None:
    """The pull from the ball back to the pointer (thin), and the serve it makes: an arrow from
    the ball the way it will go (screen y down: the table's y is up), as long as it is strong,
    with its speed written at the tip."""
    pygame.draw.line(surface, ui.MUTED, ball, mouse, 2)
    if velocity is None:
        return
    vx, vy = velocity
    speed = math.hypot(vx, vy)
    if speed <= 0.0:
        return
    length = ARROW_MIN + (ARROW_MAX - ARROW_MIN) * min(1.0, speed / SERVE_SPEED)
    ux, uy = vx / speed, -vy / speed
    tip = (ball[0] + ux * length, ball[1] + uy * length)
    pygame.draw.line(surface, ui.HIGHLIGHT, ball, tip, 4)
    side = (-uy, ux)
    head = [
        tip,
        (tip[0] - ux * 14 + side[0] * 8, tip[1] - uy * 14 + side[1] * 8),
        (tip[0] - ux * 14 - side[0] * 8, tip[1] - uy * 14 - side[1] * 8),
    ]
    pygame.draw.polygon(surface, ui.HIGHLIGHT, head)
    label = f"serve {speed:.1f} m/s"
    anchor = "midleft" if ux >= 0.0 else "midright"
    at = (tip[0] + (10 if ux >= 0.0 else -10), tip[1])
    rect = ui.render(label, 20, ui.HIGHLIGHT).get_rect(**{anchor: (round(at[0]), round(at[1]))})
    ui.overlay(surface, rect.inflate(10, 4), 200)
    ui.text(surface, label, rect.topleft, 20, ui.HIGHLIGHT)


class ShotMeter:
    """The strength of the shot the rods in hand would make now (their feet's speed where they
    meet the ball), with the strongest of the last moment held."""

    def __init__(self) -> None:
        self.speed = 0.0
        self.peak = 0.0
        self.age = 0.0

    def update(self, speed: float, dt: float) -> None:
        self.speed = speed
        self.age += dt
        if speed >= self.peak or self.age > PEAK_HOLD:
            self.peak, self.age = speed, 0.0

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A bar in ``rect``, with its words on its left: "Shot strength"."""
        size = 18
        label = ui.text(surface, "Shot", (rect.left, rect.centery), size, ui.MUTED, "midleft")
        words = f"{self.peak:.1f} m/s"
        value_w = ui.text_width("00.0 m/s", size)
        bar = pygame.Rect(
            label.right + 8, rect.top + 4, rect.width - label.width - value_w - 20, rect.height - 8
        )
        pygame.draw.rect(surface, (40, 46, 54), bar, border_radius=4)
        for speed, colour in ((self.peak, ui.MUTED), (self.speed, ui.HIGHLIGHT)):
            share = min(1.0, speed / SHOT_FULL)
            if share > 0.0:
                fill = pygame.Rect(bar.left, bar.top, max(2, round(bar.width * share)), bar.height)
                pygame.draw.rect(surface, colour, fill, border_radius=4)
        pygame.draw.rect(surface, ui.PAPER, bar, 1, border_radius=4)
        ui.text(surface, words, (bar.right + 8, rect.centery), size, ui.PAPER, "midleft")
