"""The foosball table against closed forms and the situations the MabuchiLab rules name."""

import math
from dataclasses import replace

import numpy as np
import pytest

from sim.constants import GRAVITY
from sim.foosball.spec import Side, load_table
from sim.foosball.table import EventKind, FoosballTable, RodCommand, TableEvent

SPEC = load_table()
UP = math.pi / 2  # a rod turned with its feet up
DT = 1 / 240


def raised(table: FoosballTable) -> dict[int, RodCommand]:
    table.set_rods({i: (0.0, UP) for i in range(8)})
    return {i: RodCommand(0.0, UP) for i in range(8)}


def run(
    table: FoosballTable, seconds: float, commands: dict[int, RodCommand] | None = None
) -> list[TableEvent]:
    events = []
    for _ in range(round(seconds / DT)):
        events += table.step(DT, commands)
    return events


def kinds(events: list[TableEvent]) -> list[EventKind]:
    return [e.kind for e in events]


def test_a_free_ball_slows_as_rolling_resistance_says() -> None:
    table = FoosballTable()
    raised(table)
    table.place_ball(-0.4, 0.1, 1.2, 0.0)
    run(table, 0.5)
    assert table.ball_velocity[0] == pytest.approx(1.2 - SPEC.rolling * GRAVITY * 0.5, abs=1e-9)


def test_a_ball_rolling_clear_of_everything_follows_constant_deceleration_to_rest() -> None:
    # Between the two midfield rods, along them: nothing can touch it, so it rolls exactly as
    # a constant deceleration says, position and speed, and stops where v^2 / 2a puts it.
    table = FoosballTable()
    a, v0, y0 = SPEC.rolling * GRAVITY, 0.3, -0.25
    table.place_ball(0.0, y0, 0.0, v0)
    stop = v0 / a
    for k in range(1, round(1.5 * stop / DT)):
        table.step(DT)
        t = min(k * DT, stop)
        x, y, _ = table.ball_position
        assert (x, y) == pytest.approx((0.0, y0 + v0 * t - 0.5 * a * t * t), abs=1e-12)
        assert table.ball_velocity[1] == pytest.approx(max(0.0, v0 - a * k * DT), abs=1e-12)
    assert table.ball_position[1] == pytest.approx(y0 + v0 * v0 / (2 * a), abs=1e-12)


def test_wall_bounce_keeps_tangential_speed_and_scales_the_normal() -> None:
    table = FoosballTable(replace(SPEC, rolling=0.0))
    raised(table)
    table.place_ball(-0.3, 0.2, 0.5, 1.0)
    run(table, 0.2)
    vx, vy, _ = table.ball_velocity
    assert vx == pytest.approx(0.5, abs=1e-9)
    assert vy == pytest.approx(-SPEC.restitution_wall * 1.0, abs=1e-9)


def test_energy_never_rises_without_a_rod() -> None:
    rng = np.random.default_rng(2)
    for _ in range(20):
        table = FoosballTable()
        commands = raised(table)
        table.place_ball(
            rng.uniform(-0.5, 0.5), rng.uniform(-0.3, 0.3), *rng.uniform(-6, 6, 2), vz=rng.uniform(0, 1)
        )
        energy = math.inf
        for _ in range(300):
            table.step(DT, commands)
            if table.gone:
                break
            vx, vy, vz = table.ball_velocity
            e = 0.5 * (vx * vx + vy * vy + vz * vz) + GRAVITY * table.z
            assert e <= energy + 1e-9
            energy = e


def swing_into(table: FoosballTable, rod: int, ahead: float) -> list[TableEvent]:
    """A ball at rest ``ahead`` of a rod's middle figure, the rod swung hard from behind, the
    other rods raised; stepped until the swing has touched the ball."""
    commands = raised(table)
    spec = table.spec.rods[rod]
    table.set_rods({rod: (0.0, -2.5)})  # wound back, foot up: full speed by the time it is low
    commands[rod] = RodCommand(0.0, 1.0)
    h = table.spec.rod_height - table.spec.ball_radius
    table.place_ball(spec.x + h * ahead, 0.0)
    events: list[TableEvent] = []
    for _ in range(200):
        events += table.step(DT / 8, commands)
        if any(e.kind == EventKind.CONTACT for e in events) and table.rods[rod].omega > 0:
            events += table.step(DT / 8, commands)
            break
    return events


