"""The controls of the scene on show, over it: F1 or ? opens it, any key or click closes it."""

from __future__ import annotations

import pygame

from . import ui

KEY_COLUMN = 0.34  # of the box's width
ROW_SIZE = 24
ROW_STEP = 30


def draw_help(surface: pygame.Surface, title: str, controls: list[tuple[str, str]]) -> None:
    w, h = surface.get_size()
    rows = [*controls, ("M", "sound on or off"), ("F1 or ?", "this help (any key closes it)")]
    box = pygame.Rect(0, 0, min(w - 40, 860), min(h - 40, 110 + ROW_STEP * len(rows)))
    box.center = (w // 2, h // 2)
    ui.overlay(surface, box, 235, ui.ACCENT)
    ui.text(
        surface,
        ui.fit(f"How to play: {title}", box.width - 40, 34),
        (box.centerx, box.top + 18),
        34,
        ui.PAPER,
        "midtop",
    )
    key_w = round(box.width * KEY_COLUMN)
    room = (box.bottom - 20 - (box.top + 70)) // ROW_STEP
    for i, (keys, what) in enumerate(rows[:room]):
        y = box.top + 70 + ROW_STEP * i
        ui.text(surface, ui.fit(keys, key_w - 40, ROW_SIZE), (box.left + 24, y), ROW_SIZE, ui.ACCENT)
        ui.text(
            surface, ui.fit(what, box.width - key_w - 24, ROW_SIZE), (box.left + key_w, y), ROW_SIZE, ui.PAPER
        )
