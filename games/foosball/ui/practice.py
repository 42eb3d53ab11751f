"""Foosball practice: you are Home (red, the left goal) against a CPU team, with the mouse (the
controls are in :mod:`games.foosball.ui.hands`), without the rules: goals are counted, and after
anything else the ball is served again. A view module (pygame).
"""

from __future__ import annotations

import math

import pygame

from games.core.recording import Recording
from games.foosball.practice_model import FoosPractice
from games.foosball.ui.hands import PAIR_NAMES, PLAY_HINT, ROD_CONTROLS, MouseHands, serve_velocity_from_drag
from games.foosball.ui.prompts import HOW, Hands
from games.foosball.ui.view import TableView
from games.window import ui
from games.window.scene import Host, Scene
from sim.foosball.spec import Side

TOP_BAR, BOTTOM_BAR = 44, 54


class FoosballPracticeScene(Scene):
    title = "Foosball practice"

    def __init__(self, app: Host, cpu_skill: str = "club", seed: int = 0) -> None:
        super().__init__(app)
        self.model = FoosPractice(seed, cpu_skill)
        self.table = self.model.table
        self.view = TableView(self.table)
        self.hands = MouseHands(self.table, Side.HOME, self.view)
        self.serve_press: tuple[int, int] | None = None
        self.recorder: Recording | None = None

    @property
    def server(self) -> Side | None:
        return self.model.server

    @server.setter
    def server(self, side: Side | None) -> None:
        self.model.server = side

    def _recording(self) -> None:
        """The session is recorded from the person's first serve."""
        if self.recorder is None:
            players = {"home": "human", "away": "cpu"}
            self.recorder = self.app.recordings("foosball-practice", self.model, players)

    # ----------------------------------------------------------------- layout and input
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(10, TOP_BAR + 4, w - 20, h - TOP_BAR - BOTTOM_BAR - 8))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self._recording()
            self.model.serve_again()
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
        self._recording()
        self.model.serve(Side.HOME, *velocity)

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        self.model.tick(self.hands.rod_commands(dt))

    # ----------------------------------------------------------------- drawing
    def controls(self) -> list[tuple[str, str]]:
        return [*ROD_CONTROLS, ("R", "take the ball back and serve again"), ("Esc", "back to the menu")]

    def hint(self) -> str:
        if self.server == Side.HOME:
            return f"Your serve: {HOW['serve'][Hands.MOUSE]}"
        if self.server == Side.AWAY:
            return "The CPU serves in a moment"
        return f"{PLAY_HINT}; R: serve again; F1: all the controls"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        self.view.draw(surface, set(self.hands.active), self.server)
        if self.serve_press is not None:
            pygame.draw.line(surface, ui.ACCENT, self.serve_press, pygame.mouse.get_pos(), 2)
        w, h = surface.get_size()
        ui.bar(surface, pygame.Rect(0, 0, w, TOP_BAR), ui.PANEL)
        score = self.model.score
        title = ui.text(
            surface, f"{self.title}: you {score[Side.HOME]} - {score[Side.AWAY]} the CPU", (12, 10), 28
        )
        pair = self.hands.pair
        mode = "Your rods follow the ball" if pair is None else f"Rods in hand: {PAIR_NAMES[pair]}"
        ui.text(surface, ui.fit(mode, w - title.right - 36, 20), (w - 12, 14), 20, ui.MUTED, "topright")
        ui.bar(surface, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR), ui.PANEL)
        for i, line in enumerate(ui.wrap(self.hint(), w - 24, 19, "")[:2]):
            ui.text(surface, line, (12, h - BOTTOM_BAR + 6 + 23 * i), 19, ui.PAPER)
        lines = [ui.sentence(line) for line in self.model.lines]
        if lines:
            area = self.view.area
            shown = [part for line in lines for part in ui.wrap(line, area.width - 80, 26, "")]
            width = max(ui.text_width(line, 26) for line in shown) + 28
            step = ui.line_height(26) + 4
            box = pygame.Rect(area.centerx - width // 2, TOP_BAR + 10, width, 14 + step * len(shown))
            ui.overlay(surface, box, 190)
            for i, line in enumerate(shown):
                colour = ui.HIGHLIGHT if i == 0 else ui.PAPER
                ui.text(surface, line, (box.centerx, box.top + 8 + step * i), 26, colour, "midtop")
