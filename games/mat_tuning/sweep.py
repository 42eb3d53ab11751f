"""The Monte Carlo engine of a difficulty study: many noisy flicks at each shot's aim, and how
often they rest on the goal, on a penalty flag, on a fumble football or out of bounds.

Work is cut into chunks of at most ``BLOCK`` flicks of one shot. Each chunk draws its noise from
its own seed, ``SeedSequence(seed, spawn_key=(crc32(shot key), block))``: one family of seeds,
fixed by the shot and the block alone, so the counts are the same on 1, 2 or 40 workers, on this
machine or a Dask cluster, and the same shot on another mat meets the same hands (common random
numbers, for comparing mats). The closed-form batch model does the bulk; ``exact`` runs the full
model of :class:`sim.slider.table.SliderTable` flick by flick, as a check.
"""

from __future__ import annotations

import functools
import math
import zlib
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from typing import TypeVar

import numpy as np
from numpy.typing import NDArray

from games.cluster import on_dask
from sim.inverse import flick_to
from sim.slider import mat as mats
from sim.slider.batch import BatchModel
from sim.slider.features import FeatureKind
from sim.slider.friction import FrictionModel
from sim.slider.mat import Mat
from sim.slider.table import MAX_SPEED, Flick, SliderTable

from .hand import Hand
from .shots import Shot

BLOCK = 16_384  # flicks in a chunk: the unit of work and of seeding
COUNTS = ("goal", "flag", "fumble", "out", "success")  # success: the goal, and none of the others
Counts = NDArray[np.int64]


@dataclass(frozen=True, slots=True)
class Chunk:
    mat: str  # the mat's TOML (a worker builds its model once per mat)
    shot: Shot
    hand: Hand
    flicks: int
    seed: int
    block: int
    exact: bool


def chunks(mat: Mat, shots: Sequence[Shot], hand: Hand, flicks: int, seed: int, exact: bool) -> list[Chunk]:
    text = study_mat(mat, hand).to_toml()
    out = []
    for shot in shots:
        for block in range(math.ceil(flicks / BLOCK)):
            n = min(BLOCK, flicks - block * BLOCK)
            out.append(Chunk(text, shot, hand, n, seed, block, exact))
    return out


def study_mat(mat: Mat, hand: Hand) -> Mat:
    """The mat as the study sees it: with the friction fitted to the hand, if it was."""
    return mat if hand.mu is None else replace(mat, mu=hand.mu)


def chunk_seed(chunk: Chunk) -> np.random.SeedSequence:
    return np.random.SeedSequence(chunk.seed, spawn_key=(zlib.crc32(chunk.shot.key.encode()), chunk.block))


@functools.lru_cache(maxsize=4)
def _models(text: str) -> tuple[Mat, BatchModel, SliderTable, FrictionModel]:
    mat = mats.loads(text, "study")
    return mat, BatchModel(mat), SliderTable(mat), FrictionModel(mat.mu, mat.slider.friction_radius)


def run_chunk(chunk: Chunk) -> Counts:
    """The counts of one chunk: goal, flag, fumble, out, success."""
    mat, batch, table, friction = _models(chunk.mat)
    shot, hand = chunk.shot, chunk.hand
    speed0, direction0 = flick_to(friction, shot.start, shot.aim)
    z = np.random.default_rng(chunk_seed(chunk)).standard_normal((3, chunk.flicks))
    speed = np.clip(speed0 * (1.0 + hand.speed_sd * z[0]), 0.0, 0.95 * MAX_SPEED)
    direction = direction0 + hand.angle_sd * z[1]
    spin = hand.spin_sd * z[2]
    if chunk.exact:
        flags = _exact(mat, table, shot, speed, direction, spin)
    else:
        flags = _batch(mat, batch, shot, speed, direction, spin)
    goal, flag, fumble, out = flags
    success = goal & ~flag & ~fumble & ~out
    return np.array([int(np.count_nonzero(a)) for a in (goal, flag, fumble, out, success)], np.int64)


