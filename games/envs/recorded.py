"""Episodes recorded as replays (docs/formats/replay.md): ``record_to=FOLDER`` on a two-player
environment writes each episode there, and ``tabletop replay --headless --verify`` re-runs it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from games.replays.cpu_games import recording_path
from games.replays.recording import GameRecorder


def start(
    folder: str | Path | None, game_name: str, game: Any, players: dict[str, str]
) -> GameRecorder | None:
    """Start recording ``game`` into ``folder`` (named by game and seed; a recording already
    there is never overwritten: FileExistsError), or nothing without a folder."""
    if folder is None:
        return None
    where = Path(folder)
    where.mkdir(parents=True, exist_ok=True)
    return GameRecorder.start(game_name, game, players, recording_path(where, game_name, int(game.seed)))
