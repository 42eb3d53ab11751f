"""The end of a foosball game: the ratings (Article X) updated once in the book kept between
sessions, and the result's banner over the table (the winner, the ratings' change, the table
talk counted, and how to go on)."""

from __future__ import annotations

from pathlib import Path

import pygame
from filelock import Timeout

from games.foosball.rules.ratings import RatingChange, RatingsError, record_game
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who
from games.window import ui
from sim.foosball.spec import Side

AGAIN = "Enter: play again · Esc: menu"
# The result is left only by Enter or its buttons: a Space, T or P typed in play as the last
# goal went in skipped it unseen (play-test 3 of issue 32). Nor is Enter taken before the
# result has been up this long.
SEEN_AFTER = 0.5  # s
BUTTON_H = 40


def rate(path: Path, ref: FoosReferee, names: dict[Side, str], notes: list[str]) -> RatingChange | None:
    """Article X for a won game (a void one moves nothing); a failure to save is noted."""
    if ref.winner is None:
        return None
    try:
        change, warning = record_game(
            path, names[Side.HOME], names[Side.AWAY], ref.score[Side.HOME], ref.score[Side.AWAY]
        )
    except (OSError, Timeout, RatingsError) as exc:
        notes.append(f"The ratings could not be saved: {exc}")
        return None
    if warning is not None:
        notes.append(ui.sentence(warning))
    return change


def result_lines(
    ref: FoosReferee, who: dict[Side, Who], change: RatingChange | None, talk: list[str]
) -> list[str]:
    home, away = ref.score[Side.HOME], ref.score[Side.AWAY]
    if ref.voided:
        return [
            "Suicide: a shame in a team's own goal ends the game with no winner",
            "No ratings change",
        ]
    assert ref.winner is not None
    winner = who[ref.winner]
    won = "You win" if winner.you else f"{ui.sentence(winner.name)} wins"
    lines = [f"{won}, {max(home, away)}-{min(home, away)}"]
    if change is not None:
        for side, before, after in zip(Side, change.before, change.after, strict=True):
            name = "Your rating" if who[side].you else f"{ui.sentence(who[side].name)}'s rating"
            lines.append(f"{name}: {before:.1f} -> {after:.1f}")
    return [*lines, *talk]  # Enter and Esc are on the buttons under them


def banner(surface: pygame.Surface, area: pygame.Rect, lines: list[str]) -> list[ui.Button]:
    """Lines over the table (``area``), wrapped inside it, with the buttons "Play again" and
    "Menu" under them (returned, for a click to hit)."""
    room = area.width - 60
    size = 30
    shown = [part for i, line in enumerate(lines) for part in ui.wrap(line, room, size if i == 0 else 24, "")]
    heads = len(ui.wrap(lines[0], room, size, ""))
    sizes = [size if i < heads else 24 for i in range(len(shown))]
    heights = [ui.line_height(s) + 4 for s in sizes]
    width = max(max(ui.text_width(line, s) for line, s in zip(shown, sizes, strict=True)) + 40, 460)
    box = pygame.Rect(0, 0, width, sum(heights) + 20 + BUTTON_H + 12)
    box.center = area.center
    ui.overlay(surface, box, 215, ui.ACCENT)
    y = box.top + 10
    for i, (line, s) in enumerate(zip(shown, sizes, strict=True)):
        ui.text(surface, line, (box.centerx, y), s, ui.ACCENT if i < heads else ui.PAPER, "midtop")
        y += heights[i]
    again = ui.Button("Play again", pygame.Rect(box.centerx - 210, y + 4, 200, BUTTON_H))
    menu = ui.Button("Menu", pygame.Rect(box.centerx + 10, y + 4, 200, BUTTON_H))
    mouse = pygame.mouse.get_pos()
    again.draw(surface, again.hit(mouse), 24, "Enter")
    menu.draw(surface, menu.hit(mouse), 24, "Esc")
    return [again, menu]