def test_a_swing_gives_the_ball_the_speed_the_geometry_predicts() -> None:
    table = FoosballTable()
    events = swing_into(table, 5, -0.2)  # met before the foot is vertical: no lift
    contact = next(e for e in events if e.kind == EventKind.CONTACT)
    assert contact.rod == 5 and contact.ball_speed == 0.0
    predicted = (1 + SPEC.restitution_figure) * contact.speed  # the foot moves at h * omega there
    assert contact.speed > 5.0
    assert table.ball_velocity[0] == pytest.approx(predicted, rel=0.05)


def test_a_raised_contender_lets_the_ball_pass_under() -> None:
    table = FoosballTable()
    commands = raised(table)
    table.place_ball(-0.4, 0.0, 2.0, 0.0)
    events = run(table, 1.0, commands)
    assert EventKind.CONTACT not in kinds(events)
    assert EventKind.GOAL_PLANE in kinds(events)


def test_a_low_foot_blocks_the_ball() -> None:
    table = FoosballTable()
    table.place_ball(-0.4, 0.0, 2.0, 0.0)
    events = run(table, 0.3)  # rods at rest, feet down: the home midfield stops it
    contact = events[0]
    assert contact.kind == EventKind.CONTACT and contact.speed == 0.0
    assert contact.ball_speed == pytest.approx(2.0, rel=0.02)
    assert table.ball_velocity[0] < 0


def test_a_foot_past_vertical_lifts_the_ball_more_the_further_past() -> None:
    lifts = []
    for ahead in (-0.2, 0.5, 0.8):  # met before vertical, then past it, then further past
        table = FoosballTable()
        swing_into(table, 5, ahead)
        lifts.append(table.ball_velocity[2])
    assert lifts[0] == 0.0 < lifts[1] < lifts[2]


def test_a_ball_flying_above_the_rods_leaves_the_table_and_comes_back() -> None:
    table = FoosballTable()
    table.place_ball(0.0, 0.1, 1.0, 0.0, vz=1.4)  # enough to rise past the rods' plane
    events = run(table, 0.5, raised(table))
    assert [k for k in kinds(events) if k in (EventKind.LEFT_TABLE, EventKind.BACK_ON_TABLE)] == [
        EventKind.LEFT_TABLE,
        EventKind.BACK_ON_TABLE,
    ]


def test_a_goal_that_stays_in() -> None:
    table = FoosballTable()
    commands = raised(table)
    table.place_ball(0.45, 0.02, 1.5, 0.0)
    events = run(table, 1.0, commands)
    goal = [e for e in events if e.kind in (EventKind.GOAL_PLANE, EventKind.TROUGH)]
    assert [(e.kind, e.inward) for e in goal] == [(EventKind.GOAL_PLANE, True), (EventKind.TROUGH, None)]
    assert goal[1].team == Side.AWAY and table.gone


def goal_planes(vx: float, vz: float) -> list[bool | None]:
    table = FoosballTable()
    commands = raised(table)
    table.place_ball(0.45, 0.0, vx, 0.0, vz=vz)
    return [e.inward for e in run(table, 0.3, commands) if e.kind == EventKind.GOAL_PLANE]


def test_a_flying_shot_can_bounce_back_out_of_the_goal_a_shame() -> None:
    # Over the drop in the air, it comes back off the back plate before it has fallen in.
    assert goal_planes(9.0, 1.0)[:2] == [True, False]


def test_the_back_plate_turns_a_hard_flat_shot_down_into_the_trough() -> None:
    assert goal_planes(15.0, 0.0) == [True]


def test_a_post_turns_the_ball_away() -> None:
    table = FoosballTable()
    commands = raised(table)
    g = SPEC.goal_width / 2 + SPEC.post_radius + SPEC.ball_radius * 0.5
    table.place_ball(0.5, g, 2.0, 0.0)
    events = run(table, 0.5, commands)
    assert EventKind.GOAL_PLANE not in kinds(events)
    assert table.ball_velocity[0] < 0


def test_a_serve_breaks_the_outer_plane_then_the_inner_then_crosses() -> None:
    table = FoosballTable()
    table.start_serve(Side.HOME, 0.0, 1.5)
    events = run(table, 0.2)
    serve = [e.kind for e in events if e.kind.value.startswith("serve")]
    assert serve == [EventKind.SERVE_OUTER, EventKind.SERVE_INNER, EventKind.SERVE_CROSSED]
    assert table.in_table


