"""The pygame application: one window, a stack of scenes, a fixed-timestep loop."""

from __future__ import annotations

import time
import warnings
from collections.abc import Callable

import pygame

from games.core.recording import Recordings, no_recordings

from .display import display_problem
from .help import draw_help
from .loop import FixedStep
from .scene import Scene, SceneStack
from .settings import Settings
from .sound import Sounds

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 600)  # every scene is laid out to fit from here up
FRAME_CAP = 60  # frames per second drawn; physics runs at its own fixed rate


def _hold_minimum_size() -> None:
    """Ask the window system not to let the window shrink below MIN_SIZE. pygame-ce reaches
    the window of its display module only through a call it marks as deprecated (it wants
    programs to move to its Window API); the size it sets is what this program needs."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_SIZE


class NoDisplayError(RuntimeError):
    """No window can be opened on this machine."""


class App:
    """Owns the window and the scenes. ``run()`` is the real loop; ``frame()`` advances one
    frame by a given real-time interval, which is how tests drive it."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        title: str = "tabletop-sim",
        settings: Settings | None = None,
    ) -> None:
        problem = display_problem()
        if problem:
            raise NoDisplayError(problem)
        pygame.display.init()
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        try:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error as exc:
            raise NoDisplayError(f"cannot open a window: {exc}") from exc
        _hold_minimum_size()
        pygame.display.set_caption(title)
        self.stack = SceneStack()
        self.clock = FixedStep()
        self.running = True
        self.recordings: Recordings = no_recordings  # the launcher hands in the replays service
        self.settings = settings or Settings.load()
        self.sounds = Sounds(self.settings.muted)
        self.sounds.open()
        self.help_open = False

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
                if self.size[0] < MIN_SIZE[0] or self.size[1] < MIN_SIZE[1]:  # a system that let it
                    wanted = (max(self.size[0], MIN_SIZE[0]), max(self.size[1], MIN_SIZE[1]))
                    self.screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
                if self.stack.top:
                    self.stack.top.resized(self.size)
            elif not self._window_event(event) and self.stack.top:
                self.stack.top.handle_event(event)
        scene = self.stack.top
        if scene is None:
            self.running = False
            return
        steps = self.clock.advance(elapsed)
        if not self.help_open:  # the game waits while its help is read
            for _ in range(steps):
                scene.update(self.clock.dt)
        scene.draw(self.screen, self.clock.alpha)
        if self.help_open:
            draw_help(self.screen, scene.title or "tabletop-sim", scene.controls())
        pygame.display.flip()

    def _window_event(self, event: pygame.event.Event) -> bool:
        """The keys every scene shares: help and mute. True if the event was one of them."""
        if self.help_open and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.help_open = False  # any key or click closes the help, and does nothing else
            return True
        if event.type != pygame.KEYDOWN:
            return False
        scene = self.stack.top
        if event.key == pygame.K_F1 or event.unicode == "?":
            self.help_open = scene is not None
            return True
        owns_m = scene is not None and pygame.K_m in scene.keys_of_its_own
        if event.key == pygame.K_m and (not owns_m or event.mod & pygame.KMOD_CTRL):
            self.settings.muted = self.sounds.toggle_mute()
            self.settings.save()
            return True
        return False

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
            self.sounds.close()
            pygame.display.quit()
