"""A whole foosball game under the MabuchiLab rules in the window: you (home, red, the left goal)
with the mouse against the CPU, or hot-seat against a second player on the keyboard.

The rods are in :mod:`games.foosball.hands`. The rules' actions are buttons (and keys) for the
mouse player and keys for the keyboard player; the CPU takes the same actions itself. The side
panel shows the state of play, the kitty and the referee's calls. When the game ends, both
players' ratings (Article X) are updated in the ratings book kept between sessions.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from filelock import Timeout

from games.app import ui
from games.app.choice import ChoiceScene
from games.app.scene import Host, Scene
from games.recording import Recording, Resumed
from sim.foosball_table import Side

from .actions import (
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
from .cpu import dead_ball_spot, serve_velocity
from .hands import KeyboardHands, MouseHands, serve_velocity_from_drag
from .match import FoosMatch
from .ratings import RatingChange, RatingsError, default_path, record_game
from .referee import FoosReferee
from .view import TEAM, TableView

TOP_BAR, BOTTOM_BAR, SIDE_PANEL = 44, 64, 330
SHOUT_TIME = 1.6  # s a big call stays over the table
LOG_LINES = 16
SHOUTS = ("goal", "payout", "shame", "suicide", "win", "free-for-all", "steal")


@dataclass(frozen=True, slots=True)
class ActionButton:
    kind: type[Action]
    label: str
    key: int


# The mouse player's rule actions: a button each, and a key.
MOUSE_ACTIONS = (
    ActionButton(TakeBall, "T take ball", pygame.K_t),
    ActionButton(TouchBall, "H touch ball", pygame.K_h),
    ActionButton(DemandCanonical, "C canonical", pygame.K_c),
    ActionButton(Acknowledge, "K ready", pygame.K_k),
    ActionButton(DeclareFailure, "F failure", pygame.K_f),
    ActionButton(Repair, "X repair", pygame.K_x),
    ActionButton(MoveDeadBall, "M place ball", pygame.K_m),
)
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
    "player 2: arrows · Enter serve/place · RShift take · . touch · / canonical · ' ready · Del/End failure"
)


def foosball_setup(app: Host, seed: int = 0) -> ChoiceScene:
    """Choose the opponent: the CPU at a skill, or a second player on the keyboard."""

    def game(away: str | None) -> Callable[[Host], Scene]:
        return lambda a: FoosballGameScene(a, away, seed)

    choices = [(f"Play the CPU: {skill}", game(skill)) for skill in ("novice", "club", "expert")]
    choices.append(("Hot-seat: a second player on the keyboard", game(None)))
    subtitle = "the MabuchiLab rules: first to 10, by 2; shames feed the kitty"
    return ChoiceScene(app, "Foosball", subtitle, choices, (22, 52, 34))


class FoosballGameScene(Scene):
    title = "Foosball"
    keys_of_its_own = frozenset({pygame.K_m})  # M puts a dead ball back: Ctrl+M mutes here

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
        self.names = {
            Side.HOME: "player 1" if away is None else "you",
            Side.AWAY: "player 2" if away is None else f"CPU ({away})",
        }
        self.ratings_path = default_path()
        self.notes: list[str] = []
        self.buttons: list[tuple[ActionButton, ui.Button]] = []
        self.serve_press: tuple[int, int] | None = None
        self.carrying = False  # dragging a dead ball by hand
        self.shout: tuple[str, float] | None = None
        self.error: str | None = None
        self.change: RatingChange | None = None
        self.rated = False

    @property
    def ref(self) -> FoosReferee:
        return self.match.ref

    # ----------------------------------------------------------------- layout and input
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(10, TOP_BAR + 4, w - SIDE_PANEL - 20, h - TOP_BAR - BOTTOM_BAR - 8))
        width = max(96, (w - SIDE_PANEL - 20) // len(MOUSE_ACTIONS) - 8)
        self.buttons = [
            (a, ui.Button(a.label, pygame.Rect(10 + i * (width + 8), h - BOTTOM_BAR + 6, width, 30)))
            for i, a in enumerate(MOUSE_ACTIONS)
        ]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.serve_press is not None:
            self._serve(self.serve_press, event.pos)
            self.serve_press = None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.carrying:
            self.carrying = False
            self._place_dead_ball(Side.HOME, *self.view.to_table(*event.pos))
        else:
            self.mouse.handle(event)
        if self.keys is not None and event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.keys.handle(event)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.back()
            return
        if self.ref.is_over():
            if event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self._new_game()
            return
        for action, _ in self.buttons:
            if event.key == action.key:
                self._mouse_player(action.kind)
                return
        if self.keys is not None:
            self._keyboard_player(event.key)
        self.mouse.handle(event)

    def _press(self, pos: tuple[int, int]) -> None:
        if self.ref.is_over():
            return
        for action, button in self.buttons:
            if button.hit(pos):
                self._mouse_player(action.kind)
                return
        ball = self.view.to_screen(*self.table.ball_position[:2])
        near_ball = math.hypot(pos[0] - ball[0], pos[1] - ball[1]) <= max(
            18.0, 2.0 * self.table.spec.ball_radius * self.view.scale
        )
        if near_ball and self.ref.phase in (Phase.SERVE, Phase.RESTART) and self.ref.server == Side.HOME:
            self.serve_press = pos  # on release the referee rules (the canonical configuration...)
        elif near_ball and self.ref.phase == Phase.DEAD and self.ref.mover == Side.HOME:
            self.carrying = True
        else:
            self.mouse.press(pos)

    # ----------------------------------------------------------------- the rules' actions
    def _mouse_player(self, kind: type[Action]) -> None:
        if kind is MoveDeadBall:
            self._place_dead_ball(Side.HOME, *self._spot(Side.HOME))
        else:
            self._do(self._action(kind, Side.HOME, self.mouse.active[0]))

    def _keyboard_player(self, key: int) -> None:
        ref = self.ref
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if ref.phase == Phase.DEAD and ref.mover == Side.AWAY:
                self._place_dead_ball(Side.AWAY, *self._spot(Side.AWAY))
            else:  # a serve: the referee says why not, if it is not the time
                self._act(lambda: self.match.serve(Side.AWAY, *serve_velocity(self.match.rng, Side.AWAY)))
            return
        kind = KEYBOARD_ACTIONS.get(key)
        if kind is not None and self.keys is not None:
            self._do(self._action(kind, Side.AWAY, self.keys.active[0]))

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

    def _spot(self, side: Side) -> tuple[float, float]:
        x, y, _ = self.table.ball_position
        spot = dead_ball_spot(
            self.table, side, x, y, lambda sx, sy: self.ref.check_move(side, sx, sy) is None
        )
        return spot if spot is not None else (x, y)

    def _place_dead_ball(self, side: Side, x: float, y: float) -> None:
        self._act(lambda: self.match.move_dead_ball(side, x, y))

    def _serve(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        velocity = serve_velocity_from_drag(Side.HOME, start, end, self.app.size)
        if velocity is not None:
            self._act(lambda: self.match.serve(Side.HOME, *velocity))

    def _do(self, action: Action) -> None:
        self._act(lambda: self.match.act(action))

    def _act(self, act: Callable[[], object]) -> None:
        """Do a person's action; an illegal one is shown with the referee's reason."""
        try:
            act()
            self.error = None
        except IllegalAction as exc:
            self.error = str(exc)

    def _new_game(self) -> None:
        away, seed, options = self.away_skill, self.seed + 1, self.rule_options
        self.app.back()
        self.app.push(lambda app: FoosballGameScene(app, away, seed, options))

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        if self.shout is not None:
            self.shout = (self.shout[0], self.shout[1] - dt) if self.shout[1] > dt else None
        if self.ref.is_over():
            self._rate()
            return
        human = self.mouse.rod_commands(dt)
        if self.keys is not None:
            human.update(self.keys.rod_commands(dt))
        before = len(self.ref.log)
        self.match.step(human)
        for call in self.ref.log[before:]:
            if call.kind in SHOUTS:
                self.shout = (call.text, SHOUT_TIME)

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
            self.notes.append(f"the ratings could not be saved: {exc}")
            return
        if warning is not None:
            self.notes.append(warning)

    # ----------------------------------------------------------------- drawing
    def hint(self) -> str:
        """What the mouse player can do now."""
        ref = self.ref
        if ref.is_over():
            return "Enter: play again · Esc: menu"
        if ref.can_put_in_play(Side.HOME) is None:
            return f"your {ref.phase.value}: drag back from the ball outside your hole and let go"
        if ref.phase in (Phase.SERVE, Phase.RESTART) and ref.server == Side.HOME:
            return ref.can_put_in_play(Side.HOME) or ""
        if ref.phase == Phase.DEAD and ref.mover == Side.HOME:
            return "dead ball: drag it (towards your goal) or press M"
        if ref.phase == Phase.DEAD and ref.possession == Side.HOME:
            return "the dead ball is yours: T to take it and restart"
        if ref.phase == Phase.FREE_FOR_ALL:
            return "free-for-all: T to take the ball (touching it, H, disqualifies you from scoring)"
        return "mouse: slide · left-drag: turn · wheel: strike · right button: lift · 1 2 3 / A: rods"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        self.view.draw(surface, set(self.mouse.active))
        if self.serve_press is not None or self.carrying:
            start = self.serve_press or self.view.to_screen(*self.table.ball_position[:2])
            pygame.draw.line(surface, ui.ACCENT, start, pygame.mouse.get_pos(), 2)
        self._draw_top(surface)
        self._draw_side(surface)
        self._draw_bottom(surface)
        if self.shout is not None and not self.ref.is_over():
            self._banner(surface, [self.shout[0]])
        if self.ref.is_over():
            self._banner(surface, self._result_lines())

    def _draw_top(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        ref = self.ref
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, 0, w, TOP_BAR))
        left = ui.text(
            surface, f"{self.names[Side.HOME]} {ref.score[Side.HOME]}", (12, 8), 34, TEAM[Side.HOME]
        )
        mid = ui.text(surface, " - ", (left.right, 8), 34)
        ui.text(
            surface, f"{ref.score[Side.AWAY]} {self.names[Side.AWAY]}", (mid.right, 8), 34, TEAM[Side.AWAY]
        )
        kitty = pygame.Rect(w - SIDE_PANEL + 10, 6, SIDE_PANEL - 20, TOP_BAR - 12)
        owner = ref.shamer
        pygame.draw.rect(surface, TEAM[owner] if owner else (40, 46, 54), kitty, border_radius=6)
        label = f"KITTY {ref.kitty}" + (f" → {self.names[owner]}" if owner else "")
        ui.text(surface, label, kitty.center, 28, ui.PAPER, "center")

    def _draw_side(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        area = pygame.Rect(w - SIDE_PANEL, TOP_BAR, SIDE_PANEL, h - TOP_BAR - BOTTOM_BAR)
        pygame.draw.rect(surface, (28, 32, 40), area)
        ref = self.ref
        y = area.top + 10
        state = ref.phase.value + (" · shame condition" if ref.shamer else "")
        y = ui.text(surface, state.upper(), (area.left + 12, y), 26, ui.HIGHLIGHT).bottom + 4
        for role, side in ref.roles().items():
            y = (
                ui.text(surface, f"{role}: {self.names[side]}", (area.left + 12, y), 22, TEAM[side]).bottom
                + 2
            )
        if ref.failure:
            y = (
                ui.text(surface, "mechanical failure: no serve", (area.left + 12, y), 22, ui.ACCENT).bottom
                + 2
            )
        if ref.disqualified:
            who = ", ".join(self.names[s] for s in sorted(ref.disqualified))
            y = ui.text(surface, f"disqualified: {who}", (area.left + 12, y), 22, ui.ACCENT).bottom + 2
        y += 8
        pygame.draw.line(surface, ui.MUTED, (area.left + 10, y), (area.right - 10, y))
        lines = [c.text for c in ref.log[-LOG_LINES:]] + self.notes[-2:]
        for line in lines:
            y = ui.text(
                surface, ui.fit(line, SIDE_PANEL - 24, 20), (area.left + 12, y + 4), 20, ui.PAPER
            ).bottom

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
        legal = set(self.ref.legal_actions(Side.HOME))
        mouse = pygame.mouse.get_pos()
        for action, button in self.buttons:
            if action.kind in legal:
                button.draw(surface, button.hit(mouse), 22)
            else:
                pygame.draw.rect(surface, (30, 34, 40), button.rect, border_radius=8)
                ui.text(surface, action.label, button.rect.center, 22, (90, 94, 100), "center")
        message = f"not allowed: {self.error}" if self.error else self.hint()
        colour = ui.ACCENT if self.error else ui.MUTED
        ui.text(surface, ui.fit(message, w - SIDE_PANEL, 20), (12, h - 22), 20, colour)
        if self.keys is not None:
            ui.text(
                surface,
                ui.fit(KEYBOARD_HELP, SIDE_PANEL - 10, 18),
                (w - SIDE_PANEL + 6, h - 22),
                18,
                ui.MUTED,
            )

    def _result_lines(self) -> list[str]:
        ref = self.ref
        home, away = ref.score[Side.HOME], ref.score[Side.AWAY]
        if ref.voided:
            return [
                "SUICIDE: the game is null and void",
                "no ratings change",
                "Enter: play again · Esc: menu",
            ]
        assert ref.winner is not None
        lines = [f"{self.names[ref.winner]}: the winner, {max(home, away)}-{min(home, away)}"]
        change = self.change
        if change is not None:
            for name, before, after in zip(
                (change.home, change.away), change.before, change.after, strict=True
            ):
                lines.append(f"{name}: {before:.1f} -> {after:.1f}")
        lines.append("Enter: play again · Esc: menu")
        return lines

    def _banner(self, surface: pygame.Surface, lines: list[str]) -> None:
        area = self.view.area
        width = max(ui.text_width(line, 34) for line in lines) + 40
        box = pygame.Rect(area.centerx - width // 2, area.centery - 24 * len(lines), width, 48 * len(lines))
        ui.panel(surface, box, 210)
        for i, line in enumerate(lines):
            ui.text(
                surface,
                line,
                (box.centerx, box.top + 10 + 46 * i),
                34,
                ui.ACCENT if i == 0 else ui.PAPER,
                "midtop",
            )
