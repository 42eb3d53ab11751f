"""What ``tabletop simulate finger-football`` prints of its games (docs/cli.md): home is Red,
away is Blue."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from games.finger_football.match import GameSummary
from games.finger_football.rules.actions import Team

# The counts printed per game and summed over games, in this order.
COLUMNS = (
    "plays",
    "touchdowns",
    "field goals",
    "field goals tried",
    "extra points",
    "extra points tried",
    "two-point conversions",
    "two-point tries",
    "punts",
    "fumbles",
    "penalties",
    "touchbacks",
    "turnovers on downs",
    "onside kicks tried",
    "onside kicks recovered",
)


class Report:
    def __init__(self, home: str, away: str) -> None:
        self.home, self.away = home, away

    def line(self, s: GameSummary) -> str:
        red, blue = s.score[Team.RED], s.score[Team.BLUE]
        ot = f", {s.overtime} overtime" if s.overtime else ""
        counts = "; ".join(
            f"{k} {s.stats[Team.RED][k]}-{s.stats[Team.BLUE][k]}"
            for k in COLUMNS
            if s.stats[Team.RED][k] or s.stats[Team.BLUE][k]
        )
        return f"seed {s.seed}: home {red} - away {blue}{ot} ({counts})"

    def log(self, s: GameSummary) -> list[str]:
        return [e.text for e in s.log]

    def totals(self, summaries: Sequence[GameSummary]) -> str:
        wins = Counter(s.winner for s in summaries)
        total = _totals(summaries)
        n = len(summaries)
        lines = [
            f"{n} games: home won {wins[Team.RED]}, away won {wins[Team.BLUE]}; "
            f"{sum(1 for s in summaries if s.overtime)} went to overtime",
            f"points per game: home {sum(s.score[Team.RED] for s in summaries) / n:.1f}, "
            f"away {sum(s.score[Team.BLUE] for s in summaries) / n:.1f}",
        ]
        lines += [f"  {k}: home {total[Team.RED][k]}, away {total[Team.BLUE][k]}" for k in COLUMNS]
        return "\n".join(lines)

    def to_json(self, summaries: Sequence[GameSummary], with_log: bool) -> dict[str, Any]:
        games = [s.to_json(with_log=with_log) for s in summaries]
        for g in games:
            g["home"], g["away"] = g["score"]["red"], g["score"]["blue"]
        total = _totals(summaries)
        totals: dict[str, Any] = {
            "games": len(summaries),
            "home_wins": sum(1 for s in summaries if s.winner == Team.RED),
            "away_wins": sum(1 for s in summaries if s.winner == Team.BLUE),
            "overtime_games": sum(1 for s in summaries if s.overtime),
        }
        for side, team in (("home", Team.RED), ("away", Team.BLUE)):
            points = sum(s.score[team] for s in summaries)
            totals[side] = {"points": points, **{k: total[team][k] for k in COLUMNS}}
        return {
            "game": "finger-football",
            "home": self.home,
            "away": self.away,
            "games": games,
            "totals": totals,
        }


def _totals(summaries: Sequence[GameSummary]) -> dict[Team, Counter[str]]:
    total: dict[Team, Counter[str]] = {t: Counter() for t in Team}
    for s in summaries:
        for t in Team:
            total[t].update(s.stats[t])
    return total
