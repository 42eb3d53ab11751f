"""What the mat editor's helpers (its bars, exact values and mirror tool) see of the editor: its
draft, what is selected, what is being typed, and how it says things, without importing the
editor scene itself (which imports them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from games.mat_tuning import names
from games.mat_tuning.draft import Draft, Picked
from games.window import ui

from . import mat_status
from .mat_name_entry import NameEntry
from .mat_value_entry import ValueEntry


class Editing(Protocol):
    """The editor as its tools change it."""

    draft: Draft
    selected: Picked | None
    dragging: bool
    entry: ValueEntry | None
    message: tuple[str, ui.Color] | None
    named: dict[names.Key, str]

    def say(self, words: str, colour: ui.Color = ...) -> None: ...

    def edited(self) -> None:
        """After any change to the draft: the names, the odds and what was said made new."""
        ...


class Shown(Editing, Protocol):
    """The editor as its bars draw it."""

    snap: bool
    own: bool
    saving_as: bool
    naming: NameEntry | None
    top_bar: int
    bottom_bar: int
    info_lines: int
    status_lines_shown: int
    help_rows: list[str]
    title: str

    @property
    def target(self) -> Path: ...

    @property
    def name(self) -> str: ...

    def help_line(self) -> str: ...

    def legend(self) -> str: ...

    def info(self) -> list[tuple[str, ui.Color]]: ...

    def status_lines(self) -> list[tuple[str, ui.Color]]: ...

    def problem(self) -> mat_status.Problem | None: ...


class Saving(Shown, Protocol):
    """The editor as its naming and saving change it."""

    path: Path
    base: str  # the file's text a save edits
    follows_name: bool
    replacing: Path | None
    opened: dict[str, Any]  # the draft's data as the mat was opened: what the player has not touched
    undo_floor: int  # steps of undo kept back: a save as (or a save that moved the file) ends undo
    noted: bool  # the mat's own warnings said once already, as a note

    def start_naming(self, saving_as: bool = ..., text: str | None = ...) -> None: ...
