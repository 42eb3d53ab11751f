"""The slider's real footprint: outlines, pressure families, the friction integrated over them
against closed forms, the slide of a footprint against the disk's closed form, and the fast
table slide against the reference that integrates the friction at every step."""

from __future__ import annotations

import math
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sim.errors import SimError
from sim.slider import footprint_table, limit_surface
from sim.slider.disk_friction import coefficients
from sim.slider.footprint import Footprint, Pressure
from sim.slider.footprint_slide import reference_rest
from sim.slider.footprint_table import FootprintFriction
from sim.slider.friction import FrictionModel
from sim.slider.outline import Outline

LENS = Footprint.lens(0.030, 0.018)
RIM = Footprint.lens(0.030, 0.018, Pressure.rim(0.002))
MU = 0.35


def test_the_lens_outline_has_the_area_of_its_two_circular_segments() -> None:
    a, b = 0.015, 0.009
    r = (a * a + b * b) / (2 * b)
    half = math.acos((r - b) / r)
    segment = r * r * (half - math.sin(half) * math.cos(half))
    outline = Outline.lens(0.030, 0.018)
    assert outline.area == pytest.approx(2 * segment, rel=1e-13)
    assert sorted(outline.corners) == [
        pytest.approx((-a, 0.0), abs=1e-15),
        pytest.approx((a, 0.0), abs=1e-15),
    ]
    # The figure: the lens's equal-area radius is 11.07 mm, not the ellipse's 11.6.
    assert math.sqrt(outline.area / math.pi) == pytest.approx(0.01107, abs=5e-6)


def test_a_square_outline_has_its_area_and_polar_moment() -> None:
    area, cx, cy, polar = Outline.polygon([(-1, -1), (1, -1), (1, 1), (-1, 1)]).moments
    assert (area, cx, cy, polar) == pytest.approx((4.0, 0.0, 0.0, 8.0 / 3.0), abs=1e-12)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Outline(planes=(Outline.polygon([(0, 0), (1, 0), (0, 1)]).planes[0],)), "at least three"),
        (lambda: Outline.lens(0.018, 0.030), "width < length"),
        (lambda: Outline.disk(1.0).inset(1.0), "leaves nothing"),
        (lambda: Pressure.rim(0.0), "positive band width"),
        (lambda: Pressure("profile", depths=(0.001, 0.002), levels=(1.0, 2.0)), "first depth 0"),
        (lambda: Pressure("profile", depths=(0.0, 0.002), levels=(1.0, -2.0)), ">= 0"),
        (lambda: Footprint(Outline.polygon([(0, 0), (1, 0), (1, 1), (0, 1)])), "centred"),
        (lambda: Footprint(Outline.disk(1.0), gyration=float("nan")), "gyration"),
    ],
)
def test_a_footprint_that_cannot_be_is_refused_with_its_reason(make: object, message: str) -> None:
    with pytest.raises(SimError, match=message):
        make()  # type: ignore[operator]


@pytest.mark.parametrize("phi", [*np.linspace(0.0, math.pi / 2, 33)[1:-1], math.pi / 4])
def test_a_uniform_disk_footprint_gives_the_disk_model_s_friction(phi: float) -> None:
    # pi/4 puts the instantaneous centre on the rim, where the integrand bends most sharply.
    fx, fy, torque = Footprint.disk(1.0).friction(math.cos(phi), 0.0, math.sin(phi))
    f, g = coefficients(phi)
    assert (fx, fy, torque) == pytest.approx((-f, 0.0, -g), abs=1e-11)


def test_a_rim_loaded_disk_resists_spin_as_its_annulus_does() -> None:
    r, w = 1.0, 0.15
    _, _, torque = Footprint(Outline.disk(r), Pressure.rim(w)).friction(0.0, 0.0, 1.0)
    inner = r - w
    assert torque == pytest.approx(-2 / 3 * (r**3 - inner**3) / (r**2 - inner**2), rel=1e-12)


def test_a_pressure_profile_is_the_sum_of_its_bands() -> None:
    # Pressure 1 on the outer half of a unit disk's radius, 3 inside: the torque of pure spin is
    # the load-weighted mean radius, (2 pi/3 (7/8) + 3 (2 pi/3)(1/8)) / (1.5 pi) = 5/9.
    profile = Pressure("profile", depths=(0.0, 0.5), levels=(1.0, 3.0))
    assert Footprint(Outline.disk(1.0), profile).friction(0.0, 0.0, 1.0)[2] == pytest.approx(
        -5 / 9, rel=1e-12
    )


