"""A strike is one rod's, and lifting never strikes: a person shooting from the defence rod holds the
goalie down with the other hand, so a shot the CPU blocks does not come back through a goal left
open by a spinning goalie (a newcomer's play-test: eight own goals in two minutes)."""

import pygame

from games.foosball.ui.practice import FoosballPracticeScene
from games.window.app import App

from .conftest import post, run_for

GOALIE, DEFENCE = 0, 1  # your rods from your own goal


def _scene(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=1))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    scene.server = None
    return scene


def _ball_in_front_of(app: App, scene: FoosballPracticeScene, rod: int, gap: float) -> None:
    """The goalie and the defence rod in hand, the pointer a little off the middle, and the ball at
    rest just in front of the figure of ``rod`` that follows it."""
    table = scene.table
    spec = table.spec.rods[rod]
    table.set_rods({i: (0.0, 0.0) for i in range(len(table.spec.rods))})
    post(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0)
    aim = 0.04
    pos = scene.view.to_screen(spec.x, aim)
    post(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 0.3)
    figure = min((table.rods[rod].y + o for o in spec.offsets()), key=lambda f: abs(f - aim))
    table.place_ball(spec.x + gap, figure)


def test_a_wheel_shot_from_the_2bar_turns_the_2bar_alone(app: App) -> None:
    scene = _scene(app)
    table = scene.table
    _ball_in_front_of(app, scene, DEFENCE, 0.025)
    assert scene.hands.active == (GOALIE, DEFENCE)
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    goalie_turn = 0.0
    for _ in range(30):  # the strike and its turn on over the top
        app.frame(1 / 60)
        goalie_turn = max(goalie_turn, abs(table.rods[GOALIE].angle))
    assert table.ball_velocity[0] > 2.0 or table.ball_position[0] > table.spec.rods[DEFENCE].x + 0.1
    assert goalie_turn < 0.05, f"the goalie's feet stayed down (turned {goalie_turn:.2f} rad)"


def test_a_shot_from_the_goalie_lifts_the_2bar_out_of_its_way(app: App) -> None:
    """The defence rod follows the same pointer, so its figure stood right in the goalie's shot: the
    ball hit it and flew off the table (a play-test). Now it lifts while the goalie strikes."""
    scene = _scene(app)
    table = scene.table
    _ball_in_front_of(app, scene, GOALIE, 0.025)
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    defence_lift = 0.0
    for _ in range(8):
        app.frame(1 / 60)
        defence_lift = max(defence_lift, abs(table.rods[DEFENCE].angle))
    assert table.ball_position[0] > table.spec.rods[DEFENCE].x, "the shot passed the defence rod"
    assert defence_lift > 1.3, "under its lifted feet"


def test_lifting_the_feet_does_not_strike_a_ball_in_front_of_them(app: App) -> None:
    scene = _scene(app)
    table = scene.table
    _ball_in_front_of(app, scene, DEFENCE, 0.019)
    post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=3)
    run_for(app, 0.3)
    assert abs(table.ball_velocity[0]) < 0.3, "the feet rose away from the ball"
    assert abs(table.rods[DEFENCE].angle) > 1.3, "and they are up"


def test_a_wheel_strike_at_a_ball_touching_the_foot_winds_back_and_shoots_low(app: App) -> None:
    """A ball resting against the front of your figure: feet swinging from hanging down met it
    slowly and past vertical, and their tilted face chipped it 5 cm up at 5 m/s (a play-test:
    "the ball jumped off the table"). The strike swings the feet back first, as a hand does."""
    scene = _scene(app)
    table = scene.table
    _ball_in_front_of(app, scene, DEFENCE, 0.022)
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    back, highest, fastest = 0.0, 0.0, 0.0
    for _ in range(30):
        app.frame(1 / 60)
        back = min(back, table.rods[DEFENCE].angle)
        highest = max(highest, table.ball_position[2] - table.spec.ball_radius)
        fastest = max(fastest, table.ball_velocity[0])
    assert back < -0.3, "the feet swung back from the ball first"
    assert highest < 0.01, f"the shot stayed low ({highest * 100:.1f} cm up)"
    assert fastest > 7.0, f"and fast ({fastest:.1f} m/s)"
