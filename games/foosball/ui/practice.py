"""Foosball practice: you are Home (red, the left goal) against a CPU team, with the mouse (the
controls are in :mod:`games.foosball.ui.hands`), without the rules: goals are counted, and after
anything else the ball is served again. A view module (pygame).

The ball waits in your hand at your service hole from the start, ringed: a drag from it serves.
What happened last and what to do now are written under the table, never over the rods'
handles; a ball standing still where your feet cannot shoot it is said so, with the key that puts
it back in front of your nearest figure (P).
"""

from __future__ import annotations

import math

import pygame

from games.core.recording import Recording
from games.foosball.match import DT
from games.foosball.practice_model import BACK_AFTER, CPU_LEVELS, FoosPractice, cpu_words
from games.foosball.ui import aim_line, table_speed
from games.foosball.ui.aim_past import blocked_words, way_past
from games.foosball.ui.between import Between, skips
from games.foosball.ui.first_game import practice_guide
from games.foosball.ui.gauges import ShotMeter, draw_serve_pull
from games.foosball.ui.goal_replay import GoalReplay, Recent
from games.foosball.ui.hands import (
    PAIR_KEYS,
    PAIR_NAMES,
    PLAY_HINT,
    ROD_CONTROLS,
    MouseHands,
    holding_words,
    live_pair,
    serve_velocity_from_drag,
)
from games.foosball.ui.howto import practice_pages
from games.foosball.ui.practice_news import News
from games.foosball.ui.rod_labels import draw_rod_labels
from games.foosball.ui.serve_preview import Preview, preview_serve
from games.foosball.ui.shots import shots
from games.foosball.ui.sounds import TableSounds, play
from games.foosball.ui.strike_preview import AimPredictor
from games.foosball.ui.view import TableView
from games.window import ui
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.foosball.spec import Side
from sim.foosball.table import EventKind

TOP_BAR, BOTTOM_BAR = 44, 78  # the bottom bar: three rows (play-test 4 found its hint cut)
ROW = 22  # px between the bottom bar's rows
METER_W = 250  # px of the shot meter at the right of the bottom bar
SHOUT_TIME = 2.0  # s a goal is written over the field
LEVELS = tuple(CPU_LEVELS)  # V goes round them
# The practice guide's steps about the rods (first_game.practice_guide), as the line under the
# table says them while the step is shown.
ROD_STEPS = {
    1: "slide your rods (move the mouse up and down)",
    2: "turn your rods (hold the left button and drag sideways)",
    3: "shoot (roll the wheel with the ball in front of a figure)",
}


def next_level(level: str) -> str:
    """The practice CPU after ``level`` as V goes round; from a game's skill (a practice opened
    against one, e.g. ``--vs-cpu novice``), back to the first."""
    return LEVELS[(LEVELS.index(level) + 1) % len(LEVELS)] if level in LEVELS else LEVELS[0]


SOFT_BACK = "your serve was too soft to reach the figures: it is back in front of your figure"
SERVE_HINT = (
    "Your serve: press on the ringed ball, pull it down and a little sideways, and let go:"
    " the dotted line shows where it will roll"
)
SHORT_HINTS = {SERVE_HINT: "Your serve: pull the ringed ball down and a little sideways, let go"}
# A practice serve leans at least this much sideways per unit of its speed up the table: a
# straight pull would roll the ball up the centre line, between the two midfield rods where no figure
# reaches it, and out of the far service hole; leaning, it crosses in front of a midfield rod.
LEAN = 0.05
# The practice serve is kept forgiving (play-test 5 found it worked only between 0.8 and 1 m/s):
# never slower than MIN_SERVE (it always gets through the hole and onto the field), and never
# leaning more than MAX_LEAN per unit up the table: more, and it meets the side of the hole's
# tunnel and comes out leaning the other way (a newcomer pulled right, the arrow pointed up-left
# and the ball went up-right; measured: a lean of 0.1 comes out as it went in, 0.11 does not).
MIN_SERVE = 0.6
MAX_LEAN = 0.09


