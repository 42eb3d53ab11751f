"""Foosball practice after an eleventh newcomer's play-test (7/10), driven headless by the mouse and
keys a person uses, checked in the model and in the pixels drawn:

7. the serve's arrow, its dotted line and the ball agree (a pull to the right drew an arrow up-left
   while the line and the ball went up-right: the side of the hole had turned it);
8. goals scored while the CPU is off are not counted against the CPU V brings in;
9. the novice CPU plays a ball lying in front of its figure;
10. after a goal the table waits under the goal's card before the CPU serves; a guide step is
    passed only once the drag that did it is let go.
"""

import math

import pygame

from games.foosball.match import DT
from games.foosball.practice_model import FoosPractice
from games.foosball.ui.first_game import READ_TIME
from games.foosball.ui.practice import MAX_LEAN, SHOUT_TIME, FoosballPracticeScene, practice_serve
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind

from .conftest import key, post, run_for


def _practice(app: App, cpu: str = "off") -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, cpu, seed=2))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    return scene


def _ball(scene: FoosballPracticeScene) -> tuple[int, int]:
    x, y = scene.view.to_screen(*scene.table.serve_position(Side.HOME))
    return round(x), round(y)


def _texts(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT]


def _goal_for_you(app: App, scene: FoosballPracticeScene) -> None:
    scene.model.serve(Side.HOME, -0.05, 1.2)
    run_for(app, 0.3)
    scene.table.place_ball(scene.table.spec.half_length - 0.03, 0.0, 3.0, 0.0)  # into the CPU's goal
    for _ in range(120):
        app.frame(1 / 60)
        if scene.shout is not None:
            return
    raise AssertionError("no goal")


