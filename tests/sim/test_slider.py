"""One flick on the mat: rest pose, what it touches, the path events, and bad flicks."""

import math

import pytest

from sim.constants import GRAVITY
from sim.errors import FlickError
from sim.geometry import Pose, transform
from sim.slider import mat as mats
from sim.slider.features import FeatureKind
from sim.slider.table import MAX_SPEED, EventKind, Flick, SliderTable

MAT = mats.default()
TABLE = SliderTable(MAT)
SPEC = MAT.slider
YD = MAT.field.yard
SCRIMMAGE = Pose(0.2, 0.0)


def flick(speed: float, angle_deg: float = 0.0, spin: float = 0.0, start: Pose = SCRIMMAGE):
    f = Flick.from_velocity(speed, math.radians(angle_deg), spin, SPEC.mass, SPEC.inertia, start.angle)
    return TABLE.flick(start, f)


def test_straight_flick_rests_at_the_closed_form() -> None:
    for v in (0.5, 1.0, 2.0):
        out = flick(v)
        assert out.rest.x == pytest.approx(0.2 + v * v / (2 * MAT.mu * GRAVITY), abs=5e-5)
        assert out.rest.y == 0.0 and out.rest.angle == 0.0
        assert out.time == pytest.approx(v / (MAT.mu * GRAVITY))


def test_from_velocity_gives_the_asked_launch() -> None:
    start = Pose(0.3, 0.05, 1.1)
    f = Flick.from_velocity(1.7, 0.4, -55.0, SPEC.mass, SPEC.inertia, start.angle)
    launch = TABLE.launch(start, f)
    assert (launch.speed, launch.direction, launch.spin) == pytest.approx((1.7, 0.4, -55.0))


def test_a_strike_right_of_centre_spins_counter_clockwise() -> None:
    j = SPEC.mass * 1.0
    right = TABLE.launch(Pose(0.2, 0.0), Flick((j, 0.0), (0.0, -0.005)))
    left = TABLE.launch(Pose(0.2, 0.0), Flick((j, 0.0), (0.0, 0.005)))
    assert right.spin > 0 > left.spin
    assert right.spin == pytest.approx(0.005 * j / SPEC.inertia)


def test_touching_a_run_and_pass_circle() -> None:
    c = next(c for c in MAT.run_circles if c.id == "H2L")
    touched = {t.id: t for t in TABLE.touching(Pose(c.x + YD, c.y, 0.0))}
    assert touched["H2L"].within and not touched["H2L/pass"].within
    assert touched["H2L"].feature.zone == 2 and touched["H2L"].feature.side.value == "LEFT"
    # Just touching the rim from outside still counts: the rules say "touching or within".
    edge = TABLE.touching(Pose(c.x + c.radius + SPEC.length / 2 - 1e-4, c.y, 0.0))
    assert [t.id for t in edge if t.kind == FeatureKind.RUN_CIRCLE] == ["H2L"]
    clear = TABLE.touching(Pose(c.x + c.radius + SPEC.length / 2 + 1e-4, c.y, 0.0))
    assert not [t for t in clear if t.kind == FeatureKind.RUN_CIRCLE]


def test_flags_and_fumbles_are_touched() -> None:
    flag, fumble = MAT.flags[0], MAT.fumbles[0]
    assert TABLE.touching(Pose(flag.x, flag.y))[0].kind == FeatureKind.FLAG
    assert [t.kind for t in TABLE.touching(Pose(fumble.x, fumble.y))] == [FeatureKind.FUMBLE]


def test_completely_within_the_endzone_only_off_its_lines() -> None:
    inside = {t.id: t for t in TABLE.touching(Pose(MAT.field.length + 5 * YD, 0.0))}
    assert inside["endzone-visitor"].within
    on_goal_line = {t.id: t for t in TABLE.touching(Pose(MAT.field.length + 1.5 * YD, 0.0))}
    assert "goal-line-visitor" in on_goal_line
    assert not on_goal_line["endzone-visitor"].within
    hw = MAT.field.half_width
    near_sideline = {t.id: t for t in TABLE.touching(Pose(MAT.field.length + 5 * YD, hw - 0.005, 0.0))}
    assert "sideline-left" in near_sideline and not near_sideline["endzone-visitor"].within


def test_path_events_through_the_endzone_and_off_the_surface() -> None:
    out = flick(3.0, start=Pose(0.6, 0.0))
    kinds = [e.kind for e in out.events]
    assert kinds == [
        EventKind.GOAL_LINE_CROSSED,
        EventKind.ENDZONE_ENTERED,
        EventKind.END_LINE_CROSSED,
        EventKind.ENDZONE_LEFT,
        EventKind.LEFT_SURFACE,
    ]
    goal = out.events[0]
    assert goal.x == pytest.approx(MAT.field.length) and goal.feature == "goal-line-visitor"
    assert [e.t for e in out.events] == sorted(e.t for e in out.events)
    assert not out.on_surface and out.touched == ()


