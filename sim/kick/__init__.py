"""The foam-ball field goal: a finger kick, a flight under gravity and quadratic drag, and the
goalpost the defender's hands make (index fingers end to end, thumbs up).

Frame: x from the kick spot towards the goalpost, y to the kicker's left, z up from the table.

A 3-D flight on a 2-D engine: the flight is integrated in 3-D (RK4 on gravity and drag, exact
for the drag-free parabola), and the contacts are found by pymunk in two 2-D spaces, each holding
the obstacles whose axis is perpendicular to it:

- the side view (x, z) holds the table and the crossbar, a cylinder along y: a contact there has
  no y component, and the crossbar counts only while the ball is between the thumbs;
- the top view (x, y) holds the two thumbs, cylinders along z: a contact there has no z
  component, and a thumb counts only while the ball is at the thumb's height.

Each step of the flight is swept through both spaces with radius queries (the ball is a sphere
of its diameter in flight), so a fast ball cannot pass through a finger; a contact reflects the
normal velocity with restitution and takes Coulomb friction off the tangential one. A ball that
bounces low enough rolls on the table with rolling resistance until it stops.
"""

from sim.errors import KickError
from sim.kick.flight import KickRange
from sim.kick.setup import HANDS, FoamBall, Goalpost, KickSetup, load_setup
from sim.kick.shot import (
    MAX_AIM,
    MAX_ELEVATION,
    MAX_KICK_SPEED,
    Contact,
    ContactKind,
    Kick,
    KickOutcome,
    KickTiming,
    Reason,
    Verdict,
    blocked,
)

__all__ = [
    "HANDS",
    "MAX_AIM",
    "MAX_ELEVATION",
    "MAX_KICK_SPEED",
    "Contact",
    "ContactKind",
    "FoamBall",
    "Goalpost",
    "Kick",
    "KickError",
    "KickOutcome",
    "KickRange",
    "KickSetup",
    "KickTiming",
    "Reason",
    "Verdict",
    "blocked",
    "load_setup",
]
