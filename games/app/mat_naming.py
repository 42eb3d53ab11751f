"""The editor's naming (N, a click on the title, Save as): functions of the editor, which holds
the state; the typing itself is :mod:`games.app.mat_name_entry`. The name is the mat file's
``name`` (the editor's title, and the mat the replays of games played on it name)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import mat_saving
from .mat_name_entry import NameEntry
from .mat_status import ERROR

if TYPE_CHECKING:
    from .mat_editing import Saving


# ----------------------------------------------------------------- the editor's naming
def start(editor: Saving, saving_as: bool = False, text: str | None = None) -> None:
    """Type the mat's name: to rename it, or (``saving_as``) to save a copy under it."""
    editor.naming = NameEntry(editor.name if text is None else text)
    editor.saving_as = saving_as
    editor.dragging = False


def typing(editor: Saving, event: pygame.event.Event, title_bottom: int) -> None:
    """Keys go to the name; a click under the title keeps what was typed. Enter renames the mat
    (one step of undo), or saves the copy."""
    assert editor.naming is not None
    if event.type == pygame.KEYDOWN:
        editor.naming.key(event)
    elif event.type == pygame.MOUSEBUTTONDOWN and event.pos[1] >= title_bottom:
        editor.naming.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="", mod=0))
    if not editor.naming.over:
        return
    kept, editor.naming = editor.naming.kept, None
    if editor.saving_as:
        mat_saving.save_as(editor, kept)
        return
    if kept is None or kept == editor.name:
        return
    if not kept:
        editor.say("A mat needs a name: it was left as it was", ERROR)
        return
    editor.draft.begin()
    editor.draft.rename(kept)
    editor.edited()
    editor.say(f"Named the mat {kept!r}: Ctrl+S saves it with the name")
