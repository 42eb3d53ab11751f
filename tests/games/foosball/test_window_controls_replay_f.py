"""F around a goal means the whole point, never a broken rod (a newcomer's play-test vs the CPU:
F, pressed for "the whole point" as the replay ran out, landed on the score card and the window
spoke of a mechanical failure). In the replay and on the card after it, F (with Shift or not)
shows the whole point again; in play Shift+F still reports a broken rod."""

import pygame

from games.foosball.rules.actions import FoosOptions
from games.foosball.ui.between import CARDED, Pause
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.howto import rare_controls
from games.foosball.ui.whole_point import HINT
from games.window.app import App
from sim.foosball.spec import Side

from ..conftest import key, post, run_for


def _game(app: App) -> FoosballGameScene:
    options = FoosOptions(first_server="home", declare_failure="any")  # a failure may be declared
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, options))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    app.guides.clear()
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.5)
    return scene


def _goal_replayed_to_its_end(app: App, scene: FoosballGameScene, goal_x: float) -> None:
    """A goal into the end at ``goal_x`` (+1: the CPU's), its replay watched to its last frame."""
    scene.table.place_ball(goal_x * 0.57, 0.0, 2.0 * goal_x, 0.0)
    for _ in range(240):
        app.frame(1 / 60)
        if scene.between.pause == Pause.REPLAY:
            break
    assert scene.between.pause == Pause.REPLAY, "a goal, replayed"
    for _ in range(60 * 20):
        app.frame(1 / 60)
        if scene.between.pause != Pause.REPLAY:
            return
    raise AssertionError("the replay never ended")


def _f(app: App, shift: bool = False) -> None:
    mod = pygame.KMOD_LSHIFT if shift else 0
    post(pygame.KEYDOWN, key=pygame.K_f, mod=mod, unicode="F" if shift else "f", scancode=0)
    app.frame(1 / 60)


def _no_failure_talk(scene: FoosballGameScene) -> None:
    assert scene.confirming is None and not scene.ref.failure
    assert scene.error is None or "failure" not in scene.error, scene.error


def test_f_just_as_the_replay_ends_shows_the_whole_point(app: App) -> None:
    scene = _game(app)
    _goal_replayed_to_its_end(app, scene, -1.0)  # the CPU's goal: your serve, the Ready card
    assert scene.between.pause in CARDED
    _f(app)  # the F meant for the replay, a frame late
    _no_failure_talk(scene)
    replay = scene.between.replay
    assert scene.between.pause == Pause.REPLAY and replay is not None and replay.full
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=1)  # skipped: the card again
    app.frame(1 / 60)
    assert scene.between.pause == Pause.READY
    _f(app, shift=True)  # Shift+F too: around a goal F is the whole point
    _no_failure_talk(scene)
    assert scene.between.pause == Pause.REPLAY


def test_the_count_in_to_the_cpus_serve_comes_back_after_the_whole_point(app: App) -> None:
    scene = _game(app)
    _goal_replayed_to_its_end(app, scene, 1.0)  # yours: the CPU serves after a count-in
    assert scene.between.pause == Pause.COUNT
    assert HINT in scene.hint(), scene.hint()
    _f(app)
    _no_failure_talk(scene)
    assert scene.between.pause == Pause.REPLAY
    key(app, pygame.K_RETURN)  # any key skips it
    assert scene.between.pause == Pause.COUNT and "serves in" in scene.hint()


def test_the_hints_and_the_help_agree_and_shift_f_in_play_still_asks(app: App) -> None:
    scene = _game(app)
    _goal_replayed_to_its_end(app, scene, -1.0)
    assert HINT in scene.hint(), scene.hint()
    help_lines = " ".join(rare_controls().lines)
    assert "on the score card after it: the whole point again" in help_lines
    key(app, pygame.K_SPACE)  # ready: play
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.5)
    assert scene.between.pause == Pause.PLAY and HINT not in scene.hint()
    _f(app)  # a plain F in play: no replay, and no question
    assert scene.between.pause == Pause.PLAY and scene.confirming is None
    _f(app, shift=True)
    assert scene.confirming is not None, "Shift+F in play asks which rod is broken"