# ----------------------------------------------------------------- 7. the arrow, the line, the ball
def test_a_pull_to_the_right_sends_arrow_line_and_ball_the_same_way(app: App) -> None:
    scene = _practice(app)
    ball = _ball(scene)
    end = (ball[0] + 60, ball[1] + 60)  # pulled well to the right, as the newcomer did
    post(pygame.MOUSEBUTTONDOWN, pos=ball, button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    velocity = practice_serve(ball, end, app.size)
    assert velocity is not None and velocity[0] < 0.0 and abs(velocity[0]) <= MAX_LEAN * velocity[1] * 1.001
    preview = scene.preview[1] if scene.preview else None
    assert preview is not None and preview.heading is not None
    hx, hy = preview.heading
    assert hx < 0.0, "the dotted line goes up-left, away from the pull"
    tip = (round(ball[0] + hx * 50), round(ball[1] - hy * 50))
    assert app.screen.get_at(tip)[:3] == ui.HIGHLIGHT, "the arrow points up-left too"
    far = scene.view.to_screen(*preview.points[min(8, len(preview.points) - 1)])
    assert far[0] < ball[0], "the dotted line bends left"
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame(1 / 60)
    for _ in range(60):
        app.frame(1 / 60)
        if scene.table.ball_position[1] > -scene.table.spec.half_width + 0.1:
            break
    assert scene.table.ball_velocity[0] < 0.0 and scene.table.ball_position[0] < 0.0, "the ball went up-left"


def test_no_practice_pull_meets_the_side_of_the_hole() -> None:
    """Every pull's serve comes out of the hole's tunnel the way it went in (the arrow's way)."""
    for dx in range(-120, 121, 20):
        for dy in (30, 80, 160):
            velocity = practice_serve((0, 0), (dx, dy), (1280, 720))
            assert velocity is not None
            model = FoosPractice(1, "off")
            model.serve(Side.HOME, *velocity)
            for _ in range(round(1.0 / DT)):
                model.step({})
                if abs(model.table.ball_position[1]) < model.table.spec.half_width - 0.06:
                    break
            vx = model.table.ball_velocity[0]
            assert vx * velocity[0] >= 0.0, (dx, dy, velocity, vx)


# ----------------------------------------------------------------- 8. the score against the CPU
def test_goals_with_the_cpu_off_are_not_counted_against_the_cpu_v_brings_in(app: App) -> None:
    scene = _practice(app)
    _goal_for_you(app, scene)
    key(app, pygame.K_SPACE)  # past the replay
    key(app, pygame.K_SPACE)  # past the goal's card
    assert "your goals 1" in scene._score()
    key(app, pygame.K_v)  # the novice CPU comes in
    assert scene._score() == "you 0 - 0 the CPU"
    words = " ".join(_texts(app))
    assert "Foosball practice: you 0 - 0 the CPU" in words
    assert "the score starts again at 0 - 0" in words


# ----------------------------------------------------------------- 9. the novice CPU plays a still ball
def test_the_gentle_cpu_plays_a_ball_lying_in_front_of_its_attack_figure(app: App) -> None:
    scene = _practice(app)
    key(app, pygame.K_v)
    assert scene.model.cpu_level == "novice"
    scene.model.serve(Side.HOME, -0.05, 1.2)
    run_for(app, 0.3)
    spec = scene.table.spec
    attack = min((r for r in spec.rods if r.team == Side.AWAY), key=lambda r: r.x)
    figure = scene.table.rods[attack.index].y + attack.offsets()[0]
    gap = 10 / scene.view.scale  # 10 px in front of the figure, towards your goal
    at = (attack.x - spec.figure_thickness / 2 - spec.ball_radius - gap, figure)
    scene.table.place_ball(*at)
    touched: list[float] = []
    step = scene.model.step

    def listening(commands: dict) -> None:  # type: ignore[type-arg]
        step(commands)
        cpu = [e for e in scene.model.events if e.kind == EventKind.CONTACT and e.team == Side.AWAY]
        touched.extend(scene.table.t for _ in cpu)

    scene.model.step = listening  # type: ignore[method-assign]
    run_for(app, 3.0)
    assert touched, "the novice CPU plays the ball in front of its figure"
    assert scene.table.ball_position[0] < at[0] - 0.05, "towards your goal"


# ----------------------------------------------------------------- 10. a goal's moment, the guide
def test_after_your_goal_the_cpu_serves_only_after_the_goals_card(app: App) -> None:
    scene = _practice(app, "novice")
    _goal_for_you(app, scene)
    key(app, pygame.K_a)  # skips the replay: the goal's card is up, over midfield
    assert scene.replay is None and scene.shout is not None
    assert any(w.startswith("You score") for w in _texts(app))
    run_for(app, SHOUT_TIME * 0.7)
    assert scene.model.server == Side.AWAY and scene.table.place.name == "HAND", "no serve under the card"
    run_for(app, SHOUT_TIME * 0.3 + 0.1)
    assert scene.shout is None
    assert not any(w.startswith("You score") for w in _texts(app)), "the card is gone before the serve"
    run_for(app, 1.5)
    assert scene.model.server is None, "then the CPU serves"


def test_a_guide_step_waits_for_the_drag_that_did_it_to_end(window: App) -> None:
    scene = _practice(window)
    guide = window.guide_of(scene)
    assert guide is not None
    scene.model.serve(Side.HOME, -0.05, 1.2)
    scene.serves += 1
    guide.index = 2  # "Turn your rods"
    x, y = scene.view.to_screen(-0.2, -0.2)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    window.frame(1 / 60)
    for k in range(1, 8):  # a drag sideways, held
        post(pygame.MOUSEMOTION, pos=(round(x) + 15 * k, round(y)), rel=(15, 0), buttons=(1, 0, 0))
        window.frame(1 / 60)
    run_for(window, READ_TIME + 0.5)
    assert scene.hands.turned >= 0.6 and guide.index == 2, "not passed while the button is held"
    post(pygame.MOUSEBUTTONUP, pos=(round(x) + 105, round(y)), button=1)
    window.frame(1 / 60)
    window.frame(1 / 60)
    assert guide.index == 3, "passed once the drag is let go"
    assert math.isfinite(scene.table.t)
