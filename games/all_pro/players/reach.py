"""Who can land a man on a square this series, counted as the rules let him move, and the
series that keeps a ball carrier out of that reach (games/all_pro/players/coach.py plays both).

A man reaches a square by walking round the men in his way, over his own team's blocks, or
through a man of the other side that a team-mate blocks first (the block is his team's then, and
he crosses it: on and off, two moves). A team-mate in his way may also step aside first. That is
the play a person finds at once: block the Center with the Center and step a lineman over the
block onto the man behind it. :func:`reach` counts those moves exactly for the three of a series
(the one guess: a block by "a team-mate beside the man", who may be the walker himself).

``crossing=False`` counts a plainer defence, the beginner's (games/all_pro/players/beginner.py):
its men walk round every man of the other side, never through a block a team-mate makes first,
so the squares behind a line of blockers are out of its reach, and the window shows them so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.all_pro.players.planner import KIND, TEAM, king_steps
from games.all_pro.rules.actions import HandOff, Step
from games.all_pro.rules.board import GRID, YARDS, Kind, Team, in_end_zone, row_behind
from games.all_pro.rules.engine import MOVES, AllPro
from sim.tiles.grid import Square, adjacent
from sim.tiles.walk import BLOCKED, fewest_moves, furthest_forward

FAR = 99
POCKET = 3  # rows behind his line a passer may drop back to, escaping the rush
STEP_ASIDE = 2  # a team-mate on the square steps off it first
BLOCK_FIRST = 2  # an opponent on the square is blocked by a team-mate first


# The board as a flat list of square codes, for the searches the coach runs tens of thousands of
# times a game: a list indexed by number is read about twice as fast as a dict keyed by square.
EMPTY, MAN, BLOCK = 0, 1, 3  # a man or a block of the home team; the away team's are one more
INDEX = {sq: sq[1] * GRID.cols + sq[0] for sq in GRID.squares()}
SQUARE = sorted(INDEX, key=INDEX.__getitem__)
AROUND = [[INDEX[n] for n in GRID.neighbours(sq)] for sq in SQUARE]


def _code(kind: int, team: Team) -> int:
    return kind + (team != Team.HOME)


@dataclass(slots=True)
class Field:
    """The board as a series is planned on it: the men in play, the blocks and whose they are."""

    where: dict[str, Square]  # men in play (a man crossing his own block stands on it)
    at: dict[Square, str]  # the man standing on a square that is not a block
    blocks: dict[Square, Team]  # a block's square -> the blocker's team
    carrier: str | None
    walker: str | None
    cells: list[int]  # by square (INDEX): EMPTY, or the code of the man or the block on it

    @classmethod
    def of(cls, game: AllPro) -> Field:
        blocks = {sq: game.men[b].team for sq, (b, _) in game.blocks.items()}
        where = {m.id: m.square for m in game.men.values() if not m.out}
        at = {sq: m for m, sq in where.items() if sq not in blocks}
        cells = [EMPTY] * len(INDEX)
        for sq, m in at.items():
            cells[INDEX[sq]] = _code(MAN, TEAM[m])
        for sq, team in blocks.items():
            cells[INDEX[sq]] = _code(BLOCK, team)
        return cls(where, at, blocks, game.carrier, game.walker, cells)

    def copy(self) -> Field:
        return Field(
            dict(self.where), dict(self.at), dict(self.blocks), self.carrier, self.walker, self.cells.copy()
        )


def _cost(field: Field, square: Square, team: Team, target: Square, crossing: bool = True) -> int:
    """The moves ``team`` spends to go over ``square`` on the way to ``target`` (``crossing``:
    through a man of the other side a team-mate blocks first)."""
    if square == target:
        return 1
    owner = field.blocks.get(square)
    if owner is not None:
        return 1 if owner == team else FAR  # over one's own block only
    man = field.at.get(square)
    if man is None:
        return 1
    if TEAM[man] == team:
        return STEP_ASIDE
    if not crossing:
        return FAR
    near = any((m := field.at.get(nb)) is not None and TEAM[m] == team for nb in GRID.neighbours(square))
    return BLOCK_FIRST if near else BLOCK_FIRST + 1


def distances(
    field: Field, target: Square, team: Team, limit: int = MOVES, crossing: bool = True
) -> dict[Square, int]:
    """For each square near ``target``, the moves a man of ``team`` standing there needs to land
    on ``target`` (only those within ``limit``)."""
    away: dict[Square, int] = {target: 0}
    layers: list[list[Square]] = [[target]] + [[] for _ in range(limit)]
    for d in range(limit + 1):
        for t in layers[d]:
            if away[t] != d:
                continue
            cost = _cost(field, t, team, target, crossing)
            nd = d + cost
            if nd > limit:
                continue
            for s in GRID.neighbours(t):
                if away.get(s, FAR) > nd:
                    away[s] = nd
                    layers[nd].append(s)
    return away


def reach(field: Field, target: Square, team: Team, limit: int = MOVES, crossing: bool = True) -> int:
    """The fewest moves ``team`` needs to land a man on ``target`` (``limit`` + 1 if more): the
    search of :func:`distances` (sim/tiles/walk.py runs it compiled), stopped at the first layer
    that holds one of its men."""
    carrier = field.carrier
    movers = [INDEX[sq] for m, sq in field.where.items() if TEAM[m] == team and m != carrier]
    cost, helped, helper = _COSTS[team, crossing]
    return fewest_moves(field.cells, AROUND, GRID.cols, INDEX[target], movers, limit, cost, helped, helper)


def _costs(team: Team, crossing: bool) -> tuple[list[int], int, int]:
    """:func:`_cost` by the code on a square, for :func:`fewest_moves`: over one's own block, a
    team-mate stepping aside, an opponent blocked first (a move less with a team-mate beside him
    to block him)."""
    cost = [1] * (_code(BLOCK, Team.AWAY) + 1)
    cost[_code(MAN, team)] = STEP_ASIDE
    cost[_code(MAN, team.other)] = BLOCK_FIRST + 1 if crossing else BLOCKED
    cost[_code(BLOCK, team.other)] = BLOCKED
    return cost, _code(MAN, team.other), _code(MAN, team)


_COSTS = {(team, crossing): _costs(team, crossing) for team in Team for crossing in (True, False)}


def first_move(
    game: AllPro, target: Square, team: Team, legal: list[Step], crossing: bool = True, moves: int = MOVES
) -> Step | None:
    """``team``'s first move of the quickest way to land a man on ``target`` in the moves left
    of its series (of ``moves``: fewer for a defence slow to react), if there is one (and it is
    among the ``legal`` moves)."""
    field = Field.of(game)
    left = moves - game.moves
    away = distances(field, target, team, left, crossing)
    fwd = team.forward
    best: tuple[tuple[int, int, int, int, str], Step] | None = None
    for man, sq in field.where.items():
        if TEAM[man] != team or man == field.carrier or (field.walker and man != field.walker):
            continue
        for t in GRID.neighbours(sq, True, fwd):
            if t not in away:
                continue
            total = _cost(field, t, team, target, crossing) + away[t]
            if total > left:
                continue
            move = _opening(field, man, t, team, target)
            if move is None or move not in legal:
                continue
            # Ties go the same way in the mirrored game (the board end for end, the other team):
            # by the row as the team faces, the column as it is, the man's label.
            key = (total, king_steps(t, target), move.to[1] * fwd, move.to[0], move.man.partition(".")[2])
            if best is None or key < best[0]:
                best = (key, move)
    return None if best is None else best[1]


def _opening(field: Field, man: str, t: Square, team: Team, target: Square) -> Step | None:
    """The move that opens ``man``'s way onto ``t``: his step, a team-mate's block of the man on
    it, or the team-mate on it stepping aside."""
    if t == target or t in field.blocks or t not in field.at:
        return Step(man, t)
    other = field.at[t]
    if TEAM[other] != team:
        mates = [
            m
            for nb in GRID.neighbours(t, True, team.forward)
            if (m := field.at.get(nb)) is not None and TEAM[m] == team and m != man
        ]
        return Step(mates[0], t) if mates else None
    for nb in GRID.neighbours(t, True, team.forward):
        if nb not in field.at and nb not in field.blocks and not adjacent(nb, target):
            return Step(other, nb)
    return None


def room(field: Field, start: Square, forward: int) -> float:
    """The yards a carrier at ``start`` could run forward in a series over empty squares."""
    return float(furthest_forward(field.cells, AROUND, GRID.cols, INDEX[start], MOVES, forward) * YARDS)


# ----------------------------------------------------------------- the offence's series
def offence_moves(game: AllPro, field: Field, left: int) -> list[Step | HandOff]:
    """The moves worth weighing to keep the carrier out of reach: his own steps and hand-offs,
    blocks of the men who could reach him, and team-mates filling the squares next to him or
    beside a block of the defence's."""
    assert field.carrier is not None
    carrier = field.carrier
    team = TEAM[carrier]
    fwd = team.forward
    c = field.where[carrier]
    if field.walker is not None:
        return [
            Step(field.walker, t)
            for t in _neighbours(field.walker, field.where[field.walker], fwd)
            if t not in field.at and t not in field.blocks
        ]
    out: list[Step | HandOff] = []
    # Back towards his own goal (a step, or the ball handed to a man behind him) only when forced:
    # the defence can reach him where he stands. A passer drops back into his pocket, no further;
    # a kick returner never runs back (he would only be chased down further back); never into his
    # own end zone (a safety there).
    forced = reach(field, c, team.other) <= MOVES
    down = game.is_down and not game.possession_changed
    line_row = _line_row(game, team)
    for t in _neighbours(carrier, c, fwd):
        back = (t[1] - c[1]) * fwd < 0
        pocket = down and (line_row - t[1]) * fwd <= POCKET and not in_end_zone(t[1], team)
        if back and not (forced and pocket):
            continue
        if t not in field.at and (t not in field.blocks or (field.blocks[t] == team and left >= 2)):
            out.append(Step(carrier, t))
    beyond = game.is_down and not game.possession_changed and (c[1] - _line_row(game, team)) * fwd > 0
    for man, sq in field.where.items():
        mate = TEAM[man] == team and man != carrier and adjacent(sq, c) and sq not in field.blocks
        if mate and (sq[1] - c[1]) * fwd < 0 and not (forced and down):
            continue
        if mate and not (beyond and (sq[1] - c[1]) * fwd > 0):
            out.append(HandOff(man))
    spots = set(GRID.neighbours(c))
    for sq, owner in field.blocks.items():
        if owner != team and king_steps(sq, c) <= 3:
            spots.update(GRID.neighbours(sq))
    for man, sq in field.where.items():
        if TEAM[man] != team or man == carrier or sq in field.blocks:
            continue
        for t in _neighbours(man, sq, fwd):
            other = field.at.get(t)
            if other is not None and t not in field.blocks:
                if TEAM[other] != team and king_steps(t, c) <= 4:
                    out.append(Step(man, t))  # a block
            elif t not in field.blocks and t in spots:
                out.append(Step(man, t))  # a fill
    return out


