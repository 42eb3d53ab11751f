"""Room for a full pull at the window's left edge (game_scene.py holds the flow). A person's
kickoff from the left end zone sat about 80 px from the window's edge, and a pull back met the
edge at a third of full power (play-test: "a pull back is short"; the pointer jumping back to
the press, game's fallback, is lost on a touchpad). While such a flick waits, the mat's view
moves in from the left, smaller, until a full pull fits between the slider and the edge; it goes
back once the flick is made. Functions of the scene: they read it and lay it out."""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.engine import FlickRequest
from games.finger_football.ui.flick_input import FULL_PULL

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

MARGIN = 8  # px: the view's left edge when no pull needs room
SPARE = 16  # px beyond a full pull: the pointer stops short of the very edge


def needed(scene: GameScene) -> bool:
    """Does a person's flick wait from the left of the mat (its pull goes back to the left)?"""
    request = scene.game.request()
    if not scene.human_turn() or not isinstance(request, FlickRequest):
        return False
    x0, _y0, x1, _y1 = scene.game.mat.field.surface
    return bool((request.start.x - x0) / (x1 - x0) < 0.5)


def left(scene: GameScene) -> int:
    """How far in from the window's left the view starts: MARGIN, or far enough that a full pull
    from the waiting slider stays in the window (a few layouts, each nearer)."""
    if not needed(scene):
        return MARGIN
    request = scene.game.request()
    pull = FULL_PULL * min(scene.app.size) + SPARE
    at = MARGIN
    for _ in range(4):
        scene.lay_view(at)
        x, _y = scene.view.to_screen(request.start.x, request.start.y)
        if x >= pull - 1:
            break
        at += round(pull - x) + 1
    return at


def fit(scene: GameScene) -> None:
    """Lay the view out again when the room it keeps should change (never during a pull)."""
    if scene.drag.active:
        return
    wanted = needed(scene)
    if wanted != scene.roomy:
        scene.roomy = wanted
        scene.resized(scene.app.size)
