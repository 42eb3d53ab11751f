"""Every window of the game in each of the states a player meets, set up without a person: the
screenshots (``tabletop screenshots``), the layout tests (no text out of its box at the smallest
and a large window) and the frame-time benchmarks all draw from this one list.

A state is a scene pushed onto an application and driven, as a player would drive it or by setting
its game to a position (as a chess position is set up), until it shows what the state names.
Everything is seeded: the same state draws the same pixels.
"""

from __future__ import annotations

import math
import tempfile
from functools import cache
from pathlib import Path

from games.app.menu import MenuScene
from games.app.replay_scene import ReplayScene
from games.core import registry
from games.finger_football.ui.aim import Aim
from games.window.scene import Host, Scene
from games.window.state_kit import SceneState
from games.window.state_kit import frames as _frames


# ----------------------------------------------------------------- the replay viewer
@cache
def _recordings() -> dict[str, Path]:
    """A CPU game and a practice session of Finger Football, whose slides show what the viewer
    does, recorded once per process in a folder of its own."""
    from games.finger_football.codec import FingerFootballCodec
    from games.finger_football.practice_codecs import PracticeCodec
    from games.finger_football.sessions import PracticeSession
    from games.replays import GameRecorder, record_game
    from sim.geometry import Pose
    from sim.slider import mat as mats
    from sim.slider.table import SliderTable

    folder = Path(tempfile.mkdtemp(prefix="tabletop-states-"))
    game = record_game(FingerFootballCodec.name, 3, folder / "game.jsonl")
    session = PracticeSession(mats.default())
    practice = folder / "practice.jsonl"
    recorder = GameRecorder.start(PracticeCodec.name, session, {"player": "human"}, practice)
    table = SliderTable(session.mat)
    from games.finger_football.rules.actions import Flicked

    for k in range(4):
        aim = Aim(0.3 + 0.1 * k, 0.1 * k - 0.15, 3.0 * math.sqrt(0.3 + 0.1 * k), (0.0, 0.002 * k))
        outcome = table.flick(Pose(0.2, 0.0), aim.flick(session.mat.slider))
        session.flicked(outcome)
        recorder.record(Flicked(outcome))
    recorder.abandon()
    broken = folder / "broken.jsonl"
    broken.write_text(game.read_text().splitlines()[0] + "\n{not json\n")
    return {"game": game, "practice": practice, "broken": broken}


def _replay(app: Host, which: str, steps: int, seconds: float = 0.0) -> ReplayScene:
    path = _recordings()[which]
    scene = app.push(lambda a: ReplayScene(a, path))
    assert isinstance(scene, ReplayScene)
    scene.go(steps)
    if seconds:
        scene.playing = True
        _frames(app, seconds)
    return scene


REPLAY_STATES = [
    SceneState("replay", "start", lambda a: _replay(a, "game", 0)),
    SceneState("replay", "a flick", lambda a: _replay(a, "game", 7, 0.3)),
    SceneState("replay", "mid-game", lambda a: _replay(a, "game", 120)),
    SceneState("replay", "practice", lambda a: _replay(a, "practice", 3, 0.2)),
    SceneState("replay", "broken file", lambda a: _replay(a, "broken", 0)),
]


# ----------------------------------------------------------------- the menus
def _menu(app: Host) -> Scene:
    from games.app.launcher import menu_entries

    return app.push(lambda a: MenuScene(a, menu_entries()))


def _chooser(app: Host) -> Scene:
    first = registry.windows()[0]  # the menu's first game: who plays it
    return app.push(lambda a: first.open(a, None))


MENU_STATES = [
    SceneState("menu", "games", _menu),
    SceneState("menu", "opponent", _chooser),
]


def _all_states() -> list[SceneState]:
    """The menus, each game's windows in the menu's order, then the replay viewer, the replay
    browser and the mat editor (games/app/tool_states.py)."""
    from games.app.tool_states import TOOL_STATES

    games = sorted(registry.games(), key=lambda spec: (spec.menu_rank, spec.name))
    states = (state for spec in games for state in spec.scene_states())
    return [*MENU_STATES, *states, *REPLAY_STATES, *TOOL_STATES]


STATES: list[SceneState] = _all_states()
SCENES = tuple(dict.fromkeys(s.scene for s in STATES))
