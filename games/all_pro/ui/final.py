"""The final whistle over the All-Pro board: who won, and the score."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.core.wording import verb, who
from games.window import ui


def draw_final(surface: pygame.Surface, area: pygame.Rect, game: AllPro, say: Callable[[str], str]) -> None:
    """A box in the middle of ``area``: FINAL, the winner (or a tie) and the score."""
    winner = game.winner
    text = "A tie" if winner is None else say(f"{who(winner)} {verb(winner, 'wins', 'win')}")
    line = f"{text}, {game.score[Team.HOME]}-{game.score[Team.AWAY]}"
    box = pygame.Rect(0, 0, ui.text_width(line, 40) + 60, 110)
    box.center = area.center
    ui.overlay(surface, box, 235, ui.ACCENT)
    ui.text(surface, "FINAL", (box.centerx, box.top + 12), 30, ui.ACCENT, "midtop")
    ui.text(surface, line, (box.centerx, box.top + 50), 40, ui.PAPER, "midtop")
