"""Searches over a board stored flat (square ``col + row * cols``): the fewest king moves for any
of a team's pieces to land on a square, where going over a square costs what stands on it, and
the rows a piece can gain over empty squares.

A board game's planner asks this tens of thousands of times a game, so it is compiled by mypyc
(setup.py) and written over plain lists of ints. What a square costs is the game's to say
(``cost``, by the code of what stands on it); one rule of crossings is general enough to be here:
a square of code ``helped`` is a move cheaper when a neighbour holds code ``helper`` (in
All-Pro, an opponent a team-mate beside him blocks first).
"""

from __future__ import annotations

BLOCKED = -1  # a cost: the square cannot be crossed
_FAR = 1 << 30


def fewest_moves(
    cells: list[int],
    around: list[list[int]],
    cols: int,
    target: int,
    movers: list[int],
    limit: int,
    cost: list[int],
    helped: int,
    helper: int,
) -> int:
    """The fewest moves for a piece on one of the ``movers`` squares to land on ``target``,
    ``limit`` + 1 if more than ``limit``.

    ``cells[i]`` is the code of what stands on square ``i``; ``around[i]`` its neighbours. Landing
    on ``target`` costs one move whatever stands there; a square on the way costs ``cost[code]``
    (``BLOCKED``: no way over it). The search goes layer by layer out from the target, and only
    where a mover could still come from in the moves left: a move covers at most one king step.
    """
    tc, tr = target % cols, target // cols
    near: list[int] = []
    for m in movers:
        if max(abs(m % cols - tc), abs(m // cols - tr)) <= limit:
            if m == target:
                return 0
            near.append(m)
    if not near:
        return limit + 1
    away = [_FAR] * len(cells)
    away[target] = 0
    layers: list[list[int]] = [[] for _ in range(limit + 1)]
    layers[0].append(target)
    for d in range(limit + 1):
        for t in layers[d]:
            if away[t] != d:
                continue
            if t != target:
                if t in near:
                    return d
                code = cells[t]
                step = cost[code]
                if step == BLOCKED:
                    continue
                if code == helped:
                    for nb in around[t]:
                        if cells[nb] == helper:
                            step -= 1
                            break
            else:
                step = 1
            nd = d + step
            spare = limit - nd  # king steps left from the squares next to ``t``
            if spare < 0:
                continue
            for s in around[t]:
                if away[s] <= nd:
                    continue
                sc, sr = s % cols, s // cols
                for m in near:
                    if abs(sc - m % cols) <= spare and abs(sr - m // cols) <= spare:
                        away[s] = nd
                        layers[nd].append(s)
                        break
    return limit + 1


def furthest_forward(
    cells: list[int], around: list[list[int]], cols: int, start: int, moves: int, forward: int
) -> int:
    """The most rows (``forward``: +1 up the board, -1 down it) a piece on ``start`` gains in
    ``moves`` king steps over empty squares (code 0); 0 if it can gain none."""
    row = start // cols
    seen = [False] * len(cells)
    seen[start] = True
    frontier = [start]
    best = 0
    for _ in range(moves):
        ahead: list[int] = []
        for i in frontier:
            for nb in around[i]:
                if not seen[nb] and cells[nb] == 0:
                    seen[nb] = True
                    ahead.append(nb)
                    best = max(best, (nb // cols - row) * forward)
        frontier = ahead
    return best
