"""The snap taken in your own end zone, said on the formation screen before Ready (newcomer
play-test 5/10: on the first possession, at his own 5, every formation put B1, who takes the
snap, in his own end zone; the snap is move 1; the CPU tackled him there, a safety, and the
warning came only after the snap).

No formation can keep him out: the snap goes to the first man "in a direct line behind the
Center", and the Center lines up on the line of scrimmage; on your own 5 the square behind him
is in the end zone. What keeps the ball out of it is said instead: his next move hands the ball
to a man beside him on the line (a hand-off behind the line goes to any man next to him), or
the kick out of the end zone is called before the snap."""

from __future__ import annotations

from collections.abc import Mapping

from games.all_pro.rules.actions import KickEndZone, Phase
from games.all_pro.rules.board import Team, in_end_zone, man_id, own_yards
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.numbers import END_ZONE_KICK_LINE
from games.all_pro.ui import rush
from games.all_pro.ui.view import label
from games.core.wording import Who, sentence
from sim.tiles.grid import Square

END_ZONE_SNAP = (
    "Careful: your {man} takes the snap in your own end zone (in any formation here: he stands"
    " right behind your Center). Tackled there: a safety, 2 points to {them}. Next move, hand off"
    " to a man beside him on the line"
)
KICK_OUT = ", or call the kick out of your end zone before the snap"


def snap_taker(team: Team, places: Mapping[str, Square]) -> str | None:
    """Who takes the snap from ``places``: the first man directly behind the Center."""
    centre = places.get(man_id(team, "C"))
    if centre is None:
        return None
    behind = [
        (abs(sq[1] - centre[1]), m)
        for m, sq in places.items()
        if sq[0] == centre[0] and (sq[1] - centre[1]) * team.forward < 0
    ]
    return min(behind)[1] if behind else None


def in_own_end_zone(game: AllPro, team: Team, places: Mapping[str, Square]) -> str | None:
    """The man who would take ``team``'s snap in its own end zone, if one would."""
    taker = snap_taker(team, places)
    if taker is None or not in_end_zone(places[taker][1], team):
        return None
    return taker


def before_the_snap(game: AllPro) -> str | None:
    """The offence's snap-taker standing in its own end zone, lined up and not yet snapped."""
    if game.phase != Phase.PLAY or game.snapped or game.carrier is None:
        return None
    team = game.offence
    return in_own_end_zone(game, team, {m.id: m.square for m in game.men_of(team)})


def warning(game: AllPro, taker: str, them: str) -> str:
    """The line that says so, with the kick when the rules offer it here."""
    line = END_ZONE_SNAP.format(man=label(taker), them=them)
    kick = game.phase == Phase.FORMATION or KickEndZone() in game.legal_actions()
    return line + (KICK_OUT if kick and _may_kick_out(game) else "")


def _may_kick_out(game: AllPro) -> bool:
    """ "Punt From Own End Zone": offered on the team's own 5 or goal line."""
    return own_yards(game.line, game.offence) <= END_ZONE_KICK_LINE


def lineup_warning(game: AllPro, places: Mapping[str, Square] | None, names: Mapping[Team, Who]) -> str:
    """What is wrong with the offence's formation as arranged (said before Ready refuses it), or
    else the safety it risks; "" if neither."""
    team = game.team_to_move()
    if places is None or team is None or game.phase != Phase.FORMATION or team != game.offence:
        return ""
    why = game.snap_refusal(team, places)
    if why:
        return sentence(why.split(":", 1)[0])
    taker = in_own_end_zone(game, team, places)
    return "" if taker is None else warning(game, taker, names[team.other].name)


def ringed(
    game: AllPro, places: Mapping[str, Square] | None, humans: frozenset[Team], danger: frozenset[Square]
) -> Square | None:
    """The square to ring orange: your ball carrier when the defence reaches him next turn
    (``danger``, rush.py); else your snap-taker while you line up (as arranged) or before your
    snap, when he would take it in your own end zone."""
    team = game.offence
    if game.carrier is not None and rush.carrier_caught(game, danger):
        return game.men[game.carrier].square
    if team not in humans:
        return None
    if places is not None and game.phase == Phase.FORMATION and game.team_to_move() == team:
        taker = in_own_end_zone(game, team, places)
        return None if taker is None else places[taker]
    taker = before_the_snap(game)
    return None if taker is None else game.men[taker].square
