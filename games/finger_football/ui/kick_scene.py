"""The kick window: press on the ball when ready (the defender says go and counts three seconds from
that press), drag back and let go at the finger goalpost. A side view and a top view show the
flight, both at one fixed scale through the kick (the hands never move); a ball flying out of a
view is drawn at its edge with an arrow the way it went. How to kick is said before the press, and
no count runs until the player presses the ball, on every kick (docs/rules/finger_football.md, the
window); afterwards the strip says how the kick went and why, and the hands seen from the front
mark where the ball crossed them. Practice on its own, or a game's kick (its stakes at the top; W:
why from the goal line; P: a practice swing first, kick_swing.py; the CPU's kicks fly once the
person says go: kick_watch.py). The kick's flow; drawn in kick_drawing.py, said in kick_words.py.

In practice, the challenge (C) makes the hand tremble: each kick struck strays from the one drawn
by a draw from the session's seeded generator (sim/noise.py's spreads of a club player, growing
with the pull's power: kick_round.tremor), and the kick struck is what is recorded, with the one
meant beside it. A game's own kicks never tremble (docs/kick.md: the window says so).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import pygame

from games.core.recording import Recording
from games.finger_football.sessions import KickSession, PracticeKick
from games.finger_football.ui import (
    kick_after,
    kick_drawing,
    kick_flight,
    kick_keys,
    kick_layout,
    kick_need,
    kick_press,
    kick_sound,
    kick_swing,
    kick_watch,
    kick_words,
)
from games.finger_football.ui.kick_consts import (
    FIRST_KICK_NOTE,
    FULL_PULL,
    GOOD_CUE,
    JUDGE_IT,
    KICK_MAX_SPEED,
    LOFT_STEP,
    NO_KICK,
    NO_KICK_FORWARD,
    PRACTICE_KEYS,
    ROUND_SALT,
    STRIP,
    WHY,
    Phase,
)
from games.finger_football.ui.kick_guide import kick_guide
from games.finger_football.ui.kick_help import pages as kick_pages
from games.finger_football.ui.kick_round import KickRound, keep_best, round_plan, trembled
from games.finger_football.ui.kick_views import Views
from games.finger_football.ui.kick_words import call_words as call_words  # the tests read it here
from games.finger_football.ui.kick_words import crossing_words as crossing_words
from games.window import ui
from games.window.dialog import Confirm
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from games.window.seeds import fresh_seed
from sim.kick import (
    MAX_ELEVATION,
    Contact,
    Kick,
    KickOutcome,
    KickRange,
    KickTiming,
    blocked,
    load_setup,
)

__all__ = ["FULL_PULL", "GOOD_CUE", "JUDGE_IT", "KICK_MAX_SPEED", "FieldGoalScene", "Phase"]

Point = tuple[float, float]

# The side view is never laid out so tall that the goalpost is drawn smaller than this, px a metre
# (its thumbs 50 px high, the ball 18 px long); an arc higher than the view: the arrow at its edge.


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
        game_saved: bool = False,
        miss: str = "",
    ) -> None:
        """In a game: ``on_result`` hears the kick's outcome (Enter, once called), ``kicker`` and
        ``stakes`` say whose kick it is and what rides on it, and ``watch`` is the CPU's kick,
        shown flying rather than kicked here. ``challenge``: the hand trembles (practice only; C
        turns it on and off), drawn from a generator seeded by ``seed`` (a fresh one if None: the
        session records it). Every attempt's count waits for the ball to be pressed: the press is
        the kicker's "ready", and the defender says go at once. ``first_kick``: a game's first kick
        by the person: a press let go with no drag (a newcomer's click to see what the ball does)
        does not use up the count: the window says how a kick goes and waits for a new press.
        ``game_saved``: the game is recorded (Esc's "Leave this game?" says it can be gone on with).
        ``miss``: what a miss costs in the game, said before the press."""
        super().__init__(app)
        self.attempts = 0  # kicks and blocks, this window
        self.goods = 0
        self.free_tally = (0, 0)  # (goods, kicks) in free practice: a round's are not in it
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
        self.side_pressed = False  # the press held is on the side view's ball: no kick (kick_press.py)
        self.confirm: Confirm | None = None  # "Leave the round?" before C, H or D leaves one part-way
        self.kicks_made = 0
        self.tips_told = False  # a good kick over the thumbs' tips has been told it counts
        self.first_kick = first_kick and on_result is not None and watch is None
        self.swinging = self.swung = False  # a practice swing before it (kick_swing.py)
        self.why_shown = False  # W: why every kick is from the kicker's own goal line
        self._heard = 0  # contacts of the flight already sounded
        self._clears: dict[tuple[str, float, float, bool, float], float | None] = {}
        self.on_result = on_result
        self.kicker = kicker
        self.stakes = stakes
        self.miss = miss
        self.watching = watch is not None
        self.game_kept = game_saved
        if on_result is not None:
            self.title = kicker[:1].upper() + kicker[1:] if kicker else "Field goal"
        self.setup = load_setup()
        self.hands = hands
        self.distance = distance
        if self.round is not None:
            self.hands, self.distance = self.round.setting.hands, self.round.setting.distance
        self.range = KickRange(self.setup.goalpost(hands, distance), self.setup.ball)
        self.views = Views()
        self.tallest_arc = kick_flight.tallest_room(self)  # m: the side view's height at most
        self.y_span = 0.62
        # The guide's band above the views, kept from the start: made when a guide came up (and
        # F1 brings one back), it moved the views some 27 px under the player (play-test 6).
        self.guide_room = True
        self.guide_band = pygame.Rect(0, 0, 0, 0)  # where its card is drawn, laid out with the views
        self.laid_for: tuple[tuple[int, int], bool, float] | None = None
        self.inset = pygame.Rect(0, 0, 1, 1)  # the hands from the front, laid out with the views
        self.drag = True
        self.session = KickSession(seed)
        self.recorder: Recording | None = None
        self.loft = math.radians(40.0)
        self._predicted: KickOutcome | None = None
        self._predicted_key: tuple[float, float, float, bool, str] | None = None
        self._reset()
        if watch is not None:
            self.outcome = watch  # it flies once the person, defending, says go (kick_watch.py)

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
        kick_layout.lay_out(self, size)

    @property
    def guide_up(self) -> bool:
        """Is a guide over this window (the kit's, shown once; F1 shows it again)?"""
        guide_of = getattr(self.app, "guide_of", None)
        return guide_of is not None and guide_of(self) is not None

    def settle(self) -> None:
        """Lay the views out anew if the window or the text scale changed, or a guide has come up
        (its band is made, once, between kicks: never as one is dragged or flies; kept after
        the guide ends, so the views never move back)."""
        between = self.phase in (Phase.WAITING, Phase.DONE) and self.press is None
        if not self.guide_room and between and self.guide_up:
            self.guide_room = True
        if self.laid_for != (self.app.size, self.guide_room, ui.scale()):
            self.resized(self.app.size)

    @property
    def strip_height(self) -> int:
        """The message strip; a game's own kick says there why it is from the goal line."""
        words = max(STRIP, ui.line_height(40) + self.story_lines * ui.line_height(22) + 14)
        why = 2 * ui.line_height(WHY) + 6 if self.on_result is not None else 0  # the CPU's kick too
        return words + why

    def controls(self) -> list[tuple[str, str]]:
        return kick_keys.controls(self)

    def rules(self) -> list[Page]:
        return kick_pages(practice=self.on_result is None)

    def guide(self) -> Guide | None:
        return None if self.watching else kick_guide(self)

    def note_at(self) -> tuple[int, int] | None:
        """A passing note over the side view's sky: at the window's foot it covered the ball
        (there still while a question is open: over it, it hid the question)."""
        if self.confirm is not None:
            return None
        area = self.views.side_area
        return area.centerx, area.top + area.height * 2 // 5

    def in_game(self) -> bool:
        """Practice's Esc asks first while a round is part-way (the kit asks), as C, H and D do."""
        return kick_keys.leave_asked(self)

    leave_question = "Leave practice?"  # the kit's Esc question (games/window/app.py)

    def call_off(self) -> bool:
        return kick_keys.call_off(self)

    def leave_words(self) -> str:
        return kick_keys.leave_words(self)

    def guide_strip(self) -> int | pygame.Rect:
        """The guide's card in its own band between the message strip and the side view: over
        the views (the sky, then the top view's edge) it covered the kick it was teaching
        (newcomer play-test). Until that band is made (F1 brought the guide back during a
        kick: it is made once the kick is over), over the title bar, the kit's place."""
        return self.guide_band if self.guide_room and self.guide_band.height > 0 else 0

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if kick_keys.confirm_event(self, event):
            return
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
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and kick_press.release_taken(self):
            return  # a press on the side view's ball: its note on where to kick from stays
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._stood_unkicked():
            if self.first_kick and self.kicks_made == 0:
                self._explain_first()  # a click on the ball in the side view, likewise
                return
            self._no_kick(NO_KICK)  # a click on the ball in the side view: no drag to kick with

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            kick_keys.escape(self)  # never decides a kick: a pull let go, or back, or "Leave?"
        elif self.watching:  # the person defends: says go, then sees it land (kick_watch.py)
            kick_watch.key(self, key)
        elif key in (pygame.K_SPACE, pygame.K_RETURN) and self.phase == Phase.WAITING:
            self._ready()
        elif key in (pygame.K_SPACE, pygame.K_RETURN) and self.phase == Phase.DONE and self.on_result:
            if not kick_swing.end(self):  # a practice swing hands nothing back
                self._hand_back()
        elif key == kick_swing.SWING_KEY:
            kick_swing.start(self)
        elif key == kick_swing.WHY_KEY and self.on_result is not None:
            self.why_shown = not self.why_shown
        elif key in (pygame.K_SPACE, pygame.K_RETURN) and self.phase == Phase.DONE:
            self._reset()  # the next kick, as R; on a round's card, the next round (it says so)
        elif key == pygame.K_r and self.on_result is None:
            kick_keys.again(self)
        elif key == pygame.K_UP:
            self._set_loft(self.loft + LOFT_STEP)
        elif key == pygame.K_DOWN:
            self._set_loft(self.loft - LOFT_STEP)
        elif key in PRACTICE_KEYS and self.on_result is None:
            kick_keys.practice_key(self, key)

    def _set_post(self, hands: str, distance: float) -> None:
        """The defender's hands and how far away they are: the goalpost the next kick is at."""
        self.hands, self.distance = hands, distance
        self.range = KickRange(self.setup.goalpost(hands, distance), self.setup.ball)
        self.resized(self.app.size)

    @property
    def trembles(self) -> bool:
        """Does the hand tremble for this kick (C, or a round's later kicks)?"""
        if self.round is not None:  # a round follows its own schedule (C's tremble stayed on: play-test 6)
            return bool(self.round.setting.tremble)
        return self.challenge

    def _hand_back(self) -> None:
        if self.on_result is None or self.outcome is None or self.app.stack.top is not self or self.swinging:
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
        kick_press.press(self, pos)  # the top view's ball only starts the count (kick_press.py)

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
        self._told = (self.outcome, kick_words.tell(self))  # as the kick was made, whatever is set after
        self.tips_told = self.tips_told or kick_words.above_tips(self)  # "(higher … counts)" said once
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
        return kick_words.tremble_missed(self, meant, struck)

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
        return kick_words.cue(self)

    def _trembled(self, kick: Kick) -> Kick:
        """The kick the trembling hand strikes when ``kick`` was meant (the challenge)."""
        # A harder pull trembles more, each draw held within bounds (kick_round.py).
        speed, elevation, aim = trembled(kick.speed, kick.elevation, kick.aim, self.tremor_rng)
        return Kick(
            min(speed, KICK_MAX_SPEED * kick_flight.STRUCK_MOST),
            min(max(elevation, 0.0), MAX_ELEVATION),
            max(-1.0, min(1.0, aim)),
        )

    def clearing_speed(self, loft: float | None = None, aim: float = 0.0) -> float | None:
        """The slowest kick at ``loft`` (the loft set) and ``aim`` that is good (m/s), or None if
        no kick up to full power is: how hard an extra point has to be kicked (kick_need.py)."""
        return kick_need.clearing_speed(self, self.loft if loft is None else loft, aim)

    def _attempted(self) -> None:
        assert self.outcome is not None
        self.attempts += 1
        self.goods += self.outcome.good
        if self.round is None:  # free practice's own tally: a round's kicks are the round's
            self.free_tally = (self.free_tally[0] + self.outcome.good, self.free_tally[1] + 1)
        if self.round is not None and self.round.scored(self.outcome.good):
            self.round_over = True
            if keep_best(self.app.settings.hints_seen, self.round.goods):
                self.app.settings.save()

    def landed_tally(self) -> tuple[int, int]:
        """(goods, attempts) as the title bar tells them: a kick in flight is not in them yet
        (the count gave its result away before the ball landed)."""
        goods, attempts = self.free_tally if self.round is None else (self.goods, self.attempts)
        if self.phase == Phase.FLYING and self.outcome is not None and not self.watching:
            return goods - self.outcome.good, attempts - 1
        return goods, attempts

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
        kick_sound.say_mute(self)  # M: "Sound off" said in the window (play-test 7)
        if self.confirm is not None:
            return  # the kick waits for the answer (the count, a flight, the way back)
        if self.watching and kick_watch.update(self, dt):
            return
        if self.phase == Phase.COUNTING:
            if self.count_waits:
                return
            self.clock += dt
            if self.clock > self.setup.count_length:
                self.outcome = blocked(KickTiming(self.setup.count_length, self.stood_at, None))
                self.phase = Phase.DONE
                self.press = self.pull = None  # the drag held is gone: no line, no "pull 42%"
                self._attempted()
                self._told = (self.outcome, kick_words.tell(self))
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
        return kick_after.flown(self)  # on past the hands, to the table or out of the view

    def ball_position(self) -> tuple[float, float, float]:
        return kick_flight.ball_position(self)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        kick_drawing.draw(self, surface)

    def side_mark(self) -> tuple[float, float] | None:
        return kick_flight.side_mark(self)

    def _hand_contact(self) -> Contact | None:
        return kick_flight.hand_contact(self)

    def _crossed_at(self) -> float:
        return kick_flight.crossed_at(self)

    def result_words(self) -> list[str]:
        return kick_words.result_words(self)

    def kick_heading(self) -> str:
        return kick_words.kick_heading(self)

    def round_words(self) -> str:
        return kick_words.round_words(self)

    def round_over_words(self) -> str:
        return kick_words.round_over_words(self)

    @property
    def story_lines(self) -> int:
        """Lines of words (at their full size) under the strip's headline: four in practice, three
        in a game (whose strip also says why the kick is from the goal line); longer words are
        drawn smaller to fit (kick_strip.py)."""
        return 4 if self.on_result is None else 3

    def hands_mark(self) -> tuple[float, float] | None:
        return kick_flight.hands_mark(self)

    def kick_story(self) -> str:
        """How the kick went and why: told as the kick was made (a loft or hands set after it
        must not rewrite it), else as things stand (the CPU's kick, watched)."""
        if self._told is not None and self._told[0] is self.outcome:
            return self._told[1]
        return kick_words.tell(self)
