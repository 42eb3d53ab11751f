"""The main menu: one button per game or mode, and the window's settings (the size of text and
panels, the sound) at its foot."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from games.window import ui
from games.window.choice import KEY_GRACE
from games.window.scene import Host, Scene
from games.window.settings import UI_SCALES

Entry = tuple[str, Callable[[Host], Scene]]
SETTING = 20  # the settings' buttons' text
TITLE_TOP = 50


def _subtitle_top() -> int:
    return max(108, TITLE_TOP + ui.line_height(72))


class MenuScene(Scene):
    title = "tabletop-sim"

    def __init__(self, app: Host, entries: Sequence[Entry]) -> None:
        super().__init__(app)
        self.entries = list(entries)
        self.buttons: list[ui.Button] = []
        self.hover = -1
        self.settings: list[ui.Button] = []  # text size, sound
        self.age = 0.0  # s on show: a number key waits until the menu has been seen (KEY_GRACE)

    def update(self, dt: float) -> None:
        self.age += dt

    def resized(self, size: tuple[int, int]) -> None:
        """The buttons between the title and the hint at the bottom, as tall as fit (44 to 56)."""
        w, h = size
        n = max(1, len(self.entries))
        sw, sh = min(ui.px(250), (w - 60) // 2), ui.line_height(SETTING) + 12
        head = max(150, _subtitle_top() + ui.line_height(28) + 16)  # below the titles, at any scale
        room = h - head - 60 - sh - 18  # the settings' row above the hint, clear of the last game
        # One column while a button holds its words at the text size; else two side by side.
        cols = 1 if room // n >= ui.line_height(30) + 14 else 2
        rows = -(-n // cols)
        pitch = min(72, room // rows)
        gap = 8 if pitch < 64 else 16
        bw = min(520, w - 80) if cols == 1 else min(460, (w - 100) // 2)
        bh = min(56, pitch - gap)  # a button and its gap within the pitch
        top = head + max(0, (room - rows * (bh + gap)) // 2)
        left = (w - cols * bw - (cols - 1) * 20) // 2
        self.buttons = [
            ui.Button(
                label, pygame.Rect(left + (i // rows) * (bw + 20), top + (i % rows) * (bh + gap), bw, bh)
            )
            for i, (label, _) in enumerate(self.entries)
        ]
        y = h - 52 - sh
        self.settings = [
            ui.Button(self._scale_words(), pygame.Rect(w // 2 - sw - 10, y, sw, sh)),
            ui.Button(self._sound_words(), pygame.Rect(w // 2 + 10, y, sw, sh)),
        ]

    def _scale_words(self) -> str:
        return f"Text size: {round(self.app.settings.ui_scale * 100)}% (S)"

    def _sound_words(self) -> str:
        return f"Sound: {'off' if self.app.settings.muted else 'on'} (M)"

    def next_scale(self) -> None:
        """The next size of text and panels (S, or its button): remembered, applied at once."""
        scales = list(UI_SCALES)
        now = self.app.settings.ui_scale
        self.app.set_ui_scale(scales[(scales.index(now) + 1) % len(scales)] if now in scales else 1.0)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, b in enumerate(self.buttons) if b.hit(event.pos)), -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, button in enumerate(self.buttons):
                if button.hit(event.pos):
                    self.choose(i)
            if self.settings and self.settings[0].hit(event.pos):
                self.next_scale()
            elif self.settings and self.settings[1].hit(event.pos):
                self.app.settings.muted = self.app.sounds.toggle_mute()
                self.app.settings.save()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.back()
            elif event.key == pygame.K_s:
                self.next_scale()
            elif self.age >= KEY_GRACE and 0 <= event.key - pygame.K_1 < min(9, len(self.entries)):
                self.choose(event.key - pygame.K_1)

    def controls(self) -> list[tuple[str, str]]:
        return [
            ("click, or 1-9", "open a game, or a tool below the games"),
            ("Mat editor", "design a Finger Football mat, see its odds"),
            ("Recordings", "replay a game played here, or go on with one"),
            ("S", "text size: 100%, 125%, 150%"),
            ("Esc", "quit"),
        ]

    def choose(self, index: int) -> None:
        self.app.push(self.entries[index][1])

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((24, 60, 36))
        w, _ = surface.get_size()
        ui.text(surface, "tabletop-sim", (w / 2, TITLE_TOP), 72, ui.PAPER, "midtop")
        ui.text(surface, "tabletop football, simulated", (w / 2, _subtitle_top()), 28, ui.MUTED, "midtop")
        for i, button in enumerate(self.buttons):
            button.draw(surface, hover=i == self.hover, size=30, key=str(i + 1))
        if self.settings:
            self.settings[0].label, self.settings[1].label = self._scale_words(), self._sound_words()
        for button in self.settings:
            button.draw(surface, size=SETTING)
        ui.text(
            surface,
            "Click a game or a tool, or press its number · F1: help · Esc: quit",
            (w / 2, surface.get_height() - 30),
            22,
            ui.MUTED,
            "center",
        )
