"""The slide model against closed forms, direct integration of the equations of motion, and
the stepping a game loop does."""

import itertools
import math

import numpy as np
import pytest

from sim.constants import GRAVITY
from sim.errors import SimError
from sim.slider.friction import FrictionModel, advance, tables

MODEL = FrictionModel(mu=0.3, radius=0.0116)
A = MODEL.decel


def step_to_rest(speed: float, spin: float, dt: float) -> tuple[float, float, int, int]:
    """Step a slide with the memoryless stepper; return distance, turn, and the steps at which
    the speed and the spin reached zero."""
    s = turn = 0.0
    stop_v = stop_w = -1
    for k in range(1, 100_000):
        state = advance(MODEL, speed, spin, dt)
        s += state.s
        turn += state.turned
        speed, spin = state.speed, state.spin
        if speed == 0.0 and stop_v < 0:
            stop_v = k
        if spin == 0.0 and stop_w < 0:
            stop_w = k
        if speed == 0.0 and spin == 0.0:
            return s, turn, stop_v, stop_w
    raise AssertionError("slide never stopped")


@pytest.mark.parametrize("v0", [0.2, 0.5, 1.0, 2.0, 3.0, 4.0])
@pytest.mark.parametrize("dt", [1 / 1000, 1 / 240, 1 / 60, 1 / 30])
def test_spinless_rest_distance_at_any_step(v0: float, dt: float) -> None:
    s, turn, _, _ = step_to_rest(v0, 0.0, dt)
    assert s == pytest.approx(v0**2 / (2 * 0.3 * GRAVITY), abs=5e-5)
    assert turn == 0.0


@pytest.mark.parametrize("dt", [1 / 1000, 1 / 240, 1 / 60])
def test_spinning_slide_stepped_ends_where_the_whole_slide_ends(dt: float) -> None:
    whole = MODEL.slide(1.5, 60.0)
    s, turn, stop_v, stop_w = step_to_rest(1.5, 60.0, dt)
    assert s == pytest.approx(whole.distance, abs=5e-5)
    assert turn == pytest.approx(whole.rotation, abs=1e-4)
    assert abs(stop_v - stop_w) <= 1  # sliding and spinning stop together


def test_speed_to_spin_ratio_near_the_stop() -> None:
    for speed, spin in [(1.0, 5.0), (2.0, 200.0), (0.5, 300.0)]:
        m = MODEL.slide(speed, spin)
        ratios = [m.at(m.stop_time * (1 - e)) for e in (1e-3, 1e-6, 1e-9)]
        ratio = [st.speed / (abs(st.spin) * MODEL.radius) for st in ratios]
        assert abs(ratio[2] - 0.653) < abs(ratio[0] - 0.653)
        assert ratio[2] == pytest.approx(0.653, abs=5e-4)


def test_starting_at_the_fixed_ratio_slides_1_623_times_further() -> None:
    v = 1.0
    m = MODEL.slide(v, tables().eps_star * v / MODEL.radius)
    assert m.distance / (v * v / (2 * A)) == pytest.approx(1.623, abs=1e-3)


def test_spin_lengthens_the_slide() -> None:
    distances = [MODEL.slide(1.0, w).distance for w in np.linspace(0, 300, 31)]
    assert all(b > a for a, b in itertools.pairwise(distances))
    assert MODEL.slide(1.0, -120.0).distance == MODEL.slide(1.0, 120.0).distance


def test_pure_spin_closed_form() -> None:
    m = MODEL.slide(0.0, 50.0)
    assert m.distance == 0.0
    assert m.stop_time == pytest.approx(3 * 50.0 * MODEL.radius / (4 * A))
    assert m.rotation == pytest.approx(3 * 50.0**2 * MODEL.radius / (8 * A))
    assert MODEL.slide(0.0, -50.0).rotation == -m.rotation


@pytest.mark.slow
def test_agrees_with_direct_integration() -> None:
    solve_ivp = pytest.importorskip("scipy.integrate").solve_ivp
    tab = tables()
    r = MODEL.radius

    def rhs(_t: float, y: list[float]) -> list[float]:
        v, w = y[0], y[1]
        phi = math.atan2(abs(w) * r, v)
        f, g = tab.coefficients(phi)
        return [-A * f, -math.copysign(2 * A * g / r, w), v, w]

    def stopped(_t: float, y: list[float]) -> float:
        return math.hypot(y[0], y[1] * r) - 1e-7

    stopped.terminal = True  # type: ignore[attr-defined]
    rng = np.random.default_rng(3)
    for _ in range(12):
        v0, w0 = rng.uniform(0.2, 4.0), rng.uniform(-300, 300)
        sol = solve_ivp(rhs, [0, 10], [v0, w0, 0, 0], method="DOP853", rtol=1e-11, atol=1e-13, events=stopped)
        m = MODEL.slide(v0, w0)
        assert m.distance == pytest.approx(sol.y[2, -1], abs=5e-5)
        # 1e-5 of the turn: a few micrometres at the tip of the slider
        assert m.rotation == pytest.approx(sol.y[3, -1], rel=1e-5, abs=1e-6)
        assert m.stop_time == pytest.approx(sol.t[-1], rel=1e-5)


def test_state_along_the_slide_is_consistent() -> None:
    m = MODEL.slide(2.0, 80.0)
    times = np.linspace(0, m.stop_time, 50)
    states = [m.at(t) for t in times]
    assert all(b.s >= a.s and b.speed <= a.speed for a, b in itertools.pairwise(states))
    for st in states[1:-1]:
        back = m.at_distance(st.s)
        assert back.t == pytest.approx(st.t, abs=1e-5)
        assert back.turned == pytest.approx(st.turned, abs=1e-4)
    # Energy only falls.
    energy = [st.speed**2 + 0.5 * (st.spin * MODEL.radius) ** 2 for st in states]
    assert all(b <= a + 1e-12 for a, b in itertools.pairwise(energy))


@pytest.mark.parametrize("speed,spin", [(-1.0, 0.0), (math.nan, 0.0), (1.0, math.inf)])
def test_bad_slides_are_refused(speed: float, spin: float) -> None:
    with pytest.raises(SimError):
        MODEL.slide(speed, spin)


def test_bad_friction_parameters_are_refused() -> None:
    with pytest.raises(SimError, match="mu"):
        FrictionModel(mu=0.0, radius=0.01)
