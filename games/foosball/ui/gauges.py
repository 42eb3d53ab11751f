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
PEAK_HOLD = 1.2  # s the strongest strike stays marked
FADE = 6.0  # m/s a second the bar falls after a strike
# s the last hit's speed stays written: after that the meter says no hit (a play-test read a stale
# "Shot 1.5 m/s" all through the Ready card).
SHOWN_FOR = 3.0


def draw_serve_pull(
    surface: pygame.Surface,
    ball: tuple[float, float],
    mouse: tuple[int, int],
    velocity: tuple[float, float] | None,
    floor: int | None = None,
    verdict: str | None = None,
    heading: tuple[float, float] | None = None,
    colour: ui.Color = ui.HIGHLIGHT,
    label: str | None = None,
) -> None:
    """The pull from the ball back to the pointer (thin), and the serve it makes: an arrow from
    the ball the way it will go (screen y down: the table's y is up), as long as it is strong,
    with its speed written at the tip. ``heading``: which way the ball really rolls onto the field
    (the serve run ahead: the side of the hole turns a slanted serve), the arrow's way then (a
    play-test saw the arrow point up-left while the dotted line and the ball went up-right).
    ``colour``: the arrow's and its words' (a game's: whose rod plays the serve first);
    ``label``: its words instead of the speed and ``verdict``."""
    pygame.draw.line(surface, ui.MUTED, ball, mouse, 2)
    if velocity is None:
        return
    vx, vy = velocity
    speed = math.hypot(vx, vy)
    if speed <= 0.0:
        return
    length = ARROW_MIN + (ARROW_MAX - ARROW_MIN) * min(1.0, speed / SERVE_SPEED)
    ux, uy = vx / speed, -vy / speed
    if heading is not None:
        ux, uy = heading[0], -heading[1]
    tip = (ball[0] + ux * length, ball[1] + uy * length)
    pygame.draw.line(surface, colour, ball, tip, 4)
    side = (-uy, ux)
    head = [
        tip,
        (tip[0] - ux * 14 + side[0] * 8, tip[1] - uy * 14 + side[1] * 8),
        (tip[0] - ux * 14 - side[0] * 8, tip[1] - uy * 14 - side[1] * 8),
    ]
    pygame.draw.polygon(surface, colour, head)
    if label is None:
        label = f"serve {speed:.1f} m/s" + (f": {verdict}" if verdict else "")
    # On the field just above the service hole, on the other side of the arrow: under the table
    # it covered the rods' handles and their names (a play-test), beside the pull the dotted way.
    above = round(ball[1]) - 44
    if ux >= 0.0:
        rect = ui.render(label, 20, colour).get_rect(midright=(round(ball[0]) - 24, above))
    else:
        rect = ui.render(label, 20, colour).get_rect(midleft=(round(ball[0]) + 24, above))
    bounds = surface.get_rect()
    if floor is not None:
        bounds.height = floor - bounds.top
    rect.clamp_ip(bounds)
    ui.overlay(surface, rect.inflate(10, 4), 220, colour)
    ui.text(surface, label, rect.topleft, 20, colour)


class ShotMeter:
    """How hard your last strike hit the ball: the foot's speed as it met the ball (a contact of
    one of your figures), falling away after it, with the strongest of the last moment marked.
    A rod swung or lifted without meeting the ball shows nothing."""

    def __init__(self) -> None:
        self.speed = 0.0
        self.peak = 0.0
        self.age = 0.0
        self.last = 0.0  # the last hit's speed
        self.since = math.inf  # s since it

    def update(self, struck: float, dt: float) -> None:
        """``struck``: the speed of your figure that met the ball this step (0: none did). Called
        while the game is held too (with 0), so the meter falls away then as well."""
        self.speed = max(struck, self.speed - FADE * dt)
        self.age += dt
        self.since += dt
        if struck > 0.0:
            self.last, self.since = struck, 0.0
        if struck > 0.0 and struck >= self.peak:
            self.peak, self.age = struck, 0.0
        elif self.age > PEAK_HOLD:
            self.peak = self.speed

    @property
    def words(self) -> str:
        """The last hit's speed while it is recent; "none" after."""
        return f"{self.last:.1f} m/s" if self.since <= SHOWN_FOR else "none"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A bar in ``rect``, with its words on its left: "Your hit", and the last one's speed."""
        size = 18
        label = ui.text(surface, "Your hit", (rect.left, rect.centery), size, ui.MUTED, "midleft")
        words = self.words
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
