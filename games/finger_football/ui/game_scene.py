"""Finger Football, the whole game, in the window: a person against the CPU, or two people at one
mouse (hot-seat). A view module (pygame): the rules are :mod:`.rules`, the CPU is :mod:`.bot`.

The scene asks the rules what they want next. A decision open to a person becomes buttons (and
number keys, Enter for the first); a CHOICE lights the legal symbols (circle_pick.py); a flick is
a drag on the slider, on one view of the field kept for the whole game (pull_room.py); a kick
opens the kick window (game_kick.py). The CPU's play goes at a pace a person follows: the dice
shown, its pull drawn, its slide slowed, its result held a moment, and a score or the ball
changing hands held until Space or a click (cpu_turn.py, defence_flow.py, game_banners.py); F
skips the CPU's play now to its result, shown as any is (game_loop.py, the frame by frame flow).
This module is the decisions; what is drawn is :mod:`.game_drawing`, what is said :mod:`.game_words`.
"""

from __future__ import annotations

import pygame

from games.core.recording import Recording, Resumed
from games.finger_football.match import Physics, make_player
from games.finger_football.players.bot import Bot
from games.finger_football.rules.actions import (
    JUDGING,
    Accept,
    Action,
    Bump,
    ChooseTarget,
    Event,
    Flicked,
    Kicked,
    Options,
    Phase,
    Roll,
    Team,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest, KickRequest
from games.finger_football.ui import (
    cpu_turn,
    field_turn,
    finished_play,
    game_banners,
    game_drawing,
    game_kick,
    game_loop,
    game_words,
    pull_room,
)
from games.finger_football.ui.aim import Aim
from games.finger_football.ui.card_colour import playing
from games.finger_football.ui.circle_pick import CirclePick
from games.finger_football.ui.coin_toss import Coin
from games.finger_football.ui.cpu_turn import WindUp
from games.finger_football.ui.defence import DEFENCE_KEY
from games.finger_football.ui.defence_flow import DICE_SHOWN
from games.finger_football.ui.flick_input import ESTIMATE, FlickDrag, next_aim_help
from games.finger_football.ui.game_drawing import BOTTOM_BAR, TOP_BAR
from games.finger_football.ui.game_loop import CPU_PAUSE, HURRY_KEY
from games.finger_football.ui.game_loop import CPU_SLIDE as CPU_SLIDE  # the tests read it here
from games.finger_football.ui.game_loop import JUDGE_LOOK as JUDGE_LOOK  # the tests read it here
from games.finger_football.ui.game_panel import GamePanel
from games.finger_football.ui.game_words import BUMP_HINTS as BUMP_HINTS  # the tests read it here
from games.finger_football.ui.game_words import Choice, forgotten, hint_key
from games.finger_football.ui.guide_place import above_mat
from games.finger_football.ui.guides import game_guide
from games.finger_football.ui.hand import GAME_HAND, hand_rng, spoil
from games.finger_football.ui.howto_pages import game_pages
from games.finger_football.ui.marks import ENDZONE_COLOUR as ENDZONE_COLOUR  # the tests check it here
from games.finger_football.ui.marks import endzone_names
from games.finger_football.ui.own_up import own_up
from games.finger_football.ui.play_results import Aimed, aimed_of
from games.finger_football.ui.prompts import Names, consequence_of_bump
from games.finger_football.ui.view import MatView
from games.finger_football.ui.whose_turn import own_play_ruled
from games.window.banner import Banner
from games.window.dialog import Confirm
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from games.window.seeds import fresh_seed
from games.window.undo import TakeBack
from sim.slider.mat import Half, Mat
from sim.slider.table import FlickOutcome

KEY_GRACE = 0.3  # s a new set of buttons ignores number keys (a key meant for the last one)
GO_ON_GRACE = 0.5  # s a held result ignores Space and clicks: one meant for the last screen
NOTICE = 3.0  # s a notice (B refused, B owned up) stays in the panel
DRIVE_PHASES = (Phase.CALL, Phase.ROLL, Phase.CHOOSE_TARGET, Phase.SCRIMMAGE, *JUDGING, Phase.PENALTY)


class GameScene(Scene):
    title = "Finger Football"

    def __init__(
        self,
        app: Host,
        humans: frozenset[Team],
        cpu_skill: str = "club",
        mat: Mat | None = None,
        seed: int = 0,
        resumed: Resumed | None = None,
        options: Options | None = None,
        aim_help: str = ESTIMATE,
        hand: str = GAME_HAND,
    ) -> None:
        """``resumed``: an interrupted game, rebuilt from its recording, going on recording;
        ``options``: the rules' readings and the game's length (a short game: one quarter);
        ``aim_help``: what the aim line tells of where a flick stops (flick_input.AIM_HELPS: an
        estimate by default, never the exact stop unless the players chose it); ``hand``: the
        noise a person's flick goes through (hand.py: a club player's by default)."""
        super().__init__(app)
        if resumed is None:
            self.game = FingerFootball(mat, seed, options)
            players = {t.value: "human" if t in humans else cpu_skill for t in Team}
            self.recorder: Recording | None = app.recordings("finger-football", self.game, players)
        else:
            assert isinstance(resumed.game, FingerFootball)
            self.game, self.recorder = resumed.game, resumed.recording
            seed = self.game.seed
        self.physics = Physics(self.game.mat)
        self.view = MatView(self.game.mat)
        self.drag = FlickDrag(self.game.mat, self.view)
        self.drag.help = aim_help
        self.drag.hand = hand
        self.hand_flicks = 0  # a person's flicks drawn through the hand: each its own stream
        self._rest: tuple[Aim, tuple[float, float] | None] | None = None  # the drag's solved rest
        self.humans = humans
        self.names = Names(humans)
        self.cpu_skill = cpu_skill
        self.cpu: dict[Team, Bot] = {
            t: make_player(cpu_skill, seed, t, self.physics) for t in Team if t not in humans
        }
        self.anim: FlickOutcome | None = None
        self.anim_t = 0.0
        self.anim_rate = 1.0  # slide seconds per second shown (the CPU's long flicks slowed)
        # The game as it stood before the flick that slides now: the panel (status, play-by-play,
        # score) and the banner tell nothing of a flick's result until its slide ends.
        self.before_flick: FingerFootball | None = None
        self.held_banner: tuple[Banner, tuple[str, ...], bool, bool] | None = None
        self.result_flick: FlickOutcome | None = None  # the flick a banner is about, kept at rest
        self.result_aimed: Aimed | None = None  # what your flick under its card was flicked at
        self.respotted = False  # the last action spotted the ball anew: no slider kept at rest
        self.field_turns = False  # a quarter ended: the ends change once its cards are read
        self.ends_before_turn: dict[Team, Half] | None = None  # the ends drawn until then
        self.bump_hints = 0  # flicks after which the "press B" line was shown
        self.notice = ""  # a short word in the panel (what B did), for NOTICE seconds
        self.notice_t = 0.0
        self.last_flick: FlickOutcome | None = None  # shown where it rests while the play is ruled
        self.wind_up: WindUp | None = None
        self.wait = CPU_PAUSE
        self.confirm: Confirm | None = None
        self.takeback = TakeBack()  # Ctrl+Z (games/window/undo.py)
        self.banner: Banner | None = None
        self.banner_held = False  # the banner is a CPU result: it stays a while (Space: sooner)
        self.banner_waits = False  # the CPU's score or the ball changing hands: until Space or a click
        self.banner_read = 0.0  # s a CPU result has been shown in full
        self.tumbling = 0.0  # s the dice have tumbled for the CPU's play (defence_flow.py)
        self.cpu_acted = False  # the last action applied was the CPU's
        self.played_by: Team | None = None  # whose play the last action applied ruled on
        self.choices_shown: list[Choice] = []
        self.choices_age = 0.0
        self.panel = GamePanel(self.names)
        self.flicks_made = 0  # by a person at this window: the guide's first steps
        self.targets_chosen = 0
        self.decisions = 0
        self.look = 0.0  # s spent looking where a flick rests (against the CPU the play then goes on)
        self.bump_said = False  # the defender pressed B before the CPU had looked at its own rest
        self.kicks_opened = 0  # kick windows the person has kicked in: the first explains itself
        self.pick = CirclePick()  # on a CHOICE, the circle clicked: a run or a pass is asked next
        self.pointer = (0, 0)  # where the mouse last was: the buttons it is over are lit
        self.cpu_results_seen = 0  # the CPU's results gone on from (by themselves, Space, a click)
        self.hurry = False  # F: the CPU's play now skipped to its result (game_loop.py)
        self.hurry_past: Banner | None = None  # a result up as F was pressed: not the skipped play's
        self.cards_after: list[Banner] = []  # cards that wait, shown once the one up now has gone
        self.coin: Coin | None = None  # the toss's coin on show (coin_toss.py)
        self.auto_advance = False  # result cards go by themselves (off against the CPU: play-test)

    # ----------------------------------------------------------------- layout
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        panel_w = max(300, min(400, round(w * 0.3)))
        self.panel.layout(pygame.Rect(w - panel_w, TOP_BAR, panel_w, h - TOP_BAR - BOTTOM_BAR))
        self.lay_view(pull_room.left(self))

    def lay_view(self, left: int) -> None:
        """The mat's view from ``left`` px to the panel (further in: room for a pull, pull_room.py)."""
        w, h = self.app.size
        panel_w = max(300, min(400, round(w * 0.3)))
        area = pygame.Rect(left, TOP_BAR + 8, w - panel_w - 32 - left, h - TOP_BAR - BOTTOM_BAR - 16)
        if area != self.view.area:
            self.view.layout(area)

    @property
    def aim_help(self) -> str:
        """What the aim line tells of where a flick stops (G changes it)."""
        return self.drag.help

    @property
    def short(self) -> bool:
        return self.game.options.quarters == 1

    def controls(self) -> list[tuple[str, str]]:
        return game_words.controls()

    # ----------------------------------------------------------------- whose turn
    @property
    def busy(self) -> bool:
        """Is something moving that the next decision waits for?"""
        return self.anim is not None or self.wind_up is not None

    def human_turn(self) -> bool:
        """Does the next action wait for a person?"""
        g = self.game
        if self.busy or g.is_over():
            return False
        if g.phase == Phase.COIN_TOSS:
            return bool(self.humans)  # anyone may toss
        if g.phase == Phase.JUDGE and g.options.bump_claims == "either":
            return bool(self.humans)  # anyone at the table may say who bumped it
        return g.to_move() in self.humans

    def auto_accepts(self) -> bool:
        """Against the CPU a flick's rest is accepted by itself after a short look: no question
        after every flick, the person's or the CPU's (on a computer there is no table to have
        moved: B owns up to a bump instead, the rulebook's right of each player to declare their
        own); at one mouse both sides are asked."""
        return self.names.versus_cpu and self.game.phase in JUDGING

    def defends_cpu_flick(self) -> bool:
        """Is the person the defence of a CPU flick now sliding or resting (B is theirs to press)?"""
        g = self.game
        return (
            self.names.versus_cpu
            and g.phase in JUDGING
            and g.offense is not None
            and g.offense in self.cpu
            and g.offense.other in self.humans
        )

    def defends(self) -> bool:
        """Does the person defend against the CPU's ball now (the guide's defence step)?"""
        g = self.game
        return self.names.versus_cpu and g.offense in self.cpu and g.phase in DRIVE_PHASES

    def flick_waits(self) -> bool:
        """Does a person's flick wait now (the guide's flick steps show only then)?"""
        return self.human_turn() and isinstance(self.game.request(), FlickRequest)

    def choices(self) -> list[Choice]:
        """The decisions open to the person now, as labelled actions."""
        return game_words.choices(self)

    def prompt(self) -> str:
        return game_words.prompt_of(self)

    def hint(self) -> str:
        """The first-game hint for the decision a person faces now, if not yet seen."""
        return game_words.hint_of(self)

    def stakes(self) -> str:
        """What rides on a kick, as the game stands: the ball, the clock, the score."""
        return game_words.stakes(self.game, self.names)

    # ----------------------------------------------------------------- input
    def rules(self) -> list[Page]:
        return game_pages(self.game.mat, self.drag.help, self.drag.hand)

    def guide(self) -> Guide | None:
        return game_guide(self)

    def guide_strip(self) -> int | pygame.Rect:
        return above_mat(self.view, TOP_BAR)  # the title bar says the aids: never under the guide

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.confirm is not None:
            if self.confirm.handle_event(event):
                self.confirm = None
            return
        if game_banners.go_on_event(self, event, GO_ON_GRACE):
            return
        if event.type == pygame.KEYUP:
            self.drag.key(event.key, down=False)
            self._re_aim()
        elif event.type == pygame.MOUSEWHEEL:
            self.drag.set_spin(event.y)
            self._re_aim()
        elif event.type == pygame.KEYDOWN:
            if self.drag.key(event.key, down=True):
                self._re_aim()
                return
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.panel.hover_at(event.pos)
            self.pointer = event.pos
            if self.drag.active:
                request = self.game.request()
                if isinstance(request, FlickRequest):
                    self.drag.move(event.pos, request.start, self.app.size)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            self._release(event.pos)

    def _re_aim(self) -> None:
        request = self.game.request()
        if self.drag.active and isinstance(request, FlickRequest):
            self.drag.re_aim(request.start, self.app.size)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self._leave()
        elif key == HURRY_KEY:
            game_loop.hurry(self)
        elif key == pygame.K_b:
            self._own_up()
        elif key == pygame.K_n and self.game.is_over():
            self._new_game()
        elif key == pygame.K_g:
            self.drag.help = next_aim_help(self.drag.help)
        elif self.choices_age < KEY_GRACE:
            return  # a number meant for the last question must not answer this one
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.choices_shown):
            self._choose(self.choices_shown[key - pygame.K_1].action)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.choices_shown:
            self._choose(self.choices_shown[0].action)

    def note_at(self) -> tuple[int, int] | None:
        return game_drawing.note_place(self)

    def undoable(self) -> bool:
        return self.pick.circle is not None or self.undo_refused() == ""

    def undo_help(self) -> str:
        return "take back your last choice (not a flick or a kick)"

    def undo_refused(self) -> str:
        if self.anim is not None or self.wind_up is not None:
            return "Wait for the slide to end"
        return self.takeback.refused(self.game, self.recorder) or ""

    def undo(self) -> None:
        """Ctrl+Z: a circle picked is let go (nothing was decided: the picked circle's run or
        pass is still to come); else the game as it stood before the last decision, the
        recording's last line gone."""
        if self.pick.circle is not None:
            self.pick.clear()
            self._refresh_choices()
            return
        self.game = self.takeback.take(self.recorder)
        self.decisions -= 1
        self.banner, self.wait = None, CPU_PAUSE
        self.pick.clear()
        self._refresh_choices()

    def in_game(self) -> bool:
        """Esc asks first (the kit asks: games/window/app.py), but not before the first play or
        after the last, nor while a question of this scene's own is open (Esc answers that)."""
        begun = not (self.game.plays == 0 and self.game.phase == Phase.COIN_TOSS)
        return self.confirm is None and begun and not self.game.is_over()

    def call_off(self) -> bool:
        """Esc's first job: let go of a pull, or of a circle picked, never deciding anything;
        with nothing to call off the kit asks "Leave this game?"."""
        if self.drag.active:
            self.drag.cancel()
            return True
        if self.pick.circle is not None:
            self.pick.clear()
            self._refresh_choices()
            return True
        return False

    def _leave(self) -> None:
        self.drag.cancel()
        self.app.leave()

    def _new_game(self) -> None:
        humans, skill, mat, seed = self.humans, self.cpu_skill, self.game.mat, fresh_seed()
        options, aim_help, hand = self.game.options, self.drag.help, self.drag.hand
        self.app.back()
        self.app.push(
            lambda a: GameScene(a, humans, skill, mat, seed, options=options, aim_help=aim_help, hand=hand)
        )

    def _press(self, pos: tuple[int, int]) -> None:
        hurry_at = game_drawing.hurry_rect(self)
        if hurry_at is not None and hurry_at.collidepoint(pos):
            game_loop.hurry(self)
            return
        picked = self.pick.hit(pos) if self.game.phase == Phase.CHOOSE_TARGET else None
        if picked is not None and self.human_turn():
            self._choose(ChooseTarget(picked))  # a play from the box beside the picked circle
            return
        for i, button in enumerate(self.panel.buttons):
            if button.hit(pos) and i < len(self.choices_shown):
                self._choose(self.choices_shown[i].action)
                return
        if not self.human_turn():
            return
        request = self.game.request()
        if isinstance(request, FlickRequest) and self.drag.grabs(pos, request.start):
            finished_play.put_away(self, GO_ON_GRACE)
            self.drag.start(pos)
        elif self.game.phase == Phase.CHOOSE_TARGET and self.pick.pick_at(self.game, self.view, pos):
            self._refresh_choices()  # the circle is picked: its run and pass are asked

    def _release(self, pos: tuple[int, int]) -> None:
        request = self.game.request()
        if not isinstance(request, FlickRequest):
            self.drag.cancel()
            return
        aim = self.drag.release(pos, request.start, self.app.size)
        if aim is not None:
            self.flicks_made += 1
            spec = self.game.mat.slider
            rng = hand_rng(self.game.seed, self.game.plays, self.hand_flicks)
            self.hand_flicks += 1
            made = spoil(aim, self.drag.hand, request.start, spec, rng)
            self._flick(self.physics.flicked(request, made.flick(spec)))  # recorded as made

    def _own_up(self) -> None:
        own_up(self)

    def _notify(self, words: str) -> None:
        self.notice, self.notice_t = words, NOTICE

    def _end_banner(self) -> None:
        if self.banner_held:  # the CPU's result, gone on from: the defence's first words were read
            self.cpu_results_seen += 1
            self.app.settings.hint_seen(DEFENCE_KEY)
        self.banner, self.result_flick, self.banner_held, self.banner_read = None, None, False, 0.0
        self.result_aimed = None
        self.banner_waits = False
        if self.cards_after and not self.sliding:  # the end of a quarter, after the play's result
            self._show_banner(self.cards_after.pop(0), ("whistle",), True, True)
        field_turn.settle(self)  # the quarter's card read: now the ends change

    def _choose(self, action: Action) -> None:
        """A person's decision: a bump asks first, anything else is applied at once."""
        if isinstance(action, Bump):
            detail = consequence_of_bump(self.game, action.by, self.names)
            self.confirm = Confirm(
                "Bump the table?", detail, "Bump it", lambda: self._bumped(action), "Cancel"
            )
            return
        if isinstance(action, ChooseTarget) and action.target.circles:
            self.targets_chosen += 1
        finished_play.put_away(self, GO_ON_GRACE)
        self._act(action)

    def _bumped(self, action: Action) -> None:
        self._act(action)
        self._notify("You owned up to a bump of the mat: the ruling is in the play-by-play below")

    def _act(self, action: Action, kick_distance: float | None = None, by_cpu: bool = False) -> None:
        if self.human_turn() and not isinstance(action, Flicked | Kicked):
            self.takeback.before(self.game, self.recorder)  # Ctrl+Z takes it back if nothing shows
        else:
            self.takeback.forget(forgotten(action))
        if self.human_turn():
            self.decisions += 1
            self.app.settings.hint_seen(hint_key(self.game.phase))
        logged, attacking = len(self.game.log), self._attacking()
        # A flick is applied once it slides (busy: nobody's turn): the flicker is who acted.
        self.cpu_acted = by_cpu if isinstance(action, Flicked) else not self.human_turn()
        # The CPU's scrimmage play, ruled now: its result is shown and waits for the person.
        cpu_play = self.defends_cpu_flick() and isinstance(action, Accept | Bump)
        self.pick.clear()
        rolled = isinstance(action, Roll) and self.human_turn()
        aimed = aimed_of(self.game) if cpu_play or own_play_ruled(self, action) else None
        ends = dict(self.game.defends)
        self.played_by = playing(self.game)  # whose play a card of this action is about
        events = self.game.apply(action)
        self.panel.note_sides(logged, len(self.game.log), attacking)
        if self.recorder is not None:
            self.recorder.record(action, kick_distance=kick_distance)
        self.wait = DICE_SHOWN if rolled else CPU_PAUSE  # the dice are looked at before the CPU aims
        self._moment(events, action, cpu_play, aimed)
        if cpu_play:
            self.hurry = False  # F skips one play of the CPU's: ruled now, its result shows
        if ends != self.game.defends:  # the teams change ends (a new quarter)
            self.field_turns, self.ends_before_turn = True, ends  # once its cards are read
            field_turn.settle(self)
        self._refresh_choices()
        self.choices_age = 0.0  # every new position is a new decision: its keys wait KEY_GRACE

    def _moment(
        self,
        events: list[Event],
        action: Action | None = None,
        cpu_play: bool = False,
        aimed: Aimed | None = None,
    ) -> None:
        game_banners.moment(self, events, action, cpu_play, aimed)

    def _show_banner(
        self, banner: Banner, sounds: tuple[str, ...], held: bool = False, waits: bool = False
    ) -> None:
        game_banners.show(self, banner, sounds, held, waits)

    def _field_turned(self) -> None:
        """The teams have changed ends (a new quarter): the last flick's rest and its line are
        of the field as it was, and go (a punt's slider stayed drawn in what was now your own
        end zone: play-test)."""
        self.field_turns, self.ends_before_turn = False, None
        self.anim = self.last_flick = self.result_flick = None
        self.result_aimed = None
        self.wait = CPU_PAUSE
        self._refresh_choices()

    @property
    def sliding(self) -> bool:
        """Is a flick still sliding (its result not yet to be told)?"""
        return self.anim is not None and self.anim_t < self.anim.time

    @property
    def shown_game(self) -> FingerFootball:
        """The game as the panel tells it: as it stood before the flick while that flick slides."""
        return self.before_flick if self.sliding and self.before_flick is not None else self.game

    def _flick(self, flicked: Flicked, cpu: bool = False) -> None:
        self.anim, self.anim_t = flicked.outcome, 0.0
        self.anim_rate = min(1.0, flicked.outcome.time / CPU_SLIDE) if cpu else 1.0
        self.last_flick = flicked.outcome
        self.before_flick, self.held_banner = self.game.clone(), None
        loudness = max(0.25, min(1.0, flicked.outcome.launch.speed / 3.0))  # with the flick's speed
        self.app.sounds.play("strike", loudness)
        self.app.sounds.play("slide", loudness)
        self._act(flicked, by_cpu=cpu)

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        game_loop.update(self, dt)

    def _wind(self, dt: float) -> None:
        cpu_turn.wind(self, dt)

    def _cpu_move(self, request: FlickRequest | KickRequest | None) -> None:
        cpu_turn.move(self, request)

    def _open_kick(self, request: KickRequest, cpu_kick: Kicked | None) -> None:
        game_kick.open_kick(self, request, cpu_kick)  # the person kicks, or watches the CPU's

    def _attacking(self) -> int:
        """Which way the side in play attacks (+1: to the right of the screen): how the log's
        "left" and "right" of this moment are shown ("upper", "lower")."""
        g = self.game
        team = g.offense or g.kicker
        return g.direction(team) if team is not None and team in g.defends else 1

    def _refresh_choices(self) -> None:
        fresh = self.choices()
        if [c.action for c in fresh] != [c.action for c in self.choices_shown]:
            self.choices_shown = fresh
            self.choices_age = 0.0

    # ----------------------------------------------------------------- drawing
    def _name_endzones(self) -> None:
        """Each end zone in the colour and the name of the team that defends it (they change
        ends each quarter): "YOUR END ZONE" and the CPU's, or Red's and Blue's at one mouse."""
        self.view.name_endzones(endzone_names(field_turn.ends_drawn(self), self.names))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        game_drawing.draw(self, surface)

    def _solved_rest(self, request: FlickRequest) -> tuple[float, float] | None:
        return game_drawing.solved_rest(self, request)
