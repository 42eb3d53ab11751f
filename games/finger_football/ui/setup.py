"""Before a Finger Football game: its length and the opponent. A short game is one quarter of 20
plays (the rulebook's game is four, 80 plays: long for a first game); the length is chosen with
the two buttons at the top (or L), the opponent with a button or its number, as on every choice.
A player's first visit starts on the short game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from games.finger_football.rules.actions import Options, Team
from games.finger_football.ui.game_scene import GameScene
from games.window import ui
from games.window.choice import ChoiceScene
from games.window.scene import Host, Scene
from sim.slider.mat import Mat

SKILLS = ("novice", "club", "expert")
FIRST_GAME = "finger-football/first-game"  # the settings' note that a game was started here
SHORT, FULL = "Short game: 1 quarter", "Full game: 4 quarters"


def game_options(short: bool) -> Options:
    """The rulebook's options, one quarter long for a short game."""
    return replace(Options(), quarters=1) if short else Options()


class GameSetup(ChoiceScene):
    """Choose the game's length (a short game of one quarter, or the rulebook's four) and the
    opponent: the CPU at a skill, or a friend at the same mouse. Each game opened draws a fresh
    seed unless ``seed`` pins it."""

    def __init__(self, app: Host, mat: Mat | None = None, seed: int | None = None) -> None:
        self.short = app.settings.first_time(FIRST_GAME)
        self.mat, self.seed = mat, seed
        choices: list[tuple[str, Callable[[Host], Scene]]] = [
            (f"Play the CPU: {skill}", self._game(frozenset({Team.RED}), skill)) for skill in SKILLS
        ]
        choices.append(("Hot-seat: two players at one mouse", self._game(frozenset(Team), "club")))
        super().__init__(app, "Finger Football", "", choices)
        self.lengths: list[ui.Button] = []

    def _game(self, humans: frozenset[Team], skill: str) -> Callable[[Host], Scene]:
        def make(app: Host) -> Scene:
            app.settings.hint_seen(FIRST_GAME)
            seed = app.new_seed() if self.seed is None else self.seed
            return GameScene(app, humans, skill, self.mat, seed, options=game_options(self.short))

        return make

    @property
    def subtitle_words(self) -> str:
        if self.short:
            return "A short game: one quarter of 20 plays (L: the full game)"
        return "The full game: 4 quarters of 20 plays, by the rulebook (L: a short game)"

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        w = size[0]
        width = min(w - 80, ui.px(520))
        half = (width - 12) // 2
        top, tall = ui.px(172), ui.px(44)
        left = (w - width) // 2
        self.lengths = [
            ui.Button(SHORT, pygame.Rect(left, top, half, tall)),
            ui.Button(FULL, pygame.Rect(left + width - half, top, half, tall)),
        ]
        pitch = ui.px(62)
        for i, button in enumerate(self.buttons):  # the opponents below the lengths
            button.rect.top = top + tall + ui.px(20) + i * pitch

    def controls(self) -> list[tuple[str, str]]:
        return [("L", "a short game (1 quarter) or the full game (4)"), *super().controls()]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.short = not self.short
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, button in enumerate(self.lengths):
                if button.hit(event.pos):
                    self.short = i == 0
                    return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.subtitle = self.subtitle_words
        super().draw(surface, alpha)
        for i, button in enumerate(self.lengths):
            chosen = (i == 0) == self.short
            button.draw(surface, hover=chosen, size=24)
            if chosen:
                pygame.draw.rect(surface, ui.ACCENT, button.rect.inflate(6, 6), width=2, border_radius=10)
