"""What a scene records its game through, as the launcher hands it in.

A scene never builds a recorder itself: it asks the application's ``recordings`` to start one
for its game. The launcher sets that to the replays service; tests and other hosts leave the
default, which records nothing. So a game's folder depends on these two shapes only, never on
the service that writes replay files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


class Recording(Protocol):
    """One game being recorded: every action once the rules have applied it."""

    def record(self, action: Any, **extra: Any) -> None: ...

    def abandon(self) -> None:
        """Let go of the file, the game unfinished (it can be resumed later)."""


class Recordings(Protocol):
    """Starts a recording of ``game`` (a fresh model of the game named ``game_name``); None
    where it cannot be recorded (the scene plays on unrecorded)."""

    def __call__(self, game_name: str, game: Any, players: dict[str, str]) -> Recording | None: ...


def no_recordings(game_name: str, game: Any, players: dict[str, str]) -> Recording | None:
    """The default: nothing is recorded."""
    return None


@dataclass(frozen=True, slots=True)
class Resumed:
    """An interrupted game rebuilt from its recording, and that recording, which goes on."""

    game: Any
    recording: Recording
