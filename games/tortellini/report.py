"""What ``tabletop simulate tortellini`` prints of its games (docs/cli.md): home is team one,
away team two."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from games.tortellini.match import TortelliniSummary
from games.tortellini.rules.actions import Team

COUNTS = {"goal": "goals", "pass": "passes", "interception": "interceptions", "turnover": "turnovers"}


class Report:
    def __init__(self, one: str, two: str) -> None:
        self.one, self.two = one, two

    def line(self, g: TortelliniSummary) -> str:
        counts = ", ".join(f"{name} {g.stats[k]}" for k, name in COUNTS.items() if g.stats[k])
        winner = "nobody" if g.winner is None else f"team {g.winner.value}"
        score = f"one ({g.one}) {g.score[Team.ONE]} - two ({g.two}) {g.score[Team.TWO]}"
        return f"seed {g.seed}: {score}, {winner} wins in {g.turns} turns ({counts})"

    def log(self, g: TortelliniSummary) -> list[str]:
        return [f"  {e.text}" for e in g.log]

    def totals(self, games: Sequence[TortelliniSummary]) -> str:
        wins = Counter(g.winner for g in games)
        total = _counts(games)
        return "\n".join(
            [
                f"{len(games)} games: team one ({self.one}) won {wins[Team.ONE]},"
                f" team two ({self.two}) won {wins[Team.TWO]}",
                "  "
                + ", ".join(f"{name} {total[k]}" for k, name in COUNTS.items())
                + f"; turns a game {sum(g.turns for g in games) / len(games):.1f}",
            ]
        )

    def to_json(self, games: Sequence[TortelliniSummary], with_log: bool) -> dict[str, Any]:
        total = _counts(games)
        return {
            "game": "tortellini",
            "one": self.one,
            "two": self.two,
            "games": [g.to_json(with_log=with_log) for g in games],
            "totals": {
                "games": len(games),
                "one_wins": sum(1 for g in games if g.winner == Team.ONE),
                "two_wins": sum(1 for g in games if g.winner == Team.TWO),
                **{name: total[k] for k, name in COUNTS.items()},
            },
        }


def _counts(games: Sequence[TortelliniSummary]) -> Counter[str]:
    total: Counter[str] = Counter()
    for g in games:
        total.update(g.stats)
    return total
