"""Ctrl+Z takes back a misclicked decision that revealed nothing, in the window, by the keys a
person presses: the game and its recording as they stood (the file still verifies); after a
toss or a roll it does nothing and says why."""

import pygame

from games.finger_football.rules.actions import Phase, Team
from games.finger_football.ui.coin_toss import FLIGHT
from games.finger_football.ui.game_scene import KEY_GRACE, GameScene
from games.replays import verify
from games.window.app import App
from games.window.undo import THROWN

from ..conftest import post, run_for


def key(app: App, k: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    app.frame(1 / 60)


def answer(app: App, k: int) -> None:
    """Press a number once the question has been on show long enough to be read."""
    run_for(app, KEY_GRACE + 0.05)
    key(app, k)


def until_call(app: App, scene: GameScene) -> None:
    """Let the CPU make its choices until the person calls the play."""
    for _ in range(40):
        if scene.game.phase == Phase.CALL and scene.human_turn():
            return
        run_for(app, 0.25)
    raise AssertionError(f"no call to make: {scene.game.phase}")


def toss(app: App) -> None:
    """Toss the coin and watch it land: no choice is offered while it is in the air."""
    answer(app, pygame.K_1)
    run_for(app, FLIGHT)


def undo(app: App) -> None:
    key(app, pygame.K_z, pygame.KMOD_CTRL)


def test_ctrl_z_takes_back_a_misclicked_choice_and_the_recording_still_verifies(app: App) -> None:
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "novice", seed=2))
    assert isinstance(scene, GameScene) and scene.recorder is not None
    toss(app)  # Red wins it (seed 2)
    assert scene.game.phase == Phase.TOSS_CHOICE
    undo(app)
    assert scene.game.phase == Phase.TOSS_CHOICE, "a toss is never taken back"
    assert app.note == THROWN
    lines = len(scene.recorder.path.read_text().splitlines())
    answer(app, pygame.K_2)  # "Kick off": a slip, Receive was meant
    assert scene.game.phase != Phase.TOSS_CHOICE
    undo(app)
    assert scene.game.phase == Phase.TOSS_CHOICE, "the choice is open again"
    assert [c.label for c in scene.choices_shown][:2] == ["Receive", "Kick off"]
    assert len(scene.recorder.path.read_text().splitlines()) == lines, "its line left the recording"
    answer(app, pygame.K_1)  # Receive
    undo(app)
    answer(app, pygame.K_1)  # Receive again, after taking it back a second time
    until_call(app, scene)
    path, actions = scene.recorder.path, scene.recorder.file.count  # type: ignore[attr-defined]
    app.stack.clear()
    report = verify(path)
    assert report.mismatches == [] and report.actions == actions >= 3


def test_ctrl_z_after_a_roll_does_nothing_and_says_why(app: App) -> None:
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "novice", seed=2))
    assert isinstance(scene, GameScene)
    toss(app)
    answer(app, pygame.K_1)  # receive
    until_call(app, scene)
    answer(app, pygame.K_1)  # call: roll the dice for a target (a call reveals nothing yet)
    assert scene.game.phase == Phase.ROLL
    undo(app)
    assert scene.game.phase == Phase.CALL, "the call is taken back"
    answer(app, pygame.K_1)  # call it again; the defence (the CPU) rolls
    for _ in range(20):
        if scene.game.phase != Phase.ROLL:
            break
        run_for(app, 0.25)
    phase, thrown = scene.game.phase, len(scene.game.chance.thrown)
    assert phase not in (Phase.CALL, Phase.ROLL)
    undo(app)
    assert scene.game.phase == phase and len(scene.game.chance.thrown) == thrown
    assert "rolled" in app.note, app.note
