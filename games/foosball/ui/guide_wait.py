"""The table waits while a first-game guide step is read with the ball live: a newcomer's
play-test read steps 2-5 while the ball rolled on and the CPU played. Each step holds the table
for its first READ_TIME on show (first_game.FoosGuide.reading), then play goes on under it."""

from __future__ import annotations

from typing import Any

from games.foosball.rules.actions import Phase

# The game scene (game_scene.FoosballGameScene), named and not imported, even for its type: its
# imports run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
FoosballGameScene = Any

LIVE = (Phase.PLAY, Phase.SERVING, Phase.RESTARTING)


def reading(scene: FoosballGameScene) -> bool:
    """Is a guide step on show over the scene, with the ball live, not yet read?"""
    guide_of = getattr(scene.app, "guide_of", None)  # the kit's (games/window/app.py)
    if guide_of is None or guide_of(scene) is None:
        return False
    return scene.ref.phase in LIVE and scene._guide.reading()


def words(scene: FoosballGameScene) -> str:
    """The line under the table meanwhile."""
    return "The table waits a moment while you read the guide's step (top)" if reading(scene) else ""
