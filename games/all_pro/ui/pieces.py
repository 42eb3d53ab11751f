"""The men and the ball as the board draws them: the game as it stands, or a picture of it kept
at a play's end. The rules clear the board when a play ends (the next lineup starts from an
empty field), so the window keeps the last picture and draws it under the end-of-play card until
the person goes on: "the play's end is held"."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.state import Man
from sim.tiles.grid import Square


@dataclass(frozen=True, slots=True)
class Pieces:
    men: dict[str, Man]
    blocks: dict[Square, tuple[str, str]]
    carrier: str | None
    loose: Square | None
    walker: str | None


def pieces_of(game: AllPro) -> Pieces:
    """The game's men and ball now (copies: the rules go on changing theirs)."""
    return Pieces(
        {mid: copy.copy(m) for mid, m in game.men.items()},
        dict(game.blocks),
        game.carrier,
        game.loose,
        game.walker,
    )


def moved(pieces: Pieces, man: str, to: Square) -> Pieces:
    """``pieces`` with ``man`` on ``to``: the picture of a play that ended with his step (a
    tackle: the tackler lands on the ball carrier, as on the real board)."""
    men = {mid: m for mid, m in pieces.men.items() if mid != man}
    if man in pieces.men:
        men[man] = copy.copy(pieces.men[man])  # last: drawn on top of the man he landed on
        men[man].square = to
    return Pieces(men, pieces.blocks, pieces.carrier, pieces.loose, None)
