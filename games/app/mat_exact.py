"""The mat editor's exact moves: the arrows nudge the selected feature a grid step (0.25 yd; Shift
a yard), exactly and one step of undo each; Enter types its x, y and size in the footer
(:mod:`games.app.mat_value_entry`), checked before they are set (:mod:`games.app.mat_values`): a
bad value is said in one red line and typing goes on. Functions of the editor: it holds the state."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.mat_tuning import names
from games.window import ui

from . import mat_values
from .mat_status import ERROR
from .mat_texts import NOTHING_SELECTED
from .mat_value_entry import ValueEntry

if TYPE_CHECKING:
    from .mat_editing import Editing

AT_THE_EDGE = "At the edge of the mat: it goes no further"


def nudge(editor: Editing, dx: int, dy: int, big: bool) -> None:
    """An arrow: the selected feature moved a grid step (``big``: a yard) exactly; at the edge of
    the mat it stops, and says so."""
    picked, draft = editor.selected, editor.draft
    if picked is None:
        editor.say(NOTHING_SELECTED.format("the arrows nudge"), ui.ACCENT)
        return
    step = mat_values.step(big)
    row = draft.row(picked)
    at = (row["x"], row["y"])
    x, y = mat_values.nudged(draft, picked, dx * step, dy * step)
    # Never the other way, nor across: a feature past the edge (from its file) stays put.
    x = x if dx and (x - at[0]) * dx > 0 else at[0]
    y = y if dy and (y - at[1]) * dy > 0 else at[1]
    draft.begin()
    draft.move(picked, x, y)
    editor.edited()
    if (x, y) == at:
        editor.say(AT_THE_EDGE, ui.ACCENT)


def start_entry(editor: Editing) -> None:
    """Enter: the selected feature's x, y and size typed, in the footer."""
    if editor.selected is None:
        editor.say(NOTHING_SELECTED.format("Enter types the values of"), ui.ACCENT)
        return
    editor.entry = ValueEntry(editor.selected, editor.draft.row(editor.selected))
    editor.dragging = False
    editor.message = None


def typing(editor: Editing, event: pygame.event.Event) -> None:
    """Keys go to the values; a click on a box types in it, a click elsewhere is Enter. Enter
    sets them all (one step of undo), or says the first that cannot be set."""
    entry = editor.entry
    assert entry is not None
    if event.type == pygame.KEYDOWN:
        entry.key(event)
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not entry.hit(event.pos):
        entry.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="", mod=0))
    if not entry.over:
        return
    if entry.kept is None:  # Esc
        editor.entry = None
        editor.say("Values left as they were")
        return
    picked, draft = entry.picked, editor.draft
    try:
        values = mat_values.typed(draft, picked, entry.kept)
    except mat_values.BadValue as bad:
        entry.again()
        editor.say(f"Not set: {bad}", ERROR)
        return
    editor.entry = None
    draft.begin()
    draft.set(picked, mat_values.changes(draft, picked, values))
    editor.edited()
    row = draft.row(picked)
    editor.say(f"Set: {mat_values.place(row)} · {names.size(picked.table, row)}")
