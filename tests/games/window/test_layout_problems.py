"""The layout check every window test leans on (ui.problems): two texts over each other are a
problem; the same words drawn again in the same place, in another colour, are one text (All-Pro
writes the yard number of the line to gain in yellow over its grey one). The check once failed
or passed by whether the field under it had been drawn before in the same process."""

from __future__ import annotations

import pygame

from games.window import ui


def text(words: str, x: int, y: int) -> ui.Box:
    return ui.Box(ui.Kind.TEXT, pygame.Rect(x, y, 24, 18), words)


def test_two_texts_over_each_other_overlap() -> None:
    assert ui.problems([text("40", 100, 100), text("30", 110, 100)], (400, 300)) == ["'40' and '30' overlap"]


def test_the_same_words_a_few_pixels_apart_still_overlap() -> None:
    assert ui.problems([text("40", 100, 100), text("40", 103, 100)], (400, 300)) == ["'40' and '40' overlap"]


def test_the_same_words_drawn_again_in_the_same_place_are_one_text() -> None:
    assert ui.problems([text("40", 100, 100), text("40", 100, 100)], (400, 300)) == []
