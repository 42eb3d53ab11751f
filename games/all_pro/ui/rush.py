"""The squares the defence can land a man on in its coming three moves, shown to the person
with the ball whenever it is their turn (before the snap and after it, with or without the ball
carrier chosen: play-test 28's newcomer never clicked him and was tackled behind the line play
after play with no warning): the rush seen coming, so the carrier is kept (and a kick is set)
out of it. Counted by the coach's own reckoning
(games/all_pro/players/reach.py, read only), so what is shown is what the CPU's defence can do:
against the beginner (``crossing=False``) its men walk round yours and never step over a block
of their own, so the squares behind your blockers are left plain, the gaps to run to.

Each square is counted as if your ball carrier stood on it (his own square left empty): the map
says where he would be caught, not only where a defender can stand while he stays put. A square
counted with him still in the way showed plain, he stepped onto it, and the path through the square
he left reached him (play-test: the beginner's C tackled him there). The map is worked out again
after every move (the board as it stands), and it stays up after your last move until the CPU
moves, so the board your turn ended on is seen with its map."""

from __future__ import annotations

from collections.abc import Collection

from games.all_pro.players.beginner import REACH as BEGINNER_REACH
from games.all_pro.players.reach import EMPTY, INDEX, Field, reach
from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import GRID, Team
from games.all_pro.rules.engine import MOVES, OFF, AllPro
from sim.tiles.grid import Square

AROUND = 4  # squares either way of the ball whose danger is worked out (the carrier's reach)
# At most two lines in the panel (six orange lines at once buried the play-by-play: newcomer
# 6/10): one line, the carrier's when he is caught.
RUSH_LINE = "Squares framed in orange: {defence} can land a man there next turn. Run to the plain gaps"
CARRIER_LINE = "{defence} can reach your ball carrier (ringed orange) next turn: move him or block"


def shown(game: AllPro, humans: Collection[Team], my_turn: bool) -> bool:
    """Is the rush shown now: your ball, your series (before or after the snap)?"""
    calling = game.phase == Phase.CALL  # the call after your series: the board as it stands
    if not my_turn or not (game.phase == Phase.PLAY or calling) or game.offence not in humans:
        return False
    if not calling and game.mover != game.offence:
        return False
    return not (game.carrier is None or game.men[game.carrier].square == OFF)


def just_ended(game: AllPro, humans: Collection[Team]) -> bool:
    """Has your turn with the ball just ended, the CPU's defence not yet moved (its first move
    waits the CPU's pace)? The map of the board your turn ended on stays up till then: after a
    third move the turn ends at once, and its map was never seen (play-test)."""
    if game.phase != Phase.PLAY or game.offence not in humans or game.mover == game.offence:
        return False
    if game.mover in humans or game.moves != 0 or game.pending_kick is not None:
        return False
    return not (game.carrier is None or game.men[game.carrier].square == OFF)


def carrier_caught(game: AllPro, danger: frozenset[Square]) -> bool:
    """Does the defence reach the ball carrier's own square in its next series (a tackle)?"""
    if game.carrier is None or (game.is_down and not game.snapped):
        return False  # before the snap the Center holds it: the snap-taker is ringed (snap_risk.py)
    return game.men[game.carrier].square in danger


def rush(game: AllPro, crossing: bool = True, moves: int = MOVES) -> frozenset[Square]:
    """The squares near the ball, free of the defence's men, a defender can land on in the
    defence's next series (``crossing``: as the coach counts, through a man a team-mate blocks
    first; else walking round the men, as the beginner plays)."""
    if game.carrier is None:
        return frozenset()
    field = _carrier_lifted(game, Field.of(game))
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


def _carrier_lifted(game: AllPro, field: Field) -> Field:
    """The board with the ball carrier's square left empty (after the snap): each square is then
    counted as the carrier would stand on it, the way through the square he left open. Before
    the snap the carrier is the Center, who stays on the line: the board as it stands."""
    carrier = game.carrier
    assert carrier is not None
    square = game.men[carrier].square
    if (game.is_down and not game.snapped) or field.at.get(square) != carrier:
        return field  # before the snap, or crossing his own block (the block stays)
    lifted = field.copy()
    del lifted.at[square], lifted.where[carrier]
    lifted.cells[INDEX[square]] = EMPTY
    return lifted


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
            game.is_down and not game.snapped,
            game.offence,
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
