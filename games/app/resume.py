"""``tabletop play --resume``: an interrupted game, rebuilt from its recording, back in its scene
with the same players, recording on into the same file.

Without a file it offers the newest game it can resume: a recording another open window is still
writing (the recorder holds a lock on it while it writes, games/core/replay_format.py) is passed
over, and so is one that no longer replays here; each one passed over is said, with why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import portalocker

from games.core import registry
from games.core.recording import Resumed
from games.core.replay_format import ReplayError
from games.replays import resume, unfinished
from games.window.scene import Host, Scene

IN_USE = "another open window is still playing it"


def being_written(path: Path) -> bool:
    """Is the recording open in another window (its recorder's lock held)?"""
    try:
        with path.open("rb") as f:
            portalocker.lock(f, portalocker.LockFlags.SHARED | portalocker.LockFlags.NON_BLOCKING)
            portalocker.unlock(f)
    except portalocker.LockException:
        return True
    except OSError:
        return False  # gone or unreadable: resuming it will say so
    return False


def newest_unfinished(folder: Path | None = None) -> Path:
    """The newest unfinished recording no other window is writing."""
    found = [path for path in unfinished(folder) if not being_written(path)]
    if not found:
        raise ReplayError("no unfinished game to resume (tabletop replays lists the recordings)")
    return found[0]


@dataclass(slots=True)
class Offer:
    """The game ``--resume`` goes on with, and the newer ones it passed over (with why)."""

    path: Path
    scene: Callable[[Host], Scene]
    passed_over: list[tuple[Path, str]] = field(default_factory=list)


def newest_resumable(folder: Path | None = None) -> Offer:
    """The newest unfinished game that can be resumed now: not being written by another window,
    and replaying as recorded here. Raises ReplayError naming each one passed over when none can."""
    passed: list[tuple[Path, str]] = []
    for path in unfinished(folder):
        if being_written(path):
            passed.append((path, IN_USE))
            continue
        try:
            return Offer(path, resumed_scene(path), passed)
        except ReplayError as exc:
            passed.append((path, exc.message))
    why = "".join(f"; {p.name}: {reason}" for p, reason in passed)
    raise ReplayError(f"no unfinished game to resume (tabletop replays lists the recordings){why}")


def resumed_scene(path: Path) -> Callable[[Host], Scene]:
    """The scene that goes on with the game recorded in ``path`` (checked before any window)."""
    if being_written(path):
        raise ReplayError(f"{IN_USE}: finish or leave it there first", source=str(path))
    codec, recorder = resume(path)
    players = {str(k): str(v) for k, v in dict(recorder.header.get("players", {})).items()}
    humans = {side for side, who in players.items() if who == "human"}
    cpu = next((who for who in players.values() if who != "human"), "club")
    spec = registry.game(codec.name)
    if spec.resume_window is None:
        recorder.abandon()
        raise ReplayError(f"{spec.title} cannot be resumed in a window")
    return spec.resume_window(Resumed(codec.game, recorder), frozenset(humans), cpu)
