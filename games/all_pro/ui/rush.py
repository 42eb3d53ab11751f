"""The squares the defence can land a man on in its coming three moves, shown to the person
with the ball whenever it is their turn (before the snap and after it, with or without the ball
carrier chosen: play-test 28's newcomer never clicked him and was tackled behind the line play
after play with no warning): the rush seen coming, so the carrier is kept (and a kick is set)
out of it. Counted by the coach's own reckoning
(games/all_pro/players/reach.py, read only), so what is shown is what the CPU's defence can do:
against the beginner (``crossing=False``) its men walk round yours and never step over a block
of their own, so the squares behind your blockers are left plain, the gaps to run to."""

from __future__ import annotations

from collections.abc import Collection

from games.all_pro.players.beginner import REACH as BEGINNER_REACH
from games.all_pro.players.reach import Field, reach
from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import GRID, Team
from games.all_pro.rules.engine import MOVES, OFF, AllPro
from sim.tiles.grid import Square

AROUND = 4  # squares either way of the ball whose danger is worked out (the carrier's reach)
# At most two lines in the panel (six orange lines at once buried the play-by-play: newcomer
# 6/10): one line, the carrier's when he is caught.
RUSH_LINE = "Orange squares: {defence} can land a man there next turn. Run to the plain gaps"
CARRIER_LINE = "{defence} can reach your ball carrier (ringed orange) next turn: move him or block"


def shown(game: AllPro, humans: Collection[Team], my_turn: bool) -> bool:
    """Is the rush shown now: your ball, your series (before or after the snap)?"""
    if not my_turn or game.phase != Phase.PLAY or game.offence not in humans or game.mover != game.offence:
        return False
    return not (game.carrier is None or game.men[game.carrier].square == OFF)


def carrier_caught(game: AllPro, danger: frozenset[Square]) -> bool:
    """Does the defence reach the ball carrier's own square in its next series (a tackle)?"""
    if game.carrier is None or not game.snapped:
        return False
    return game.men[game.carrier].square in danger


def rush(game: AllPro, crossing: bool = True, moves: int = MOVES) -> frozenset[Square]:
    """The squares near the ball, free of the defence's men, a defender can land on in the
    defence's next series (``crossing``: as the coach counts, through a man a team-mate blocks
    first; else walking round the men, as the beginner plays)."""
    if game.carrier is None:
        return frozenset()
    field = Field.of(game)
    defence = game.offence.other
    centre = game.men[game.carrier].square
    out = set()
    for dc in range(-AROUND, AROUND + 1):
        for dr in range(-AROUND, AROUND + 1):
            square = (centre[0] + dc, centre[1] + dr)
            if not GRID.contains(square):
                continue
            man = field.at.get(square)
            if man is not None and game.men[man].team == defence:
                continue  # he stands there already: no news
            if reach(field, square, defence, crossing=crossing) <= moves:
                out.add(square)
    return frozenset(out)


class RushCache:
    """The rush worked out once per board (a frame asks for it many times a second)."""

    def __init__(self, crossing: bool = True, moves: int = MOVES) -> None:
        self.crossing, self.moves = crossing, moves
        self.key: object = None
        self.squares: frozenset[Square] = frozenset()

    def of(self, game: AllPro) -> frozenset[Square]:
        key = (
            id(game),
            frozenset((m.id, m.square) for m in game.men.values() if not m.out),
            frozenset(game.blocks),
            game.carrier,
        )
        if key != self.key:
            self.key, self.squares = key, rush(game, self.crossing, self.moves)
        return self.squares


def for_level(level: str, humans: Collection[Team]) -> RushCache:
    """The rush as the CPU of ``level`` plays it: the beginner's slow walk round your men
    (games/all_pro/players/beginner.py), else the coach's three moves over blocks (and a
    person's, in the hot seat: he may find the coach's ways)."""
    if level == "cpu" and len(humans) < len(Team):
        return RushCache(crossing=False, moves=BEGINNER_REACH)
    return RushCache()
