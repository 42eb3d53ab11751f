"""A ball spotted anew (a punt, a kickoff, a touchback): its slider drawn on the new line of
scrimmage as soon as the card saying so shows. It stayed where the flick stopped (in the end zone
of a touchback) under a card saying "on the 20", for either side's flick (play-test). Other
results keep the slider at rest under their card: where it stopped is what they tell. Functions of
the scene: they read the events and set what the scene draws, never change the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.finger_football.rules.actions import Event, LogKind

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any


def respotted(events: Sequence[Event]) -> bool:
    """Did the ball change hands at a spot of the rules' own (no turnover: those have a "how"
    and happen where the slider stopped, or at the old line)?"""
    return any(e.kind == LogKind.POSSESSION and not e.data.get("how") for e in events)


def note(scene: GameScene, events: Sequence[Event]) -> None:
    """After an action's card is chosen: a ball spotted anew keeps no slider at rest under it,
    and the slide just made is not held where it stopped (game_loop.slide)."""
    scene.respotted = respotted(events)
    if scene.respotted:
        scene.result_flick, scene.result_aimed = None, None
