"""Where a practice serve will go, worked out while the person pulls: the table copied and run
ahead with the serve (the rods held as they stand, the CPU's lifted when it is off), so the
window can draw the ball's path and say where it ends (play-test 5: "the serve only works in a
narrow window, and I never saw why")."""

from __future__ import annotations

import pickle
from dataclasses import dataclass

from games.foosball.match import DT, in_front_of
from games.foosball.rules.wording import rod_name
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, FoosballTable, RodCommand

AHEAD = 3.0  # s of play worked out
EVERY = 6  # steps between the points kept for the drawn path
REST = 0.03  # m/s: slower than this the ball has stopped (for the preview's words)


@dataclass(frozen=True, slots=True)
class Preview:
    """The ball's path on the table (m) and where it ends, in words."""

    points: tuple[tuple[float, float], ...]
    words: str
    good: bool  # does it end where one of your figures can play it?


def preview_serve(
    table: FoosballTable, side: Side, vx: float, vy: float, held: dict[int, RodCommand]
) -> Preview:
    """The serve (vx, vy) by ``side`` on a copy of ``table``, ``held`` rods commanded so."""
    ghost: FoosballTable = pickle.loads(pickle.dumps(table))
    ghost.start_serve(side, vx, vy)
    points = [ghost.ball_position[:2]]
    for step in range(round(AHEAD / DT)):
        events = ghost.step(DT, held)
        if step % EVERY == 0:
            points.append(ghost.ball_position[:2])
        words = _ended(ghost, events)
        if words is not None:
            points.append(ghost.ball_position[:2])
            return Preview(tuple(points), *words)
        vx1, vy1, _ = ghost.ball_velocity
        if abs(vx1) + abs(vy1) < REST and ghost.in_table:
            break
    x, y, _ = ghost.ball_position
    points.append((x, y))
    if in_front_of(ghost.spec, Side.HOME, x, y):
        return Preview(tuple(points), "stops in front of your figure", True)
    if not ghost.reachable(x, y):
        return Preview(tuple(points), "stops out of reach: it is then put in front of your figure", True)
    return Preview(tuple(points), "rolls on across the table", True)


def _ended(table: FoosballTable, events: list) -> tuple[str, bool] | None:  # type: ignore[type-arg]
    for event in events:
        if event.kind == EventKind.CONTACT and event.team == Side.HOME and event.rod is not None:
            return f"meets your {rod_name(table.spec.rods[event.rod])}", True
        if event.kind == EventKind.SERVE_FAILED:
            return "hits the side of the hole: pull more straight down", False
        if event.kind == EventKind.LEFT_TABLE:
            return "rolls out of the far hole, untouched: pull at more of a slant", False
        if event.kind == EventKind.TROUGH:
            return "rolls into a goal", True
    return None
