"""A serve that does not die where nobody reaches it (a newcomer's play-test, 6/10: "served balls
often end as dead balls in the middle, out of every figure's reach, a moment after reaching my
rod": a loop of T, serve, dead ball).

Why it happened. The service hole is on the midfield line, x = 0, in the strip between the two
midfield rods (0.150 m apart) that no figure reaches (each reaches 0.057 m in front of its rod:
TableSpec.reach, so |x| < 0.018 is out of reach). The tunnel lets the ball onto the field at most
9.4 degrees off straight across (serve_pull.py), so a served ball runs almost along that strip,
grazes the midfield figures' faces (they send back half its speed across) and their corners (which
take its speed along), and comes to rest somewhere across the strip: measured over the green
band's pulls with the rods as the window leaves them, 18 serves in 80 were ruled dead within 6 s,
4 in the middle strip itself (tests/games/test_foosball_serve_settle.py).

What the hand does now. Like a person who rolls the ball in a little harder or softer so that it
stops at their own five-bar, the hand keeps the pull's way (whose rod plays it first, as the
preview said) and picks the nearest pace, of a few either side of the pulled one, whose serve run
ahead on a copy of the whole match (the CPU's rods and its dice too, your rods as your hands hold
them) is not ruled a dead ball within HORIZON s, nor leaves the table before any figure strikes it
(a later play-test: "serves roll out"; the far service hole is straight across from yours). If
every pace dies, the pulled one is served. The table, the referee and Article V are unchanged;
what is recorded is the flick served. Measured the same way, none of the 80 serves dies; a
pointer that follows the ball at once (not foreseen by the copy, which holds it still) still sees
18 in 80.
"""

from __future__ import annotations

import math
import pickle

from games.foosball.match import DT, FoosMatch
from games.foosball.rules.actions import Phase
from games.foosball.ui.hands import SERVE_SPEED, MouseHands
from games.foosball.ui.serve_pull import HEADING_MAX, Pull, launch
from sim.foosball.spec import Side
from sim.foosball.table import EventKind

HORIZON = 6.0  # s of table time a serve is run ahead: its first rest and a stall's 3 s after it
# The paces tried, as shares of the pulled one, nearest first (a hand's flick is never exact).
PACES = (1.0, 0.92, 1.08, 0.85, 1.16, 0.78, 1.25, 0.7, 1.35)
TURNS = (0.0, -1.5, 1.5)  # degrees more or less slanted than pulled, the same way
SLOWEST = 0.4  # m/s: no slower serve (it would stop by the hole)
ENDS = frozenset({Phase.PLAY, Phase.SERVING, Phase.RESTARTING})  # still being played


def copy_of(match: FoosMatch) -> FoosMatch:
    """The match, its table and its CPU teams (their dice too) copied, recording nothing."""
    tape, match.tape = match.tape, None
    try:
        ghost: FoosMatch = pickle.loads(pickle.dumps(match))
    finally:
        match.tape = tape
    return ghost


def dies(match: FoosMatch, hands: MouseHands, side: Side, flick: tuple[float, float]) -> bool:
    """Is ``side``'s serve flicked at ``flick`` ruled a dead ball within HORIZON s, or off the
    table before any figure struck it, run ahead on a copy of ``match`` with ``hands`` held as
    they are (the pointer where it is)?"""
    ghost = copy_of(match)
    mine = hands.copy_for(ghost.table)
    ghost.serve(side, *flick)
    struck = False
    for _ in range(round(HORIZON / DT)):
        ghost.step(mine.rod_commands(DT))
        struck = struck or any(
            e.kind == EventKind.CONTACT and not ghost.ref.incidental(e) for e in ghost.events
        )
        if ghost.ref.phase == Phase.DEAD:
            return True
        if ghost.ref.phase == Phase.FREE_FOR_ALL and not struck:
            return True  # it rolled out (by the far hole, mostly) with no figure playing it
        if ghost.ref.phase not in ENDS:
            return False  # a goal, a free-for-all after play: played, not dead
    return False


def settled(match: FoosMatch, hands: MouseHands, side: Side, pull: Pull) -> tuple[float, float]:
    """The flick the hand makes for ``pull``: the pulled way at the nearest pace (PACES) whose
    serve does not die (see the module's words); the pulled flick if every one does."""
    for turn in TURNS:
        heading = pull.heading + math.copysign(turn, pull.heading)
        heading = math.copysign(min(HEADING_MAX, max(0.5, abs(heading))), pull.heading)
        for share in PACES:
            speed = min(SERVE_SPEED, max(SLOWEST, pull.speed * share))
            flick = pull.flick if share == 1.0 and turn == 0.0 else launch(side, heading, speed)
            if not dies(match, hands, side, flick):
                return flick
    return pull.flick
