"""Why the rules refuse a move the person tried on the board (a click on an unmarked square, a
drag that ends off the marked squares), in the rules' own words: a refused click or drag is
never silent (play-test 22)."""

from __future__ import annotations

import copy

from games.all_pro.rules.actions import IllegalAction, Step
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.view import label
from games.core.wording import sentence
from sim.tiles.grid import Square


def why_not_step(game: AllPro, man: str, to: Square) -> str:
    """Why ``man`` may not move to ``to`` now, as a line for the status bar."""
    frm = game.men[man].square
    if max(abs(to[0] - frm[0]), abs(to[1] - frm[1])) > 1:
        return (
            f"{label(man)} moves one space a move: click a yellow dot next to him, or drag him"
            " across the squares one after another (one move each)"
        )
    try:
        copy.deepcopy(game).apply(Step(man, to))
    except IllegalAction as exc:
        words = str(exc)
        return sentence(words.split(": ", 1)[-1] if words.startswith("Step") else words)
    return "Not there now"
