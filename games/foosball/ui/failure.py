"""The mechanical-failure moment of a foosball game (Article VII): before a failure is declared the
player is asked which of their rods is broken (1-4 or its button; anything else cancels), and a
failure is declared at most once a serve, so random input cannot fill the log with failures."""

from __future__ import annotations

import pygame

from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who, rod_field, tell
from games.window import ui
from sim.foosball.spec import Side, TableSpec

CONFIRM_TIME = 8.0  # s the question "which rod is broken?" waits for its answer
QUESTION = "Which of your rods is broken? The game stops until you press X (Rod fixed)."
HINT = "Which of your rods is broken? Press 1-4 (or click it); N or any other key cancels"
ALREADY = "a mechanical failure was declared already since the last serve"
NOTHING_BROKEN = "none of your rods is broken: the referee calls a failure when a rod really jams or breaks"


def serve_count(ref: FoosReferee) -> int:
    return sum(1 for call in ref.log if call.kind in ("serve", "restart"))


def your_rods(spec: TableSpec) -> list[int]:
    return [r.index for r in spec.rods if r.team == Side.HOME]


class FailureQuestion:
    """The question "which of your rods is broken?" and the once-a-serve limit."""

    def __init__(self) -> None:
        self.confirming: float | None = None  # s left to answer
        self.buttons: list[tuple[int | None, ui.Button]] = []  # a rod, or None: cancel
        self.declared_at = -1  # the serve count when a failure was last declared

    def declared_this_serve(self, ref: FoosReferee) -> bool:
        return self.declared_at == serve_count(ref)

    def declared(self, ref: FoosReferee) -> None:
        self.declared_at = serve_count(ref)

    def ask(self, ref: FoosReferee) -> str | None:
        """Shift+F or the button: asks before declaring; the refusal, if it may not be."""
        if not ref.declarable(Side.HOME):  # Article IV: only a failure the table has (issue 34)
            if ref.options.declare_failure == "broken_only":
                return NOTHING_BROKEN
            return "a mechanical failure is declared already: X repairs it"
        if self.declared_this_serve(ref):
            return ALREADY
        self.confirming = CONFIRM_TIME
        return None

    def answer(self, event: pygame.event.Event, rods: list[int]) -> tuple[bool, int | None]:
        """The answer: 1-4 or a rod's button names that rod; Esc, any other key or a click
        elsewhere cancels. (Was it the answer, the rod named.)"""
        rod: int | None = None
        if event.type == pygame.KEYDOWN:
            number = event.key - pygame.K_1
            rod = rods[number] if 0 <= number < len(rods) else None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            rod = next((r for r, button in self.buttons if button.hit(event.pos)), None)
        else:
            return False, None
        self.confirming = None
        return True, rod

    def update(self, dt: float) -> None:
        if self.confirming is not None:
            self.confirming = self.confirming - dt if self.confirming > dt else None

    def draw(self, surface: pygame.Surface, box: pygame.Rect, spec: TableSpec, who: dict[Side, Who]) -> None:
        """Over the panel's buttons (``box``: its left, top and width), opaque."""
        button_h, gap = 30, 5
        words = ui.wrap(QUESTION, box.width - 20, 19, "")
        rods = your_rods(spec)
        height = 10 + len(words) * ui.line_height(19) + 8 + (len(rods) + 1) * (button_h + gap) + 6
        box = pygame.Rect(box.left, box.top, box.width, height)
        ui.overlay(surface, box, 255, ui.ACCENT)
        y = box.top + 10
        for line in words:
            y = ui.text(surface, line, (box.left + 10, y), 19, ui.PAPER).bottom
        y += 8
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        for i, rod in enumerate([*rods, None]):
            label = "Cancel" if rod is None else ui.sentence(tell(rod_field(spec.rods[rod]), who))
            button = ui.Button(label, pygame.Rect(box.left + 10, y, box.width - 20, button_h))
            button.draw(surface, button.hit(mouse), 19, "N" if rod is None else str(i + 1))
            self.buttons.append((rod, button))
            y += button_h + gap
