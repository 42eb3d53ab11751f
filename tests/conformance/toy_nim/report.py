"""What ``tabletop simulate toy-nim`` prints."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .players import Summary


class Report:
    def __init__(self, first: str, second: str) -> None:
        self.first, self.second = first, second

    def line(self, s: Summary) -> str:
        return f"seed {s.seed}: {s.winner} wins after {s.stats['takes']} takes"

    def log(self, s: Summary) -> list[str]:
        return [e.text for e in s.log]

    def totals(self, summaries: Sequence[Summary]) -> str:
        return f"{len(summaries)} games"

    def to_json(self, summaries: Sequence[Summary], with_log: bool) -> dict[str, Any]:
        return {"game": "toy-nim", "games": [s.to_json(with_log) for s in summaries]}
