"""A whole foosball game under the MabuchiLab rules in the window: you (home, red, the left goal)
with the mouse against the CPU, or hot-seat against a second player on the keyboard.

The rods are in :mod:`games.foosball.ui.hands`. The rules' actions are buttons (and keys) for the
mouse player and keys for the keyboard player; the CPU takes the same actions itself. The side
panel shows the state of play, the kitty and the referee's calls. When the game ends, both
players' ratings (Article X) are updated in the ratings book kept between sessions.

Past 600 lines, for now: the scene still holds the match's moments (ready, replay, dead ball,
failures) beside its input and drawing; those moments belong in modules of their own, as
between.py and goal_replay.py already are.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from filelock import Timeout

from games.core.recording import Recording, Resumed
from games.foosball.match import DT, UNPLAYABLE_AFTER, FoosMatch, in_front_of
from games.foosball.players.cpu import serve_velocity
from games.foosball.rules.actions import (
    PUTTING_IN,
    Acknowledge,
    Action,
    DeclareFailure,
    DemandCanonical,
    FoosOptions,
    IllegalAction,
    MoveDeadBall,
    Phase,
    Repair,
    Serve,
    TakeBall,
    TouchBall,
)
from games.foosball.rules.commentary import Call, counted, tally
from games.foosball.rules.glossary import PLAIN
from games.foosball.rules.ratings import RatingChange, RatingsError, default_path, record_game
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.scoring import WIN_AT, WIN_BY
from games.foosball.rules.wording import Who, rod_field, tell
from games.foosball.ui.between import Between, Pause
from games.foosball.ui.dead_ball import place_spot
from games.foosball.ui.first_game import game_guide
from games.foosball.ui.gauges import ShotMeter, draw_serve_pull
from games.foosball.ui.goal_replay import Recent
from games.foosball.ui.hands import (
    PLAY_HINT,
    ROD_CONTROLS,
    KeyboardHands,
    MouseHands,
    serve_velocity_from_drag,
)
from games.foosball.ui.howto import game_pages
from games.foosball.ui.prompts import Hands, what_now
from games.foosball.ui.sounds import TableSounds, play
from games.foosball.ui.view import TEAM, TableView
from games.window import ui
from games.window.choice import ChoiceScene
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.foosball.spec import Side
from sim.foosball.table import EventKind

TOP_BAR, BOTTOM_BAR, SIDE_PANEL = 44, 62, 290
TALK = "; just table talk: no penalty"  # after a commentary term's first call in the log
METER_W = 250  # px of the shot meter at the right of the bottom bar
SHOT_SPEED = 2.0  # m/s: a contact of one of your figures this fast is a shot (the guide's)
GOALS = ("goal", "payout", "win", "suicide")  # calls that end a point: replayed
SHOUT_TIME = 2.4  # s a big call stays over the table
MESSAGE_TIME = 4.0  # s a refusal stays under the table
SHOUTS = ("goal", "payout", "shame", "suicide", "win", "free-for-all", "steal")
BUTTON_H, BUTTON_GAP = 30, 5
KEYS_LINES = 4  # of the keyboard player's keys, under the log


@dataclass(frozen=True, slots=True)
class ActionButton:
    kind: type[Action]
    label: str
    key: int
    key_name: str
    means: str = ""  # one line: what it is for, in plain words
    rare: bool = False  # a rule seldom needed: shown under "More rules"


# The mouse player's rule actions: a button each, and a key.
MOUSE_ACTIONS = (
    ActionButton(
        TakeBall, "Take the ball", pygame.K_t, "T", "pick up a loose ball, or a dead ball that is yours"
    ),
    ActionButton(
        MoveDeadBall,
        "Place the dead ball",
        pygame.K_p,
        "P",
        "put a dead ball in your half in front of your figure",
    ),
    ActionButton(
        TouchBall, "Touch the ball", pygame.K_h, "H", "free-for-all only: touching it stops you scoring", True
    ),
    ActionButton(
        DemandCanonical,
        "Ask for the start position",
        pygame.K_c,
        "C",
        "before a serve: all rods upright, centred",
        True,
    ),
    ActionButton(
        Acknowledge,
        "My rods are set",
        pygame.K_k,
        "K",
        "answer to that: your rods are upright, centred",
        True,
    ),
    ActionButton(
        DeclareFailure, "Report a broken rod", pygame.K_f, "Shift+F", "stops the game until it is fixed", True
    ),
    ActionButton(Repair, "Rod fixed", pygame.K_x, "X", "the broken rod works again: play goes on", True),
)
MORE_LABEL = ("More rules", "Fewer rules")
RARE_NOTE = "Rare rules: you will seldom need these"
# The keyboard player's: Enter serves (or places a dead ball), the rest as listed.
KEYBOARD_ACTIONS = {
    pygame.K_RSHIFT: TakeBall,
    pygame.K_PERIOD: TouchBall,
    pygame.K_SLASH: DemandCanonical,
    pygame.K_QUOTE: Acknowledge,
    pygame.K_DELETE: DeclareFailure,
    pygame.K_END: Repair,
}
KEYBOARD_HELP = (
    "Player 2: arrows move the rods, Enter serves or places the ball, Right Shift takes it,"
    " . touches it, / demands canonical, ' ready, Del or End for a failure"
)
# A serve or a drag of the ball starts this near the ball, in pixels at least.
GRAB = 22.0
CONFIRM_TIME = 8.0  # s the question "which rod is broken?" waits for its answer
STRIP_H = 26  # px of the line of calls in the top bar, off the table


# The referee's words a newcomer does not know, explained after the call in the log (on screen
# only: the referee's log stays as it is).
EXPLAINED = (
    ("free-for-all ends", ""),
    ("FREE-FOR-ALL", "anyone may take the ball: T"),
    ("between the defenders", "it stopped between the two 2-bars"),
    ("dead ball:", "it stopped where nobody can play it"),
    ("shame", "a goal that bounced back out: points go to the kitty"),
)


def _explained(words: str) -> str:
    for fragment, means in EXPLAINED:
        if fragment in words:
            return f" ({means})" if means else ""
    return ""


def foosball_setup(app: Host, seed: int | None = None) -> ChoiceScene:
    """Choose the opponent: the CPU at a skill, or a second player on the keyboard."""

    def game(away: str | None) -> Callable[[Host], Scene]:
        return lambda a: FoosballGameScene(a, away, a.new_seed() if seed is None else seed)  # fresh

    choices = [(f"Play the CPU: {skill}", game(skill)) for skill in ("novice", "club", "expert")]
    choices.append(("Hot-seat: a second player on the keyboard", game(None)))
    subtitle = "the MabuchiLab rules: first to 10, by 2; shames feed the kitty"
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
        self.buttons: list[tuple[ActionButton, ui.Button]] = []
        self.log_area = pygame.Rect(0, 0, 1, 1)
        self.serve_press: tuple[int, int] | None = None
        self.carrying = False  # dragging a dead ball by hand
        self.shout: tuple[str, float] | None = None
        self.error: str | None = None  # the last refusal, told in the players' names
        self.error_age = 0.0
        self.change: RatingChange | None = None
        self.rated = False
        self.between = Between()
        self.between.headline = self._first_server()
        self.recent = Recent(self.table, DT)
        self.meter = ShotMeter()
        self.sounds = TableSounds()
        self.serves = 0  # your serves (the guide waits for the first)
        self.shots = 0  # your figures' hard contacts
        self.called = len(self._commentary())  # the commentary's calls shown (a resumed game's were)
        self.confirming: float | None = None  # s left to answer "declare a failure?"
        self.confirm_buttons: list[tuple[int | None, ui.Button]] = []  # a rod, or None: cancel
        self.declared_at = -1  # the serve count when a failure was last declared (one a serve)
        self.more = False  # the rarely needed rules' buttons shown
        self.more_button: ui.Button | None = None
        self.rare_note: tuple[int, int] | None = None  # where "rare rules" is said, over their buttons
        self._guide = game_guide(
            self, lambda: self.between.readies > 0, self._served_or_not_yours, self._keep_clear
        )

    @property
    def ref(self) -> FoosReferee:
        return self.match.ref

    @property
    def goals(self) -> int:
        """Goals scored this game (a guide's step is let go after a few)."""
        return sum(self.ref.score.values())

    def controls(self) -> list[tuple[str, str]]:
        keys = [("Space", "ready: the game goes on (nothing moves before)"), *ROD_CONTROLS]
        keys += [(a.key_name, f"{a.label}: {a.means}") for a in MOUSE_ACTIONS]
        keys += [("Shift+drag the dead ball", "carry it by hand"), ("any key (replay)", "skip the replay")]
        return [*keys, ("Esc", "leave the game")]

    # ----------------------------------------------------------------- the kit's questions
    def rules(self) -> list[Page]:
        return game_pages()

    def guide(self) -> Guide | None:
        return self._guide

    def _keep_clear(self) -> list[pygame.Rect]:
        """What the guide's card never covers: the table, the score and the line under the table."""
        w, h = self.app.size
        return [
            self.view.table_rect().inflate(20, 60),
            pygame.Rect(0, 0, w - SIDE_PANEL, TOP_BAR),
            pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR),
        ]

    def guide_strip(self) -> pygame.Rect:
        """Over the title bar left of the kitty: the score it hides moves into the side panel
        while a step is on show (_guide_on_show), and live calls go under the strip."""
        return pygame.Rect(0, 0, self.app.size[0] - SIDE_PANEL, TOP_BAR)

    def _guide_on_show(self) -> bool:
        """Is the kit showing this scene's guide now (it hides the title bar's score)?"""
        guide_of = getattr(self.app, "guide_of", None)  # the kit's (games/window/app.py)
        return guide_of is not None and guide_of(self) is not None and self._guide.showing is not None

    def guide_anchor(self) -> tuple[int, int] | None:
        step = self._guide.index
        x: float
        y: float
        if step == 0:
            x, y = self.view.area.center
        elif step in (1, 4):
            x, y = self.view.to_screen(*self.table.ball_position[:2])
        else:
            rod = self.table.spec.rods[self.mouse.active[0]]
            x, y = self.view.to_screen(rod.x, -self.table.spec.half_width)
        return round(x), round(y)

    def in_game(self) -> bool:
        return not self.ref.is_over()  # Esc asks first (games/window/app.py)

    def _served_or_not_yours(self) -> bool:
        """The guide's serve step: done once you served, or when the serve is the CPU's (it
        is taught again in a game you serve)."""
        return self.serves > 0 or (self.ref.server != Side.HOME and self.between.readies > 0)

    def _first_server(self) -> str:
        server = self.ref.server
        return ui.sentence(tell("{" + server.value + "} {" + server.value + ":serves|serve} first", self.who))

    # ----------------------------------------------------------------- layout and input
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(10, TOP_BAR + 4, w - SIDE_PANEL - 20, h - TOP_BAR - BOTTOM_BAR - 8))
        left, width = w - SIDE_PANEL + 10, SIDE_PANEL - 20
        # Under the state of play and its two lines of roles, at the player's text scale.
        # (A fourth line for the score while the guide's strip hides the title bar.)
        top = TOP_BAR + 8 + ui.line_height(26) + 2 + 4 * (ui.line_height(20) + 1) + 8
        self.buttons, y = [], top
        self.rare_note = None
        for a in MOUSE_ACTIONS:
            if a.rare and not self.more:
                continue
            if a.rare and self.rare_note is None:
                self.rare_note = (left, y)
                y += ui.line_height(16) + 2
            self.buttons.append((a, ui.Button(a.label, pygame.Rect(left, y, width, BUTTON_H))))
            y += BUTTON_H + BUTTON_GAP + (ui.line_height(15) if a.rare else 0)
        self.more_button = ui.Button(MORE_LABEL[self.more], pygame.Rect(left, y, width, BUTTON_H - 6))
        log_top = y + BUTTON_H - 6 + 8
        bottom = h - BOTTOM_BAR - (KEYS_LINES * ui.line_height(16) + 8 if self.keys is not None else 6)
        self.log_area = pygame.Rect(left, log_top, width, max(0, bottom - log_top))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.confirming is not None and self._answer(event):
            return
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if self.between.pause == Pause.REPLAY and not escape:
            self.between.handle(event)  # any key or click skips it; nothing else acts meanwhile
            return
        if not self.ref.is_over() and self.between.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.serve_press is not None:
            self._serve(self.serve_press, event.pos)
            self.serve_press = None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.carrying:
            self.carrying = False
            self._carry_to(*self.view.to_table(*event.pos))
            self.mouse.handle(event)
        else:
            self.mouse.handle(event)
        if self.keys is not None and event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.keys.handle(event)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if self.ref.is_over():
            if event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self._new_game()
            return
        if event.key == pygame.K_f:
            if event.mod & pygame.KMOD_SHIFT:
                self._ask_failure()
            else:
                self._refuse("to declare a mechanical failure, press Shift+F (or its button)")
            return
        for action in MOUSE_ACTIONS:
            if event.key == action.key:
                self._mouse_player(action.kind)
                return
        if self.keys is not None:
            self._keyboard_player(event.key)
        self.mouse.handle(event)

    def _on_ball(self, pos: tuple[int, int]) -> bool:
        ball = self.view.to_screen(*self.table.ball_position[:2])
        grab = max(GRAB, 2.0 * self.table.spec.ball_radius * self.view.scale)
        return not self.table.gone and math.hypot(pos[0] - ball[0], pos[1] - ball[1]) <= grab

    def _press(self, pos: tuple[int, int]) -> None:
        """A left press: a button; the ball in your hand at your service hole (a serve); with
        Shift, the dead ball you may move (carried by hand); anywhere else the rods turn. A press
        on the table is never a hand on the ball in play."""
        if self.ref.is_over():
            return
        if self.more_button is not None and self.more_button.hit(pos):
            self.more = not self.more
            self.resized(self.app.size)
            return
        for action, button in self.buttons:
            if button.hit(pos):
                if action.kind is DeclareFailure:
                    self._ask_failure()
                else:
                    self._mouse_player(action.kind)
                return
        ref = self.ref
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        if ref.phase in PUTTING_IN and ref.server == Side.HOME and self._on_ball(pos):
            reason = ref.can_put_in_play(Side.HOME)
            if reason is None:
                self.serve_press = pos  # the pull is ruled on release
            else:
                self._refuse(reason)
        elif ref.phase in PUTTING_IN and self._on_ball(pos):
            self._refuse(ref.can_put_in_play(Side.HOME) or "")
        elif shift and ref.phase == Phase.DEAD and self._on_ball(pos):
            if ref.mover == Side.HOME:
                self.carrying = True
            else:
                self._refuse(ref.check_move(Side.HOME, *self.table.ball_position[:2]) or "")
        else:
            self.mouse.press(pos)

    # ----------------------------------------------------------------- the rules' actions
    def _mouse_player(self, kind: type[Action]) -> None:
        ref = self.ref
        if kind is MoveDeadBall:
            spot = self._spot(Side.HOME)
            if ref.phase != Phase.DEAD or ref.mover != Side.HOME:
                self._refuse(self._why_not_place())
            elif spot is None:  # never met on the standard table (tests/games/test_foosball_window.py)
                self._refuse("no spot in front of your figures is allowed: Shift+drag it left or sideways")
            else:
                self._place_dead_ball(Side.HOME, *spot)
        elif kind is TouchBall and ref.phase != Phase.FREE_FOR_ALL:
            self._refuse(
                "H is only for a free-for-all (the ball off the table); now nobody touches the ball by hand"
            )
        else:
            self._do(self._action(kind, Side.HOME, self.mouse.active[0]))

    def _why_not_place(self) -> str:
        """P refused, in the halves the player sees: yours on the left, the CPU's on the right."""
        ref, other = self.ref, self.who[Side.AWAY].name
        if ref.phase == Phase.DEAD and ref.possession is not None:
            whose = "yours: press T to take it" if ref.possession == Side.HOME else f"{other}'s to take"
            return f"this dead ball is between the 2-bars: it is {whose}"
        if ref.phase == Phase.DEAD:
            return f"the dead ball is in {other}'s half (the right): {other} moves it"
        if ref.phase in (Phase.PLAY, Phase.SERVING, Phase.RESTARTING):
            return (
                "the ball is still live: play it with your rods. A ball at rest that no figure can"
                f" shoot is called dead after {UNPLAYABLE_AFTER:.0f} s; then P places it if it is in"
                " your half (the left)"
            )
        return "there is no dead ball to place now"

    def _keyboard_player(self, key: int) -> None:
        ref = self.ref
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            spot = self._spot(Side.AWAY) if ref.phase == Phase.DEAD and ref.mover == Side.AWAY else None
            if spot is not None:
                self._place_dead_ball(Side.AWAY, *spot)
            else:  # a serve: the referee says why not, if it is not the time
                if self.between.holding and ref.can_put_in_play(Side.AWAY) is None:
                    self.between.ready()  # player 2's serve says they are ready
                self._act(lambda: self.match.serve(Side.AWAY, *serve_velocity(self.match.rng, Side.AWAY)))
            return
        kind = KEYBOARD_ACTIONS.get(key)
        if kind is DeclareFailure and self._declared_this_serve():
            self._refuse("a mechanical failure was declared already since the last serve")
        elif kind is not None and self.keys is not None:
            self._do(self._action(kind, Side.AWAY, self.keys.active[0]))
            if kind is DeclareFailure:
                self.declared_at = self._serve_count()

    @staticmethod
    def _action(kind: type[Action], side: Side, rod: int) -> Action:
        """The action of ``kind`` by ``side``; a failure is declared on the rod in hand."""
        if kind is DeclareFailure:
            return DeclareFailure(side, rod)
        simple: dict[type[Action], Callable[[Side], Action]] = {
            TakeBall: TakeBall,
            TouchBall: TouchBall,
            DemandCanonical: DemandCanonical,
            Acknowledge: Acknowledge,
            Repair: Repair,
            Serve: Serve,
        }
        return simple[kind](side)

    def _spot(self, side: Side) -> tuple[float, float] | None:
        """Where the dead ball is placed for ``side``: within reach of one of its own figures."""
        x, y, _ = self.table.ball_position
        return place_spot(
            self.table.spec, side, x, y, lambda sx, sy: self.ref.check_move(side, sx, sy) is None
        )

    # ----------------------------------------------------------------- a mechanical failure
    def _serve_count(self) -> int:
        return sum(1 for call in self.ref.log if call.kind in ("serve", "restart"))

    def _declared_this_serve(self) -> bool:
        return self.declared_at == self._serve_count()

    def _ask_failure(self) -> None:
        """Shift+F or the button: asks before declaring (once a serve at most)."""
        if self.ref.failure:
            self._refuse("a mechanical failure is declared already: X repairs it")
        elif self._declared_this_serve():
            self._refuse("a mechanical failure was declared already since the last serve")
        else:
            self.confirming = CONFIRM_TIME

    def _your_rods(self) -> list[int]:
        return [r.index for r in self.table.spec.rods if r.team == Side.HOME]

    def _answer(self, event: pygame.event.Event) -> bool:
        """The answer to "which of your rods is broken?": 1-4 or a rod's button declares that
        rod's failure; Esc, any other key or a click elsewhere cancels. True if it was the answer."""
        rods = self._your_rods()
        rod: int | None = None
        if event.type == pygame.KEYDOWN:
            number = event.key - pygame.K_1
            rod = rods[number] if 0 <= number < len(rods) else None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            rod = next((r for r, button in self.confirm_buttons if button.hit(event.pos)), None)
        else:
            return False
        self.confirming = None
        if rod is not None:
            self._do(DeclareFailure(Side.HOME, rod))
            self.declared_at = self._serve_count()
        return True

    def _carry_to(self, x: float, y: float) -> None:
        """A dead ball carried by hand and let go: Article V's direction said in screen terms."""
        reason = self.ref.check_move(Side.HOME, x, y)
        if reason is not None and "offensive half" in reason:
            self._refuse(
                "in front of your goalie at most"
                if self.ref.stranded()
                else "a dead ball goes only left (towards your goal) or sideways, never right"
            )
        else:
            self._place_dead_ball(Side.HOME, x, y)

    def _place_dead_ball(self, side: Side, x: float, y: float) -> None:
        self._act(lambda: self.match.move_dead_ball(side, x, y))

    def _serve(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        velocity = serve_velocity_from_drag(Side.HOME, start, end, self.app.size)
        if velocity is None:
            self._refuse("pull the ball further back from the hole before you let go")
            return
        if velocity[1] <= 0.0:
            self._refuse(
                "pull away from the hole, towards the bottom of the window: the ball goes the other way"
            )
            return
        if self.between.holding:
            self.between.ready()  # your serve says you are ready
        before = len(self.ref.log)
        self._act(lambda: self.match.serve(Side.HOME, *velocity))
        if len(self.ref.log) > before:
            self.serves += 1

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
        self.error, self.error_age = ui.sentence(tell(template, self.who)), 0.0

    def _new_game(self) -> None:
        away, seed, options = self.away_skill, self.seed + 1, self.rule_options
        self.app.back()
        self.app.push(lambda app: FoosballGameScene(app, away, seed, options))

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        if self.shout is not None:
            self.shout = (self.shout[0], self.shout[1] - dt) if self.shout[1] > dt else None
        if self.error is not None:
            self.error_age += dt
            if self.error_age > MESSAGE_TIME:
                self.error = None
        if self.confirming is not None:
            self.confirming = self.confirming - dt if self.confirming > dt else None
        self.between.update(dt)
        if self.ref.is_over():
            self._rate()
            return
        if self.between.holding:
            return  # nothing moves until the player is ready
        human = self.mouse.rod_commands(dt)
        if self.keys is not None:
            human.update(self.keys.rod_commands(dt))
        before = len(self.ref.log)
        self.match.step(human)
        self.recent.stepped()
        self._listen()
        goal = False
        for call in self.ref.log[before:]:
            if call.kind in SHOUTS:
                self.shout = (ui.sentence(call.told(self.who)), SHOUT_TIME)
                play(self.app, "crowd" if call.kind in ("goal", "payout", "win") else "whistle", 1.0)
            goal = goal or call.kind in GOALS
        if goal:
            headline = self.shout[0] if self.shout is not None else ""
            self.between.goal(list(self.recent.frames), headline)
            self.recent.clear()
            self.shout = None
        self._call_commentary()

    # ----------------------------------------------------------------- the commentary (Article XII)
    def _commentary(self) -> list[Call]:
        return [] if self.match.commentary is None else self.match.commentary.calls

    def _call_commentary(self) -> None:
        """The glossary's new calls: in the strip above the table (never over it) and the log, or
        with the goal they came with on its card."""
        calls = self._commentary()
        for call in calls[self.called :]:
            words = ui.sentence(call.told(self.who))
            if self.between.holding and self.between.headline:
                self.between.headline += f". {words}"
            else:
                self.shout = (words, SHOUT_TIME)
        self.called = len(calls)

    def _told_log(self) -> list[tuple[str, ui.Color]]:
        """The referee's last calls with the commentary's among them, told in the players' names."""
        log, start = self.ref.log, max(0, len(self.ref.log) - 12)
        said: list[tuple[float, str, ui.Color]] = [
            (i, call.told(self.who), TEAM[call.team] if call.team is not None else ui.PAPER)
            for i, call in enumerate(log[start:], start)
        ]
        said = [(i, words + _explained(words), colour) for i, words, colour in said]
        calls = self._commentary()
        first = {c.term: i for i, c in reversed(list(enumerate(calls)))}  # each term's first call
        said += [
            (
                c.after - 0.5,
                f"{c.told(self.who)} ({PLAIN[c.term]}{TALK if first[c.term] == i else ''})",
                ui.HIGHLIGHT,
            )
            for i, c in enumerate(calls)
            if i >= len(calls) - 6 and c.after > start
        ]
        return [(ui.sentence(words), colour) for _, words, colour in sorted(said, key=lambda line: line[0])]

    def _called_lines(self) -> list[str]:
        """The game's commentary, counted per side, for the end of the game."""
        words = counted(tally(self._commentary()), self.who)
        return [f"Table talk (no effect on the score): {words}"] if words else []

    def _listen(self) -> None:
        """The step's contacts: their sounds, the shot meter, your shots."""
        events = self.match.events
        vx, vy, _ = self.table.ball_velocity
        self.sounds.step(self.app, events, (vx, vy))
        yours = [e.speed for e in events if e.kind == EventKind.CONTACT and e.team == Side.HOME]
        self.meter.update(max(yours, default=0.0), DT)
        self.shots += sum(1 for speed in yours if speed >= SHOT_SPEED)

    def _rate(self) -> None:
        """Article X, once, when the game is won; a void game moves nothing."""
        if self.rated:
            return
        self.rated = True
        ref = self.ref
        if ref.winner is None:
            return
        home, away = self.names[Side.HOME], self.names[Side.AWAY]
        try:
            self.change, warning = record_game(
                self.ratings_path, home, away, ref.score[Side.HOME], ref.score[Side.AWAY]
            )
        except (OSError, Timeout, RatingsError) as exc:
            self.notes.append(f"The ratings could not be saved: {exc}")
            return
        if warning is not None:
            self.notes.append(ui.sentence(warning))

    # ----------------------------------------------------------------- drawing
    def hint(self) -> str:
        """What the rules want now and from whom; in normal play, how the rods are played."""
        if self.between.pause == Pause.REPLAY:
            return "The goal again, slowly: any key or click skips it"
        if self.confirming is not None:
            return "Which of your rods is broken? Press 1-4 (or click it); N or any other key cancels"
        if self.between.pause == Pause.READY and not self.ref.is_over():
            now = what_now(self.ref, self.who, self.hands)
            return f"{now} (or Space: ready)" if now else "Press Space (or Ready) when you are ready"
        return (
            what_now(self.ref, self.who, self.hands)
            or self._resting_hint()
            or (f"{PLAY_HINT}; F1: controls and how to play")
        )

    def _resting_hint(self) -> str:
        """In normal play with the ball at rest: that it will be called a dead ball, and when."""
        if self.match.resting < 1.0:
            return ""
        left = max(0.0, self.match.stall_limit() - self.match.resting)
        x, y, _ = self.table.ball_position
        if in_front_of(self.table.spec, Side.HOME, x, y):
            return f"The ball is at rest in front of your figure: shoot it, or in {left:.0f} s it is dead"
        return f"The ball is at rest where no figure can shoot it forwards: a dead ball in {left:.0f} s"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        ref = self.ref
        replay = self.between.replay if self.between.pause == Pause.REPLAY else None
        if replay is not None:
            frame = TableView(replay.frame())
            frame.layout(self.view.area)
            frame.draw(surface)
        else:
            held = ref.server if ref.phase in PUTTING_IN and not ref.is_over() else None
            self.view.draw(surface, set(self.mouse.active), held)
        if self.serve_press is not None or self.carrying:
            self._draw_pull(surface)
        self._draw_top(surface)
        self._draw_side(surface)
        self._draw_bottom(surface)
        if replay is not None:
            self.between.draw_replay_tag(surface, self._strip())
        elif ref.is_over():
            self._banner(surface, self._result_lines())
        elif self.between.pause == Pause.READY:
            self.between.draw_card(surface, self.view.area, self._score_line(), self._card_lines())
        elif self.shout is not None:
            self._draw_strip(surface, self.shout[0])
        if self.confirming is not None:
            self._draw_confirm(surface)

    def _strip(self) -> pygame.Rect:
        """The top bar's middle, between the score and the kitty: live calls go there, off the
        table (the ball is never hidden while play goes on)."""
        w = self.app.size[0]
        left = min(360, w // 3)
        top = (TOP_BAR - STRIP_H) // 2
        if self._guide_on_show():  # the guide's strip is there: just under it, above the CPU's handles
            top = TOP_BAR + 2
        return pygame.Rect(left, top, max(40, w - SIDE_PANEL - left - 10), STRIP_H)

    def _draw_strip(self, surface: pygame.Surface, words: str) -> None:
        strip = self._strip()
        ui.overlay(surface, strip, 235, ui.ACCENT)
        size = 18
        ui.text(
            surface,
            ui.fit(words, strip.width - 16, size),
            (strip.left + 8, strip.centery),
            size,
            ui.ACCENT,
            "midleft",
        )

    def _score_line(self) -> str:
        home, away = (ui.sentence(self.who[s].name) for s in Side)
        return f"{home} {self.ref.score[Side.HOME]} - {self.ref.score[Side.AWAY]} {away}"

    def _card_lines(self) -> list[str]:
        """What the Ready card says will happen."""
        ref = self.ref
        server = self.who[ref.server]
        if ref.phase in PUTTING_IN and server.you:
            return ["Serve when you are ready:", "drag the ringed ball, or press Space first."]
        then = f"{ui.sentence(server.name)} {'serves' if ref.phase == Phase.SERVE else 'restarts'}"
        return ["Nothing moves until you are ready.", f"{then} when you press Space."]

    def _draw_confirm(self, surface: pygame.Surface) -> None:
        """The question before a failure is declared, over the panel's buttons, opaque: which of
        your rods is broken (the player chooses it), or cancel."""
        w = surface.get_width()
        words = ui.wrap(
            "Which of your rods is broken? The game stops until you press X (Rod fixed).",
            SIDE_PANEL - 32,
            19,
            "",
        )
        rods = self._your_rods()
        height = 10 + len(words) * ui.line_height(19) + 8 + (len(rods) + 1) * (BUTTON_H + BUTTON_GAP) + 6
        box = pygame.Rect(w - SIDE_PANEL + 6, TOP_BAR + 70, SIDE_PANEL - 12, height)
        ui.overlay(surface, box, 255, ui.ACCENT)
        y = box.top + 10
        for line in words:
            y = ui.text(surface, line, (box.left + 10, y), 19, ui.PAPER).bottom
        y += 8
        self.confirm_buttons = []
        mouse = pygame.mouse.get_pos()
        for i, rod in enumerate([*rods, None]):
            label = (
                "Cancel" if rod is None else ui.sentence(tell(rod_field(self.table.spec.rods[rod]), self.who))
            )
            button = ui.Button(label, pygame.Rect(box.left + 10, y, box.width - 20, BUTTON_H))
            button.draw(surface, button.hit(mouse), 19, "N" if rod is None else str(i + 1))
            self.confirm_buttons.append((rod, button))
            y += BUTTON_H + BUTTON_GAP

    def _draw_pull(self, surface: pygame.Surface) -> None:
        """The drag in progress: a dead ball carried, or a serve's pull and where it will go."""
        ball = self.view.to_screen(*self.table.ball_position[:2])
        mouse = pygame.mouse.get_pos()
        if self.serve_press is None:
            pygame.draw.line(surface, ui.ACCENT, ball, mouse, 2)
            pygame.draw.circle(
                surface, ui.ACCENT, mouse, max(4, self.table.spec.ball_radius * self.view.scale), 2
            )
            return
        velocity = serve_velocity_from_drag(Side.HOME, self.serve_press, mouse, self.app.size)
        floor = surface.get_height() - BOTTOM_BAR - 4
        draw_serve_pull(surface, ball, mouse, velocity if velocity and velocity[1] > 0.0 else None, floor)

    def _draw_top(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        ref = self.ref
        ui.bar(surface, pygame.Rect(0, 0, w, TOP_BAR), ui.PANEL)
        home, away = (ui.sentence(self.who[s].name) for s in Side)
        left = ui.text(surface, f"{home} {ref.score[Side.HOME]}", (12, 8), 30, TEAM[Side.HOME])
        mid = ui.text(surface, " - ", (left.right, 8), 30)
        right = ui.text(surface, f"{ref.score[Side.AWAY]} {away}", (mid.right, 8), 30, TEAM[Side.AWAY])
        if self.away_skill is not None:
            ui.text(surface, f"({self.away_skill})", (right.right + 8, 14), 20, ui.MUTED)
        # The kitty: words, not a button; a stripe under them in the colour of the team that
        # would collect it, whose name the words say too.
        kitty = pygame.Rect(w - SIDE_PANEL + 10, 6, SIDE_PANEL - 20, TOP_BAR - 12)
        owner = ref.shamer
        whose = ", " + tell("{" + owner.value + ":own}", self.who) if owner else ""
        label = f"Kitty: {ref.kitty}{whose} (points waiting for the next goal)"
        ui.text(
            surface, ui.fit(label, kitty.width, 17), (kitty.left, kitty.centery - 2), 17, ui.PAPER, "midleft"
        )
        stripe = pygame.Rect(kitty.left, kitty.bottom - 3, kitty.width, 4)
        pygame.draw.rect(surface, TEAM[owner] if owner else (60, 66, 74), stripe)

    def _draw_side(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        area = pygame.Rect(w - SIDE_PANEL, TOP_BAR, SIDE_PANEL, h - TOP_BAR - BOTTOM_BAR)
        ui.bar(surface, area, (28, 32, 40))
        ref = self.ref
        x, width = area.left + 12, SIDE_PANEL - 24
        y = ui.text(surface, ui.sentence(ref.phase.value), (x, area.top + 8), 26, ui.HIGHLIGHT).bottom + 2
        for line, side in self._roles()[:2]:
            y = ui.text(surface, ui.fit(line, width, 20), (x, y), 20, TEAM[side]).bottom + 1
        goal = f"First to {WIN_AT} goals wins (by {WIN_BY} clear)"
        y = ui.text(surface, ui.fit(goal, width, 18), (x, y), 18, ui.MUTED).bottom + 1
        if self._guide_on_show():  # the guide's strip covers the title bar's score
            self._draw_panel_score(surface, x, y, width)
        legal = set(ref.action_kinds(Side.HOME))
        mouse = pygame.mouse.get_pos()
        for action, button in self.buttons:
            enabled = action.kind in legal
            button.draw(surface, button.hit(mouse), 18, action.key_name, enabled)
            if action.rare:
                means = ui.fit(action.means, width, 15)
                ui.text(surface, means, (button.rect.left + 4, button.rect.bottom + 1), 15, ui.MUTED)
        if self.rare_note is not None:
            ui.text(surface, ui.fit(RARE_NOTE, width, 16), self.rare_note, 16, ui.HIGHLIGHT)
        if self.more_button is not None:
            self.more_button.draw(surface, self.more_button.hit(mouse), 16)
        self._draw_log(surface)
        if self.keys is not None:
            lines = ui.wrap(KEYBOARD_HELP, width, 16, "")[:KEYS_LINES]
            step = ui.line_height(16)
            for i, line in enumerate(lines):
                ui.text(surface, line, (x, h - BOTTOM_BAR - 4 - step * (len(lines) - i)), 16, ui.MUTED)

    def _draw_panel_score(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        """The score, in the side panel while the guide's strip hides the title bar."""
        home, away = (ui.sentence(self.who[s].name) for s in Side)
        left = ui.text(
            surface,
            ui.fit(f"Score: {home} {self.ref.score[Side.HOME]}", width // 2, 20),
            (x, y),
            20,
            TEAM[Side.HOME],
        )
        mid = ui.text(surface, " - ", (left.right, y), 20)
        ui.text(
            surface,
            ui.fit(f"{self.ref.score[Side.AWAY]} {away}", x + width - mid.right, 20),
            (mid.right, y),
            20,
            TEAM[Side.AWAY],
        )

    def _roles(self) -> list[tuple[str, Side]]:
        """Who puts the ball in play (Article 0's server or restarter, in plain words), and
        anything that holds the game up."""
        ref = self.ref
        verbs = {
            "server": "{s} {s:serves|serve}",
            "restarter": "{s} {s:restarts|restart} (puts the ball back in play)",
        }
        lines = [
            (ui.sentence(tell(verbs[role].replace("{s", "{" + side.value), self.who)), side)
            for role, side in ref.roles().items()
            if role in verbs
        ]
        if ref.failure:
            lines.insert(0, ("A mechanical failure: no serve", ref.server))
        if ref.disqualified:
            for side in sorted(ref.disqualified):
                lines.insert(
                    0, (ui.sentence(tell(f"{{{side.value}}}: disqualified from scoring", self.who)), side)
                )
        return lines

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The referee's calls, newest at the bottom, each wrapped to the panel: as many as fit."""
        area = self.log_area
        size = 18
        step = ui.line_height(size)
        lines: list[tuple[str, ui.Color]] = []
        for words, colour in self._told_log():
            lines += [(line, colour) for line in ui.wrap(words, area.width, size)]
        lines += [(line, ui.ACCENT) for note in self.notes[-2:] for line in ui.wrap(note, area.width, size)]
        room = max(0, area.height // step)
        for i, (line, colour) in enumerate(lines[-room:] if room else []):
            ui.text(surface, line, (area.left, area.top + i * step), size, colour)

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        ui.bar(surface, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR), ui.PANEL)
        if self.error is not None:
            message, colour = self.error, ui.ACCENT
        else:
            message, colour = self.hint(), ui.PAPER
        room = w - METER_W - 36
        for i, line in enumerate(ui.wrap(message, room, 19, "")[:2]):
            ui.text(surface, line, (12, h - BOTTOM_BAR + 8 + 24 * i), 19, colour)
        self.meter.draw(surface, pygame.Rect(w - METER_W - 12, h - BOTTOM_BAR + 16, METER_W, 30))

    def _result_lines(self) -> list[str]:
        ref = self.ref
        home, away = ref.score[Side.HOME], ref.score[Side.AWAY]
        if ref.voided:
            return [
                "Suicide: a shame in a team's own goal ends the game with no winner",
                "No ratings change",
                "Enter: play again · Esc: menu",
            ]
        assert ref.winner is not None
        winner = self.who[ref.winner]
        won = "You win" if winner.you else f"{ui.sentence(winner.name)} wins"
        lines = [f"{won}, {max(home, away)}-{min(home, away)}"]
        change = self.change
        if change is not None:
            for side, before, after in zip(Side, change.before, change.after, strict=True):
                name = "Your rating" if self.who[side].you else f"{ui.sentence(self.who[side].name)}'s rating"
                lines.append(f"{name}: {before:.1f} -> {after:.1f}")
        lines += self._called_lines()
        lines.append("Enter: play again · Esc: menu")
        return lines

    def _banner(self, surface: pygame.Surface, lines: list[str]) -> None:
        """Lines over the table, wrapped inside it."""
        area = self.view.area
        room = area.width - 60
        size = 30
        shown = [
            part for i, line in enumerate(lines) for part in ui.wrap(line, room, size if i == 0 else 24, "")
        ]
        heads = len(ui.wrap(lines[0], room, size, ""))
        sizes = [size if i < heads else 24 for i in range(len(shown))]
        heights = [ui.line_height(s) + 4 for s in sizes]
        width = max(ui.text_width(line, s) for line, s in zip(shown, sizes, strict=True)) + 40
        box = pygame.Rect(0, 0, width, sum(heights) + 20)
        box.center = area.center
        ui.overlay(surface, box, 215, ui.ACCENT)
        y = box.top + 10
        for i, (line, s) in enumerate(zip(shown, sizes, strict=True)):
            ui.text(surface, line, (box.centerx, y), s, ui.ACCENT if i < heads else ui.PAPER, "midtop")
            y += heights[i]
