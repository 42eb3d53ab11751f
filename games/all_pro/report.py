"""What ``tabletop simulate all-pro`` prints of its games (docs/cli.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from games.all_pro.match import COUNTS, AllProSummary
from games.all_pro.rules.actions import Event
from games.all_pro.rules.board import Team


class Report:
    def __init__(self, home: str, away: str) -> None:
        self.home, self.away = home, away

    def line(self, s: AllProSummary) -> str:
        counts = ", ".join(f"{k} {s.stats[k]}" for k in COUNTS if s.stats[k])
        result = "a tie" if s.winner is None else f"{s.winner.value} wins"
        return (
            f"seed {s.seed}: home ({s.home}) {s.score[Team.HOME]} - away ({s.away}) {s.score[Team.AWAY]}, "
            f"{result} ({counts})"
        )

    def log(self, s: AllProSummary) -> list[str]:
        return [_event_line(e) for e in s.log]

    def totals(self, summaries: Sequence[AllProSummary]) -> str:
        wins = Counter(s.winner for s in summaries)
        total = _counts(summaries)
        n = len(summaries)
        return "\n".join(
            [
                f"{n} games: home won {wins[Team.HOME]}, away won {wins[Team.AWAY]}, {wins[None]} tied",
                f"points per game: home {sum(s.score[Team.HOME] for s in summaries) / n:.1f}, "
                f"away {sum(s.score[Team.AWAY] for s in summaries) / n:.1f}",
                "  " + ", ".join(f"{k} {total[k]}" for k in COUNTS),
            ]
        )

    def to_json(self, summaries: Sequence[AllProSummary], with_log: bool) -> dict[str, Any]:
        total = _counts(summaries)
        return {
            "game": "all-pro",
            "home": self.home,
            "away": self.away,
            "games": [s.to_json(with_log=with_log) for s in summaries],
            "totals": {
                "games": len(summaries),
                "home_wins": sum(1 for s in summaries if s.winner == Team.HOME),
                "away_wins": sum(1 for s in summaries if s.winner == Team.AWAY),
                "ties": sum(1 for s in summaries if s.winner is None),
                **{k: total[k] for k in COUNTS},
            },
        }


def _event_line(e: Event) -> str:
    dice = f"  [dice {' '.join(map(str, e.dice))}]" if e.dice else ""
    return f"  {e.text}{dice}"


def _counts(summaries: Sequence[AllProSummary]) -> Counter[str]:
    total: Counter[str] = Counter()
    for s in summaries:
        total.update(s.stats)
    return total
