"""End turn with the ball: straight on to the defence's move when there is nothing to call.

A newcomer's every turn on a run took End turn and then "Let the defence move": with nobody open
for a pass and no kick lined up, the call step only asked him to wave the defence on. End turn
now makes that call too, unless a call is worth a look: a receiver open or the kicker lined up
(a lateral is no escape from a tackle: the defence moves before it, round 5). The call step is
never taken away: "End turn, then choose a call" ends the turn there, for the pass thrown away or
the lateral a person wants anyway."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.all_pro.rules.actions import Action, Call, EndSeries, Go, Phase
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.panel import Choice
from games.all_pro.ui.prompts import open_now

# The scene (choices.AllProScene), named and not imported: choices.py builds its buttons here,
# so an import back would be a circle (tests/test_boundaries.py).
AllProScene = Any
KickCall = Callable[[Any, list[Action]], str | None]  # choices.fourth_down_kick: the kick Enter calls

STOP_AT_CALLS = "Choose a call (ends turn)"
# In plain words (round 5: "nobody open, no kick to call (... keeps that step)" read as code).
STRAIGHT_ON = (
    "Your turn is over and the defence moves now: nobody was open for a pass and you had no kick"
    f' to call. To choose a call anyway, end your turn with "{STOP_AT_CALLS}" instead'
)


def may_skip(game: AllPro) -> bool:
    """Before the turn ends: would End turn go past the call (nobody open, no kicker lined up)?"""
    g = game
    if g.phase != Phase.PLAY or not g.snapped or g.carrier is None or g.mover != g.offence:
        return False
    return not open_now(g) and g.kicker != g.carrier


def nothing_to_call(scene: AllProScene, kick_call: KickCall) -> bool:
    """At the call after the turn: no receiver open, no kick."""
    g = scene.game
    if g.phase != Phase.CALL or not scene.my_turn or Go() not in (legal := g.legal_actions()):
        return False
    # A lateral is never the way out of a tackle (the defence moves before it: round 5).
    return not (open_now(g) or kick_call(scene, legal) is not None or Call("field goal") in legal)


def end_turn(scene: AllProScene, kick_call: KickCall) -> None:
    scene._do(EndSeries())
    if nothing_to_call(scene, kick_call):
        scene._do(Go())
        scene.error = STRAIGHT_ON


def choices(scene: AllProScene, end: Choice, kick_call: KickCall) -> list[Choice]:
    """ "End turn" (straight on when nothing is worth calling) and, when it would go straight on,
    the button that stops at the calls."""
    if end.act is None or scene.game.offence not in scene.humans or not may_skip(scene.game):
        return [end]
    stop = Choice(STOP_AT_CALLS, end.act)
    return [stop, Choice(end.label, lambda: end_turn(scene, kick_call), default=end.default)]
