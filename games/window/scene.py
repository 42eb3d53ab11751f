"""Scenes and the stack that holds them: the top scene gets the events, updates and draws."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Protocol

import pygame

from games.core.recording import Recordings

from .guide import Guide
from .howto import Page
from .loop import FixedStep
from .settings import Settings
from .sound import Sounds


class Host(Protocol):
    """What a scene may ask of the application that shows it."""

    clock: FixedStep
    stack: SceneStack
    recordings: Recordings
    settings: Settings
    sounds: Sounds
    help_open: bool

    @property
    def size(self) -> tuple[int, int]: ...

    def push(self, factory: Callable[[Any], Scene]) -> Scene:
        """Show the scene ``factory`` makes (it is handed the application) on top."""

    def back(self) -> None:
        """Leave the top scene; leaving the last one quits."""

    def leave(self) -> None:
        """Leave the top scene as Esc does: asking first when it is ``in_game()``."""

    def say(self, words: str) -> None:
        """A word from the kit, shown for a moment at the bottom of the window."""

    def new_seed(self) -> int:
        """The seed of a new game: fresh (games/window/seeds.py), or pinned by --seed."""

    def set_ui_scale(self, scale: float) -> None:
        """Text and panels ``scale`` times their size (remembered in the settings)."""


class Scene:
    """One screen of the application. Subclasses override what they need."""

    title = ""
    keys_of_its_own: frozenset[int] = frozenset()  # keys the application leaves to the scene (M)
    pace = 1.0  # the scene's time against the wall clock's (a real-time table may run slower)

    def __init__(self, app: Host) -> None:
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance the model by one fixed step of ``dt`` seconds."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the scene; ``alpha`` is the fraction of a step since the last update."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def controls(self) -> list[tuple[str, str]]:
        """The scene's controls for its help: (the keys or mouse, what they do)."""
        return [("Esc", "back")]

    def rules(self) -> list[Page]:
        """The scene's "How to play" pages, shown by F1 after its controls."""
        return []

    def guide(self) -> Guide | None:
        """The scene's first-game guide (the kit asks once, when the scene is shown, and shows
        it if the player has not seen a guide of that name before)."""
        return None

    def guide_strip(self) -> int | pygame.Rect:
        """Where the guide's strip goes: over the scene's title bar (the default, 0) unless that
        holds something the player needs while learning (a running score). A number is the top
        of a strip across the window; a rectangle is the strip itself (its height is the
        strip's)."""
        return 0

    def note_at(self) -> tuple[int, int] | None:
        """Where the kit centres a passing note ("Taken back: ..."): None, at the bottom of the
        window; a scene whose board reaches down there names a place off it."""
        return None

    def in_game(self) -> bool:
        """Is a game under way here? Esc then asks "Leave this game?" before leaving (the kit
        asks, once, for every scene)."""
        return False

    def call_off(self) -> bool:
        """Esc's first job in a game: call off what the player is in the middle of (a chosen
        piece, a pass being aimed). True if something was; Esc then does nothing more, and only
        with nothing to call off does it ask to leave."""
        return False

    def game_saved(self) -> bool:
        """Is the game kept when the player leaves (a recording that can be resumed)? Only the
        words of the question depend on it."""
        return getattr(self, "recorder", None) is not None

    def undoable(self) -> bool:
        """Can Ctrl+Z take back the player's last decision now? Only a decision after which
        nothing new was revealed (no flick, kick, roll or toss: nothing thrown by chance)."""
        return False

    def undo(self) -> None:
        """Take back the player's last decision (Ctrl+Z, when ``undoable()``)."""

    def undo_help(self) -> str:
        """What Ctrl+Z takes back here, as F1's controls page says it (a scene words its own:
        "take back an order before Reveal")."""
        return "take back your last choice"

    def undo_refused(self) -> str:
        """Why Ctrl+Z does nothing now, in the player's words."""
        return "Nothing to take back here"

    def leave(self) -> None:
        """Leave the scene, asking first if a game is under way (what Esc does)."""
        self.app.leave()

    def closed(self) -> None:
        """The scene leaves the stack: it lets go of the recording it holds, if any (unfinished,
        it can be resumed; and another window, or this one, may then write it)."""
        recorder = getattr(self, "recorder", None)
        if recorder is not None:
            recorder.abandon()


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        self._scenes.append(scene)

    def pop(self) -> Scene | None:
        return self._scenes.pop() if self._scenes else None

    def clear(self) -> None:
        while self._scenes:
            self._scenes.pop().closed()

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(list(self._scenes))
