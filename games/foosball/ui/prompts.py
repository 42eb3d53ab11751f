"""What the rules want now, and from whom, in the players' words: the line under the table.

Whatever the state of play, the line names who is to act and how (the mouse player's buttons and
drags, the keyboard player's keys), or says what is happening while nobody needs to, so a game
never sits still without the screen saying why.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from games.foosball.rules.actions import IN_THE_HOLE, PUTTING_IN, Phase
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who, bind, tell
from sim.foosball.spec import Side


class Hands(Enum):
    """Who plays a side: how the line tells them to act."""

    MOUSE = "mouse"
    KEYBOARD = "keyboard"
    CPU = "cpu"


# How a person does each thing (the CPU does it itself).
HOW: dict[str, dict[Hands, str]] = {
    "serve": {
        Hands.MOUSE: (
            "drag the ringed ball down and to the right, into the green, and let go:"
            " it rolls up-left to your midfield rod"
        ),
        Hands.KEYBOARD: "press Enter",
    },
    "ready": {
        Hands.MOUSE: "set your rods so, then press K or Space (My rods are reset)",
        Hands.KEYBOARD: "set your rods so, then press '",
    },
    "take": {Hands.MOUSE: "press T to take the ball", Hands.KEYBOARD: "press Right Shift to take it"},
    "move": {
        # The mouse player is on the left: "away from your offensive half" is left or sideways.
        Hands.MOUSE: (
            "press P to put it in front of your nearest figure"
            " (or Shift+drag it left or sideways, never right)"
        ),
        Hands.KEYBOARD: "press Enter to move it",
    },
    "rescue": {  # behind the goalie rod: the rules let it out in front of the goalie
        Hands.MOUSE: "press P to put it in front of your goalie (or Shift+drag it there)",
        Hands.KEYBOARD: "press Enter to put it in front of your goalie",
    },
    "repair": {Hands.MOUSE: "press X to repair it", Hands.KEYBOARD: "press End to repair it"},
}


def what_now(ref: FoosReferee, names: Mapping[Side, Who], hands: Mapping[Side, Hands]) -> str:
    """The line for the state of play: who is to act and how, or what is going on; empty in
    normal play."""
    if ref.is_over():
        return "The game is over: Enter to play again, Esc for the menu"
    phase = ref.phase
    if ref.failure:
        return _ask(names, hands, list(Side), "repair", "a rod has failed: no serve until it is repaired")
    if phase in PUTTING_IN and ref.canonical_demanded:
        waiting = [s for s in Side if s not in ref.acknowledged]
        if waiting:
            return _ask(names, hands, waiting, "ready", _asked_for(ref, hands))
    if phase in PUTTING_IN:
        return _ask(names, hands, [ref.server], "serve", bind("{s:'s} " + phase.value, s=ref.server))
    if phase in IN_THE_HOLE:
        what = "serve" if phase == Phase.SERVING else "restart"
        return _sentence(bind("the " + what + " is rolling in at {s:'s} service hole", s=ref.server), names)
    if phase == Phase.DEAD and ref.possession is not None:
        return _ask(names, hands, [ref.possession], "take", bind("dead ball, {s:own}", s=ref.possession))
    if phase == Phase.DEAD and ref.mover is not None:
        if ref.stranded():
            where = bind("dead ball behind {s:'s} goalie", s=ref.mover)
            return _ask(names, hands, [ref.mover], "rescue", where)
        return _ask(names, hands, [ref.mover], "move", bind("dead ball in {s:'s} half", s=ref.mover))
    if phase == Phase.FREE_FOR_ALL:
        takers = [s for s in Side if s not in ref.disqualified] or list(Side)
        return _ask(names, hands, takers, "take", "free-for-all: the ball is anyone's")
    return ""


def _asked_for(ref: FoosReferee, hands: Mapping[Side, Hands]) -> str:
    """The start position's request, said with what the CPU does about it: it says it is ready
    at once and leaves its rods where they are (nothing to wait for on its side)."""
    cpu = [s for s in Side if hands[s] == Hands.CPU and s in ref.acknowledged]
    said = "the start position was asked for (every rod upright and centred) before the serve"
    return said + "".join("; {" + s.value + "} {" + s.value + ":is|are} ready" for s in cpu)


def _ask(
    names: Mapping[Side, Who], hands: Mapping[Side, Hands], sides: list[Side], act: str, situation: str
) -> str:
    """The situation, then how each person among ``sides`` acts on it; if only the CPU can, that
    it is waited for."""
    people = [s for s in sides if hands[s] != Hands.CPU]
    if not people:
        return _sentence(
            situation + ": waiting for " + " and ".join("{" + s.value + "}" for s in sides), names
        )
    steps = [
        HOW[act][hands[s]] if names[s].you else "{" + s.value + "}: " + HOW[act][hands[s]] for s in people
    ]
    return _sentence(situation + ": " + "; ".join(steps), names)


def _sentence(template: str, names: Mapping[Side, Who]) -> str:
    text = tell(template, names)
    return text[:1].upper() + text[1:]
