"""The rod drive: time-optimal, within its limits, and the same in one step as in many."""

import math

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from sim.foosball.drive import drive, path

VMAX, AMAX = 2.0, 60.0  # a foosball rod's slide: m/s, m/s^2

positions = st.floats(-0.2, 0.2)
speeds = st.floats(-VMAX, VMAX)


def _run(value: float, speed: float, target: float, t: float, steps: int) -> tuple[float, float]:
    for _ in range(steps):
        value, speed = drive(value, speed, target, VMAX, AMAX, t / steps)
    return value, speed


@settings(max_examples=300, deadline=None)
@given(positions, speeds, positions, st.floats(0.001, 0.2), st.integers(2, 40))
@example(0.125, 5.960464477539063e-08, 0.125, 0.125, 2)  # a hair of speed, on the target
# A little speed on the target: it brakes a fraction of a micrometre past it, and coming back,
# the rounding of its place once made it speed up again and again for ever shorter spans.
@example(0.10404404444079009, 0.00026354280751497705, 0.10404404444079009, 0.125, 2)
def test_one_step_goes_where_many_steps_go(
    value: float, speed: float, target: float, t: float, steps: int
) -> None:
    assert _run(value, speed, target, t, 1) == pytest.approx(_run(value, speed, target, t, steps), abs=1e-9)


@settings(max_examples=200, deadline=None)
@given(positions, speeds, positions)
def test_speed_and_acceleration_stay_within_the_drive(value: float, speed: float, target: float) -> None:
    h = 1e-3
    for _ in range(400):
        before = speed
        value, speed = drive(value, speed, target, VMAX, AMAX, h)
        assert abs(speed) <= VMAX * (1 + 1e-9)
        assert abs(speed - before) <= AMAX * h * (1 + 1e-9)
    assert (value, speed) == (target, 0.0)  # and it has stopped on the target


@pytest.mark.parametrize("distance", [0.01, VMAX**2 / AMAX, 0.15, -0.15])
def test_from_rest_it_arrives_in_the_least_time_the_limits_allow(distance: float) -> None:
    d = abs(distance)
    # Speed up and brake at full acceleration, with a cruise at full speed if the way is long.
    least = d / VMAX + VMAX / AMAX if d >= VMAX**2 / AMAX else 2.0 * math.sqrt(d / AMAX)
    assert drive(0.0, 0.0, distance, VMAX, AMAX, least) == (distance, 0.0)
    short = drive(0.0, 0.0, distance, VMAX, AMAX, least * 0.99)
    assert short[0] != distance and short[1] != 0.0


def test_a_drive_heading_away_turns_back() -> None:
    # Moving at full speed away from a target 0.05 m behind: brake, come back, stop on it.
    value, speed = drive(0.0, VMAX, -0.05, VMAX, AMAX, VMAX / AMAX)
    assert speed == pytest.approx(0.0, abs=1e-12)
    assert value == pytest.approx(VMAX**2 / (2 * AMAX))
    assert drive(0.0, VMAX, -0.05, VMAX, AMAX, 1.0) == (-0.05, 0.0)


@settings(max_examples=300, deadline=None)
@given(positions, speeds, positions, st.floats(0.0, 0.5))
def test_a_path_worked_out_once_goes_where_the_drive_goes(
    value: float, speed: float, target: float, t: float
) -> None:
    way = path(value, speed, target, VMAX, AMAX)
    assert way.at(t) == pytest.approx(drive(value, speed, target, VMAX, AMAX, t), abs=1e-9)
    assert way.at(way.end) == (target, 0.0), "it ends at rest on the target"