def test_a_lens_sliding_without_spin_is_held_back_by_its_whole_weight_and_no_torque() -> None:
    for angle in np.linspace(0.0, math.pi, 7):
        fx, fy, torque = LENS.friction(math.cos(angle), math.sin(angle), 0.0)
        assert (fx, fy, torque) == pytest.approx((-math.cos(angle), -math.sin(angle), 0.0), abs=1e-15)


states = st.tuples(
    st.floats(-math.pi / 2 + 1e-6, math.pi / 2 - 1e-6),
    st.floats(0.0, 2 * math.pi),
    st.sampled_from([LENS, RIM]),
)


@settings(max_examples=150, deadline=None)
@given(states)
def test_friction_always_takes_energy_out_and_mirrors_with_the_lens(
    state: tuple[float, float, Footprint],
) -> None:
    phi, alpha, footprint = state
    k = footprint.k
    vx, vy, spin = math.cos(phi) * math.cos(alpha), math.cos(phi) * math.sin(alpha), math.sin(phi) / k
    fx, fy, torque = footprint.friction(vx, vy, spin)
    assert fx * vx + fy * vy + torque * spin < 0.0
    # The lens is symmetric about its long axis: the mirrored motion feels the mirrored friction.
    mx, my, mt = footprint.friction(vx, -vy, -spin)
    assert (mx, my, mt) == pytest.approx((fx, -fy, -torque), abs=1e-12)
    # ... and about its short axis.
    nx, ny, nt = footprint.friction(-vx, vy, -spin)
    assert (nx, ny, nt) == pytest.approx((-fx, fy, -torque), abs=1e-12)


@pytest.mark.parametrize(
    "centre",
    [
        (0.015, 0.0),
        (0.0, 0.009),
        (0.0, 0.0089999),
        (0.0, 0.0090001),
        (0.01, 0.003),
        (0.02, 0.02),
        (0.046, 0.0),
    ],
    ids=["at a tip", "on the arc", "just inside", "just outside", "inside", "outside", "far"],
)
def test_the_friction_has_converged_wherever_the_instantaneous_centre_lies(
    centre: tuple[float, float], monkeypatch: pytest.MonkeyPatch
) -> None:
    qx, qy = centre
    spin = 40.0
    vx, vy = qy * spin, -qx * spin  # q = z x v / spin
    got = LENS.friction(vx, vy, spin)
    monkeypatch.setattr(limit_surface, "NODES", 4 * limit_surface.NODES)
    monkeypatch.setattr(limit_surface, "POLAR_ANGLE_NODES", 4 * limit_surface.POLAR_ANGLE_NODES)
    monkeypatch.setattr(limit_surface, "POLAR_RADIAL_NODES", 4 * limit_surface.POLAR_RADIAL_NODES)
    limit_surface._polar_directions.cache_clear()
    try:
        finer = LENS.friction(vx, vy, spin)
    finally:
        limit_surface._polar_directions.cache_clear()
    assert got == pytest.approx(finer, abs=1e-10)


@pytest.mark.parametrize(("speed", "spin"), [(1.0, 0.0), (1.5, 30.0), (2.0, 150.0), (0.5, -80.0)])
def test_the_reference_slide_of_a_disk_footprint_rests_where_the_closed_form_does(
    speed: float, spin: float
) -> None:
    radius = 0.0116
    rest = reference_rest(Footprint.disk(radius), MU, speed, 0.3, spin)
    closed = FrictionModel(MU, radius).slide(speed, spin)
    assert math.hypot(rest.dx, rest.dy) == pytest.approx(closed.distance, abs=1e-6)
    assert rest.dx * math.sin(0.3) - rest.dy * math.cos(0.3) == pytest.approx(0.0, abs=1e-9)  # straight
    assert rest.turn == pytest.approx(closed.rotation, abs=1e-3)
    assert rest.time == pytest.approx(closed.stop_time, abs=1e-5)


def test_a_lens_without_spin_slides_straight_to_v_squared_over_2_mu_g() -> None:
    rest = FootprintFriction(LENS, MU).rest(1.3, 2.0, 0.0, 0.7)
    distance = 1.3**2 / (2 * MU * 9.81)
    assert (rest.dx, rest.dy, rest.turn) == pytest.approx(
        (distance * math.cos(2.0), distance * math.sin(2.0), 0.0), abs=1e-6
    )


def test_slides_of_a_lens_are_not_scaled_copies_as_a_disk_s_are() -> None:
    # Twice the speed and spin: a round footprint goes exactly four times as far and turns four
    # times as much; a lens turns under its path at a rate that grows with the launch, so not.
    def ratio(footprint: Footprint) -> float:
        one = reference_rest(footprint, MU, 0.6, 0.0, 25.0, 0.0, rtol=1e-10)
        two = reference_rest(footprint, MU, 1.2, 0.0, 50.0, 0.0, rtol=1e-10)
        return two.turn / one.turn

    assert ratio(Footprint.disk(LENS.radius)) == pytest.approx(4.0, rel=1e-6)
    assert abs(ratio(LENS) - 4.0) > 1e-3


