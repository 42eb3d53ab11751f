"""The CPU's serve (a newcomer's play-test, 6/10: "serves roll out too often").

The rulebook asks only that a serve go in through the server's service hole (Article II); how hard
and which way is the server's. The CPU used to flick the ball in at 1.2-1.8 m/s, slanting 4-9
degrees either way: the hole's tunnel turns a flick slanting more than about 6 degrees back the other
way (games/foosball/ui/serve_pull.py), so many came out nearly straight across, and a serve its own
midfield only blocks (a newcomer's CPU holds that rod's shot at a serve's first touch) rolled on
over the far side and out through the far hole, or stopped in the middle out of reach. Over 120
seeded novice serves (both sides the novice, 6 s each): 20 went dead, left the table or lay
unplayed before any figure struck them (10 off the table, 9 dead).

Now it serves as the window's pull does to the server's own midfield rod: 7.5-9.4 degrees onto the
field towards its own goal, flicked off the tunnel's far side, at 0.75-0.95 m/s, which reaches the
five-bar and stops short of the far wall: 10 of 120 (7 dead, 2 off the table, 1 left lying),
and club midfields strike every one (tests/games/foosball/test_serves.py).
"""

from __future__ import annotations

import math

import numpy as np

from sim.foosball.spec import Side

HEADING = (7.5, 9.4)  # degrees onto the field from straight across, towards its own goal
SPEED = (0.75, 0.95)  # m/s
# The tunnel (as serve_pull.py reads it): a flick slanting more than DIRECT degrees meets its far
# side, which gives back BOUNCE of the speed across, between BOUNCED_FLICK degrees.
BOUNCE = 0.7
BOUNCED_FLICK = (7.4, 13.6)


def serve_flick(rng: np.random.Generator, side: Side) -> tuple[float, float]:
    """The flick (vx, vy) of ``side``'s serve: onto the field towards its own midfield rod."""
    heading = float(rng.uniform(*HEADING))
    speed = float(rng.uniform(*SPEED))
    bounced = math.degrees(math.atan(math.tan(math.radians(heading)) / BOUNCE))
    flick = math.radians(max(BOUNCED_FLICK[0], min(BOUNCED_FLICK[1], bounced)))
    own = -1.0 if side == Side.HOME else 1.0  # its own goal's way along the table
    across = 1.0 if side == Side.HOME else -1.0
    # Off the far side: flicked the other way from the heading.
    return -own * speed * math.sin(flick), across * speed * math.cos(flick)
