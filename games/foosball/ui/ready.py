"""The Ready moment of a foosball game: nothing moves until the player says ready (Space, the
card's button, or their own serve). What the card and the line under the table say then."""

from __future__ import annotations

from collections.abc import Mapping

from games.foosball.rules.actions import PUTTING_IN, Phase
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who, tell
from games.foosball.ui.prompts import Hands, what_now
from games.window import ui
from sim.foosball.spec import Side


def first_server(ref: FoosReferee, who: Mapping[Side, Who]) -> str:
    """The card's headline before the first serve."""
    server = ref.server.value
    return ui.sentence(tell("{" + server + "} {" + server + ":serves|serve} first", who))


def score_line(ref: FoosReferee, who: Mapping[Side, Who]) -> str:
    home, away = (ui.sentence(who[s].name) for s in Side)
    return f"{home} {ref.score[Side.HOME]} - {ref.score[Side.AWAY]} {away}"


def card_lines(ref: FoosReferee, who: Mapping[Side, Who]) -> list[str]:
    """What the Ready card says will happen."""
    server = who[ref.server]
    if ref.phase in PUTTING_IN and server.you:
        # What Space does, said (a newcomer read "or press Space first" and could not tell).
        return [
            "Serve: pull the ringed ball down-right, into the green; let go.",
            "Or press Space first: your rods move with the mouse, then serve.",
        ]
    then = f"{ui.sentence(server.name)} {'serves' if ref.phase == Phase.SERVE else 'restarts (serves again)'}"
    return ["Nothing moves until you are ready.", f"{then} when you press Space."]


def ready_hint(ref: FoosReferee, who: Mapping[Side, Who], hands: Mapping[Side, Hands]) -> str:
    """The line under the table while the card waits."""
    now = what_now(ref, who, hands)
    if now and set_rods_first(ref, who, hands):
        return now  # Space is offered in it: it says your rods are set, and you are ready
    server = ref.server
    if ref.phase in PUTTING_IN and hands[server] == Hands.CPU:
        # It waits for you, not the CPU (a play-test read "waiting for the CPU (or Space: ready)"
        # and waited 15 s for it).
        verb = "serves" if ref.phase == Phase.SERVE else "restarts"
        return f"Press Space when ready: {who[server].name} {verb}"
    return f"{now} (or Space: ready)" if now else "Press Space (or Ready) when you are ready"


def set_rods_first(ref: FoosReferee, who: Mapping[Side, Who], hands: Mapping[Side, Hands]) -> bool:
    """Is the start position asked for and your word that your rods are set still awaited
    (then Space on the Ready card says it too: a newcomer pressed Space and nothing came)?"""
    return ref.canonical_demanded and any(
        who[s].you and hands[s] == Hands.MOUSE and s not in ref.acknowledged for s in Side
    )
