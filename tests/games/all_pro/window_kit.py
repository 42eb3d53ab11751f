"""What the All-Pro window tests do as a person would: click, and draw a frame while recording
its boxes (saved as a PNG to look at when $ALLPRO_SHOTS names a folder)."""

from __future__ import annotations

import os

import pygame

from games.window import ui
from games.window.app import App

SHOTS = os.environ.get("ALLPRO_SHOTS")  # a folder to save the screens in, to look at


def drawn(app: App, name: str = "") -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    if SHOTS and name:
        pygame.image.save(app.screen, os.path.join(SHOTS, f"{name}.png"))
    return boxes


def click(app: App, pos: tuple[float, float]) -> None:
    x, y = round(pos[0]), round(pos[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    app.frame(1 / 60)
