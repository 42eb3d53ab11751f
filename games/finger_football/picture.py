"""Render a mat (and optionally slider poses) to a PNG file, without a window."""

from __future__ import annotations

import os
from pathlib import Path

from sim.geometry import Pose
from sim.mat import Mat


def save_mat_png(
    mat: Mat, path: str | Path, size: tuple[int, int] = (1600, 900), sliders: tuple[Pose, ...] = ()
) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from .view import MatView

    pygame.font.init()
    surface = pygame.Surface(size)
    view = MatView(mat)
    view.layout(pygame.Rect(8, 8, size[0] - 16, size[1] - 16))
    view.draw_mat(surface)
    for pose in sliders:
        view.draw_slider(surface, pose)
    tmp = Path(path).with_suffix(".tmp.png")
    pygame.image.save(surface, str(tmp))
    tmp.replace(path)
