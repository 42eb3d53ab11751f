"""A mat whose slider has the footprint model: read and written by the mat file, flicked on the
table with its curved path and the path's events, and a disk mat's file left as it was."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sim.errors import MatError
from sim.geometry import Pose
from sim.slider import mat as mats
from sim.slider.footprint import Pressure
from sim.slider.footprint_table import FootprintFriction
from sim.slider.mat import FrictionKind
from sim.slider.table import EventKind, Flick, SliderTable

DISK = mats.default()
FOOT = replace(DISK, slider=replace(DISK.slider, friction=FrictionKind.FOOTPRINT))
RIM = replace(FOOT, slider=replace(FOOT.slider, pressure=Pressure.rim(0.002), gyration=0.009))


def _slider_text(extra: str) -> str:
    text = DISK.to_toml()
    return text.replace("[slider]\n", "[slider]\n" + extra, 1)


def test_a_disk_mat_s_file_says_nothing_of_footprints() -> None:
    # Recordings made before footprints carry their mat's text: it must read back as it was.
    text = DISK.to_toml()
    assert "friction =" not in text and "pressure" not in text
    assert mats.loads(text).slider.friction == FrictionKind.DISK


@pytest.mark.parametrize("mat", [FOOT, RIM], ids=["uniform", "rim"])
def test_a_footprint_mat_reads_back_as_it_was_written(mat: mats.Mat) -> None:
    again = mats.loads(mat.to_toml())
    assert again.slider == mat.slider
    assert again.slider.inertia == pytest.approx(mat.slider.mass * mat.slider.footprint().k ** 2)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ('friction = "ellipse"\n', "must be one of disk, footprint"),
        ('pressure = "rim"\n', 'add friction = "footprint"'),
        ('friction = "footprint"\npressure = "rim"\n', "rim_width: missing"),
        ('friction = "footprint"\nrim_width = 0.002\n', 'add pressure = "rim"'),
        ('friction = "footprint"\npressure = "rim"\nrim_width = 0.02\n', "rim_width: must be from"),
        ('friction = "footprint"\ngyration = -1.0\n', "gyration: must be from"),
    ],
)
def test_a_bad_footprint_in_a_mat_file_is_named(extra: str, message: str) -> None:
    with pytest.raises(MatError, match=message):
        mats.loads(_slider_text(extra), "bad.toml")


def _flick(mat: mats.Mat, speed: float, heading: float, spin: float, angle: float) -> Flick:
    return Flick.from_velocity(speed, heading, spin, mat.slider.mass, mat.slider.inertia, angle)


def test_a_footprint_flick_rests_where_its_slide_ends() -> None:
    table = SliderTable(FOOT)
    start = Pose(-0.2, 0.05, 0.3)
    out = table.flick(start, _flick(FOOT, 1.8, 0.1, 40.0, start.angle))
    rest = FootprintFriction(FOOT.slider.footprint(), FOOT.mu).rest(1.8, 0.1, 40.0, 0.3)
    assert (out.rest.x, out.rest.y) == pytest.approx((start.x + rest.dx, start.y + rest.dy), abs=1e-12)
    assert out.time == pytest.approx(rest.time, rel=1e-12)
    assert table.pose_at(out, out.time + 1.0).x == pytest.approx(out.rest.x, abs=1e-12)


def test_without_spin_a_footprint_flick_crosses_what_the_disk_s_crosses_at_the_same_moments() -> None:
    start = Pose(-0.2, 0.05, 0.3)
    disk = SliderTable(DISK).flick(start, _flick(DISK, 2.5, 0.6, 0.0, start.angle))
    foot = SliderTable(FOOT).flick(start, _flick(FOOT, 2.5, 0.6, 0.0, start.angle))
    assert [(e.kind, e.feature) for e in foot.events] == [(e.kind, e.feature) for e in disk.events]
    for a, b in zip(foot.events, disk.events, strict=True):
        assert a.t == pytest.approx(b.t, abs=1e-6)
        assert (a.x, a.y) == pytest.approx((b.x, b.y), abs=1e-6)
    assert foot.distance == pytest.approx(disk.distance, abs=1e-6)


LINE_EVENTS = {EventKind.GOAL_LINE_CROSSED, EventKind.END_LINE_CROSSED, EventKind.SIDELINE_CROSSED}


@settings(max_examples=20, deadline=None)
@given(
    st.floats(0.3, 3.5),
    st.floats(-math.pi, math.pi),
    st.floats(-40.0, 40.0),
    st.floats(-math.pi, math.pi),
)
def test_every_event_of_a_curved_path_is_where_the_slider_is_then(
    speed: float, heading: float, spin_per_speed: float, angle: float
) -> None:
    spin = spin_per_speed * speed  # a finger's strike on the slider: more spin needs more speed
    table = SliderTable(FOOT)  # the default footprint: its table is shipped
    start = Pose(-0.05, 0.0, angle)  # in the home endzone, on the surface
    out = table.flick(start, _flick(FOOT, speed, heading, spin, angle))
    lines = {line.id: line for line in FOOT.lines()}
    for event in out.events:
        pose = table.pose_at(out, event.t)
        assert (pose.x, pose.y) == pytest.approx((event.x, event.y), abs=1e-12)
        if event.kind in LINE_EVENTS:
            line = lines[event.feature]
            (ax, ay), (bx, by) = line.a, line.b
            off = ((bx - ax) * (event.y - ay) - (by - ay) * (event.x - ax)) / math.hypot(bx - ax, by - ay)
            assert abs(off) < 1e-9  # on the line's centre, as the straight path's crossings are
    assert [e.t for e in out.events] == sorted(e.t for e in out.events)
    if not out.on_surface:
        assert out.event(EventKind.LEFT_SURFACE) is not None


def test_the_batch_model_of_a_footprint_mat_rests_where_the_table_does() -> None:
    import numpy as np

    from sim.slider.batch import BatchModel

    launches = [(1.1, 0.2, 25.0, 0.4), (0.7, -1.0, -40.0, 2.0), (1.9, 0.05, 0.0, -0.3)]
    speed, heading, spin, angle = (np.array(v) for v in zip(*launches, strict=True))
    start = np.full(3, 0.1), np.zeros(3)
    rest = BatchModel(FOOT).rest(start[0], start[1], angle, speed, heading, spin)
    table = SliderTable(FOOT)
    for k, (v, h, w, a) in enumerate(launches):
        out = table.flick(Pose(0.1, 0.0, a), _flick(FOOT, v, h, w, a))
        assert (rest.x[k], rest.y[k]) == pytest.approx((out.rest.x, out.rest.y), abs=1e-9)
        assert math.remainder(rest.angle[k] - out.rest.angle, math.tau) == pytest.approx(0.0, abs=1e-9)
