"""A whole foosball game under the MabuchiLab rules in the window: you (home, red, the left goal)
with the mouse against the CPU, or hot-seat against a second player on the keyboard.

The scene holds the game's state, its input and its loop; the match's moments are modules of
their own: ready.py (nothing moves until you are ready), replay_moment.py and goal_replay.py (a
goal again, slowly), dead_ball.py (placing a dead ball), failure.py (a broken rod). The rods are
in hands.py, the rules' buttons and keys in game_actions.py, the frame around the table in
game_panel.py, its log's words in game_talk.py and the end of the game in game_end.py.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from games.core.recording import Recording, Resumed
from games.foosball.match import DT, FoosMatch, in_front_of
from games.foosball.rules.actions import (
    PUTTING_IN,
    Acknowledge,
    Action,
    Event,
    FoosOptions,
    IllegalAction,
    Phase,
)
from games.foosball.rules.commentary import Call
from games.foosball.rules.glossary import PLAIN
from games.foosball.rules.ratings import RatingChange, default_path
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who, tell
from games.foosball.ui import (
    aim_line,
    dead_ball,
    game_end,
    game_input,
    game_panel,
    guide_wait,
    key_card,
    loose_ball,
    ready,
    refusals,
    said_under,
    table_speed,
    table_talk,
    whole_point,
)
from games.foosball.ui.aim_past import blocked_words, way_past
from games.foosball.ui.between import CARDED, Between, Pause
from games.foosball.ui.failure import HINT, FailureQuestion
from games.foosball.ui.first_game import game_guide
from games.foosball.ui.game_actions import MORE_LABEL, ActionButton
from games.foosball.ui.game_panel import BOTTOM_BAR, SIDE_PANEL, TOP_BAR, pulled_serve
from games.foosball.ui.game_talk import Meanings, goal_headline, told_log
from games.foosball.ui.gauges import ShotMeter
from games.foosball.ui.glosses import glossed
from games.foosball.ui.goal_replay import Recent
from games.foosball.ui.goal_story import GoalStory
from games.foosball.ui.hands import PLAY_HINT, ROD_CONTROLS, KeyboardHands, MouseHands
from games.foosball.ui.howto import DEAD_BALL_KEY, game_pages, rare_controls
from games.foosball.ui.log_lines import GOAL_TERMS, talk_plain
from games.foosball.ui.news import left_where, news_for
from games.foosball.ui.prompts import Hands, what_now
from games.foosball.ui.replay_moment import GOALS, draw_replay
from games.foosball.ui.rod_labels import HOT_SEAT, OWNERS, draw_rod_labels
from games.foosball.ui.serve_aim import ServeAim
from games.foosball.ui.serve_pull import Pull
from games.foosball.ui.shots import shots
from games.foosball.ui.sounds import TableSounds, play
from games.foosball.ui.strike_preview import AimPredictor
from games.foosball.ui.view import TableView
from games.window import ui
from games.window.choice import ChoiceScene
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.foosball.spec import Side
from sim.foosball.table import EventKind

__all__ = ["BOTTOM_BAR", "SIDE_PANEL", "TOP_BAR", "FoosballGameScene", "foosball_setup"]

LIVE = (Phase.PLAY, Phase.SERVING, Phase.RESTARTING)  # the ball is the rods' (the wheel strikes)
SHOUT_TIME = 2.4  # s a big call stays over the table
MESSAGE_TIME = 4.0  # s a refusal stays under the table
MEANING_TIME = 8.0  # s what a new word means stays under the table
SHOUTS = ("goal", "payout", "shame", "suicide", "win", "free-for-all", "steal")
BUTTON_H, BUTTON_GAP = 30, 5
GRAB = 22.0  # px: a serve or a drag of the ball starts this near the ball at least
STRIP_H = 26  # px of the line of calls in the top bar, off the table


# The CPU's levels as the setup offers them, the gentlest first.
LEVELS = {  # short enough for the setup's buttons at 960 x 600 (a play-test read "slow ...")
    "novice": "slow, waits for you",
    "club": "quick, hits hard",
    "expert": "quick and precise",
}


def foosball_setup(app: Host, seed: int | None = None) -> ChoiceScene:
    """Choose the opponent: the CPU at a skill (the gentlest first, each said in a few words), or
    a second player on the keyboard."""

    def game(away: str | None) -> Callable[[Host], Scene]:
        return lambda a: FoosballGameScene(a, away, a.new_seed() if seed is None else seed)  # fresh

    choices = [(f"Play the CPU: {skill} ({LEVELS[skill]})", game(skill)) for skill in LEVELS]
    choices.append(("Hot-seat: a second player on the keyboard", game(None)))
    subtitle = "first to 10 goals, by 2 clear; F1 in the game explains every rule"
    return ChoiceScene(app, "Foosball", subtitle, choices, (22, 52, 34))


class FoosballGameScene(Scene):
    title = "Foosball"

    def __init__(
        self,
        app: Host,
        away: str | None = "club",
        seed: int = 0,
        options: FoosOptions | None = None,
        resumed: Resumed | None = None,
    ) -> None:
        """``resumed``: an interrupted game, rebuilt from its recording, going on recording."""
        super().__init__(app)
        if resumed is None and options is None and away is not None:
            # Against the CPU the first serve is yours (a play-test: the CPU won the toss and
            # scored before the newcomer had found their rods).
            options = FoosOptions(first_server="home")
        if resumed is None:
            self.match = FoosMatch(seed, None, away, options)
            players = {"home": "human", "away": away or "human"}
            self.recorder: Recording | None = app.recordings("foosball", self.match, players)
        else:
            match = resumed.game
            assert isinstance(match, FoosMatch)
            match.set_player(Side.AWAY, away)
            self.match, self.recorder = match, resumed.recording
            seed, options = match.seed, match.ref.options
        self.seed, self.away_skill, self.rule_options = seed, away, options
        self.table = self.match.table
        self.view = TableView(self.table)
        self.mouse = MouseHands(self.table, Side.HOME, self.view)
        self.keys = KeyboardHands(self.table, Side.AWAY) if away is None else None
        # The names the ratings book keeps, and the names the screen says.
        self.names = {
            Side.HOME: "player 1" if away is None else "you",
            Side.AWAY: "player 2" if away is None else f"CPU ({away})",
        }
        self.who = (
            {Side.HOME: Who("Player 1"), Side.AWAY: Who("Player 2")}
            if away is None
            else {Side.HOME: Who("you", you=True), Side.AWAY: Who("the CPU")}
        )
        self.hands = {Side.HOME: Hands.MOUSE, Side.AWAY: Hands.KEYBOARD if away is None else Hands.CPU}
        self.ratings_path = default_path()
        self.notes: list[str] = []
        self.end_buttons: list[ui.Button] = []  # the result's "Play again" and "Menu", as drawn
        self.over_for = 0.0  # s the result has been up
        self.buttons: list[tuple[ActionButton, ui.Button]] = []
        self.log_area = pygame.Rect(0, 0, 1, 1)
        self.serve_press: tuple[int, int] | None = None
        self.serve_aimed: tuple[tuple[tuple[float, float], float], ServeAim] | None = None
        self.carrying = False  # dragging a dead ball by hand
        self.shout: tuple[str, float] | None = None
        self.error: str | None = None  # the last refusal, told in the players' names
        self.error_age = 0.0
        self.change: RatingChange | None = None
        self.rated = False
        self.between = Between()
        self.between.headline = ready.first_server(self.ref, self.who)
        self.recent = Recent(self.table, DT)
        self.meter = ShotMeter(self.mouse)  # a swing that met no ball says so
        self.aim = AimPredictor()  # the wheel's strike, run ahead: the aim line
        self.sounds = TableSounds()
        self.serves = 0  # your serves (the guide waits for the first)
        self.shots = 0  # your figures' hard contacts
        self.called = len(self._commentary())  # the commentary's calls shown (a resumed game's were)
        self.failure = FailureQuestion()
        self.more = False  # the rarely needed rules' buttons shown
        self.more_button: ui.Button | None = None
        self.rare_note: tuple[int, int] | None = None  # where "rare rules" is said, over their buttons
        self.meanings = Meanings()  # the words explained so far this game
        self.glossed: set[str] = set()  # the rulebook's words glossed above the table so far
        self.meaning: tuple[str, float] | None = None  # what a new word means, under the table
        self.clock = 0.0  # s the scene has run (the guide shows each step a moment at least)
        self._settled = (0, 0)  # the Ready and the news card the CPU last settled for
        self._untouched = 0  # untouched serves told
        self.last_serve: Pull | None = None  # your last serve's pull
        self.story = GoalStory(self.table.spec)  # how the next goal comes, in plain words
        self.tipped = False  # the tip about the keys that pick your rods was given
        self.told_aimed = False  # what an aim line "aimed at goal" means was said
        self._guide = game_guide(self, lambda: self.between.readies > 0, self._served_or_not_yours)
        self._guide.clock = lambda: self.clock
        self._guide.gave_up = self._guide_moved_on
        self._guide.busy = lambda: self.mouse.press_x is not None or self.serve_press is not None
        self._guide.away = lambda: self.between.pause in (Pause.REPLAY, Pause.NEWS)
        self._guide.mark = lambda: self.between.readies  # a go: no step holds the serve after it

    @property
    def ref(self) -> FoosReferee:
        return self.match.ref

    @property
    def goals(self) -> int:
        """Goals scored this game (a guide's step is let go after a few)."""
        return sum(self.ref.score.values())

    @property
    def confirming(self) -> float | None:
        """s left to answer "which of your rods is broken?", or None."""
        return self.failure.confirming

    @property
    def confirm_buttons(self) -> list[tuple[int | None, ui.Button]]:
        return self.failure.buttons

    def controls(self) -> list[tuple[str, str]]:
        """F1's first page: the basics only (play-test 4); the rare ones are the last rules
        page, "Rare rules and their keys"."""
        keys = [("Space", "ready: the game goes on (nothing moves before)"), *ROD_CONTROLS]
        keys.append((DEAD_BALL_KEY, "a dead ball of yours (or a free-for-all's ball): take it or place it"))
        return [*keys, table_speed.CONTROL, table_talk.CONTROL, ("Esc", "leave the game")]

    # ----------------------------------------------------------------- the kit's questions
    def rules(self) -> list[Page]:
        return [*game_pages(), rare_controls()]

    def guide(self) -> Guide | None:
        return self._guide

    def guide_strip(self) -> pygame.Rect:
        """Over the title bar between the score (drawn smaller beside it while a step is on show,
        _guide_on_show: a newcomer found the guide covering it) and the kitty; live calls go
        under the strip."""
        left = game_panel.guide_left(self)
        return pygame.Rect(left, 0, self.app.size[0] - SIDE_PANEL - left, TOP_BAR)

    def _guide_on_show(self) -> bool:
        """Is the kit showing this scene's guide now (it hides the title bar's score)?"""
        guide_of = getattr(self.app, "guide_of", None)  # the kit's (games/window/app.py)
        return guide_of is not None and guide_of(self) is not None and self._guide.showing is not None

    def in_game(self) -> bool:
        """Esc asks first (games/window/app.py) while the game goes on, and while its last goal
        is replayed: the result has not been seen yet."""
        return not self.ref.is_over() or self.between.pause == Pause.REPLAY

    def _guide_moved_on(self, what: str) -> None:
        """The guide let a step go after a few goals: say so, and that it can still be done."""
        words = f"The guide moved on after 3 goals without {what}; you can still try it."
        self.meaning = (words, MEANING_TIME)

    def _explain(self, words: str) -> None:
        """A word the player has not seen explained this game: its meaning, under the table."""
        sentence = self.meanings.first(words)
        if sentence:
            self.meaning = (sentence, MEANING_TIME)

    def _served_or_not_yours(self) -> bool:
        """The guide's serve step: done once you served, or when the serve is the CPU's (it
        is taught again in a game you serve)."""
        return self.serves > 0 or (self.ref.server != Side.HOME and self.between.readies > 0)

    @property
    def pace(self) -> float:  # type: ignore[override]  # the player's table speed
        return table_speed.pace(self.app)

    # ----------------------------------------------------------------- layout and input
    def resized(self, size: tuple[int, int]) -> None:
        game_panel.layout(self, size)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.failure.confirming is not None and game_input.answer(self, event):
            return
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if self.between.pause == Pause.REPLAY and not escape:
            self.between.handle(event)  # any key or click skips it; nothing else acts meanwhile
            return
        space = event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
        if space and ready.set_rods_first(self.ref, self.who, self.hands):
            game_input.mouse_player(self, Acknowledge)  # "K or Space": your rods are set
        if not self.ref.is_over() and self.between.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            game_input.key(self, event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.serve_press is not None:
            game_input.serve(self, self.serve_press, event.pos)
            self.serve_press = None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.carrying:
            self.carrying = False
            game_input.carry_to(self, *self.view.to_table(*event.pos))
            self.mouse.handle(event)
        elif event.type == pygame.MOUSEWHEEL and self.ref.phase not in LIVE:
            game_input.no_shot(self)  # a dead or waiting ball is nobody's to shoot
        else:
            self.mouse.handle(event)
        if self.keys is not None and event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.keys.handle(event)

    def _press(self, pos: tuple[int, int]) -> None:
        game_input.press(self, pos)

    def _mouse_player(self, kind: type[Action]) -> None:
        game_input.mouse_player(self, kind)

    def _on_ball(self, pos: tuple[int, int]) -> bool:
        ball = self.view.to_screen(*self.table.ball_position[:2])
        grab = max(GRAB, 2.0 * self.table.spec.ball_radius * self.view.scale)
        return not self.table.gone and math.hypot(pos[0] - ball[0], pos[1] - ball[1]) <= grab

    def _place_dead_ball(self, side: Side, x: float, y: float) -> None:
        self._act(lambda: self.match.move_dead_ball(side, x, y))

    def _do(self, action: Action) -> None:
        self._act(lambda: self.match.act(action))

    def _act(self, act: Callable[[], object]) -> None:
        """Do a person's action; an illegal one is shown with the referee's reason."""
        try:
            act()
            self.error = None
        except IllegalAction as exc:
            self._refuse(exc.template)

    def _refuse(self, template: str) -> None:
        """Say why what a person tried did nothing, in the players' names."""
        said = refusals.plain(template, self.ref, self.who[Side.AWAY].name)  # never "Article V:"
        self.error, self.error_age = ui.sentence(tell(said, self.who)), 0.0

    def _new_game(self) -> None:
        away, seed, options = self.away_skill, self.seed + 1, self.rule_options
        self.app.back()
        self.app.push(lambda app: FoosballGameScene(app, away, seed, options))

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.meaning is not None:
            self.meaning = (self.meaning[0], self.meaning[1] - dt) if self.meaning[1] > dt else None
        if self.shout is not None:
            self.shout = (self.shout[0], self.shout[1] - dt) if self.shout[1] > dt else None
        if self.error is not None:
            self.error_age += dt
            if self.error_age > MESSAGE_TIME:
                self.error = None
        self.failure.update(dt)
        self.between.update(dt, dt / max(self.pace, 1e-3))
        if self.ref.is_over():
            if self.between.pause != Pause.REPLAY:
                self.over_for += dt  # how long the result has been up
            if not self.rated:  # Article X, once
                self.rated = True
                self.change = game_end.rate(self.ratings_path, self.ref, self.names, self.notes)
            return
        if self.between.holding or self.more or guide_wait.reading(self):
            # Nothing moves until the player is ready, nor while the rare rules are open (a
            # play-test: the pointer on them left the rods still while the ball rolled on), nor
            # while a guide step is read with the ball live (guide_wait.py).
            self.meter.update(0.0, dt)  # the last hit's bar falls away meanwhile
            return
        self._settle()
        human = self.mouse.rod_commands(dt)
        if self.keys is not None:
            human.update(self.keys.rod_commands(dt))
        if self.ref.phase in PUTTING_IN:  # the ball in a hand: the next goal's story starts
            self.story.clear()
            self.recent.clear()
        before, x = len(self.ref.log), self.table.ball_position[0]
        lit = self.mouse.active
        self.match.step(human)
        self.recent.stepped()
        self._listen()
        self.story.heard(self.match.events, lit, lambda rod: abs(self.table.rods[rod].vy))
        self.story.moved(x, self.table.ball_position[0], lit)
        goal: Event | None = None
        news = None
        for k, call in enumerate(self.ref.log[before:], before):
            news = news or news_for(
                call,
                k,
                self.ref,
                self.who,
                self.hands,
                self.match.untouched,
                self._left_where(),
                self._unplayed(),
                loose_ball.on_your_side(self),
            )
            if call.kind in SHOUTS and not (news is not None and call.kind == "free-for-all"):
                told = ui.sentence(call.told(self.who))
                headline = goal_headline(call.kind, call.team, told, self.who, call.points)
                self.shout = (glossed(headline, self.glossed), SHOUT_TIME)  # a word's first time: said
                self._explain(call.told(self.who))
            if call.kind in SHOUTS:
                play(self.app, "crowd" if call.kind in ("goal", "payout", "win") else "whistle", 1.0)
            goal = goal or (call if call.kind in GOALS else None)
        if goal is not None:
            self._goal_card(goal)
        elif news is not None:
            self.between.tell(news.what, news.then)  # the table waits a moment: what happened
        self._call_commentary()
        said_under.after_step(self)

    def _tell_aimed(self) -> None:
        said_under.tell_aimed(self)

    def _settle(self) -> None:
        """Just ready, or a card just read: the CPU lets you find your rods (once each)."""
        settled = (self.between.readies, self.between.told)
        if settled != self._settled:
            self._settled = settled
            self.match.settle()

    def _unplayed(self) -> Side | None:
        """The side with a figure the ball rests in front of, if any (a dead ball left unplayed)."""
        x, y, _ = self.table.ball_position
        return next((side for side in Side if in_front_of(self.table.spec, side, x, y)), None)

    def _left_where(self) -> str:
        return left_where(self.table.spec, self.match.events)

    def _goal_card(self, call: Event) -> None:
        """A goal: its replay, then the card, headed by who scored and how, in plain words; what
        was said under the table before it goes (a play-test read an earlier call's meaning there
        through the next goal)."""
        headline = self.shout[0] if self.shout is not None else ""
        self.between.goal(list(self.recent.frames), headline, self.hands[self.ref.server] == Hands.CPU)
        self.recent.clear()
        self.shout, self.meaning = None, None
        into = next((e.team for e in self.match.events if e.kind == EventKind.TROUGH), None)
        if into is None and call.kind == "goal" and call.team is not None:
            into = call.team.other  # (a goal's call names its scorer)
        if into is None:
            return
        self.between.how = self.story.told(into, self.who)
        if into == Side.HOME and self.hands[Side.AWAY] == Hands.CPU and not self.tipped:
            tip = self.story.unlit_words({})
            if tip:  # the first goal the CPU scores past a rod of yours not in your hand
                self.between.tip, self.tipped = tip, True

    def _listen(self) -> None:
        """The step's contacts: their sounds, the shot meter, your shots."""
        events = self.match.events
        vx, vy, _ = self.table.ball_velocity
        self.sounds.step(self.app, events, (vx, vy))
        yours = [e.speed for e in events if e.kind == EventKind.CONTACT and e.team == Side.HOME]
        self.meter.update(max(yours, default=0.0), DT)
        self.shots += shots(events, vx)  # told by the ball: a drag swing's too (shots.py)

    # ----------------------------------------------------------------- the commentary (Article XII)
    def _commentary(self) -> list[Call]:
        return [] if self.match.commentary is None else self.match.commentary.calls

    def _call_commentary(self) -> None:
        """The glossary's new calls: in the strip above the table (never over it) and the log, or
        with the goal they came with on its card."""
        calls = self._commentary()
        if not table_talk.on(self.app):  # off for a newcomer: counted on the end screen only
            self.called = len(calls)
            return
        for k, call in enumerate(calls[self.called :], self.called):
            if any(c.term == call.term for c in calls[:k]):
                continue  # each term is said once a game; the end screen counts them all
            if self.between.holding and self.between.headline and call.term in GOAL_TERMS:
                # A goal's table talk: a small caption under how it came, never instead of it
                # (nor its meaning under the table, where it stayed past the next goal).
                called = f"the table calls it {call.term.value}: {PLAIN[call.term]}"
                joined = f"{self.between.called}; {called}" if self.between.called else called
                self.between.called = ui.sentence(joined)
                self.meanings.seen.add(call.term.value)
                continue
            self._explain(call.term.value)
            self.shout = (ui.sentence(talk_plain(call, self.who)), SHOUT_TIME)
        self.called = len(calls)

    def _told_log(self) -> list[tuple[str, ui.Color]]:
        talk = self._commentary() if table_talk.on(self.app) else []
        return told_log(self.ref, talk, self.who, self.match.untouched)

    def _called_lines(self) -> list[str]:
        return table_talk.end_lines(self._commentary(), self.who, table_talk.on(self.app))

    # ----------------------------------------------------------------- drawing
    def _draw_key_card(self, surface: pygame.Surface) -> None:
        """The key the game waits for, on a card beside the ball (or the table's middle when
        the ball is off it)."""
        ask = key_card.asked(self.ref, self.hands)
        if ask is None:
            return
        field = self._field()
        ball = field.center if self.table.gone else self.view.to_screen(*self.table.ball_position[:2])
        key_card.draw(surface, ball, field, ask, aim_line.your_figures(self.view, self.table))

    def _field(self) -> pygame.Rect:
        """The playing field on screen."""
        spec = self.table.spec
        corner = self.view.to_screen(-spec.half_length, spec.half_width)
        field = pygame.Rect(corner, self.view.to_screen(spec.half_length, -spec.half_width))
        field.size = (field.width - corner[0], field.height - corner[1])
        return field

    def hint(self) -> str:
        """What the rules want now and from whom; in normal play, how the rods are played."""
        if self.between.pause == Pause.REPLAY:
            return "The goal again, at half speed: any key or click skips it, F shows the whole point"
        if guide_wait.reading(self):
            return guide_wait.words(self)
        served = pulled_serve(self, pygame.mouse.get_pos())
        if served is not None:
            return served.advice(Side.HOME)
        if self.failure.confirming is not None:
            return HINT
        if self.more:
            return f'The table waits while the rare rules are open: click "{MORE_LABEL[1]}" to play on'
        if self.between.pause in CARDED and not self.ref.is_over():
            words = self.between.count_words() or ready.ready_hint(self.ref, self.who, self.hands)
            return whole_point.hint(self, words)  # F: the goal's whole point, as in its replay
        now = what_now(self.ref, self.who, self.hands)
        left = self.match.taken_in() if self.keys is None else None
        if now and left is not None:  # counted down live, in the player's seconds
            return f"{now}. The CPU takes it in {math.ceil(left / max(self.pace, 1e-3))} s"
        if now:
            return now
        resting = dead_ball.resting_hint(self.match, self.pace)
        blocked = self._blocked() if self.ref.phase in LIVE else ""
        if resting and blocked:
            return f"{resting}. {blocked}"
        return resting or blocked or f"{PLAY_HINT}; F1: controls and how to play"

    def _blocked(self) -> str:
        """What blocks the aim line, and whether a slide can aim past it (worked out only while
        a line is blocked)."""
        line = self.aim.line
        if line is None or not line.blocked_by:
            return ""
        return blocked_words(line, way_past(self.table, self.mouse.active), self.view.scale)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        ref = self.ref
        replay = self.between.replay if self.between.pause == Pause.REPLAY else None
        if replay is not None:
            draw_replay(surface, replay, self.view.area)
        else:
            held = ref.server if ref.phase in PUTTING_IN and not ref.is_over() else None
            self.view.draw(surface, set(self.mouse.active), held)
            draw_rod_labels(surface, self.view, True, OWNERS if self.keys is None else HOT_SEAT)
            if held == Side.HOME and self.serve_press is None and not self.carrying:
                game_panel.draw_serve_band(self, surface)
            if ref.phase in LIVE:
                aim_line.draw(surface, self.view, self.table, self.aim.update(self.table, self.mouse))
        if self.serve_press is not None or self.carrying:
            game_panel.draw_pull(self, surface)
        game_panel.draw_top(self, surface)
        game_panel.draw_side(self, surface)
        game_panel.draw_bottom(self, surface)
        if replay is not None:
            self.between.draw_replay_tag(surface, game_panel.strip_rect(self))
        elif ref.is_over():
            lines = game_end.result_lines(ref, self.who, self.change, self._called_lines())
            self.end_buttons = game_end.banner(surface, self.view.area, lines)
        elif self.between.pause in CARDED and getattr(self.app, "leaving", None) is None:
            # (not under the kit's "Leave this game?": its box, centred on the window, sat
            # off-centre over this card, centred on the table)
            score, card = ready.score_line(ref, self.who), ready.card_lines(ref, self.who)
            self.between.draw_card(surface, self.view.area, score, card)
        elif self.shout is not None:
            game_panel.draw_strip(self, surface, self.shout[0])
        if self.between.pause == Pause.NEWS and not ref.is_over():
            ball = None if self.table.gone else self.view.to_screen(*self.table.ball_position[:2])
            self.between.draw_news(surface, self._field(), ball)
        elif replay is None and not ref.is_over() and self.between.pause not in CARDED:
            self._draw_key_card(surface)
        if self.failure.confirming is not None:
            box = pygame.Rect(surface.get_width() - SIDE_PANEL + 6, TOP_BAR + 70, SIDE_PANEL - 12, 0)
            self.failure.draw(surface, box, self.table.spec, self.who)
