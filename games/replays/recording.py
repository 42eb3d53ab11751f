"""Recording games as they are played, into the user's replays folder."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from games.core import registry
from games.core.data_dir import data_dir
from games.core.replay_format import Recorder, bound, header

from .codecs import CODECS, Codec


def replays_dir() -> Path:
    """Where games are recorded: the user's data folder (or $TABLETOP_DATA_DIR)."""
    return data_dir() / "replays"


def new_names(game: str, folder: Path | None = None) -> Iterator[Path]:
    """Names for a new recording, the time first: the recorder creates the first one free (a
    name taken in between by another process is passed over, never overwritten)."""
    import time

    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    folder = folder or replays_dir()
    for k in range(1000):
        yield folder / f"{stamp}-{game}{'' if k == 0 else f'-{k}'}.jsonl"
    raise OSError(f"no free replay name in {folder}")


def new_path(game: str) -> Path:
    """A free name for a new recording now (the recorder still creates it exclusively)."""
    return next(p for p in new_names(game) if not p.exists())


class GameRecorder:
    """Records one game as it is played: ``record(action)`` after the rules applied it."""

    def __init__(
        self, codec: Codec, path: Path, head: dict[str, Any], resume: bool = False, sync: bool = True
    ) -> None:
        self.codec = codec
        self.path = path
        self.header = head
        self.file = Recorder(path, head, resume=resume, sync=sync)
        self.failed = False
        self.note = ""  # a word for the player on resuming (games/replays/replaying.py)
        codec.attach(self)

    @classmethod
    def start(
        cls, game_name: str, game: Any, players: dict[str, str], path: Path | None = None, sync: bool = True
    ) -> GameRecorder:
        """Begin recording ``game`` (a fresh rules engine of ``game_name``); ``sync``: every line
        to disk at once (a game played), else at the end (an import)."""
        codec = CODECS[game_name](game)
        head = header(
            game_name,
            int(game.seed),
            codec.geometry(),
            1 / 240,
            players=players,
            rules_version=registry.recording_game(game_name).rules_version,
            options=codec.options(),
        )
        if path is not None:
            return cls(codec, path, head, sync=sync)
        for name in new_names(game_name):
            try:
                return cls(codec, name, head, sync=sync)
            except FileExistsError:
                continue
        raise AssertionError("unreachable")

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
            self.file.action(data, bound(self.header, self.codec.state_hash()), **more)
            if self.codec.over():
                self.file.close(bound(self.header, self.codec.state_hash()), self.codec.result())
        except OSError as exc:
            self.failed = True
            print(f"tabletop: recording stopped ({self.path}): {exc}", file=sys.stderr)

    def mark(self) -> tuple[int, int]:
        """Where the recording stands, for a decision that may be taken back."""
        return self.file.mark()

    def take_back(self, game: Any, mark: tuple[int, int]) -> None:
        """A decision is taken back: the recording is cut back to ``mark`` and goes on from
        ``game``, the engine as it stood then (games/window/undo.py)."""
        if self.failed:
            return
        try:
            self.file.take_back(mark)
        except OSError as exc:
            self.failed = True
            print(f"tabletop: recording stopped ({self.path}): {exc}", file=sys.stderr)
        self.codec.game = game

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
