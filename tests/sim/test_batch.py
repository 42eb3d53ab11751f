"""The vectorised model agrees with the full model flick by flick."""

import math

import numpy as np
import pytest

from sim.geometry import Pose
from sim.slider import mat as mats
from sim.slider.batch import BatchModel
from sim.slider.table import Flick, SliderTable

MAT = mats.default()


@pytest.mark.slow
def test_batch_agrees_with_the_full_model() -> None:
    table, batch, spec = SliderTable(MAT), BatchModel(MAT), MAT.slider
    rng = np.random.default_rng(11)
    n = 3000
    x0, y0 = rng.uniform(-0.05, 0.95, n), rng.uniform(-0.25, 0.25, n)
    a0 = rng.uniform(-math.pi, math.pi, n)
    speed, direction = rng.uniform(0.05, 3.0, n), rng.uniform(-0.8, 0.8, n)
    spin = np.clip(rng.normal(0, 60, n), -50 * speed, 50 * speed)
    spin[:300] = 0.0
    rest = batch.rest(x0, y0, a0, speed, direction, spin)
    touches = batch.touching(rest.x, rest.y, rest.angle)
    for i in range(n):
        f = Flick.from_velocity(speed[i], direction[i], spin[i], spec.mass, spec.inertia, a0[i])
        out = table.flick(Pose(x0[i], y0[i], a0[i]), f)
        assert math.hypot(out.rest.x - rest.x[i], out.rest.y - rest.y[i]) < 5e-4
        assert out.time == np.float64(rest.time[i]) or abs(out.time - rest.time[i]) < 1e-9
        full = {(t.id, t.within) for t in out.touched}
        vec = {
            (f.id, bool(touches.within[i, j])) for j, f in enumerate(touches.features) if touches.touch[i, j]
        }
        assert full == vec, i
        assert out.on_surface == touches.on_surface[i]
