"""Foosball after the fourth newcomer play-test of issue 32 (FOOS, display :71): a practice serve
pulled straight down rolls in front of your midfield rod, not up the centre line; the goal-replay tag
takes the header's place in practice instead of covering it; Esc during the last goal's replay
asks before leaving; the help dims the whole window so nothing is left half covered."""

import pygame

from games.foosball.rules.actions import FoosOptions
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import LEAN, FoosballPracticeScene
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side

from .conftest import drag, key, run_for


def _practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=2))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    return scene


def _ball(scene: FoosballPracticeScene | FoosballGameScene) -> tuple[int, int]:
    x, y = scene.view.to_screen(*scene.table.ball_position[:2])
    return round(x), round(y)


def _goal_in_practice(app: App, scene: FoosballPracticeScene) -> None:
    # the CPU is off when practice opens
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(scene.table.spec.half_length - 0.03, 0.0, 3.0, 0.0)  # into the CPU's goal
    for _ in range(120):
        app.frame(1 / 60)
        if scene.replay is not None:
            return
    raise AssertionError("no goal replayed")


def test_a_straight_practice_serve_rolls_in_front_of_your_5bar(app: App) -> None:
    scene = _practice(app)
    x, y = _ball(scene)
    drag(app, (x, y), (x, y + 80))  # straight down, as a newcomer pulls
    vx, vy, _ = scene.table.ball_velocity
    assert scene.serves == 1 and vy > 0.5
    assert abs(vx / vy + LEAN) < 0.02, "leaned left, towards your midfield rod"
    run_for(app, 0.25)
    assert scene.table.ball_position[0] < 0.0, "on your midfield rod's side of the centre line"


def test_practice_replay_tag_takes_the_headers_place(app: App) -> None:
    scene = _practice(app)
    _goal_in_practice(app, scene)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    words = [b for b in boxes if b.kind == ui.Kind.TEXT]
    tag = [b for b in words if b.words.startswith("Replay")]
    title = [b for b in words if b.words.startswith("Foosball practice")]
    assert tag and title and not tag[0].rect.colliderect(title[0].rect)
    assert not any("Rods you move" in b.words or "Rods in hand" in b.words for b in words)
    key(app, pygame.K_a)  # skipped: the header is back
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert any("V: CPU" in b.words for b in boxes if b.kind == ui.Kind.TEXT)


def test_esc_after_your_practice_serve_asks_before_leaving(app: App) -> None:
    scene = _practice(app)
    x, y = _ball(scene)
    drag(app, (x, y), (x, y + 80))
    key(app, pygame.K_ESCAPE)
    assert app.leaving is not None and app.stack.top is scene


def test_esc_during_the_winning_goals_replay_asks_before_leaving(app: App) -> None:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    scene.ref.score[Side.HOME] = 9  # one goal from the win
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(scene.table.spec.half_length - 0.03, 0.0, 3.0, 0.0)
    for _ in range(240):
        app.frame(1 / 60)
        if scene.between.replay is not None:
            break
    assert scene.ref.is_over() and scene.between.replay is not None
    key(app, pygame.K_ESCAPE)
    assert app.leaving is not None and app.stack.top is scene, "asked, not gone"
    run_for(app, 0.5)
    key(app, pygame.K_ESCAPE)  # "Play on"
    assert app.leaving is None and app.stack.top is scene


def test_the_help_dims_everything_its_box_does_not_cover(app: App) -> None:
    app.push(lambda a: FoosballGameScene(a, "club", 0, FoosOptions(first_server="home")))
    app.frame(1 / 60)
    h = app.size[1]
    outside = [(x, y) for x in range(0, 180, 7) for y in range(0, h, 7)]  # left of the box
    assert max(max(app.screen.get_at(p)[:3]) for p in outside) > 150  # the score, the figures, lit
    key(app, pygame.K_F1)
    assert app.help_open
    assert max(max(app.screen.get_at(p)[:3]) for p in outside) < 70, "nothing half covered stands out"
