"""A question asked once before something that cannot be undone (bumping the table, leaving a
game): Enter or a click on the first button goes ahead, Esc or the second button does not.
A question asked on Esc (leaving a game) is ``safe``: there Enter keeps the player where he is
(the second button) and Y goes ahead, so Esc then Enter never leaves a game (newcomer: Esc meant
to let go of a man, Enter for the next move). While it is open it takes every key and click, so
a stray one cannot go past it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from . import ui

QUESTION, DETAIL, BUTTON = 36, 24, 26


@dataclass(slots=True)
class Confirm:
    question: str
    detail: str
    yes: str  # the words of the button that goes ahead
    on_yes: Callable[[], None]
    no: str = "Cancel"
    buttons: tuple[ui.Button, ...] = ()  # laid out when drawn
    hover: int = -1
    # s before Enter or Y goes ahead: a key meant for the screen before must not answer this
    # question unread. Its owner advances ``age`` (the kit does for "Leave this game?"); 0 waits not.
    grace: float = 0.0
    age: float = 0.0
    safe: bool = False  # Enter answers no (the second button); only Y or a click goes ahead

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take the event; True once the question is answered (and acted on, if yes)."""
        if event.type == pygame.KEYDOWN:
            if self.safe and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self._answer(False)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                return self.age >= self.grace and self._answer(True)
            if event.key in (pygame.K_ESCAPE, pygame.K_n):
                return self._answer(False)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, b in enumerate(self.buttons) if b.hit(event.pos)), -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, button in enumerate(self.buttons):
                if button.hit(event.pos):
                    return self._answer(i == 0)
        return False

    def _answer(self, yes: bool) -> bool:
        if yes:
            self.on_yes()
        return True

    def layout(self, area: pygame.Rect) -> pygame.Rect:
        """The dialog's box, centred on ``area``; places its buttons."""
        width = min(area.width - 20, 640)
        lines = ui.wrap(self.detail, width - 40, DETAIL, indent="")
        box = pygame.Rect(0, 0, width, 150 + len(lines) * ui.line_height(DETAIL))
        box.center = area.center
        half = (width - 60) // 2
        y = box.bottom - 62
        keys = ("Y", "Enter") if self.safe else ("Enter", "Esc")
        self.buttons = (
            ui.Button(f"{self.yes} ({keys[0]})", pygame.Rect(box.left + 20, y, half, 44)),
            ui.Button(f"{self.no} ({keys[1]})", pygame.Rect(box.right - 20 - half, y, half, 44)),
        )
        return box

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        box = self.layout(area)
        ui.overlay(surface, box, 255, ui.ACCENT)  # opaque: the question is read, not the table under it
        ui.text(
            surface,
            ui.fit(self.question, box.width - 40, QUESTION),
            (box.centerx, box.top + 16),
            QUESTION,
            ui.PAPER,
            "midtop",
        )
        y = box.top + 22 + ui.line_height(QUESTION)
        for line in ui.wrap(self.detail, box.width - 40, DETAIL, indent=""):
            ui.text(surface, line, (box.centerx, y), DETAIL, ui.PAPER, "midtop")
            y += ui.line_height(DETAIL)
        for i, button in enumerate(self.buttons):
            button.draw(surface, hover=i == self.hover, size=BUTTON)
