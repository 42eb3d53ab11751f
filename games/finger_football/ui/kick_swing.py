"""A practice swing before a game's first kick of the person's (kick_scene.py is the window): a
newcomer had one try at their first field goal, with no practice. The rulebook says nothing
against a practice swing, and nothing of it reaches the game: P before the press offers it, the
swing flies as a kick would, its result says "not counted", and Enter or a press on the ball
brings up the real kick. And W: why every kick is from the kicker's own goal line, one key away
rather than a paragraph above every kick (play-test). Functions of the scene."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.ui.kick_consts import Phase

# The kick window (kick_scene.FieldGoalScene), named and not imported: its imports run one way.
Scene = Any

SWING_KEY = pygame.K_p
WHY_KEY = pygame.K_w
OFFER = "P: a practice swing first (not counted)"
SWINGING = "Practice swing (not counted): press on the ball"
SWUNG = "A practice swing, not counted. Enter or a press on the ball: your real kick"
WHY_LINK = "W: why from your own goal line?"


def offered(k: Scene) -> bool:
    """Is a practice swing still on offer (a game's first kick of the person's, before its press)?"""
    return bool(k.first_kick and not k.swung and not k.swinging and k.phase == Phase.WAITING)


def start(k: Scene) -> None:
    if offered(k):
        k.swinging = True
        k.app.say("A practice swing: it flies as a kick would, and is not counted")


def end(k: Scene) -> bool:
    """The swing landed, gone on from: the real kick waits for its press. True if there was one."""
    if not k.swinging or k.phase != Phase.DONE:
        return False
    k.swinging, k.swung = False, True
    k._reset()
    k.app.say("Now your real kick: press on the ball when ready")
    return True
