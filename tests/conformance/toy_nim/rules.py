"""Nim: a heap of stones; in turn each player takes one to three; whoever takes the last wins.
The first player is tossed for, so chance goes through the game's ``Chance`` like any other."""

from __future__ import annotations

import copy
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

import numpy as np

from games.core import Chance, IllegalAction, Outcome


class Side(StrEnum):
    FIRST = "first"
    SECOND = "second"

    @property
    def other(self) -> Side:
        return Side.SECOND if self == Side.FIRST else Side.FIRST


class NimIllegal(IllegalAction):
    """A take the rules do not allow."""


@dataclass(frozen=True, slots=True)
class Options:
    stones: int = 9
    most: int = 3  # the most stones one take may remove

    def __post_init__(self) -> None:
        if not 1 <= self.stones <= 100 or not 1 <= self.most <= self.stones:
            raise ValueError("stones must be from 1 to 100 and most from 1 to stones")

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Options:
        return cls(**data)


@dataclass(frozen=True, slots=True)
class Take:
    side: Side
    stones: int


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    text: str


class Nim:
    def __init__(self, seed: int = 0, options: Options | None = None) -> None:
        self.seed = seed
        self.options = options or Options()
        self.rng = np.random.default_rng(seed)
        self.chance = Chance(self.rng)
        self.stones = self.options.stones
        self.score = dict.fromkeys(Side, 0)
        self.log: list[Event] = []
        self.mover = Side.FIRST if self.chance.coin("toss") else Side.SECOND
        self.log.append(Event("toss", f"{self.mover} takes first"))

    def to_move(self) -> Side | None:
        return None if self.is_over() else self.mover

    def legal_actions(self) -> list[Take]:
        if self.is_over():
            return []
        return [Take(self.mover, n) for n in range(1, min(self.options.most, self.stones) + 1)]

    def apply(self, action: Take) -> list[Event]:
        if self.is_over():
            raise NimIllegal("the game is over")
        if action not in self.legal_actions():
            raise NimIllegal(f"{action.side} may not take {action.stones} now")
        self.stones -= action.stones
        event = Event("take", f"{action.side} takes {action.stones}, {self.stones} left")
        self.log.append(event)
        if self.stones == 0:
            self.score[action.side] = 1
        self.mover = self.mover.other
        return [event]

    def is_over(self) -> bool:
        return self.stones == 0

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        winner = max(Side, key=lambda s: self.score[s])
        return Outcome(winner.value, {s.value: n for s, n in self.score.items()})

    def clone(self) -> Nim:
        return copy.deepcopy(self)

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "options": self.options.to_json(),
            "rng": self.rng.bit_generator.state,
            "stones": self.stones,
            "mover": self.mover.value,
            "score": {s.value: n for s, n in self.score.items()},
            "log": [[e.kind, e.text] for e in self.log],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Nim:
        game = cls(int(data["seed"]), Options.from_json(data["options"]))
        game.rng.bit_generator.state = data["rng"]
        game.stones = int(data["stones"])
        game.mover = Side(data["mover"])
        game.score = {Side(s): int(n) for s, n in data["score"].items()}
        game.log = [Event(k, t) for k, t in data["log"]]
        return game
