"""The opponent's choice before a Tortellini game (the CPU at four levels, or hot-seat), with
the rules on F1 and shown by themselves before a player's first game."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.tortellini.rules.actions import Team
from games.tortellini.ui import howto
from games.tortellini.ui.game_scene import VERSUS_CPU, TortelliniScene
from games.window.choice import ChoiceScene
from games.window.howto import Page
from games.window.scene import Host, Scene


def tortellini_setup(app: Host, seed: int | None = None) -> ChoiceScene:
    def game(humans: frozenset[Team], skill: str = "expert") -> Callable[[Host], Scene]:
        def make(a: Host) -> Scene:
            howto.show_once(a)  # the rules with pictures before the first game
            return TortelliniScene(a, humans, a.new_seed() if seed is None else seed, skill)

        return make

    skills = {
        "novice": "novice, the easiest",
        "club": "club",
        "expert": "expert",
        "strategist": "strategist, the strongest",
    }
    choices = [(f"Play the CPU: {label}", game(frozenset({Team.ONE}), s)) for s, label in skills.items()]
    choices.append(("Hot-seat: two players, turn about", game(frozenset(Team))))
    return TortelliniSetup(
        app,
        "Tortellini Football",
        "secret orders, revealed together; first to five goals · F1: how to play",
        choices,
    )


class TortelliniSetup(ChoiceScene):
    """The opponent's choice, with the rules on F1 already."""

    def rules(self) -> list[Page]:
        return howto.pages(VERSUS_CPU)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        super().draw(surface, alpha)
        howto.note_read(self.app)  # read here, the rules do not open again before the game
