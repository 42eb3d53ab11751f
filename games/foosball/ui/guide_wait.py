"""The table waits while a first-game guide step is read, at a dead moment only.

A newcomer's play-test read steps 2-5 while the ball rolled on and the CPU played, so each step
held the table for its first READ_TIME on show (first_game.FoosGuide.reading). A later play-test
(vs the CPU): the steps stopped live rallies, the table frozen mid-rally while a step was read.
Now a step never holds a ball in play: it comes up over the rally and play goes on under it. Only
at a dead moment, the ball waiting to be put in play by the other side (the CPU's serve or
restart, before which nothing of yours is under way), does the table wait for a step not yet read;
after a goal its replay and the score card hold the table anyway (between.py), and a step on show
on the card when the player said go (Space, Ready, the count-in run out) was read there: the serve
is never held after a go. The ball in your own hand waits for you: it is never held."""

from __future__ import annotations

from typing import Any

from games.foosball.rules.actions import PUTTING_IN
from games.foosball.ui.prompts import Hands
from games.window import ui

# The game scene (game_scene.FoosballGameScene), named and not imported, even for its type: its
# imports run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
FoosballGameScene = Any

WORDS = "{who} waits a moment while you read the guide's step (top)"


def dead_moment(scene: FoosballGameScene) -> bool:
    """Is the ball out of play, waiting for the other side to put it in (no rally under way), and
    the table not held already (a card, a replay)?"""
    ref = scene.ref
    waiting = ref.phase in PUTTING_IN and scene.hands.get(ref.server) != Hands.MOUSE
    return waiting and not scene.between.holding


def reading(scene: FoosballGameScene) -> bool:
    """Is a guide step on show over the scene, not yet read, at a dead moment (the table waits)?"""
    guide_of = getattr(scene.app, "guide_of", None)  # the kit's (games/window/app.py)
    if guide_of is None or guide_of(scene) is None:
        return False
    return dead_moment(scene) and scene._guide.reading()


def words(scene: FoosballGameScene) -> str:
    """The line under the table meanwhile."""
    return WORDS.format(who=ui.sentence(scene.who[scene.ref.server].name)) if reading(scene) else ""
