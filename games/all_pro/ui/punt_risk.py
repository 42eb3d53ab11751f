"""The warning, before the snap and until the punt is called, that the defence can reach the
ball's spot in front of your kicker and block the kick (newcomer 6/10: "Punt formation", the CPU's
C blocked L2, its L1 walked through and the punt was blocked, the safe formation's difference
buried in the rules). The spot and the reckoning are the kick odds' (kick_odds.py)."""

from __future__ import annotations

from collections.abc import Collection

from games.all_pro.rules.actions import Phase, Snap
from games.all_pro.rules.board import YARDS, Team, man_id
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.numbers import KICKER_DEPTH
from games.all_pro.rules.wording import man_words
from games.all_pro.ui.kick_odds import blocker
from sim.tiles.grid import Square

RISK_LINE = (
    "Careful: {man} can reach the ball's spot in front of your kicker and block the punt"
    " (the Safe punt formation keeps it out of reach)"
)


def kicker_square(game: AllPro) -> Square | None:
    """Your kicker's square while a punt may still be called in this series: the man a snap
    would go to 10 yards back (before the snap), or the kicker holding the ball (after it)."""
    g = game
    if g.phase != Phase.PLAY or g.pending_kick is not None:
        return None
    if g.snapped:
        return g.men[g.kicker].square if g.kicker is not None and g.kicker == g.carrier else None
    snap = next((a for a in g.legal_actions() if isinstance(a, Snap)), None)
    if snap is None:
        return None
    centre = g.men[man_id(g.offence, "C")].square
    square = g.men[snap.to].square
    return square if abs(square[1] - centre[1]) * YARDS >= KICKER_DEPTH else None


def risk_line(game: AllPro, humans: Collection[Team], my_turn: bool) -> str | None:
    """The warning (in the game's words, "the CPU's L1") if a defender can reach the kick's spot."""
    if not my_turn or game.offence not in humans or game.mover != game.offence:
        return None
    square = kicker_square(game)
    if square is None:
        return None
    near = blocker(game, (square[0], square[1] + game.offence.forward))
    return None if near is None else RISK_LINE.format(man=man_words(near))
