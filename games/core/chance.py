"""Chance made explicit: every coin and die a rules engine throws goes through :class:`Chance`.

An engine asks its ``chance`` for an outcome at a :class:`ChanceNode` (what is thrown and every
outcome with its probability, as OpenSpiel's chance nodes). By default the outcome is drawn from
the game's seeded generator, always with the same call for the same kind of node, so a game is a
seed plus its actions. An outcome can instead be supplied from outside before the action that
throws it: a recorded value, a value a bot wants to look into, or one two players agreed over a
network. Every node met is kept in ``chance.thrown`` with what came up, so a bot, a recording or a
test sees the dice without patching the generator.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

PROBABILITY_SLACK = 1e-12  # a node's probabilities sum to one within this


@dataclass(frozen=True, slots=True)
class ChanceNode:
    """One throw: ``what`` names it ("coin", "die", "fumble"), ``outcomes`` pairs each outcome
    with its probability. ``uniform`` nodes are drawn as an index, Bernoulli ones (two outcomes,
    True and False) as one uniform number against the probability of True."""

    what: str
    outcomes: tuple[tuple[Any, float], ...]

    def __post_init__(self) -> None:
        if not self.outcomes:
            raise ValueError(f"the chance node {self.what!r} has no outcomes")
        total = sum(p for _, p in self.outcomes)
        if any(p < 0.0 for _, p in self.outcomes) or abs(total - 1.0) > PROBABILITY_SLACK:
            raise ValueError(f"the chance node {self.what!r}'s probabilities sum to {total}, not 1")

    @classmethod
    def uniform(cls, what: str, outcomes: Sequence[Any]) -> ChanceNode:
        p = 1.0 / len(outcomes) if outcomes else 0.0
        return cls(what, tuple((o, p) for o in outcomes))

    @classmethod
    def bernoulli(cls, what: str, p_true: float) -> ChanceNode:
        if not 0.0 <= p_true <= 1.0:
            raise ValueError(f"the chance node {what!r}'s probability {p_true} is not in [0, 1]")
        return cls(what, ((True, p_true), (False, 1.0 - p_true)))

    @property
    def is_bernoulli(self) -> bool:
        return len(self.outcomes) == 2 and self.outcomes[0][0] is True and self.outcomes[1][0] is False

    def probability(self, outcome: Any) -> float:
        return sum(p for o, p in self.outcomes if o == outcome)


@dataclass(frozen=True, slots=True)
class Thrown:
    """A node met in play and what came up (``supplied``: given from outside, not drawn)."""

    node: ChanceNode
    outcome: Any
    supplied: bool


class Chance:
    """The chance of one game: its seeded generator, outcomes supplied from outside, and the
    throws so far."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng
        self._supplied: dict[str | None, deque[Any]] = {}
        self._only: set[str] = set()
        self.thrown: list[Thrown] = []

    def supply(self, *outcomes: Any, what: str | None = None, only: bool = False) -> None:
        """The next throws (of the kind ``what``, or of any kind) come up ``outcomes``, in
        order; each must be possible at its node. ``only``: a throw of that kind is never drawn
        here, it must be supplied (a scripted test; dice two players agree on)."""
        self._supplied.setdefault(what, deque()).extend(outcomes)
        if only:
            if what is None:
                raise ValueError("only supplied outcomes of which kind of throw?")
            self._only.add(what)

    @property
    def pending(self) -> int:
        """Supplied outcomes not yet thrown."""
        return sum(len(q) for q in self._supplied.values())

    def throw(self, node: ChanceNode) -> Any:
        queue = self._supplied.get(node.what) or self._supplied.get(None)
        if queue:
            outcome = queue.popleft()
            if node.probability(outcome) <= 0.0:
                raise ValueError(f"{outcome!r} cannot come up at {node.what!r}")
            supplied = True
        elif node.what in self._only:
            raise LookupError(f"no outcome was supplied for the {node.what}")
        else:
            outcome = self._draw(node)
            supplied = False
        self.thrown.append(Thrown(node, outcome, supplied))
        return outcome

    def _draw(self, node: ChanceNode) -> Any:
        if node.is_bernoulli:
            return bool(self.rng.random() < node.outcomes[0][1])
        if len({p for _, p in node.outcomes}) == 1:
            return node.outcomes[int(self.rng.integers(len(node.outcomes)))][0]
        cumulative = np.cumsum([p for _, p in node.outcomes])
        return node.outcomes[int(np.searchsorted(cumulative, self.rng.random(), side="right"))][0]

    def coin(self, what: str = "coin") -> bool:
        """A fair coin: True for heads."""
        return bool(self.throw(ChanceNode.bernoulli(what, 0.5)))

    def die(self, what: str = "die", faces: int = 6) -> int:
        """One die, 1 to ``faces``."""
        return int(self.throw(ChanceNode.uniform(what, range(1, faces + 1))))

    def choice(self, what: str, outcomes: Sequence[Any]) -> Any:
        """One of ``outcomes``, each as likely."""
        return self.throw(ChanceNode.uniform(what, tuple(outcomes)))
