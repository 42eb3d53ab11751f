"""A goal again, in slow motion: the table's last seconds, as it played them (the ball and every
rod, recorded a step at a time while the game runs), shown at half their speed after a goal,
skippable with any key or click (never the wheel: rolled to shoot, it skipped the replay unseen
in a play-test); the whole point, from the serve, on F.

A play-test said the replay "doesn't show the goal": the match puts the ball out for the next
serve in the very step the goal is called, so the frame kept last (held at the end) showed the
ball back at a service hole. The frames after such a jump are dropped: the replay ends, and
holds, on the ball in the net."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from sim.foosball.spec import RodSpec, TableSpec
from sim.foosball.table import FoosballTable

# s of play replayed: the shot and the goal (2.5 s began long before the goal, a play-test said;
# 1.8 s at 0.3, on the table's clock, took 10-16 s on a half-speed table: "every goal costs two
# stops"). FULL: kept, for the whole point on F.
SECONDS = 3.0
FULL = 20.0
SLOW = 0.5  # the replay's speed, on the wall clock (3 s of play take 6 s)
EVERY = 2  # physics steps between frames kept (120 a second: smooth when slowed)
AFTER = 0.8  # s (as the viewer waits) the goal's last frame is held: the ball in the net
JUMP = 0.15  # m between two frames kept: faster than any ball, so the ball was put out by hand
TRAIL = 0.4  # s of the ball's way drawn behind it


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
    """The table's last FULL seconds, a frame every EVERY steps."""

    def __init__(self, table: FoosballTable, step: float) -> None:
        self.table = table
        self.frames: deque[Frame] = deque(maxlen=round(FULL / (step * EVERY)) + 1)
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
    """The frames kept before a goal, played back slowly: its last SECONDS, or all of them
    (``full``: from the serve, as far as FULL goes)."""

    def __init__(self, frames: list[Frame], full: bool = False) -> None:
        frames = to_the_goal(frames)
        if frames and not full:
            frames = [f for f in frames if f.t >= frames[-1].t - SECONDS]
        self.frames, self.full = frames, full
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

    def trail(self) -> list[tuple[float, float]]:
        """Where the ball was in the last TRAIL s before the replay's time (oldest first)."""
        t = self.start + self.time
        return [f.ball_position[:2] for f in self.frames if t - TRAIL <= f.t <= t and not f.gone]

    @property
    def goal_end(self) -> float:
        """Which end the ball went in at: -1 the home goal (x < 0), +1 the away goal."""
        return -1.0 if self.frames and self.frames[-1].ball_position[0] < 0.0 else 1.0


def to_the_goal(frames: list[Frame]) -> list[Frame]:
    """The frames up to the goal: those after the ball jumped (put out to be served, in the
    goal's own step) dropped."""
    for k in range(len(frames) - 1, max(0, len(frames) - 4), -1):
        (x0, y0, _), (x1, y1, _) = frames[k - 1].ball_position, frames[k].ball_position
        if abs(x1 - x0) + abs(y1 - y0) > JUMP:
            return frames[:k]
    return frames
