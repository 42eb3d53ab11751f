"""How close the fast footprint slide rests to the reference, over many random flicks:
``python -m tools.footprint_check --flicks 1000`` (docs/physics.md quotes its figures).

The reference integrates the friction over the footprint at every step (DOP853, rtol 1e-10);
the fast slide reads the footprint's table. Flicks: speed 0.3-2 m/s, spin up to +-150 rad/s,
any direction and start angle, seeded.
"""

from __future__ import annotations

import argparse
import math
from concurrent.futures import ProcessPoolExecutor

import numpy as np
from tqdm import tqdm

from sim.slider.footprint import Footprint, Pressure
from sim.slider.footprint_slide import reference_rest
from sim.slider.footprint_table import FootprintFriction, table

MU = 0.35
FOOTPRINTS = {
    "uniform lens": Footprint.lens(0.030, 0.018),
    "rim-loaded lens (2 mm band)": Footprint.lens(0.030, 0.018, Pressure.rim(0.002)),
}


def _miss(job: tuple[str, tuple[float, float, float, float]]) -> tuple[float, float]:
    name, (speed, direction, spin, angle) = job
    footprint = FOOTPRINTS[name]
    ref = reference_rest(footprint, MU, speed, direction, spin, angle, rtol=1e-10)
    fast = FootprintFriction(footprint, MU).rest(speed, direction, spin, angle)
    return math.hypot(fast.dx - ref.dx, fast.dy - ref.dy), abs(fast.turn - ref.turn)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flicks", type=int, default=1000, help="random flicks per footprint (default 1000)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=None)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    launches = [
        (
            rng.uniform(0.3, 2.0),
            rng.uniform(-math.pi, math.pi),
            rng.uniform(-150, 150),
            rng.uniform(-math.pi, math.pi),
        )
        for _ in range(args.flicks)
    ]
    for name, footprint in FOOTPRINTS.items():
        table(footprint)  # built once, before the workers
        with ProcessPoolExecutor(args.workers) as pool:
            jobs = [(name, launch) for launch in launches]
            misses = list(tqdm(pool.map(_miss, jobs, chunksize=8), total=len(jobs), desc=name, unit="flick"))
        place = np.array([m for m, _ in misses]) * 1e3
        turn = np.array([t for _, t in misses])
        print(
            f"{name}: {len(misses)} flicks; rest within {place.max():.4f} mm (99th percentile "
            f"{np.percentile(place, 99):.4f}), turn within {turn.max():.2e} rad "
            f"(99th percentile {np.percentile(turn, 99):.2e})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
