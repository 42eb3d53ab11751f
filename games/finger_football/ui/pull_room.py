"""Room for a full pull at the window's left edge, kept for the whole game (game_scene.py holds
the flow). A person's kickoff from the left end zone sat about 80 px from the window's edge, and
a pull back met the edge at a third of full power (play-test: "a pull back is short"; the pointer
jumping back to the press, the game's fallback, is lost on a touchpad). The view then moved in
and shrank while such a flick waited, by as much as that flick needed: the field changed size and
place between a play, a kickoff and a punt (play-test: "the field keeps changing size"). Now the
view keeps, for every flick of the game, the room the deepest start needs, the kickoff from the
left end zone: one scale and one place from the toss to the final whistle. A pull to the right
(the other end zone's kickoff) has the panel's width and more. Functions of the scene: they read
it and lay it out."""

from __future__ import annotations

from typing import Any

from games.finger_football.ui.flick_input import FULL_PULL

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

MARGIN = 8  # px: the view's left edge when no pull needs room
SPARE = 16  # px beyond a full pull: the pointer stops short of the very edge


def left(scene: GameScene) -> int:
    """How far in from the window's left the view starts: far enough that a full pull from the
    left end zone's kickoff spot stays in the window (a few layouts, each nearer). The same
    whatever the game's state: only the window's size changes it."""
    start = scene.game.field.kickoff_pose(1)  # the leftmost spot a flick starts from
    pull = FULL_PULL * min(scene.app.size) + SPARE
    at = MARGIN
    for _ in range(4):
        scene.lay_view(at)
        x, _y = scene.view.to_screen(start.x, start.y)
        if x >= pull - 1:
            break
        at += round(pull - x) + 1
    return at
