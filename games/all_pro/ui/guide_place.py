"""Where the All-Pro window shows its first game's guide, never over the score, the field or
the panel's words. Beside the board: in the strip's own row just above the buttons, which the
layout keeps while the guide runs (layout.py); the side panel's words give the strip their room
only while a step is on show. With the panel under the board (the smallest window) there is no
such row: the strip lies along the top bar right of the score, and the quarter and play count it
covers are said in the panel instead (panel.py)."""

from __future__ import annotations

import pygame

# What the guide's placing reads of the game's scene (game_scene.py): panel.py's protocol, so this
# module need not import the scene that imports it.
from games.all_pro.ui.panel import AllProScene, score_right
from games.window.guide import STRIP_HEIGHT

GAP = 16  # px between the score and the strip along the top


def running(scene: AllProScene) -> bool:
    """Is a guide over the scene, with steps still to show (on show now or waiting)?"""
    guide_of = getattr(scene.app, "guide_of", None)  # the kit's (games/window/app.py)
    return guide_of is not None and guide_of(scene) is not None


def showing(scene: AllProScene) -> bool:
    """Is a step of the guide on show now?"""
    guide_of = getattr(scene.app, "guide_of", None)
    guide = guide_of(scene) if guide_of is not None else None
    return guide is not None and guide.showing is not None


def strip(scene: AllProScene) -> pygame.Rect:
    """The guide's strip: its row in the layout beside the board, else the top bar right of the
    score."""
    lay = scene.layout
    if lay.side and lay.guide is not None:
        return lay.guide
    left = score_right(scene) + GAP
    return pygame.Rect(left, lay.top.top, lay.top.right - left, STRIP_HEIGHT)


def over_top(scene: AllProScene) -> bool:
    """Does the strip lie over the top bar's right end now (where the quarter is told)?"""
    return not scene.layout.side and showing(scene)


def room(scene: AllProScene) -> int:
    """The px at the foot of the side panel its words leave to the strip, while a step shows."""
    lay = scene.layout
    if lay.guide is None or not lay.side or not showing(scene):
        return 0
    return lay.panel.bottom - lay.guide.top
