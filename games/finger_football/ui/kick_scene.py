"""The kick window: press on the ball when ready (the defender says go and counts three seconds from
that press), drag back and let go at the finger goalpost. A side view and a top view show the
flight, both at one fixed scale through the kick (the hands never move); a ball flying out of a
view is drawn at its edge with an arrow the way it went. How to kick is said before the press, and
no count runs until the player presses the ball, on every kick (docs/rules/finger_football.md, the
window); afterwards the strip says how the kick went and why, and the hands seen from the front
mark where the ball crossed them. Field goal practice on
its own, or a game's field goal or extra point (what is at stake said at the top, and why the kick
is from the goal line; the CPU's kicks are shown flying). A view module (pygame). Past 600 lines:
the count, the drag, the flight and the words about them share one scene's state; what needs
little of it is split out: the views' drawing at the model's sizes (kick_views), the hands from
the front (kick_inset), the strip's words fitted whole (kick_strip) and the guide (kick_guide).

The goalpost is drawn as the defender's hands, to scale: from the side, above and the front (as
the kicker sees them, in the strip at the top right), with the gap and the heights written. The
speed that clears the crossbar at the loft set is said beside the side view. In practice, the
challenge (C) makes the hand tremble: each kick struck strays from the one drawn by a draw from the
session's seeded generator (sim/noise.py's spreads of a club player, growing with the pull's
power: kick_round.tremor), and the kick struck is what
is recorded, with the one meant beside it.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from enum import Enum, auto

import numpy as np
import pygame

from games.core.recording import Recording
from games.finger_football.sessions import KickSession, PracticeKick
from games.finger_football.ui.howto_pages import kick_pages
from games.finger_football.ui.kick_guide import kick_guide
from games.finger_football.ui.kick_inset import draw_inset
from games.finger_football.ui.kick_round import (
    KICKS,
    KickRound,
    best,
    keep_best,
    round_plan,
    setting_words,
    tremor,
)
from games.finger_football.ui.kick_strip import draw_lines
from games.finger_football.ui.kick_views import (
    Pose,
    Views,
    draw_ball,
    draw_band,
    draw_ring,
    draw_side_hand,
    draw_top_hands,
)
from games.window import ui
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from games.window.seeds import fresh_seed
from sim.kick import (
    HANDS,
    MAX_ELEVATION,
    Contact,
    Kick,
    KickOutcome,
    KickRange,
    KickTiming,
    blocked,
    load_setup,
)

FULL_PULL = 0.3  # of the window's smaller side: the pull for full power
KICK_MAX_SPEED = 6.0  # m/s at a full pull
LOFT_STEP = math.radians(2.5)
TOP_BAR, BOTTOM_BAR, STRIP = 44, 30, 96
GUTTER = 110  # px left of the views for their labels (at the player's UI scale: ui.px)
WATCH_GRACE = 0.5  # s after the CPU's kick lands before Space or a click goes back (one meant before)
WAITING_WORDS = "Press on the ball in the top view when you are ready"
GAME_WAITING_WORDS = "press on the ball when ready"  # after "Your field goal: ", kept short to fit
HOW_TO = (
    "Hold it, drag back away from the hands and let go. The defender's count of three starts "
    "at your press: nothing runs until then."
)
FIRST_KICK_NOTE = (
    "First kick: nothing counted. Press on the ball and keep holding, drag back away from the "
    "hands, let go. The count of three starts at that press."
)
COUNT_WORDS = (
    (0.4, "GO!"),
    (1.4, "one thousand one"),
    (2.4, "one thousand two"),
    (math.inf, "one thousand three"),
)
STEPS = "F1: help · press on the ball, drag back, let go · wheel: loft"
HELP = f"{STEPS} · C: challenge · R: again · T: new round · Esc: back"
HOW_TO_ROUND = "Press on the ball in the top view, drag back away from the hands, let go within 3 s"
ROUND_SALT = 0x4B52  # keeps the round's draws apart from the hand's tremble on one seed
JUDGE_IT = (
    "In a round you judge it: the dotted line shows the first half of the way. Kick when it looks right"
)
HELP_IN_GAME = f"{STEPS} · Esc: leave the game"
HELP_KICKED = "Enter: back to the game · Esc: leave the game"
HELP_WATCHED = "Enter: back to the game now"
GOOD_CUE, BAD_CUE = (90, 230, 120), (255, 110, 90)
WHY_GOAL_LINE = (
    "Every kick at goal is from your own goal line, the whole length of the field away, wherever the ball is."
)
INSET_W, INSET_MIN = 250, 236  # the goalpost seen from the front, at the right of the strip
WHY = 18
LABEL = 20
HELP_WATCHING = "Enter: back to the game, once it lands"
NO_KICK = "A click is no kick: press on the ball, drag back away from the hands and let go"
NO_KICK_FORWARD = "No kick: drag back, away from the hands (not toward them), and let go"
AGAIN = "Press on the ball to kick again (or R)"
PRACTICE_KEYS = (pygame.K_h, pygame.K_d, pygame.K_t, pygame.K_c)  # keys that change the practice
TREMBLE_REACH = 2.0  # spreads of the tremble's speed within which a drawn kick is marginal
MARGIN_ADVISED = 10  # % over the needed speed advised: measured, 82 % of a round's trembling kicks
ADVICE = (" Pull further back", " Aim more to the", " Aim nearer", " Kick the same way", " let go sooner")
ARC_ROOM = 1.15  # the side view is as tall as a kick this much harder than the one that clears
MAX_SIDE = 0.9  # m of height the side view grows to at most (a higher kick: the arrow at its edge)
CUES = {  # the kick dragged now, if let go
    "short": "Too soft: it drops before the fingers. Pull further back",
    "off the crossbar": "Too soft: it hits the fingers. Pull further back or loft it more",
    "wide left": "Wide: it passes left of the thumbs (above them in the top view). Aim lower",
    "wide right": "Wide: it passes right of the thumbs (below them in the top view). Aim higher",
    "off a thumb": "Off a thumb: aim nearer the middle of the gap",
}

TABLE_TOP = (46, 110, 60)


class Phase(Enum):
    WAITING = auto()  # before "ready"
    COUNTING = auto()  # the count is running; the ball lies on its side until stood up
    FLYING = auto()
    DONE = auto()


Point = tuple[float, float]


class FieldGoalScene(Scene):
    title = "Field goal practice"
    outcome: KickOutcome | None

    def __init__(
        self,
        app: Host,
        hands: str = "medium",
        distance: float = 1.10,
        on_result: Callable[[KickOutcome], None] | None = None,
        kicker: str = "",
        stakes: str = "",
        watch: KickOutcome | None = None,
        challenge: bool = False,
        seed: int | None = None,
        rounds: bool = True,
        first_kick: bool = False,
    ) -> None:
        """In a game: ``on_result`` hears the kick's outcome (Enter, once called), ``kicker`` and
        ``stakes`` say whose kick it is and what rides on it, and ``watch`` is the CPU's kick,
        shown flying rather than kicked here. ``challenge``: the hand trembles (practice only; C
        turns it on and off), drawn from a generator seeded by ``seed`` (a fresh one if None: the
        session records it). Every attempt's count waits for the ball to be pressed: the press is
        the kicker's "ready", and the defender says go at once. ``first_kick``: a game's first kick
        by the person: a press let go with no drag (a newcomer's click to see what the ball does)
        does not use up the count: the window says how a kick goes and waits for a new press."""
        super().__init__(app)
        self.attempts = 0  # kicks and blocks, this window
        self.goods = 0
        if seed is None:
            seed = fresh_seed()  # a fresh session, recorded
        self.seed = seed
        self.tremor_rng = np.random.default_rng(seed)
        self.challenge = challenge and on_result is None
        self.round_rng = np.random.default_rng(np.random.SeedSequence([ROUND_SALT, seed]))
        # Practice is played in rounds of eight kicks (kick_round.py); H or D leave for free practice.
        self.round = KickRound(round_plan(self.round_rng)) if on_result is None and rounds else None
        self.round_over = False  # the kick just landed ended a round: its score is said
        self.meant: Kick | None = None  # the kick drawn, when the one struck strayed from it
        self.tremble_missed = ""  # what of the hand's tremble made a good kick drawn miss
        self.note = ""  # why no kick went (a click, a drag toward the hands): said until the next press
        self.kicks_made = 0
        self.first_kick = first_kick and on_result is not None and watch is None
        self._heard = 0  # contacts of the flight already sounded
        self._clears: dict[tuple[str, float, float, bool], float | None] = {}
        self.on_result = on_result
        self.kicker = kicker
        self.stakes = stakes
        self.watching = watch is not None
        if on_result is not None:
            self.title = kicker[:1].upper() + kicker[1:] if kicker else "Field goal"
        self.setup = load_setup()
        self.hands = hands
        self.distance = distance
        if self.round is not None:
            self.hands, self.distance = self.round.setting.hands, self.round.setting.distance
        self.range = KickRange(self.setup.goalpost(hands, distance), self.setup.ball)
        self.views = Views()
        self.y_span = 0.62
        self.inset = pygame.Rect(0, 0, 1, 1)  # the hands from the front, laid out with the views
        self.drag = True
        self.session = KickSession(seed)
        self.recorder: Recording | None = None
        self.loft = math.radians(40.0)
        self._predicted: KickOutcome | None = None
        self._predicted_key: tuple[float, float, float, bool, str] | None = None
        self._reset()
        if watch is not None:
            self.outcome = watch
            self.phase = Phase.FLYING if watch.trajectory else Phase.DONE  # a blocked kick never flew

    def _reset(self) -> None:
        if self.round is not None and len(self.round.results) > self.round.index:
            self.round.next_kick(self.round_rng)  # the last kick taken: on to the next setting
            self._set_post(self.round.setting.hands, self.round.setting.distance)
        self.round_over = False
        self._told: tuple[KickOutcome, str] | None = None
        self.meant = None
        self.tremble_missed = ""
        self.note = ""
        self._heard = 0
        self.phase = Phase.WAITING
        self.clock = 0.0  # seconds since "go"
        self.stood_at: float | None = None
        self.press: tuple[float, float] | None = None  # top-view drag, world metres
        self.pull: tuple[float, float] | None = None
        self.outcome: KickOutcome | None = None
        self.flight_t = 0.0
        self.done_t = 0.0  # s since the kick landed

    # ----------------------------------------------------------------- layout
    def resized(self, size: tuple[int, int]) -> None:
        """Both views at one true scale, as wide as the window allows beside a gutter for their
        labels; the top view shows as much of the field's width as fits (at least 0.3 m). The
        message strip sits above them."""
        w, h = size
        post = self.range.post
        x_span = self.distance + 0.22
        z_span = max(0.3, post.thumb_top + 0.08, self._arc_height())
        top = TOP_BAR + self.strip_height + 8
        usable_h = h - top - BOTTOM_BAR - 40
        scale = min((w - ui.px(GUTTER) - 30) / x_span, usable_h / (z_span + 0.3))
        self.y_span = min(0.62, usable_h / scale - z_span)
        x0 = ui.px(GUTTER) + (w - ui.px(GUTTER) - x_span * scale) / 2 + 0.1 * scale
        side_h = round(z_span * scale) + 24
        top_h = round(self.y_span * scale)
        self.views = Views(
            scale=scale,
            x0=x0,
            side_base=top + z_span * scale,
            top_mid=top + side_h + 16 + top_h / 2,
            side_area=pygame.Rect(ui.px(GUTTER), top, w - ui.px(GUTTER), side_h),
            top_area=pygame.Rect(ui.px(GUTTER), top + side_h + 16, w - ui.px(GUTTER), top_h),
        )
        inset_w = min(INSET_W, max(w // 5, INSET_MIN))  # its measures whole in a small window
        self.inset = pygame.Rect(w - inset_w - 8, TOP_BAR + 4, inset_w, self.strip_height - 8)

    def _arc_height(self) -> float:
        """How tall the side view is: a kick a little harder than the one that clears at the
        highest loft fits in it, up to MAX_SIDE. One height for every loft: the views kept
        re-zooming as the wheel turned the loft, and a kick seen at one scale was not comparable
        with the last at another. The CPU's kick, watched: as tall as its own flight (it flew
        out of a view sized for no kick, and was seen only as an arrow at the edge)."""
        if self.watching:
            watched = getattr(self, "outcome", None)
            flown = watched.trajectory if watched is not None and watched.trajectory else ()
            return min(max((z for _t, _x, _y, z in flown), default=0.0) + 0.04, MAX_SIDE)
        if not hasattr(self, "range"):
            return 0.0
        clears = self.clearing_speed(MAX_ELEVATION)
        speed = min(KICK_MAX_SPEED, (clears if clears is not None else KICK_MAX_SPEED) * ARC_ROOM)
        flight = self.range.kick(Kick(speed, MAX_ELEVATION, 0.0), drag=self.drag, trajectory=True)
        apex = max((z for _t, _x, _y, z in flight.trajectory or ()), default=0.0)
        return min(apex + 0.04, MAX_SIDE)

    @property
    def strip_height(self) -> int:
        """The message strip; a game's own kick says there why it is from the goal line."""
        words = max(STRIP, ui.line_height(40) + self.story_lines * ui.line_height(22) + 14)
        why = 2 * ui.line_height(WHY) + 6 if self.on_result is not None and not self.watching else 0
        return words + why

    def controls(self) -> list[tuple[str, str]]:
        if self.watching:
            return [("Enter (or Space)", "back to the game, once it lands")]
        rows = [
            ("press on the ball", "in the top view, when ready: it stands up and the count starts"),
            ("drag back, let go", "away from the hands, within three seconds of the press"),
            ("wheel, Up/Down", "the loft: how steeply it rises"),
        ]
        if self.on_result is None:
            rows += [
                ("T", "a new round of eight kicks, each at hands set their own way"),
                ("C", "the challenge: the hand trembles (on or off)"),
                ("H, D", "free practice: the defender's hands; air resistance on or off"),
                ("R", "kick again"),
                ("Esc", "back"),
            ]
        else:
            rows.append(("Enter", "back to the game, once kicked"))
        return rows

    def rules(self) -> list[Page]:
        return kick_pages()

    def guide(self) -> Guide | None:
        return None if self.watching else kick_guide(self)

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            self._set_loft(self.loft + LOFT_STEP * event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.press is not None:
            self.pull = self.views.from_top(*event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            self.pull = self.views.from_top(*event.pos)
            self._kick()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._stood_unkicked():
            if self.first_kick and self.kicks_made == 0:
                self._explain_first()  # a click on the ball in the side view, likewise
                return
            self._no_kick(NO_KICK)  # a click on the ball in the side view: no drag to kick with

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE and self.on_result is None:
            self.app.back()
        elif key == pygame.K_ESCAPE and self.watching:
            self.phase = Phase.DONE  # Esc skips the CPU's flight
            self._hand_back()
        elif key == pygame.K_ESCAPE:
            self.app.back()  # the game's own Esc: it asks whether to leave; its kick waits
            self.app.leave()
        elif self.watching:  # the CPU's kick stays until the person goes on: it is seen
            landed = self.phase == Phase.DONE and self.done_t >= WATCH_GRACE
            if key in (pygame.K_SPACE, pygame.K_RETURN) and landed:
                self._hand_back()
        elif key in (pygame.K_SPACE, pygame.K_RETURN) and self.phase == Phase.WAITING:
            self._ready()
        elif key in (pygame.K_SPACE, pygame.K_RETURN) and self.phase == Phase.DONE and self.on_result:
            self._hand_back()
        elif key == pygame.K_r and self.on_result is None:
            self._reset()
        elif key == pygame.K_UP:
            self._set_loft(self.loft + LOFT_STEP)
        elif key == pygame.K_DOWN:
            self._set_loft(self.loft - LOFT_STEP)
        elif key in PRACTICE_KEYS and self.on_result is None:
            self._practice_key(key)

    def _practice_key(self, key: int) -> None:
        """H (hands), D (air drag), T (a new round), C (the tremble): each says what it did, and
        leaving a round part-way says that round was not kept (H mid-round dropped it silently)."""
        if self.phase not in (Phase.WAITING, Phase.DONE):
            self.app.say("Wait for this kick to land, then press it again")
            return
        if key == pygame.K_c and self.round is not None:
            self.app.say("The tremble is part of a round; press H for free practice to turn it off")
            return
        if key == pygame.K_c:
            self.challenge = not self.challenge
            self.app.say(
                "Challenge on: your hand trembles" if self.challenge else "Challenge off: a steady hand"
            )
            return
        dropped = self._round_dropped()
        if key == pygame.K_h:
            self.round = None  # hands of your own: free practice, not scored
            self._set_post(HANDS[(HANDS.index(self.hands) + 1) % len(HANDS)], self.distance)
            done = f"Free practice, not scored: {self.hands} hands"
        elif key == pygame.K_d:
            self.round = None
            self.drag = not self.drag
            done = f"Free practice, not scored: air drag {'on' if self.drag else 'off'}"
        else:
            self.round, self.drag = KickRound(round_plan(self.round_rng)), True
            self._set_post(self.round.setting.hands, self.round.setting.distance)
            self._reset()
            done = f"A new round of {KICKS} kicks"
        self.app.say(f"{dropped}{done}")

    def _round_dropped(self) -> str:
        """What leaving the round now loses, said first ("" when none is under way)."""
        r = self.round
        if r is None or not r.results or len(r.results) >= len(r.plan):
            return ""
        return f"Round left after {len(r.results)} of {len(r.plan)} kicks: not kept. "

    def _set_post(self, hands: str, distance: float) -> None:
        """The defender's hands and how far away they are: the goalpost the next kick is at."""
        self.hands, self.distance = hands, distance
        self.range = KickRange(self.setup.goalpost(hands, distance), self.setup.ball)
        self.resized(self.app.size)

    @property
    def trembles(self) -> bool:
        """Does the hand tremble for this kick (C, or a round's later kicks)?"""
        return self.challenge or (self.round is not None and self.round.setting.tremble)

    def _hand_back(self) -> None:
        if self.on_result is None or self.outcome is None or self.app.stack.top is not self:
            return  # practice keeps its kicks; a window already closed hands back nothing
        outcome, callback = self.outcome, self.on_result
        self.app.back()
        callback(outcome)

    def _set_loft(self, loft: float) -> None:
        self.loft = min(max(loft, math.radians(5.0)), MAX_ELEVATION)
        if self.phase != Phase.FLYING:
            self.resized(self.app.size)  # the side view fits the arc of this loft

    def _near(self, pos: tuple[int, int], at: tuple[float, float]) -> bool:
        return math.hypot(pos[0] - at[0], pos[1] - at[1]) <= max(
            self.setup.ball.length * self.views.scale, 16
        )

    def _press(self, pos: tuple[int, int]) -> None:
        if self.watching:
            if self.phase == Phase.DONE and self.done_t >= WATCH_GRACE:
                self._hand_back()
            return
        on_side = self._near(pos, self.views.side(0.0, self.setup.ball.radius))
        on_top = self._near(pos, self.views.top(0.0, 0.0))
        if self.phase == Phase.DONE and self.on_result is None and (on_side or on_top):
            self._reset()  # practice: a press on the ball starts the next kick (R does too)
            self.resized(self.app.size)
            if self.round is not None:
                return  # a round's next hands are read first: the next press starts the count
        if self.phase == Phase.WAITING and (on_side or on_top):
            self._ready()  # the press on the ball is the kicker's "ready": the count starts now
        if self.phase != Phase.COUNTING:
            return
        if on_side or on_top:
            self.note = ""
        if self.stood_at is None and (on_side or on_top):
            self.stood_at = self.clock  # the ball is stood up on its tip...
        if on_top:
            self.press = self.pull = self.views.from_top(*pos)  # ...and the same press drags the kick

    def _explain_first(self) -> None:
        """The first kick of a game, clicked rather than dragged: no count is used up; the window
        is back to waiting, saying how a kick goes."""
        self.phase, self.clock, self.stood_at, self.press, self.pull = Phase.WAITING, 0.0, None, None, None
        self.note = FIRST_KICK_NOTE

    def _ready(self) -> None:
        """The kicker is ready (Space or Enter says so too); the defender's "go" and count wait
        for the ball to be pressed."""
        self.phase = Phase.COUNTING
        self.clock = 0.0

    @property
    def count_waits(self) -> bool:
        """The count has not started: the ball is not yet pressed."""
        return self.phase == Phase.COUNTING and self.stood_at is None

    def aim(self) -> tuple[float, float] | None:
        """(power 0..1, aim angle) of the current pull, or None while too short."""
        if self.press is None or self.pull is None:
            return None
        dx, dy = self.press[0] - self.pull[0], self.press[1] - self.pull[1]
        full = FULL_PULL * min(self.app.size) / self.views.scale
        power = min(math.hypot(dx, dy) / full, 1.0)
        if power < 0.02 or dx <= 0.0:
            return None
        return power, math.atan2(dy, dx)

    def _kick(self) -> None:
        aimed = self.aim()
        forward = self.press is not None and self.pull is not None and self.pull[0] > self.press[0]
        self.press = self.pull = None
        if self.phase != Phase.COUNTING:
            return
        if aimed is None and self.first_kick and self.kicks_made == 0 and not forward:
            self._explain_first()  # a game's first kick, clicked: no count used up
            return
        if aimed is None:
            self._no_kick(NO_KICK_FORWARD if forward else NO_KICK)
            return
        power, angle = aimed
        kick = Kick(KICK_MAX_SPEED * power, self.loft, max(-1.0, min(1.0, angle)))
        self.meant = None
        if self.trembles:
            self.meant, kick = kick, self._trembled(kick)
        timing = KickTiming(self.setup.count_length, self.stood_at, self.clock)
        self.outcome = self.range.kick(kick, drag=self.drag, timing=timing, trajectory=True)
        self.tremble_missed = self._tremble_missed(self.meant, kick)
        self.phase = Phase.FLYING
        self.flight_t = 0.0
        self._heard = 0
        self.kicks_made += 1
        self._attempted()
        self._told = (self.outcome, self._tell())  # as the kick was made, whatever is set after
        self.app.sounds.play("kick", max(0.25, min(1.0, kick.speed / KICK_MAX_SPEED)))
        self._record(self.outcome)

    def _stood_unkicked(self) -> bool:
        return self.phase == Phase.COUNTING and self.stood_at is not None and self.outcome is None

    def _no_kick(self, why: str) -> None:
        """Let go with no pull to kick with: no kick. The defender's count goes on (a press
        again drags the kick), and the strip says at once why nothing flew."""
        self.press = self.pull = None
        self.note = why

    def _tremble_missed(self, meant: Kick | None, struck: Kick) -> str:
        """When the kick drawn was good and the one struck missed: the part of the tremble that
        alone makes it miss ("its -3.8° loft"), or "" when the tremble did not cost the kick."""
        if meant is None or self.outcome is None or self.outcome.good:
            return ""
        if not self.range.kick(meant, drag=self.drag).good:
            return ""
        loft = ui.signed(math.degrees(struck.elevation - meant.elevation), 1)
        harder = ui.signed((struck.speed / meant.speed - 1.0) * 100) if meant.speed > 0 else "0"
        aim = math.degrees(struck.aim - meant.aim)
        parts = (
            (Kick(meant.speed, struck.elevation, meant.aim), f"{loft}° loft"),
            (Kick(struck.speed, meant.elevation, meant.aim), f"{harder}% speed"),
            (
                Kick(meant.speed, meant.elevation, struck.aim),
                f"{abs(aim):.1f}° {'left' if aim > 0 else 'right'}",
            ),
        )
        alone = [words for kick, words in parts if not self.range.kick(kick, drag=self.drag).good]
        return f"its {' and '.join(alone)}" if alone else "the tremble as a whole (below)"

    def predicted(self) -> KickOutcome | None:
        """The flight of the kick as dragged now (the hand's tremor aside), or None while no
        kick is being dragged: drawn dotted in both views, and judged in the strip."""
        aimed = self.aim()
        if aimed is None or self.phase != Phase.COUNTING:
            return None
        power, angle = aimed
        key = (round(power, 3), round(angle, 3), round(self.loft, 4), self.drag, self.hands)
        if key != self._predicted_key:
            kick = Kick(KICK_MAX_SPEED * power, self.loft, max(-1.0, min(1.0, angle)))
            self._predicted = self.range.kick(kick, drag=self.drag, trajectory=True)
            self._predicted_key = key
        return self._predicted

    def _cue(self) -> tuple[str, ui.Color]:
        """The strip's one line while the count runs: what to do, or how the kick dragged now
        would go (strong enough, too soft, wide)."""
        if self.stood_at is None:
            return "Press on the ball in the top view, drag back away from the hands, let go", ui.PAPER
        if self.note:  # let go with no kick: what happened, and how to kick
            return f"{self.note}.", BAD_CUE
        flight = self.predicted()
        if flight is None:
            return "Now kick: drag back from the ball in the top view, let go", ui.PAPER
        if self.round is not None:
            return JUDGE_IT, ui.PAPER  # no verdict before the kick: a round is judged by eye
        if flight.good:
            return "Strong enough: over the fingers, between the thumbs. Let go!", GOOD_CUE
        return CUES.get(flight.reason.value, f"As aimed: {flight.call.lower()}"), BAD_CUE

    def _trembled(self, kick: Kick) -> Kick:
        """The kick the trembling hand strikes when ``kick`` was meant (the challenge)."""
        hand = tremor(kick.speed / KICK_MAX_SPEED)  # a harder pull trembles more (kick_round.py)
        speed, elevation, aim, _ = hand.kick(kick.speed, kick.elevation, kick.aim, self.tremor_rng)
        return Kick(
            min(speed, KICK_MAX_SPEED * 1.2),
            min(max(elevation, 0.0), MAX_ELEVATION),
            max(-1.0, min(1.0, aim)),
        )

    def clearing_speed(self, loft: float | None = None) -> float | None:
        """The slowest straight kick at ``loft`` (the loft set) that is good (m/s), or None if no
        kick up to full power is: how hard an extra point has to be kicked. Found by bisection, kept."""
        loft = self.loft if loft is None else loft
        key = (self.hands, self.distance, round(loft, 4), self.drag)
        if key not in self._clears:
            self._clears[key] = self._bisect_clearing(loft)
        return self._clears[key]

    def _bisect_clearing(self, loft: float) -> float | None:
        def good(speed: float) -> bool:
            return self.range.kick(Kick(speed, loft, 0.0), drag=self.drag).good

        low, high = 0.0, KICK_MAX_SPEED
        if not good(high):
            return None
        for _ in range(14):
            mid = (low + high) / 2
            low, high = (low, mid) if good(mid) else (mid, high)
        return high

    def _attempted(self) -> None:
        assert self.outcome is not None
        self.attempts += 1
        self.goods += self.outcome.good
        if self.round is not None and self.round.scored(self.outcome.good):
            self.round_over = True
            if keep_best(self.app.settings.hints_seen, self.round.goods):
                self.app.settings.save()

    def landed_tally(self) -> tuple[int, int]:
        """(goods, attempts) as the title bar tells them: a kick in flight is not in them yet
        (the count gave its result away before the ball landed)."""
        if self.phase == Phase.FLYING and self.outcome is not None and not self.watching:
            return self.goods - self.outcome.good, self.attempts - 1
        return self.goods, self.attempts

    def _record(self, outcome: KickOutcome) -> None:
        """Practice kicks go into a recording, started with the first (a game records its own)."""
        if self.on_result is not None:
            return
        self.session.kicked(outcome, self.hands, self.distance, self.drag)
        if self.recorder is None:
            self.recorder = self.app.recordings("field-goal-practice", self.session, {"player": "human"})
        if self.recorder is not None:
            self.recorder.record(PracticeKick(outcome, self.hands, self.distance, self.drag, self.meant))

    # ----------------------------------------------------------------- model
    def update(self, dt: float) -> None:
        if self.phase == Phase.COUNTING:
            if self.count_waits:
                return
            self.clock += dt
            if self.clock > self.setup.count_length:
                self.outcome = blocked(KickTiming(self.setup.count_length, self.stood_at, None))
                self.phase = Phase.DONE
                self._attempted()
                self._told = (self.outcome, self._tell())
                self._record(self.outcome)
        elif self.phase == Phase.FLYING:
            self.flight_t += dt
            assert self.outcome is not None
            self._sound_contacts()
            if not self.outcome.trajectory or self.flight_t >= self.flown()[-1][0]:
                self.phase = Phase.DONE
                if self.outcome.good and self.on_result is None:
                    self.app.sounds.play("crowd")
        elif self.phase == Phase.DONE:
            self.done_t += dt

    def _sound_contacts(self) -> None:
        """Each contact of the flight as the ball reaches it: a finger's tap or the table's thud,
        as loud as the ball hit it."""
        assert self.outcome is not None
        contacts = self.outcome.contacts
        while self._heard < len(contacts) and contacts[self._heard].t <= self.flight_t:
            c = contacts[self._heard]
            name = "kick" if c.kind.value == "table" else "strike"
            self.app.sounds.play(name, max(0.1, min(1.0, c.speed / 3.0)))
            self._heard += 1

    def flown(self) -> list[tuple[float, float, float, float]]:
        """The kick's flight as drawn: a short kick's ends at the fingers (it came down before
        them: a ball rolling on past the hands read as one that got there)."""
        if self.outcome is None or not self.outcome.trajectory:
            return []
        samples = list(self.outcome.trajectory)
        if self.outcome.reason != "short":
            return samples
        stop = self.range.post.distance - self.range.post.crossbar_thickness / 2 - self.setup.ball.radius
        for k, (a, b) in enumerate(itertools.pairwise(samples)):
            if b[1] > stop >= a[1]:
                u = (stop - a[1]) / (b[1] - a[1])
                cut = tuple(a[i] + (b[i] - a[i]) * u for i in range(4))
                return [*samples[: k + 1], (cut[0], cut[1], cut[2], cut[3])]
        return samples

    def ball_position(self) -> tuple[float, float, float]:
        """(x, y, z) of the ball's centre now."""
        ball = self.setup.ball
        if self.outcome is None or not self.outcome.trajectory:
            return 0.0, 0.0, ball.tee_height if self.stood_at is not None else ball.radius
        samples = self.flown()
        t = self.flight_t
        for (t0, x0, y0, z0), (t1, x1, y1, z1) in itertools.pairwise(samples):
            if t0 <= t <= t1:
                u = (t - t0) / (t1 - t0) if t1 > t0 else 1.0
                return x0 + (x1 - x0) * u, y0 + (y1 - y0) * u, z0 + (z1 - z0) * u
        return samples[-1][1], samples[-1][2], samples[-1][3]

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        v = self.views
        surface.set_clip(v.side_area)
        self._draw_side(surface)
        surface.set_clip(v.top_area)
        self._draw_top(surface)
        surface.set_clip(None)
        ui.playing_surface(v.side_area)
        ui.playing_surface(v.top_area)
        self._draw_labels(surface)
        self._draw_hud(surface)

    def _draw_side(self, s: pygame.Surface) -> None:
        v, ball, post = self.views, self.setup.ball, self.range.post
        k = v.scale
        pygame.draw.rect(s, TABLE_TOP, pygame.Rect(0, round(v.side_base), s.get_width(), 6))
        behind = self._behind_near_thumb()
        if not behind:
            draw_side_hand(s, v, post)
        self._draw_path(s, lambda x, y, z: v.side(x, z))
        x, _y, z = self.ball_position()
        draw_ball(s, v.side(x, z), self._pose(), k, ball, v.side_area, side=True)
        if behind:  # between the thumbs: the near thumb stands in front of the ball's way
            draw_side_hand(s, v, post)
        mark = self.side_mark()
        if mark is not None and self.outcome is not None:
            colour = GOOD_CUE if self.outcome.good else BAD_CUE
            draw_ring(s, v.side(*mark), ball.radius * k, colour)  # over the thumb: where it crossed
        if self.phase in (Phase.WAITING, Phase.COUNTING) and self.stood_at is not None:
            # The strike point and the launch direction the loft gives.
            sx, sy = v.side(0.0, Kick(1.0, self.loft).strike_height(ball))
            pygame.draw.circle(s, ui.ACCENT, (sx - ball.radius * k, sy), 3)
            cx, cy = v.side(0.0, ball.tee_height)
            length = 60
            tip = (cx + length * math.cos(self.loft), cy - length * math.sin(self.loft))
            pygame.draw.line(s, ui.ACCENT, (cx, cy), tip, 2)

    def _pose(self) -> Pose:
        """Lying until pressed, stood on its tip until kicked, then flying (the model's sphere)."""
        if self.outcome is not None and self.outcome.kick is not None:
            return Pose.FLYING
        return Pose.STANDING if self.stood_at is not None else Pose.LYING

    def side_mark(self) -> tuple[float, float] | None:
        """(along, height) of the ball's centre where it met the hands, ringed in the side view
        once the ball has got there: where it crossed their plane, or where it hit a finger or
        a thumb (as the strip's words and the front view say it)."""
        o = self.outcome
        if o is None or o.kick is None or self.phase not in (Phase.FLYING, Phase.DONE):
            return None
        if o.reason == "short":
            return None  # drawn stopping before the hands (flown): no ring beyond it
        hit = self._hand_contact()
        if hit is not None and not o.good:
            x, z, t = hit.x, hit.z, hit.t
        elif o.cross is not None:
            x, z, t = self.range.post.distance, o.cross[1], self._crossed_at()
        else:
            return None
        return (x, z) if self.phase == Phase.DONE or self.flight_t >= t else None

    def _hand_contact(self) -> Contact | None:
        o = self.outcome
        return next((c for c in o.contacts if c.kind.value != "table"), None) if o is not None else None

    def _crossed_at(self) -> float:
        """When the ball's centre last came to the hands' plane, going on (s into the flight)."""
        d = self.range.post.distance
        samples = self.flown()
        return next((b[0] for a, b in itertools.pairwise(samples) if a[1] < d <= b[1]), math.inf)

    def _behind_near_thumb(self) -> bool:
        """Does the kick go between the thumbs (or is it yet to be kicked)? Seen from the side it
        then passes behind the near thumb, which is drawn over it (over it, the thumb looked run
        through)."""
        return self.outcome is None or self.outcome.good or self.outcome.reason == "short"

    def _draw_top(self, s: pygame.Surface) -> None:
        v, post = self.views, self.range.post
        half = self.y_span / 2
        a, b = v.top(-0.06, half), v.top(self.distance, -half)
        field = pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]), round(b[1] - a[1]))
        pygame.draw.rect(s, (38, 132, 62), field)
        for k in range(0, 11):  # ten-yard lines of the default mat, the last one the far goal line
            x = k * 0.1
            if x <= self.distance:
                pygame.draw.line(
                    s, (235, 235, 230), v.top(x, half), v.top(x, -half), 3 if k in (0, 10) else 1
                )
        draw_top_hands(s, v, post)
        self._draw_path(s, lambda x, y, z: v.top(x, y))
        x, y, _z = self.ball_position()
        draw_ball(s, v.top(x, y), self._pose(), v.scale, self.setup.ball, v.top_area, side=False)
        aimed = self.aim()
        if aimed is not None and self.press is not None and self.pull is not None:
            power, angle = aimed
            start = v.top(0.0, 0.0)
            reach = 120 * power + 20
            tip = (start[0] + reach * math.cos(angle), start[1] - reach * math.sin(angle))
            pygame.draw.line(s, ui.ACCENT, start, tip, 3)
            pygame.draw.line(s, (255, 255, 255), v.top(*self.press), v.top(*self.pull), 1)

    def _draw_labels(self, s: pygame.Surface) -> None:
        """The views' names and the kick's figures, in the margins beside the views."""
        v = self.views
        room = ui.px(GUTTER) - 16
        step = ui.line_height(LABEL) + 2
        side: list[tuple[str, ui.Color]] = [
            ("side view", ui.MUTED),
            (f"loft {math.degrees(self.loft):.0f}°", ui.PAPER),
        ]
        clears = None if self.watching else self.clearing_speed()
        if not self.watching and self.round is None:  # a round: the speed needed is judged
            loft = f"at {math.degrees(self.loft):.0f}°"
            words = ("needs", f"{clears:.2f} m/s", loft) if clears is not None else ("too low", "to clear")
            side += [(line, ui.ACCENT) for line in words]
        top: list[tuple[str, ui.Color]] = [("top view", ui.MUTED)]
        aimed = self.aim()
        if aimed is not None:
            power, angle = aimed
            speed = KICK_MAX_SPEED * power
            flight = self.predicted()
            colour = GOOD_CUE if flight is not None and flight.good else BAD_CUE
            judged = self.round is not None
            colour = ui.PAPER if judged else colour
            top += [
                (f"kick {speed:.1f} m/s", colour),
                (f"needs {clears:.2f}" if clears is not None and not judged else "", colour),
                (f"aim {ui.signed(math.degrees(angle), 1)}°", ui.PAPER),
            ]
        for lines, area in ((side, v.side_area), (top, v.top_area)):
            for i, (line, colour) in enumerate(lines):
                ui.text(s, ui.fit(line, room, LABEL), (12, area.top + 4 + step * i), LABEL, colour)

    def _draw_path(
        self, s: pygame.Surface, project: Callable[[float, float, float], tuple[float, float]]
    ) -> None:
        """The kick dragged now, dotted, and the kick made, as far as it has flown: each a band as
        wide as the ball round its centre's line (the band, not the line, meets what the ball met)."""
        width = self.setup.ball.diameter * self.views.scale
        flight = self.predicted()
        if flight is not None and flight.trajectory:
            colour = GOOD_CUE if flight.good else BAD_CUE
            samples = flight.trajectory
            if self.round is not None:  # a round: the first half of the way, no verdict in its colour
                colour = ui.PAPER
                samples = tuple(p for p in samples if p[1] <= self.distance / 2)
            dots = [project(x, y, z) for _t, x, y, z in samples]
            dashes = list(itertools.islice(itertools.pairwise(dots), 0, None, 2))
            draw_band(s, dashes, width, colour)  # dotted: a kick not yet made
            for a, b in dashes:
                pygame.draw.line(s, colour, a, b, 2)
        if self.outcome is None or not self.outcome.trajectory:
            return
        points = [project(x, y, z) for t, x, y, z in self.flown() if t <= self.flight_t]
        if len(points) >= 2:
            draw_band(s, [points], width, (255, 255, 255))
            pygame.draw.lines(s, (255, 255, 255), False, points, 1)

    def _draw_hud(self, s: pygame.Surface) -> None:
        w, h = s.get_size()
        ui.bar(s, pygame.Rect(0, 0, w, TOP_BAR))
        title = ui.text(s, ui.fit(self.title, w // 2, 30), (12, 10), 30)
        if self.round is not None:
            info = self.round_words()
        elif self.on_result is None:
            info = f"Free practice (T: a round) · hands {self.hands} (H)"
            info += f" · air {'on' if self.drag else 'off'} (D)"
            info += f" · challenge {'on' if self.challenge else 'off'} (C)"
            goods, attempts = self.landed_tally()
            if attempts:
                info = f"Good: {goods} of {attempts} · {info}"
        else:
            info = self.stakes or f"{self.distance * 100:.0f} cm to the goalpost"
        ui.text(s, ui.fit(info, w - title.right - 36, 22), (w - 12, 14), 22, ui.MUTED, "topright")
        ui.bar(s, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
        kicked = self.phase in (Phase.FLYING, Phase.DONE)
        help_line = (
            (HELP_WATCHED if self.phase == Phase.DONE else HELP_WATCHING)
            if self.watching
            else HELP
            if self.on_result is None
            else HELP_KICKED
            if kicked
            else HELP_IN_GAME
        )
        ui.text(s, ui.fit(help_line, w - 24, 20), (12, h - BOTTOM_BAR + 7), 20, ui.MUTED)
        strip = pygame.Rect(0, TOP_BAR, w, self.strip_height)
        ui.bar(s, strip, (28, 34, 42))
        self._draw_message(s, strip)

    def _draw_inset(self, s: pygame.Surface) -> None:
        """The defender's hands as the kicker sees them, to scale, measured; once the kick is
        done, marked where the ball met them."""
        o = self.outcome
        mark = self.hands_mark() if self.phase == Phase.DONE and o is not None else None
        ring = GOOD_CUE if o is not None and o.good else BAD_CUE
        draw_inset(s, self.inset, self.range.post, self.setup.ball.diameter, mark, ring)

    def _draw_message(self, s: pygame.Surface, strip: pygame.Rect) -> None:
        """The strip's words, left of the hands seen from the front: a headline, then lines
        fitted whole below it (kick_strip.py), above the game's note on why the kick is from
        the goal line."""
        self._draw_inset(s)
        area = pygame.Rect(16, strip.top, self.inset.left - 32, strip.height)
        room = area.width
        centre = (area.centerx, strip.top + 6)
        bottom = strip.bottom - 4
        if self.on_result is not None and not self.watching:
            bottom -= 2 * ui.line_height(WHY)
            top = bottom
            for line in ui.wrap(WHY_GOAL_LINE, room, WHY, indent="")[:2]:
                ui.text(s, line, (area.centerx, top), WHY, ui.MUTED, "midtop")
                top += ui.line_height(WHY)

        def lines(paragraphs: list[str], top: int, colour: ui.Color) -> None:
            draw_lines(s, paragraphs, pygame.Rect(area.left, top, room, bottom - top), colour)

        if self.watching and self.phase == Phase.FLYING:
            words = ui.fit(f"{self.kicker}: the kick is in the air…", room, 34)
            ui.text(s, words, centre, 34, ui.PAPER, "midtop")
        elif (self.phase == Phase.WAITING or self.count_waits) and self.round is not None:
            said = ui.text(s, ui.fit(self.kick_heading(), room, 34), centre, 34, ui.ACCENT, "midtop")
            assert self.round is not None
            setting = setting_words(self.setup, self.round.setting, self.round.before)
            lines([setting, HOW_TO_ROUND], said.bottom + 4, ui.PAPER)
        elif self.phase == Phase.WAITING or self.count_waits:
            words = WAITING_WORDS
            size = 34
            if self.on_result is not None:  # whose kick it is, said here too: a guide may cover the title
                words = f"{self.title}: {GAME_WAITING_WORDS}"
                while size > 24 and ui.text_width(words, size) > room:
                    size -= 2  # the heading whole, a size smaller, rather than cut off
            said = ui.text(s, ui.fit(words, room, size), centre, size, ui.ACCENT, "midtop")
            lines([self.note or HOW_TO], said.bottom + 4, ui.PAPER)  # a first kick's click: said again
        elif self.phase == Phase.COUNTING:
            words = next(word for limit, word in COUNT_WORDS if self.clock < limit)
            said = ui.text(s, words, centre, 40, ui.ACCENT, "midtop")
            bar = pygame.Rect(area.centerx - 150, said.bottom + 4, 300, 6)
            pygame.draw.rect(s, (60, 60, 60), bar)
            done = bar.copy()
            done.width = round(bar.width * min(self.clock / self.setup.count_length, 1.0))
            pygame.draw.rect(s, ui.ACCENT, done)
            hint, colour = self._cue()
            lines([hint], bar.bottom + 4, colour)
        elif self.phase == Phase.DONE and self.outcome is not None:
            colour = GOOD_CUE if self.outcome.good else BAD_CUE
            call = ui.text(s, ui.fit(call_words(self.outcome), room, 40), centre, 40, colour, "midtop")
            lines(self.result_words(), call.bottom + 2, ui.PAPER)

    def result_words(self) -> list[str]:
        """What the strip says under the call, each a paragraph: a round's score when it ended,
        how the kick went and what next, how far the hand trembled."""
        assert self.outcome is not None
        then = "Enter: back to the game" if self.on_result else AGAIN
        if self.watching:
            then = "Enter: back to the game"  # as the footer says it (Space works too)
        words = [f"{self.kick_story()} {then}.", *self._tremor_words()]
        if self.round_over and self.round is not None:
            words = [self.round_over_words(), *words]
        return words

    def kick_heading(self) -> str:
        """The round's kick now: "Kick 3 of 8"."""
        assert self.round is not None
        return f"Kick {self.round.index + 1} of {KICKS}: press on the ball when ready"

    def round_words(self) -> str:
        """The title bar's tally of the round: "Round: 2 good of 3 · kick 4 of 8 · best 6/8"."""
        assert self.round is not None
        r = self.round
        flying = self.phase == Phase.FLYING and bool(r.results)  # in the air: not told yet
        taken = len(r.results) - flying
        goods = r.goods - (r.results[-1] if flying else 0)
        last = f"last round {r.last_score}/{KICKS} · " if r.last_score is not None else ""
        top = best(self.app.settings.hints_seen)
        kick = f"kick {min(taken + 1, KICKS)} of {KICKS}"
        return f"Round: {goods} good of {taken} · {kick} · {last}best {top}/{KICKS} · H, D: free practice"

    def round_over_words(self) -> str:
        assert self.round is not None
        top = best(self.app.settings.hints_seen)
        return f"Round over: {self.round.goods} of {KICKS} good · best {top}/{KICKS}."

    @property
    def story_lines(self) -> int:
        """Lines of words (at their full size) under the strip's headline: four in practice, three
        in a game (whose strip also says why the kick is from the goal line); longer words are
        drawn smaller to fit (kick_strip.py)."""
        return 4 if self.on_result is None else 3

    def hands_mark(self) -> tuple[float, float] | None:
        """(across, height) where the ball met the hands: a miss off a finger or a thumb, where
        it hit (a ball that hit the fingers and rolled under them was told as 1.8 cm up); else
        where it crossed their plane; None if it never reached them."""
        o = self.outcome
        if o is None:
            return None
        hit = self._hand_contact()
        if hit is not None and not o.good:
            return hit.y, hit.z
        return o.cross

    def kick_story(self) -> str:
        """How the kick went and why: told as the kick was made (a loft or hands set after it
        must not rewrite it), else as things stand (the CPU's kick, watched)."""
        if self._told is not None and self._told[0] is self.outcome:
            return self._told[1]
        return self._tell()

    def _tell(self) -> str:
        """:meth:`_story`; for the CPU's kick without the advice, which is meant for the person
        kicking ("Pull further back" under the CPU's miss told the person to pull)."""
        story = self._story()
        if not self.watching:
            return story
        for advice in ADVICE:
            cut = story.find(advice)
            if cut >= 0:
                story = story[:cut].rstrip(" .:") + "."
        return story

    def _story(self) -> str:
        """:meth:`_story_of`; in a round, with the speed the kick needed, said after every kick
        (the round hides it before: the kicker judges by eye)."""
        story = self._story_of()
        clears = None if self.watching or self.round is None else self.clearing_speed()
        said = "m/s it need" in story or "it needs" in story
        if clears is not None and self.outcome is not None and not said:
            story = f"{story} It needed {clears:.2f} m/s at this loft."
        return story

    def _story_of(self) -> str:
        """How the kick went and why, in plain words: where the ball went against the hands (the
        front view marks it) and what to change."""
        o = self.outcome
        if o is None:
            return ""
        count = f"{self.setup.count_length:g} s"
        if o.kick is None and self.note:
            return f"You let go with no kick and the count of {count} ran out. {self.note}."
        if o.kick is None:
            return f"You held the ball past the count of {count}: let go sooner."
        if o.reason in ("too late", "too early"):
            return f"Not kicked between your press and the end of the count of {count}: it does not count."
        post = self.range.post
        bar, half = post.crossbar_height * 100, post.width / 2 * 100
        who = "It" if not self.watching else "The ball"
        speed = f"kicked at {o.kick.speed:.2f} m/s"
        clears = None if self.watching else self.clearing_speed()
        needs = f", it needs {clears:.2f} m/s" if clears is not None else ""
        where = ""
        mark = self.hands_mark()
        if mark is not None:
            y, z = mark
            where = f" ({_across(y)}, the ball's middle {z * 100:.1f} cm up)"
        reason = o.reason.value
        if self.tremble_missed and self.meant is not None and clears is not None:
            over = (self.meant.speed / clears - 1.0) * 100
            reach = TREMBLE_REACH * tremor(self.meant.speed / KICK_MAX_SPEED).kick_speed_sd * 100
            if over < reach:  # the drawn kick was within the tremble's reach of missing
                return (
                    f"{who} missed, though the kick you drew was good: your hand trembled, and "
                    f"{self.tremble_missed} made it miss. It was only {ui.signed(over)}% over the "
                    f"{clears:.2f} m/s it needed. Kick about {MARGIN_ADVISED}% harder than it needs: "
                    f"your hand trembles (about ±{reach:.0f}%)."
                )
        if self.tremble_missed:
            return (
                f"{who} missed, though the kick you drew was good{needs}: your hand trembled, and "
                f"{self.tremble_missed} made it miss. Kick the same way again."
            )
        if o.good and self.round is not None:  # a round: the speed it needed, now it is judged
            return f"{who} went over the fingers ({bar:.1f} cm) and {self._between()}{where}: {speed}{needs}."
        if o.good:
            return f"{who} went over the fingers ({bar:.1f} cm) and {self._between()}{where}."
        if reason == "short":
            fell = "rolled under the fingers" if o.cross is not None else "came down before the hands"
            return (
                f"{who} {fell}{where}: {speed}; at "
                f"{math.degrees(self.loft):.0f}° loft{needs}. Pull further back."
            )
        if reason == "off the crossbar":
            return f"{who} hit the fingers, {bar:.1f} cm up{where}: {speed}{needs}. Pull further back."
        if reason in ("wide left", "wide right"):
            side = "left" if reason == "wide left" else "right"
            other = "right" if side == "left" else "left"
            return (
                f"{who} passed {side} of the thumbs{where}: they stand {half:.1f} cm each side of "
                f"the middle. Aim more to the {other} (the {other} is {_screen_way(other)} in the top view)."
            )
        if reason == "off a thumb":
            side = "left" if mark is not None and mark[0] > 0 else "right"
            other = "right" if side == "left" else "left"
            return (
                f"{who} hit the {side} thumb{where}. Aim nearer the middle of the gap: a little "
                f"more to the {other} ({_screen_way(other)} in the top view)."
            )
        return f"{who}: {o.call.lower()}{where}."

    def _between(self) -> str:
        """Where a good kick went by the thumbs: higher than their tips counts too, said so (a
        ball "between the thumbs, 13.4 cm up" beside thumbs 12.5 cm high read as a mistake)."""
        mark = self.hands_mark()
        if mark is not None and mark[1] > self.range.post.thumb_top:
            return "above the gap between the thumbs (higher than their tips counts)"
        return "between the thumbs"

    def _tremor_words(self) -> list[str]:
        """How far the trembling hand took the kick from the one drawn (the challenge)."""
        struck = self.outcome.kick if self.outcome is not None else None
        if self.meant is None or struck is None:
            return []
        aim = math.degrees(struck.aim - self.meant.aim)
        way = "left" if aim > 0 else "right"
        harder = (struck.speed / self.meant.speed - 1.0) * 100 if self.meant.speed > 0 else 0.0
        loft = math.degrees(struck.elevation - self.meant.elevation)
        return [
            f"Your hand trembled: {abs(aim):.1f}° {way}, {ui.signed(harder)}% speed, "
            f"{ui.signed(loft, 1)}° loft"
        ]


def _across(y: float) -> str:
    """Where across the hands a ball crossed (+y: the kicker's left), as the kicker sees them."""
    off = abs(y) * 100
    return "dead centre" if off < 0.05 else f"{off:.1f} cm {'left' if y > 0 else 'right'} of the middle"


def _screen_way(side: str) -> str:
    """The kicker's left is up in the top view (the kick goes to the right of the screen)."""
    return "up" if side == "left" else "down"


def call_words(outcome: KickOutcome) -> str:
    """The referee's call in this window's words: the hands' index fingers are the crossbar,
    and the window calls them fingers everywhere ("off the crossbar" was never explained)."""
    return outcome.call.replace("the crossbar", "the fingers")


def crossing_words(y: float, z: float) -> str:
    """Where a kick passed the hands, in plain words: "went over 13.9 cm above the table, 1.2 cm
    left of the middle" (+y: the kicker's left)."""
    off = abs(y) * 100
    way = "dead centre" if off < 0.05 else f"{off:.1f} cm {'left' if y > 0 else 'right'} of the middle"
    return f"went over {z * 100:.1f} cm above the table, {way}"
