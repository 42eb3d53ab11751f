"""The contract every rules engine keeps (python-chess's board, OpenSpiel's state): whose turn,
the legal actions, ``apply`` returning the events it caused, the end and its :class:`Outcome`, a
copy, JSON, and chance through :class:`~games.core.chance.Chance`.

Turn-based games name the side to move; simultaneous turns (Tortellini's secret plans) say
:data:`SIMULTANEOUS` and take one joint action; chance that waits for a throw of its own (Finger
Football's coin toss) says :data:`CHANCE`. Continuous actions (a flick, a kick, rod
commands) cannot be listed: such an engine lists its discrete decisions, and its game's spec gives
a ``random_action(engine, rng)`` that draws the rest too, so random play reaches every part of
the game.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from .chance import Chance, ChanceNode
from .outcome import Outcome

CHANCE = "chance"  # to_move(): a chance action (a toss, a roll) is due
SIMULTANEOUS = "simultaneous"  # to_move(): both sides act at once, in one joint action

T = TypeVar("T")


@runtime_checkable
class Engine(Protocol):
    """One game's state and its rules."""

    chance: Chance

    def to_move(self) -> str | None:
        """The side whose action is awaited, :data:`CHANCE`, :data:`SIMULTANEOUS`, or None
        when the game is over."""
        ...

    def legal_actions(self) -> Sequence[Any]:
        """Every action open now (the discrete ones: a flick or a kick is not listed)."""
        ...

    def apply(self, action: Any) -> Sequence[Any]:
        """Apply ``action`` and return the events it caused; raise ``IllegalAction`` (with the
        rule) and change nothing if the rules refuse it."""
        ...

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome | None:
        """How the game ended; None while it goes on."""
        ...

    def clone(self) -> Engine:
        """An independent copy: what is applied to one never changes the other."""
        ...

    def to_json(self) -> dict[str, Any]: ...


def chance_outcomes(engine: Any) -> list[tuple[Any, float]]:
    """The outcomes of the throw due now and their probabilities, in the OpenSpiel sense (empty
    when none is): an engine that waits for a throw of its own names it with ``chance_node()``."""
    node: ChanceNode | None = getattr(engine, "chance_node", lambda: None)()
    return [] if node is None else list(node.outcomes)


def clone_sharing_history(engine: T, *histories: list[Any]) -> T:
    """A deep copy of ``engine`` whose ``histories`` (its play-by-play, the throws so far) are
    new lists of the same entries. They only ever grow, and their entries are frozen: copying
    them whole made a clone cost as much as the game so far, and a bot that looks ahead clones
    at every move."""
    memo: dict[int, Any] = {id(h): list(h) for h in histories}
    return copy.deepcopy(engine, memo)