def bottom_lines(
    status: str, hint: str, room: int, rows: int = 3, short: str = ""
) -> list[tuple[str, ui.Color]]:
    """The bottom bar's rows: the status (highlighted) then the hint, wrapped to ``room`` px.
    What happened is said whole (a newcomer read "...serve at more of a slant, across…"): the
    hint gives way first, to its ``short`` form if it has one (a newcomer read "...the dotted
    line shows whe…" under V's two rows); only a last row that still overflows is cut."""
    said = _balanced(status, room)
    told = _balanced(hint, room)
    if short and len(said) + len(told) > rows:
        told = _balanced(short, room)
    if len(said) + len(told) > rows:
        told = _cut(told, max(1, rows - len(said)), room)
        said = _cut(said, rows - len(told), room)
    return [(line, ui.HIGHLIGHT) for line in said] + [(line, ui.PAPER) for line in told]


def _balanced(words: str, room: int) -> list[str]:
    """``words`` wrapped to ``room`` px, never leaving one word alone on its last row (a
    play-test read "roll" by itself): narrower rows, as many of them, if that helps."""
    lines = ui.wrap(words, room, 19, "")
    width = room
    while len(lines) > 1 and " " not in lines[-1].strip() and width > room * 0.6:
        width -= 20
        narrower = ui.wrap(words, width, 19, "")
        if len(narrower) > len(lines):
            break
        lines = narrower
    return lines


def _cut(lines: list[str], rows: int, room: int) -> list[str]:
    """``lines`` in at most ``rows`` rows, the last one holding the rest, cut to fit."""
    if len(lines) <= rows:
        return lines
    return [*lines[: rows - 1], ui.fit(" ".join(lines[rows - 1 :]), room, 19)]


