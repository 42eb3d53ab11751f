"""What Space does under a result card that waits, said on its footer. One "Space: next play" on
every card misled a newcomer twice: under the final whistle there is no next play (Space closes
the card, N starts a new game), and under a flag Space opens the accept-or-refuse choice, not a
play. Reads the game and the scene, changes neither."""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.actions import Phase

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

NEXT_PLAY = "Space: next play"  # against the CPU every result card waits for it (play-test)
GO_ON = "Space or a click: go on"
GAME_OVER = "Space: close · N: a new game"
YOUR_PENALTY = "Space: decide on the penalty"
CPU_PENALTY = "Space: the CPU decides on the penalty"


def footer(scene: GameScene) -> str:
    """The footer of a card that waits, for the game as it stands under it."""
    g = scene.game
    if g.is_over():
        return GAME_OVER
    if g.phase == Phase.PENALTY:
        return YOUR_PENALTY if g.to_move() in scene.humans else CPU_PENALTY
    return NEXT_PLAY if scene.names.versus_cpu else GO_ON


def card_waits(scene: GameScene, usual: str) -> str:
    """The status line under a card that waits: ``usual`` promises the next play, which a flag
    puts off for the penalty's choice."""
    g = scene.game
    if g.phase == Phase.PENALTY and g.to_move() in scene.humans:
        return "Read the flag: Space, Enter or a click to decide on the penalty"
    return usual
