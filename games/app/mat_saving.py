"""The mat editor's saving: Ctrl+S to the path under the title, Ctrl+Shift+S a copy under a name
typed. The file is written atomically (sim/io/atomic.py) as the designer keeps it: its own text
edited in place, comments and order kept (:mod:`games.app.mat_file`). A mat that is not valid is
not saved (the red box says why). One Ctrl+S saves a renamed mat too: its file follows the name,
and "Saved" says where. What a save says of the mat's warnings (a flag under a spot where a play
starts, say) is :mod:`games.app.mat_notes`': the player's each time, the mat's own once, as a
note. Functions of the editor: it holds the state."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from games.finger_football.saved_mats import file_name
from games.window import ui
from sim.errors import SimError

from . import mat_file, mat_notes, mat_off_field
from .mat_status import ERROR, OK
from .mat_texts import NOT_VALID

if TYPE_CHECKING:
    from .mat_editing import Saving


def write(editor: Saving, target: Path) -> None:
    """The mat written to ``target`` as its file's text edited (:class:`SimError`, :class:`OSError`
    when it cannot be); that text is what the next save edits."""
    text = mat_file.file_text(editor.base, editor.draft.data, editor.draft.mat)
    editor.draft.save(target, text)
    editor.base = text


def warned(editor: Saving) -> tuple[str, ui.Color]:
    """What a save adds, and its colour: ' · Check: the penalty flag on the home 25 now lies where
    the touchback starts (the home 20)' for the player's own warnings (a feature out of bounds
    first); the mat's own, once, as a note; ('', OK) when nothing is to be said."""
    found = mat_notes.split(editor.draft, editor.opened, editor.named, editor.noted)
    yours = list(found.yours)
    off = mat_off_field.warning(editor.draft, editor.named, editor.selected)
    if off is not None:
        yours.insert(0, off.removeprefix("Warning: "))
    if yours:  # the player's first: the note on the mat's own waits for a save with nothing else
        more = f" (and {len(yours) - 1} more)" if len(yours) > 1 else ""
        return f" · Check: {yours[0]}{more}", ui.ACCENT
    editor.noted = editor.noted or bool(found.note)
    return (f" · {found.note}" if found.note else ""), OK


def saved(editor: Saving, words: str) -> None:
    """Say ``words`` ('Saved to my-mat.toml'), and what the save has to say of the warnings."""
    more, colour = warned(editor)
    editor.say(f"{words}{more}", colour)


def save(editor: Saving) -> None:
    """Ctrl+S: to the file named after the mat's name, or the file given (a renamed mat's own
    file follows its name, and where is said); a second Ctrl+S asked for before replacing another
    mat's file."""
    if editor.problem() is not None:
        editor.say(NOT_VALID, ERROR)
        return
    target, before = editor.target, editor.path
    if target != before and target.exists() and editor.replacing != target:
        editor.replacing = target
        editor.say(f"{target.name} holds another mat: Ctrl+S again replaces it, N renames this one", ERROR)
        return
    try:
        write(editor, target)
    except (SimError, OSError) as exc:
        editor.say(f"Not saved (the file is as it was): {exc}", ERROR)
        return
    moved = ""
    if target != before and editor.own and before.exists():
        before.unlink()  # this mat's own file, named after its old name: the file follows the name
        moved = f" (the file follows the name: it was {before.name})"
    editor.path, editor.own, editor.replacing = target, True, None
    if moved:  # undo past the renaming would move the file back: it stops here (play-test 6/10)
        editor.undo_floor = len(editor.draft.past())
    saved(editor, f"Saved to {shown_path(target)}{moved}")


def fresh_name(editor: Saving) -> str:
    """The name offered for a Save as: this one with the first number whose file is free
    ("My mat 2"), so Enter alone saves a copy beside this one."""
    stem = editor.name.rstrip("0123456789").rstrip() or editor.name
    for k in range(2, 1000):
        name = f"{stem} {k}"
        if not (editor.path.parent / file_name(name)).exists():
            return name
    return editor.name


def save_as(editor: Saving, name: str | None) -> None:
    """Save a copy named ``name`` in a file of its own beside this one (never over another
    mat's: the name is asked again), and edit that file from then on; the old file stays."""
    if not name:
        editor.say("Not saved: Save as was left" if name is None else "Not saved: a mat needs a name", ERROR)
        return
    target = editor.path.parent / file_name(name)
    if target == editor.path and target.exists():  # the copy would overwrite this very file
        editor.start_naming(saving_as=True, text=fresh_name(editor))
        editor.say(f"Not saved: {target.name} is this mat's own file: type a new name for the copy", ERROR)
        return
    if target.exists() and target != editor.path:
        editor.start_naming(saving_as=True, text=name)
        editor.say(f"Not saved: {target.name} holds another mat: type another name (Esc: not saved)", ERROR)
        return
    if editor.problem() is not None:
        editor.say(NOT_VALID, ERROR)
        return
    if name != editor.name:
        editor.draft.begin()
        editor.draft.rename(name)
        editor.edited()
    try:
        write(editor, target)
    except (SimError, OSError) as exc:
        editor.say(f"Not saved: {exc}", ERROR)
        return
    editor.path, editor.own, editor.follows_name, editor.replacing = target, True, True, None
    # Undo stops at the save as: undoing its renaming switched Ctrl+S back to the old file.
    editor.undo_floor = len(editor.draft.past())
    saved(editor, f"Saved as {name!r} in {shown_path(target)}, the file edited from now on")


def shown_path(path: Path) -> str:
    """The whole path a save wrote, the home folder as ~ (the message named the file alone)."""
    home, text = str(Path.home()), str(path)
    if home not in ("", "/") and text.startswith(home + os.sep):
        return "~" + text[len(home) :]
    return text
