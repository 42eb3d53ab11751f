"""``tabletop play --resume``: an interrupted game, rebuilt from its recording, back in its scene
with the same players, recording on into the same file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from games.app.scene import Host, Scene
from games.recording import Resumed
from games.replays import resume, unfinished
from sim.replay import ReplayError


def newest_unfinished(folder: Path | None = None) -> Path:
    found = unfinished(folder)
    if not found:
        raise ReplayError("no unfinished game to resume (tabletop replays lists the recordings)")
    return found[0]


def resumed_scene(path: Path) -> Callable[[Host], Scene]:
    """The scene that goes on with the game recorded in ``path`` (checked before any window)."""
    codec, recorder = resume(path)
    players = {str(k): str(v) for k, v in dict(recorder.header.get("players", {})).items()}
    humans = {side for side, who in players.items() if who == "human"}
    cpu = next((who for who in players.values() if who != "human"), "club")
    return _FACTORIES[codec.name](Resumed(codec.game, recorder), humans, cpu)


def _finger_football(resumed: Resumed, humans: set[str], cpu: str) -> Callable[[Host], Scene]:
    from games.finger_football.actions import Team
    from games.finger_football.game_scene import GameScene

    people = frozenset(Team(h) for h in humans)
    return lambda app: GameScene(app, people, cpu, resumed=resumed)


def _all_pro(resumed: Resumed, humans: set[str], cpu: str) -> Callable[[Host], Scene]:
    from games.all_pro.board import Team
    from games.all_pro.game_scene import AllProScene

    people = frozenset(Team(h) for h in humans)
    return lambda app: AllProScene(app, people, resumed=resumed)


def _tortellini(resumed: Resumed, humans: set[str], cpu: str) -> Callable[[Host], Scene]:
    from games.tortellini.actions import Team
    from games.tortellini.game_scene import TortelliniScene

    people = frozenset(Team(h) for h in humans)
    return lambda app: TortelliniScene(app, people, skill=cpu, resumed=resumed)


def _foosball(resumed: Resumed, humans: set[str], cpu: str) -> Callable[[Host], Scene]:
    from games.foosball.game_scene import FoosballGameScene

    away = None if "away" in humans else cpu  # the person at the mouse plays home
    return lambda app: FoosballGameScene(app, away, resumed=resumed)


_FACTORIES = {
    "finger-football": _finger_football,
    "foosball": _foosball,
    "all-pro": _all_pro,
    "tortellini": _tortellini,
}
