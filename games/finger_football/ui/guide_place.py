"""Where Finger Football's windows show their first-game guide: never over the title bar, which
says the aids in play (aim help, your hand) and practice's count (play-testers found the header
hidden while the guide ran). The game and practice: in the dark band above the mat, which the
mat's shape leaves at every window size but the smallest (the kick window keeps a band of its
own, kick_layout.py). Where there is no room, over the title bar as the kit does."""

from __future__ import annotations

import pygame

from games.finger_football.ui.view import MatView
from games.window.guide import STRIP_HEIGHT

TALLEST = 72  # px: a placed strip's height at most (two or three lines of a long step)
GAP = 4


def above_mat(view: MatView, top_bar: int) -> int | pygame.Rect:
    """The band between the title bar and the mat, as wide as the mat's view; 0 (over the title
    bar) when it is lower than a strip."""
    room = view.mat_rect.top - top_bar - 2 * GAP
    if room < STRIP_HEIGHT:
        return 0
    height = min(room, TALLEST)
    return pygame.Rect(view.area.left, view.mat_rect.top - GAP - height, view.area.width, height)
