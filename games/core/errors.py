"""The errors every game shares: the one a rules engine raises for an action its rules refuse, and
the one a game's invariant checker raises (``tabletop simulate GAME --check``)."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says which rule and why. Each game
    raises its own subclass, so a caller may catch one game's refusals or any game's."""


class BrokenInvariant(RuntimeError):
    """Something that must hold after every action of a game did not."""

    def __init__(self, seed: int, broken: list[str]) -> None:
        self.seed = seed
        self.broken = broken
        super().__init__(f"game {seed}: {'; '.join(broken)}")


def require(seed: int, broken: list[str]) -> None:
    if broken:
        raise BrokenInvariant(seed, broken)