def _random_flicks(seed: int, n: int) -> list[tuple[float, float, float, float]]:
    rng = np.random.default_rng(seed)
    return [
        (
            rng.uniform(0.3, 2.0),
            rng.uniform(-math.pi, math.pi),
            rng.uniform(-150.0, 150.0),
            rng.uniform(-math.pi, math.pi),
        )
        for _ in range(n)
    ]


def _miss(job: tuple[Footprint, tuple[float, float, float, float]]) -> tuple[float, float]:
    footprint, (speed, direction, spin, angle) = job
    ref = reference_rest(footprint, MU, speed, direction, spin, angle, rtol=1e-9)
    fast = FootprintFriction(footprint, MU).rest(speed, direction, spin, angle)
    return math.hypot(fast.dx - ref.dx, fast.dy - ref.dy), abs(fast.turn - ref.turn)


@pytest.mark.slow
@pytest.mark.parametrize("footprint", [LENS, RIM], ids=["uniform lens", "rim-loaded lens"])
def test_the_table_slide_rests_within_0_05_mm_and_1e_3_rad_of_the_reference(footprint: Footprint) -> None:
    footprint_table.table(footprint)  # built once here, not in every worker
    with ProcessPoolExecutor(max_workers=2) as pool:
        misses = list(pool.map(_miss, [(footprint, f) for f in _random_flicks(11, 50)]))
    assert max(m for m, _ in misses) < 0.05e-3
    assert max(t for _, t in misses) < 1e-3


def test_a_footprint_s_table_is_built_once_and_a_damaged_one_built_again(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(footprint_table.CACHE_ENV, str(tmp_path))
    built: list[int] = []
    real = footprint_table.build
    monkeypatch.setattr(footprint_table, "build", lambda *a, **k: built.append(1) or real(*a, **k))
    odd = Footprint(Outline.polygon([(-0.01, -0.005), (0.01, -0.005), (0.01, 0.005), (-0.01, 0.005)]))
    coarse = (16, 8)
    footprint_table._table.cache_clear()
    try:
        footprint_table.table(odd, coarse)
        footprint_table._table.cache_clear()
        footprint_table.table(odd, coarse)  # from the cache folder
        twice_as_big = Footprint(odd.outline.scaled(2.0))
        footprint_table.table(twice_as_big, coarse)  # the same shape: the same table
        for c in (0.9, 0.97, 1.03):  # sizes a fit tries: scaled copies, not rounded afresh
            footprint_table.table(odd.scaled(c), coarse)
        assert built == [1]
        (saved,) = footprint_table.cache_folder().glob("*.npy")
        saved.write_bytes(saved.read_bytes()[:100])
        footprint_table._table.cache_clear()
        footprint_table.table(odd, coarse)
        assert built == [1, 1]
        assert np.load(saved).shape == (17, 8, 3)
    finally:
        footprint_table._table.cache_clear()


@pytest.mark.parametrize("c", [0.83, 0.97, 1.2])
def test_a_scaled_footprint_is_the_footprint_at_that_size(c: float) -> None:
    rim = Footprint(Outline.lens(0.028, 0.02), Pressure.rim(0.003))
    small = rim.scaled(c, gyration=0.007)
    fresh = Footprint(Outline.lens(0.028 * c, 0.02 * c), Pressure.rim(0.003 * c), 0.007)
    assert small.k == 0.007 and small.size == pytest.approx(fresh.size, rel=1e-12)
    for vx, vy, spin in ((0.3, 0.1, 20.0), (-0.2, 0.4, -80.0), (0.0, 0.0, 5.0)):
        assert small.friction(vx, vy, spin) == pytest.approx(
            fresh.friction(vx, vy, spin), rel=1e-9, abs=1e-12
        )


def test_the_default_slider_s_table_is_shipped_and_matches_a_fresh_build_where_checked() -> None:
    shipped = footprint_table.table(footprint_table.DEFAULT)
    # Spot-check rows against the quadrature directly (the whole table takes seconds to build).
    k = footprint_table.DEFAULT.k
    for i, j in ((0, 0), (100, 17), (128, 64), (200, 99), (256, 127)):
        phi = -math.pi / 2 + math.pi * i / footprint_table.N_PHI
        alpha = 2 * math.pi * j / footprint_table.N_ALPHA
        fx, fy, torque = LENS.friction(
            math.cos(phi) * math.cos(alpha), math.cos(phi) * math.sin(alpha), math.sin(phi) / k
        )
        assert shipped.at(phi, alpha) == pytest.approx((fx, fy, torque / k), abs=1e-12)
