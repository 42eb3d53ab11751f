"""Whole Tortellini Football games between two players, headless."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from games.core.errors import require
from games.tortellini.players.bot import SKILLS, Cpu, Player, random_player
from games.tortellini.players.novice import Novice
from games.tortellini.players.strategist import Strategist
from games.tortellini.rules.actions import Action, Event, Joint, Options, Phase, Place, Plan, Team
from games.tortellini.rules.engine import Tortellini
from games.tortellini.rules.invariants import Invariants

MAX_TURNS = 5_000  # a safety net: random players need a few hundred turns at most


def _cpu(skill: str) -> Callable[[int], Player]:
    if skill == "novice":
        return Novice  # the CPU with a newcomer's mistakes (players/novice.py)
    return lambda seed: Cpu(seed, skill)


# Every player by name: the CPU at three skills, random orders, and the strategist.
PLAYERS: dict[str, Callable[[int], Player]] = {
    **{name: _cpu(name) for name in SKILLS},
    "random": random_player,
    "strategist": Strategist,
}


@dataclass(slots=True)
class TortelliniSummary:
    seed: int
    one: str
    two: str
    score: dict[Team, int]
    winner: Team | None
    turns: int
    stats: Counter[str] = field(default_factory=Counter)
    log: list[Event] = field(default_factory=list)

    def to_json(self, with_log: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seed": self.seed,
            "one": self.one,
            "two": self.two,
            "score": {t.value: s for t, s in self.score.items()},
            "winner": None if self.winner is None else self.winner.value,
            "turns": self.turns,
            "stats": dict(sorted(self.stats.items())),
        }
        if with_log:
            data["log"] = [e.text for e in self.log]
        return data


def make_player(kind: str, seed: int) -> Player:
    if kind not in PLAYERS:
        raise ValueError(f"unknown Tortellini player {kind!r}: one of {', '.join(PLAYERS)}")
    return PLAYERS[kind](seed)


def play_turn(
    game: Tortellini, players: dict[Team, Player], record: Callable[[Action], None] | None = None
) -> list[Event]:
    """One placement, or one turn of secret plans revealed together; ``record`` is told the
    action once applied."""
    placer = game.to_place()
    if placer is not None:
        action: Action = players[placer](game, placer)
        assert isinstance(action, Place)
    else:
        one, two = players[Team.ONE](game, Team.ONE), players[Team.TWO](game, Team.TWO)
        assert isinstance(one, Plan) and isinstance(two, Plan)
        action = Joint(one, two)
    events = game.apply(action)
    if record is not None:
        record(action)
    return events


def play_game(
    seed: int,
    one: str = "expert",
    two: str = "expert",
    options: Options | None = None,
    check: bool = False,
    watch: Callable[[Tortellini], Callable[[Action], None]] | None = None,
) -> TortelliniSummary:
    """A whole game between two kinds of player, from its seed; ``check`` checks the invariants
    after every turn (raises BrokenInvariant); ``watch`` is shown the game before it starts and
    returns what to tell each action (a recorder)."""
    seeds = np.random.SeedSequence(seed).generate_state(3)
    game = Tortellini(int(seeds[0]), options)
    players = {Team.ONE: make_player(one, int(seeds[1])), Team.TWO: make_player(two, int(seeds[2]))}
    invariants = Invariants(game) if check else None
    record = None if watch is None else watch(game)
    while not game.is_over():
        events = play_turn(game, players, record)
        if invariants is not None:
            require(seed, invariants.after(events))
        if game.turn > MAX_TURNS:
            raise RuntimeError(f"seed {seed}: the game does not end")
    stats = Counter(e.kind for e in game.log if e.kind in ("goal", "interception", "turnover", "pass"))
    return TortelliniSummary(seed, one, two, dict(game.score), game.winner, game.turn, stats, game.log)


__all__ = ["Phase", "play_game", "play_turn"]
