"""Tortellini Football's guided first turn against the CPU: a step at a time, each shown until the
player has done it (place your chips, give an order, give them all, reveal, watch), shown once by
the window kit (games/window/guide.py: Tab skips a step, Shift+Tab or its button ends the guide,
F1 then G shows it again).

The steps point at the board, its home row's name, the buttons under it, the legend and the
caption line above it: the card goes in the side panel, between the legend and the log, where it
hides none of them (a strip over the caption line hid the captions step 5 says to read:
play-test 7/10). It is laid out for a box that tall: the words across it, the step's count above
them and the "skip guide" button below."""

from __future__ import annotations

from typing import Protocol

import pygame

from games.tortellini.rules.actions import Phase, Team
from games.tortellini.rules.engine import Chip, Tortellini
from games.window import ui
from games.window.guide import Guide, Step

READ_FRAMES = 60  # frames (a second at 60 a second) a step is shown at least, done or not
# A step already done when it came up, or within UNREAD frames of it (three orders given in a
# breath, as step 2 went), had not been read: a second was too short for step 3's thirty words
# and a newcomer said the guide skipped it (play-test 7/10). Such a step stays its reading time,
# frames a word, up to READ_MOST: the guide may lag the player a little, it never skips.
FRAMES_A_WORD, READ_MOST = 8, 240
UNREAD = 30  # frames: done sooner after it came up, a step was done before it was read
WORDS, SMALL, LEAST = 19, 14, 12  # the card's text sizes: its words (shrunk to fit, to LEAST), the rest

NAME = "tortellini"
# The card's first words: in the panel it read as more of the panel, and a newcomer who had it
# beside the board said there was no guide (play-test).
TITLE = "First-game guide"


class Learner(Protocol):
    """What the guide watches in the Tortellini scene."""

    game: Tortellini
    orders: dict[Chip, str]

    @property
    def showing(self) -> bool:
        """Is a turn being shown?"""


class ReadGuide(Guide):
    """A guide whose every step stays on show for a while, even when the player's clicks have
    already done it (a newcomer who gave three orders at once never saw step 3, what every chip
    needs: the step came and went in a frame)."""

    def __init__(self, name: str, steps: list[Step]) -> None:
        super().__init__(name, steps)
        self.frames = 0  # frames the current step has been on show
        self.done_at: int | None = None  # the frame of it that first found it done

    def advance(self) -> None:
        """Once a frame (games/window/app.py), before the step is drawn."""
        while (step := self.current) is not None and step.done():
            if self.done_at is None:
                self.done_at = self.frames
            if self.frames < self.hold(step):
                break
            self._next()
        if self.showing is not None:
            self.frames += 1

    def hold(self, step: Step) -> int:
        """Frames ``step`` stays on show: a second, or its reading time when it was done before
        the player could have read it."""
        if self.done_at is not None and self.done_at >= UNREAD:
            return READ_FRAMES
        return max(READ_FRAMES, min(READ_MOST, FRAMES_A_WORD * len(step.words.split())))

    def _next(self) -> None:
        self.index += 1
        self.frames, self.done_at = 0, None

    def skip(self) -> None:
        super().skip()
        self.frames, self.done_at = 0, None

    def restart(self) -> None:
        super().restart()
        self.frames, self.done_at = 0, None

    def card(self, area: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
        """The whole box the scene gives (Scene.guide_strip: in the panel), not a strip."""
        return pygame.Rect(area)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, scale: float = 1.0) -> None:
        step = self.showing
        if step is None:
            self.skip_button = None
            return
        box = self.card(area, scale)
        ui.overlay(surface, box, 255, ui.HIGHLIGHT)  # opaque: nothing under it shows through
        pad, small = round(8 * scale), max(10, round(SMALL * scale))
        last = self.index + 1 == len(self.steps)  # there Tab closes the guide: said so
        count = f"Step {self.index + 1} of {len(self.steps)} · Tab: {'close' if last else 'next'}"
        if ui.text_width(f"{TITLE} · {count}", small) <= box.width - 2 * pad:  # said to be a guide
            count = f"{TITLE} · {count}"
        y = ui.text(surface, count, (box.left + pad, box.top + pad // 2), small, ui.HIGHLIGHT).bottom
        tall = round(20 * scale)
        label = "Skip guide (Shift+Tab)"
        wide = min(box.width - 2 * pad, ui.text_width(label, small) + 2 * pad)
        button = pygame.Rect(box.right - pad - wide, box.bottom - pad // 2 - tall, wide, tall)
        size, lines = _fitted(step.words, box.width - 2 * pad, button.top - y - 4, scale)
        for line in lines:
            y = ui.text(surface, line, (box.left + pad, y + 2), size, ui.PAPER).bottom
        self.skip_button = ui.Button(label, button)
        self.skip_button.draw(surface, size=small)


def _fitted(words: str, width: int, height: int, scale: float) -> tuple[int, list[str]]:
    """The largest text size, down to the smallest readable, at which ``words`` fit ``height``."""
    size = max(LEAST, round(WORDS * scale))
    while True:
        lines = ui.wrap(words, width, size, indent="")
        step = max(ui.render(line, size, ui.PAPER).get_height() for line in lines) + 2
        if len(lines) * step <= height or size <= LEAST:
            return size, lines[: max(1, height // step)]
        size -= 1


def first_turn(scene: Learner, you: Team = Team.ONE) -> Guide:
    g = scene

    def placed() -> bool:
        return g.game.phase != Phase.SETUP or g.game.turn > 0

    def ordered(count: int) -> bool:
        return g.game.turn > 0 or sum(1 for chip in g.orders if chip[0] == you) >= count

    return ReadGuide(
        NAME,
        [
            Step(
                "Set up: click a square of your home row, the bottom row, for each of your chips "
                "(red, then white, then blue). The side with the ball places first. F1: the rules.",
                placed,
            ),
            Step(
                "Give a chip its order: click one of your round chips, then one of the yellow "
                "dots around it. It will step there.",
                lambda: ordered(1),
            ),
            Step(
                "Every chip needs an order. With the ball you may pass instead: Pass, then a chip "
                "of yours on a line with the ball. Ctrl+Z takes an order back.",
                lambda: ordered(3),
            ),
            Step(
                "Press Reveal: the CPU has planned in secret too, and both plans are carried out "
                "at once. Your arrows are solid, the CPU's dashed.",
                lambda: g.game.turn > 0,
            ),
            Step(
                "Watch the turn: the moves, then the pass; the captions above the board say what "
                "happens. Any key skips it. F1 has the rules with pictures.",
                lambda: g.game.turn > 0 and not g.showing,
            ),
        ],
    )
