"""Where Finger Football's windows show their first-game guide: never over the title bar, which
says the aids in play (aim help, your hand) and practice's count (play-testers found the header
hidden while the guide ran). The game and practice: in the dark band above the mat, which the
mat's shape leaves at every window size but the smallest; the kick window: along the top of its
side view, the sky above the flight. Where there is no room, over the title bar as the kit does."""

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


def over_sky(area: pygame.Rect) -> int | pygame.Rect:
    """Along the top of the kick window's side view (``area``), clear of its labels at the left."""
    if area.height < 3 * STRIP_HEIGHT:
        return 0
    return pygame.Rect(area.left, area.top + GAP, area.width - 2 * GAP, min(TALLEST, area.height // 4))


def kick_guide_strip(k: object) -> int | pygame.Rect:
    """The kick window's guide: along the side view's sky before a kick; once one is struck,
    along the top of the top view, whose middle the flight crosses (over the sky it covered the
    top of the arc: play-test)."""
    views = k.views  # type: ignore[attr-defined]  # the kick window, named and not imported
    if getattr(k, "outcome", None) is None or getattr(k, "watching", False):
        return over_sky(views.side_area)
    area = views.top_area
    if area.height < 3 * STRIP_HEIGHT:
        return over_sky(views.side_area)
    return pygame.Rect(area.left, area.top + GAP, area.width - 2 * GAP, min(TALLEST, area.height // 4))
