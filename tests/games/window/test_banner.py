"""A banner's detail is broken into lines that fit it, never cut short (All-Pro's results ended
"Your ball at your 5: fir..." and "whistled dead (nobody mo...")."""

import pygame

from games.window import ui
from games.window.banner import DETAIL, DETAIL_LINES, Banner

LONG = (
    "Your ball at your 5: first and ten · the play is whistled dead (nobody moves: forward "
    "progress stopped) where the ball is"
)


def test_a_long_detail_is_wrapped_whole_within_the_banner() -> None:
    pygame.init()
    width = 600
    lines = Banner("WHISTLE", LONG, ui.ACCENT).detail_lines(width)
    assert 1 < len(lines) <= DETAIL_LINES
    assert " ".join(lines) == LONG, "every word, in order"
    assert all(ui.text_width(line, DETAIL) <= width for line in lines)


def test_a_detail_too_long_even_for_its_lines_ends_cut_on_the_last() -> None:
    pygame.init()
    lines = Banner("WHISTLE", " ".join([LONG] * 4), ui.ACCENT).detail_lines(500)
    assert len(lines) == DETAIL_LINES and lines[-1].endswith("…")
    assert all(ui.text_width(line, DETAIL) <= 500 for line in lines)
