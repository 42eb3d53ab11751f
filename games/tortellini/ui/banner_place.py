"""Where a turn's banner (TACKLED!, INTERCEPTED!, GOAL!) goes on the board: clear of the ringed
square and of the chips the moment was between (view.banner_area), as tall as its box; where its
words under the headline would make it cover one of those chips, the headline alone (the caption
above the board says them). A tackle banner had covered the tackle (play-test), and then the rows
next to it, where the ball goes on from (play-test 7/10): the squares a step round each of those
chips are kept clear too."""

from __future__ import annotations

import pygame

from games.tortellini.rules.actions import SIZE
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
    near = around(keep)
    area, covered = view.banner_area(banner_tall(banner, view.board.width), keep, near)
    if covered:
        banner.terse = True
        terse, fewer = view.banner_area(banner_tall(banner, view.board.width), keep, near)
        if fewer < covered:
            return terse
        banner.terse = False
    return area


def around(squares: list[Square]) -> list[Square]:
    """``squares`` and every square a step from one of them, on the board: where the chips of the
    moment stand and may step next, the rows a player looks at as the turn ends."""
    near = {(c + dc, r + dr) for c, r in squares for dc in (-1, 0, 1) for dr in (-1, 0, 1)}
    return sorted(sq for sq in near if 0 <= sq[0] < SIZE and 0 <= sq[1] < SIZE)


def banner_tall(banner: Banner, width: int) -> int:
    """The height of ``banner``'s box over a board ``width`` px wide (banner.py lays it out)."""
    lines = len(banner.detail_lines(width - 50))  # wrapped: taller
    return ui.line_height(HEADLINE) + lines * (ui.line_height(DETAIL) + 4) + 40
