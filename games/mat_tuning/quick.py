"""The editor's live odds: each run circle's chances for a club player, from a quick study.

A few hundred flicks a shot, from every line of scrimmage of the study's grid and for both teams
(the home offence attacking the visitors' half, the visitors the home half), so every circle a
line of scrimmage can aim at has a figure, whichever half it lies in. A circle no line can aim
at (too far to the side of every line, say) has none, and the editor says so. Seeded: the same
mat gives the same figures.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Generic, TypeVar

from sim.slider.mat import Mat

from . import sweep
from .hand import hand
from .shots import study_shots

QUICK_FLICKS = 400  # a shot: a few per cent of standard error, a fraction of a second for the mat


@dataclass(frozen=True, slots=True)
class CircleOdds:
    """How often a club player's flick rests on the circle (and on nothing that spoils it)."""

    run: float
    pass_: float  # a pass: on the pass circle
    lines: int  # the lines of scrimmage (of either team) that can aim at it


class Stopped(Exception):
    """The odds being worked out were no longer wanted (the mat was edited again)."""


def quick_odds(
    mat: Mat, flicks: int = QUICK_FLICKS, stop: Callable[[], bool] | None = None
) -> dict[str, CircleOdds]:
    """Each run circle's mean odds over the lines of scrimmage it can be aimed from, by its id.
    ``stop`` is asked between chunks: true, and the work ends (:class:`Stopped`)."""
    shots = [s for d in (1, -1) for s in study_shots(mat, direction=d) if s.kind in ("run", "pass")]
    work = sweep.chunks(mat, shots, hand("club"), flicks, 0, exact=False)
    counts: list[sweep.Counts] = []
    for chunk in work:
        if stop is not None and stop():
            raise Stopped
        counts.append(sweep.run_chunk(chunk))
    found_counts = sweep.totals(work, counts)
    success = sweep.COUNTS.index("success")
    found: dict[tuple[str, str], list[float]] = {}
    for shot in shots:
        n, tally = found_counts[shot.key]
        assert shot.target is not None
        found.setdefault((shot.target, shot.kind), []).append(float(tally[success]) / n)
    out = {}
    for circle in mat.run_circles:
        runs, passes = found.get((circle.id, "run"), []), found.get((circle.id, "pass"), [])
        if runs:
            out[circle.id] = CircleOdds(sum(runs) / len(runs), sum(passes) / len(passes), len(runs))
    return out


Odds = dict[str, CircleOdds]
DEBOUNCE = 0.3  # s after the last edit before the odds are worked out: a burst of edits is one job
KEEP = 32  # mats whose odds are remembered, so going back (undo) is instant


T = TypeVar("T")


class LatestOdds(Generic[T]):
    """The odds (what ``work`` makes of a mat) of the latest mat only, worked out on one
    background thread.

    A new mat supersedes the one asked for before: it is worked out ``DEBOUNCE`` seconds (of
    :meth:`tick`) after the last :meth:`want`, the work for a superseded mat stops at its next
    chunk, and nothing queues behind it. Results are kept by the mat's content (its TOML), so a
    mat seen before (undo back to it) has its odds at once."""

    def __init__(self, work: Callable[..., T], delay: float = DEBOUNCE) -> None:
        self._work = work
        self._delay = delay
        self._known: OrderedDict[str, T] = OrderedDict()
        self._wanted: tuple[str, Mat] | None = None
        self._wait = 0.0
        self._job: tuple[str, Future[T], threading.Event] | None = None
        self._pool: ThreadPoolExecutor | None = None
        self.shown: T | None = None  # the latest odds in: the wanted mat's, or the last before it
        self.started: list[str] = []  # the mats (TOML) whose work began, in order (tests read it)

    def want(self, mat: Mat) -> None:
        key = replace(mat, name="").to_toml()  # a rename or a save-as moves no odds: kept
        if key in self._known:
            self._known.move_to_end(key)
            self.shown, self._wanted = self._known[key], None
        elif self._wanted is None or self._wanted[0] != key:
            self._wanted, self._wait = (key, mat), self._delay
        if self._job is not None and (self._wanted is None or self._job[0] != self._wanted[0]):
            self._job[2].set()  # superseded: it stops at its next chunk

    @property
    def pending(self) -> bool:
        """True while the wanted mat's odds are not in yet (the figures shown are older)."""
        return self._wanted is not None

    def tick(self, dt: float) -> None:
        self._collect()
        if self._wanted is None or self._job is not None:
            return
        self._wait -= dt
        if self._wait <= 0:
            self._start(*self._wanted)

    def flush(self) -> None:
        """Work the wanted mat out now and wait for it (tests and screenshots)."""
        if self._job is not None:
            self._job[1].exception()  # wait, whatever it ends with
            self._collect()
        if self._wanted is not None:
            self._start(*self._wanted)
            assert self._job is not None
            self._job[1].exception()
            self._collect()

    def close(self) -> None:
        if self._job is not None:
            self._job[2].set()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    def _start(self, key: str, mat: Mat) -> None:
        self._pool = self._pool or ThreadPoolExecutor(1, thread_name_prefix="mat-odds")
        stop = threading.Event()
        self.started.append(mat.to_toml())
        self._job = (key, self._pool.submit(self._work, mat, stop=stop.is_set), stop)

    def _collect(self) -> None:
        if self._job is None or not self._job[1].done():
            return
        key, job, _ = self._job
        self._job = None
        if job.cancelled() or job.exception() is not None:
            if (
                self._wanted is not None
                and self._wanted[0] == key
                and not isinstance(job.exception(), Stopped)
            ):
                self._wanted = None  # it failed: not tried again and again
            return
        self._known[key] = job.result()
        while len(self._known) > KEEP:
            self._known.popitem(last=False)
        if self._wanted is not None and self._wanted[0] == key:
            self.shown, self._wanted = self._known[key], None
