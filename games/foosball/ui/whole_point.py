"""F on a goal's score card: the whole point again, as F does in the goal's replay.

A newcomer's play-test: F, pressed for "the whole point" as the goal's replay ran out, arrived on
the score card after it, where F was the broken rod's key and the window spoke of a mechanical
failure. F now means one thing around a goal: in its replay and on the card after it (until play
goes on), the whole point again, from the serve, with or without Shift. A broken rod is reported
with Shift+F in play, or with its button, which the card never covers.
"""

from __future__ import annotations

from typing import Any

import pygame

from games.foosball.ui.between import CARDED, FULL_KEY, Pause
from games.foosball.ui.goal_replay import GoalReplay

# The game scene (game_scene.FoosballGameScene), named and not imported (guide_wait.py says why).
FoosballGameScene = Any

HINT = "F: the whole point again"
HELP = "F in a goal's replay, or on the score card after it: the whole point again, from the serve."


def offered(scene: FoosballGameScene) -> bool:
    """Is a goal's score card up, with the goal's frames kept (F replays its whole point)?"""
    between = scene.between
    return between.pause in CARDED and bool(between.frames) and not scene.ref.is_over()


def key(scene: FoosballGameScene, event: pygame.event.Event) -> bool:
    """F on a goal's card: its whole point replayed, then the card again. True if taken."""
    if event.key != FULL_KEY or not offered(scene):
        return False
    between = scene.between
    between.count_in = between.pause == Pause.COUNT  # a count-in to the CPU's serve starts afresh
    between.replay, between.pause = GoalReplay(between.frames, full=True), Pause.REPLAY
    return True


def hint(scene: FoosballGameScene, words: str) -> str:
    """The card's line under the table, with F offered."""
    return f"{words}. {HINT}" if offered(scene) and words else words
