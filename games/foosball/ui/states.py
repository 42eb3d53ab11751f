"""The foosball windows in each state a player meets (see games/app/scene_states.py): practice, and a
game against the CPU or a second player, from the serve to the final whistle."""

from __future__ import annotations

import math

import pygame

from games.foosball.rules.actions import DeclareFailure, DemandCanonical, FoosOptions, Phase
from games.foosball.ui.game_scene import FoosballGameScene, foosball_setup
from games.foosball.ui.practice import FoosballPracticeScene
from games.window.scene import Host
from games.window.state_kit import SceneState, frames, post, with_help
from sim.foosball.spec import Side

HOME_SERVES = FoosOptions(first_server="home")
AWAY_SERVES = FoosOptions(first_server="away")


def _game(app: Host, away: str | None = "club", options: FoosOptions = HOME_SERVES) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, away, 0, options))
    assert isinstance(scene, FoosballGameScene)
    return scene


def _in_play(app: Host, away: str | None = "club") -> FoosballGameScene:
    scene = _game(app, away)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    frames(app, 0.6)
    return scene


def _ball_at(scene: FoosballGameScene) -> tuple[int, int]:
    x, y = scene.view.to_screen(*scene.table.ball_position[:2])
    return round(x), round(y)


def serve_pulled(app: Host) -> FoosballGameScene:
    """Your serve, the ball pulled back from your service hole, not yet let go."""
    scene = _game(app)
    x, y = _ball_at(scene)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    pygame.mouse.set_pos((x - 12, y + 90))
    post(app, pygame.MOUSEMOTION, pos=(x - 12, y + 90), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _refused(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    post(app, pygame.MOUSEBUTTONDOWN, pos=_ball_at(scene), button=1)
    return scene


def _dead_ball(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    scene.table.place_ball(-0.45, 0.3)  # at rest behind your defence, out of every figure's reach
    frames(app, 1.0)
    return scene


def _free_for_all(app: Host, away: str | None = "club") -> FoosballGameScene:
    scene = _in_play(app, away)
    scene.table.place_ball(0.0, 0.1, 0.0, 0.0, vz=2.0)  # popped up above the rods
    frames(app, 0.05)
    return scene


def _goal(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    scene.table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})
    scene.table.place_ball(0.45, 0.0, 3.0, 0.0)  # into the CPU's goal, past its raised goalie
    frames(app, 0.5)
    return scene


def _shame(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    scene.ref.kitty, scene.ref.shamer = 3, Side.AWAY
    return scene


def _canonical(app: Host) -> FoosballGameScene:
    scene = _game(app, "club", AWAY_SERVES)
    scene.match.act(DemandCanonical(Side.HOME))
    frames(app, 0.05)
    return scene


def _failure(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    scene.match.act(DeclareFailure(Side.AWAY, 6))
    frames(app, 0.05)
    return scene


def _won(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    scene.ref.score[Side.HOME] = 9
    scene.table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})
    scene.table.place_ball(0.45, 0.0, 3.0, 0.0)
    scene.ref.last = None
    frames(app, 1.0)
    assert scene.ref.phase == Phase.OVER
    return scene


def _practice(app: Host) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, "club", 0))
    assert isinstance(scene, FoosballPracticeScene)
    return scene


def _practice_playing(app: Host) -> FoosballPracticeScene:
    scene = _practice(app)
    scene.model.serve(Side.HOME, 0.1, 1.5)
    frames(app, 0.7)
    return scene


FOOSBALL_STATES = [
    SceneState("foosball", "opponent", lambda a: a.push(foosball_setup)),
    SceneState("foosball-practice", "serve", _practice),
    SceneState("foosball-practice", "playing", _practice_playing),
    SceneState("foosball-practice", "help", with_help(_practice)),
    SceneState("foosball", "your serve", _game),
    SceneState("foosball", "serve pulled", serve_pulled),
    SceneState("foosball", "cpu serves", lambda a: _game(a, "club", AWAY_SERVES)),
    SceneState("foosball", "normal play", _in_play),
    SceneState("foosball", "ball touched", _refused),
    SceneState("foosball", "dead ball", _dead_ball),
    SceneState("foosball", "free-for-all", _free_for_all),
    SceneState("foosball", "goal", _goal),
    SceneState("foosball", "shame condition", _shame),
    SceneState("foosball", "canonical demanded", _canonical),
    SceneState("foosball", "mechanical failure", _failure),
    SceneState("foosball", "won", _won),
    SceneState("foosball", "hot-seat serve", lambda a: _game(a, None, AWAY_SERVES)),
    SceneState("foosball", "hot-seat free-for-all", lambda a: _free_for_all(a, None)),
    SceneState("foosball", "help", with_help(_in_play)),
]
