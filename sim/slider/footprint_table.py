"""Friction tables of footprints: built on first use, kept in the user cache folder, the default
slider's shipped with the package, and the slide model that reads them.

A table is the body-frame friction G (force per mu m g, torque / (mu m g k)) on a grid over the
state's two angles (:mod:`sim.slider.footprint_ode`), integrated over the footprint by
:mod:`sim.slider.limit_surface`. It depends on the footprint's shape and pressure only (not on
its size: the grid is in angles, and G of a footprint scaled by c is the same at the same
angles), so one table serves every mu and every launch.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from sim.constants import GRAVITY
from sim.errors import SimError
from sim.io.atomic import write_bytes
from sim.slider.curved_path import CurvedSlide
from sim.slider.footprint import Footprint
from sim.slider.footprint_ode import Slide, Table
from sim.slider.footprint_slide import Rest, start_state

Array = NDArray[np.float64]
N_PHI = 256  # grid intervals of phi over [-pi/2, pi/2] (the finer axis: rim loads bend G sharply in phi)
N_ALPHA = 128  # grid nodes of alpha over [0, 2 pi)
TOL = 1e-7  # each step's error bound of the fast slide (see Slide.run)
Progress = Callable[[int, int], None]


def key(footprint: Footprint, n_phi: int = N_PHI, n_alpha: int = N_ALPHA) -> str:
    """A name for the footprint's table: the same shape and pressure at any size, on the same
    grid, the same name."""
    shape = footprint.shape
    text = repr((shape.outline, shape.pressure, n_phi, n_alpha))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def build(
    footprint: Footprint, n_phi: int = N_PHI, n_alpha: int = N_ALPHA, progress: Progress | None = None
) -> Array:
    """G at every node (shape (n_phi + 1, n_alpha, 3)), of the footprint's :meth:`shape`: lengths
    in units of its own size, so sin phi = omega size / rho."""
    footprint = footprint.shape
    k = 1.0
    out = np.empty((n_phi + 1, n_alpha, 3))
    for i in range(n_phi + 1):
        phi = -0.5 * math.pi + math.pi * i / n_phi
        v, spin = math.cos(phi), math.sin(phi) / k
        for j in range(n_alpha):
            alpha = 2.0 * math.pi * j / n_alpha
            fx, fy, torque = footprint.friction(v * math.cos(alpha), v * math.sin(alpha), spin)
            out[i, j] = fx, fy, torque / k
        if progress is not None:
            progress(i + 1, n_phi + 1)
    return out


CACHE_ENV = "TABLETOP_CACHE_DIR"


def cache_folder() -> Path:
    """Where built tables are kept: the user's cache folder, or $TABLETOP_CACHE_DIR."""
    from platformdirs import user_cache_path

    base = os.environ.get(CACHE_ENV)
    return (Path(base) if base else user_cache_path("tabletop-sim")) / "friction"


SHIPPED = "data/footprint_{}.npy"


Grid = tuple[int, int]  # (n_phi, n_alpha)
FINE: Grid = (N_PHI, N_ALPHA)  # play: rests within 1.4 um and 2.2e-4 rad of the reference
FITTING: Grid = (96, 64)  # fitting: within about 0.01 mm and 2e-3 rad, built in a second


def table(footprint: Footprint, grid: Grid | None = None) -> Table:
    """The footprint's table on ``grid`` (default the fine one): shipped, cached from an earlier
    run, or built now and cached (a cached file that cannot be read as a whole table is built
    again: it is derived data)."""
    return _table(footprint.shape, grid or (N_PHI, N_ALPHA))


@cache
def _table(footprint: Footprint, grid: Grid) -> Table:
    n_phi, n_alpha = grid
    name = key(footprint, n_phi, n_alpha)
    shipped = resources.files("sim").joinpath(SHIPPED.format(name))
    if shipped.is_file():
        with shipped.open("rb") as fh:
            values = _usable(np.load(fh, allow_pickle=False), grid)
        if values is None:
            raise SimError(f"the shipped friction table {name} is damaged: reinstall tabletop-sim")
        return Table(values.ravel().tolist(), n_phi, n_alpha)
    path = cache_folder() / f"{name}.npy"
    try:
        values = _usable(np.load(path, allow_pickle=False), grid)
    except (OSError, ValueError):
        values = None
    if values is None:
        values = build(footprint, n_phi, n_alpha)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes(path, _npy_bytes(values))
    return Table(values.ravel().tolist(), n_phi, n_alpha)


def _usable(values: Array, grid: Grid) -> Array | None:
    ok = (
        values.shape == (grid[0] + 1, grid[1], 3)
        and values.dtype == np.float64
        and np.all(np.isfinite(values))
    )
    return values if ok else None


def _npy_bytes(values: Array) -> bytes:
    import io

    buffer = io.BytesIO()
    np.save(buffer, values, allow_pickle=False)
    return buffer.getvalue()


@dataclass(frozen=True)
class FootprintFriction:
    """Friction of one footprint on one surface: whole slides from the table."""

    footprint: Footprint
    mu: float
    gravity: float = GRAVITY
    grid: Grid | None = None  # of its table: None, the fine one
    tol: float = TOL  # of each step (Slide.run)

    def __post_init__(self) -> None:
        if not (math.isfinite(self.mu) and self.mu > 0.0):
            raise SimError(f"friction mu must be a positive finite number, got {self.mu!r}")

    def rest(self, speed: float, direction: float, spin: float, angle: float = 0.0) -> Rest:
        """Where a slide launched so ends, relative to where it starts."""
        if speed == 0.0 and spin == 0.0:
            return Rest(0.0, 0.0, 0.0, 0.0)
        end = self._slide().run(*self._start(speed, direction, spin, angle), self.tol)
        return Rest(end[3], end[4], end[5] - angle, end[6])

    def path(self, speed: float, direction: float, spin: float, angle: float = 0.0) -> CurvedSlide:
        """The whole slide: its curved path in time, the body angle starting at ``angle``."""
        if speed == 0.0 and spin == 0.0:
            return CurvedSlide([0.0, 0.0, 0.0, angle, 0.0, 0.0, 0.0] * 2)
        knots: list[float] = []
        self._slide().run(*self._start(speed, direction, spin, angle), self.tol, knots)
        return CurvedSlide(knots)

    def _slide(self) -> Slide:
        fp = self.footprint
        return Slide(table(fp, self.grid), fp.k, self.mu * self.gravity, fp.size / fp.k)

    def _start(self, speed: float, direction: float, spin: float, angle: float) -> tuple[float, list[float]]:
        return start_state(speed, direction, spin, angle, self.footprint.k)


DEFAULT = Footprint.lens(0.030, 0.018)  # the default slider's footprint, whose table is shipped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Build the default slider's friction table (shipped in sim/data)."
    )
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).parent.parent / SHIPPED.format(key(DEFAULT))
    )
    args = parser.parse_args(argv)
    from tqdm import tqdm

    with tqdm(total=N_PHI + 1, unit="row", desc="friction table") as bar:

        def advance(done: int, _total: int) -> None:
            bar.update(done - bar.n)

        values = build(DEFAULT, progress=advance)
    write_bytes(args.out, _npy_bytes(values))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
