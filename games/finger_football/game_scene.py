"""Finger Football, the whole game, in the window: a person against the CPU, or two people at one
mouse (hot-seat). A view module (pygame): the rules are :mod:`.rules`, the CPU is :mod:`.bot`.

The scene asks the rules what they want next. A decision open to a person becomes buttons (and
number keys); a CHOICE lights the legal symbols to click; a flick is a drag on the slider where
the rules put it; a field goal or extra point opens the field-goal scene with its count. The CPU's
moves come after a short pause so a person can follow them, and every slide is animated.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from games.app import ui
from games.app.app import App
from games.app.choice import ChoiceScene
from games.app.scene import Scene
from games.recording import Recording, Resumed
from sim.geometry import Pose
from sim.kick import KickOutcome
from sim.mat import Half, Mat
from sim.slider import FlickOutcome

from .actions import (
    Accept,
    Action,
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseGoal,
    ChooseKick,
    ChooseKickoff,
    ChooseTarget,
    Conversion,
    Flicked,
    Kicked,
    PenaltyChoice,
    Phase,
    PlayKind,
    Roll,
    Target,
    Team,
    Toss,
)
from .bot import Bot
from .flick_input import FlickDrag
from .kick_scene import FieldGoalScene
from .match import Physics, make_player
from .rules import FingerFootball, FlickRequest, KickRequest
from .view import MatView

PANEL_W = 360
TOP_BAR, BOTTOM_BAR = 44, 30
CPU_PAUSE = 0.7  # s before the CPU acts, so a person can follow
TEAM_COLOUR = {Team.RED: (235, 80, 70), Team.BLUE: (80, 150, 255)}
LIT = (255, 235, 0)
HELP = "drag from the slider to flick · click a lit symbol on CHOICE · 1-9: buttons · Esc: menu"


@dataclass(slots=True)
class _Choice:
    label: str
    action: Action


class GameScene(Scene):
    title = "Finger Football"

    def __init__(
        self,
        app: App,
        humans: frozenset[Team],
        cpu_skill: str = "club",
        mat: Mat | None = None,
        seed: int = 0,
        resumed: Resumed | None = None,
    ) -> None:
        """``resumed``: an interrupted game, rebuilt from its recording, going on recording."""
        super().__init__(app)
        if resumed is None:
            self.game = FingerFootball(mat, seed)
            players = {t.value: "human" if t in humans else cpu_skill for t in Team}
            self.recorder: Recording | None = app.recordings("finger-football", self.game, players)
        else:
            game = resumed.game
            assert isinstance(game, FingerFootball)
            self.game, self.recorder = game, resumed.recording
            seed = self.game.seed
        self.physics = Physics(self.game.mat)
        self.view = MatView(self.game.mat)
        self.drag = FlickDrag(self.game.mat, self.view)
        self.humans = humans
        self.cpu_skill = cpu_skill
        self.cpu: dict[Team, Bot] = {
            t: make_player(cpu_skill, seed, t, self.physics) for t in Team if t not in humans
        }
        self.anim: FlickOutcome | None = None
        self.anim_t = 0.0
        self.wait = CPU_PAUSE
        self.buttons: list[tuple[ui.Button, Action]] = []
        self.hover = -1
        self.panel = pygame.Rect(0, 0, PANEL_W, 1)

    # ----------------------------------------------------------------- layout
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel = pygame.Rect(w - PANEL_W, TOP_BAR, PANEL_W, h - TOP_BAR - BOTTOM_BAR)
        self.view.layout(pygame.Rect(8, TOP_BAR + 4, w - PANEL_W - 16, h - TOP_BAR - BOTTOM_BAR - 8))

    # ----------------------------------------------------------------- whose turn
    def human_turn(self) -> bool:
        """Does the next action wait for a person?"""
        g = self.game
        if self.anim is not None or g.is_over():
            return False
        if g.phase == Phase.COIN_TOSS:
            return bool(self.humans)
        if g.phase == Phase.JUDGE:
            return bool(self.humans)  # a person may want to bump the table
        return g.to_move in self.humans

    def choices(self) -> list[_Choice]:
        """The decisions open to the person now, as labelled actions."""
        if not self.human_turn() or self.game.request() is not None:
            return []
        out = []
        for action in self.game.legal_actions():
            if isinstance(action, ChooseTarget):
                if action.target.kind == PlayKind.TOUCHDOWN:
                    out.append(_Choice("Go for the touchdown", action))
                continue  # symbols are chosen by clicking them on the mat
            if isinstance(action, Bump) and action.by not in self.humans:
                continue
            out.append(_Choice(self._label(action), action))
        return out

    def _label(self, action: Action) -> str:
        g = self.game
        match action:
            case Toss():
                return "Toss the coin"
            case Roll():
                return "Roll the dice"
            case ChooseKick(kick=kick):
                return "Kick off" if kick else "Receive"
            case ChooseGoal(defend=half):
                return "Defend the left goal" if half == Half.HOME else "Defend the right goal"
            case CallPlay(call=call):
                return {
                    Call.ROLL: "Ask for the dice",
                    Call.PUNT: "Punt",
                    Call.FIELD_GOAL: "Try a field goal",
                    Call.TOUCHDOWN: "Go for the touchdown",
                }[call]
            case Accept():
                return "Accept where it rests"
            case Bump(by=team):
                return f"{team.label} bumps the table" if len(self.humans) > 1 else "Bump the table"
            case PenaltyChoice(accept=accept):
                return "Accept the penalty" if accept else "Refuse the penalty"
            case ChooseConversion(conversion=conversion):
                return "Kick the extra point (1)" if conversion == Conversion.KICK else "Two-point try (2)"
            case ChooseKickoff(onside=onside):
                return "Onside kick" if onside else "Kick off"
        return f"{type(action).__name__} ({g.phase.value})"

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, (b, _) in enumerate(self.buttons) if b.hit(event.pos)), -1)
            if self.drag.active:
                request = self.game.request()
                if isinstance(request, FlickRequest):
                    self.drag.move(event.pos, request.start, self.app.size)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            self._release(event.pos)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.buttons):
            self._act(self.buttons[key - pygame.K_1][1])
        elif key == pygame.K_n and self.game.is_over():
            self.app.back()
            self.app.push(
                lambda a: GameScene(a, self.humans, self.cpu_skill, self.game.mat, self.game.seed + 1)
            )

    def _press(self, pos: tuple[int, int]) -> None:
        for button, action in self.buttons:
            if button.hit(pos):
                self._act(action)
                return
        if not self.human_turn():
            return
        request = self.game.request()
        if isinstance(request, FlickRequest) and self.drag.grabs(pos, request.start):
            self.drag.start(pos)
        elif self.game.phase == Phase.CHOOSE_TARGET:
            target = self._target_at(pos)
            if target is not None:
                self._act(ChooseTarget(target))

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        """The legal symbol under the pointer: inside the white circle a pass, else a run."""
        x, y = self.view.to_mat(*pos)
        for action in self.game.legal_actions():
            if not isinstance(action, ChooseTarget) or not action.target.circles:
                continue
            c = self.game.field.circle(action.target.circles[0])
            d_run = math.hypot(x - c.x, y - c.y)
            d_pass = math.hypot(x - c.pass_x, y - c.pass_y)
            kind = PlayKind.PASS if d_pass <= c.pass_radius else PlayKind.RUN
            if d_run <= c.radius and action.target.kind == kind:
                return action.target
        return None

    def _release(self, pos: tuple[int, int]) -> None:
        request = self.game.request()
        if not isinstance(request, FlickRequest):
            self.drag.cancel()
            return
        aim = self.drag.release(pos, request.start, self.app.size)
        if aim is not None:
            self._flick(self.physics.flicked(request, aim.flick(self.game.mat.slider)))

    def _act(self, action: Action, kick_distance: float | None = None) -> None:
        self.game.apply(action)
        if self.recorder is not None:
            self.recorder.record(action, kick_distance=kick_distance)
        self.wait = CPU_PAUSE
        self._refresh_buttons()

    def _flick(self, flicked: Flicked) -> None:
        self.anim, self.anim_t = flicked.outcome, 0.0
        self._act(flicked)

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        if self.anim is not None:
            self.anim_t += dt
            if self.anim_t >= self.anim.time + 0.4:
                self.anim = None
                self.wait = CPU_PAUSE
                self._refresh_buttons()
            return
        if self.game.is_over():
            return
        request = self.game.request()
        if self.human_turn():
            if isinstance(request, KickRequest) and not isinstance(self.app.stack.top, FieldGoalScene):
                self._open_kick(request)
            return
        self.wait -= dt
        if self.wait <= 0.0:
            self._cpu_move(request)

    def _cpu_move(self, request: FlickRequest | KickRequest | None) -> None:
        g = self.game
        if g.phase in (Phase.COIN_TOSS, Phase.ROLL):
            self._act(Toss() if g.phase == Phase.COIN_TOSS else Roll())
            return
        team = g.to_move
        assert team is not None
        bot = self.cpu[team]
        if isinstance(request, FlickRequest):
            self._flick(self.physics.flicked(request, bot.flick(g, request)))
        elif isinstance(request, KickRequest):
            kick, at = bot.kick(request)
            self._act(self.physics.kicked(kick, at), self.physics.kick_distance)
        else:
            self._act(bot.decide(g))

    def _open_kick(self, request: KickRequest) -> None:
        def done(outcome: KickOutcome) -> None:
            self._act(Kicked(outcome), request.distance)

        label = f"{request.team.label}'s {request.purpose}"
        self.app.push(lambda a: FieldGoalScene(a, distance=request.distance, on_result=done, kicker=label))

    def _refresh_buttons(self) -> None:
        top = self.panel.top + 250
        self.buttons = [
            (ui.Button(c.label, pygame.Rect(self.panel.left + 16, top + i * 46, PANEL_W - 32, 38)), c.action)
            for i, c in enumerate(self.choices())
        ]

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        if not self.buttons and self.choices():
            self._refresh_buttons()
        surface.fill((22, 26, 32))
        view = self.view
        view.draw_mat(surface)
        self._draw_marks(surface)
        self._draw_slider(surface)
        w, h = surface.get_size()
        request = self.game.request()
        if isinstance(request, FlickRequest):
            meter = pygame.Rect(self.panel.left - 26, TOP_BAR + 20, 14, h - TOP_BAR - BOTTOM_BAR - 40)
            self.drag.draw(surface, request.start, meter, (self.panel.left - 30, h - BOTTOM_BAR - 20))
        self._draw_panel(surface)
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, 0, w, TOP_BAR))
        mode = "hot-seat" if len(self.humans) == 2 else f"you are Red · CPU {self.cpu_skill}"
        ui.text(surface, f"{self.title} · {mode}", (12, 10), 30)
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
        ui.text(surface, HELP, (12, h - BOTTOM_BAR + 7), 20, ui.MUTED)
        if self.game.is_over():
            self._draw_final(surface)

    def _draw_marks(self, s: pygame.Surface) -> None:
        g = self.game
        if g.los is not None and self.anim is None:
            self.view.draw_line_of_scrimmage(s, g.los[0])
        if g.phase == Phase.CHOOSE_TARGET:
            ids = {
                a.target.circles[0]
                for a in g.legal_actions()
                if isinstance(a, ChooseTarget) and a.target.circles
            }
            self.view.ring(s, ids, LIT)
        elif g.target is not None and g.phase in (Phase.SCRIMMAGE, Phase.TWO_POINT):
            self._light_target(s, g.target)
        if self.anim is not None and self.anim_t >= self.anim.time:
            self.view.draw_highlights(s, self.anim.touched)

    def _light_target(self, s: pygame.Surface, target: Target) -> None:
        g = self.game
        if target.kind == PlayKind.TOUCHDOWN:
            assert g.offense is not None
            self.view.ring(s, {f"endzone-{g.attacked_half(g.offense).value}"}, LIT)
        elif target.kind == PlayKind.PASS:
            self.view.ring(s, {f"{c}/pass" for c in target.circles}, LIT)
        else:
            self.view.ring(s, set(target.circles), LIT)

    def _draw_slider(self, s: pygame.Surface) -> None:
        s.set_clip(self.view.area)
        if self.anim is not None:
            self.view.draw_slider(s, self.physics.table.pose_at(self.anim, self.anim_t))
        else:
            request = self.game.request()
            if isinstance(request, FlickRequest):
                self.view.draw_slider(s, request.start)
            elif self.game.los is not None:
                d = self.game.direction(self.game.offense) if self.game.offense else 1
                self.view.draw_slider(s, Pose(*self.game.los, 0.0 if d > 0 else math.pi))
        s.set_clip(None)

    def _draw_panel(self, s: pygame.Surface) -> None:
        g = self.game
        p = self.panel
        pygame.draw.rect(s, (28, 34, 42), p)
        x = p.left + 16
        for i, team in enumerate(Team):
            ui.text(s, team.label.upper(), (x + i * 170, p.top + 10), 28, TEAM_COLOUR[team])
            ui.text(s, str(g.score[team]), (x + i * 170, p.top + 36), 56, ui.PAPER)
        period = g.clock_text().split(" play ")[0]
        ui.text(s, f"{period} · play {g.plays} of {g.options.plays_per_quarter}", (x, p.top + 92), 24)
        if g.offense is not None and g.los is not None:
            d = g.direction(g.offense)
            ui.text(
                s,
                f"{g.offense.label} ball · down {g.down} · {g.field.yard_line_name(g.los[0], d)}",
                (x, p.top + 118),
                24,
                TEAM_COLOUR[g.offense],
            )
        if g.dice is not None:
            ui.text(s, f"dice: {g.dice}", (x, p.top + 144), 24, ui.ACCENT)
        if g.target is not None:
            ui.text(s, f"aim: {g.target}", (x, p.top + 170), 22, LIT)
        ui.text(s, self._prompt(), (x, p.top + 210), 24, ui.HIGHLIGHT)
        for i, (button, _) in enumerate(self.buttons):
            button.draw(s, hover=i == self.hover, size=24)
            ui.text(s, str(i + 1), (button.rect.left + 10, button.rect.centery), 20, ui.MUTED, "midleft")
        top = p.top + 260 + 46 * len(self.buttons)
        room = max(0, (p.bottom - top - 10) // 19)
        rows: list[tuple[str, ui.Color]] = []
        for e in reversed(g.log):  # newest last, as many as fit
            colour = TEAM_COLOUR[e.team] if e.team else ui.MUTED
            wrapped = ui.wrap(e.text, PANEL_W - 30, 18)
            if len(rows) + len(wrapped) > room:
                break
            rows[:0] = [(line, colour) for line in wrapped]
        for i, (line, colour) in enumerate(rows):
            ui.text(s, line, (x, top + 19 * i), 18, colour)

    def _prompt(self) -> str:
        g = self.game
        if self.anim is not None:
            return "..."
        if g.is_over():
            return "game over"
        team = g.to_move
        who = "" if team is None else f"{team.label}: "
        if not self.human_turn():
            return f"{who}the CPU is thinking" if team is not None else ""
        request = g.request()
        if isinstance(request, FlickRequest):
            return f"{who}flick for the {request.purpose.value}"
        if g.phase == Phase.CHOOSE_TARGET:
            return f"{who}click a lit symbol (inner: pass)"
        return f"{who}choose"

    def _draw_final(self, s: pygame.Surface) -> None:
        g = self.game
        winner = g.result()
        assert winner is not None
        box = pygame.Rect(0, 0, 560, 150)
        box.center = self.view.area.center
        ui.panel(s, box, 220)
        ui.text(s, f"{winner.label} wins", (box.centerx, box.top + 20), 56, TEAM_COLOUR[winner], "midtop")
        ui.text(
            s,
            f"Red {g.score[Team.RED]} - Blue {g.score[Team.BLUE]}",
            (box.centerx, box.top + 80),
            32,
            ui.PAPER,
            "midtop",
        )
        ui.text(s, "N: a new game · Esc: menu", (box.centerx, box.top + 118), 22, ui.MUTED, "midtop")


def setup_scene(app: App, mat: Mat | None = None, seed: int = 0) -> ChoiceScene:
    """Choose the opponent: the CPU at a skill, or a friend at the same mouse."""

    def game(humans: frozenset[Team], skill: str) -> Callable[[App], Scene]:
        return lambda a: GameScene(a, humans, skill, mat, seed)

    choices = [
        (f"Play the CPU: {skill}", game(frozenset({Team.RED}), skill))
        for skill in ("novice", "club", "expert")
    ]
    choices.append(("Hot-seat: two players", game(frozenset(Team), "club")))
    return ChoiceScene(app, "Finger Football", "4 quarters of 20 plays, by the rulebook", choices)
