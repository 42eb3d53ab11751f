"""A finished play's card, and its slider at rest and lit target under it, gone once the person
starts the next play: a card that fades by itself stayed up for seconds while the next play's
dice rolled and its slider waited, the old slider and the old lit end zone drawn over the new
play (play-test). Against the CPU every card waits for Space or a click, and a decision is a go
on as those are: a click on a button already ended the card, and a number key must not leave it
over the new play. Functions of the scene: they read it and act through it."""

from __future__ import annotations

from typing import Any

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any


def put_away(scene: GameScene, grace: float) -> None:
    """The person goes on to the next play: the last play's card goes now with its slider and lit
    target. A card that waits and came up less than ``grace`` s ago stays: it is the one after the
    card this decision ended (the quarter's), or a key meant for the screen before hit it."""
    banner = scene.banner
    if banner is not None and not (scene.banner_waits and banner.age < grace):
        scene._end_banner()
    if scene.banner is None:
        scene.result_flick, scene.result_aimed = None, None
