"""Between the points of a foosball game: nothing moves until the player says ready (a card with a
Ready button, or Space), and after a goal its last seconds are replayed slowly (any key or click
skips), then the score is shown on the card until the player is ready for the next serve."""

from __future__ import annotations

from enum import Enum

import pygame

from games.foosball.ui.goal_replay import Frame, GoalReplay
from games.window import ui

READY_KEYS = (pygame.K_SPACE,)


class Pause(Enum):
    READY = "ready"  # the card: waiting for the player
    REPLAY = "replay"  # a goal again, slowly
    PLAY = "play"


def skips(event: pygame.event.Event) -> bool:
    """Does this event skip a goal's replay? A key or a click does; the wheel (which pygame also
    reports as a press of buttons 4 and up) does not: a player rolls it to shoot."""
    if event.type == pygame.KEYDOWN:
        return True
    return event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)


HOW_SIZE = 18  # px of the goal card's line of how the goal came


class Between:
    def __init__(self) -> None:
        self.pause = Pause.READY
        self.replay: GoalReplay | None = None
        self.headline = ""  # the last goal's call, or who serves first
        self.how = ""  # how the goal came, in one plain line (table talk's name in brackets)
        self.button: ui.Button | None = None
        self.readies = 0  # times the player said ready (the guide waits for the first)
        self.replays = 0

    @property
    def holding(self) -> bool:
        """Is the game held (the table still)?"""
        return self.pause != Pause.PLAY

    def goal(self, frames: list[Frame], headline: str) -> None:
        self.headline, self.how = headline, ""
        if frames:
            self.replay, self.pause = GoalReplay(frames), Pause.REPLAY
            self.replays += 1
        else:
            self.pause = Pause.READY

    def ready(self) -> None:
        self.pause, self.replay = Pause.PLAY, None
        self.readies += 1

    def skip(self) -> None:
        """The replay is over (seen, or skipped): the score, and the Ready button."""
        self.pause, self.replay = Pause.READY, None

    def handle(self, event: pygame.event.Event) -> bool:
        """Any key or click skips the replay; Space or the button says ready. True if taken."""
        if self.pause == Pause.REPLAY and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                return False  # Esc still asks to leave
            if skips(event):
                self.skip()
            return True
        if self.pause != Pause.READY:
            return False
        if event.type == pygame.KEYDOWN and event.key in READY_KEYS:
            self.ready()
            return True
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and self.button is not None and self.button.hit(event.pos):
            self.ready()
            return True
        return False

    def update(self, dt: float) -> None:
        if self.replay is not None:
            self.replay.update(dt)
            if self.replay.done:
                self.skip()

    # ----------------------------------------------------------------- drawing
    def draw_card(self, surface: pygame.Surface, area: pygame.Rect, score: str, lines: list[str]) -> None:
        """The card over the middle of the table: the last goal (or who serves), the score, what
        happens next, and the Ready button."""
        width = min(area.width - 40, 560)
        heads = ui.wrap(self.headline, width - 40, 26, "") if self.headline else []
        how = ui.wrap(self.how, width - 40, HOW_SIZE, "") if self.how else []
        body = [part for line in lines for part in ui.wrap(line, width - 40, 20, "")]
        height = 24 + len(heads) * ui.line_height(26) + ui.line_height(40) + 8
        height += len(how) * ui.line_height(HOW_SIZE)
        height += len(body) * ui.line_height(20) + 16 + 40 + 20
        box = pygame.Rect(0, 0, width, height)
        box.center = area.center
        ui.overlay(surface, box, 225, ui.ACCENT)
        y = box.top + 14
        for line in heads:
            y = ui.text(surface, line, (box.centerx, y), 26, ui.ACCENT, "midtop").bottom
        for line in how:
            y = ui.text(surface, line, (box.centerx, y), HOW_SIZE, ui.PAPER, "midtop").bottom
        y = ui.text(surface, score, (box.centerx, y + 4), 40, ui.PAPER, "midtop").bottom + 4
        for line in body:
            y = ui.text(surface, line, (box.centerx, y), 20, ui.PAPER, "midtop").bottom
        button = pygame.Rect(0, 0, 220, 40)
        button.midtop = (box.centerx, y + 12)
        self.button = ui.Button("Ready", button)
        self.button.draw(surface, self.button.hit(pygame.mouse.get_pos()), 24, "Space")

    def draw_replay_tag(self, surface: pygame.Surface, strip: pygame.Rect) -> None:
        """In ``strip``, a band off the table (the top bar): what the replay is and how to skip
        it, never over the figures."""
        size = 18
        ui.overlay(surface, strip, 235, ui.HIGHLIGHT)
        lines = replay_tag_lines(strip, size)
        top = strip.centery - len(lines) * ui.line_height(size) // 2
        for i, line in enumerate(lines):
            ui.text(surface, line, (strip.left + 8, top + i * ui.line_height(size)), size, ui.HIGHLIGHT)


REPLAY_TAG = ("Replay at a quarter of the speed: any key or click skips", "Replay, slowed: any key skips")


def replay_tag_lines(strip: pygame.Rect, size: int) -> list[str]:
    """The replay tag wrapped into ``strip``'s rows, never cut (play-test 4 of issue 32 read
    "Replay at a quarter of the speed: any ke..." in the side panel): the short words if the
    long ones do not fit."""
    rows = max(1, (strip.height - 6) // ui.line_height(size))
    for words in REPLAY_TAG:
        lines = ui.wrap(words, strip.width - 16, size, "")
        if len(lines) <= rows:
            return lines
    return [ui.fit(REPLAY_TAG[-1], strip.width - 16, size)]
