"""Between the points of a foosball game: nothing moves until the player says ready (a card with a
Ready button, or Space), and after a goal its last seconds are replayed slowly (any key or click
skips; F shows the whole point), then the score is shown on the card until the player is ready for
their serve, or counted in to the CPU's. After
the ball leaves the table or stops dead, the table waits a moment under a short card that says
what happened and who puts the ball back (news.py): a pause of the window, never of the rules'
clocks, which run on the table's time (a newcomer's play-test: a free-for-all, a take, a restart,
another free-for-all, another restart and a goal within two seconds)."""

from __future__ import annotations

import math
from enum import Enum

import pygame

from games.foosball.ui.goal_replay import Frame, GoalReplay
from games.window import ui

READY_KEYS = (pygame.K_SPACE,)


class Pause(Enum):
    READY = "ready"  # the card: waiting for the player
    REPLAY = "replay"  # a goal again, slowly
    NEWS = "news"  # what just happened, a moment (NEWS_TIME) or until a key or click
    COUNT = "count"  # the CPU serves next: the card counts in (COUNT_IN), no Ready to press
    PLAY = "play"


# Shown as a card: the score and what comes next.
CARDED = (Pause.READY, Pause.COUNT)
COUNT_IN = 2.0  # s of the wall clock the card counts down before the CPU's serve
FULL_KEY = pygame.K_f  # during a goal's replay: the whole point again, from the serve


NEWS_TIME = 1.8  # s of the wall clock a news card holds the table
NEWS_SIZE, NEWS_HEAD = 20, 24


def skips(event: pygame.event.Event) -> bool:
    """Does this event skip a goal's replay? A key or a click does; the wheel (which pygame also
    reports as a press of buttons 4 and up) does not: a player rolls it to shoot."""
    if event.type == pygame.KEYDOWN:
        return True
    return event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)


HOW_SIZE = 18  # px of the goal card's line of how the goal came
CALLED_SIZE = 15  # px of its caption: what the table calls it


