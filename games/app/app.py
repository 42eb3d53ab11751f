"""The pygame application: one window, a stack of scenes, a fixed-timestep loop."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from games.recording import Recordings, no_recordings

from .display import display_problem
from .loop import FixedStep
from .scene import Scene, SceneStack

DEFAULT_SIZE = (1280, 720)
FRAME_CAP = 60  # frames per second drawn; physics runs at its own fixed rate


class NoDisplayError(RuntimeError):
    """No window can be opened on this machine."""


class App:
    """Owns the window and the scenes. ``run()`` is the real loop; ``frame()`` advances one
    frame by a given real-time interval, which is how tests drive it."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, title: str = "tabletop-sim") -> None:
        problem = display_problem()
        if problem:
            raise NoDisplayError(problem)
        pygame.display.init()
        pygame.font.init()
        try:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error as exc:
            raise NoDisplayError(f"cannot open a window: {exc}") from exc
        pygame.display.set_caption(title)
        self.stack = SceneStack()
        self.clock = FixedStep()
        self.running = True
        self.recordings: Recordings = no_recordings  # the launcher hands in the replays service

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def push(self, factory: Callable[[App], Scene]) -> Scene:
        scene = factory(self)
        self.stack.push(scene)
        scene.resized(self.size)
        return scene

    def back(self) -> None:
        """Leave the top scene; leaving the last one quits."""
        scene = self.stack.pop()
        if scene is not None:
            scene.closed()
        if self.stack.top is None:
            self.running = False
        else:
            self.stack.top.resized(self.size)

    def frame(self, elapsed: float) -> None:
        """Handle pending events, run the physics steps ``elapsed`` seconds call for, draw."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.VIDEORESIZE:
                self.screen = pygame.display.get_surface() or self.screen
                if self.stack.top:
                    self.stack.top.resized(self.size)
            elif self.stack.top:
                self.stack.top.handle_event(event)
        scene = self.stack.top
        if scene is None:
            self.running = False
            return
        for _ in range(self.clock.advance(elapsed)):
            scene.update(self.clock.dt)
        scene.draw(self.screen, self.clock.alpha)
        pygame.display.flip()

    def run(self) -> None:
        cap = pygame.time.Clock()
        last = time.perf_counter()
        try:
            while self.running:
                now = time.perf_counter()
                self.frame(now - last)
                last = now
                cap.tick(FRAME_CAP)
        finally:
            self.stack.clear()  # every scene lets go of what it holds
            pygame.display.quit()