def _neighbours(man: str, sq: Square, fwd: int) -> tuple[Square, ...]:
    """Where ``man`` may step on offence without a foul (interior linemen never diagonally)."""
    return GRID.neighbours(sq, KIND[man] not in (Kind.LINEMAN, Kind.CENTER), fwd)


def _line_row(game: AllPro, team: Team) -> int:
    return row_behind(game.line, team)


def after(field: Field, move: Step | HandOff) -> Field:
    """``field`` after the offence's ``move``."""
    out = field.copy()
    if isinstance(move, HandOff):
        out.carrier = move.to
        return out
    man, to = move.man, move.to
    frm = out.where[man]
    if out.walker == man:
        out.walker = None
    else:
        del out.at[frm]
        out.cells[INDEX[frm]] = EMPTY
    if to in out.blocks:
        out.walker = man
        out.where[man] = to
        return out
    other = out.at.get(to)
    if other is not None:  # a block: both out of the play
        del out.where[man], out.where[other]
        out.blocks[to] = TEAM[man]
        del out.at[to]
        out.cells[INDEX[to]] = _code(BLOCK, TEAM[man])
        return out
    out.where[man] = to
    out.at[to] = man
    out.cells[INDEX[to]] = _code(MAN, TEAM[man])
    return out


BEAM = 4  # series kept at each move of the search
FUMBLE_RISK = 0.5  # yards a carrier's step costs: the ball may fall off


