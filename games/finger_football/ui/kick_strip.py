"""The kick window's message strip: its words fitted whole into the room they have. The result's
story, what to do next, the tremble and a round's score could come to a fourth line that the strip
then dropped (play-test); here every line is kept, a size smaller when they need it, down to one
still readable. A view module (pygame)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from games.window import ui

LINES = 22  # the strip's words under its headline
HELD = "\u00a0"  # a space never broken at ("let go within 3" then a lone "s": play-test 6)
SMALLEST = 15  # the smallest they shrink to


def fitted(paragraphs: Sequence[str], width: int, height: int, size: int = LINES) -> tuple[int, list[str]]:
    """The largest size from ``size`` down to SMALLEST at which ``paragraphs``, each wrapped to
    ``width`` px, fit ``height`` px, and their lines at that size."""
    lines: list[str] = []
    for k in range(size, SMALLEST - 1, -1):
        lines = [line for words in paragraphs for line in wrap_held(words, width, k)]
        if len(lines) * ui.line_height(k) <= height:
            return k, lines
    return SMALLEST, lines


def draw_lines(
    s: pygame.Surface, paragraphs: Sequence[str], box: pygame.Rect, colour: ui.Color, size: int = LINES
) -> list[str]:
    """``paragraphs`` centred in ``box`` from its top, as large as fits; the lines drawn."""
    k, lines = fitted(paragraphs, box.width, box.height, size)
    shown = lines[: max(1, box.height // ui.line_height(k))]
    top = box.top
    for line in shown:
        ui.text(s, ui.fit(line, box.width, k), (box.centerx, top), k, colour, "midtop")
        top += ui.line_height(k)
    return shown


def wrap_held(words: str, width: int, size: int) -> list[str]:
    """``words`` wrapped to ``width`` px at their plain spaces, never at a HELD one (drawn as a
    space); a held run too long for a line alone is broken at its spaces after all."""
    lines: list[str] = []
    line = ""
    for run in words.split(" "):
        if not run:
            continue
        word = run.replace(HELD, " ")
        candidate = f"{line} {word}" if line else word
        if ui.text_width(candidate, size) <= width or not line:
            line = candidate
            continue
        lines.append(line)
        line = word
    lines = [*lines, line] if line else lines
    return [part for line in lines for part in _broken(line, width, size)]


def _broken(line: str, width: int, size: int) -> list[str]:
    return [line] if ui.text_width(line, size) <= width else ui.wrap(line, width, size, indent="")


def held(phrases: str, room: int, size: int = LINES) -> str:
    """``phrases`` (joined by " · ") with each phrase's spaces held, where it fits half of
    ``room``: "fingers 6.5 cm up (lower)" kept on one line (it split after "cm": play-test 6)."""
    parts = phrases.split(" · ")
    kept = [p.replace(" ", HELD) if ui.text_width(p, size) <= room // 2 else p for p in parts]
    return " · ".join(kept)
