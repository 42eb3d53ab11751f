"""A goal again, in slow motion: the table's last seconds, as it played them (the ball and every
rod, recorded a step at a time while the game runs), shown at a quarter of their speed after a
goal, skippable with any key or click."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from sim.foosball.spec import RodSpec, TableSpec
from sim.foosball.table import FoosballTable

SECONDS = 3.0  # s of play kept, and replayed
SLOW = 0.25  # the replay's speed
EVERY = 2  # physics steps between frames kept (120 a second: smooth at a quarter speed)
AFTER = 0.6  # s of replay shown past the goal's last frame (the ball in the net, held)


@dataclass(frozen=True, slots=True)
class RodFrame:
    spec: RodSpec
    y: float
    wrapped: float
    broken: set[int]


@dataclass(frozen=True, slots=True)
class Frame:
    """The table at one moment, as the view draws it."""

    spec: TableSpec
    rods: tuple[RodFrame, ...]
    ball_position: tuple[float, float, float]
    gone: bool
    t: float


class Recent:
    """The table's last SECONDS, a frame every EVERY steps."""

    def __init__(self, table: FoosballTable, step: float) -> None:
        self.table = table
        self.frames: deque[Frame] = deque(maxlen=round(SECONDS / (step * EVERY)) + 1)
        self._count = 0

    def clear(self) -> None:
        self.frames.clear()

    def stepped(self) -> None:
        self._count += 1
        if self._count % EVERY:
            return
        table = self.table
        rods = tuple(RodFrame(r.spec, r.y, r.wrapped, set(r.broken)) for r in table.rods)
        frame = Frame(table.spec, rods, table.ball_position, table.gone, table.t)
        self.frames.append(frame)


class GoalReplay:
    """The frames kept before a goal, played back slowly."""

    def __init__(self, frames: list[Frame]) -> None:
        self.frames = frames
        self.start = frames[0].t if frames else 0.0
        self.span = frames[-1].t - self.start if frames else 0.0
        self.time = 0.0  # s of the table's time into the replay

    @property
    def done(self) -> bool:
        return not self.frames or self.time >= self.span + AFTER * SLOW

    def update(self, dt: float) -> None:
        self.time += dt * SLOW

    def frame(self) -> Frame:
        """The frame at the replay's time (the last one held at the end)."""
        t = self.start + self.time
        frames = self.frames
        low, high = 0, len(frames) - 1
        while low < high:  # the first frame at or after t
            mid = (low + high) // 2
            if frames[mid].t < t:
                low = mid + 1
            else:
                high = mid
        return frames[low]
