"""What a foosball player's hand is doing, drawn: the serve's pull (an arrow the way the ball will
go, as long as the serve is strong, with its speed) and the strength of the shot the rods in hand
would make as they swing (a bar, its peak held a moment), or that the swing missed.

A newcomer's play-test vs the CPU read "Your hit 6.8 m/s" under a wheel swing that went past the
ball: the meter wrote the last contact's speed for SHOWN_FOR s, and a miss within them showed the
hit before it. Now each swing of yours (a wheel strike, or a left drag turning the rods SWUNG or
more) wipes the last hit's words, and one over without your figure meeting the ball (WINDOW after
it, the rod's follow-through) says "missed" instead: in a match and in practice alike.
"""

from __future__ import annotations

import math

import pygame

from games.foosball.ui.hands import SERVE_SPEED, MouseHands
from games.window import ui

ARROW_MIN, ARROW_MAX = 28, 170  # px of the serve's arrow, weakest to strongest serve
SHOT_FULL = 9.0  # m/s: a full bar (a foot at the drive's top spin is a little under this)
PEAK_HOLD = 1.2  # s the strongest strike stays marked
FADE = 6.0  # m/s a second the bar falls after a strike
# s the last hit's speed stays written: after that the meter says no hit (a play-test read a stale
# "Shot 1.5 m/s" all through the Ready card).
SHOWN_FOR = 3.0
MISSED = "missed"  # the meter's words after a swing that met no ball
SWUNG = 0.5  # rad of drag turn that is a swing (a slow nudge of the rods is not)
WINDOW = 0.1  # s after a swing's end a contact of yours still counts as its hit


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
    A rod lifted without meeting the ball shows nothing; a swing of the mouse's ``hands`` (the
    wheel, or a drag) that met no ball says "missed"."""

    def __init__(self, hands: MouseHands) -> None:
        self.speed = 0.0
        self.peak = 0.0
        self.age = 0.0
        self.last = 0.0  # the last hit's speed
        self.since = math.inf  # s since it
        self.hands = hands
        self._strikes = hands.strikes  # the hands' strikes counted so far
        self._dragging = False  # a drag swing under way
        self._left: float | None = None  # s of WINDOW left of a swing over, unmet; None: no swing
        self._swinging = False  # a swing under way (not over yet)
        self._met = False  # the swing under way met the ball
        self.missed_since = math.inf  # s since the last swing missed

    def _watch(self, met: bool, dt: float) -> None:
        """A step of the hands' swing: ``met``, a figure of yours touched the ball in it."""
        hands = self.hands
        dragging = hands.press_x is not None and abs(hands.drag_turn) >= SWUNG
        if hands.strikes != self._strikes or (dragging and not self._dragging):
            self._strikes = hands.strikes
            self._swinging, self._met, self._left = True, False, None
            self.since = self.missed_since = math.inf  # the last hit's words go
        self._dragging = dragging
        if not (self._swinging or self._left is not None):
            return
        self._met = self._met or met
        if self._met:
            self._swinging, self._left = False, None
            return
        striking = hands.strike_left > 0.0 or hands.wind_left > 0.0
        if self._swinging and not striking and not dragging:
            self._swinging, self._left = False, WINDOW
        elif self._left is not None:
            self._left -= dt
            if self._left <= 0.0:
                self._left, self.missed_since = None, 0.0

    def update(self, struck: float, dt: float) -> None:
        """``struck``: the speed of your figure that met the ball this step (0: none did). Called
        while the game is held too (with 0), so the meter falls away then as well."""
        self._watch(struck > 0.0, dt)
        self.missed_since += dt  # (the table held too: a miss is not said through the next card)
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
        """The last hit's speed while it is recent; "missed" after a swing that met nothing;
        "none" after."""
        if self.missed_since <= SHOWN_FOR and self.missed_since < self.since:
            return MISSED
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
