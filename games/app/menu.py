"""The main menu: one button per game or mode."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from games.window import ui
from games.window.scene import Host, Scene

Entry = tuple[str, Callable[[Host], Scene]]


class MenuScene(Scene):
    title = "tabletop-sim"

    def __init__(self, app: Host, entries: Sequence[Entry]) -> None:
        super().__init__(app)
        self.entries = list(entries)
        self.buttons: list[ui.Button] = []
        self.hover = -1

    def resized(self, size: tuple[int, int]) -> None:
        """The buttons between the title and the hint at the bottom, as tall as fit (44 to 56)."""
        w, h = size
        n = max(1, len(self.entries))
        room = h - 150 - 60
        pitch = min(72, room // n)
        bw, bh, gap = min(520, w - 80), min(56, pitch - 8), 8 if pitch < 64 else 16
        top = 150 + max(0, (room - n * (bh + gap)) // 2)
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

    def controls(self) -> list[tuple[str, str]]:
        return [("click, or 1-9", "open a game"), ("Esc", "quit")]

    def choose(self, index: int) -> None:
        self.app.push(self.entries[index][1])

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((24, 60, 36))
        w, _ = surface.get_size()
        ui.text(surface, "tabletop-sim", (w / 2, 50), 72, ui.PAPER, "midtop")
        ui.text(surface, "tabletop football, simulated", (w / 2, 108), 28, ui.MUTED, "midtop")
        for i, button in enumerate(self.buttons):
            button.draw(surface, hover=i == self.hover, size=30, key=str(i + 1))
        ui.text(
            surface,
            "Click a game or press its number · F1: help · Esc: quit",
            (w / 2, surface.get_height() - 30),
            22,
            ui.MUTED,
            "center",
        )
