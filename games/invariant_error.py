"""The error a game's invariant checker raises (``tabletop simulate GAME --check``)."""

from __future__ import annotations


class BrokenInvariant(RuntimeError):
    """Something that must hold after every action of a game did not."""

    def __init__(self, seed: int, broken: list[str]) -> None:
        self.seed = seed
        self.broken = broken
        super().__init__(f"game {seed}: {'; '.join(broken)}")


def require(seed: int, broken: list[str]) -> None:
    if broken:
        raise BrokenInvariant(seed, broken)
