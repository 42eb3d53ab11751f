"""The codec of each recorded game and practice, as the registry of games lists them: how its
actions become JSON and back, how a game is rebuilt from a header, and what is hashed after each
action (the rules engine's state, and for the physics games each shot's outcome too)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from games.core import registry
from games.core.codec import Codec


class _Codecs(Mapping[str, type[Codec]]):
    """Recording name -> codec class, read from the registry when first asked."""

    def __getitem__(self, name: str) -> type[Codec]:
        return registry.codecs()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(registry.codecs())

    def __len__(self) -> int:
        return len(registry.codecs())


CODECS: Mapping[str, type[Codec]] = _Codecs()


def recorded_games() -> tuple[str, ...]:
    """Every game a recording may name."""
    return tuple(CODECS)


__all__ = ["CODECS", "Codec", "recorded_games"]
