"""Finger Football practice: flick the slider on the mat with the mouse and see where it rests,
aiming at a lit target circle (each hit lights the next; the panel counts them).

A view module (it uses pygame). The physics comes whole from :class:`sim.slider.table.SliderTable`:
on release the outcome is computed at once, then the slide is animated from its closed form.
While pulling, the flick is solved at every move: the ghost (a see-through slider) shows where it
would rest, and a flick that would leave the mat says so before it is let go. G changes the aim
help (flick_input.AIM_HELPS): exact (the ghost and the stop bar), estimate (a band of likely stops,
as in a game), off (the way alone).
"""

from __future__ import annotations

import math

import pygame

from games.core.recording import Recording
from games.finger_football.rules.actions import Flicked
from games.finger_football.rules.describe import describe_touch, on_field, place, side_seen_by
from games.finger_football.sessions import PracticeSession
from games.finger_football.ui.aim import Aim
from games.finger_football.ui.flick_input import EXACT, SPIN_MEANS, FlickDrag, next_aim_help
from games.finger_football.ui.guides import practice_guide
from games.finger_football.ui.hand import hand_rng, next_hand, spoil
from games.finger_football.ui.howto_pages import practice_pages
from games.finger_football.ui.sides import on_screen, screen_side
from games.finger_football.ui.view import MatView
from games.window import ui
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.errors import FlickError
from sim.geometry import Pose
from sim.slider import mat as mats
from sim.slider.features import FeatureKind
from sim.slider.mat import Mat, RunCircle
from sim.slider.table import FlickOutcome, SliderTable

TOP_BAR, BOTTOM_BAR, METER = 44, 30, 40
HELP = (
    "F1: help · drag from the ring to flick (Shift: fine) · wheel: spin · right-click: put it there"
    " · G: aim help · 0: no spin · R: reset · Esc: back"
)
OFF_THE_MAT = "This flick would leave the mat"
OUTSIDE_RING = "Press inside the white ring around the slider, then pull back and let go"
TRAIL, TRAIL_POINTS = 0.3, 10
PATH_POINTS = 40  # a slide's path after it, drawn through this many of its poses
HEADING, LINE = 26, 22
FIRST_TARGET = 7  # the default mat's middle circle on the home 45: straight ahead of the start
TARGET_STEP = 7  # each hit lights the circle this many further along the mat's list: all over the field
LIT = (255, 235, 0)
ROUND = 10  # targets in a round of practice: a score out of ten, the best kept in the settings
ROUND_CARD = 3.0  # seconds the "Round over" card stays up
FREE_TRY = "Free try (you put the slider there): not scored. Flick from here again to score."
BEST = "finger-football/practice-best/"  # the settings' note of the best round: this, then the score
LEGEND = (
    "A flick that stops touching the lit circle is a hit.",
    "In a game, stopping on a red football is a fumble (the other side gets the ball); "
    "on a yellow flag, a penalty.",
)


