"""The foosball windows in each state a player meets (see games/app/scene_states.py): practice, and a
game against the CPU or a second player, from the serve to the final whistle."""

from __future__ import annotations

import math

import pygame

from games.foosball.rules.actions import DemandCanonical, FoosOptions, Phase
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


def _ready(app: Host, away: str | None = "club", options: FoosOptions = HOME_SERVES) -> FoosballGameScene:
    """A game the player has said ready for (Space)."""
    scene = _game(app, away, options)
    post(app, pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    return scene


def _in_play(app: Host, away: str | None = "club") -> FoosballGameScene:
    scene = _ready(app, away)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    frames(app, 0.6)
    return scene


def _ball_at(scene: FoosballGameScene) -> tuple[int, int]:
    x, y = scene.view.to_screen(*scene.table.ball_position[:2])
    return round(x), round(y)


def serve_pulled(app: Host) -> FoosballGameScene:
    """Your serve, the ball pulled back from your service hole down and to the right (it will
    roll up and to the left, to your midfield rod), not yet let go."""
    scene = _ready(app)
    x, y = _ball_at(scene)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    pygame.mouse.set_pos((x + 40, y + 80))
    post(app, pygame.MOUSEMOTION, pos=(x + 40, y + 80), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _refused(app: Host) -> FoosballGameScene:
    """A serve's pull too short: refused, and the line under the table says why."""
    scene = _ready(app)
    x, y = _ball_at(scene)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=(x, y + 2), button=1)
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


def _goal_replayed(app: Host) -> FoosballGameScene:
    """A goal, being replayed slowly."""
    scene = _in_play(app)
    scene.table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})
    scene.table.place_ball(0.3, 0.05, 3.0, -0.1)  # into the CPU's goal, past its raised goalie
    frames(app, 0.5)
    assert scene.between.replay is not None
    frames(app, 0.4)  # a little way into the replay
    return scene


def _goal(app: Host) -> FoosballGameScene:
    """After the goal's replay: the score, and the Ready button for the CPU's serve."""
    scene = _goal_replayed(app)
    post(app, pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)  # skips the replay
    return scene


def _confirm_failure(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    post(app, pygame.KEYDOWN, key=pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F", scancode=0)
    return scene


def _shame(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    scene.ref.kitty, scene.ref.shamer = 3, Side.AWAY
    return scene


def _canonical(app: Host) -> FoosballGameScene:
    scene = _ready(app, "club", AWAY_SERVES)
    scene.match.act(DemandCanonical(Side.HOME))
    frames(app, 0.05)
    return scene


def _failure(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    scene.match.ref.on_table(scene.match.table.fail(6))  # the table's: only a real failure is called
    frames(app, 0.05)
    return scene


def _won(app: Host) -> FoosballGameScene:
    scene = _in_play(app)
    scene.ref.score[Side.HOME] = 9
    scene.table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})
    goalie = max(r.x for r in scene.table.spec.rods)  # the CPU's: past it, nothing turns the ball
    scene.table.place_ball(goalie + 0.03, 0.0, 3.0, 0.0)
    scene.ref.last = None
    frames(app, 1.0)
    assert scene.ref.phase == Phase.OVER
    post(app, pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)  # skips the replay
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


def _practice_pulled(app: Host) -> FoosballPracticeScene:
    """Your first serve, pulled back from the ringed ball, not yet let go."""
    scene = _practice(app)
    x, y = scene.view.to_screen(*scene.table.ball_position[:2])
    post(app, pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    pygame.mouse.set_pos((round(x) - 20, round(y) + 100))
    post(app, pygame.MOUSEMOTION, pos=(round(x) - 20, round(y) + 100), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _practice_stuck(app: Host) -> FoosballPracticeScene:
    """The ball standing behind your goalie, where your feet cannot shoot it."""
    scene = _practice_playing(app)
    scene.table.place_ball(-0.56, 0.06)
    frames(app, 2.0)
    assert scene.model.stuck
    return scene


FOOSBALL_STATES = [
    SceneState("foosball", "opponent", lambda a: a.push(foosball_setup)),
    SceneState("foosball-practice", "serve", _practice),
    SceneState("foosball-practice", "playing", _practice_playing),
    SceneState("foosball-practice", "serve pulled", _practice_pulled),
    SceneState("foosball-practice", "ball stuck", _practice_stuck),
    SceneState("foosball-practice", "help", with_help(_practice)),
    SceneState("foosball", "ready", _game),
    SceneState("foosball", "your serve", _ready),
    SceneState("foosball", "serve pulled", serve_pulled),
    SceneState("foosball", "cpu serves", lambda a: _ready(a, "club", AWAY_SERVES)),
    SceneState("foosball", "normal play", _in_play),
    SceneState("foosball", "pull too short", _refused),
    SceneState("foosball", "dead ball", _dead_ball),
    SceneState("foosball", "free-for-all", _free_for_all),
    SceneState("foosball", "goal replay", _goal_replayed),
    SceneState("foosball", "goal", _goal),
    SceneState("foosball", "declare a failure?", _confirm_failure),
    SceneState("foosball", "shame condition", _shame),
    SceneState("foosball", "canonical demanded", _canonical),
    SceneState("foosball", "mechanical failure", _failure),
    SceneState("foosball", "won", _won),
    SceneState("foosball", "hot-seat serve", lambda a: _ready(a, None, AWAY_SERVES)),
    SceneState("foosball", "hot-seat free-for-all", lambda a: _free_for_all(a, None)),
    SceneState("foosball", "help", with_help(_in_play)),
]
