"""The opponent's choice before a Tortellini game (the CPU at four levels, or hot-seat), with
the rules on F1 and shown by themselves before a player's first game, and how many goals win.

The rulebook's game is "the first player who scores five goals" (docs/rules/tortellini.md: the
option ``goals_to_win``); a newcomer's first goal came after 23 turns, so a shorter game is offered
(three goals, or one), the rulebook's five chosen unless the player picks another (G, or its
button). Finger Football's setup offers a short game the same way."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.tortellini.rules.actions import GOALS_TO_WIN, Team
from games.tortellini.ui import howto
from games.tortellini.ui.game_scene import VERSUS_CPU, TortelliniScene
from games.window import ui
from games.window.choice import ChoiceScene
from games.window.howto import Page
from games.window.scene import Host, Scene

GOALS = (GOALS_TO_WIN, 3, 1)  # the rulebook's first (the default), then shorter games
SKILLS = {
    "novice": "novice, the easiest",
    "club": "club",
    "expert": "expert",
    "strategist": "strategist, the strongest",
}
SHIFT = 26  # px the opponents' buttons move down for the goals' row


def goals_label(goals: int) -> str:
    """A goals button: "First to 5", "First to 3", "First to 1"."""
    return f"First to {goals}"


def tortellini_setup(app: Host, seed: int | None = None) -> ChoiceScene:
    return TortelliniSetup(app, seed)


class TortelliniSetup(ChoiceScene):
    """The opponent's choice, with the rules on F1 already, and the goals to win above it."""

    def __init__(self, app: Host, seed: int | None = None) -> None:
        self.seed = seed
        self.goals = GOALS_TO_WIN
        self.goal_buttons: list[ui.Button] = []
        choices = [
            (f"Play the CPU: {label}", self._game(frozenset({Team.ONE}), s)) for s, label in SKILLS.items()
        ]
        choices.append(("Hot-seat: two players, turn about", self._game(frozenset(Team))))
        super().__init__(app, "Tortellini Football", self._subtitle(), choices)

    def _subtitle(self) -> str:
        game = "the rulebook's game" if self.goals == GOALS_TO_WIN else "a shorter game"
        goals = "1 goal" if self.goals == 1 else f"{self.goals} goals"
        return f"secret orders, revealed together · first to {goals}, {game} (G) · F1: how to play"

    def _game(self, humans: frozenset[Team], skill: str = "expert") -> Callable[[Host], Scene]:
        def make(a: Host) -> Scene:
            howto.show_once(a)  # the rules with pictures before the first game
            seed = a.new_seed() if self.seed is None else self.seed
            return TortelliniScene(a, humans, seed, skill, goals_to_win=self.goals)

        return make

    def rules(self) -> list[Page]:
        return howto.pages(VERSUS_CPU)

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        shift = ui.px(SHIFT)
        for button in self.buttons:
            button.rect.move_ip(0, shift)
        width = min(size[0] - 80, ui.px(520))
        gap = ui.px(10)
        third = (width - 2 * gap) // len(GOALS)
        left, top, tall = (size[0] - width) // 2, ui.px(166), ui.px(40)
        self.goal_buttons = [
            ui.Button(goals_label(g), pygame.Rect(left + i * (third + gap), top, third, tall))
            for i, g in enumerate(GOALS)
        ]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
            self.goals = GOALS[(GOALS.index(self.goals) + 1) % len(GOALS)]
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for goals, button in zip(GOALS, self.goal_buttons, strict=True):
                if button.hit(event.pos):
                    self.goals = goals
                    return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.subtitle = self._subtitle()
        super().draw(surface, alpha)
        for goals, button in zip(GOALS, self.goal_buttons, strict=True):
            chosen = goals == self.goals
            button.draw(surface, hover=chosen, size=22)
            if chosen:
                pygame.draw.rect(surface, ui.ACCENT, button.rect.inflate(6, 6), width=2, border_radius=10)
        howto.note_read(self.app)  # read here, the rules do not open again before the game
