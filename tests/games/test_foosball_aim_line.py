"""The aim line: where a wheel strike would send the ball now, straight off the middle of your
figure's foot and slanting off its rounded corner, drawn from the ball in front of your figure
(a newcomer's play-test: "shots only go straight along the row, I can't aim")."""

import math

import pygame
import pytest

from games.foosball.ui import aim_line
from games.foosball.ui.practice import FoosballPracticeScene
from games.window.app import App

from .conftest import post, run_for

ATTACK = 5  # your attack rod: three figures


def _scene(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=1))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    scene.server = None
    post(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3", scancode=0)  # midfield and attack
    run_for(app, 0.2)
    return scene


def _point_at(app: App, scene: FoosballPracticeScene, y: float) -> float:
    """The pointer moved to table y over your attack rod: its nearest figure follows. Where
    that figure stands then."""
    spec = scene.table.spec.rods[ATTACK]
    px, py = scene.view.to_screen(spec.x, y)
    post(pygame.MOUSEMOTION, pos=(round(px), round(py)), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 0.4)
    return min((scene.table.rods[ATTACK].y + o for o in spec.offsets()), key=lambda f: abs(f - y))


def _ball_ahead(scene: FoosballPracticeScene, y: float) -> None:
    scene.table.place_ball(scene.table.spec.rods[ATTACK].x + 0.03, y)


def test_a_ball_met_square_by_your_figure_is_aimed_straight_along_the_table(app: App) -> None:
    scene = _scene(app)
    figure = _point_at(app, scene, 0.0)
    _ball_ahead(scene, figure)
    line = aim_line.strike_line(scene.table, scene.hands.active)
    assert line is not None and line.start[1] == pytest.approx(figure)
    assert line.end[1] == pytest.approx(figure) and line.end[0] == pytest.approx(scene.table.spec.half_length)
    assert line.on_target, "straight at the CPU's goal from the middle of the table"


def test_sliding_your_rod_so_the_ball_meets_the_foots_corner_slants_the_line(app: App) -> None:
    scene = _scene(app)
    figure = _point_at(app, scene, 0.0)
    _ball_ahead(scene, figure + 0.016)  # past the flat middle of the foot: its rounded corner
    line = aim_line.strike_line(scene.table, scene.hands.active)
    assert line is not None
    angle = math.atan2(line.end[1] - line.start[1], line.end[0] - line.start[0])
    assert angle == pytest.approx(scene.table.spec.strike_angle(0.016))
    assert angle > math.radians(10.0), "slanting towards the side the ball is on"
    # The pointer moved so the figure is on the ball's other side: the line slants the other way
    # (near the ball the figure moves about a third of the pointer's way: aim_gear).
    _point_at(app, scene, figure + 0.016 + 0.05)
    mirrored = aim_line.strike_line(scene.table, scene.hands.active)
    assert mirrored is not None and mirrored.end[1] < mirrored.start[1]


def test_the_line_is_drawn_on_the_table_bright_when_it_runs_into_the_goal(app: App) -> None:
    scene = _scene(app)
    figure = _point_at(app, scene, 0.0)
    _ball_ahead(scene, figure)
    app.frame(1 / 60)
    line = aim_line.strike_line(scene.table, scene.hands.active)
    assert line is not None
    mid = scene.view.to_screen((line.start[0] + line.end[0]) / 2, figure)
    row = [app.screen.get_at((round(mid[0]) + dx, round(mid[1]))) for dx in range(-12, 13)]
    assert any(tuple(c)[:3] == aim_line.ON_TARGET for c in row), "dots of the on-goal colour"


def test_no_line_for_a_ball_out_of_your_figures_reach_or_moving_fast(app: App) -> None:
    scene = _scene(app)
    figure = _point_at(app, scene, 0.0)
    spec = scene.table.spec
    scene.table.place_ball(spec.rods[ATTACK].x - 0.03, figure)  # behind your attack rod
    assert aim_line.strike_line(scene.table, (ATTACK,)) is None
    scene.table.place_ball(spec.rods[ATTACK].x + 0.03, figure + spec.rods[ATTACK].spacing / 2)  # between two
    assert aim_line.strike_line(scene.table, (ATTACK,)) is None
    scene.table.place_ball(spec.rods[ATTACK].x + 0.03, figure, 3.0, 0.0)
    assert aim_line.strike_line(scene.table, (ATTACK,)) is None
