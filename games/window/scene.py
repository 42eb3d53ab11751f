"""Scenes and the stack that holds them: the top scene gets the events, updates and draws."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from games.core.recording import Recordings

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


class Scene:
    """One screen of the application. Subclasses override what they need."""

    title = ""
    keys_of_its_own: frozenset[int] = frozenset()  # keys the application leaves to the scene (M)

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
