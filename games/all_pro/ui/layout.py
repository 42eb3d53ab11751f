"""Where the All-Pro window puts its parts: the score along the top, the board, the panel (the
down, whose turn, the pass odds and the play-by-play; the formations while lining up) and the
bar of buttons along the bottom.

A wide window keeps the panel at the board's side. A window too narrow for that (the smallest,
960 x 600) puts the panel under the board, so that the board, 24 squares long and 11 wide, takes
the whole width and as much of the height as it can: the panel at the side would leave it half the
height with labels too small to read.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.all_pro.rules.board import COLS, ROWS
from games.window import ui
from games.window.guide import STRIP_HEIGHT

# The score bar and the button bar, at a UI scale of 1: the bar holds its buttons and two lines
# of the hint under them (one line cut the longer hints short, play-test 7).
TOP, BOTTOM = 44, 72
SIDE = 330  # the side panel's width
YARDS = 24  # room under the board for its yard numbers
MIN_SQUARE = 34  # px: a side panel leaving the squares smaller than this goes under the board
PANEL_LINES = 3  # lines of text the panel under the board holds at least
MARGIN = 10


@dataclass(frozen=True, slots=True)
class Layout:
    board: pygame.Rect  # the board view lays the field out in here (its yard numbers below it)
    panel: pygame.Rect
    bottom: pygame.Rect  # the button bar (and the hint under the buttons)
    top: pygame.Rect
    side: bool  # the panel beside the board, else under it
    guide: pygame.Rect | None = None  # the guide's row beside the board, while a guide runs


def layout(size: tuple[int, int], guide: bool = False) -> Layout:
    """The parts of a window of ``size``; ``guide``: keep a row for the guide's strip."""
    w, h = size
    top, bottom = ui.px(TOP), ui.px(BOTTOM)
    top_bar = pygame.Rect(0, 0, w, top)
    bar = pygame.Rect(0, h - bottom, w, bottom)
    strip = pygame.Rect(0, bar.top - STRIP_HEIGHT, w, STRIP_HEIGHT) if guide else None
    side = ui.px(SIDE)
    room = h - top - bottom - ui.px(YARDS) - 2 * MARGIN
    if min((w - side - 2 * MARGIN) / ROWS, room / COLS) >= MIN_SQUARE:
        board = _fitted(pygame.Rect(MARGIN, top + MARGIN, w - side - 2 * MARGIN, room))
        if strip is not None and board.bottom + ui.px(YARDS) > strip.top:
            board = _fitted(pygame.Rect(MARGIN, top + MARGIN, w - side - 2 * MARGIN, room - STRIP_HEIGHT))
        panel = pygame.Rect(w - side, top, side, h - top - bottom)
        return Layout(board, panel, bar, top_bar, True, strip)
    below = PANEL_LINES * ui.line_height(18) + 2 * MARGIN
    square = min((w - 2 * MARGIN) / ROWS, (room - below) / COLS)
    board = pygame.Rect(MARGIN, top + MARGIN, w - 2 * MARGIN, round(square * COLS))
    panel_top = board.bottom + ui.px(YARDS)
    panel = pygame.Rect(0, panel_top, w, h - bottom - panel_top)
    return Layout(board, panel, bar, top_bar, False)


def _fitted(area: pygame.Rect) -> pygame.Rect:
    """``area`` cut to the board's shape, in its middle."""
    square = min(area.width / ROWS, area.height / COLS)
    board = pygame.Rect(0, 0, round(square * ROWS), round(square * COLS))
    board.center = area.center
    return board
