"""A moment's banner wraps its words so no line is a lone word: at 960 x 600 a tackle's line
ended with "d6." alone on its last line (play-test 7/10)."""

from __future__ import annotations

import pygame
import pytest

from games.tortellini.ui.moments import WrappedBanner, balanced
from games.window import ui
from games.window.banner import DETAIL

LINES = [
    "The CPU's red steps onto your red and takes the ball on d6.",
    "Tackled: the CPU's blue takes the ball from your white on d6 (the CPU's ball)",
    "Your blue steps into the lane and takes the pass on e5: your ball on e5.",
]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("words", LINES)
def test_no_wrapped_line_is_a_lone_word_and_none_is_wider_or_more(words: str) -> None:
    lone = 0
    for width in range(160, 620, 4):
        full = ui.wrap(words, width, DETAIL, "")
        lines = balanced(words, width)
        assert " ".join(lines) == " ".join(full), "every word, in order"
        assert len(lines) == len(full), "no more lines than wrapped full"
        assert all(ui.text_width(line, DETAIL) <= width for line in lines), "none wider"
        if len(lines) > 1:
            assert len(lines[-1].split()) > 1, f"{width} px: a lone {lines[-1]!r}"
        lone += len(full) > 1 and len(full[-1].split()) == 1
    assert lone, "the full wrap leaves a lone word at some width: the case this is for"


def test_the_banner_wraps_so() -> None:
    banner = WrappedBanner("TACKLED!", LINES[0], ui.ACCENT)
    width = next(w for w in range(160, 620, 4) if ui.wrap(LINES[0], w, DETAIL, "")[-1] == "d6.")
    assert banner.detail_lines(width)[-1] != "d6."
