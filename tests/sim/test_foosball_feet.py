"""The figures' feet seen from above: a rounded toe angles an off-centre shot, a square one never."""

import math
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sim.foosball.spec import TableError, TableSpec, load_table, loads_table
from sim.foosball.table import EventKind, FoosballTable, RodCommand

SPEC = load_table()
DT = 1 / 240
UP = math.pi / 2
ATTACK = 5  # the home attack: three figures


def struck(spec: TableSpec, offset: float) -> tuple[float, float]:
    """A ball at rest ``offset`` across from the middle figure's centre, struck by a full swing
    of the rod (not sliding): the angle (degrees, + towards +y) and speed it leaves with."""
    table = FoosballTable(spec)
    rod = table.spec.rods[ATTACK]
    commands = {i: RodCommand(0.0, UP) for i in range(8)}
    table.set_rods({i: (0.0, UP) for i in range(8)})
    table.set_rods({ATTACK: (0.0, -2.5)})
    commands[ATTACK] = RodCommand(0.0, 1.0)
    h = table.spec.rod_height - table.spec.ball_radius
    table.place_ball(rod.x - 0.2 * h, rod.offsets()[1] + offset)  # met before the foot is vertical
    events = []
    for _ in range(400):
        events += table.step(DT / 8, commands)
        if any(e.kind == EventKind.CONTACT for e in events) and table.rods[ATTACK].omega > 0:
            table.step(DT / 8, commands)
            break
    vx, vy, _ = table.ball_velocity
    return math.degrees(math.atan2(vy, vx)), math.hypot(vx, vy)


def test_the_shipped_table_has_rounded_toes() -> None:
    assert 0.0 < SPEC.toe < SPEC.figure_thickness / 2.0


@pytest.mark.parametrize("offset", [0.0, 0.004, 0.008])
def test_a_ball_met_by_the_flat_middle_of_the_foot_goes_straight(offset: float) -> None:
    angle, _ = struck(SPEC, offset)
    assert abs(angle) < 0.1


@pytest.mark.parametrize("offset", [0.012, 0.015, 0.018])
def test_a_ball_met_by_the_rounded_corner_leaves_along_the_corners_normal(offset: float) -> None:
    angle, _ = struck(SPEC, offset)
    closed_form = SPEC.strike_angle(offset)  # asin((d - flat half) / (toe + ball radius))
    assert closed_form is not None
    assert angle == pytest.approx(math.degrees(closed_form), abs=2.5)
    assert angle > 5.0


def test_further_off_centre_the_shot_angles_more_and_mirrors_across_the_figure() -> None:
    offsets = [0.010, 0.014, 0.018, 0.022, 0.026]
    angles = [struck(SPEC, d)[0] for d in offsets]
    assert angles == sorted(angles)
    for d, angle in zip(offsets, angles, strict=True):
        assert struck(SPEC, -d)[0] == pytest.approx(-angle, abs=1e-6)


def test_a_ball_beyond_the_foots_corner_is_not_met() -> None:
    reach = SPEC.figure_width / 2.0 + SPEC.ball_radius
    assert SPEC.strike_angle(reach - 1e-4) is not None
    assert SPEC.strike_angle(reach + 1e-4) is None


def test_a_square_foot_sends_every_ball_it_meets_with_its_face_straight() -> None:
    square = replace(SPEC, toe=0.0)  # the first tables' boxes: their recordings replay as made
    for offset in (0.0, 0.010, 0.014):  # past 15 mm its square corner meets the ball
        assert abs(struck(square, offset)[0]) < 0.1


def test_a_table_file_without_a_toe_has_square_feet() -> None:
    text = SPEC.source_text.replace("\ntoe = ", "\n# toe = ")
    assert loads_table(text).toe == 0.0


def test_a_toe_as_wide_as_the_foot_is_refused_with_its_key() -> None:
    text = SPEC.source_text.replace("\ntoe = 0.006", "\ntoe = 0.007")
    with pytest.raises(TableError, match=r"figure\.toe.*half the foot's thickness"):
        loads_table(text, "my table")


@given(st.floats(-1.2, 1.2))
def test_the_offset_for_an_angle_gives_that_angle_back(angle: float) -> None:
    offset = SPEC.strike_offset(angle)
    back = SPEC.strike_angle(offset)
    assert back is not None and back == pytest.approx(angle, abs=1e-9)
