"""The person's "Deep return": the kick-off comes down in the middle column (the rules' ball is
kicked "in a straight line" from the square before the kicking team's middle man), so the return
preset's Center, on the line in that column, caught every short kick and ran it back as a lineman
who never moves diagonally (play-test 82: "Deep return" chosen, the Center caught it). The rules
let the receiving team place its linemen anywhere along its 40: the men on the line from the
middle leftwards step one column left, the middle column of the line is left open, and the two
Backs deep in it catch the kick (or, short, a man runs onto it)."""

from __future__ import annotations

from games.all_pro.rules.board import CENTRE_COL, Kind
from games.all_pro.rules.engine import AllPro
from sim.tiles.grid import Square


def backs_catch(game: AllPro, places: dict[str, Square]) -> dict[str, Square]:
    """``places`` with the middle column of the receiving line opened, if it can be."""
    row = game.kick.receive_row
    line = {sq[0]: m for m, sq in places.items() if sq[1] == row and game.men[m].kind != Kind.BACK}
    if CENTRE_COL not in line:
        return places
    cols = range(CENTRE_COL, -1, -1)
    gap = next((c for c in cols if c not in line), None)
    if gap is None or any((gap, row) == sq for sq in places.values()):
        return places
    out = dict(places)
    for c in range(gap + 1, CENTRE_COL + 1):  # each steps one column left, into the gap
        out[line[c]] = (c - 1, row)
    return out
