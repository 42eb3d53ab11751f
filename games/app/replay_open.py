"""Opening recordings from elsewhere in the replay browser (O): a folder or a file's path typed in
the window ("~" for the home folder; Tab completes a folder's or a file's name as far as it is
certain), and what it is: a folder to list, a recording to replay, or an error in words a
person can act on (no such file, not a recording, a file that cannot be read)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pygame

from .replay_list import summary

LONGEST = 400  # characters: a path


@dataclass(frozen=True, slots=True)
class Opened:
    """What a typed path is: a folder or a recording to open, or why it cannot be opened."""

    path: Path
    folder: bool = False
    error: str | None = None


def look(text: str) -> Opened:
    """The folder or the recording ``text`` names, or why it cannot be opened."""
    if not text.strip():
        return Opened(Path(), error="Type a folder's or a recording's path (Esc: back)")
    path = Path(os.path.expanduser(text.strip()))
    if path.is_dir():
        return Opened(path.resolve(), folder=True)
    if not path.exists():
        return Opened(path, error=f"There is no file or folder {text.strip()}")
    row = summary(path)
    if row.error is not None:
        return Opened(path, error=f"{path.name} {row.error}: a recording is a .jsonl file tabletop wrote")
    return Opened(path.resolve())


def complete(text: str) -> str:
    """``text`` completed as far as the names it can be are alike (a folder gets its slash)."""
    path = Path(os.path.expanduser(text)) if text else Path(".")
    folder, stem = (path, "") if text.endswith(os.sep) else (path.parent, path.name)
    try:
        found = sorted(p.name for p in folder.iterdir() if p.name.startswith(stem))
    except OSError:
        return text
    if not found:
        return text
    common = _alike(found)
    done = text + common[len(stem) :]
    if len(found) == 1 and (folder / found[0]).is_dir():
        done += os.sep
    return done


class PathEntry:
    """The path being typed: Enter opens it, Esc gives it up, Tab completes it. It starts with
    the folder shown, selected: a path typed replaces it, Backspace or Tab edits it instead."""

    def __init__(self, start: str) -> None:
        self.text = start
        self.over = False
        self.entered = False
        self.selected = True

    def key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.over = self.entered = True
        elif event.key == pygame.K_ESCAPE:
            self.over = True
        elif event.key == pygame.K_BACKSPACE:
            self.text, self.selected = self.text[:-1], False
        elif event.key == pygame.K_TAB:
            self.text, self.selected = complete(self.text), False
        elif event.unicode and event.unicode.isprintable() and len(self.text) < LONGEST:
            self.text = event.unicode if self.selected else self.text + event.unicode
            self.selected = False


def shown_path(path: Path) -> str:
    """A folder as typed back to a person: the home folder as ~, and a trailing slash."""
    home, text = str(Path.home()), str(path)
    if home not in ("", "/") and (text == home or text.startswith(home + os.sep)):
        text = "~" + text[len(home) :]
    return text if text.endswith(os.sep) else text + os.sep


def _alike(names: list[str]) -> str:
    """The start the names share, letter by letter (names, not paths: a file's name is cut)."""
    first, last = min(names), max(names)
    k = 0
    while k < min(len(first), len(last)) and first[k] == last[k]:
        k += 1
    return first[:k]
