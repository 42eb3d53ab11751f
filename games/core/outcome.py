"""How a finished game ended, in the same shape for every game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the winning side (its name as recordings and the command line say it:
    "red", "home", "one"), None for a draw or a voided game, and the final score by side."""

    winner: str | None
    score: Mapping[str, int]
    void: bool = False  # abandoned under the rules (foosball's Article VIII): nobody won

    def __post_init__(self) -> None:
        if self.winner is not None and self.winner not in self.score:
            raise ValueError(f"the winner {self.winner!r} is not one of the sides {', '.join(self.score)}")
        if self.void and self.winner is not None:
            raise ValueError("a voided game has no winner")

    def points_for(self, side: str) -> float:
        """1 for a win, 0.5 for a draw, 0 for a loss (a voided game is not scored: ValueError)."""
        if self.void:
            raise ValueError("a voided game is not scored")
        if self.winner is None:
            return 0.5
        return 1.0 if self.winner == side else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "score": dict(self.score), "void": self.void}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcome:
        return cls(data["winner"], {str(k): int(v) for k, v in data["score"].items()}, bool(data["void"]))
