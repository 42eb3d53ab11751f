"""The mat as data: the default design, the file format and every validation message."""

import math
from importlib import resources
from pathlib import Path

import pytest

from sim.errors import MatError
from sim.slider import mat as mats
from sim.slider.mat import Half, Side

DEFAULT = mats.default()


def test_default_field_at_one_centimetre_per_yard() -> None:
    f = DEFAULT.field
    assert f.yard == 0.01
    assert f.length == pytest.approx(1.00)
    assert f.endzone == pytest.approx(0.10)
    assert f.width == pytest.approx(160 / 3 * 0.01)


def test_default_zone_bands_run_3_2_1_2_3() -> None:
    assert [z.zone for z in DEFAULT.zones] == [3, 2, 1, 2, 3]
    assert DEFAULT.zones[0].start == 0.0 and DEFAULT.zones[-1].end == pytest.approx(1.0)


def test_each_zone_of_each_half_has_left_middle_and_right() -> None:
    for half in Half:
        for zone in (1, 2, 3):
            sides = {c.side for c in DEFAULT.run_circles if c.half == half and c.zone == zone}
            assert sides == set(Side), (half, zone)


def test_two_larger_middle_circles_on_each_30_yard_line() -> None:
    on_30 = []
    for x in (0.30, 0.70):
        middle = [c for c in DEFAULT.run_circles if c.x == pytest.approx(x) and c.side == Side.MIDDLE]
        assert len(middle) == 2
        on_30 += middle
    others = [c.radius for c in DEFAULT.run_circles if c not in on_30]
    assert all(c.radius > max(others) for c in on_30)


def test_six_flags_and_fumbles_in_both_halves() -> None:
    assert len(DEFAULT.flags) == 6
    assert {f.half for f in DEFAULT.fumbles} == set(Half)


def test_default_is_the_same_from_both_ends() -> None:
    # Turning the mat half a circle about its centre maps every symbol onto another one.
    def turned(x: float, y: float) -> tuple[float, float]:
        return round(DEFAULT.field.length - x, 9), round(-y, 9)

    circles = {(round(c.x, 9), round(c.y, 9), c.radius) for c in DEFAULT.run_circles}
    assert circles == {(*turned(c.x, c.y), c.radius) for c in DEFAULT.run_circles}
    flags = {(round(f.x, 9), round(f.y, 9)) for f in DEFAULT.flags}
    assert flags == {turned(f.x, f.y) for f in DEFAULT.flags}


def test_sides_follow_the_rows_of_numbers() -> None:
    n = DEFAULT.field.numbers
    assert DEFAULT.side_at(n + 0.01) == Side.LEFT
    assert DEFAULT.side_at(-n - 0.01) == Side.RIGHT
    assert DEFAULT.side_at(0.0) == Side.MIDDLE
    assert Side.LEFT.mirrored() == Side.RIGHT


def test_json_has_what_programs_read() -> None:
    data = DEFAULT.to_json()
    assert data["mu"] == 0.3
    assert data["slider"]["mass"] > 0 and data["slider"]["friction_radius"] > 0
    assert data["field"]["length"] == pytest.approx(1.0)
    assert {"width", "yard"} <= data["field"].keys()
    ids = [c["id"] for c in data["run_circles"]] + [f["id"] for f in data["flags"]]
    assert len(ids) == len(set(ids)) == 26


def test_round_trip_through_toml() -> None:
    assert mats.loads(DEFAULT.to_toml()) == DEFAULT


def test_save_replaces_the_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "mat.toml"
    target.write_text("old")
    mats.save(DEFAULT, target)
    assert mats.load(target) == DEFAULT
    assert [p.name for p in tmp_path.iterdir()] == ["mat.toml"]


def default_text() -> str:
    return resources.files("sim").joinpath("data/default_mat.toml").read_text()


def edited(old: str, new: str, count: int = 1) -> str:
    text = default_text()
    assert old in text
    return text.replace(old, new, count)


@pytest.mark.parametrize(
    "text,key,words",
    [
        (edited("mu = 0.3", "mu = 0.3\nmuu = 1"), "muu", "unknown key (did you mean 'mu'?)"),
        (edited("mu = 0.3\n", ""), "mu", "missing"),
        (edited("mu = 0.3", "mu = -0.3"), "mu", "must be from 0.01 to 2"),
        (edited("mu = 0.3", 'mu = "high"'), "mu", "must be a number"),
        (edited("mu = 0.3", "mu = nan"), "mu", "must be finite"),
        (edited("length = 100.0", "length = 0.0"), "field.length", "must be from 10 to 200 yd"),
        (edited("yard = 0.01 ", "yard = 1e-300 "), "field.yard", "must be from 0.001 to 0.1 m a yard"),
        (edited("margin = 3.0 ", "margin = 1.7e308 "), "field.margin", "must be from 0 to 100 yd"),
        (edited("length = 0.030 ", "length = 10.0 "), "slider.length", "must be from 0.005 to 0.2 m"),
        (
            edited("friction_radius = 0.0116", "friction_radius = 1e-300"),
            "slider.friction_radius",
            "from 0.001",
        ),
        (edited("vertices = 16", "vertices = 1000000"), "slider.vertices", "must be from 8 to 256"),
        (edited("format = 1", "format = 1.5"), "format", "must be a whole number"),
        (edited("format = 1", "format = " + "9" * 5000), "", "not valid TOML"),
        (edited("format = 1", "deep = " + "[" * 5000 + "]" * 5000), "", "not valid TOML"),
        (
            edited("radius = 4.0\npass_radius = 1.5", "radius = 4.0\npass_radius = 4.5"),
            "run_circles[0].pass_radius",
            "not inside its run circle",
        ),
        (
            edited('id = "H3L"\nx = 12.0\ny = 21.0', 'id = "H3L"\nx = 12.0\ny = 31.0'),
            "run_circles[1].x",
            "off the surface",
        ),
        (edited("from = 20.0\nto = 40.0", "from = 22.0\nto = 40.0"), "zones[1].from", "gap"),
        (edited("from = 20.0\nto = 40.0", "from = 18.0\nto = 40.0"), "zones[1].from", "overlap"),
        (edited('id = "H3L"', 'id = "H3M"'), "run_circles[1].id", "duplicate id 'H3M'"),
        (edited('id = "flag-1"', 'id = "endzone-home"'), "flags[0].id", "reserved"),
        (edited("vertices = 16", "vertices = 10"), "slider.vertices", "multiple of 4"),
        (edited("format = 1", "format = 7"), "format", "unknown mat format 7"),
    ],
)
def test_bad_mats_name_the_key(text: str, key: str, words: str) -> None:
    with pytest.raises(MatError) as info:
        mats.loads(text, "bad.toml")
    assert info.value.key == key
    assert str(info.value).startswith(f"bad.toml: {key}: " if key else "bad.toml: ")
    assert words in str(info.value)


def test_toml_syntax_error_names_the_line() -> None:
    with pytest.raises(MatError, match="line 3"):
        mats.loads('name = "x"\nmu = 0.3\n[field\n', "broken.toml")


def test_missing_file_is_a_mat_error(tmp_path: Path) -> None:
    with pytest.raises(MatError, match="no such file"):
        mats.load(tmp_path / "nowhere.toml")


def test_fumble_angles_are_degrees_in_the_file() -> None:
    assert DEFAULT.fumbles[0].angle == pytest.approx(math.radians(30.0))
