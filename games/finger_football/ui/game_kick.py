"""The kick window opened from a game (game_scene.py holds the flow): the person's own field goal
or extra point, or the CPU's watched, the person defending (kick_scene.py is the window). Its
result comes back to the game when the window closes. Functions of the scene: they read it and
open the window."""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.actions import Kicked
from games.finger_football.rules.engine import KickRequest
from games.finger_football.ui import game_words
from games.finger_football.ui.kick_scene import FieldGoalScene
from sim.kick import KickOutcome

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any


def open_kick(scene: GameScene, request: KickRequest, cpu_kick: Kicked | None) -> None:
    """The kick window for ``request``: the person kicks, or watches ``cpu_kick``. Both at the
    same distance, so the window is laid out alike for either side's kick."""
    distance = scene.physics.kick_distance if cpu_kick is not None else request.distance

    def done(outcome: KickOutcome) -> None:
        scene._act(cpu_kick if cpu_kick is not None else Kicked(outcome), distance)
        scene.choices_age = 0.0  # a key pressed for the kick window must not answer here

    kicker = f"{scene.names.possessive(request.team)} {request.purpose}"
    stakes, saved = scene.stakes(), scene.game_saved()
    miss = game_words.miss_costs(scene.game, scene.names) if cpu_kick is None else ""
    watch = cpu_kick.outcome if cpu_kick is not None else None
    first_kick = watch is None and not scene.kicks_opened
    scene.kicks_opened += watch is None
    scene.app.push(
        lambda a: FieldGoalScene(
            a,
            distance=request.distance,
            on_result=done,
            kicker=kicker,
            stakes=stakes,
            watch=watch,
            first_kick=first_kick,
            game_saved=saved,
            miss=miss,
        )
    )
