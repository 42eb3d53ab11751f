"""Drawings kept to blit again: a board, a field or a table drawn once for its key (window size,
place, scale) into a see-through layer cropped to what was drawn, then blitted every frame (the
hundreds of shapes under the pieces were most of a frame's drawing)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class Layers:
    """The last ``kept`` layers drawn, by key."""

    def __init__(self, kept: int = 1) -> None:
        self.kept = kept
        self._drawn: dict[Hashable, tuple[pygame.Surface, tuple[int, int]]] = {}

    def blit(self, surface: pygame.Surface, key: Hashable, draw: Callable[[pygame.Surface], None]) -> None:
        """Onto ``surface``: the layer kept for ``key``, or ``draw`` run on a fresh one."""
        layer = self._drawn.get(key)
        if layer is None:
            full = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            draw(full)
            box = full.get_bounding_rect()
            layer = (full.subsurface(box).copy(), box.topleft)
            if len(self._drawn) >= self.kept:
                del self._drawn[next(iter(self._drawn))]
            self._drawn[key] = layer
        surface.blit(*layer)
