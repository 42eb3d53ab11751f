"""The teams changing ends at a quarter's end, drawn after its card, never before: the field
had already turned (end zones renamed, the ball at its spot seen from the other end) under the
play's own result and the "END OF THE 1ST QUARTER" card that says the ends change, so the card
told of a change the player had already seen, unexplained (play-test). Now the mat stays as it
was, the finished play's slider at rest under its card, until the last card of the quarter
has gone; then it turns. Functions of the scene: they read it and act through it."""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.actions import Team
from sim.slider.mat import Half

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any


def cards_up(scene: GameScene) -> bool:
    """Is a card of the play, or one waiting after it (the quarter's), still to be read?"""
    pending = scene.banner is not None or scene.held_banner is not None or scene.cards_after
    return bool(scene.sliding or pending)


def waits(scene: GameScene) -> bool:
    """Do the teams change ends, the field still drawn as it was until the cards are read?"""
    return bool(scene.field_turns) and cards_up(scene)


def settle(scene: GameScene) -> bool:
    """Turn the field once nothing is left to read before it (True if it turned now)."""
    if not scene.field_turns or cards_up(scene):
        return False
    scene._field_turned()
    return True


def ends_drawn(scene: GameScene) -> dict[Team, Half]:
    """Which end zone each team defends, as the mat is drawn now: the old ends while a turn waits."""
    if waits(scene) and scene.ends_before_turn is not None:
        return dict(scene.ends_before_turn)
    return dict(scene.shown_game.defends)
