"""The replay viewer's boxes over its picture and bar: the score diamonds, the box that says why
a replay stops, and what the score under the pointer was. Each takes the viewer (a
:class:`games.app.replay_scene.ReplayScene`, not imported: it imports this module)."""

from __future__ import annotations

import re
from typing import Any

import pygame

from games.app import replay_what_if as what_if
from games.window import ui

MARK = 7  # px: the half-width of a score's diamond over the bar
# The play-by-play's line of a score, in any game: "+6", "GOOD", "GOAL", "TOUCHDOWN", "safety".
SCORED = re.compile(r"[+]\d|\bGOOD\b|goal|scores|touchdown|safety", re.IGNORECASE)
HELP_SIZE = 20  # the keys' line under the bar, and the hovered score's box in its place


def draw_score_marks(scene: Any, s: pygame.Surface, count: int) -> None:
    """A diamond over the bar where each score happened, in the scorer's colour, outlined
    so it shows over the bar's filled part too (N and P jump to them)."""
    colours: dict[str, ui.Color] = getattr(scene._painter, "colours", dict)()
    y = scene.bar.centery
    for k, side in scene.scores:
        x = round(scene.bar.left + scene.bar.width * k / count)
        points = [(x, y - MARK - 2), (x + MARK, y), (x, y + MARK + 2), (x - MARK, y)]
        pygame.draw.polygon(s, colours.get(side or "", ui.PAPER), points)
        pygame.draw.polygon(s, (12, 14, 18), points, 2)


def draw_error(scene: Any, s: pygame.Surface) -> None:
    """Why the replay stops, in a box over the game's picture (never over the play-by-play);
    a what-if says it in a player's words, without the file's path and line."""
    assert scene.error is not None
    said = (
        scene.error if scene.what_if is None else what_if.stopped(scene.error, scene.what_if, scene.unit(1))
    )
    width = min(scene.area.width - 20, ui.px(900))
    rows = ui.wrap(said, width - 40, 20)[:4]
    top, step = 14 + ui.line_height(30) + 8, ui.line_height(20) + 2
    box = pygame.Rect(0, 0, width, top + step * len(rows) + 14)
    box.center = scene.area.center
    clear = getattr(scene._painter, "clear_of", None)  # off what the last action left on show
    if clear is not None:
        box = clear(box, scene.frames, scene.index)
    ui.overlay(s, box, 230)
    ui.text(
        s,
        ui.fit("This replay stops here", width - 40, 30),
        (box.left + 20, box.top + 14),
        30,
        ui.HIGHLIGHT,
    )
    for k, row in enumerate(rows):
        ui.text(s, row, (box.left + 20, box.top + top + step * k), 20, ui.PAPER)


def draw_hover(scene: Any, s: pygame.Surface) -> None:
    """What the score under the pointer was: 'Move 120: Red: touchdown: +6 (Red 27, Blue 6)'."""
    assert scene.hovered is not None
    rows = scene.told(scene.hovered)
    scored = next((r for r in rows if SCORED.search(r)), rows[-1] if rows else "")
    words = ui.fit(f"{scene.moment(scene.hovered)}: {scored}", s.get_width() - 40, HELP_SIZE)
    top = scene.bar.bottom + 6  # under the bar, where the keys' line was: never over the
    box = pygame.Rect(0, top, ui.text_width(words, HELP_SIZE) + 20, s.get_height() - 2 - top)
    count = max(1, len(scene.frames) - 1)  # legend under the mat or the play-by-play's last line
    box.centerx = round(scene.bar.left + scene.bar.width * scene.hovered / count)
    box.clamp_ip(s.get_rect())
    ui.overlay(s, box, 240, ui.ACCENT)
    ui.text(s, words, box.center, HELP_SIZE, ui.PAPER, "center")


def draw_notice(scene: Any, s: pygame.Surface, words: str) -> None:
    """A word on the key just pressed ("No earlier score"), in the keys' place under the bar, as
    the hovered score's box is: it covers nothing of the game, the legend or the log."""
    said = ui.fit(words, s.get_width() - 40, HELP_SIZE)
    top = scene.bar.bottom + 6
    box = pygame.Rect(0, top, ui.text_width(said, HELP_SIZE) + 20, s.get_height() - 2 - top)
    box.centerx = s.get_width() // 2
    ui.overlay(s, box, 240, ui.ACCENT)
    ui.text(s, said, box.center, HELP_SIZE, ui.PAPER, "center")


BANNER_SIZE, BANNER_LINE = 44, 22


def draw_score_banner(scene: Any, s: pygame.Surface) -> None:
    """A score as it is held on screen: 'GOAL' in the scorer's colour and the play-by-play's line
    for it ('GOAL for the CPU (you 0, the CPU 1); you serve'), over the top of the picture, clear
    of the goal mouths at its ends."""
    colours: dict[str, ui.Color] = getattr(scene._painter, "colours", dict)()
    side = dict(scene.scores).get(scene.index)
    colour = colours.get(side or "", ui.HIGHLIGHT)
    rows = scene.told(scene.index)
    said = next((r for r in rows if SCORED.search(r)), rows[0] if rows else "")
    width = min(scene.area.width - 40, ui.px(760))
    box = pygame.Rect(0, 0, width, ui.line_height(BANNER_SIZE) + ui.line_height(BANNER_LINE) + 28)
    box.midtop = (scene.area.centerx, scene.area.top + 12)
    clear = getattr(scene._painter, "clear_of", None)  # a turn-based game: off what the action left
    if clear is not None:  # (and maybe narrower: the line is fitted to the box it gives)
        box = clear(box, scene.frames, scene.index)
    line = ui.fit(ui.sentence(said), box.width - 40, BANNER_LINE)
    ui.overlay(s, box, 235, colour)
    word = getattr(scene._painter, "banner_word", lambda _frame: "GOAL")(scene.frames[scene.index])
    ui.text(s, word, (box.centerx, box.top + 10), BANNER_SIZE, colour, "midtop")
    ui.text(s, line, (box.centerx, box.bottom - 12), BANNER_LINE, ui.PAPER, "midbottom")
