"""What ``tabletop simulate foosball`` prints of its games (docs/cli.md): scores, shames, kitty
payouts, suicides and free-for-alls, the glossary's calls per side (Article XII, the table's
commentary: games/foosball/rules/commentary.py), and the rating changes (Article X) the games
would make, every player starting at 100."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from games.foosball.match import FoosSummary
from games.foosball.rules.commentary import counted, tally, tally_json
from games.foosball.rules.ratings import RatingChange, RatingsBook
from sim.foosball.spec import Side

# The counts reported per game and summed over games, in this order.
COLUMNS = (
    "goals",
    "shames",
    "goalie shames",
    "exchanges",
    "kitty payouts",
    "kitty points",
    "suicides",
    "free-for-alls",
    "dead balls",
    "steals",
)


class Report:
    """Rates the games as it reports them, in order: a game's line says its rating change."""

    def __init__(self, home: str, away: str) -> None:
        self.home, self.away = home, away
        self.book = RatingsBook()
        self._names = {Side.HOME: f"home ({home})", Side.AWAY: f"away ({away})"}
        self._changes: dict[int, RatingChange | None] = {}

    def _change(self, s: FoosSummary) -> RatingChange | None:
        """Article X for a finished game; a void or unfinished game changes no rating."""
        if id(s) not in self._changes:
            change = None
            if s.winner is not None:
                change = self.book.record(
                    self._names[Side.HOME], self._names[Side.AWAY], s.score[Side.HOME], s.score[Side.AWAY]
                )
            self._changes[id(s)] = change
        return self._changes[id(s)]

    def line(self, s: FoosSummary) -> str:
        change = self._change(s)
        home, away = s.score[Side.HOME], s.score[Side.AWAY]
        counts = ", ".join(f"{k} {s.stats[k]}" for k in COLUMNS if s.stats[k])
        line = f"seed {s.seed}: home {home} - away {away}, {_ending(s)} in {s.seconds:.1f} s ({counts})"
        if change is not None and change.beat_the_spread is not None:
            line += f"; {change.beat_the_spread} beats the spread {change.spread:.2f} by {change.points:.2f}"
        called = counted(tally(s.commentary))
        return f"{line}; called: {called}" if called else line

    def log(self, s: FoosSummary) -> list[str]:
        """The referee's calls, and the glossary's each after the call it followed (marked "*")."""
        lines, calls = [], iter(s.commentary)
        call = next(calls, None)
        for i, line in enumerate([*s.log, None]):
            while call is not None and call.after <= i:
                lines.append(f"* {call.text}")
                call = next(calls, None)
            if line is not None:
                lines.append(line.text)
        return lines

    def totals(self, summaries: Sequence[FoosSummary]) -> str:
        for s in summaries:
            self._change(s)
        n = len(summaries)
        wins = Counter(s.winner for s in summaries if s.winner is not None)
        total = _counts(summaries)
        lines = [
            f"{n} games: home won {wins[Side.HOME]}, away won {wins[Side.AWAY]}, "
            f"{sum(s.voided for s in summaries)} void, {sum(not s.finished for s in summaries)} unfinished",
            "  " + ", ".join(f"{k} {total[k]}" for k in COLUMNS),
            "  called: " + (counted(_calls(summaries)) or "nothing"),
        ]
        if self.book.players:
            lines.append("ratings: " + ", ".join(f"{name} {p.rating:.1f}" for name, p in self.book.ranked()))
        return "\n".join(lines)

    def to_json(self, summaries: Sequence[FoosSummary], with_log: bool) -> dict[str, Any]:
        games = []
        for s in summaries:
            change = self._change(s)
            game = s.to_json(with_log=with_log)
            game["rating_change"] = None if change is None else change.to_json()
            games.append(game)
        total = _counts(summaries)
        totals = {
            "games": len(summaries),
            "home_wins": sum(1 for s in summaries if s.winner == Side.HOME),
            "away_wins": sum(1 for s in summaries if s.winner == Side.AWAY),
            "void": sum(1 for s in summaries if s.voided),
            "unfinished": sum(1 for s in summaries if not s.finished),
            **{k: total[k] for k in COLUMNS},
            "commentary": tally_json(_calls(summaries)),
        }
        return {
            "game": "foosball",
            "home": self.home,
            "away": self.away,
            "games": games,
            "totals": totals,
            "ratings": {name: round(p.rating, 3) for name, p in self.book.ranked()},
        }


def _ending(s: FoosSummary) -> str:
    if s.voided:
        return "void (suicide)"
    if s.winner is None:
        return f"unfinished after {s.seconds:.0f} s"
    return f"{s.winner.value} wins"


def _calls(summaries: Sequence[FoosSummary]) -> dict[Side, Counter[str]]:
    """The glossary's calls per side, summed over the games."""
    total: dict[Side, Counter[str]] = {side: Counter() for side in Side}
    for s in summaries:
        for side, counts in tally(s.commentary).items():
            total[side].update(counts)
    return total


def _counts(summaries: Sequence[FoosSummary]) -> Counter[str]:
    total: Counter[str] = Counter()
    for s in summaries:
        total.update(s.stats)
    return total
