"""A scene that offers a few choices (the opponent of a game): a button each, or its number. A
number key is not taken for a choice the player has not seen for KEY_GRACE seconds of the scene's
own clock: a key pressed for the screen before must not pick on this one unread."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from . import ui
from .scene import Host, Scene

Choice = tuple[str, Callable[[Host], Scene]]
KEY_GRACE = 0.3  # s a choice must have been on show before its number key picks it


class ChoiceScene(Scene):
    """Pick one of ``choices``: this scene gives way to the one chosen. Esc goes back."""

    def __init__(
        self,
        app: Host,
        title: str,
        subtitle: str,
        choices: Sequence[Choice],
        background: ui.Color = (24, 60, 36),
    ) -> None:
        super().__init__(app)
        self.title, self.subtitle, self.background = title, subtitle, background
        self.choices = list(choices)
        self.buttons: list[ui.Button] = []
        self.age = 0.0  # s the choices have been on show

    def update(self, dt: float) -> None:
        self.age += dt

    def resized(self, size: tuple[int, int]) -> None:
        width = min(size[0] - 80, ui.px(520))
        top, pitch, tall = ui.px(200), ui.px(70), ui.px(54)
        self.buttons = [
            ui.Button(label, pygame.Rect((size[0] - width) // 2, top + i * pitch, width, tall))
            for i, (label, _) in enumerate(self.choices)
        ]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key < pygame.K_1 + len(self.choices):
            if self.age >= KEY_GRACE:
                self.choose(event.key - pygame.K_1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, button in enumerate(self.buttons):
                if button.hit(event.pos):
                    self.choose(i)

    def controls(self) -> list[tuple[str, str]]:
        return [("click, or 1-9", "choose"), ("Esc", "back")]

    def choose(self, index: int) -> None:
        factory = self.choices[index][1]
        self.app.back()
        self.app.push(factory)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill(self.background)
        w = surface.get_width()
        ui.text(surface, ui.fit(self.title, w - 40, 64), (w / 2, ui.px(60)), 64, ui.PAPER, "midtop")
        ui.text(surface, ui.fit(self.subtitle, w - 40, 28), (w / 2, ui.px(126)), 28, ui.MUTED, "midtop")
        for i, button in enumerate(self.buttons):
            button.draw(surface, size=30, key=str(i + 1))
