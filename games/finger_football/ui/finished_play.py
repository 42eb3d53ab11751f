"""A finished play's card, and its slider at rest and lit target under it, gone once the person
starts the next play: a card that fades by itself stayed up for seconds while the next play's
dice rolled and its slider waited, the old slider and the old lit end zone drawn over the new
play (play-test). A card that waits for Space or a click is left alone: it is read first.
Functions of the scene: they read it and act through it."""

from __future__ import annotations

from typing import Any

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any


def put_away(scene: GameScene) -> None:
    """The person goes on to the next play: the last play's card, if it fades by itself, goes now
    with its slider and lit target."""
    if scene.banner is not None and not scene.banner_waits:
        scene._end_banner()
    if scene.banner is None:
        scene.result_flick, scene.result_aimed = None, None
