"""The seed of a new game opened in a window: fresh from the operating system's entropy, so no
two new games are the same game, and written in the game's recording (its header's seed), so a
replay, and ``tabletop play --seed N``, plays it again. ``tabletop simulate`` keeps its own
reproducible default (seed 0)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

SEED_RANGE = 2**32  # short enough to read off a recording and type after --seed


def fresh_seed() -> int:
    return int(np.random.SeedSequence().entropy) % SEED_RANGE  # type: ignore[arg-type]


@dataclass(slots=True)
class Seeds:
    """Where the window's new games get their seeds: the one pinned on the command line for the
    first game opened, then fresh ones."""

    pinned: int | None = None

    def new(self) -> int:
        seed, self.pinned = self.pinned, None
        return fresh_seed() if seed is None else seed
