"""Frames of an environment: a pygame surface drawn off screen and handed back as an RGB array
(``render_mode="rgb_array"``), or shown in a window (``"human"``)."""

from __future__ import annotations

import os

import numpy as np
import pygame

from games.window import ui
from games.window.display import display_problem

RENDER_MODES = ["human", "rgb_array"]
SIZE = (960, 600)  # the smallest window the games are laid out for
FPS = 30


class Seeds:
    """An environment's episode seeds: a ``reset(seed=...)`` seeds the episode and the ones
    after it, so ``reset()`` again goes on deterministically, as Gymnasium's checker asks."""

    def __init__(self) -> None:
        self._rng = np.random.default_rng()

    def episode(self, seed: int | None) -> int:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            return seed
        return int(self._rng.integers(2**63))


class Canvas:
    """Where an environment draws: an off-screen surface, or a window for ``human``."""

    def __init__(self, mode: str | None, title: str) -> None:
        if mode is not None and mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {', '.join(RENDER_MODES)} or None, not {mode!r}")
        self.mode = mode
        self.title = title
        self._window: pygame.Surface | None = None
        self._surface: pygame.Surface | None = None
        self._clock: pygame.time.Clock | None = None

    def surface(self) -> pygame.Surface:
        """A cleared surface to draw the frame on."""
        if self._surface is None:
            if self.mode != "human" and display_problem() is not None:
                os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # frames without a display
            pygame.display.init()
            if self.mode == "human":
                self._window = pygame.display.set_mode(SIZE)
                pygame.display.set_caption(self.title)
                self._clock = pygame.time.Clock()
            self._surface = pygame.Surface(SIZE)
        self._surface.fill(ui.INK)
        return self._surface

    def show(self) -> np.ndarray | None:
        """The frame drawn: as an (height, width, 3) array, or put in the window."""
        assert self._surface is not None
        if self.mode == "rgb_array":
            return np.ascontiguousarray(np.transpose(pygame.surfarray.array3d(self._surface), (1, 0, 2)))
        if self._window is not None:
            pygame.event.pump()
            self._window.blit(self._surface, (0, 0))
            pygame.display.flip()
            assert self._clock is not None
            self._clock.tick(FPS)
        return None

    def close(self) -> None:
        if self._window is not None:
            pygame.display.quit()
            self._window = None
