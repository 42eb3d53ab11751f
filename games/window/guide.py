"""A first-game guide that teaches by doing: a step at a time ("Drag back from the slider and let
go to flick it"), each shown until the player has done it. The kit (games/window/app.py) draws the
current step as a small card clear of the point the scene says it talks about, shows a guide
once per name (remembered in the settings), skips a step on Tab and ends the guide on Shift+Tab
or its "skip guide" button; F1's page opens it again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from . import ui

WORDS, SMALL = 24, 18
CARD_WIDTH = 380
MARGIN = 14
TOP_CLEAR, BOTTOM_CLEAR = 52, 40  # px kept clear of a scene's title bar and its line of help
KEEP_CLEAR = 90  # px the card keeps from the point its step talks about


@dataclass(frozen=True, slots=True)
class Step:
    words: str
    done: Callable[[], bool]


class Guide:
    """The steps of one scene's guide and how far the player has come through them."""

    def __init__(self, name: str, steps: Sequence[Step]) -> None:
        self.name = name
        self.steps = tuple(steps)
        self.index = 0
        self.ended = False
        self.skip_button: ui.Button | None = None  # laid out when drawn

    @property
    def current(self) -> Step | None:
        if self.ended or self.index >= len(self.steps):
            return None
        return self.steps[self.index]

    @property
    def finished(self) -> bool:
        return self.current is None

    def advance(self) -> None:
        """Pass every step the player has now done (a step's ``done`` asked once a frame)."""
        while (step := self.current) is not None and step.done():
            self.index += 1

    def skip(self) -> None:
        """Tab: go on to the next step without doing this one."""
        if self.current is not None:
            self.index += 1

    def end(self) -> None:
        """Shift+Tab or the "skip guide" button: no more steps."""
        self.ended = True

    def restart(self) -> None:
        self.index, self.ended = 0, False

    # ------------------------------------------------------------- drawing
    def card(self, area: pygame.Rect, keep_clear: tuple[int, int] | None, scale: float = 1.0) -> pygame.Rect:
        """Where the card goes: a top corner of ``area``, the one farthest from ``keep_clear``."""
        step = self.current
        width = min(round(CARD_WIDTH * scale), area.width - 2 * MARGIN)
        words = _size(WORDS, scale)
        lines = ui.wrap(step.words if step else "", width - 24, words, indent="")
        small = _size(SMALL, scale)
        height = (
            16 + len(lines) * ui.line_height(words) + 8 + ui.line_height(small) + 8 + round(30 * scale) + 10
        )
        top, bottom = area.top + TOP_CLEAR, area.bottom - BOTTOM_CLEAR - height
        left, right = area.left + MARGIN, area.right - MARGIN - width
        corners = [  # in the order preferred: over the corner of the playing surface, not its panel
            pygame.Rect(left, top, width, height),
            pygame.Rect(right, top, width, height),
            pygame.Rect(left, bottom, width, height),
            pygame.Rect(right, bottom, width, height),
        ]
        if keep_clear is None:
            return corners[0]
        clear = [c for c in corners if not c.inflate(2 * KEEP_CLEAR, 2 * KEEP_CLEAR).collidepoint(keep_clear)]
        if clear:
            return clear[0]
        return max(corners, key=lambda c: (c.centerx - keep_clear[0]) ** 2 + (c.centery - keep_clear[1]) ** 2)

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        keep_clear: tuple[int, int] | None,
        scale: float = 1.0,
    ) -> None:
        step = self.current
        if step is None:
            self.skip_button = None
            return
        box = self.card(area, keep_clear, scale)
        ui.overlay(surface, box, 235, ui.HIGHLIGHT)
        words, small = _size(WORDS, scale), _size(SMALL, scale)
        y = box.top + 12
        for line in ui.wrap(step.words, box.width - 24, words, indent=""):
            ui.text(surface, line, (box.left + 12, y), words, ui.PAPER)
            y += ui.line_height(words)
        y += 6
        count = f"Step {self.index + 1} of {len(self.steps)} · Tab: next step"
        ui.text(surface, ui.fit(count, box.width - 24, small), (box.left + 12, y), small, ui.MUTED)
        y += ui.line_height(small) + 8
        button = pygame.Rect(box.left + 12, y, box.width - 24, round(30 * scale))
        self.skip_button = ui.Button("Skip guide (Shift+Tab)", button)
        self.skip_button.draw(surface, size=small)

    def clicked(self, pos: tuple[int, int]) -> bool:
        """A click on the card's "skip guide" button ends the guide; True if it was one."""
        if self.skip_button is not None and self.current is not None and self.skip_button.hit(pos):
            self.end()
            return True
        return False


def _size(size: int, scale: float) -> int:
    return max(10, round(size * scale))
