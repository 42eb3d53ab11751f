"""Foosball practice: you are Home (red, the left goal) against a CPU team, with the mouse.

Move the mouse up and down: the active rods slide so a figure follows the pointer. Hold the left
button and drag sideways to turn them (the faster the drag, the faster they turn); the wheel
strikes at full speed; hold the right button to lift the feet and let the ball pass. The active
pair follows the ball; keys 1 2 3 pick a pair by hand, A goes back to following. To serve, drag
from the ball outside your service hole and let go. A view module (pygame).
"""

from __future__ import annotations

import math

import numpy as np
import pygame

from games.app import ui
from games.app.app import App
from games.app.scene import Scene
from sim.foosball import EventKind, FoosballTable, RodCommand, TableEvent
from sim.foosball_table import Side

from .cpu import FOOS_SKILLS, CpuTeam, serve_velocity, slide_for
from .view import TableView

PAIRS = ((0, 1), (1, 3), (3, 5))  # goalie and defence, defence and midfield, midfield and attack
DRAG_TURN = 70.0  # pixels of sideways drag per radian of turn
WHEEL_KICK = 0.12  # s a wheel strike holds the rods forward
SERVE_PULL = 0.25  # of the window's smaller side: the pull for the fastest serve
SERVE_SPEED = 3.0  # m/s
RESTART_PAUSE = 1.2  # s before the CPU serves or a dead ball is put back
TOP_BAR, BOTTOM_BAR = 44, 30
HELP = (
    "mouse: slide · left-drag: turn · wheel: strike · right button: lift · "
    "1 2 3 / A: rods · R: serve again · Esc: menu"
)


