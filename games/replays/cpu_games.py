"""Whole CPU games played and recorded headless, and recorded games played on to their end."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core import registry

from .codecs import CODECS
from .recording import GameRecorder


def record_game(
    game_name: str,
    seed: int,
    path: Path,
    players: tuple[str, str] | None = None,
    progress: Callable[[int], None] | None = None,
) -> Path:
    """Play a whole CPU game of ``game_name`` from ``seed``, recording it to ``path``.
    ``progress`` is called with the number of actions recorded after each one."""
    spec = registry.game(game_name)
    engine = CODECS[game_name].new_game(seed)
    kinds = players or (spec.default_player,) * 2
    recorder = GameRecorder.start(game_name, engine, dict(zip(spec.sides, kinds, strict=True)), path)
    play_out(recorder, progress)
    return path


def play_out(recorder: GameRecorder, progress: Callable[[int], None] | None = None) -> None:
    """Play a recorded game on to its end with the CPU players its header names (a person's side
    is played by the CPU at its default level), recording every action."""
    codec = recorder.codec
    spec = registry.game(codec.name)
    named = dict(recorder.header.get("players") or {})
    first, second = (str(named.get(side, "human")) for side in spec.sides)
    kinds = tuple(spec.default_player if k == "human" else k for k in (first, second))
    for _ in spec.play_on(codec.game, (kinds[0], kinds[1]), recorder.record):
        if progress is not None:
            progress(recorder.file.count)


@dataclass(frozen=True, slots=True)
class RecordTo:
    """A game's ``watch``: shown the game before it starts, it starts recording it to ``path``
    and returns what to tell each action. It can be sent to a worker process."""

    game_name: str
    players: dict[str, str]  # side -> kind, as the header names them
    path: Path

    def __call__(self, game: Any) -> Callable[..., None]:
        return GameRecorder.start(self.game_name, game, self.players, self.path).record


def recording_path(folder: Path, game_name: str, seed: int) -> Path:
    """Where ``simulate --record`` writes the game of ``seed``."""
    return folder / f"{game_name}-seed{seed}.jsonl"
