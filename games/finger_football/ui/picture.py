"""Render pictures to PNG files without a window: the mat, a finished kick."""

from __future__ import annotations

import os
from pathlib import Path

from games.window.png import save_surface
from sim.geometry import Pose
from sim.kick import KickOutcome
from sim.slider.mat import Mat


def save_mat_png(
    mat: Mat, path: str | Path, size: tuple[int, int] = (1600, 900), sliders: tuple[Pose, ...] = ()
) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from games.finger_football.ui.view import MatView

    pygame.font.init()
    surface = pygame.Surface(size)
    view = MatView(mat)
    view.layout(pygame.Rect(8, 8, size[0] - 16, size[1] - 16))
    view.draw_mat(surface)
    for pose in sliders:
        view.draw_slider(surface, pose)
    save_surface(surface, path)


def save_kick_png(
    outcome: KickOutcome, hands: str, distance: float, path: str | Path, size: tuple[int, int] = (1280, 720)
) -> None:
    """Draw a finished kick (side and top views, the call) to a PNG file, headless."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    import pygame

    from games.finger_football.ui.kick_scene import FieldGoalScene, Phase
    from games.window.app import App

    app = App(size)
    scene = app.push(lambda a: FieldGoalScene(a, hands=hands, distance=distance))
    assert isinstance(scene, FieldGoalScene)
    scene.outcome = outcome
    scene.phase = Phase.DONE
    scene.flight_t = outcome.trajectory[-1][0] if outcome.trajectory else 0.0
    scene.draw(app.screen, 1.0)
    save_surface(app.screen, path)
    pygame.display.quit()
