"""Foosball practice: you are Home (red, the left goal) against a CPU team, with the mouse (the
controls are in :mod:`games.foosball.hands`), without the rules: goals are counted, and after
anything else the ball is served again. A view module (pygame).
"""

from __future__ import annotations

import math

import numpy as np
import pygame

from games.app import ui
from games.app.app import App
from games.app.scene import Scene
from sim.foosball import EventKind, FoosballTable, TableEvent
from sim.foosball_table import Side

from .cpu import FOOS_SKILLS, CpuTeam, serve_velocity
from .hands import MouseHands, serve_velocity_from_drag
from .view import TableView

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
        self.hands = MouseHands(self.table, Side.HOME, self.view)
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

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self._to_serve(Side.HOME, "serve again")
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.server == Side.HOME and self._on_served_ball(event.pos):
                self.serve_press = event.pos
            else:
                self.hands.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.serve_press is not None:
            self._serve_from_drag(self.serve_press, event.pos)
            self.serve_press = None
        else:
            self.hands.handle(event)

    def _on_served_ball(self, pos: tuple[int, int]) -> bool:
        bx, by = self.view.to_screen(*self.table.serve_position(Side.HOME))
        return math.hypot(pos[0] - bx, pos[1] - by) <= max(
            18.0, 2.0 * self.table.spec.ball_radius * self.view.scale
        )

    def _serve_from_drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        velocity = serve_velocity_from_drag(Side.HOME, start, end, self.app.size)
        if velocity is None:
            return
        self.table.start_serve(Side.HOME, *velocity)
        self.server = None
        self.lines = ["in play"]

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        if self.server is not None:
            self._waiting_to_serve(dt)
            return
        commands = self.cpu.commands(self.table.t)
        commands.update(self.hands.rod_commands(dt))
        for event in self.table.step(dt, commands):
            self._react(event)

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
        self.view.draw(surface, set(self.hands.active))
        if self.serve_press is not None:
            pygame.draw.line(surface, ui.ACCENT, self.serve_press, pygame.mouse.get_pos(), 2)
        w, h = surface.get_size()
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, 0, w, TOP_BAR))
        ui.text(
            surface, f"{self.title} · you {self.score[Side.HOME]} - {self.score[Side.AWAY]} CPU", (12, 10), 30
        )
        pair = self.hands.pair
        mode = "rods: following the ball" if pair is None else f"rods: pair {pair + 1}"
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
