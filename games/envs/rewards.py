"""The rewards the game environments share: the points a side scored less those scored
against it, over one step."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol, TypeVar


class Side(Protocol):
    @property
    def value(self) -> str: ...

    @property
    def other(self) -> Side: ...


S = TypeVar("S", bound=Side)


def net_points(before: Mapping[S, int], after: Mapping[S, int], sides: Iterable[S]) -> dict[str, float]:
    """By each side's name: its points from ``before`` to ``after``, less the other side's."""
    return {
        s.value: float((after[s] - before[s]) - (after[s.other] - before[s.other]))  # type: ignore[index]
        for s in sides
    }
