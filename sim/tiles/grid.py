"""Tile physics for the board games: a grid of squares, which squares touch, straight and
diagonal lines, the squares between two squares, and pieces gliding from square to square (and
dice tumbling) animated on the shared fixed-step loop.

A square is ``(col, row)``. The board games' rules are in ``games/``; nothing here knows them.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache

import numpy as np

Square = tuple[int, int]

ORTHOGONAL: tuple[Square, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL: tuple[Square, ...] = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KING: tuple[Square, ...] = ORTHOGONAL + DIAGONAL


@dataclass(frozen=True, slots=True)
class Grid:
    """A board of ``cols`` x ``rows`` squares."""

    cols: int
    rows: int

    def __post_init__(self) -> None:
        if self.cols < 1 or self.rows < 1:
            raise ValueError(f"a grid needs at least one square, not {self.cols} x {self.rows}")

    def contains(self, square: Square) -> bool:
        c, r = square
        return 0 <= c < self.cols and 0 <= r < self.rows

    def squares(self) -> Iterator[Square]:
        for r in range(self.rows):
            for c in range(self.cols):
                yield (c, r)

    def neighbours(self, square: Square, diagonal: bool = True, forward: int = 1) -> tuple[Square, ...]:
        """The squares one step away (eight, or four without diagonals), on the board, in a
        fixed order seen from a side whose rows run ``forward`` (+1 or -1): two sides facing
        each other list mirrored squares in the same order, so a first-found choice is fair."""
        return _neighbours(self.cols, self.rows, square, diagonal, forward)


@cache
def _neighbours(cols: int, rows: int, square: Square, diagonal: bool, forward: int) -> tuple[Square, ...]:
    c, r = square
    steps = KING if diagonal else ORTHOGONAL
    return tuple(
        (c + dc, r + dr * forward) for dc, dr in steps if 0 <= c + dc < cols and 0 <= r + dr * forward < rows
    )


def adjacent(a: Square, b: Square) -> bool:
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def line_direction(a: Square, b: Square) -> Square | None:
    """The unit step from ``a`` towards ``b`` if they share a row, a column or a diagonal."""
    dc, dr = b[0] - a[0], b[1] - a[1]
    if (dc, dr) == (0, 0):
        return None
    if dc == 0 or dr == 0 or abs(dc) == abs(dr):
        return (int(math.copysign(1, dc)) if dc else 0, int(math.copysign(1, dr)) if dr else 0)
    return None


def line_distance(a: Square, b: Square) -> int | None:
    """Spaces from ``a`` to ``b`` along a straight or diagonal line; None off every line."""
    if line_direction(a, b) is None:
        return None
    return max(abs(b[0] - a[0]), abs(b[1] - a[1]))


def between(a: Square, b: Square) -> list[Square]:
    """The squares strictly between ``a`` and ``b`` on their line (empty if not on a line)."""
    step = line_direction(a, b)
    if step is None:
        return []
    n = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    return [(a[0] + step[0] * k, a[1] + step[1] * k) for k in range(1, n)]


# ----------------------------------------------------------------------------- animation


@dataclass(slots=True)
class Glide:
    """A piece sliding along ``path`` (squares), ``speed`` squares a second, eased at each end."""

    piece: str
    path: Sequence[Square]
    speed: float = 8.0
    t: float = 0.0

    @property
    def duration(self) -> float:
        return max(len(self.path) - 1, 0) / self.speed

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def step(self, dt: float) -> None:
        self.t = min(self.duration, self.t + dt)

    def position(self) -> tuple[float, float]:
        """Where the piece is now, in squares (fractional between two)."""
        if len(self.path) < 2 or self.done:
            return float(self.path[-1][0]), float(self.path[-1][1])
        s = self.t * self.speed  # squares travelled
        k = min(int(s), len(self.path) - 2)
        f = s - k
        f = f * f * (3.0 - 2.0 * f)  # smoothstep: each square's leg starts and ends gently
        (c0, r0), (c1, r1) = self.path[k], self.path[k + 1]
        return c0 + (c1 - c0) * f, r0 + (r1 - r0) * f


@dataclass(slots=True)
class Tumble:
    """Dice rolling on screen: faces flicker for ``duration`` and settle on ``values``. The
    values come from the game's own seeded generator; the flicker from this animation's."""

    values: tuple[int, ...]
    duration: float = 0.8
    t: float = 0.0
    rng: np.random.Generator = field(default_factory=lambda: np.random.default_rng(0))
    shown: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        self.shown = tuple(int(v) for v in self.rng.integers(1, 7, len(self.values)))

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def step(self, dt: float) -> None:
        before = int(self.t / 0.07)
        self.t = min(self.duration, self.t + dt)
        if self.done:
            self.shown = self.values
        elif int(self.t / 0.07) != before:  # a new face every 70 ms while it rolls
            self.shown = tuple(int(v) for v in self.rng.integers(1, 7, len(self.values)))