class FoosballPracticeScene(Scene):
    title = "Foosball practice"

    def __init__(self, app: App, cpu_skill: str = "club", seed: int = 0) -> None:
        super().__init__(app)
        self.table = FoosballTable()
        self.view = TableView(self.table)
        self.cpu = CpuTeam(self.table, Side.AWAY, FOOS_SKILLS[cpu_skill], np.random.default_rng(seed))
        self.rng = np.random.default_rng(seed + 1)
        self.mine = [r.index for r in self.table.spec.rods if r.team == Side.HOME]
        self.pair: int | None = None  # None: the pair follows the ball
        self.pointer_y = 0.0
        self.turn = 0.0  # the angle the drag asks for
        self.press_x: float | None = None
        self.lifted = False
        self.kick_left = 0.0
        self.score = {Side.HOME: 0, Side.AWAY: 0}
        self.lines: list[str] = ["serve: drag from the ball outside your hole and let go"]
        self.wait = 0.0
        self.server: Side | None = Side.HOME  # who is to serve; None while the ball is in play
        self.serve_press: tuple[int, int] | None = None
        self._ball_in_goal: Side | None = None

    # ----------------------------------------------------------------- layout and input
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(10, TOP_BAR + 4, w - 20, h - TOP_BAR - BOTTOM_BAR - 8))

    @property
    def active(self) -> tuple[int, int]:
        if self.pair is not None:
            return PAIRS[self.pair]
        x = self.table.ball_position[0]
        nearest = sorted(self.mine, key=lambda i: abs(self.table.spec.rods[i].x - x))[:2]
        return (min(nearest), max(nearest))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.pointer_y = self.view.to_table(*event.pos)[1]
            if self.press_x is not None:
                self.turn = max(-1.4, min(1.4, (event.pos[0] - self.press_x) / DRAG_TURN))
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._press(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._release(event)
        elif event.type == pygame.MOUSEWHEEL and event.y != 0:
            self.kick_left = WHEEL_KICK
            self.turn = 1.2 if event.y > 0 else -1.2

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif key in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.pair = key - pygame.K_1
        elif key == pygame.K_a:
            self.pair = None
        elif key == pygame.K_r:
            self._to_serve(Side.HOME, "serve again")

    def _press(self, event: pygame.event.Event) -> None:
        if event.button == 1:
            if self.server == Side.HOME and self._on_served_ball(event.pos):
                self.serve_press = event.pos
            else:
                self.press_x = event.pos[0]
        elif event.button == 3:
            self.lifted = True

    def _release(self, event: pygame.event.Event) -> None:
        if event.button == 1 and self.serve_press is not None:
            self._serve_from_drag(self.serve_press, event.pos)
            self.serve_press = None
        elif event.button == 1:
            self.press_x = None
            self.turn = 0.0
        elif event.button == 3:
            self.lifted = False

    def _on_served_ball(self, pos: tuple[int, int]) -> bool:
        bx, by = self.view.to_screen(*self.table.serve_position(Side.HOME))
        return math.hypot(pos[0] - bx, pos[1] - by) <= max(
            18.0, 2.0 * self.table.spec.ball_radius * self.view.scale
        )

    def _serve_from_drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        dx, dy = start[0] - end[0], end[1] - start[1]  # pull back: the ball goes the other way
        pull = math.hypot(dx, dy)
        if pull < 4:
            return
        speed = SERVE_SPEED * min(1.0, pull / (SERVE_PULL * min(self.app.size)))
        self.table.start_serve(Side.HOME, speed * dx / pull, speed * dy / pull)
        self.server = None
        self.lines = ["in play"]

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        if self.server is not None:
            self._waiting_to_serve(dt)
            return
        commands = self.cpu.commands(self.table.t)
        commands.update(self._my_commands(dt))
        for event in self.table.step(dt, commands):
            self._react(event)

    def _my_commands(self, dt: float) -> dict[int, RodCommand]:
        if self.kick_left > 0.0:
            self.kick_left -= dt
            if self.kick_left <= 0.0 and self.press_x is None:
                self.turn = 0.0
        angle = math.pi / 2 if self.lifted else self.turn
        commands = {}
        for index in self.active:
            rod = self.table.spec.rods[index]
            commands[index] = RodCommand(slide_for(rod, self.pointer_y), angle)
        for index in self.mine:  # the rods not in hand stand where they are, feet down
            if index not in commands:
                commands[index] = RodCommand(self.table.rods[index].y, 0.0)
        return commands

    def _waiting_to_serve(self, dt: float) -> None:
        self.wait -= dt
        if self.server == Side.AWAY and self.wait <= 0.0:
            self.table.start_serve(Side.AWAY, *serve_velocity(self.rng, Side.AWAY))
            self.server = None
            self.lines = ["the CPU serves"]

    def _react(self, event: TableEvent) -> None:
        if event.kind == EventKind.GOAL_PLANE:
            if event.inward:
                self._ball_in_goal = event.team
            elif self._ball_in_goal is not None:
                self.lines = ["SHAME! out of the goal"]
                self._ball_in_goal = None
        elif event.kind == EventKind.TROUGH and event.team is not None:
            scorer = event.team.other
            self.score[scorer] += 1
            who = "you score" if scorer == Side.HOME else "the CPU scores"
            self._to_serve(event.team, f"GOAL: {who}")
        elif event.kind == EventKind.LEFT_TABLE:
            self._to_serve(Side.HOME, "the ball left the table")
        elif event.kind == EventKind.DEAD_BALL:
            half = Side.HOME if event.x < 0.0 else Side.AWAY
            self._to_serve(half, "dead ball")

    def _to_serve(self, side: Side, why: str) -> None:
        """The next serve: by ``side`` (the scored-upon team after a goal)."""
        self.server = side
        self.wait = RESTART_PAUSE
        self._ball_in_goal = None
        x, y = self.table.serve_position(side)
        self.table.place_ball(x, y)
        self.table.in_table = False
        tail = "drag from the ball to serve" if side == Side.HOME else "the CPU will serve"
        self.lines = [why, tail]

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        self.view.draw(surface, set(self.active))
        if self.serve_press is not None:
            pygame.draw.line(surface, ui.ACCENT, self.serve_press, pygame.mouse.get_pos(), 2)
        w, h = surface.get_size()
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, 0, w, TOP_BAR))
        ui.text(
            surface, f"{self.title} · you {self.score[Side.HOME]} - {self.score[Side.AWAY]} CPU", (12, 10), 30
        )
        mode = "rods: following the ball" if self.pair is None else f"rods: pair {self.pair + 1}"
        ui.text(surface, mode, (w - 12, 14), 22, ui.MUTED, "topright")
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
        ui.text(surface, HELP, (12, h - BOTTOM_BAR + 7), 19, ui.MUTED)
        if self.lines:
            width = max(ui.text_width(line, 28) for line in self.lines) + 24
            box = pygame.Rect((w - width) // 2, TOP_BAR + 10, width, 12 + 30 * len(self.lines))
            ui.panel(surface, box, 170)
            for i, line in enumerate(self.lines):
                ui.text(
                    surface,
                    line,
                    (w / 2, box.top + 8 + 30 * i),
                    28,
                    ui.HIGHLIGHT if i == 0 else ui.PAPER,
                    "midtop",
                )
