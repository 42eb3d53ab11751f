"""Where a turn's banner (TACKLED!, INTERCEPTED!, GOAL!) goes on the board: clear of the ringed
square and of the chips the moment was between (view.banner_area), as tall as its box; where its
words under the headline would make it cover one of those chips, the headline alone (the caption
above the board says them). A tackle banner had covered the tackle (play-test)."""

from __future__ import annotations

import pygame

from games.tortellini.ui.moments import WrappedBanner
from games.tortellini.ui.reveal import Reveal
from games.tortellini.ui.view import TortelliniView
from games.window import ui
from games.window.banner import DETAIL, HEADLINE, Banner
from sim.tiles.grid import Square


def banner_area(view: TortelliniView, reveal: Reveal | None, banner: WrappedBanner) -> pygame.Rect:
    """The banner's box on ``view``'s board while ``reveal`` shows its turn (None: no turn's
    chips to keep clear); sets the banner terse when that covers fewer of them."""
    keep: list[Square] = []
    if reveal is not None:
        turn = reveal.story
        chips = (turn.carrier, turn.receiver, turn.interceptor, turn.tackler)
        keep = [turn.after[c] for c in chips if c is not None and c in turn.after]
    banner.terse = False
    area, covered = view.banner_area(banner_tall(banner, view.board.width), keep)
    if covered:
        banner.terse = True
        terse, fewer = view.banner_area(banner_tall(banner, view.board.width), keep)
        if fewer < covered:
            return terse
        banner.terse = False
    return area


def banner_tall(banner: Banner, width: int) -> int:
    """The height of ``banner``'s box over a board ``width`` px wide (banner.py lays it out)."""
    lines = len(banner.detail_lines(width - 50))  # wrapped: taller
    return ui.line_height(HEADLINE) + lines * (ui.line_height(DETAIL) + 4) + 40
