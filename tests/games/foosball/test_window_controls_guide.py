"""The first-game guide follows the play (a newcomer's play-test vs the CPU: the guide's "the table
waits" stopped live rallies, and its serve step still said to serve after the serve). A step never
holds a ball in play; only at a dead moment (the CPU to serve) does the table wait for a step to be
read; Ready and the serve pass as soon as they are done."""

from collections.abc import Callable

import pygame

from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.ui.between import Pause
from games.foosball.ui.first_game import READ_TIME
from games.foosball.ui.game_scene import FoosballGameScene
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side

from ..conftest import key, post, run_for

SLIDE = 2  # the guide's "Slide your rods" step


def _game(app: App, first: str = "home") -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server=first)))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    app.show_guide(scene)
    return scene


def _strip_words(app: App) -> str:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT and b.rect.top < 44)


def _serve(app: App, scene: FoosballGameScene) -> None:
    """Your serve as a hand makes it: press on the ball, pull down and sideways, let go."""
    bx, by = scene.view.to_screen(*scene.table.ball_position[:2])
    x, y = round(bx), round(by)
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    app.frame(1 / 60)
    for k in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(x + 6 * k, y + 20 * k), rel=(6, 20), buttons=(1, 0, 0))
        app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=(x + 30, y + 100), button=1)
    app.frame(1 / 60)


def test_ready_and_the_serve_steps_pass_as_soon_as_they_are_done(app: App) -> None:
    scene = _game(app)
    guide = scene._guide
    assert guide.index == 0 and "press Space" in _strip_words(app)
    key(app, pygame.K_SPACE)
    app.frame(1 / 60)
    assert guide.index == 1, "ready: the serve step at once"
    assert "Your first serve" in _strip_words(app)
    _serve(app, scene)
    assert scene.serves == 1 and scene.ref.phase != Phase.SERVE
    app.frame(1 / 60)
    assert guide.index == SLIDE, "served: the guide has moved on"
    words = _strip_words(app)
    assert "Your first serve" not in words and "Slide your rods" in words, words


def test_a_step_shown_mid_rally_never_stops_the_table(app: App) -> None:
    scene = _game(app)
    key(app, pygame.K_SPACE)
    _serve(app, scene)
    guide = scene._guide
    assert guide.index == SLIDE and scene.ref.phase in (Phase.SERVING, Phase.PLAY)
    start = scene.table.t
    for _ in range(30):  # the step's first half second on show, unread
        app.frame(1 / 60)
        assert "read the guide" not in scene.hint()
    assert scene.table.t - start > 0.4, "the rally goes on under the step"
    guide.index = 3  # the next step comes up mid-rally: still no wait
    start = scene.table.t
    run_for(app, 0.5)
    assert scene.table.t - start > 0.4 and scene.ref.phase in (Phase.SERVING, Phase.PLAY)


def _until(app: App, done: Callable[[], bool], seconds: float = 6.0) -> None:
    for _ in range(round(seconds * 60)):
        app.frame(1 / 60)
        if done():
            return
    raise AssertionError("it never came")


def test_at_a_dead_moment_the_cpus_restart_waits_for_a_step_to_be_read(app: App) -> None:
    scene = _game(app)
    guide = scene._guide
    key(app, pygame.K_SPACE)
    _serve(app, scene)
    run_for(app, 0.3)
    # Out through the CPU's service hole: a free-for-all on its side, the CPU takes the ball.
    scene.table.place_ball(0.0, scene.table.spec.half_width - 0.05, 0.0, 1.0)
    _until(app, lambda: scene.ref.phase == Phase.RESTART and scene.between.pause == Pause.NEWS, 10.0)
    assert scene.ref.server == Side.AWAY, "the CPU took it"
    guide.index = 4  # a step about the rods comes up under the card, the ball in the CPU's hand
    guide.shown.pop(4, None)
    guide.marks.pop(4, None)
    _until(app, lambda: scene.between.pause == Pause.PLAY)  # the card goes by itself
    t = scene.table.t
    run_for(app, READ_TIME - 0.4)
    assert scene.ref.phase == Phase.RESTART and scene.table.t == t, "the restart waits"
    assert "read the guide" in scene.hint(), scene.hint()
    run_for(app, 2.0)
    assert scene.ref.phase != Phase.RESTART, "read: the CPU restarts"
    assert "read the guide" not in scene.hint()


def test_after_a_go_the_cpus_serve_is_never_held(app: App) -> None:
    """A step on show on the Ready card was read there: Space serves at once."""
    scene = _game(app, "away")  # the CPU serves first
    guide = scene._guide
    guide.index = SLIDE
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    run_for(app, 0.5)
    assert scene.ref.phase != Phase.SERVE, "the CPU served at once"
