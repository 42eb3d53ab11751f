"""A fixed-timestep clock: physics advances in equal steps, drawing happens between them.

Real time is accumulated from ``time.perf_counter`` (pygame's Clock is millisecond-grained),
the backlog is clamped so a stall does not trigger a spiral of catch-up steps, and the leftover
fraction of a step is handed to the drawing as ``alpha`` for interpolation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

PHYSICS_HZ = 240
MAX_BACKLOG = 0.25  # s: a longer stall is dropped rather than replayed


@dataclass(slots=True)
class FixedStep:
    dt: float = 1.0 / PHYSICS_HZ
    max_backlog: float = MAX_BACKLOG
    _acc: float = field(default=0.0, init=False)

    def advance(self, elapsed: float) -> int:
        """Take ``elapsed`` seconds of real time; return how many steps to run now."""
        self._acc = min(self._acc + max(elapsed, 0.0), self.max_backlog)
        steps = int(self._acc / self.dt)
        self._acc -= steps * self.dt
        return steps

    @property
    def alpha(self) -> float:
        """How far real time is between the last step and the next, in [0, 1)."""
        return self._acc / self.dt
