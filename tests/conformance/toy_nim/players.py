"""Nim's players: one who takes at random, and one who leaves a multiple of (most + 1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .rules import Event, Nim, Options, Side, Take

PLAYERS = ("random", "perfect")


def choose(kind: str, game: Nim, rng: np.random.Generator) -> Take:
    actions = game.legal_actions()
    if kind == "perfect":
        best = game.stones % (game.options.most + 1)
        if best:
            return Take(game.mover, best)
    return actions[int(rng.integers(len(actions)))]


@dataclass(slots=True)
class Summary:
    seed: int
    winner: Side | None
    score: dict[Side, int]
    stats: Counter[str] = field(default_factory=Counter)
    log: list[Event] = field(default_factory=list)

    def to_json(self, with_log: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seed": self.seed,
            "winner": None if self.winner is None else self.winner.value,
            "takes": self.stats["takes"],
        }
        if with_log:
            data["log"] = [e.text for e in self.log]
        return data


def play_on(game: Nim, kinds: tuple[str, str], record: Callable[..., None]) -> Iterator[None]:
    rngs = {side: np.random.default_rng([game.seed, i]) for i, side in enumerate(Side)}
    chosen = dict(zip(Side, kinds, strict=True))
    while not game.is_over():
        action = choose(chosen[game.mover], game, rngs[game.mover])
        game.apply(action)
        record(action)
        yield


def play_game(
    seed: int, first: str, second: str, options: Options | None, watch: Callable[[Nim], Any] | None = None
) -> Summary:
    game = Nim(seed, options)
    record = watch(game) if watch is not None else (lambda action: None)
    takes = sum(1 for _ in play_on(game, (first, second), record))
    outcome = game.outcome()
    assert outcome is not None and outcome.winner is not None
    return Summary(seed, Side(outcome.winner), dict(game.score), Counter(takes=takes), game.log)
