"""The rules' actions a person takes in a foosball game: the mouse player's buttons (each with its
key and one line of what it is for) and the keyboard player's keys."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from games.foosball.rules.actions import (
    Acknowledge,
    Action,
    DeclareFailure,
    DemandCanonical,
    MoveDeadBall,
    Repair,
    Serve,
    TakeBall,
    TouchBall,
)
from sim.foosball.spec import Side


@dataclass(frozen=True, slots=True)
class ActionButton:
    kind: type[Action]
    label: str
    key: int
    key_name: str
    means: str = ""  # one line: what it is for, in plain words
    rare: bool = False  # a rule seldom needed: shown under "More rules"


# The mouse player's rule actions: a button each, and a key.
MOUSE_ACTIONS = (
    ActionButton(
        TakeBall, "Take the ball", pygame.K_t, "T", "pick up a loose ball, or a dead ball that is yours"
    ),
    ActionButton(
        MoveDeadBall,
        "Place the dead ball",
        pygame.K_p,
        "P",
        "put a dead ball in your half in front of your figure",
    ),
    ActionButton(
        TouchBall,
        "Touch the loose ball",
        pygame.K_h,
        "H",
        "only while the ball is off the table: a side that touches it cannot score from it",
        True,
    ),
    ActionButton(
        DemandCanonical,
        "Ask both sides to reset their rods",
        pygame.K_c,
        "C",
        "before a serve: every rod hangs straight down, in the middle of its slide",
        True,
    ),
    ActionButton(
        Acknowledge,
        "My rods are reset",
        pygame.K_k,
        "K",
        "after C (a reset): say your rods hang straight down, in the middle",
        True,
    ),
    ActionButton(
        DeclareFailure, "Report a broken rod", pygame.K_f, "Shift+F", "stops the game until it is fixed", True
    ),
    ActionButton(Repair, "Rod fixed", pygame.K_x, "X", "the broken rod works again: play goes on", True),
)
MORE_LABEL = ("More rules", "Fewer rules")
RARE_NOTE = "Rare rules: you will seldom need these"
# The keyboard player's: Enter serves (or places a dead ball), the rest as listed.
KEYBOARD_ACTIONS = {
    pygame.K_RSHIFT: TakeBall,
    pygame.K_PERIOD: TouchBall,
    pygame.K_SLASH: DemandCanonical,
    pygame.K_QUOTE: Acknowledge,
    pygame.K_DELETE: DeclareFailure,
    pygame.K_END: Repair,
}
KEYBOARD_HELP = (
    "Player 2: arrows move the rods, Enter serves or places the ball, Right Shift takes it,"
    " . touches it, / asks for the start position, ' says rods set, Del or End for a broken rod"
)


def action_of(kind: type[Action], side: Side, rod: int) -> Action:
    """The action of ``kind`` by ``side``; a failure is declared on the rod in hand."""
    if kind is DeclareFailure:
        return DeclareFailure(side, rod)
    simple: dict[type[Action], Callable[[Side], Action]] = {
        TakeBall: TakeBall,
        TouchBall: TouchBall,
        DemandCanonical: DemandCanonical,
        Acknowledge: Acknowledge,
        Repair: Repair,
        Serve: Serve,
    }
    return simple[kind](side)
