"""The aim line tells the truth (newcomer play-test: "angled wheel shots go elsewhere than the
dotted line; aiming is 1-pixel sensitive; the line runs through my own figure"): a person points,
reads the line, rolls the wheel, and the ball leaves along the line."""

import itertools
import math

import pygame

from games.foosball.rules.actions import Phase
from games.foosball.ui import aim_line
from games.foosball.ui.aim_line import StrikeLine
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import FoosballPracticeScene
from games.window.app import App
from sim.foosball.spec import Side

from .conftest import key, post, run_for

ATTACK = 5  # your attack rod
MIDFIELD = 3


def _practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=1))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    scene.server = None
    key(app, pygame.K_3)  # midfield and attack in hand
    return scene


def _point(app: App, scene: FoosballPracticeScene | FoosballGameScene, x: float, y: float) -> None:
    px, py = scene.view.to_screen(x, y)
    post(pygame.MOUSEMOTION, pos=(round(px), round(py)), rel=(0, 0), buttons=(0, 0, 0))


def _angle(line: StrikeLine) -> float:
    return math.degrees(math.atan2(line.end[1] - line.start[1], line.end[0] - line.start[0]))


def _wheel(app: App) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)


def _shot_angle(app: App, scene: FoosballPracticeScene | FoosballGameScene, rod: int) -> float:
    """Roll the wheel; the way the ball leaves once clear of the striking foot (degrees)."""
    _wheel(app)
    past = scene.table.spec.rods[rod].x + 0.07
    for _ in range(40):
        app.frame(1 / 60)
        vx, vy, _ = scene.table.ball_velocity
        if scene.table.ball_position[0] > past and math.hypot(vx, vy) > 1.0:
            return math.degrees(math.atan2(vy, vx))
    raise AssertionError("the wheel never sent the ball past the rod")


def test_wheel_shots_leave_along_the_drawn_line_at_every_aim(app: App) -> None:
    """Straight and angled, point-blank (wound back) and further out: the ball goes within two
    degrees of the drawn line (the closed form was up to 8 degrees off at the foot's corner)."""
    slants = []
    for ahead in (0.025, 0.045):
        for pointer in (0.0, 0.024, 0.029, 0.035, -0.032):  # (FINE: the figure 0.6 of the way)
            scene = _practice(app)
            rod = scene.table.spec.rods[ATTACK]
            scene.table.place_ball(rod.x + ahead, 0.0)
            _point(app, scene, rod.x, pointer)
            run_for(app, 0.5)
            line = scene.aim.line
            assert line is not None, (ahead, pointer)
            drawn = _angle(line)
            shot = _shot_angle(app, scene, ATTACK)
            assert abs(shot - drawn) < 2.0, (ahead, pointer, drawn, shot)
            slants.append(abs(drawn))
            app.stack.clear()
    assert max(slants) > 25.0 and min(slants) < 1.0, "straight and well-angled shots both tried"


def test_aiming_is_geared_down_near_the_ball(app: App) -> None:
    """One pixel of pointer turns the line by a few degrees, not six to ten; yet a small move is
    seen (a later play-test: "small mouse moves barely move my man"): 10 px of pointer slide the
    figure 6 px. Far from the ball the figure still follows the pointer one to one."""
    scene = _practice(app)
    rod = scene.table.spec.rods[ATTACK]
    scene.table.place_ball(rod.x + 0.03, 0.0)
    bx, by = scene.view.to_screen(rod.x, 0.0)
    angles, slides = [], []
    for dy in range(10, 26, 2):  # the pointer above the ball, into the foot's corner
        post(pygame.MOUSEMOTION, pos=(round(bx), round(by) - dy), rel=(0, 0), buttons=(0, 0, 0))
        run_for(app, 0.4)
        assert scene.aim.line is not None
        angles.append(_angle(scene.aim.line))
        slides.append(scene.table.rods[ATTACK].y * scene.view.scale)  # px on screen
    steps = [abs(b - a) / 2.0 for a, b in itertools.pairwise(angles)]
    # Degrees per pixel: 6 to 10 before the gearing.
    assert sorted(steps)[len(steps) // 2] < 4.0 and max(steps) < 6.0, (steps, angles)
    assert abs(angles[-1] - angles[0]) > 25.0, "well into the corner within 14 px"
    moved = (slides[5] - slides[0]) / 10.0  # of 10 px of pointer
    assert 0.55 < moved < 0.65, moved
    # The ball far away: the pointer's figure goes right under the pointer.
    scene.table.place_ball(-0.3, 0.3)
    _point(app, scene, rod.x, -0.2)
    run_for(app, 0.6)
    figures = [scene.table.rods[ATTACK].y + off for off in rod.offsets()]
    assert min(abs(f + 0.2) for f in figures) < 0.002


def test_the_line_never_covers_your_own_figure(app: App) -> None:
    scene = _practice(app)
    rod = scene.table.spec.rods[ATTACK]
    scene.table.place_ball(rod.x + 0.025, 0.0)
    _point(app, scene, rod.x, 0.05)
    run_for(app, 0.5)
    assert scene.aim.line is not None
    colour = aim_line.ON_TARGET if scene.aim.line.on_target else aim_line.OFF_TARGET
    boxes = aim_line.your_figures(scene.view, scene.table)
    for box in boxes:
        shrunk = box.inflate(-8, -8)
        for px in range(shrunk.left, shrunk.right):
            for py in range(shrunk.top, shrunk.bottom):
                assert tuple(app.screen.get_at((px, py)))[:3] != colour


def test_in_a_game_the_line_is_true_too_and_gone_once_the_ball_is_dead(app: App) -> None:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    key(app, pygame.K_2)  # defence and midfield
    rod = scene.table.spec.rods[MIDFIELD]
    scene.table.place_ball(rod.x + 0.03, 0.0)
    _point(app, scene, rod.x, 0.05)
    run_for(app, 0.3)
    line = scene.aim.line
    assert line is not None and scene.ref.phase == Phase.PLAY
    assert abs(_shot_angle(app, scene, MIDFIELD) - _angle(line)) < 2.0
