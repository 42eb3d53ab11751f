"""The main menu: one button per game or mode."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from . import ui
from .scene import Host, Scene

Entry = tuple[str, Callable[[Host], Scene]]


class MenuScene(Scene):
    title = "tabletop-sim"

    def __init__(self, app: Host, entries: Sequence[Entry]) -> None:
        super().__init__(app)
        self.entries = list(entries)
        self.buttons: list[ui.Button] = []
        self.hover = -1

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh, gap = min(520, w - 80), 56, 16
        top = max(140, (h - len(self.entries) * (bh + gap)) // 2)
        self.buttons = [
            ui.Button(label, pygame.Rect((w - bw) // 2, top + i * (bh + gap), bw, bh))
            for i, (label, _) in enumerate(self.entries)
        ]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, b in enumerate(self.buttons) if b.hit(event.pos)), -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, button in enumerate(self.buttons):
                if button.hit(event.pos):
                    self.choose(i)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.back()
            elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(self.entries):
                self.choose(event.key - pygame.K_1)

    def choose(self, index: int) -> None:
        self.app.push(self.entries[index][1])

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((24, 60, 36))
        w, _ = surface.get_size()
        ui.text(surface, "tabletop-sim", (w / 2, 50), 72, ui.PAPER, "midtop")
        ui.text(surface, "tabletop football, simulated", (w / 2, 108), 28, ui.MUTED, "midtop")
        for i, button in enumerate(self.buttons):
            button.draw(surface, hover=i == self.hover)
            ui.text(
                surface,
                str(i + 1),
                (button.rect.left + 18, button.rect.centery),
                26,
                ui.MUTED,
                "midleft",
            )
        ui.text(
            surface,
            "click a mode or press its number; Esc quits",
            (w / 2, surface.get_height() - 30),
            22,
            ui.MUTED,
            "center",
        )
