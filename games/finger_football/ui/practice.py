"""Finger Football practice: flick the slider on the mat with the mouse and see where it rests,
aiming at a lit target circle (each target tried lights the next), in rounds (practice_round.py):
a warm-up with exact help, then scored rounds with the estimate band and a trembling hand.

A view module (it uses pygame). The physics comes whole from :class:`sim.slider.table.SliderTable`:
on release the outcome is computed at once, then the slide is animated from its closed form.
While pulling, the flick is solved at every move: the ghost (a see-through slider) shows where it
would rest, and a flick that would leave the mat says so before it is let go. G changes the aim
help (flick_input.AIM_HELPS), H the hand: either leaves the round for free practice.
"""

from __future__ import annotations

import math

import pygame

from games.core.recording import Recording
from games.finger_football.rules.actions import Flicked
from games.finger_football.rules.describe import on_field
from games.finger_football.sessions import PracticeSession
from games.finger_football.ui import close_call, practice_inset
from games.finger_football.ui.aim import Aim
from games.finger_football.ui.flick_input import EXACT, SPIN_MEANS, FlickDrag, aim_help_name, next_aim_help
from games.finger_football.ui.guide_place import above_mat
from games.finger_football.ui.guides import practice_guide
from games.finger_football.ui.hand import EXACT as EXACT_HAND
from games.finger_football.ui.hand import hand_rng, hand_short, next_hand, spoil
from games.finger_football.ui.howto_pages import practice_pages
from games.finger_football.ui.practice_marks import card_centre, draw_rest_marks
from games.finger_football.ui.practice_round import FREE_TRY, PLACED, ROUND, Rounds, Try
from games.finger_football.ui.practice_words import (
    THEIR_END_ZONE,
    YOUR_END_ZONE,
    circle_name,
    miss_words,
    rest_lines,
    rest_words,
    where,
)
from games.finger_football.ui.view import ENDZONE, MatView
from games.window import ui
from games.window.dialog import Confirm
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.errors import FlickError
from sim.geometry import Pose
from sim.slider import mat as mats
from sim.slider.mat import Mat, RunCircle
from sim.slider.table import FlickOutcome, SliderTable

__all__ = ["BEST", "ROUND", "PracticeScene", "rest_words"]

TOP_BAR, BOTTOM_BAR, METER = 44, 30, 40
HELP = (
    "F1: help · drag from the ring to flick (Shift: fine) · wheel: spin · right-click: put it there"
    " · G: aim help · H: hand · T: new round · R: reset · Esc: back"
)
OFF_THE_MAT = "This flick would leave the mat"
OUTSIDE_RING = "Press inside the white ring around the slider, then pull back and let go"
TRAIL, TRAIL_POINTS = 0.3, 10
PATH_POINTS = 40  # a slide's path after it, drawn through this many of its poses
HEADING, LINE = 26, 22
FIRST_TARGET = 7  # the default mat's middle circle on your 45: straight ahead of the start
TARGET_STEP = 7  # each target tried lights the circle this many further along the mat's list
LIT = (255, 235, 0)
ROUND_CARD = 4.0  # seconds the round's end card stays up
BEST = "finger-football/practice-best/"  # the settings' note of the best round: this, then the score
LEFT_ROUND = "G and H leave the round: free practice, not scored. T: a scored round again."
LEFT_NOTE = "You left the round: G and H change its aim help and hand."  # the rule says the rest
YOUR_SLIDER = "your slider"
LEGEND = (
    "A flick that stops touching the lit circle is a hit.",
    "Red footballs and yellow flags do nothing in practice; the panel says what a game would make "
    "of a stop on one (a fumble, a penalty).",
)


