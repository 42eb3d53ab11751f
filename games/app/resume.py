"""``tabletop play --resume``: an interrupted game, rebuilt from its recording, back in its scene
with the same players, recording on into the same file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from games.core import registry
from games.core.recording import Resumed
from games.core.replay_format import ReplayError
from games.replays import resume, unfinished
from games.window.scene import Host, Scene


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
    spec = registry.game(codec.name)
    if spec.resume_window is None:
        raise ReplayError(f"{spec.title} cannot be resumed in a window")
    return spec.resume_window(Resumed(codec.game, recorder), frozenset(humans), cpu)
