"""Whole All-Pro games between two players (the CPU, random, or a person in the window)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from games.all_pro.players.beginner import beginner_player
from games.all_pro.players.bot import Player, random_player
from games.all_pro.players.coach import Coach
from games.all_pro.rules.actions import Action, Event, Options
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.invariants import Invariants
from games.core.errors import require

PLAYERS: dict[str, Callable[[int], Player]] = {
    "cpu": beginner_player,
    "random": random_player,
    "coach": Coach,
}
MAX_ACTIONS = 200_000  # a safety net: no game of either player needs this many


@dataclass(slots=True)
class AllProSummary:
    seed: int
    home: str
    away: str
    score: dict[Team, int]
    winner: Team | None
    plays: int
    actions: int
    stats: Counter[str] = field(default_factory=Counter)
    log: list[Event] = field(default_factory=list)

    def to_json(self, with_log: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seed": self.seed,
            "home": self.home,
            "away": self.away,
            "score": {t.value: s for t, s in self.score.items()},
            "winner": None if self.winner is None else self.winner.value,
            "plays": self.plays,
            "actions": self.actions,
            "stats": dict(sorted(self.stats.items())),
        }
        if with_log:
            data["log"] = [e.text for e in self.log]
        return data


COUNTS = (
    "hand-offs",
    "passes called",
    "laterals called",
    "touchdowns",
    "points after",
    "field goals",
    "safeties",
    "first downs",
    "passes complete",
    "passes incomplete",
    "laterals complete",
    "laterals incomplete",
    "interceptions",
    "fumbles",
    "punts",
    "penalties",
    "turnovers on downs",
    "touchbacks",
)


def count(log: list[Event]) -> Counter[str]:
    """What happened in a game, by the play-by-play."""
    c: Counter[str] = Counter()
    for e in log:
        if e.kind == "score":
            c[{6: "touchdowns", 3: "field goals", 2: "safeties"}[e.points]] += 1
        elif e.kind == "point after" and e.points:
            c["points after"] += 1
        elif e.kind == "first down":
            c["first downs"] += 1
        elif e.kind == "pass":
            # A lateral is a pass of its own kind: counted apart, so completions never outnumber
            # the passes called.
            thrown = "laterals" if e.text.lower().startswith("lateral") else "passes"
            for word, key in (("INTERCEPTED", "interceptions"), ("INCOMPLETE", f"{thrown} incomplete")):
                if word in e.text:
                    c[key] += 1
                    break
            else:
                c[f"{thrown} complete"] += "COMPLETE" in e.text
        elif e.kind == "fumble":
            c["fumbles"] += 1
        elif e.kind == "call":
            for word, key in (("PUNT", "punts"), ("LATERAL", "laterals called"), ("PASS", "passes called")):
                if word in e.text:
                    c[key] += 1
                    break
        elif e.kind == "hand-off":
            c["hand-offs"] += 1
        elif e.kind == "penalty":
            c["penalties"] += 1
        elif e.kind == "downs":
            c["turnovers on downs"] += 1
        elif e.kind == "touchback":
            c["touchbacks"] += 1
    return c


def make_player(kind: str, seed: int) -> Player:
    if kind not in PLAYERS:
        raise ValueError(f"unknown All-Pro player {kind!r}: one of {', '.join(PLAYERS)}")
    return PLAYERS[kind](seed)


def play_game(
    seed: int,
    home: str = "cpu",
    away: str = "cpu",
    options: Options | None = None,
    check: bool = False,
    watch: Callable[[AllPro], Callable[[Action], None]] | None = None,
) -> AllProSummary:
    """A whole game between two kinds of player, from its seed; ``check`` checks the invariants
    after every action (raises BrokenInvariant); ``watch`` is shown the game before it starts and
    returns what to tell each action (a recorder)."""
    seeds = np.random.SeedSequence(seed).generate_state(3)
    game = AllPro(int(seeds[0]), options)
    players = {Team.HOME: make_player(home, int(seeds[1])), Team.AWAY: make_player(away, int(seeds[2]))}
    invariants = Invariants(game) if check else None
    record = None if watch is None else watch(game)
    actions = 0
    while not game.is_over():
        action = players[game.team_to_move()](game)
        events = game.apply(action)
        if record is not None:
            record(action)
        if invariants is not None:
            require(seed, invariants.after(events))
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"seed {seed}: the game does not end")
    stats = count(game.log)
    return AllProSummary(
        seed, home, away, dict(game.score), game.winner, game.plays, actions, stats, game.log
    )
