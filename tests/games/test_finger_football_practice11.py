"""Finger Football practice after a newcomer's play-test (7/10): "Missed ... by 0.1 yd" while the
slider looked touching the ring (a close call is magnified now), the last flick's path and rings
left on the mat once the slider went back to its start, and "Free practice: not scored" said three
ways (the band's share and its most likely stop: test_finger_football_practice5.py). Driven by the
events a person makes; the pixels checked."""

from __future__ import annotations

import math

import numpy as np
import pygame

from games.finger_football.ui import close_call, practice_inset
from games.finger_football.ui.aim import PRACTICE_MAX_SPEED
from games.finger_football.ui.flick_input import FULL_PULL
from games.finger_football.ui.practice import BOTTOM_BAR, TOP_BAR, PracticeScene
from games.finger_football.ui.practice_words import edge_gap
from games.window.app import App
from sim.inverse import flick_to
from sim.slider.friction import FrictionModel

from .conftest import drag, key, run_for
from .test_finger_football_window import fresh_app, practice, texts


def flick_short_of_the_target(app: App, scene: PracticeScene, gap_yd: float, across: float = 0.0) -> None:
    """A steady flick straight at the lit circle, meant to stop ``gap_yd`` short of its edge."""
    c, m, p = scene.target, scene.mat, scene.pose
    yd = m.field.yard
    d = math.hypot(c.x - p.x, c.y - p.y)
    reach = d - c.radius - m.slider.length / 2 - gap_yd * yd
    aim = (p.x + (c.x - p.x) / d * reach, p.y + (c.y - p.y) / d * reach + across * yd)
    speed, direction = flick_to(FrictionModel(m.mu, m.slider.friction_radius), p, aim)
    pull = (speed / PRACTICE_MAX_SPEED) ** 2 * FULL_PULL * min(app.size)
    sx, sy = scene.view.to_screen(p.x, p.y)
    drag(app, (sx, sy), (sx - pull * math.cos(direction), sy + pull * math.sin(direction)), steps=8)
    run_for(app, 4.0)


def test_a_near_miss_is_magnified_with_the_gap_said() -> None:
    app = fresh_app()
    scene = practice(app)  # the warm-up: a steady hand
    aimed = scene.target
    flick_short_of_the_target(app, scene, 0.3)
    assert scene.outcome is not None and not scene.sliding
    gap = edge_gap(scene.outcome.rest, aimed, scene.mat) / scene.mat.field.yard
    assert 0.0 < gap < close_call.CLOSE, gap
    assert scene.close_call() is aimed
    said = " ".join(texts(app))
    assert f"{close_call.ZOOM:.0f}x: {gap:.1f} yd apart: a miss" in said
    assert f"by {gap:.1f} yd" in scene.verdict, "the panel and the inset say one gap"
    rest = scene.outcome.rest
    inset = practice_inset.inset_of(scene, (TOP_BAR, BOTTOM_BAR))
    assert inset is not None
    box = inset.box
    assert not box.colliderect(scene.view.mat_rect), "beside the mat, none of the field under it"
    shot = pygame.surfarray.array3d(app.screen)[box.left : box.right, box.top : box.bottom]
    assert (shot == np.array(close_call.APART)).all(axis=2).sum() > 30, "the edge drawn in the miss's colour"
    slider = (shot == np.array((150, 84, 34))).all(axis=2).sum()
    assert slider > 0.05 * inset.picture.width * inset.picture.height, "the slider's footprint drawn large"
    x, y = scene.view.to_screen(rest.x, rest.y)
    assert not box.collidepoint(x, y), "never over the slider itself"
    pygame.display.quit()


def test_a_far_miss_has_no_inset_and_a_reset_clears_the_last_flicks_marks() -> None:
    app = fresh_app()
    scene = practice(app)
    flick_short_of_the_target(app, scene, 6.0)
    assert scene.outcome is not None and scene.close_call() is None
    assert not any("apart: a miss" in w for w in texts(app))
    assert scene.shows_last()
    start = scene.start
    key(app, pygame.K_r)  # back to the start
    assert not scene.shows_last()
    flick_short_of_the_target(app, scene, 2.0, across=60.0)  # off the side of the mat
    assert scene.outcome is not None and not scene.outcome.on_surface
    assert scene.pose == start and not scene.shows_last(), "put back: its path and rings gone"
    shot = pygame.surfarray.array3d(app.screen)
    rest = scene.outcome.rest
    px, py = scene.view.to_screen(rest.x * 0.3 + start.x * 0.7, rest.y * 0.3 + start.y * 0.7)
    area = shot[round(px) - 2 : round(px) + 3, round(py) - 2 : round(py) + 3]
    assert not (area == np.array((255, 255, 255))).all(axis=2).any(), "no path left drawn"
    pygame.display.quit()
