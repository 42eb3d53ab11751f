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
    """``when``: the step's moment has come (its card waits, hidden, until then: a step about the
    first flick is not shown while the player chooses a goal)."""

    words: str
    done: Callable[[], bool]
    when: Callable[[], bool] = lambda: True


Avoid = Callable[[], Sequence[pygame.Rect]]


class Guide:
    """The steps of one scene's guide and how far the player has come through them."""

    def __init__(self, name: str, steps: Sequence[Step], avoid: Avoid | None = None) -> None:
        """``avoid``: what the card must never cover, asked each frame (a panel's score and
        buttons, a readout the step talks about)."""
        self.name = name
        self.steps = tuple(steps)
        self.avoid = avoid
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
    def card(self, area: pygame.Rect, keep_clear: tuple[int, int] | None, scale: float = 1.0) -> pygame.Rect:
        """Where the card goes: a top corner of ``area`` if one is clear of ``keep_clear`` and of
        what the scene asks to avoid, else the first clear place scanning the area, else the
        place that covers least of it."""
        step = self.current
        width = min(round(CARD_WIDTH * scale), area.width - 2 * MARGIN)
        words = _size(WORDS, scale)
        lines = ui.wrap(step.words if step else "", width - 24, words, indent="")
        small = _size(SMALL, scale)
        height = (
            16 + len(lines) * ui.line_height(words) + 8 + ui.line_height(small) + 8 + round(30 * scale) + 10
        )
        avoid = [pygame.Rect(r) for r in (self.avoid() if self.avoid is not None else ())]
        if keep_clear is not None:
            x, y = keep_clear
            avoid.append(pygame.Rect(x - KEEP_CLEAR, y - KEEP_CLEAR, 2 * KEEP_CLEAR, 2 * KEEP_CLEAR))
        places = _places(area, width, height)
        if not avoid:
            return places[0]
        clear = [c for c in places if c.collidelist(avoid) < 0]
        if clear:
            return clear[0]
        return min(places, key=lambda c: sum(_overlap(c, r) for r in avoid))

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        keep_clear: tuple[int, int] | None,
        scale: float = 1.0,
    ) -> None:
        step = self.showing
        if step is None:
            self.skip_button = None
            return
        box = self.card(area, keep_clear, scale)
        ui.overlay(surface, box, 255, ui.HIGHLIGHT)  # opaque: no panel text shows through its words
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
        if self.skip_button is not None and self.showing is not None and self.skip_button.hit(pos):
            self.end()
            return True
        return False


def _size(size: int, scale: float) -> int:
    return max(10, round(size * scale))


def _places(area: pygame.Rect, width: int, height: int) -> list[pygame.Rect]:
    """Where a card may go, in the order preferred: the four corners (over the playing surface's
    corner first, not its panel), then every place on a grid over the area."""
    top, bottom = area.top + TOP_CLEAR, area.bottom - BOTTOM_CLEAR - height
    left, right = area.left + MARGIN, area.right - MARGIN - width
    corners = [(left, top), (right, top), (left, bottom), (right, bottom)]
    step = 20
    xs = [*range(left, right + 1, step * 2), right]
    ys = [*range(top, max(top, bottom) + 1, step), bottom]
    grid = [(x, y) for y in ys for x in xs if (x, y) not in corners]
    return [pygame.Rect(x, y, width, height) for x, y in corners + grid]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height
