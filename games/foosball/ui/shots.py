"""Which of your figures' contacts are shots (the first-game guide's "Shoot" step and the window's
count of your shots).

A contact used to be a shot if the figure met the ball at SHOT_SPEED or faster. A wheel strike
meets the ball at full swing (about 8 m/s); a drag swing turns the rod only as far as the drag asks,
frame by frame, so the foot is slowing towards the drag's angle when it meets the ball: a newcomer's
play-test drag sent the ball off at 2.6 m/s from a foot met at 1.5 m/s, and the window counted no
shot. A shot is now told by the ball: a contact of yours that sends it towards the goal you attack
at SHOT_SPEED or faster, however the foot was turned.
"""

from __future__ import annotations

from sim.foosball.spec import Side
from sim.foosball.table import EventKind, TableEvent

SHOT_SPEED = 2.0  # m/s of the ball towards the goal attacked, just after a contact of yours


def shots(events: list[TableEvent], vx: float, side: Side = Side.HOME) -> int:
    """Shots of ``side``'s in a step's ``events``, the ball then moving at ``vx`` along the table:
    one if a figure of ``side`` touched the ball and it leaves towards the goal ``side`` attacks
    at SHOT_SPEED or faster, else none."""
    forward = 1.0 if side == Side.HOME else -1.0
    touched = any(e.kind == EventKind.CONTACT and e.team == side for e in events)
    return int(touched and vx * forward >= SHOT_SPEED)