class FoosballPracticeScene(Scene):
    title = "Foosball practice"

    def __init__(self, app: Host, cpu_skill: str = "off", seed: int = 0) -> None:
        super().__init__(app)
        self.model = FoosPractice(seed, cpu_skill)
        self.recent = Recent(self.model.table, DT)
        self.replay: GoalReplay | None = None  # a goal again, slowly (any key or click skips)
        self.replay_tag = Between()
        self.news = News()  # the status line, each line held long enough to read
        self.said = 0
        self.heard = ""  # the model's first line, as last heard
        self.tally = {"you": 0, "cpu": 0, "own": 0}  # goals as shown: own goals never the CPU's
        self.preview: tuple[tuple[float, float], Preview] | None = None  # the serve being pulled
        self.table = self.model.table
        self.view = TableView(self.table)
        self.hands = MouseHands(self.table, Side.HOME, self.view)
        self.serve_press: tuple[int, int] | None = None
        self.pointer: tuple[int, int] = (0, 0)
        self.recorder: Recording | None = None
        self.meter = ShotMeter(self.hands)  # a swing that met no ball says so, as in a match
        self.aim = AimPredictor()  # the wheel's strike, run ahead: the aim line
        self.sounds = TableSounds()
        self.serves = 0  # your serves (the guide waits for the first)
        self.shots = 0  # your figures' hard contacts
        self.shout: tuple[str, float] | None = None
        self.scored = "A goal"  # who scored last (the replay's status line says it)
        self._guide = practice_guide(
            self, lambda: self.server == Side.HOME, lambda: self.model.cpu is not None
        )
        self._guide.busy = lambda: self.hands.press_x is not None or self.serve_press is not None

    @property
    def mouse(self) -> MouseHands:
        """The rods in your hands (the guide watches them)."""
        return self.hands

    @property
    def goals(self) -> int:
        """Goals scored this session (a guide's step is let go after a few)."""
        return sum(self.model.score.values())

    @property
    def server(self) -> Side | None:
        return self.model.server

    @server.setter
    def server(self, side: Side | None) -> None:
        self.model.server = side

    def _recording(self) -> None:
        """The session is recorded from the person's first serve."""
        if self.recorder is None:
            players = {"home": "human", "away": "cpu"}
            self.recorder = self.app.recordings("foosball-practice", self.model, players)

    # ----------------------------------------------------------------- the kit's questions
    def rules(self) -> list[Page]:
        return practice_pages()

    def guide(self) -> Guide | None:
        return self._guide

    def in_game(self) -> bool:
        """Leaving ends the session: asked once you have served (as every game asks)."""
        return self.serves > 0 or sum(self.model.score.values()) > 0

    leave_question = "Leave practice?"  # the kit's Esc question (games/window/app.py)

    def leave_words(self) -> str:
        """The leave question's words (practice is kept to watch, never to go on with)."""
        return "Your practice is kept: watch it again from Recordings on the menu."

    @property
    def pace(self) -> float:  # type: ignore[override]  # the player's table speed
        return table_speed.pace(self.app)

    # ----------------------------------------------------------------- layout and input
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(10, TOP_BAR + 4, w - 20, h - TOP_BAR - BOTTOM_BAR - 8))

    def handle_event(self, event: pygame.event.Event) -> None:
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos  # where the pull is drawn to (posted events move no cursor)
        if self.replay is not None and not escape:
            if not skips(event):
                return
            # Any key or click only skips the replay (a V that skipped it also changed the CPU:
            # play-test of issue 32).
            self.replay = None
            return
        if self.shout is not None and not escape and self._goal_card_event(event):
            return
        if escape:
            self.leave()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_v:
            self._change_cpu()
        elif event.type == pygame.KEYDOWN and event.key == table_speed.KEY:
            self.model.tell(table_speed.cycle(self.app))
            self.news.acted()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.news.acted()
            self._recording()
            self.model.serve_again()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            self.news.acted()
            self._put_in_reach()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.news.acted()
            if self.server == Side.HOME and self._on_served_ball(event.pos):
                self.serve_press = self.pointer = event.pos
            else:
                self.hands.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.serve_press is not None:
            self._serve_from_drag(self.serve_press, event.pos)
            self.serve_press = None
        elif event.type == pygame.MOUSEWHEEL and self.server == Side.HOME:
            # The rods wait for the serve: a wheel strike then turned nothing, yet passed the
            # guide's "turn your rods" (play-test).
            self.model.tell("serve first: press on the ringed ball at your service hole, pull, let go")
        else:
            if event.type == pygame.MOUSEWHEEL:
                self.news.acted()
            self.hands.handle(event)
            if event.type == pygame.KEYDOWN and event.key in PAIR_KEYS:
                self.news.acted()  # said at once, as V's answer is
                self.model.tell(holding_words(self.hands.pair))

    def _goal_card_event(self, event: pygame.event.Event) -> bool:
        """The goal's card holds the table (the CPU's serve too): a key or a click ends it; Space
        does only that, any other key or click goes on to do what it does. The wheel waits (a
        strike armed meanwhile would go off after it)."""
        if event.type == pygame.MOUSEWHEEL:
            return True
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and skips(event)):
            self.shout = None
            return bool(event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
        return False

    def _change_cpu(self) -> None:
        """V: the next CPU. A new opponent starts a new score, said so (a newcomer's "you 2 - 0
        the CPU" counted the goals scored while the CPU was off, its figures lifted)."""
        level = next_level(self.model.cpu_level)
        self.model.set_cpu(level)
        words = cpu_words(level)
        if any(self.tally.values()):
            self.tally = dict.fromkeys(self.tally, 0)
            words += "; a new opponent, so the score starts again at 0 - 0"
        self.model.tell(words)
        self.news.acted()

    def _put_in_reach(self) -> None:
        """P: the ball in play, or waiting for your serve, put in front of your nearest figure."""
        if self.server == Side.AWAY:
            return  # the CPU is about to serve
        self._recording()
        self.model.put_in_reach(nearest=True)

    def _on_served_ball(self, pos: tuple[int, int]) -> bool:
        bx, by = self.view.to_screen(*self.table.serve_position(Side.HOME))
        return math.hypot(pos[0] - bx, pos[1] - by) <= max(
            22.0, 2.5 * self.table.spec.ball_radius * self.view.scale
        )

    def _serve_from_drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        velocity = practice_serve(start, end, self.app.size)
        self.preview = None
        if velocity is None:
            self.model.tell("pull the ball down, away from the table, and let go: it goes the other way")
            return
        self._recording()
        self.model.serve(Side.HOME, *velocity)
        self.serves += 1

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        if self.replay is not None:
            self.replay.update(dt)
            if self.replay.done:
                self.replay = None
            return  # the table waits while its goal is shown again
        if self.shout is not None:
            # The goal's card, over midfield: the table and the CPU's serve wait for it (a
            # newcomer saw the CPU's serve already live under "You score!"), the wall clock's
            # SHOUT_TIME or until a key or click.
            left = self.shout[1] - dt / max(self.pace, 1e-3)
            self.shout = (self.shout[0], left) if left > 0.0 else None
            self.news.tick(dt)
            return
        self.model.tick(self.hands.rod_commands(dt))
        if self.model.cpu is None and self.server == Side.AWAY:
            self.model.back_to_you()  # the CPU is off: nobody else serves (play-test 3, issue 32)
        self.recent.stepped()
        events = self.model.events
        self.model.events = []
        vx, vy, _ = self.table.ball_velocity
        self.sounds.step(self.app, events, (vx, vy))
        yours = [e.speed for e in events if e.kind == EventKind.CONTACT and e.team == Side.HOME]
        self.meter.update(max(yours, default=0.0), dt)
        self.shots += shots(events, vx)  # told by the ball: a drag swing's too (shots.py)
        for event in events:
            if event.kind == EventKind.TROUGH and event.team is not None:
                self._count(event.team)
                who = ui.sentence(self.model.last_goal) + ("!" if event.team == Side.AWAY else "")
                self.shout, self.scored = (who, SHOUT_TIME), who
                play(self.app, "crowd", 0.8)
                if self.recent.frames:
                    self.replay = GoalReplay(list(self.recent.frames))
                self.recent.clear()
        self._bring_back()
        self._hear()
        self.news.tick(dt)

    def _shootable(self) -> bool:
        """Can a figure of yours shoot the ball where it rests: in front of one, or where the
        wheel's strike meets it (the aim line is drawn)? Never called stuck then (a play-test
        read "stuck" beside a ball it could shoot)."""
        return self.model.in_front_of_yours() or self.aim.line is not None

    def _count(self, goal: Side) -> None:
        """A goal into ``goal`` on the shown score: an own goal while the CPU is off stays an own
        goal when it is turned on later (play-test 5 saw it become the CPU's)."""
        if goal == Side.AWAY:
            self.tally["you"] += 1
        elif self.model.cpu is None:
            self.tally["own"] += 1
        else:
            self.tally["cpu"] += 1

    def _hear(self) -> None:
        """What the model says goes to the status line's queue; a restart's reason (the ball
        back in your hand) stays up until you next act."""
        model = self.model
        first = model.lines[0] if model.lines else ""
        if len(model.log) != self.said or first != self.heard:
            self.said, self.heard = len(model.log), first
            if first:
                self.news.say(ui.sentence(first), sticky=self.server == Side.HOME)

    def _bring_back(self) -> None:
        """A ball stuck where your feet cannot shoot it comes back in front of your nearest figure
        by itself after a few seconds (as P would: recorded the same way)."""
        model = self.model
        if model.stuck and not self._shootable() and model.still >= BACK_AFTER:
            soft = model.in_hole_mouth()
            self._put_in_reach()
            model._say("the ball was stuck: it is back in front of your figure")  # logged as before
            if soft:
                model.tell(SOFT_BACK)  # shown only: a recording's log stays as it was

    # ----------------------------------------------------------------- drawing
    def controls(self) -> list[tuple[str, str]]:
        return [
            *ROD_CONTROLS,
            ("P", "put a stuck ball in front of your nearest figure"),
            ("R", "take the ball back and serve again"),
            ("V", "the CPU: off, novice or club"),
            table_speed.CONTROL,
            ("any key (replay)", "skip the goal's replay"),
            ("Esc", "leave practice (once you have served, it asks first)"),
        ]

    def status(self) -> str:
        """One line for the state of the table, never contradicting the hint under it: what just
        happened for a moment, then what is the case now."""
        model = self.model
        if self.replay is not None:  # who scored stays readable while the goal is shown again
            who = self.shout[0] if self.shout is not None else self.scored
            return f"{who} ({self._score()}): the goal again, slowly"
        if model.stuck and not self._shootable():
            left = math.ceil(BACK_AFTER - model.still)  # never "in 0 s"
            when = f"in {left} s" if left >= 1 else "now"
            if model.in_hole_mouth():  # a weak serve, not a stuck table (play-test 4)
                return f"Your serve was too soft to reach the figures: it comes back {when} (or press P)"
            return f"The ball is stuck: it comes back in front of your figure {when} (or press P)"
        # What just happened stays up long enough to read (practice_news), unless the table
        # needs you first (a stuck ball's count-down, above).
        if self.news.line is not None:
            return self.news.line
        if model.stuck:
            return "The ball stands in front of your figure"
        if self.server == Side.HOME or (model.cpu is None and self.server == Side.AWAY):
            return "Your serve"
        if self.server == Side.AWAY:
            return "The CPU serves in a moment"
        return "In play"

    def hint(self) -> str:
        if self.replay is not None:
            return "Any key or click skips the replay"
        if self.server == Side.HOME or (self.model.cpu is None and self.server == Side.AWAY):
            return SERVE_HINT
        if self.server == Side.AWAY:
            return "Wait for the CPU's serve, then play the ball with your rods"
        line = self.aim.line
        past = way_past(self.table, self.hands.active) if line is not None and line.blocked_by else None
        blocked = blocked_words(line, past, self.view.scale)
        if self.model.stuck:
            if self._shootable():
                return self._deferred(blocked or "Roll the wheel to shoot it")
            return "Press P to bring it back now, or R to serve again"
        return self._deferred(blocked or f"{PLAY_HINT}; F1: help")

    def _deferred(self, hint: str) -> str:
        """``hint``, or, while the guide shows a step about the rods, that step's own instruction
        (one instruction at a time: play-test 5 read "drag sideways" in the guide and "roll the
        wheel" under the table at once), in words of its own (cut from the step's, it read "Now:
        the cpu is off while you learn. v, as the guide ...")."""
        step, index = self._guide.showing, self._guide.index
        if step is None or self._guide.finished or index not in ROD_STEPS:
            return hint
        return f"Now: {ROD_STEPS[index]}, as the guide at the top says (Tab skips it)"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        if self.replay is not None:
            frame = TableView(self.replay.frame())
            frame.layout(self.view.area)
            frame.draw(surface)
        else:
            self.view.draw(surface, set(self.hands.active), self.server)
            if self.server is None:
                aim_line.draw(surface, self.view, self.table, self.aim.update(self.table, self.hands))
            draw_rod_labels(surface, self.view, self.model.cpu is not None)
        if self.serve_press is not None:
            self._draw_pull(surface)
        w = surface.get_width()
        ui.bar(surface, pygame.Rect(0, 0, w, TOP_BAR), ui.PANEL)
        title = ui.text(surface, f"{self.title}: {self._score()}", (12, 10), 28)
        right = pygame.Rect(title.right + 20, 8, w - title.right - 32, 28)
        if self.replay is not None:  # the tag in the mode's place, never over it
            self.replay_tag.draw_replay_tag(surface, right)
        else:
            pair = self.hands.pair
            mode = (
                f"Rods in hand: {PAIR_NAMES[live_pair(self.table, Side.HOME, self.hands.mine)]},"
                " following the ball"
                if pair is None
                else f"Rods in hand: {PAIR_NAMES[pair]} (A: follow the ball)"
            )
            mode += f" · V: CPU {self._levels()}"
            ui.text(surface, ui.fit(mode, right.width - 4, 20), (w - 12, 14), 20, ui.MUTED, "topright")
        self._draw_bottom(surface)
        if self.replay is None and self.shout is not None:
            self._draw_shout(surface, self.shout[0])

    def _levels(self) -> str:
        """The CPU's levels as V goes round them, the one in play in brackets."""
        return " / ".join(f"[{lv}]" if lv == self.model.cpu_level else lv for lv in LEVELS)

    def _score(self) -> str:
        you, cpu, own = self.tally["you"], self.tally["cpu"], self.tally["own"]
        if self.model.cpu is None:  # nobody plays against you: the CPU scores nothing
            return f"your goals {you}, own goals {own}"
        return f"you {you} - {cpu} the CPU"

    def _draw_pull(self, surface: pygame.Surface) -> None:
        assert self.serve_press is not None
        mouse = self.pointer
        ball = self.view.to_screen(*self.table.ball_position[:2])
        velocity = practice_serve(self.serve_press, mouse, self.app.size)
        floor = surface.get_height() - BOTTOM_BAR - 4
        preview = self._preview(velocity)
        if preview is not None:  # where it will roll, dotted, and where it ends
            for k, (x, y) in enumerate(preview.points[1:]):
                if k % 2 == 0:
                    pygame.draw.circle(surface, ui.PAPER, self.view.to_screen(x, y), 3)
            end = self.view.to_screen(*preview.points[-1])
            pygame.draw.circle(surface, ui.PAPER if preview.good else ui.MUTED, end, 9, 2)
        words, heading = (None, None) if preview is None else (preview.words, preview.heading)
        draw_serve_pull(surface, ball, mouse, velocity, floor, words, heading)

    def _preview(self, velocity: tuple[float, float] | None) -> Preview | None:
        """The serve ``velocity`` worked out ahead (kept while the pull stays the same)."""
        if velocity is None:
            return None
        if self.preview is None or self.preview[0] != velocity:
            held = {i: rod.target for i, rod in enumerate(self.table.rods)}
            if self.model.cpu is None:
                held.update(self.model.lifted_cpu())
            self.preview = velocity, preview_serve(self.table, Side.HOME, *velocity, held)
        return self.preview[1]

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        """What happened last (highlighted) and what to do now, and the shot meter at the right."""
        w, h = surface.get_size()
        ui.bar(surface, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR), ui.PANEL)
        # The score and the V line also sit here, by the Shot bar: the guide's card covers the
        # title bar (play-test 4 of issue 32).
        top, right = h - BOTTOM_BAR + 6, w - METER_W - 24
        score = ui.text(surface, f"Score: {self._score()}", (right, top), 19, ui.ACCENT, "topright")
        cpu = ui.text(surface, f"V: CPU {self._levels()}", (right, top + ROW), 19, ui.MUTED, "topright")
        room = min(score.left, cpu.left) - 36
        hint = self.hint()
        lines = bottom_lines(self.status(), hint, room, short=SHORT_HINTS.get(hint, ""))
        for i, (line, colour) in enumerate(lines):
            ui.text(surface, line, (12, top + ROW * i), 19, colour)
        self.meter.draw(surface, pygame.Rect(w - METER_W - 12, h - BOTTOM_BAR + 24, METER_W, 30))
        table_speed.draw(self.app, surface, (w - 12, h - BOTTOM_BAR + 57))

    def _draw_shout(self, surface: pygame.Surface, words: str) -> None:
        """A goal, written over the middle of the field (clear of every handle) while the table
        waits, and how to go on at once."""
        area = self.view.area
        more = "Play goes on in a moment (any key or click: at once)"
        width = max(ui.text_width(words, 34), ui.text_width(more, 16)) + 40
        box = pygame.Rect(0, 0, width, ui.line_height(34) + ui.line_height(16) + 20)
        box.center = area.center
        ui.overlay(surface, box, 215, ui.ACCENT)
        top = ui.text(surface, words, (box.centerx, box.top + 8), 34, ui.ACCENT, "midtop")
        ui.text(surface, more, (box.centerx, top.bottom + 4), 16, ui.MUTED, "midtop")


def practice_serve(
    start: tuple[int, int], end: tuple[int, int], window: tuple[int, int]
) -> tuple[float, float] | None:
    """The practice serve a pull from ``start`` to ``end`` makes: one nearly straight up the
    table leans LEAN towards your midfield rod, one leaning more keeps its own way; None for a pull too
    short, or not away from the table."""
    velocity = serve_velocity_from_drag(Side.HOME, start, end, window)
    if velocity is None or velocity[1] <= 0.0:
        return None
    vx, vy = velocity
    vx = vx if abs(vx) >= LEAN * vy * 0.999 else -LEAN * vy
    vx = max(-MAX_LEAN * vy, min(MAX_LEAN * vy, vx))  # never into the side of the hole
    speed = math.hypot(vx, vy)
    if speed < MIN_SERVE:  # always through the hole and onto the field
        vx, vy = vx * MIN_SERVE / speed, vy * MIN_SERVE / speed
    return vx, vy