def test_left_surface_when_no_part_is_over_it() -> None:
    out = flick(3.0, spin=40.0, start=Pose(0.6, 0.0))
    leave = out.event(EventKind.LEFT_SURFACE)
    assert leave is not None
    x_edge = MAT.field.surface[2]

    def pose_at(x: float) -> Pose:
        s = x - 0.6
        turned = TABLE.friction.slide(out.launch.speed, out.launch.spin).at_distance(s).turned
        return Pose(x, 0.0, turned)

    assert min(px for px, _ in transform(TABLE.outline, pose_at(leave.x))) == pytest.approx(x_edge, abs=1e-7)
    assert min(px for px, _ in transform(TABLE.outline, pose_at(leave.x - 1e-4))) < x_edge


def test_sideline_crossing_point() -> None:
    out = flick(2.0, angle_deg=45.0, start=Pose(0.4, 0.0))
    cross = out.event(EventKind.SIDELINE_CROSSED)
    assert cross is not None and cross.feature == "sideline-left"
    assert cross.y == pytest.approx(MAT.field.half_width)
    assert cross.x == pytest.approx(0.4 + MAT.field.half_width)


def test_same_flick_same_outcome() -> None:
    assert flick(1.3, 5.0, 70.0) == flick(1.3, 5.0, 70.0)


def test_trajectory_samples_end_at_rest() -> None:
    out = TABLE.flick(Pose(0.2, 0.0), Flick((SPEC.mass * 1.0, 0.0), (0.0, -0.004)), trajectory_dt=1 / 240)
    assert out.trajectory is not None
    last = out.trajectory[-1]
    assert (last.x, last.y, last.t) == pytest.approx((out.rest.x, out.rest.y, out.time))


@pytest.mark.parametrize(
    "bad,words",
    [
        (Flick((math.nan, 0.0)), "finite"),
        (Flick((0.01, math.inf)), "finite"),
        (Flick((SPEC.mass * (MAX_SPEED + 1), 0.0)), "beyond the maximum"),
        (Flick((0.004, 0.0), (0.0, 0.05)), "not on the slider"),
    ],
)
def test_bad_flicks_are_refused(bad: Flick, words: str) -> None:
    with pytest.raises(FlickError, match=words):
        TABLE.flick(Pose(0.2, 0.0), bad)


def test_from_velocity_refuses_nan_and_negative_speed() -> None:
    with pytest.raises(FlickError, match="finite"):
        Flick.from_velocity(math.nan, 0.0, 0.0, SPEC.mass, SPEC.inertia, 0.0)
    with pytest.raises(FlickError, match="negative"):
        Flick.from_velocity(-1.0, 0.0, 0.0, SPEC.mass, SPEC.inertia, 0.0)


def test_json_form() -> None:
    data = flick(2.0).to_json()
    assert {"rest", "distance", "time", "touched", "events"} <= data.keys()
    assert {"x", "y", "angle"} == data["rest"].keys()
    assert all({"id", "kind"} <= t.keys() for t in data["touched"])


def _pose_along(out, s: float) -> Pose:  # type: ignore[no-untyped-def]
    turned = TABLE.friction.slide(out.launch.speed, out.launch.spin).at_distance(s).turned
    d = out.launch.direction
    return Pose(out.start.x + math.cos(d) * s, out.start.y + math.sin(d) * s, out.start.angle + turned)


def _check_left_surface(out) -> None:  # type: ignore[no-untyped-def]
    """Whenever the slider rests wholly off the surface, exactly one left_surface event, where the
    outline just clears the surface: off a nanometre after it, on a micrometre before."""
    leaves = [e for e in out.events if e.kind == EventKind.LEFT_SURFACE]
    if out.on_surface:
        return
    assert len(leaves) == 1, out
    e = leaves[0]
    s = math.hypot(e.x - out.start.x, e.y - out.start.y)
    assert not TABLE._query(_pose_along(out, s + 1e-9))[1]
    assert TABLE._query(_pose_along(out, s - 1e-6))[1]


def test_a_straight_flick_over_the_back_of_the_mat_leaves_the_surface() -> None:
    """`tabletop flick --from 0,0 --speed 3`: tip first, no spin, off the back of the mat."""
    out = flick(3.0, start=Pose(0.0, 0.0))
    assert not out.on_surface and out.event(EventKind.LEFT_SURFACE) is not None
    _check_left_surface(out)


@pytest.mark.slow
def test_every_flick_that_rests_off_the_surface_left_it_once() -> None:
    """A grid of tip-first, spinless starts (the straight flicks that used to be missed) and of
    spinning ones, towards every edge of the surface."""
    checked = 0
    for x in (-0.05, 0.0, 0.3, 0.5, 0.8, 1.0, 1.05):
        for y in (-0.2, 0.0, 0.15):
            for degrees in range(0, 360, 15):
                a = math.radians(degrees)
                for spin in (0.0, 35.0):
                    start = Pose(x, y, a)
                    f = Flick.from_velocity(3.5, a, spin, SPEC.mass, SPEC.inertia, start.angle)
                    out = TABLE.flick(start, f)
                    _check_left_surface(out)
                    checked += not out.on_surface
    assert checked > 300
