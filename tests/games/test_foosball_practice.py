"""Foosball practice driven by the mouse, as a person plays it."""

import math

import pygame

from games.foosball.match import ANGLE_UNIT
from games.foosball.ui.practice import FoosballPracticeScene
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import RodCommand

from .conftest import post, run_for


def open_scene(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, "novice", seed=1))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    return scene


def test_a_serve_by_mouse_enters_play(app: App) -> None:
    scene = open_scene(app)
    assert scene.server == Side.HOME
    bx, by = scene.view.to_screen(*scene.table.serve_position(Side.HOME))
    post(pygame.MOUSEBUTTONDOWN, pos=(round(bx), round(by)), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(bx) - 4, round(by) + 80), button=1)  # pull down: serve up
    app.frame(1 / 60)
    assert scene.server is None
    vx, vy, _ = scene.table.ball_velocity
    assert vy > 1.0 and abs(vx) < vy
    run_for(app, 0.2)
    assert scene.table.in_table


def test_the_pointer_slides_and_the_wheel_strikes(app: App) -> None:
    scene = open_scene(app)
    table = scene.table
    attack = table.spec.rods[5]
    scene.server = None
    # Far in front of the home attack (a ball within its reach gears the pointer down: aim_gear).
    table.place_ball(attack.x + 0.2, 0.0)
    table.set_rods({i: (0.0, 0.0) for i in range(8)})
    px, py = scene.view.to_screen(attack.x, 0.05)
    post(pygame.MOUSEMOTION, pos=(round(px), round(py)), rel=(0, 0), buttons=(0, 0, 0))
    app.frame(1 / 60)
    assert scene.hands.active == (3, 5)
    assert math.isclose(scene.hands.pointer_y, 0.05, abs_tol=0.002)
    run_for(app, 0.2)
    assert math.isclose(table.rods[5].y, 0.05, abs_tol=0.002), "a figure follows the pointer"
    table.place_ball(attack.x + 0.02, 0.05)
    table.set_rods({5: (0.05, -0.8)})
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert table.ball_velocity[0] > 3.0, "the strike sends the ball towards the CPU's goal"


def test_the_right_button_lifts_the_feet(app: App) -> None:
    scene = open_scene(app)
    scene.server = None
    scene.table.place_ball(-0.5, 0.0)  # at rest beside the home goalie: in play, not dead
    post(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2", scancode=0)
    post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=3)
    run_for(app, 0.3)
    assert scene.hands.active == (1, 3)
    # Up backwards (towards your own goal): a ball in front of the feet is not struck by them.
    assert all(abs(scene.table.rods[i].angle + math.pi / 2) <= ANGLE_UNIT / 2 for i in scene.hands.active)
    commands = scene.hands.rod_commands(1 / 240)
    assert commands[scene.hands.active[0]] == RodCommand(commands[scene.hands.active[0]].y, -math.pi / 2)


def test_the_wheel_before_your_serve_strikes_nothing_and_says_serve_first(app: App) -> None:
    # A play-test: with the ball waiting at the service hole, a wheel notch turned nothing yet
    # passed the guide's "turn your rods" step.
    scene = open_scene(app)
    assert scene.server == Side.HOME
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    app.frame(1 / 60)
    assert scene.hands.strikes == 0
    assert any("serve first" in line for line in scene.model.lines)
