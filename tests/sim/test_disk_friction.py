"""The friction coefficients of a sliding, spinning disk against independent quadrature and
the published results (Farkas et al. 2003; Weidman and Malhotra 2005)."""

import math

import numpy as np
import pytest

pytest.importorskip("scipy")

from sim.slider import disk_friction
from sim.slider.friction import tables


def brute_force(phi: float, nr: int = 600, na: int = 1200) -> tuple[float, float]:
    """Midpoint rule over a polar grid of the unit disk: slow, simple, independent."""
    v, w = math.cos(phi), math.sin(phi)
    r = (np.arange(nr) + 0.5) / nr
    a = (np.arange(na) + 0.5) / na * 2 * np.pi
    rr, aa = np.meshgrid(r, a, indexing="ij")
    x, y = rr * np.cos(aa), rr * np.sin(aa)
    ux, uy = v - w * y, w * x
    norm = np.hypot(ux, uy)
    da = rr * (1 / nr) * (2 * np.pi / na)
    return float(np.sum(ux / norm * da) / np.pi), float(np.sum((x * uy - y * ux) / norm * da) / np.pi)


def test_limits_no_spin_and_pure_spin() -> None:
    assert disk_friction.coefficients(0.0) == pytest.approx((1.0, 0.0), abs=1e-12)
    f, g = disk_friction.coefficients(math.pi / 2)
    assert (f, g) == pytest.approx((0.0, 2 / 3), abs=1e-12)


@pytest.mark.parametrize("phi", [0.2, 0.6, math.pi / 4, 0.99, 1.3, 1.55])
def test_quadrature_matches_brute_force(phi: float) -> None:
    f, g = disk_friction.coefficients(phi)
    bf, bg = brute_force(phi)
    assert f == pytest.approx(bf, abs=2e-5)
    assert g == pytest.approx(bg, abs=2e-5)


def test_shipped_table_matches_fresh_quadrature() -> None:
    tab = tables()
    for i in range(0, len(tab.phi), 257):
        f, g = disk_friction.coefficients(float(tab.phi[i]))
        assert tab.f[i] == pytest.approx(f, abs=1e-12)
        assert tab.g[i] == pytest.approx(g, abs=1e-12)


def test_small_spin_torque_slope_is_a_quarter() -> None:
    # g = eps/4 for small eps: the spin decays relative to the speed, as the notes expect.
    _f, g = disk_friction.coefficients(1e-4)
    assert g / math.tan(1e-4) == pytest.approx(0.25, rel=1e-6)


def test_final_ratio_and_longest_slide() -> None:
    tab = tables()
    # Near the stop v / (omega R) tends to 0.653 for a uniform disk.
    assert 1 / tab.eps_star == pytest.approx(0.653, abs=5e-4)
    f_star, _ = tab.coefficients(tab.phi_star)
    assert 1 / f_star == pytest.approx(1.623, abs=1e-3)


def test_universal_curves_end_at_the_closed_forms() -> None:
    tab = tables()
    # No spin: time v/(mu g), distance v^2/(2 mu g), no turn.
    assert (tab.lower.tn[-1], tab.lower.dn[-1], tab.lower.an[-1]) == pytest.approx((1, 1, 0), abs=1e-9)
    # Pure spin: time 3 omega R/(4 mu g), turn 3 omega^2 R/(8 mu g), no travel.
    assert (tab.upper.tn[-1], tab.upper.dn[-1], tab.upper.an[-1]) == pytest.approx((0.75, 0, 0.375), abs=1e-9)
