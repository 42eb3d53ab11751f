"""Finger Football practice as a newcomer play-tested it: what is drawn at a circle's edge is
what the rules judge (a slider drawn beside a black circle was judged a miss "4 yd left of and 3
yd above it"), a near miss says how near, where it rests is never said two ways, R clears the
last flick's marks, the round's card clear of the guide, and the band of likely stops on the
field alone."""

from __future__ import annotations

import dataclasses

import numpy as np
import pygame
import pytest

from games.finger_football.ui.flick_input import BAND
from games.finger_football.ui.guide_place import above_mat
from games.finger_football.ui.practice import ROUND, TOP_BAR, PracticeScene
from games.finger_football.ui.practice_words import miss_words, rest_lines
from games.finger_football.ui.view import RUN, SLIDER, SLIDER_EDGE
from games.window import ui
from games.window.app import App
from sim.geometry import Pose
from sim.slider.table import Flick, FlickOutcome

from .conftest import drag, key, post
from .test_finger_football_window import fresh_app, practice


def put(app: App, scene: PracticeScene, x: float, y: float) -> None:
    """A right-click at (x, y) on the mat: the slider put there."""
    sx, sy = scene.view.to_screen(x, y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=3)
    post(pygame.MOUSEBUTTONUP, pos=(round(sx), round(sy)), button=3)
    app.frame(1 / 60)


def row_between(app: App, scene: PracticeScene, x0: float, x1: float, y: float) -> list[tuple[int, ...]]:
    a, b = scene.view.to_screen(x0, y), scene.view.to_screen(x1, y)
    shot = pygame.surfarray.array3d(app.screen)
    return [tuple(int(v) for v in shot[x, round(a[1])]) for x in range(round(a[0]), round(b[0]) + 1)]


@pytest.mark.parametrize("gap_yd", [0.4, -0.4])
def test_at_a_circles_edge_the_slider_drawn_touching_is_judged_touching(gap_yd: float) -> None:
    app = fresh_app()
    scene = practice(app)
    c = scene.target
    mat = scene.mat
    half = mat.slider.length / 2
    x = c.x - (c.radius + half + gap_yd * mat.field.yard)  # its tip gap_yd from the circle's edge
    put(app, scene, x, c.y)
    assert abs(scene.pose.x - x) < 0.002
    app.frame(1 / 60)
    judged = c.id in {t.id for t in scene.table._query(scene.pose)[0]}  # the rules' footprint
    row = row_between(app, scene, scene.pose.x, c.x, c.y)
    body = {SLIDER, SLIDER_EDGE}
    last_body = max(i for i, p in enumerate(row) if p in body)
    first_circle = min(i for i, p in enumerate(row) if p == RUN)
    drawn_touching = first_circle <= last_body + 1
    assert judged == (gap_yd < 0) == drawn_touching
    pygame.display.quit()


def a_flick_resting_at(scene: PracticeScene, rest: Pose, on_surface: bool = True) -> FlickOutcome:
    """A real flick's outcome, its rest moved to ``rest``: the words' input at an exact spot."""
    real = scene.table.flick(scene.pose, Flick((0.5 * scene.mat.slider.mass, 0.0)))
    return dataclasses.replace(real, rest=rest, on_surface=on_surface, touched=())


def test_a_near_miss_says_how_near_the_edge_it_stopped() -> None:
    app = fresh_app()
    scene = practice(app)
    c, mat = scene.target, scene.mat
    yd = mat.field.yard
    rest = Pose(c.x - (c.radius + mat.slider.length / 2 + 0.3 * yd), c.y, 0.0)
    words = miss_words(a_flick_resting_at(scene, rest), c, mat)
    assert " by 0.3 yd, edge to edge:" in words and "left of its centre" in words, words
    pygame.display.quit()


def test_a_slider_hanging_off_the_mat_is_not_also_on_open_field() -> None:
    app = fresh_app()
    scene = practice(app)
    x0, _y0, x1, _y1 = scene.mat.field.surface
    hanging = Pose(x1 + 0.3 * scene.mat.slider.length, 0.0, 0.0)  # its middle off, a tip on
    said = rest_lines(a_flick_resting_at(scene, hanging), scene.mat)
    assert said == ["Rests hanging over the mat's edge"]
    beyond = Pose(x0 - 0.01, 0.0, 0.0)
    said = rest_lines(a_flick_resting_at(scene, beyond, on_surface=False), scene.mat)
    assert said == ["Rests off the mat"]
    pygame.display.quit()


def flick(app: App, scene: PracticeScene, pull_px: float, dy: float = 0.0) -> None:
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, (cx, cy), (cx - pull_px, cy + dy))
    for _ in range(600):
        app.frame(1 / 60)
        if not scene.sliding:
            break


def test_r_clears_the_last_flicks_path_and_rings() -> None:
    app = fresh_app()
    scene = practice(app)
    start = scene.pose
    end = start.x + 0.25
    white = (255, 255, 255)
    unflicked = row_between(app, scene, start.x, end, start.y).count(white)
    flick(app, scene, 60)
    path = row_between(app, scene, start.x, end, start.y)
    assert path.count(white) > unflicked + 50, "the path is drawn after a flick"
    key(app, pygame.K_r)
    app.frame(1 / 60)
    path = row_between(app, scene, start.x, end, start.y)
    assert path.count(white) == unflicked and tuple(ui.HIGHLIGHT) not in path
    assert scene.outcome is None and scene.pose == start
    pygame.display.quit()


def test_the_round_card_is_clear_of_the_guide() -> None:
    app = fresh_app()
    scene = app.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    app.frame(1 / 60)
    assert app.guide_of(scene) is not None, "a first practice shows its guide"
    scene.rounds.number = 2  # a scored round, nine targets tried: this flick ends it
    scene.rounds.tries = ROUND - 1
    flick(app, scene, 12)
    assert scene.round_card > 0.0
    strip = above_mat(scene.view, TOP_BAR)
    assert isinstance(strip, pygame.Rect)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    card = [b for b in boxes if b.kind == ui.Kind.TEXT and "over:" in b.words]
    assert card and all(not b.rect.colliderect(strip) for b in card)
    pygame.display.quit()


def test_the_band_of_likely_stops_stays_between_the_sidelines_on_the_mat() -> None:
    """Off the table's edge and over the rim's zone names it spilt; it runs on past the end line
    to the mat's end, where a long flick may still rest (test_finger_football_band_count.py)."""
    app = fresh_app()
    scene = practice(app)
    key(app, pygame.K_t)  # a scored round: the estimate's band
    sx, sy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    pull = round(0.7 * 0.3 * min(app.size))
    post(pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(round(sx - pull), round(sy)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    shot = pygame.surfarray.array3d(app.screen)
    band = (shot == np.array(BAND)).all(axis=2)
    field, mat = scene.view.field_rect, scene.view.mat_rect
    inside = band[mat.left : mat.right, field.top : field.bottom].sum()
    assert inside > 0 and band.sum() == inside, "the band's outline between the sidelines, on the mat"
    pygame.display.quit()