Mask = NDArray[np.bool_]


def _batch(
    mat: Mat,
    model: BatchModel,
    shot: Shot,
    speed: NDArray[np.float64],
    direction: NDArray[np.float64],
    spin: NDArray[np.float64],
) -> tuple[Mask, Mask, Mask, Mask]:
    n = len(speed)
    s = shot.start
    rest = model.rest(np.full(n, s.x), np.full(n, s.y), np.full(n, s.angle), speed, direction, spin)
    touches = model.touching(rest.x, rest.y, rest.angle)
    kinds = [f.kind for f in touches.features]

    def any_of(kind: FeatureKind) -> Mask:
        cols = [j for j, k in enumerate(kinds) if k == kind]
        return np.asarray(touches.touch[:, cols].any(axis=1)) if cols else np.zeros(n, np.bool_)

    goal = np.zeros(n, np.bool_)
    for fid in shot.goal:
        j = touches.column(fid)
        goal |= touches.within[:, j] if fid.startswith("endzone") else touches.touch[:, j]
    out = ~touches.on_surface | (np.abs(rest.y) > mat.field.half_width) | any_of(FeatureKind.SIDELINE)
    return goal, any_of(FeatureKind.FLAG), any_of(FeatureKind.FUMBLE), out


def _exact(
    mat: Mat,
    table: SliderTable,
    shot: Shot,
    speed: NDArray[np.float64],
    direction: NDArray[np.float64],
    spin: NDArray[np.float64],
) -> tuple[Mask, Mask, Mask, Mask]:
    n = len(speed)
    goal, flag, fumble, out = (np.zeros(n, np.bool_) for _ in range(4))
    spec = mat.slider
    for i in range(n):
        flick = Flick.from_velocity(
            float(speed[i]), float(direction[i]), float(spin[i]), spec.mass, spec.inertia, shot.start.angle
        )
        o = table.flick(shot.start, flick)
        touched = {t.id: t for t in o.touched}
        goal[i] = any(
            fid in touched and (touched[fid].within if fid.startswith("endzone") else True)
            for fid in shot.goal
        )
        kinds = {t.kind for t in o.touched}
        flag[i] = FeatureKind.FLAG in kinds
        fumble[i] = FeatureKind.FUMBLE in kinds
        out[i] = not o.on_surface or abs(o.rest.y) > mat.field.half_width or FeatureKind.SIDELINE in kinds
    return goal, flag, fumble, out


# ----------------------------------------------------------------- running the chunks

T = TypeVar("T")
R = TypeVar("R")


def parallel_map(
    fn: Callable[[T], R],
    items: Sequence[T],
    jobs: int = 1,
    dask: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[R]:
    """``fn`` of every item, in order: here (``jobs`` 1), on a pool of local processes, or on
    the Dask scheduler at ``dask``. ``progress`` hears each finished item."""
    if dask is not None:
        return on_dask(fn, items, dask, progress)
    if jobs <= 1:
        return [_tick(fn(item), progress) for item in items]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        size = max(1, len(items) // (jobs * 8))
        return [_tick(result, progress) for result in pool.map(fn, items, chunksize=size)]


def run(
    work: Sequence[Chunk],
    jobs: int = 1,
    dask: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Counts]:
    """Every chunk's counts, in the order of ``work``."""
    return parallel_map(run_chunk, work, jobs, dask, progress)


def _tick(result: R, progress: Callable[[int], None] | None) -> R:
    if progress is not None:
        progress(1)
    return result


def totals(work: Iterable[Chunk], counts: Iterable[Counts]) -> dict[str, tuple[int, Counts]]:
    """By shot key: (flicks, summed counts)."""
    out: dict[str, tuple[int, Counts]] = {}
    for chunk, c in zip(work, counts, strict=True):
        n, total = out.get(chunk.shot.key, (0, np.zeros(len(COUNTS), np.int64)))
        out[chunk.shot.key] = (n + chunk.flicks, total + c)
    return out
