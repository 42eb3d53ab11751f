"""A rod's motion is a function of time: read often or never, it is in the same place, and a
table's rods go the same way whether anything watches them or not."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sim.foosball.drive import drive
from sim.foosball.rod_motion import Clock, DriveLimits, RodState
from sim.foosball.spec import load_table
from sim.foosball.table import FoosballTable, RodCommand

SPEC = load_table()
LIMITS = DriveLimits(SPEC.max_slide_speed, SPEC.max_slide_accel, SPEC.max_spin, SPEC.max_spin_accel)
DT = 1.0 / 240.0

commands = st.lists(
    st.tuples(st.integers(1, 40), st.floats(-0.12, 0.12), st.floats(-8.0, 8.0)), min_size=1, max_size=6
)


def _rod() -> RodState:
    return RodState(SPEC.rods[2], LIMITS, Clock())


def _play(plan: list[tuple[int, float, float]], read_every_step: bool) -> list[tuple[float, ...]]:
    """Give the rod each command for its number of steps; the state after each command's steps."""
    rod, seen = _rod(), []
    for steps, y, angle in plan:
        rod.aim(RodCommand(y, angle))
        for _ in range(steps):
            rod.clock.t += DT
            if read_every_step:
                _ = rod.y, rod.angle
        seen.append(rod.at(rod.clock.t))
    return seen


@settings(max_examples=150, deadline=None)
@given(commands)
def test_a_rod_is_where_it_is_however_often_it_is_read(plan: list[tuple[int, float, float]]) -> None:
    assert _play(plan, read_every_step=True) == _play(plan, read_every_step=False)


@settings(max_examples=150, deadline=None)
@given(commands)
def test_it_moves_within_its_drive_and_without_jumps(plan: list[tuple[int, float, float]]) -> None:
    rod = _rod()
    y, vy, angle, omega = rod.at(0.0)
    for steps, ty, ta in plan:
        rod.aim(RodCommand(ty, ta))
        for _ in range(steps):
            rod.clock.t += DT
            y1, vy1, angle1, omega1 = rod.at(rod.clock.t)
            assert abs(vy1) <= LIMITS.slide_speed * (1 + 1e-9)
            assert abs(omega1) <= LIMITS.spin * (1 + 1e-9)
            assert abs(vy1 - vy) <= LIMITS.slide_accel * DT * (1 + 1e-6)
            assert abs(omega1 - omega) <= LIMITS.spin_accel * DT * (1 + 1e-6)
            # Where it went is what its speeds (at most) carried it.
            assert abs(y1 - y) <= LIMITS.slide_speed * DT * (1 + 1e-9)
            assert abs(angle1 - angle) <= LIMITS.spin * DT * (1 + 1e-9)
            y, vy, angle, omega = y1, vy1, angle1, omega1


def test_a_new_target_sets_off_from_where_the_rod_is() -> None:
    rod = _rod()
    rod.aim(RodCommand(0.1, 0.0))
    rod.clock.t = 0.05
    y, vy, _, _ = rod.at(0.05)
    rod.aim(RodCommand(-0.1, 0.0))
    later = 0.02
    expected = drive(y, vy, -0.1, LIMITS.slide_speed, LIMITS.slide_accel, later)
    assert rod.at(0.05 + later)[:2] == pytest.approx(expected, abs=1e-15)


def test_a_jammed_rod_stays_and_when_repaired_sets_off_from_rest() -> None:
    rod = _rod()
    rod.aim(RodCommand(0.1, 1.0))
    rod.clock.t = 0.03
    where = rod.y
    rod.jam()
    rod.clock.t = 1.0
    assert (rod.y, rod.vy, rod.omega) == (where, 0.0, 0.0), "a jammed rod does not move"
    rod.repair()
    assert (rod.y, rod.vy) == (where, 0.0), "no jump on repair: it starts from rest"
    rod.clock.t = 1.0 + DT
    assert rod.vy == pytest.approx(LIMITS.slide_accel * DT)


def _far_rods_table(read: bool) -> tuple[float, ...]:
    """A ball rolling along one side, rods busy across the table: read every step, or not."""
    table = FoosballTable()
    table.place_ball(-0.5, 0.3, 0.8, 0.0)
    out = []
    for k in range(400):
        angle = 2.0 * math.sin(k / 25.0)
        commands = {i: RodCommand(0.05 * math.cos(k / 30.0 + i), angle) for i in range(8)}
        table.step(DT, commands)
        if read:
            out.extend(r.y + r.angle + r.vy + r.omega for r in table.rods)
    x, y, z = table.ball_position
    return (x, y, z, *(v for r in table.rods for v in (r.y, r.vy, r.angle, r.omega)))


def test_a_table_goes_the_same_way_watched_or_not() -> None:
    assert _far_rods_table(read=True) == _far_rods_table(read=False)