def best_series(
    game: AllPro, field: Field, left: int, worth: Callable[[Field], float]
) -> tuple[float, list[Step | HandOff]]:
    """The offence's best series of up to ``left`` moves by ``worth`` of where it leaves the
    board (a beam search: the best few series kept after each move), and its worth. A series
    may stop short; it never ends with a man on his own block."""
    start = worth(field)
    best: tuple[float, list[Step | HandOff]] = (start, [])
    Node = tuple[float, list[Step | HandOff], Field, float, tuple[tuple[object, ...], ...]]
    beam: list[Node] = [(start, [], field, 0.0, ())]
    for depth in range(left):
        children: list[Node] = []
        for _, seq, f, cost, said in beam:
            if f.carrier is None:
                continue
            for move in offence_moves(game, f, left - depth):
                child = after(f, move)
                risk = cost + (FUMBLE_RISK if isinstance(move, Step) and move.man == f.carrier else 0.0)
                children.append((worth(child) - risk, [*seq, move], child, risk, (*said, _as_seen(move, f))))
        if not children:
            break
        # Equal series are ordered as their team sees them, so the mirrored game (the other team,
        # the board end for end) keeps the same one.
        children.sort(key=lambda x: (-x[0], x[4]))
        beam = children[:BEAM]
        for value, seq, f, _, _ in beam:
            if f.walker is None and value > best[0]:
                best = (value, seq)
    return best


def _as_seen(move: Step | HandOff, field: Field) -> tuple[object, ...]:
    """A move as its own team sees it: the man by his label, his step forward and sideways."""
    if isinstance(move, HandOff):
        return (1, move.to.partition(".")[2], 0, 0)
    frm = field.where[move.man]
    forward = TEAM[move.man].forward
    return (0, move.man.partition(".")[2], move.to[0] - frm[0], (move.to[1] - frm[1]) * forward)
