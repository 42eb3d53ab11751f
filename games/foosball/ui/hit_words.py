"""The "Your hit" meter of a match, told a miss: a swing that met no ball says "missed", never a
speed.

A newcomer's play-test vs the CPU read "Your hit 6.8 m/s" under a wheel swing that went past the
ball: the meter (gauges.ShotMeter) wrote the last contact's speed for 3 s, and a miss within them
showed the hit before it. Now each swing of yours (a wheel strike, or a left drag turning the rods
SWUNG or more) wipes the last hit's words, and one over without your figure meeting the ball
(WINDOW after it, the rod's follow-through) says "missed" instead.
"""

from __future__ import annotations

import math

from games.foosball.ui.gauges import SHOWN_FOR, ShotMeter
from games.foosball.ui.hands import MouseHands

MISSED = "missed"
SWUNG = 0.5  # rad of drag turn that is a swing (a slow nudge of the rods is not)
WINDOW = 0.1  # s after a swing's end a contact of yours still counts as its hit


class HitMeter(ShotMeter):
    """ShotMeter, watching the mouse's ``hands`` swing."""

    def __init__(self, hands: MouseHands) -> None:
        super().__init__()
        self.hands = hands
        self._strikes = 0  # the hands' strikes counted so far
        self._dragging = False  # a drag swing under way
        self._left: float | None = None  # s of WINDOW left of a swing over, unmet; None: no swing
        self._swinging = False  # a swing under way (not over yet)
        self._met = False  # the swing under way met the ball
        self.missed_since = math.inf  # s since the last swing missed

    def watch(self, met: bool, dt: float) -> None:
        """A step: ``met``, a figure of yours touched the ball in it."""
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
        self.watch(struck > 0.0, dt)
        super().update(struck, dt)
        self.missed_since += dt  # (the table held too: a miss is not said through the next card)

    @property
    def words(self) -> str:
        """The last hit's speed while it is recent; "missed" after a swing that met nothing."""
        if self.missed_since <= SHOWN_FOR and self.missed_since < self.since:
            return MISSED
        return super().words