class PracticeScene(Scene):
    title = "Finger Football practice"

    def __init__(self, app: Host, mat: Mat | None = None, start: Pose | None = None) -> None:
        super().__init__(app)
        self.mat = mat or mats.default()
        self.table = SliderTable(self.mat)
        self.view = MatView(self.mat)
        # The halves as the words name them: "your 46" in YOUR END ZONE's half, "their 46".
        colour = ENDZONE["home"]
        self.view.name_endzones({"home": (YOUR_END_ZONE, colour), "visitor": (THEIR_END_ZONE, colour)})
        self.start = start or Pose(20 * self.mat.field.yard, 0.0)
        self.pose = self.start
        self.drag = FlickDrag(self.mat, self.view)
        self.preview: FlickOutcome | None = None
        self.outcome: FlickOutcome | None = None
        self.t = 0.0  # seconds since the flick
        self.lines: list[str] = ["Flick the slider: press inside its ring, pull back, let go."]
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.flicks: list[FlickOutcome] = []
        self.session = PracticeSession(self.mat)
        self.recorder: Recording | None = None
        self.placed = 0  # right-clicks that put the slider somewhere (the guide's last step)
        self.fine_or_spin_flicks = 0
        self.hits = 0  # flicks that stopped touching the lit target, scored or not (the guide's)
        self.hit_flicks: list[int] = []  # which flicks (their place in ``flicks``) were hits
        self.target_index = FIRST_TARGET
        self.verdict = ""  # hit or missed, the last flick
        self.notice = ""  # a press that grabbed nothing, a round left: said until the next grab
        self.rounds = Rounds()
        self.drag.help, self.drag.hand = self.rounds.aids()
        self.round_card = 0.0  # seconds the round's end card has left
        self.placed_free = False  # the slider was put by hand: its flicks are free tries until R
        self.round_spot: Pose | None = None  # where it was before it was put by hand: R puts it back
        self.flick_free = False  # the flick now sliding is not scored
        self.help_was_open = False
        self.confirm: Confirm | None = None  # "Leave the scored round?" before G or H leaves one
        self.flicked_at: RunCircle | None = None  # the target of the last flick

    @property
    def target(self) -> RunCircle:
        """The circle to stop on: lit yellow, named in the panel."""
        circles = self.mat.run_circles
        return circles[self.target_index % len(circles)]

    def target_words(self) -> str:
        """The target by its one name: 'the upper circle on your 46'."""
        return circle_name(self.target, self.mat)

    def _hit(self, outcome: FlickOutcome) -> bool:
        ids = {self.target.id, f"{self.target.id}/pass"}
        return outcome.on_surface and any(t.id in ids for t in outcome.touched)

    @property
    def sliding(self) -> bool:
        return self.outcome is not None and self.t < self.outcome.time

    # ----------------------------------------------------------------- input
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        panel_w = max(280, min(380, round(w * 0.28)))
        self.panel = pygame.Rect(w - panel_w, TOP_BAR, panel_w, h - TOP_BAR - BOTTOM_BAR)
        self.view.layout(
            pygame.Rect(10, TOP_BAR + 8, w - panel_w - 10 - METER, h - TOP_BAR - BOTTOM_BAR - 16)
        )

    def controls(self) -> list[tuple[str, str]]:
        return [
            ("drag the slider", "press in its ring, pull back, let go: the flick goes the other way"),
            ("hold Shift", "while pulling: a fine pull, four times finer"),
            ("wheel, Left/Right", f"set spin before the flick ({SPIN_MEANS}; it hardly bends the path)"),
            ("0", "no spin: a straight flick (spin is cleared after each flick too)"),
            ("right-click", "put the slider there (its flicks are free tries, not scored, until R)"),
            ("G", "aim help: steady stop, estimate, off (leaves the round: free practice)"),
            ("H", "your hand: steady, strays a little, strays a lot (leaves the round: free practice)"),
            ("T", "a new scored round: the band and a trembling hand"),
            ("R", "the slider back to its start"),
            ("Esc", "back"),
        ]

    def rules(self) -> list[Page]:
        return practice_pages(self.mat)

    def guide(self) -> Guide | None:
        return practice_guide(self)

    def guide_strip(self) -> int | pygame.Rect:
        return above_mat(self.view, TOP_BAR)  # the title bar's count stays in sight

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.confirm is not None:  # it takes every key and click until answered
            if self.confirm.handle_event(event):
                self.confirm = None
            return
        if event.type == pygame.KEYUP:
            self.drag.key(event.key, down=False)
            self._aimed(self.drag.re_aim(self.pose, self.app.size))
        elif event.type == pygame.MOUSEWHEEL:
            self.drag.set_spin(event.y)
            self._aimed(self.drag.re_aim(self.pose, self.app.size))
        elif event.type == pygame.KEYDOWN:
            if self.drag.key(event.key, down=True):
                self._aimed(self.drag.re_aim(self.pose, self.app.size))
                return
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and not self.sliding:
            if event.button == 1 and self.drag.grabs(event.pos, self.pose):
                self.notice = ""
                self.drag.start(event.pos)
            elif event.button == 1 and self.view.mat_rect.collidepoint(event.pos):
                self.notice = OUTSIDE_RING  # a press that grabs nothing is answered
            elif event.button == 3 and self._place(self.view.to_mat(*event.pos), keep=True):
                self.placed += 1
                self.placed_free = True
                self.lines.append(PLACED)
        elif event.type == pygame.MOUSEMOTION and self.drag.active:
            self._aimed(self.drag.move(event.pos, self.pose, self.app.size))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            self._release(event.pos)

    def _aimed(self, aim: Aim | None) -> None:
        """Solve the flick as aimed: where it would rest (the ghost), and whether it leaves the mat."""
        self.preview = None
        self.drag.warning = ""
        if aim is None or not self.drag.active:
            return
        try:
            self.preview = self.table.flick(self.pose, aim.flick(self.mat.slider))
        except FlickError:
            return
        if not self.preview.on_surface and self.drag.hand == EXACT_HAND:
            # A trembling hand's flick only may leave: the band's label says how many of ten do.
            self.drag.warning = OFF_THE_MAT

    def call_off(self) -> bool:
        """Esc lets go of a pull first (no flick), before it leaves or asks to."""
        if not self.drag.active:
            return False
        self.drag.cancel()
        self.preview = None
        return True

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE and not self.call_off():
            self.app.back()
        elif key == pygame.K_r:
            self._to_start()
        elif key == pygame.K_t:
            self.rounds.new_round()
            self.drag.help, self.drag.hand = self.rounds.aids()
            self.notice = ""
            self._to_start()
        elif key in (pygame.K_g, pygame.K_h):
            if self.rounds.under_way():  # its flicks so far would be lost: asked first, as Esc is
                what = "aim help" if key == pygame.K_g else "hand"
                detail = f"{self.round_words()}. {LEFT_ROUND}"
                question = f"Change your {what} and leave the round?"
                self.confirm = Confirm(  # as every such question: Enter keeps you in, Y leaves
                    question, detail, "Leave the round", lambda: self._aid(key), "Keep playing", safe=True
                )
                return
            self._aid(key)

    def _aid(self, key: int) -> None:
        """G: the next aim help, H: the next hand; either leaves the round for free practice."""
        if key == pygame.K_g:
            self.drag.help = next_aim_help(self.drag.help)
        else:
            self.drag.hand = next_hand(self.drag.hand)
        if not self.rounds.free:
            self.rounds.leave()
            self.notice = LEFT_NOTE

    def _to_start(self) -> None:
        """R: the slider back at its start, or, after free tries in a scored round, at the
        round's own spot (it went to the 20: play-test); the last flick's words cleared."""
        back = self.round_spot if self.placed_free and self.round_spot is not None else self.start
        self._place((back.x, back.y))
        self.pose = back
        self.placed_free, self.round_spot = False, None
        self.verdict = ""

    def _place(self, where_: tuple[float, float], keep: bool = False) -> bool:
        """Put the slider at ``where_``; True if it was put (off the field it is not). ``keep``:
        a right-click's free try: where the round had it is kept for R."""
        if keep and not self.placed_free and on_field(*where_, self.mat):
            self.round_spot = self.pose
        self.verdict = ""
        if not on_field(*where_, self.mat):
            self.lines = ["Put the slider on the field: right-click between the sidelines."]
            self.outcome = None
            return False
        self.pose = Pose(where_[0], where_[1], 0.0)
        self.outcome = None
        self.lines = [f"The slider is {where(*where_, self.mat)}."]
        return True

    def _release(self, pos: tuple[int, int]) -> None:
        fine_or_spin = self.drag.used_fine or abs(self.drag.spin) > 0
        aim = self.drag.release(pos, self.pose, self.app.size)
        self.preview = None
        if aim is None:
            return
        self.fine_or_spin_flicks += fine_or_spin
        try:
            made = spoil(aim, self.drag.hand, self.pose, self.mat.slider, hand_rng(0, len(self.flicks)))
            self.outcome = self.table.flick(self.pose, made.flick(self.mat.slider))
        except FlickError as exc:  # the aim keeps flicks legal; say so if one is not
            self.lines = [str(exc)]
            return
        self.t = 0.0
        self.flicked_at = self.target  # the circle it is judged against (the next is lit once it rests)
        self.flicks.append(self.outcome)
        self.lines = []
        self.verdict = ""
        self.flick_free = self.placed_free or self.rounds.free

        loudness = max(0.25, min(1.0, self.outcome.launch.speed / 3.0))
        self.app.sounds.play("strike", loudness)
        self.app.sounds.play("slide", loudness)
        self._record(self.outcome)

    def _record(self, outcome: FlickOutcome) -> None:
        """Every practice flick goes into a recording, started with the first."""
        self.session.flicked(outcome)
        if self.recorder is None:
            self.recorder = self.app.recordings("finger-football-practice", self.session, {"player": "human"})
        if self.recorder is not None and self.flicked_at is not None:
            # Where it was meant to stop, for fitting the player's own hand (tabletop mat fit).
            self.recorder.record(Flicked(outcome), aim=(self.flicked_at.x, self.flicked_at.y))

    # ----------------------------------------------------------------- model
    def update(self, dt: float) -> None:
        self.round_card = max(0.0, self.round_card - dt)
        if self.outcome is None or not self.sliding:
            return
        self.t += dt
        if self.t >= self.outcome.time:
            self._rested(self.outcome)

    def _rested(self, o: FlickOutcome) -> None:
        graded = not (self.flick_free and not self.rounds.free)  # a round's free try: not judged
        hit = self._hit(o) and graded
        self.hits += hit
        if hit:
            self.hit_flicks.append(len(self.flicks) - 1)
        self.verdict = f"Hit! It stopped on {self.target_words()}." if hit else self.miss_words(o)
        if not graded:
            self.verdict = FREE_TRY
        at, *touching = rest_lines(o, self.mat)
        self.lines = [at, f"{self.mat.field.yards(o.distance):.1f} yd in {o.time:.2f} s", *touching]
        if o.on_surface:
            self.pose = o.rest
        else:  # it cannot be picked up from there: back to the start
            self.pose = self.start
            self.placed_free = False
            self.lines.append("The slider goes back to its start.")
        if self.flick_free:
            return
        tried = self._try(o, hit)  # against the target it was flicked at, before the next is lit
        self.target_index += TARGET_STEP  # a target a scored flick
        kept = not self.rounds.warm_up
        if self.rounds.scored(hit, tried):
            self._round_ended(kept)

    def _try(self, o: FlickOutcome, hit: bool) -> Try:
        """The flick as the round's card sums it up: where it stopped from the target, along the
        way from its start to the target (+: past it) and across."""
        c, yards = self.target, self.mat.field.yards
        start = o.start
        way = math.atan2(c.y - start.y, c.x - start.x)
        dx, dy = o.rest.x - c.x, o.rest.y - c.y
        past = dx * math.cos(way) + dy * math.sin(way)
        aside = -dx * math.sin(way) + dy * math.cos(way)
        if not o.on_surface:
            past = max(past, yards(0.5))  # off the mat: gone past, whatever way
        return Try(hit, yards(o.distance), yards(past), yards(aside), self.target_words())

    def miss_words(self, o: FlickOutcome) -> str:
        return miss_words(o, self.target, self.mat)

    def _round_ended(self, kept: bool) -> None:
        """The round's card; a scored round's score ``kept`` if it is the best; the next round's
        help and hand, from the start."""
        self.round_card = ROUND_CARD
        last = self.rounds.last
        if kept and last is not None and last > self.best():
            seen = self.app.settings.hints_seen
            seen -= {h for h in seen if h.startswith(BEST)}
            seen.add(f"{BEST}{last}")
            self.app.settings.save()
        self.drag.help, self.drag.hand = self.rounds.aids()
        self.pose = self.start
        self.placed_free = False
        # The next round starts clean: the warm-up's last "Hit!" stayed in the panel beside
        # round 2's first target (play-test); the card says how the round went.
        self.verdict, self.outcome = "", None
        self.lines = [f"The slider is back at its start, {where(self.start.x, self.start.y, self.mat)}."]

    @property
    def last_round(self) -> int | None:
        """The score of the last scored round ended (None: none yet)."""
        return self.rounds.last

    @property
    def round_tries(self) -> int:
        return self.rounds.tries

    def best(self) -> int:
        """The best round's score so far, from the settings (0: none yet)."""
        scores = [h.removeprefix(BEST) for h in self.app.settings.hints_seen if h.startswith(BEST)]
        return max((int(v) for v in scores if v.isdigit()), default=0)

    def round_words(self) -> str:
        """The one counter, in the panel and the title bar alike."""
        return self.rounds.counter(self.best())

    def current_pose(self, alpha: float = 1.0) -> Pose:
        if self.outcome is None or not self.sliding:
            return self.pose
        t = max(0.0, self.t - (1.0 - alpha) * self.app.clock.dt)
        return self.table.pose_at(self.outcome, t)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self._help_on_practice()
        surface.fill((22, 26, 32))
        view = self.view
        view.draw_mat(surface)
        shown = self.shows_last()
        view.light(surface, {self.target.id}, LIT)
        if self.outcome is not None and shown and not self.sliding:
            judged = None if self.flick_free and not self.rounds.free else self.flicked_at
            draw_rest_marks(view, surface, self.outcome.touched, judged.id if judged else None)
        surface.set_clip(view.area)
        if self.outcome is not None and shown and not self.drag.active:  # gone as the next pull starts
            self._draw_path(surface, self.current_pose(alpha))
            if self.sliding:
                now = max(0.0, self.t)
                times = [max(0.0, now - TRAIL * (1 - k / TRAIL_POINTS)) for k in range(TRAIL_POINTS + 1)]
                view.draw_trail(surface, [self.table.pose_at(self.outcome, t) for t in times])
        view.draw_slider(surface, self.current_pose(alpha), shadow=self.sliding)
        surface.set_clip(None)
        if not self.sliding:
            self.drag.draw_handle(surface, self.pose)
        if not self.flicks and not self.drag.active:
            self._point_out_the_slider(surface)
        h = surface.get_height()
        meter = pygame.Rect(view.area.right + 14, TOP_BAR + 20, 14, h - TOP_BAR - BOTTOM_BAR - 40)
        rest = self.preview.rest if self.preview is not None else None  # off the mat too: steady_stop.py
        rest_at = (rest.x, rest.y) if rest is not None else None
        self.drag.draw(surface, self.pose, meter, (view.area.right, h - BOTTOM_BAR - 20), rest_at)
        if self.preview is not None and self.drag.help == EXACT:  # over the aim line's end: where it rests
            surface.set_clip(view.area)
            view.draw_slider(surface, self.preview.rest, ghost=True)
            surface.set_clip(None)
        practice_inset.draw(self, surface, (TOP_BAR, BOTTOM_BAR))
        self._draw_panel(surface)
        self._draw_bars(surface)
        if self.round_card > 0.0:
            self._draw_round_card(surface)
        if self.confirm is not None:
            self.confirm.draw(surface, self.view.mat_rect)

    def shows_last(self) -> bool:
        """Are the last flick's path and the rings of what it touched shown? While it slides and
        while the slider rests where it stopped; not once it is put back at the start (off the
        mat, a round ended, R): they stayed there, of a flick no longer on the mat (play-test)."""
        o = self.outcome
        return o is not None and (self.sliding or self.pose is o.rest)

    def close_call(self) -> RunCircle | None:
        """The circle the last flick was flicked at, when it rests a close call from its edge."""
        o, c = self.outcome, self.flicked_at
        if o is None or c is None or self.sliding or not self.shows_last() or not o.on_surface:
            return None
        return c if close_call.is_close(o.rest, c, self.mat) else None

    def _help_on_practice(self) -> None:
        """F1 just opened the help: on practice's own page (the kit opens it on the controls, a
        key to the left). Drawn before the help each frame, so it shows from its first frame."""
        opened = bool(getattr(self.app, "help_open", False))
        help_box = getattr(self.app, "help", None)
        if opened and not self.help_was_open and help_box is not None:
            help_box.page = 1
        self.help_was_open = opened

    def _point_out_the_slider(self, surface: pygame.Surface) -> None:
        """Before the first flick the slider is ringed and named: brown among the red footballs
        printed on the mat, a newcomer did not know which one was theirs."""
        x, y = self.view.to_screen(self.pose.x, self.pose.y)
        r = self.drag.reach() + 6
        pygame.draw.circle(surface, ui.ACCENT, (round(x), round(y)), round(r), 3)
        width = ui.text_width(YOUR_SLIDER, LINE) + 16
        box = pygame.Rect(0, 0, width, ui.line_height(LINE) + 8)
        box.midbottom = (round(x), round(y - r - 6))
        box.clamp_ip(self.view.area)
        ui.overlay(surface, box, 235, ui.ACCENT)
        ui.text(surface, YOUR_SLIDER, box.center, LINE, ui.ACCENT, "center")

    def in_game(self) -> bool:
        """Esc asks first while a scored round is under way (the kit asks), as G and H do."""
        return self.confirm is None and self.rounds.in_scored_round()

    leave_question = "Leave practice?"  # the kit's Esc question (games/window/app.py)

    def leave_words(self) -> str:
        """The leave question's words: the round is lost, the flicks are kept to watch (practice
        is never gone on with: "open it from Recordings to go on" was a game's words)."""
        kept = " Your flicks are kept: watch them from Recordings on the menu." if self.game_saved() else ""
        return f"{self.round_words()}: this round would not be scored.{kept}"

    def round_card_words(self) -> str:
        best = f" · best {self.best()}" if self.rounds.last is not None else ""
        return f"{self.rounds.ended}{best}"

    def _draw_round_card(self, surface: pygame.Surface) -> None:
        """The round's end as a moment: a card over the mat's middle, a few seconds: the score, the
        round's best flick and what to try next, then the next round's rule; every line wrapped
        inside the card."""
        lines = [(self.round_card_words(), 30, ui.HIGHLIGHT)]
        lines += [(w, LINE, ui.ACCENT) for w in self.rounds.summary]
        lines.append((self.rounds.rule(), LINE, ui.PAPER))
        # Between the goal lines: over an end zone it hid its END ZONE words (play-test).
        left, _y = self.view.to_screen(0.0, 0.0)
        right, _y = self.view.to_screen(self.mat.field.length, 0.0)
        room = round(right - left) - 40
        fitted = [(part, size, c) for w, size, c in lines for part in ui.wrap(w, room, size, indent="")]
        width = max(ui.text_width(w, size) for w, size, _ in fitted) + 40
        height = sum(ui.line_height(size) + 6 for _, size, _ in fitted) + 14
        box = pygame.Rect(0, 0, width, height)
        box.center = card_centre(self.view, box, self.pose)  # never over the slider (play-test)
        ui.overlay(surface, box, 235, ui.HIGHLIGHT)
        y = box.top + 10
        for words, size, colour in fitted:
            ui.text(surface, words, (box.centerx, y), size, colour, "midtop")
            y += ui.line_height(size) + 6

    def _draw_path(self, surface: pygame.Surface, now: Pose) -> None:
        """The way the last flick went, from its start to where it is now: its real path (off
        the mat it runs out of the view). A slider put back after it gets no line."""
        assert self.outcome is not None
        o, view = self.outcome, self.view
        until = min(self.t, o.time) if self.sliding else o.time
        times = [until * k / PATH_POINTS for k in range(PATH_POINTS + 1)]
        points = [view.to_screen(p.x, p.y) for p in (self.table.pose_at(o, t) for t in times)]
        if self.sliding:
            points.append(view.to_screen(now.x, now.y))
        pygame.draw.lines(surface, (255, 255, 255), False, points, 1)

    def _draw_bars(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        ui.bar(surface, pygame.Rect(0, 0, w, TOP_BAR))
        title = ui.text(surface, self.title, (12, 10), 30, ui.PAPER)
        info = self.tally()
        ui.text(surface, ui.fit(info, w - title.right - 36, 22), (w - 12, 14), 22, ui.MUTED, "topright")
        ui.bar(surface, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
        ui.text(surface, ui.fit(HELP, w - 24, 20), (12, h - BOTTOM_BAR + 7), 20, ui.MUTED)

    def tally(self) -> str:
        """The one counter and the aids: in the title bar (a guide's card may cover it, so the
        panel says the counter too)."""
        hand = hand_short(self.drag.hand)
        return f"{self.round_words()} · aim help: {aim_help_name(self.drag.help)} (G) · your hand: {hand} (H)"

    def _draw_panel(self, surface: pygame.Surface) -> None:
        p = self.panel
        ui.bar(surface, p, (28, 34, 42))
        x, width, y = p.left + 16, p.width - 32, p.top + 12
        rounds = self.rounds
        heading = "Free practice" if rounds.free else "Warm-up" if rounds.warm_up else "Scored round"
        ui.text(surface, heading, (x, y), HEADING, ui.HIGHLIGHT)
        y += ui.line_height(HEADING) + 4
        verdict = [] if self.sliding or not self.verdict else [(self.verdict, ui.PAPER)]
        notice = [(self.notice, ui.ACCENT)] if self.notice else []
        counter = [] if rounds.free else [(self.round_words(), ui.PAPER)]  # the rule says it is free
        target = [
            (self.rounds.rule(), ui.ACCENT),
            *counter,
            (f"Target: stop on {self.target_words()} (ringed in yellow).", LIT),
            *notice,
            *verdict,
        ]
        y = self._panel_lines(surface, target, x, y, width)
        y += 10
        heading = "Sliding…" if self.sliding else "Last flick" if self.outcome is not None else "Practice"
        ui.text(surface, heading, (x, y), HEADING, ui.HIGHLIGHT)
        y += ui.line_height(HEADING) + 4
        if not self.sliding:
            lines = [(line, ui.PAPER if i == 0 else ui.MUTED) for i, line in enumerate(self.lines)]
            y = self._panel_lines(surface, lines, x, y, width)
        y += 10
        self._panel_lines(surface, [(line, ui.MUTED) for line in LEGEND], x, y, width)

    def _panel_lines(
        self, surface: pygame.Surface, lines: list[tuple[str, ui.Color]], x: int, y: int, width: int
    ) -> int:
        """Lines wrapped in the panel's width, as many as fit; the y below them."""
        for line, colour in lines:
            for part in ui.wrap(line, width, LINE):
                if y + ui.line_height(LINE) > self.panel.bottom - 8:
                    return y
                ui.text(surface, part, (x, y), LINE, colour)
                y += ui.line_height(LINE) + 4
        return y