def test_no_tunnelling_through_figures_at_15_m_s() -> None:
    rng = np.random.default_rng(9)
    table = FoosballTable()
    for _ in range(2000):
        table.set_rods({i: (0.0, 0.0) for i in range(8)})
        rod = int(rng.integers(8))
        spec = SPEC.rods[rod]
        figure = spec.offsets()[int(rng.integers(spec.figures))]
        speed = rng.uniform(5.0, 15.0)
        side = rng.choice([-1.0, 1.0])
        start = spec.x + side * rng.uniform(0.04, 0.07)
        table.place_ball(start, figure + rng.uniform(-0.01, 0.01), -side * speed, 0.0)
        events = run(table, 0.02)
        assert any(e.kind == EventKind.CONTACT and e.rod == rod for e in events), (rod, speed)
        assert (table.ball_position[0] - spec.x) * side > 0, "it stayed on its own side"


def test_no_tunnelling_through_walls() -> None:
    rng = np.random.default_rng(3)
    table = FoosballTable()
    for _ in range(1000):
        commands = raised(table)
        angle = rng.uniform(0, 2 * math.pi)
        table.place_ball(
            rng.uniform(-0.4, 0.4), rng.uniform(-0.25, 0.25), 15 * math.cos(angle), 15 * math.sin(angle)
        )
        for event in run(table, 0.1, commands):
            if event.kind == EventKind.LEFT_TABLE:  # only through an open service hole
                assert abs(event.x) < SPEC.hole_width / 2 + SPEC.ball_radius
                break
        else:
            x, y, _ = table.ball_position
            in_goal = abs(y) < SPEC.goal_width / 2 and abs(x) < SPEC.half_length + SPEC.goal_depth
            assert (abs(x) <= SPEC.half_length and abs(y) <= SPEC.half_width) or in_goal


def test_a_ball_at_rest_out_of_reach_is_dead() -> None:
    table = FoosballTable()
    table.place_ball(0.0, 0.12, 0.0, 0.0)  # between the two midfield rods
    assert not table.reachable(0.0, 0.12)
    assert EventKind.DEAD_BALL in kinds(run(table, 0.05))
    table.place_ball(SPEC.rods[3].x + 0.02, 0.0, 0.0, 0.0)
    assert EventKind.DEAD_BALL not in kinds(run(table, 0.05))


def test_rods_reach_their_targets_with_limited_acceleration() -> None:
    table = FoosballTable()
    table.place_ball(0.0, 0.3)
    speeds = []
    for _ in range(120):
        table.step(DT, {1: RodCommand(0.15, 0.0)})
        speeds.append(table.rods[1].vy)
    assert table.rods[1].y == pytest.approx(0.15)
    accel = np.abs(np.diff(speeds)) / DT
    assert accel.max() <= SPEC.max_slide_accel * 1.0001
    table.step(DT, {1: RodCommand(9.0, 0.0)})
    run(table, 1.0)
    assert table.rods[1].y == pytest.approx(SPEC.rods[1].travel / 2), "the bumper stops it"


def test_mechanical_failures_can_be_injected_and_repaired() -> None:
    table = FoosballTable()
    table.place_ball(0.0, 0.3)
    started = table.fail(5)
    assert started[0].kind == EventKind.FAILURE_STARTED and table.failed
    run(table, 0.2, {5: RodCommand(0.05, 0.5)})
    assert table.rods[5].y == 0.0 and table.rods[5].angle == 0.0, "a jammed rod does not move"
    table.repair(5)
    table.fail(1, figure=0)  # a broken foot: the ball passes where it was
    table.place_ball(SPEC.rods[1].x - 0.05, SPEC.rods[1].offsets()[0], 2.0, 0.0)
    events = run(table, 0.05)
    assert not any(e.kind == EventKind.CONTACT and e.rod == 1 for e in events)


def test_same_inputs_same_table() -> None:
    def play() -> tuple[float, ...]:
        table = FoosballTable()
        table.place_ball(0.1, 0.05, -3.0, 1.0)
        rng = np.random.default_rng(4)
        for _ in range(240):
            table.step(DT, {i: RodCommand(rng.uniform(-0.05, 0.05), rng.uniform(-1, 1)) for i in range(8)})
        return (*table.ball_position, *table.ball_velocity)

    assert play() == play()
