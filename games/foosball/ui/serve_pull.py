"""A serve's pull, read as the way the ball will roll onto the field (a newcomer's play-test: pulls
of 13, 21 and 23 degrees all went to the CPU's midfield rod, "the side of the hole turns it the
other way", 36 and 60 degrees missed the hole, only about 29 was good: eight tries).

The service hole is a short tunnel through the side wall, 5 cm wide for a 3.5 cm ball: a ball
flicked straight through it comes out as it went in only up to about 5.7 degrees of slant; past
that it meets the tunnel's side and comes out the other way, at atan(0.7 tan(slant)) (the wall
gives back 0.7 of the speed across), and past about 14 degrees it bounces about unpredictably or
never gets through (measured on the standard table: tests/games/test_foosball_serve_pull.py).

So the pull says where the ball goes, and the hand works out how to flick it: like a catapult, the
ball goes the other way from the pull, at a slant growing steadily with the pull's (GAIN of it, at
most HEADING_MAX at a pull of MAX_PULL degrees or more); a heading up to DIRECT degrees is
flicked straight through the hole, a larger one at the tunnel's far side, so that its bounce sends
it the way pulled. What is recorded is the flick itself (the table's serve velocity), so replays
are unchanged.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from games.foosball.ui.hands import SERVE_PULL, SERVE_SPEED
from sim.foosball.spec import Side

MAX_PULL = 30.0  # degrees of pull slant for the most slanted serve; a pull slanting more serves so
HEADING_MAX = 9.4  # degrees: the most slanted way onto the field a flick can be sure of
GAIN = HEADING_MAX / MAX_PULL
DIRECT = 5.0  # degrees: headings up to this go straight through the hole
BOUNCE = 0.7  # of the speed across the ball keeps off the tunnel's side (the table's wall restitution)
# Degrees of flick into the tunnel's far side: nearer straight, it may meet both sides of the
# tunnel; more slanted, it meets the tunnel's inner corner, either of which is chaos.
BOUNCED_FLICK = (7.4, 13.6)
SHORTEST = 4  # px: a shorter pull is not meant


@dataclass(frozen=True, slots=True)
class Pull:
    """A serve's pull: the way the ball is to roll onto the field and how fast, and the flick
    that makes it roll so."""

    slant: float  # degrees of the pull from straight away from the table (+: pulled to the left)
    heading: float  # degrees from straight across the table the ball rolls, + towards +x
    speed: float  # m/s
    away: bool  # pulled away from the table (a serve); else the wrong way
    flick: tuple[float, float]  # the serve's (vx, vy) on the table


def heading_for(slant: float) -> float:
    """The ball's way (degrees, signed) for a pull slanting ``slant`` degrees."""
    return math.copysign(min(abs(slant), MAX_PULL) * GAIN, slant)


def launch(side: Side, heading: float, speed: float) -> tuple[float, float]:
    """The flick (vx, vy) that sends ``side``'s serve onto the field ``heading`` degrees from
    straight across (+ towards +x) at ``speed``: straight through the hole for a small heading,
    else off the tunnel's far side."""
    size = abs(heading)
    if size <= DIRECT:
        flick = heading
    else:
        bounced = math.degrees(math.atan(math.tan(math.radians(min(size, HEADING_MAX))) / BOUNCE))
        flick = -math.copysign(max(BOUNCED_FLICK[0], min(BOUNCED_FLICK[1], bounced)), heading)
    across = 1.0 if side == Side.HOME else -1.0
    r = math.radians(flick)
    return speed * math.sin(r), across * speed * math.cos(r)


def pulled(side: Side, start: tuple[int, int], end: tuple[int, int], window: tuple[int, int]) -> Pull | None:
    """The serve a pull from the ball at ``start`` back to ``end`` makes (screen y points down;
    ``side``'s hole on the bottom edge for home, the top for away), or None for a pull too short
    to be meant."""
    dx, dy = start[0] - end[0], end[1] - start[1]  # the ball goes the other way from the pull
    if side == Side.AWAY:  # its hole at the top: pulled up, away from the table
        dy = -dy
    length = math.hypot(dx, dy)
    if length < SHORTEST:
        return None
    speed = SERVE_SPEED * min(1.0, length / (SERVE_PULL * min(window)))
    slant = math.degrees(math.atan2(dx, dy)) if dy > 0.0 else math.copysign(90.0, dx or 1.0)
    heading = heading_for(slant)
    return Pull(slant, heading, speed, dy > 0.0, launch(side, heading, speed))