class Between:
    def __init__(self) -> None:
        self.pause = Pause.READY
        self.replay: GoalReplay | None = None
        self.headline = ""  # the last goal's call, or who serves first
        self.how = ""  # how the goal came, in one plain line, as a player saw it
        self.called = ""  # the table talk's name for it, a small caption under ``how``
        self.tip = ""  # a tip for the next point, once (the key that picks your rods)
        self.news: tuple[str, str] | None = None  # a news card's (what happened, what next)
        self.news_left = 0.0  # s of the wall clock the news card stays
        self.told = 0  # news cards read (after each, the CPU gives you a moment: settle)
        self.button: ui.Button | None = None
        self.readies = 0  # times the player said ready (the guide waits for the first)
        self.replays = 0
        # After a goal the CPU serves: a short count-in instead of the Ready gate (a play-test:
        # "every goal costs two stops"); the player still says ready before a serve of theirs.
        self.count_in = False
        self.count_left = 0.0  # s of the wall clock before the count-in ends
        self.frames: list[Frame] = []  # the last goal's, for its full replay

    @property
    def holding(self) -> bool:
        """Is the game held (the table still)?"""
        return self.pause != Pause.PLAY

    def goal(self, frames: list[Frame], headline: str, count_in: bool = False) -> None:
        """A goal: its last seconds again, then the card (``count_in``: the CPU serves next)."""
        self.headline, self.how, self.called, self.tip = headline, "", "", ""
        self.news, self.count_in, self.frames = None, count_in, frames
        if frames:
            self.replay, self.pause = GoalReplay(frames), Pause.REPLAY
            self.replays += 1
        else:
            self.skip()

    def ready(self) -> None:
        self.pause, self.replay = Pause.PLAY, None
        self.readies += 1

    def skip(self) -> None:
        """The replay is over (seen, or skipped): the score, and the Ready button, or the count-in
        to the CPU's serve."""
        self.pause, self.replay = (Pause.COUNT if self.count_in else Pause.READY), None
        self.count_left, self.count_in = COUNT_IN, False

    @property
    def counting(self) -> int | None:
        """Whole seconds left of the count-in to the CPU's serve, or None."""
        return math.ceil(self.count_left) if self.pause == Pause.COUNT else None

    def count_words(self) -> str:
        """The line under the table while the card counts in to the CPU's serve."""
        if self.counting is None:
            return ""
        return f"The CPU serves in {self.counting} s (Space: now)"

    def tell(self, what: str, then: str) -> None:
        """Hold the table a moment under a card: ``what`` happened, and ``then`` what happens."""
        self.news, self.news_left, self.pause = (what, then), NEWS_TIME, Pause.NEWS

    def go_on(self) -> None:
        """The news card is read (its time is up, or a key or click said so): play goes on."""
        if self.pause == Pause.NEWS:
            self.pause = Pause.PLAY
            self.told += 1
        self.news = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Any key or click skips the replay; Space or the button says ready. True if taken."""
        if self.pause == Pause.REPLAY and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                return False  # Esc still asks to leave
            if event.type == pygame.KEYDOWN and event.key == FULL_KEY and self.replay is not None:
                if not self.replay.full:
                    self.replay = GoalReplay(self.frames, full=True)
                return True
            if skips(event):
                self.skip()
            return True
        if self.pause == Pause.NEWS:
            return self._news_event(event)
        if self.pause == Pause.COUNT and event.type == pygame.KEYDOWN and event.key in READY_KEYS:
            self.ready()  # ready sooner than the count
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

    def _news_event(self, event: pygame.event.Event) -> bool:
        """A key or a click ends the news card; Space does only that, any other key or click goes
        on to do what it does (T on a free-for-all's card takes the ball, as the card says; a
        click on "Take the ball" takes it). (The card comes only when the ball is out of play:
        the wheel then shoots nothing, it says so.)"""
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            self.go_on()
            return event.key in READY_KEYS
        if event.type == pygame.MOUSEBUTTONDOWN and skips(event):
            self.go_on()
        return False

    def update(self, dt: float, wall: float | None = None) -> None:
        """``dt`` of the table's time; ``wall``, of the wall clock (a slowed table's cards last as
        long as a full-speed one's)."""
        # The replay and the count-in run on the wall clock: a half-speed table's replay was
        # twice as long (the play-test's 10-16 s).
        seen = dt if wall is None else wall
        if self.replay is not None:
            self.replay.update(seen)
            if self.replay.done:
                self.skip()
        if self.pause == Pause.COUNT:
            self.count_left -= seen
            if self.count_left <= 0.0:
                self.ready()
        if self.pause == Pause.NEWS:
            self.news_left -= dt if wall is None else wall
            if self.news_left <= 0.0:
                self.go_on()

    # ----------------------------------------------------------------- drawing
    def draw_card(self, surface: pygame.Surface, area: pygame.Rect, score: str, lines: list[str]) -> None:
        """The card over the middle of the table: the last goal (or who serves), the score, what
        happens next, and the Ready button."""
        if self.counting is not None:  # (not "when you press Space": nothing waits for you)
            lines = ["The CPU serves by itself in a moment; your rods move with the mouse then."]
        width = min(area.width - 40, 560)
        heads = ui.wrap(self.headline, width - 40, 26, "") if self.headline else []
        how = ui.wrap(self.how, width - 40, HOW_SIZE, "") if self.how else []
        called = ui.wrap(self.called, width - 40, CALLED_SIZE, "") if self.called else []
        body = [part for line in lines for part in ui.wrap(line, width - 40, 20, "")]
        tip = ui.wrap(self.tip, width - 40, 18, "") if self.tip else []
        height = 24 + len(heads) * ui.line_height(26) + ui.line_height(40) + 8
        height += len(how) * ui.line_height(HOW_SIZE) + len(called) * ui.line_height(CALLED_SIZE)
        height += len(body) * ui.line_height(20) + 16 + 40 + 20
        height += len(tip) * ui.line_height(18) + (6 if tip else 0)
        box = pygame.Rect(0, 0, width, height)
        box.center = area.center
        ui.overlay(surface, box, 225, ui.ACCENT)
        y = box.top + 14
        for line in heads:
            y = ui.text(surface, line, (box.centerx, y), 26, ui.ACCENT, "midtop").bottom
        for line in how:
            y = ui.text(surface, line, (box.centerx, y), HOW_SIZE, ui.PAPER, "midtop").bottom
        for line in called:  # the table talk's name: small, under what happened, never instead
            y = ui.text(surface, line, (box.centerx, y), CALLED_SIZE, ui.MUTED, "midtop").bottom
        y = ui.text(surface, score, (box.centerx, y + 4), 40, ui.PAPER, "midtop").bottom + 4
        for line in body:
            y = ui.text(surface, line, (box.centerx, y), 20, ui.PAPER, "midtop").bottom
        if tip:
            y += 6
        for line in tip:
            y = ui.text(surface, line, (box.centerx, y), 18, ui.HIGHLIGHT, "midtop").bottom
        button = pygame.Rect(0, 0, 220, 40)
        button.midtop = (box.centerx, y + 12)
        if self.counting is not None:  # no button to press: the count, and Space to go sooner
            words = f"Serve in {self.counting}... (Space: now)"
            ui.text(surface, words, (box.centerx, button.top + 6), 24, ui.HIGHLIGHT, "midtop")
            self.button = None
            return
        self.button = ui.Button("Ready", button)
        self.button.draw(surface, self.button.hit(pygame.mouse.get_pos()), 24, "Space")

    def draw_news(
        self, surface: pygame.Surface, field: pygame.Rect, ball: tuple[float, float] | None
    ) -> None:
        """The news card over the half of the field away from the ball (never over it): what
        happened, what happens next, and how to go on before its time is up."""
        if self.news is None:
            return
        what, then = self.news
        width = min(field.width - 40, 600)
        heads = ui.wrap(what, width - 36, NEWS_HEAD, "")
        body = ui.wrap(then, width - 36, NEWS_SIZE, "")
        foot = "Play goes on in a moment (any key or click: at once)"
        height = 20 + len(heads) * ui.line_height(NEWS_HEAD) + 6 + len(body) * ui.line_height(NEWS_SIZE)
        height += 8 + ui.line_height(15) + 10
        box = pygame.Rect(0, 0, width, height)
        box.centerx = field.centerx
        if ball is not None and ball[1] < field.centery:
            box.bottom = field.bottom - 12  # the ball in the top half: the card in the bottom one
        else:
            box.top = field.top + 12
        ui.overlay(surface, box, 235, ui.ACCENT)
        y = box.top + 10
        for line in heads:
            y = ui.text(surface, line, (box.centerx, y), NEWS_HEAD, ui.ACCENT, "midtop").bottom
        y += 6
        for line in body:
            y = ui.text(surface, line, (box.centerx, y), NEWS_SIZE, ui.PAPER, "midtop").bottom
        share = max(0.0, min(1.0, self.news_left / NEWS_TIME))  # the time left, shrinking
        bar = pygame.Rect(box.left + 18, box.bottom - 6, round((box.width - 36) * share), 3)
        pygame.draw.rect(surface, ui.ACCENT, bar)
        ui.text(surface, ui.fit(foot, width - 36, 15), (box.centerx, y + 8), 15, ui.MUTED, "midtop")

    def draw_replay_tag(self, surface: pygame.Surface, strip: pygame.Rect) -> None:
        """In ``strip``, a band off the table (the top bar): what the replay is and how to skip
        it, never over the figures."""
        size = 18
        ui.overlay(surface, strip, 235, ui.HIGHLIGHT)
        lines = replay_tag_lines(strip, size, self.replay is not None and self.replay.full)
        top = strip.centery - len(lines) * ui.line_height(size) // 2
        for i, line in enumerate(lines):
            ui.text(surface, line, (strip.left + 8, top + i * ui.line_height(size)), size, ui.HIGHLIGHT)


REPLAY_TAG = (
    "Replay of the last seconds at half speed: any key or click skips, F: the whole point",
    "Replay, half speed: any key skips, F: all",
)
FULL_TAG = ("Replay of the whole point at half speed: any key or click skips", "Whole point: any key skips")


def replay_tag_lines(strip: pygame.Rect, size: int, full: bool = False) -> list[str]:
    """The replay tag wrapped into ``strip``'s rows, never cut (play-test 4 of issue 32 read
    "Replay at a quarter of the speed: any ke..." in the side panel): the short words if the
    long ones do not fit."""
    rows = max(1, (strip.height - 6) // ui.line_height(size))
    tags = FULL_TAG if full else REPLAY_TAG
    for words in tags:
        lines = ui.wrap(words, strip.width - 16, size, "")
        if len(lines) <= rows:
            return lines
    return [ui.fit(tags[-1], strip.width - 16, size)]
