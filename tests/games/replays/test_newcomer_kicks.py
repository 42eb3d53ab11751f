"""The replay viewer after a newcomer's play-test (7/10), driven by the keys a person presses:
a Finger Football field goal or extra point is shown as the kick window shows it (the hands, the
ball flying when stepped onto with Right, the call once it lands), the side panel says where the
game is as the game's panel does (quarter, play, the ball and down, the dice), and a score is
held with its banner (TOUCHDOWN, FIELD GOAL) as foosball's GOAL is."""

from __future__ import annotations

import numpy as np
import pygame

from games.app.replay_scene import ReplayScene
from games.finger_football.rules.actions import Accept, Kicked
from games.finger_football.ui.kick_views import BALL
from games.window.app import App

from ..conftest import key, run_for
from .test_browser import FIXTURES, frame, words
from .test_newcomer65 import go_to, open_replay

FF = FIXTURES / "finger-football.jsonl"


def _first(scene: ReplayScene, kind: type, points: bool = False) -> int:
    return next(
        k
        for k, f in enumerate(scene.frames)
        if isinstance(f.action, kind) and (not points or any(getattr(e, "points", 0) for e in f.events))
    )


def _ball_pixels(app: App, scene: ReplayScene) -> int:
    pixels = pygame.surfarray.array3d(app.screen)[
        scene.area.left : scene.area.right, scene.area.top : scene.area.bottom
    ]
    return int((np.abs(pixels.astype(int) - np.array(BALL)).sum(axis=2) < 10).sum())


def _ball_at(app: App, scene: ReplayScene) -> tuple[float, float]:
    pixels = pygame.surfarray.array3d(app.screen)[
        scene.area.left : scene.area.right, scene.area.top : scene.area.bottom
    ]
    xs, ys = np.nonzero(np.abs(pixels.astype(int) - np.array(BALL)).sum(axis=2) < 10)
    return float(xs.mean()), float(ys.mean())


def test_right_onto_a_field_goal_shows_the_kick_flying_then_its_call(app: App) -> None:
    scene = open_replay(app, FF)
    kick = _first(scene, Kicked)
    go_to(app, scene, kick - 1)
    assert any("calls a field goal" in w for w in words(app))
    key(app, pygame.K_RIGHT)
    assert scene.index == kick and scene.sliding  # stepped onto: the flight is shown once
    run_for(app, 0.1)
    early = _ball_at(app, scene)
    shown = words(app)
    assert not any(w == "GOOD" for w in shown)  # in flight: no call yet
    assert any("field goal" in w for w in shown)  # the picture says what kick it is
    run_for(app, 1.0)
    assert not scene.sliding
    late = _ball_at(app, scene)
    assert late[0] > early[0] + 100  # the ball flew toward the hands
    shown = words(app)
    assert "GOOD" in shown  # the referee's call, as the kick window says it
    assert "FIELD GOAL" in shown  # and the score's banner


def test_the_panel_says_quarter_play_ball_and_the_dice(app: App) -> None:
    scene = open_replay(app, FF)
    rolled = next(k for k, f in enumerate(scene.frames) if type(f.action).__name__ == "Roll")
    go_to(app, scene, rolled)
    shown = words(app)
    assert any(w.startswith("Q1 · play ") and " of " in w for w in shown), shown
    assert any(w.startswith("Dice: Zone ") for w in shown), shown
    assert any("down" in w for w in shown), shown


def test_a_touchdown_is_held_with_its_banner(app: App) -> None:
    scene = open_replay(app, FF)
    touchdown = _first(scene, Accept, points=True)
    key(app, pygame.K_n)  # the next score
    frame(app)
    while scene.index < touchdown:
        key(app, pygame.K_n)
    assert scene.index == touchdown
    shown = words(app)
    assert "TOUCHDOWN" in shown
    key(app, pygame.K_LEFT)
    assert "TOUCHDOWN" not in words(app)  # only on the score itself
