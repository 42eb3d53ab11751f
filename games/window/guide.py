"""A first-game guide that teaches by doing: a step at a time ("Drag back from the slider and let
go to flick it"), each shown until the player has done it. The kit (games/window/app.py) draws the
current step in a strip over the scene's title bar (never over what the step talks about), shows a guide
once per name (remembered in the settings), skips a step on Tab and ends the guide on Shift+Tab
or its "skip guide" button; F1's page opens it again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from . import ui

WORDS_STRIP, SMALL_STRIP, MIN_WORDS = 19, 14, 13
STRIP_HEIGHT = 44  # a scene's title bar, which the strip covers while a step is shown


@dataclass(frozen=True, slots=True)
class Step:
    """``when``: the step's moment has come (its card waits, hidden, until then: a step about the
    first flick is not shown while the player chooses a goal)."""

    words: str
    done: Callable[[], bool]
    when: Callable[[], bool] = lambda: True


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
    def showing(self) -> Step | None:
        """The step on show: the current one once its moment has come."""
        step = self.current
        return step if step is not None and step.when() else None

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
    def card(self, area: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
        """Where the step is shown: a strip across ``area``'s top, over the scene's title bar
        unless the scene puts it elsewhere (Scene.guide_strip). Every scene keeps its title bar
        for its name alone, so the strip never covers the playing surface, a panel, a log or a
        button, whatever the scene lays out where (each scene's tests check its own)."""
        return pygame.Rect(area.left, area.top, area.width, STRIP_HEIGHT)

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        scale: float = 1.0,
    ) -> None:
        step = self.showing
        if step is None:
            self.skip_button = None
            return
        box = self.card(area, scale)
        ui.overlay(surface, box, 255, ui.HIGHLIGHT)  # opaque: the title under it does not show through
        small = _size(SMALL_STRIP, scale)
        button_w = round(170 * scale)
        last = self.index + 1 == len(self.steps)  # there Tab closes the guide: said so
        count = f"Step {self.index + 1} of {len(self.steps)} · Tab: {'close' if last else 'next'}"
        side = max(ui.text_width(count, small), button_w) + 24
        words_w = box.width - side - 24
        size, lines = _fitted(step.words, words_w, box.height - 8, scale)
        tall = _line_step(lines, size)
        y = box.top + (box.height - len(lines) * tall) // 2
        for line in lines:
            ui.text(surface, line, (box.left + 12, y), size, ui.PAPER)
            y += tall
        right = box.right - 12
        shown = ui.text(surface, count, (right, box.top + 3), small, ui.MUTED, "topright")
        # Under the count, never over it: the strip's height is the title bar's at every text
        # scale (at 1.25 and 1.5 the button covered "Step N of 6": play-test).
        tall = min(round(20 * scale), box.bottom - 3 - (shown.bottom + 1))
        button = pygame.Rect(right - button_w, box.bottom - 3 - tall, button_w, tall)
        self.skip_button = ui.Button("Skip guide (Shift+Tab)", button)
        self.skip_button.draw(surface, size=small)

    def clicked(self, pos: tuple[int, int]) -> bool:
        """A click on the card's "skip guide" button ends the guide; True if it was one."""
        if self.skip_button is not None and self.showing is not None and self.skip_button.hit(pos):
            self.end()
            return True
        return False


def _size(size: int, scale: float) -> int:
    return max(10, round(size * scale))


def _fitted(words: str, width: int, height: int, scale: float) -> tuple[int, list[str]]:
    """The largest text size, down to the smallest readable, at which ``words`` fit the strip."""
    size = _size(WORDS_STRIP, scale)
    while True:
        lines = ui.wrap(words, width, size, indent="")
        tall = _line_step(lines, size)
        if len(lines) * tall <= height or size <= MIN_WORDS:
            return size, lines[: max(1, height // tall)]
        size -= 1


def _line_step(lines: Sequence[str], size: int) -> int:
    """How far apart ``lines`` go: as tall as the tallest of them drawn, as "Hg" (ui.line_height)
    can be a pixel shorter than a line with a comma or a bracket at some sizes."""
    return max([ui.line_height(size), *(ui.render(line, size, ui.PAPER).get_height() for line in lines)])
