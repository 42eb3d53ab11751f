"""What the window states are made of (games/app/scene_states.py and each game's own states): a
state, and the few ways a state is brought about, as a player would."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from games.window.scene import Host, Scene

Setup = Callable[[Host], Scene]


@dataclass(frozen=True, slots=True)
class SceneState:
    scene: str  # the window: "game", "practice", "kick", "replay", "menu"
    state: str  # what it shows, in a few words
    setup: Setup  # pushes the scene onto the application and brings it to the state

    @property
    def name(self) -> str:
        return f"{self.scene}-{self.state}".replace(" ", "-")


def frames(app: Host, seconds: float) -> None:
    """Let the scene on top run ``seconds`` of its own time."""
    scene = app.stack.top
    assert scene is not None
    for _ in range(round(seconds / app.clock.dt)):
        scene.update(app.clock.dt)


def post(app: Host, kind: int, **attrs: Any) -> None:
    scene = app.stack.top
    assert scene is not None
    scene.handle_event(pygame.event.Event(kind, **attrs))


def with_help(setup: Setup) -> Setup:
    def shown(app: Host) -> Scene:
        scene = setup(app)
        app.help_open = True
        return scene

    return shown
