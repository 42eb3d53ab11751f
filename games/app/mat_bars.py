"""The mat editor's bars, drawn: above the mat the title (the mat's name, unsaved or not,
snapping), where Ctrl+S saves, then a red warning while the mat cannot be saved and the rows about
the mat; under it the status lines (the typed entry in their place while values are typed), the
legend of what is drawn and the keys. Drawing only; the editor (:mod:`games.app.mat_editor`) says
what the rows are."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.window import ui

from . import mat_name_entry as naming
from . import mat_play, mat_status, mat_value_entry, mat_words
from .mat_status import ERROR

if TYPE_CHECKING:
    from .mat_editing import Shown

TITLE_SIZE, PATH_SIZE, STATUS_SIZE, HELP_SIZE, INFO_SIZE = 24, 17, 21, 19, 20
LEGEND_COLOUR = (200, 206, 214)  # the legend: quieter than the status line, brighter than the keys
WARNING_GAP = 8  # px: the red box's margins from the lines above and below it
STATUS_ROWS = 2  # the footer: the selection's readout and the most pressing line, the legend, the keys


def top(editor: Shown, s: pygame.Surface) -> None:
    """The title, where Ctrl+S saves, then the rows about the mat: a red warning first while it
    cannot be saved."""
    w = s.get_width()
    ui.bar(s, pygame.Rect(0, 0, w, editor.top_bar), ui.PANEL)
    state = " · unsaved changes *" if editor.draft.dirty else " · saved" if editor.own else ""
    snap = "snap 1 yd" if editor.snap else "free placement"
    whole = f"{editor.title}: {editor.name}{state}"
    titles = [f"{whole} · {snap} · N: rename", f"{whole} · {snap}", whole]
    right, title = mat_play.title_row(editor, s, titles, TITLE_SIZE)  # "Play on this mat (P)"
    if editor.naming is not None:
        head = "Save as: " if editor.saving_as else f"{editor.title}: name: "
        naming.draw(s, editor.naming, head, (12, 6), right, TITLE_SIZE)
    else:
        ui.text(s, title, (12, 6), TITLE_SIZE)
    lead = "Ctrl+S saves to "
    tail = " · Ctrl+Shift+S: save as"
    room = w - 24 - ui.text_width(lead + tail, PATH_SIZE)
    where = f"{lead}{mat_status.short_path(editor.target, room, PATH_SIZE)}{tail}"
    ui.text(s, ui.fit(where, w - 24, PATH_SIZE), (12, 8 + ui.line_height(TITLE_SIZE)), PATH_SIZE, ui.MUTED)
    y = 10 + ui.line_height(TITLE_SIZE) + ui.line_height(PATH_SIZE)
    rows = editor.info()
    warning = warning_rows(editor, w - 48)
    room = editor.info_lines
    if warning:  # in its red box, clear of the path's line above and the rows below
        box = pygame.Rect(6, y + 1, w - 12, len(warning) * ui.line_height(INFO_SIZE) + 4)
        pygame.draw.rect(s, (70, 20, 24), box, border_radius=4)
        pygame.draw.rect(s, ERROR, box, 2, border_radius=4)
        for row in warning:
            ui.text(s, ui.fit(row, w - 24, INFO_SIZE), (12, y + 3), INFO_SIZE, ERROR)
            y += ui.line_height(INFO_SIZE)
        y += WARNING_GAP
        rows, room = rows[: max(0, mat_words.ROWS - len(warning))], room - len(warning)
    for k, (words, colour) in enumerate(rows):
        wrapped = ui.wrap(words, w - 24, INFO_SIZE) or [""]
        later = len(rows) - k - 1  # each later row keeps a line at least
        for row in wrapped[: max(1, room - later)]:
            ui.text(s, ui.fit(row, w - 24, INFO_SIZE), (12, y), INFO_SIZE, colour)
            y += ui.line_height(INFO_SIZE)
            room -= 1


def warning_rows(editor: Shown, width: int) -> list[str]:
    """While the mat cannot be saved: which features are wrong and why, whole (the rows under
    the title give way to it)."""
    found = editor.problem()
    if found is None:
        return []
    words = f"Not valid, so it cannot be saved: {ui.sentence(found.which)} ({found.why}): {found.fix}"
    return ui.wrap(words, width, INFO_SIZE)[: editor.info_lines]


def bottom(editor: Shown, s: pygame.Surface) -> None:
    """The status lines (the most pressing first; the typed entry in their place while values
    are typed), the legend of what is drawn, the keys."""
    w, h = s.get_size()
    top_y = h - editor.bottom_bar
    ui.bar(s, pygame.Rect(0, top_y, w, editor.bottom_bar), ui.PANEL)
    y = top_y + 6
    room = editor.status_lines_shown + 1  # the rows the status has: each line keeps one at least
    lines = editor.status_lines()[:STATUS_ROWS]
    if editor.entry is not None:
        used = mat_value_entry.draw(s, editor.entry, (12, y), w - 24, STATUS_SIZE)
        y += used * ui.line_height(STATUS_SIZE)
        room -= used
        lines = lines[:1]  # what was said of the values typed, else how to type them
    for k, (words, colour) in enumerate(lines):
        # What was just said comes whole first (a save's note): the lines after it get the rest,
        # each at least one row while there is room; a line cut short ends in "…".
        later = 0 if k == 0 and editor.message is not None else len(lines) - k - 1
        for row in _rows(words, w - 24, max(0, room - later)):
            ui.text(s, row, (12, y), STATUS_SIZE, colour)
            y += ui.line_height(STATUS_SIZE)
            room -= 1
    y = top_y + 8 + (editor.status_lines_shown + 1) * ui.line_height(STATUS_SIZE)
    for row in ui.wrap(editor.legend(), w - 24, HELP_SIZE)[:2]:
        ui.text(s, ui.fit(row, w - 24, HELP_SIZE), (12, y), HELP_SIZE, LEGEND_COLOUR)
        y += ui.line_height(HELP_SIZE)
    for row in ui.wrap(editor.help_line(), w - 24, HELP_SIZE, indent="")[: len(editor.help_rows)]:
        ui.text(s, ui.fit(row, w - 24, HELP_SIZE), (12, y + 2), HELP_SIZE, ui.MUTED)
        y += ui.line_height(HELP_SIZE)


def _rows(words: str, width: int, room: int) -> list[str]:
    """``words`` wrapped to ``width`` in at most ``room`` rows: cut short, the last row says so
    with "…"."""
    rows = ui.wrap(words, width, STATUS_SIZE)
    if len(rows) <= room:
        return [ui.fit(r, width, STATUS_SIZE) for r in rows]
    if room <= 0:
        return []
    kept = rows[: room - 1]
    rest = " ".join(r.strip() for r in rows[room - 1 :])
    return [*(ui.fit(r, width, STATUS_SIZE) for r in kept), ui.fit(rest, width, STATUS_SIZE)]
