"""The menu's way into the mat editor: the list of saved mats to open (mat_open.py) when there
are some, else a new mat at once, and the editor on the mat chosen."""

from __future__ import annotations

from games.finger_football.saved_mats import saved_mats
from games.window.scene import Host, Scene

from .mat_editor import EditorScene
from .mat_open import Chosen, MatList, new_mat


def editor_for(app: Host, chosen: Chosen) -> Scene:
    return EditorScene(app, chosen.mat, chosen.path, chosen.follows_name, chosen.own)


def open_editor(app: Host) -> Scene:
    """The menu's Mat editor: the list of mats when some are saved, else a new mat at once."""
    if not saved_mats():
        return editor_for(app, new_mat())
    return MatList(app, "Mat editor: which mat?", editor_for, new=True)
