"""Formations: where each man lines up, as (column, rows behind the line) by name.

Offence: T, balanced, unbalanced, punt (the kicker two squares, 10 yards, behind the Center with
nobody between). Defence: 7-2-2 and 5-4-2. Kick-offs: the kicking team 11 across on its line,
the receiving team's linemen on theirs and the Backs as its player chooses (deep, wedge, wide).
A square that is off the board (near an end line) or taken goes to the nearest free square on
the team's side of the line.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping

from games.all_pro.rules.board import GRID, Team, man_id
from sim.tiles.grid import Square

Shape = Mapping[str, tuple[int, int]]  # man name -> (column, rows behind the line)

_LINE = {"E1": (2, 0), "L1": (3, 0), "L2": (4, 0), "C": (5, 0), "L3": (6, 0), "L4": (7, 0), "E2": (8, 0)}

OFFENCE: dict[str, Shape] = {
    "T": {**_LINE, "B1": (5, 1), "B2": (4, 2), "B3": (5, 2), "B4": (6, 2)},
    "balanced": {**_LINE, "B1": (5, 1), "B2": (3, 2), "B3": (5, 3), "B4": (7, 2)},
    "unbalanced": {
        "E1": (3, 0),
        "L1": (4, 0),
        "C": (5, 0),
        "L2": (6, 0),
        "L3": (7, 0),
        "L4": (8, 0),
        "E2": (9, 0),
        "B1": (5, 1),
        "B2": (4, 2),
        "B3": (6, 2),
        "B4": (7, 3),
    },
    "punt": {**_LINE, "B1": (5, 2), "B2": (4, 1), "B3": (6, 1), "B4": (8, 2)},
}
DEFENCE: dict[str, Shape] = {
    "7-2-2": {**_LINE, "B1": (3, 1), "B2": (7, 1), "B3": (2, 3), "B4": (8, 3)},
    "5-4-2": {
        "L1": (3, 0),
        "L2": (4, 0),
        "C": (5, 0),
        "L3": (6, 0),
        "L4": (7, 0),
        "E1": (2, 1),
        "B1": (4, 1),
        "B2": (6, 1),
        "E2": (8, 1),
        "B3": (3, 3),
        "B4": (7, 3),
    },
}
KICKING: Shape = {
    name: (col, 0)
    for col, name in enumerate(("B1", "B2", "E1", "L1", "L2", "C", "L3", "L4", "E2", "B3", "B4"))
}
# The receiving team: "the linemen on its own 40 yard line with the Backs dispersed behind the line
# in any formation the player chooses". The presets differ in the Backs only.
RETURNS: dict[str, Shape] = {
    "deep": {**_LINE, "B1": (2, 2), "B2": (8, 2), "B3": (5, 4), "B4": (5, 6)},
    "wedge": {**_LINE, "B1": (4, 2), "B2": (6, 2), "B3": (5, 3), "B4": (5, 6)},
    "wide": {**_LINE, "B1": (1, 3), "B2": (9, 3), "B3": (3, 6), "B4": (7, 6)},
}


def place(
    team: Team, shape: Shape, line_row: int, allowed: Callable[[Square], bool], taken: set[Square]
) -> dict[str, Square]:
    """Squares for ``team``'s men in ``shape`` with its line on ``line_row``; ``taken`` squares
    (and squares not ``allowed``) are avoided, the nearest free allowed square taken instead."""
    back = -team.forward
    out: dict[str, Square] = {}
    for name, (col, depth) in shape.items():
        want = (col, line_row + depth * back)
        square = _nearest(want, lambda s: allowed(s) and s not in taken, team.forward)
        taken.add(square)
        out[man_id(team, name)] = square
    return out


def _nearest(start: Square, free: Callable[[Square], bool], forward: int) -> Square:
    """The nearest square to ``start`` (in king steps, then a fixed order seen from the side
    whose rows run ``forward``) that is ``free``."""
    if GRID.contains(start) and free(start):
        return start
    c = min(max(start[0], 0), GRID.cols - 1)
    r = min(max(start[1], 0), GRID.rows - 1)
    queue, seen = deque([(c, r)]), {(c, r)}
    while queue:
        square = queue.popleft()
        if free(square):
            return square
        for n in GRID.neighbours(square, forward=forward):
            if n not in seen:
                seen.add(n)
                queue.append(n)
    raise ValueError("no free square on the team's side of the line")
