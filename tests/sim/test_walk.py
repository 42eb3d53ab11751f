"""The fewest king moves to a square, and the rows a piece gains, on small boards whose answers
are counted by hand (sim/tiles/walk.py; All-Pro's own positions: tests/games/all_pro)."""

from __future__ import annotations

import pytest

from sim.tiles.grid import Grid
from sim.tiles.walk import BLOCKED, fewest_moves, furthest_forward

GRID = Grid(5, 8)
COLS = GRID.cols
SQUARES = [(c, r) for r in range(GRID.rows) for c in range(COLS)]
AROUND = [[n[1] * COLS + n[0] for n in GRID.neighbours(sq)] for sq in SQUARES]
EMPTY, MATE, WALL, FOE = 0, 1, 2, 3
COST = [1, 2, BLOCKED, 3]  # over an empty square, a team-mate stepping aside, a wall, a foe


def board(marks: dict[tuple[int, int], int]) -> list[int]:
    cells = [EMPTY] * len(SQUARES)
    for (c, r), code in marks.items():
        cells[r * COLS + c] = code
    return cells


def at(c: int, r: int) -> int:
    return r * COLS + c


def moves(cells: list[int], target: tuple[int, int], movers: list[tuple[int, int]], limit: int = 5) -> int:
    return fewest_moves(cells, AROUND, COLS, at(*target), [at(*m) for m in movers], limit, COST, FOE, MATE)


def test_on_an_empty_board_the_moves_are_the_king_distance() -> None:
    cells = board({})
    assert moves(cells, (0, 0), [(3, 4)]) == 4
    assert moves(cells, (2, 2), [(2, 2)]) == 0
    assert moves(cells, (0, 0), [(4, 7), (1, 2)]) == 2  # the nearer of two
    assert moves(cells, (0, 0), [(4, 7)], limit=5) == 6  # beyond the limit: limit + 1


def test_a_wall_is_walked_round_and_a_team_mate_steps_aside() -> None:
    wall = {(c, 3): WALL for c in range(4)}  # a gap at column 4
    assert moves(board(wall), (0, 0), [(0, 6)], limit=9) == 8  # round by the gap, not 6 straight
    mates = {(c, 3): MATE for c in range(5)}  # no gap: through a team-mate, who steps aside first
    assert moves(board(mates), (0, 2), [(0, 4)]) == 3
    foes = {(c, 3): FOE for c in range(5)}  # a foe is blocked first: three moves over him
    assert moves(board(foes), (0, 2), [(0, 4)]) == 4
    helped = {**foes, (1, 4): MATE}  # a team-mate beside the foe blocks him: a move less
    assert moves(board(helped), (0, 2), [(0, 5)], limit=9) == 4


@pytest.mark.parametrize(("forward", "gain"), [(1, 3), (-1, 2)])
def test_the_rows_gained_in_three_moves_over_empty_squares(forward: int, gain: int) -> None:
    # From row 2, three moves up reach row 5; down, the board ends at row 0.
    assert furthest_forward(board({}), AROUND, COLS, at(2, 2), 3, forward) == gain


def test_a_line_of_men_across_the_board_stops_the_gain() -> None:
    line = {(c, 4): MATE for c in range(5)}
    assert furthest_forward(board(line), AROUND, COLS, at(2, 2), 3, 1) == 1
    del line[(4, 4)]
    assert furthest_forward(board(line), AROUND, COLS, at(2, 2), 3, 1) == 3  # by the gap
    boxed = {sq: MATE for sq in GRID.neighbours((2, 2))}
    assert furthest_forward(board(boxed), AROUND, COLS, at(2, 2), 3, 1) == 0
