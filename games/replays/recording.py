"""Recording games as they are played, into the user's replays folder."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from games.data_dir import data_dir
from sim.replay import Recorder, header

from .codecs import CODECS, Codec


def replays_dir() -> Path:
    """Where games are recorded: the user's data folder (or $TABLETOP_DATA_DIR)."""
    return data_dir() / "replays"


def new_path(game: str) -> Path:
    import time

    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    folder = replays_dir()
    for k in range(1000):
        path = folder / f"{stamp}-{game}{'' if k == 0 else f'-{k}'}.jsonl"
        if not path.exists():
            return path
    raise OSError(f"no free replay name in {folder}")


class GameRecorder:
    """Records one game as it is played: ``record(action)`` after the rules applied it."""

    def __init__(self, codec: Codec, path: Path, head: dict[str, Any], resume: bool = False) -> None:
        self.codec = codec
        self.path = path
        self.header = head
        self.file = Recorder(path, head, resume=resume)
        self.failed = False
        codec.attach(self)

    @classmethod
    def start(
        cls, game_name: str, game: Any, players: dict[str, str], path: Path | None = None
    ) -> GameRecorder:
        """Begin recording ``game`` (a fresh rules engine of ``game_name``)."""
        codec = CODECS[game_name](game)
        head = header(
            game_name, int(game.seed), codec.geometry(), 1 / 240, players=players, options=codec.options()
        )
        return cls(codec, path or new_path(game_name), head)

    def record(self, action: Any, **extra: Any) -> None:
        """Append ``action`` (already applied). A disk that fails costs the recording, not the
        game: one warning, and the game goes on unrecorded."""
        if self.failed:
            return
        data = self.codec.encode(action, **extra)
        more = {}
        outcome = self.codec.outcome_hash(action)
        if outcome is not None:
            more["outcome"] = outcome
        try:
            self.file.action(data, self.codec.state_hash(), **more)
            if self.codec.over():
                self.file.close(self.codec.state_hash(), self.codec.result())
        except OSError as exc:
            self.failed = True
            print(f"tabletop: recording stopped ({self.path}): {exc}", file=sys.stderr)

    def abandon(self) -> None:
        self.file.abandon()


def start_recording(game_name: str, game: Any, players: dict[str, str]) -> GameRecorder | None:
    """Record a game being played in the window into the replays folder; a folder that cannot be
    written costs the recording, not the game (one warning on stderr)."""
    try:
        return GameRecorder.start(game_name, game, players)
    except OSError as exc:
        print(f"tabletop: this game is not recorded: {exc}", file=sys.stderr)
        return None
