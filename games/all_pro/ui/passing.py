"""What the All-Pro window shows of a forward pass while the person at the window can call or
throw one: each eligible receiver's chances by the dice, and the lanes from the passer to the
open receivers with their distances (drawn by view.py)."""

from __future__ import annotations

from collections.abc import Collection

from games.all_pro.rules.actions import PassKind, Phase, Throw
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro, PassOdds
from games.all_pro.ui.prompts import open_now
from games.all_pro.ui.view import Lane
from sim.tiles.grid import Square, between, line_distance


def pass_odds(game: AllPro, my_turn: bool) -> dict[str, PassOdds]:
    """While the person chooses whom to throw to: each eligible receiver's chances."""
    if game.phase != Phase.THROW or not my_turn:
        return {}
    return {
        a.receiver: game.pass_odds(a.receiver)
        for a in game.legal_actions()
        if isinstance(a, Throw) and game.men[a.receiver].kind.eligible
    }


def lanes(game: AllPro, humans: Collection[Team], my_turn: bool) -> list[Lane]:
    """The lanes from the passer to each open receiver, while a forward pass can be called or
    thrown by the person at the window (during his turn too, to plan one); on defence, the
    other side's lanes while it may pass, each with the squares a man of yours would intercept on (framed)
    (an even number of spaces from the passer: counting squares by eye was the only way, play-test
    22)."""
    g = game
    if g.carrier is None:
        return []
    if g.men[g.carrier].team not in humans:
        # While their pass is called the lanes stay up through their throw, not only on your
        # turn: the squares you would intercept on are seen as the dice roll (newcomer 5/10).
        called = g.passing is not None or g.phase == Phase.THROW
        return _their_lanes(g) if my_turn or called else []
    if not my_turn:
        return []
    if g.phase == Phase.THROW:
        if g.passing is None or g.passing[0] != PassKind.FORWARD:
            return []
        receivers = list(pass_odds(g, my_turn))
    elif g.phase in (Phase.CALL, Phase.PLAY) and g.snapped and "pass" in g._calls():
        receivers = open_now(g)
    else:
        return []
    passer = g.men[g.carrier].square
    return [Lane(passer, g.men[r].square, _spaces(passer, g.men[r].square)) for r in receivers]


def _their_lanes(g: AllPro) -> list[Lane]:
    """The lanes of the other side's passer, while a forward pass is called or may be, or a
    lateral is called (to any man of his 2, 4 or 6 spaces away, never ahead)."""
    called = g.passing is not None and g.passing[0] == PassKind.FORWARD
    lateral = g.passing is not None and g.passing[0] == PassKind.LATERAL
    if g.phase not in (Phase.PLAY, Phase.THROW) or g.carrier is None or not (lateral or g.snapped):
        return []
    if not (lateral or called or "pass" in g._calls()):
        return []
    passer = g.men[g.carrier].square
    receivers = g.open_receivers(PassKind.LATERAL) if lateral else open_now(g)
    out = []
    for r in receivers:
        to = g.men[r].square
        out.append(Lane(passer, to, _spaces(passer, to), _stops(g, passer, to)))
    return out


def _stops(g: AllPro, passer: Square, to: Square) -> tuple[Square, ...]:
    """The squares of a lane where a man of the defence intercepts: an even number of spaces
    from the passer, free or held by the defence (a square the offence holds, or a block, is no
    place to intercept from: framing those told of catches nobody could make)."""
    out = []
    for sq in between(passer, to):
        if (line_distance(passer, sq) or 1) % 2 or sq in g.blocks:
            continue
        man = g.at.get(sq)
        if man is None or g.men[man].team != g.offence:
            out.append(sq)
    return tuple(out)


def _spaces(a: Square, b: Square) -> int:
    return max(abs(b[0] - a[0]), abs(b[1] - a[1]))
