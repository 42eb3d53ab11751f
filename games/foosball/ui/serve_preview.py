"""Where a serve will go, worked out while the person pulls: the table copied and run ahead with the
serve (the rods held as they stand, the CPU's lifted when it is off in practice), so the window
draws the ball's own path, points the serve's arrow the way the ball will really roll onto the
field, and says where it ends (play-test 5: "the serve only works in a narrow window, and I never
saw why"; a later one: a serve the preview sent across to the CPU's midfield stopped by the hole).

The service hole is a short tunnel through the side wall, little wider than the ball: a serve
slanting more than about 7 degrees meets its side and comes out slanting the other way, and a
slow, slanted one can stop in its mouth. Only the physics knows, so only the physics is asked.
"""

from __future__ import annotations

import math
import pickle
from dataclasses import dataclass
from enum import Enum

from games.foosball.match import DT, in_front_of
from games.foosball.rules.wording import rod_name
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, FoosballTable, RodCommand

AHEAD = 3.0  # s of play worked out
EVERY = 6  # steps between the points kept for the drawn path
REST = 0.03  # m/s: slower than this the ball has stopped (for the preview's words)
ON_FIELD = 0.06  # m inside the side wall: the ball is out of the hole's tunnel, its way set


class Ending(Enum):
    MET = "met"  # a figure meets it (the rods standing as they are)
    LEFT = "left"  # off the table (out of the far hole, mostly)
    FAILED = "failed"  # it never got into play: the side of the hole sent it back
    GOAL = "goal"
    STOPPED = "stopped"  # at rest on the field
    ROLLING = "rolling"  # still rolling when the run ends


@dataclass(frozen=True, slots=True)
class Run:
    """A serve run ahead: its path (table metres, every EVERY-th step, and the end), how it
    ended, the rod whose figure met it, the rod lines it crossed before, and which way it rolls
    once out of the hole's tunnel (a unit vector; None if it never got out)."""

    points: tuple[tuple[float, float], ...]
    ending: Ending
    met: int | None
    crossings: tuple[tuple[Side, float, float], ...]
    heading: tuple[float, float] | None


def run_serve(table: FoosballTable, side: Side, vx: float, vy: float, held: dict[int, RodCommand]) -> Run:
    """The serve (vx, vy) by ``side`` on a copy of ``table``, ``held`` rods commanded so."""
    ghost: FoosballTable = pickle.loads(pickle.dumps(table))
    ghost.start_serve(side, vx, vy)
    spec = ghost.spec
    x, y, _ = ghost.ball_position
    points, crossings = [(x, y)], []
    heading: tuple[float, float] | None = None
    ending, met = Ending.ROLLING, None
    for step in range(round(AHEAD / DT)):
        events = ghost.step(DT, held)
        nx, ny, _ = ghost.ball_position
        for rod in spec.rods:
            if (x - rod.x) * (nx - rod.x) < 0.0 and abs(ny) < spec.half_width:
                crossings.append((rod.team, rod.x, ny))
        x, y = nx, ny
        if heading is None and abs(y) < spec.half_width - ON_FIELD:
            bvx, bvy, _ = ghost.ball_velocity
            speed = math.hypot(bvx, bvy)
            heading = (bvx / speed, bvy / speed) if speed > 0.0 else None
        if step % EVERY == 0:
            points.append((x, y))
        found = _ending(events)
        if found is not None:
            ending, met = found
            break
        bvx, bvy, _ = ghost.ball_velocity
        if abs(bvx) + abs(bvy) < REST and ghost.in_table:
            ending = Ending.STOPPED
            break
    points.append((x, y))
    return Run(tuple(points), ending, met, tuple(crossings), heading)


def _ending(events: list) -> tuple[Ending, int | None] | None:  # type: ignore[type-arg]
    for event in events:
        if event.kind == EventKind.CONTACT and event.rod is not None:
            return Ending.MET, event.rod
        if event.kind == EventKind.SERVE_FAILED:
            return Ending.FAILED, None
        if event.kind == EventKind.LEFT_TABLE:
            return Ending.LEFT, None
        if event.kind == EventKind.TROUGH:
            return Ending.GOAL, None
    return None


@dataclass(frozen=True, slots=True)
class Preview:
    """The ball's path on the table (m) and where it ends, in words (practice's)."""

    points: tuple[tuple[float, float], ...]
    words: str
    good: bool  # does it end where one of your figures can play it?
    heading: tuple[float, float] | None = None  # which way it rolls onto the field


def preview_serve(
    table: FoosballTable, side: Side, vx: float, vy: float, held: dict[int, RodCommand]
) -> Preview:
    """The serve (vx, vy) by ``side`` on a copy of ``table``, said as practice says it."""
    run = run_serve(table, side, vx, vy, held)
    words, good = _said(table, run)
    return Preview(run.points, words, good, run.heading)


def _said(table: FoosballTable, run: Run) -> tuple[str, bool]:
    spec = table.spec
    if run.ending == Ending.MET and run.met is not None:
        rod = spec.rods[run.met]
        whose = "your" if rod.team == Side.HOME else "the CPU's"
        return f"meets {whose} {rod_name(rod)}", rod.team == Side.HOME
    if run.ending == Ending.FAILED:
        return "hits the side of the hole: pull more straight down", False
    if run.ending == Ending.LEFT:
        return "rolls out of the far hole, untouched: pull at more of a slant", False
    if run.ending == Ending.GOAL:
        return "rolls into a goal", True
    x, y = run.points[-1]
    if in_front_of(spec, Side.HOME, x, y):
        return "stops in front of your figure", True
    if not table.reachable(x, y):
        return "stops out of reach: it is then put in front of your figure", True
    return "rolls on across the table", True
