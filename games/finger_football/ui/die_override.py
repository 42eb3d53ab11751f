"""Which die the rules overrule, as the dice tiles show it: a direction die of CHOICE or TD makes
the zone die count for nothing; near the goal the offence picks freely (the zone die set aside,
the direction die too unless it shows TD or CHOICE, still among the picks); with no such circle
ahead the rules overrule both. A newcomer read "Zone 3 pass" on the tiles, then watched the CPU
run: the log's "choice: any circle" had said it, but nothing on the dice did. Pure words: no
pygame."""

from __future__ import annotations

from dataclasses import dataclass

from games.finger_football.rules.actions import Direction
from games.finger_football.rules.engine import FingerFootball

NEAR_GOAL = "Near the goal, a free pick: any circle, run or pass, or TD"
NEAR_GOAL_TD = "Near the goal, a free pick: this TD, or any circle"


@dataclass(frozen=True, slots=True)
class Overruled:
    """The dice as ruled: which of them is struck through, and the short word that says why."""

    zone: bool = False
    direction: bool = False
    word: str = ""


def overruled(game: FingerFootball) -> Overruled:
    """What overrides the dice lying now (nothing struck when they name the target)."""
    dice = game.dice
    if dice is None:
        return Overruled()
    roll = next((e for e in reversed(game.log) if e.kind == "roll"), None)
    thrown = roll.text if roll is not None else ""
    if "opponent's Zone 2" in thrown:  # before the TD face: the Zone 2 rule frees the pick
        # A free pick, not a bad roll: only what it sets aside is struck. A TD or CHOICE face
        # is still one of the picks (a newcomer saw TD struck, yet could go for the touchdown).
        kept = dice.direction in (Direction.TD, Direction.CHOICE)
        return Overruled(True, not kept, NEAR_GOAL_TD if dice.direction == Direction.TD else NEAR_GOAL)
    if "no such symbol ahead" in thrown:
        again = "roll again" in thrown
        return Overruled(True, True, "NONE AHEAD: roll again" if again else "NONE AHEAD: any circle")
    if dice.direction == Direction.CHOICE:
        return Overruled(True, False, "CHOICE: any circle, run or pass")
    if dice.direction == Direction.TD:
        return Overruled(True, False, "TD: a touchdown try, whatever the zone")
    return Overruled()
