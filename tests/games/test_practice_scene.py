"""The practice scene driven as a person drives it: mouse events in, slider and pixels out."""

import math

import numpy as np
import pygame

from games.app.launcher import menu_entries
from games.app.menu import MenuScene
from games.finger_football.ui.aim import PRACTICE_MAX_SPEED
from games.finger_football.ui.flick_input import FULL_PULL
from games.finger_football.ui.practice import PracticeScene
from games.finger_football.ui.practice_marks import NOT_TARGET
from games.finger_football.ui.view import SLIDER
from games.window import ui
from games.window.app import App
from sim.constants import GRAVITY

from .conftest import drag, key, post, run_for


def open_practice(app: App) -> PracticeScene:
    entries = menu_entries()
    app.push(lambda a: MenuScene(a, entries))
    app.frame(1 / 60)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    button = next(b for b in menu.buttons if b.label == "Finger Football practice")
    post(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)
    app.frame(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, PracticeScene)
    return scene


def pull_for(scene: PracticeScene, app: App, target: tuple[float, float]) -> tuple[float, float]:
    """The screen point to release at so a centre press slides (without spin) to ``target``."""
    dx, dy = target[0] - scene.pose.x, target[1] - scene.pose.y
    distance = math.hypot(dx, dy)
    speed = math.sqrt(2 * scene.mat.mu * GRAVITY * distance)
    pull_px = (speed / PRACTICE_MAX_SPEED) ** 2 * FULL_PULL * min(app.size)
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    # Pull back, away from the target; screen y grows downwards.
    return cx - pull_px * dx / distance, cy + pull_px * dy / distance


def pixel(app: App, x: float, y: float) -> tuple[int, int, int]:
    r, g, b = pygame.surfarray.array3d(app.screen)[round(x), round(y)]
    return int(r), int(g), int(b)


def test_flick_onto_a_run_circle(app: App) -> None:
    scene = open_practice(app)
    circle = next(c for c in scene.mat.run_circles if c.id == "H2M1")
    centre = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, centre, pull_for(scene, app, (circle.x, circle.y)))
    assert scene.outcome is not None and scene.sliding
    run_for(app, 2.0)
    # The slider rests where the model says, on the circle, and the screen says so.
    assert not scene.sliding
    assert scene.pose == scene.outcome.rest
    assert math.hypot(scene.pose.x - circle.x, scene.pose.y - circle.y) < 0.004
    assert "H2M1" in {t.id for t in scene.outcome.touched}
    assert scene.lines[0] == "Rests on your 30"
    assert any(line.startswith("touching the upper middle circle on your 30") for line in scene.lines)
    # Drawn: slider brown beside its laces; the touched circle ringed: as a hit if it is the
    # round's target, else as rested on, not the target.
    sx, sy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    across = scene.view.px(scene.mat.slider.width * 0.3)
    near = [
        pixel(
            app,
            sx + across * math.sin(scene.pose.angle) * k,
            sy + across * math.cos(scene.pose.angle) * k,
        )
        for k in (-1, 1)
    ]
    assert SLIDER in near
    ring_x, ring_y = scene.view.to_screen(circle.x, circle.y + circle.radius)
    shot = pygame.surfarray.array3d(app.screen)
    window = shot[round(ring_x) - 2 : round(ring_x) + 3, round(ring_y) - 4 : round(ring_y) + 4]
    ring = ui.HIGHLIGHT if scene.target is not None and scene.target.id == circle.id else NOT_TARGET
    assert (window == np.array(ring)).all(axis=2).any()


def test_pressing_off_centre_does_not_spin_the_slider_the_wheel_does(app: App) -> None:
    """Spin is deliberate (issue 32): where the press lands does not spin it; the wheel sets it."""
    scene = open_practice(app)
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    below = (cx, cy + scene.view.px(scene.mat.slider.width * 0.3))  # right of a flick along +x
    drag(app, below, (below[0] - 60, below[1]))
    assert scene.outcome is not None
    assert scene.outcome.launch.spin == 0.0
    assert abs(scene.outcome.launch.direction) < 1e-9
    run_for(app, 3.0)
    key(app, pygame.K_r)
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    app.frame(1 / 60)
    drag(app, (cx, cy), (cx - 60, cy))
    assert scene.outcome is not None and scene.outcome.launch.spin < 0  # clockwise, as set


def test_short_drag_is_a_click_not_a_flick(app: App) -> None:
    scene = open_practice(app)
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, (cx, cy), (cx - 1, cy))
    assert scene.outcome is None


def test_reset_place_and_back(app: App) -> None:
    scene = open_practice(app)
    target = scene.view.to_screen(0.5, 0.1)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(target[0]), round(target[1])), button=3)
    app.frame(1 / 60)
    assert math.hypot(scene.pose.x - 0.5, scene.pose.y - 0.1) < 0.002
    key(app, pygame.K_r)
    assert scene.pose == scene.start
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_a_slider_that_leaves_the_mat_comes_back(app: App) -> None:
    scene = open_practice(app)
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, (cx, cy), (cx - 400, cy))  # full power straight at the far end line
    run_for(app, 3.0)
    assert scene.outcome is not None and not scene.outcome.on_surface
    assert scene.pose == scene.start and scene.lines[0] == "Rests off the mat"


def test_window_resize_refits_the_mat(app: App) -> None:
    scene = open_practice(app)
    before = scene.view.scale
    app.screen = pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600)
    app.frame(1 / 60)
    assert scene.view.scale < before
    x0, y0, x1, y1 = scene.mat.field.surface
    left, top = scene.view.to_screen(x0, y1)
    right, bottom = scene.view.to_screen(x1, y0)
    assert left >= 0 and right <= 800 and top >= 0 and bottom <= 600
