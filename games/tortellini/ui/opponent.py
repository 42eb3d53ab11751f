"""The choice of how to play Tortellini: how many goals win, then the opponent (the CPU at four
levels, or hot-seat), with the rules on F1 and shown by themselves before a player's first game.

The rulebook's game is "the first player who scores five goals" (docs/rules/tortellini.md: the
option ``goals_to_win``); a newcomer's first goal came after 23 turns, so a shorter game is offered
(three goals, or one), the rulebook's five chosen unless the player picks another (G, or its
button), each under a heading of its own and the choice said in words below the buttons.
Finger Football's setup offers a short game the same way."""

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
# The screen, top to bottom (px at UI scale 1): the title, the subtitle, the game's length under
# its heading with the choice said below it, then the opponents under theirs. The length was a
# row of buttons with no heading above the opponents, and a play-tester never found it (7/10).
LENGTH_HEAD, GOALS_TOP, GOALS_TALL, CHOSEN = 138, 170, 44, 222
OPPONENT_HEAD, FIRST, PITCH, TALL = 258, 290, 58, 48


def goals_label(goals: int) -> str:
    """A goals button: "First to 5 (default)", "First to 3", "First to 1"."""
    return f"First to {goals}" + (" (default)" if goals == GOALS_TO_WIN else "")


def chosen_words(goals: int) -> str:
    """The line under the buttons: the game chosen, in words."""
    scored = "1 goal" if goals == 1 else f"{goals} goals"
    kind = "the rulebook's game" if goals == GOALS_TO_WIN else "a shorter game than the rulebook's 5"
    return f"Chosen: the first to score {scored} wins, {kind}"


def tortellini_setup(app: Host, seed: int | None = None) -> ChoiceScene:
    return TortelliniSetup(app, seed)


class TortelliniSetup(ChoiceScene):
    """The opponent's choice, with the rules on F1 already, and the game's length above it."""

    def __init__(self, app: Host, seed: int | None = None) -> None:
        self.seed = seed
        self.goals = GOALS_TO_WIN
        self.goal_buttons: list[ui.Button] = []
        choices = [
            (f"Play the CPU: {label}", self._game(frozenset({Team.ONE}), s)) for s, label in SKILLS.items()
        ]
        choices.append(("Hot-seat: two players, turn about", self._game(frozenset(Team))))
        super().__init__(
            app, "Tortellini Football", "secret orders, revealed together · F1: how to play", choices
        )

    def _game(self, humans: frozenset[Team], skill: str = "expert") -> Callable[[Host], Scene]:
        def make(a: Host) -> Scene:
            howto.show_once(a, guided=len(humans) == 1)  # the rules before a first game, if unguided
            seed = a.new_seed() if self.seed is None else self.seed
            return TortelliniScene(a, humans, seed, skill, goals_to_win=self.goals)

        return make

    def rules(self) -> list[Page]:
        return howto.pages(VERSUS_CPU, None)  # the game's length not yet chosen

    def controls(self) -> list[tuple[str, str]]:
        return [("G, or click", "the game's length: first to 5, 3 or 1 goals"), *super().controls()]

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        # Down the screen at the UI scale where the window is tall enough, else squeezed to fit
        # it, the words with it (at 150 % the last opponents fell off a 600 px window).
        self.fy = min(ui.scale(), (size[1] - 10) / (FIRST + len(self.buttons) * PITCH))
        width = min(size[0] - 80, ui.px(520))
        left = (size[0] - width) // 2
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(left, self._y(FIRST + i * PITCH), width, self._y(TALL))
        wide = min(size[0] - 80, ui.px(640))
        gap = ui.px(10)
        third = (wide - 2 * gap) // len(GOALS)
        left = (size[0] - wide) // 2
        self.goal_buttons = [
            ui.Button(
                goals_label(g),
                pygame.Rect(left + i * (third + gap), self._y(GOALS_TOP), third, self._y(GOALS_TALL)),
            )
            for i, g in enumerate(GOALS)
        ]

    def _y(self, length: float) -> int:
        """A length down the screen (px at UI scale 1), as the window's height allows."""
        return round(length * getattr(self, "fy", ui.scale()))

    def _size(self, size: int) -> int:
        """A text size, smaller where the screen is squeezed to fit the window's height."""
        return max(10, round(size * getattr(self, "fy", ui.scale()) / ui.scale()))

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
        surface.fill(self.background)
        w = surface.get_width()
        y, z = self._y, self._size
        ui.text(surface, ui.fit(self.title, w - 40, z(60)), (w / 2, y(28)), z(60), ui.PAPER, "midtop")
        ui.text(surface, ui.fit(self.subtitle, w - 40, z(24)), (w / 2, y(96)), z(24), ui.MUTED, "midtop")
        head = "How long a game: the first to score this many goals wins (G changes it)"
        ui.text(surface, ui.fit(head, w - 40, z(24)), (w / 2, y(LENGTH_HEAD)), z(24), ui.ACCENT, "midtop")
        for goals, button in zip(GOALS, self.goal_buttons, strict=True):
            chosen = goals == self.goals
            button.draw(surface, hover=chosen, size=z(20))
            if chosen:
                pygame.draw.rect(surface, ui.ACCENT, button.rect.inflate(6, 6), width=2, border_radius=10)
        said = chosen_words(self.goals)
        ui.text(surface, ui.fit(said, w - 40, z(20)), (w / 2, y(CHOSEN)), z(20), ui.PAPER, "midtop")
        head = "Your opponent (click, or press 1 to 5)"
        ui.text(surface, ui.fit(head, w - 40, z(24)), (w / 2, y(OPPONENT_HEAD)), z(24), ui.ACCENT, "midtop")
        for i, button in enumerate(self.buttons):
            button.draw(surface, size=z(26), key=str(i + 1))
        howto.note_read(self.app)  # read here, the rules do not open again before the game