class PracticeScene(Scene):
    title = "Finger Football practice"

    def __init__(self, app: Host, mat: Mat | None = None, start: Pose | None = None) -> None:
        super().__init__(app)
        self.mat = mat or mats.default()
        self.table = SliderTable(self.mat)
        self.view = MatView(self.mat)
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
        self.hits = 0  # flicks that stopped touching the lit target
        self.target_index = FIRST_TARGET
        self.verdict = ""  # hit or missed, the last flick
        self.notice = ""  # a press that grabbed nothing: said until the next grab
        self.round_tries = 0  # targets tried in this round (one flick each)
        self.round_hits = 0
        self.last_round: int | None = None  # the score of the round just ended
        self.round_card = 0.0  # seconds the "Round over" card has left
        self.free_try = False  # the next flick follows a right-click placement: not scored
        self.flick_free = False  # the flick now sliding is a free try

    @property
    def target(self) -> RunCircle:
        """The circle to stop on: lit yellow, named in the panel."""
        circles = self.mat.run_circles
        return circles[self.target_index % len(circles)]

    def target_words(self) -> str:
        """The target as the screen shows it: 'the upper circle on the home 46'."""
        c = self.target
        side = on_screen(f"Zone {c.zone} {c.side.value.lower()} run", 1).split()[2]
        if side == "middle" and abs(c.y) > 0.01:  # two middle circles side by side
            side = "upper middle" if c.y > 0 else "lower middle"
        return f"the {side} circle {place(c.x, c.y, self.mat)}"

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
            ("right-click", "put the slider there (on the field)"),
            ("G", "aim help: exact (the see-through slider shows where it rests), estimate, off"),
            ("H", "your hand: exact (a pull goes where aimed), club or novice (it strays, as in a game)"),
            ("R", "the slider back to its start"),
            ("Esc", "back"),
        ]

    def rules(self) -> list[Page]:
        return practice_pages(self.mat)

    def guide(self) -> Guide | None:
        return practice_guide(self)

    def handle_event(self, event: pygame.event.Event) -> None:
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
            elif event.button == 3:
                self.free_try = self._place(self.view.to_mat(*event.pos))
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
        if not self.preview.on_surface:
            self.drag.warning = OFF_THE_MAT

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif key == pygame.K_r:
            self._place((self.start.x, self.start.y))
        elif key == pygame.K_g:
            self.drag.help = next_aim_help(self.drag.help)
        elif key == pygame.K_h:
            self.drag.hand = next_hand(self.drag.hand)

    def _place(self, where: tuple[float, float]) -> bool:
        """Put the slider at ``where``; True if it was put (off the field it is not)."""
        if not on_field(*where, self.mat):
            self.lines = ["Put the slider on the field: right-click between the sidelines."]
            self.verdict = ""
            self.outcome = None
            return False
        self.pose = Pose(where[0], where[1], 0.0)
        self.placed += 1
        self.outcome = None
        self.lines = [f"The slider is {place(*where, self.mat)}."]
        return True

    def _release(self, pos: tuple[int, int]) -> None:
        fine_or_spin = self.drag.fine or abs(self.drag.spin) > 0
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
        self.flicks.append(self.outcome)
        self.lines = []
        # A flick from where the player put the slider is a free try: a right-click next to
        # the lit circle would make the round's score nothing.
        self.flick_free, self.free_try = self.free_try, False

        loudness = max(0.25, min(1.0, self.outcome.launch.speed / 3.0))
        self.app.sounds.play("strike", loudness)
        self.app.sounds.play("slide", loudness)
        self._record(self.outcome)

    def _record(self, outcome: FlickOutcome) -> None:
        """Every practice flick goes into a recording, started with the first."""
        self.session.flicked(outcome)
        if self.recorder is None:
            self.recorder = self.app.recordings("finger-football-practice", self.session, {"player": "human"})
        if self.recorder is not None:
            self.recorder.record(Flicked(outcome))

    # ----------------------------------------------------------------- model
    def update(self, dt: float) -> None:
        self.round_card = max(0.0, self.round_card - dt)
        if self.outcome is None or not self.sliding:
            return
        self.t += dt
        if self.t >= self.outcome.time:
            o = self.outcome
            hit = self._hit(o)
            self.verdict = f"Hit! It stopped on {self.target_words()}." if hit else self.miss_words(o)
            self.lines = [
                f"Rests {place(o.rest.x, o.rest.y, self.mat)}",
                f"{self.mat.field.yards(o.distance):.1f} yd in {o.time:.2f} s",
                *(rest_words(o) if o.on_surface else []),
            ]
            if self.flick_free:
                self.verdict = f"{self.verdict} {FREE_TRY}"
            else:
                self.hits += hit
                self.target_index += TARGET_STEP  # a target a flick: the round is ten of them
                self._scored(hit)
            if o.on_surface:
                self.pose = o.rest
            else:  # it cannot be picked up from there: back to the start
                self.pose = self.start
                self.lines.append("The slider goes back to its start.")

    def miss_words(self, o: FlickOutcome) -> str:
        """Where a miss went, from the lit circle's edge as the flick went: "Missed: 12 yd long,
        3 yd left of the lit circle" (left and right as the flicker faces the way it went)."""
        if not o.on_surface:
            return "Missed: it left the mat."
        c, yd = self.target, self.mat.field.yard
        way = math.atan2(c.y - o.start.y, c.x - o.start.x)
        if math.hypot(c.y - o.start.y, c.x - o.start.x) < 1e-6:
            way = math.atan2(o.flick.impulse[1], o.flick.impulse[0])  # from on it: the flick's way
        dx, dy = o.rest.x - c.x, o.rest.y - c.y
        along = dx * math.cos(way) + dy * math.sin(way)
        across = math.cos(way) * dy - math.sin(way) * dx
        parts = []
        if abs(along) / yd >= 0.5:
            parts.append(f"{abs(along) / yd:.0f} yd {'long' if along > 0 else 'short'}")
        if abs(across) / yd >= 0.5:
            parts.append(f"{abs(across) / yd:.0f} yd {'left' if across > 0 else 'right'}")
        if not parts:
            return "Missed: just off the edge of the lit circle."
        return f"Missed: {', '.join(parts)} of the lit circle."

    def _scored(self, hit: bool) -> None:
        """One target of the round tried; after ten, the round's score, kept if it is the best."""
        self.round_tries += 1
        self.round_hits += hit
        if self.round_tries < ROUND:
            return
        self.last_round = self.round_hits
        self.round_card = ROUND_CARD
        if self.round_hits > self.best():
            seen = self.app.settings.hints_seen
            seen -= {h for h in seen if h.startswith(BEST)}
            seen.add(f"{BEST}{self.round_hits}")
            self.app.settings.save()
        self.round_tries = self.round_hits = 0

    def best(self) -> int:
        """The best round's score so far, from the settings (0: none yet)."""
        scores = [h.removeprefix(BEST) for h in self.app.settings.hints_seen if h.startswith(BEST)]
        return max((int(v) for v in scores if v.isdigit()), default=0)

    def round_words(self) -> str:
        ended = f"Last round: {self.last_round}/{ROUND} · " if self.last_round is not None else ""
        best = self.best()
        hits = _count(self.round_hits, "hit")
        now = f"Round: {hits} in {self.round_tries} · target {self.round_tries + 1} of {ROUND}"
        return f"{ended}{now}" + (f" · best {best}/{ROUND}" if best else "")

    def current_pose(self, alpha: float = 1.0) -> Pose:
        if self.outcome is None or not self.sliding:
            return self.pose
        t = max(0.0, self.t - (1.0 - alpha) * self.app.clock.dt)
        return self.table.pose_at(self.outcome, t)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        view = self.view
        view.draw_mat(surface)
        if self.outcome is not None and not self.sliding:
            view.draw_highlights(surface, self.outcome.touched)
        view.ring(surface, {self.target.id}, LIT)
        surface.set_clip(view.area)
        if self.outcome is not None:
            self._draw_path(surface, self.current_pose(alpha))
            if self.sliding:
                now = max(0.0, self.t)
                times = [max(0.0, now - TRAIL * (1 - k / TRAIL_POINTS)) for k in range(TRAIL_POINTS + 1)]
                view.draw_trail(surface, [self.table.pose_at(self.outcome, t) for t in times])
        view.draw_slider(surface, self.current_pose(alpha))
        surface.set_clip(None)
        if not self.sliding:
            self.drag.draw_handle(surface, self.pose)
        h = surface.get_height()
        meter = pygame.Rect(view.area.right + 14, TOP_BAR + 20, 14, h - TOP_BAR - BOTTOM_BAR - 40)
        rest = self.preview.rest if self.preview is not None and self.preview.on_surface else None
        rest_at = (rest.x, rest.y) if rest is not None else None
        self.drag.draw(surface, self.pose, meter, (view.area.right, h - BOTTOM_BAR - 20), rest_at)
        if self.preview is not None and self.drag.help == EXACT:  # over the aim line's end: where it rests
            surface.set_clip(view.area)
            view.draw_slider(surface, self.preview.rest, ghost=True)
            surface.set_clip(None)
        self._draw_panel(surface)
        self._draw_bars(surface)
        if self.round_card > 0.0:
            self._draw_round_card(surface)

    def round_card_words(self) -> str:
        return f"Round over: {self.last_round} of {ROUND} · best {self.best()}"

    def _draw_round_card(self, surface: pygame.Surface) -> None:
        """The round's end as a moment: a small card over the mat's top, a few seconds."""
        words = ui.fit(self.round_card_words(), self.view.area.width - 40, 30)
        box = pygame.Rect(0, 0, ui.text_width(words, 30) + 40, ui.line_height(30) + 20)
        box.midtop = (self.view.area.centerx, self.view.area.top + 12)
        ui.overlay(surface, box, 235, ui.HIGHLIGHT)
        ui.text(surface, words, box.center, 30, ui.HIGHLIGHT, "center")

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
        """Hits, flicks and the aim help: in the title bar, and in the panel (a guide's card may
        cover the title bar)."""
        tally = f"{_count(self.hits, 'hit')} in {_count(len(self.flicks), 'flick')}"
        return f"{tally} · aim help {self.drag.help} (G) · your hand {self.drag.hand} (H)"

    def _draw_panel(self, surface: pygame.Surface) -> None:
        p = self.panel
        ui.bar(surface, p, (28, 34, 42))
        x, width, y = p.left + 16, p.width - 32, p.top + 12
        ui.text(surface, "Target", (x, y), HEADING, ui.HIGHLIGHT)
        y += ui.line_height(HEADING) + 4
        verdict = [] if self.sliding or not self.verdict else [(self.verdict, ui.PAPER)]
        notice = [(self.notice, ui.ACCENT)] if self.notice else []
        target = [
            *notice,
            *verdict,
            (f"Stop the slider on {self.target_words()} (ringed in yellow).", LIT),
            (self.round_words(), ui.PAPER),
            (
                f"Hits: {self.hits} in {_count(len(self.flicks), 'flick')} · aim help {self.drag.help}"
                f" · your hand {self.drag.hand}",
                ui.PAPER,
            ),
            ("G: aim help (exact, estimate, off) · H: your hand (exact, club, novice)", ui.MUTED),
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


def rest_words(outcome: FlickOutcome) -> list[str]:
    """What the slider rests on, a thing once each, in the screen's words: a circle once (its
    white centre said with it, not as a second circle), a red football or a yellow flag by name."""
    words: list[str] = []
    circles: dict[str, tuple[str, bool]] = {}  # circle id -> (its name, the white centre touched)
    for touch in outcome.touched:
        f = touch.feature
        if f.kind in (FeatureKind.RUN_CIRCLE, FeatureKind.PASS_CIRCLE):
            key = f.id.removesuffix("/pass")
            side = screen_side(side_seen_by(f.side, 1), 1)
            name, centre = circles.get(key, (f"the Zone {f.zone} {side} circle", False))
            circles[key] = (name, centre or f.kind == FeatureKind.PASS_CIRCLE)
        elif f.kind == FeatureKind.FUMBLE:
            words.append("on a red football (in a game: a fumble)")
        elif f.kind == FeatureKind.FLAG:
            words.append("on a yellow flag (in a game: a penalty)")
        else:
            words.append(describe_touch(touch))
    for name, centre in circles.values():
        words.insert(0, f"on {name}{', its white centre too' if centre else ''}")
    return words or ["on open field"]


def _count(n: int, thing: str) -> str:
    """ "1 hit", "2 hits", "0 flicks"."""
    return f"{n} {thing}{'' if n == 1 else 's'}"
