"""The CPU's turn in the game's window (game_scene.py holds the flow): after its pause the CPU
tosses, rolls or decides at once; a flick is first a wind-up (its aim said a while before, its
kickoff's and punt's too, then its pull drawn growing: a newcomer missed the CPU's kickoff, let go
0.6 s after it came up), then let go; a kick opens the kick window to watch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.finger_football.rules.actions import Phase, Roll, Team, Toss
from games.finger_football.rules.engine import FlickRequest, KickRequest
from games.finger_football.ui.game_drawing import WIND_UP
from sim.slider.table import Flick

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

AIM_SHOWN = 0.9  # s more, before the pull, that the CPU's aim is said: the defender reads it


@dataclass(slots=True)
class WindUp:
    """The CPU pulling back before its flick."""

    request: FlickRequest
    flick: Flick
    t: float = 0.0
    length: float = WIND_UP  # s until it lets go: its pull grows over the last WIND_UP of them


def wind(scene: GameScene, dt: float) -> None:
    assert scene.wind_up is not None
    scene.wind_up.t += dt
    if scene.wind_up.t >= scene.wind_up.length:
        request, flick = scene.wind_up.request, scene.wind_up.flick
        scene.wind_up = None
        scene._flick(scene.physics.flicked(request, flick), cpu=True)


def move(scene: GameScene, request: FlickRequest | KickRequest | None) -> None:
    g = scene.game
    if g.phase in (Phase.COIN_TOSS, Phase.ROLL):
        scene._act(Toss() if g.phase == Phase.COIN_TOSS else Roll())
        return
    team = g.to_move()
    assert isinstance(team, Team)
    bot = scene.cpu[team]
    if isinstance(request, FlickRequest):
        scene.wind_up = WindUp(request, bot.flick(g, request), length=WIND_UP + AIM_SHOWN)
    elif isinstance(request, KickRequest):
        kick, at = bot.kick(request)
        scene._open_kick(request, scene.physics.kicked(kick, at, trajectory=True))
    else:
        scene._act(bot.decide(g))
