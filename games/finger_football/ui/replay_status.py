"""Where a Finger Football replay is, as the game's own panel says it at that moment: the quarter
and the play ("Q2 · play 7 of 12"), the ball, down and line ("Blue's ball, 2nd down on Red's 35"),
the dice as they lie once rolled, the target; and the word of a score's banner ("TOUCHDOWN",
"FIELD GOAL", "EXTRA POINT", "SAFETY"). A play-test found the replay's side panel said only the
score. Pure but for the colours (no game state is changed)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from games.finger_football.rules.actions import Team
from games.finger_football.ui.game_panel import DICE_PHASES, TARGET_PHASES, TEAM_COLOUR, GamePanel
from games.finger_football.ui.prompts import Names, dice_reading, moment_line, target_words
from games.finger_football.ui.sides import on_screen
from games.window import ui

TARGET = (255, 235, 0)  # the game panel's target line
SCORE_WORDS = ("touchdown", "field goal", "extra point", "two-point", "two point", "safety")


def status(game: Any, names: Names) -> list[tuple[str, ui.Color]]:
    """The game panel's status lines for ``game`` (none for a practice, which has no clock)."""
    if not hasattr(game, "clock_text") or not hasattr(game, "options"):
        return []
    rows: list[tuple[str, ui.Color]] = [(GamePanel.clock_line(game), ui.PAPER)]
    moment, team = moment_line(game, names)
    if moment:
        rows.append((moment, TEAM_COLOUR[team] if isinstance(team, Team) else ui.PAPER))
    attacking = game.direction(game.offense) if game.offense is not None else 1
    if game.dice is not None and game.phase in DICE_PHASES:
        shown = on_screen(f"Dice: {game.dice}", attacking)
        reading = dice_reading(game, names)
        rows.append((f"{shown} · {reading}" if reading else shown, ui.ACCENT))
    if game.target is not None and game.phase in TARGET_PHASES:
        said = target_words(game.target, game.offense, names, game.mat)
        rows.append((on_screen(f"Target: {said}", attacking), TARGET))
    return rows


def banner_word(events: Sequence[Any]) -> str:
    """The banner's word for a scoring action's events: 'TOUCHDOWN', 'FIELD GOAL', 'SAFETY'."""
    for event in events:
        if getattr(event, "points", 0):
            found = re.search("|".join(SCORE_WORDS), str(getattr(event, "text", "")), re.IGNORECASE)
            if found:
                word = found[0].upper().replace("TWO POINT", "TWO-POINT")
                return "TWO POINTS" if word.startswith("TWO") else word
    return "SCORE"
