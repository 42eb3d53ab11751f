"""The tuner's changes written as a designer would make them: on a printable grid, mirrored
between the two halves, and into the designer's own file with everything else kept byte for byte
(comments, order, untouched numbers)."""

from pathlib import Path

import pytest

from games.mat_tuning.mat_edits import Change, edited, edits, mirror_pairs
from games.mat_tuning.tune import Parameter, apply, tuned_text
from sim.slider import mat as mats
from sim.slider.overlaps import errors

DEFAULT = Path(__file__).parents[3] / "sim" / "data" / "default_mat.toml"
TEXT = DEFAULT.read_text()
MAT = mats.loads(TEXT, "default")


def test_every_item_of_the_default_mat_has_its_mirror_image() -> None:
    pairs = mirror_pairs(MAT)
    assert pairs["H1M"] == "V1M" and pairs["V1M"] == "H1M" and pairs["H2L"] == "V2R"
    assert all(pairs[pairs[k]] == k for k in pairs)
    items = len(MAT.run_circles) + len(MAT.flags) + len(MAT.fumbles)
    assert len(pairs) == items


def test_a_move_is_mirrored_and_lands_on_the_grid() -> None:
    tuned = apply(MAT, (Parameter("shift_x", ("H2L",), -3.0, 3.0),), [1.13])
    yd = tuned.field.yards
    h2l, v2r = (next(c for c in tuned.run_circles if c.id == i) for i in ("H2L", "V2R"))
    before = next(c for c in MAT.run_circles if c.id == "H2L")
    assert yd(h2l.x) == pytest.approx(yd(before.x) + 1.25)  # 1.13 yd on a 0.25 yd grid
    assert yd(h2l.x) % 0.25 == pytest.approx(0.0) and yd(h2l.pass_x) - yd(h2l.x) == pytest.approx(
        yd(before.pass_x) - yd(before.x)
    )
    assert yd(v2r.x) == pytest.approx(100.0 - yd(h2l.x)) and yd(v2r.y) == pytest.approx(-yd(h2l.y))
    assert not errors(tuned)


def test_a_resize_reaches_both_halves_unless_mirroring_is_off() -> None:
    both = apply(MAT, (Parameter("run_radius", ("H3M",), 2.0, 5.0),), [3.4])
    one = apply(MAT, (Parameter("run_radius", ("H3M",), 2.0, 5.0),), [3.4], mirror=False)
    radius = {m: {c.id: m.field.yards(c.radius) for c in m.run_circles} for m in (both, one)}
    assert radius[both]["H3M"] == radius[both]["V3M"] == pytest.approx(3.5)
    assert radius[one]["H3M"] == pytest.approx(3.5) and radius[one]["V3M"] == pytest.approx(4.0)


def test_the_designers_file_keeps_every_untouched_byte() -> None:
    text = tuned_text(TEXT, MAT, (Parameter("flag_radius", ("flag-2",), 0.5, 2.0),), [1.0])
    old, new = TEXT.splitlines(), text.splitlines()
    assert len(old) == len(new)
    changed = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
    # The name, and the radius of flag-2 and of its mirror image, flag-5 (written as typed: 1.0).
    assert changed == [
        ('name = "Default mat"', 'name = "Default mat (tuned)"'),
        ("radius = 1.2", "radius = 1.0"),
        ("radius = 1.2", "radius = 1.0"),
    ]
    assert "# The default Finger Football mat." in text


def test_values_are_written_as_a_designer_types_them() -> None:
    out = edited(TEXT, edits(MAT, [Change("run_radius", ("H1L",), 3.5000000000000004)]))
    assert "radius = 3.5\n" in out and "3.5000000000000004" not in out
