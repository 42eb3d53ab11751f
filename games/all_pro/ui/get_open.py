"""Where a receiver of yours could step to be open for a forward pass, when nobody is open now:
the squares (light rings on the board) on which the nearest Back or End, moved this turn (or on
your next turn, at the call), would stand an even number of spaces (2 to 12) ahead of the passer
on a straight or diagonal line. Counting squares by hand was the only way, and with the default
"Backs spread out" nobody was open (play-test 82)."""

from __future__ import annotations

from collections import deque
from collections.abc import Collection
from dataclasses import dataclass

import pygame

from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import GRID, Team
from games.all_pro.rules.engine import MOVES, OFF, AllPro
from games.all_pro.rules.numbers import LONG, SHORT
from games.all_pro.ui.prompts import open_now
from games.all_pro.ui.tags import LANE
from games.all_pro.ui.view import BoardView, label
from games.window import ui
from sim.tiles.grid import Square, line_distance


@dataclass(frozen=True, slots=True)
class Opening:
    """The receiver nearest to getting open, the moves it takes him, and the squares."""

    receiver: str
    passer: str
    moves: int
    squares: tuple[Square, ...]
    now: bool  # this turn (moves left), else the next turn (said at the call)

    def line(self) -> str:
        """The panel's words: which man to move where."""
        spaces = "space" if self.moves == 1 else "spaces"
        when = "now" if self.now else "on your next turn (after the defence moves)"
        return (
            f"To get a man open: step your {label(self.receiver)} {self.moves} {spaces} {when}"
            f" onto a light-ringed square: 2, 4 or 6 spaces ahead of your {label(self.passer)},"
            " straight or diagonal. Then End turn and Call pass"
        )


def opening(game: AllPro, humans: Collection[Team], my_turn: bool) -> Opening | None:
    """While the person could still call a pass (his turn with the ball behind the line, or at
    the call) and nobody is open: the receiver who gets open in the fewest moves, and where."""
    g = game
    if not my_turn or g.carrier is None or g.offence not in humans or g.men[g.carrier].team != g.offence:
        return None
    if g.phase == Phase.PLAY and g.snapped and g.mover == g.offence and g.walker is None:
        left, now = MOVES - g.moves, True
    elif g.phase == Phase.CALL:
        left, now = MOVES, False
    else:
        return None
    if left <= 0 or "pass" not in g._calls() or open_now(g):
        return None
    if g.kicker is not None and g.kicker == g.carrier:  # lined up to kick: no rings for a pass
        return None
    passer = g.men[g.carrier]
    best: Opening | None = None
    for man in g.men_of(g.offence):
        if man.id == passer.id or man.out or man.square == OFF or not man.kind.eligible:
            continue
        away = _walk(g, man.square, left)
        spots = [sq for sq, d in away.items() if d > 0 and _open_at(passer.square, sq, g.offence)]
        if not spots:
            continue
        least = min(away[sq] for sq in spots)
        squares = tuple(sorted(sq for sq in spots if away[sq] == least))
        if best is None or least < best.moves:
            best = Opening(man.id, passer.id, least, squares, now)
    return best


def _open_at(passer: Square, square: Square, team: Team) -> bool:
    d = line_distance(passer, square)
    return d in SHORT + LONG and (square[1] - passer[1]) * team.forward > 0


def _walk(g: AllPro, start: Square, left: int) -> dict[Square, int]:
    """The free squares a Back or End reaches from ``start`` in up to ``left`` moves, each with
    the moves it takes (round every man and block, any direction)."""
    away = {start: 0}
    queue = deque([start])
    while queue:
        sq = queue.popleft()
        if away[sq] >= left:
            continue
        for n in GRID.neighbours(sq):
            if n in away or n in g.at or n in g.blocks:
                continue
            away[n] = away[sq] + 1
            queue.append(n)
    return away


def draw(s: pygame.Surface, view: BoardView, found: Opening | None) -> None:
    """The squares as light rings, dark-edged (seen on the grass and the orange wash alike)."""
    if found is None:
        return
    r = view.size * 0.36
    for square in found.squares:
        centre = view.centre(*square)
        pygame.draw.circle(s, ui.INK, centre, r + 2, 5)
        pygame.draw.circle(s, LANE, centre, r, 3)
