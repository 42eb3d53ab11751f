"""The printable mat: true scale to 0.1 mm, valid SVG and PDF, tiles that cover the mat."""

import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import tomli_w

from games.mat_tuning.export import CAPTION, MARGIN, OVERLAP, PAPERS, ExportError, export, pages
from sim.slider import mat as mats

MAT = mats.default()
PT = 0.0254 / 72  # m per point
TOL = 0.1e-3  # 0.1 mm


def mat_size() -> tuple[float, float]:
    x0, y0, x1, y1 = MAT.field.surface
    return x1 - x0, y1 - y0


def svg_size(path: Path) -> tuple[float, float]:
    root = ET.parse(path).getroot()  # a parse error fails the test: the SVG must be valid XML
    assert root.tag.endswith("svg")
    w, h = (float(root.attrib[k].removesuffix("pt")) * PT for k in ("width", "height"))
    return w, h


def pdf_pages(path: Path) -> list[tuple[float, float]]:
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    boxes = re.findall(rb"/MediaBox \[ ?0 0 ([\d.]+) ([\d.]+) ?\]", data)
    return [(float(w) * PT, float(h) * PT) for w, h in boxes]


def test_an_svg_at_the_mats_true_size(tmp_path: Path) -> None:
    (path,) = export(MAT, tmp_path / "mat.svg")
    w, h = svg_size(path)
    mw, mh = mat_size()
    assert abs(w - mw) < TOL and abs(h - mh) < TOL


def test_a_pdf_at_the_mats_true_size(tmp_path: Path) -> None:
    (path,) = export(MAT, tmp_path / "mat.pdf")
    ((w, h),) = pdf_pages(path)
    mw, mh = mat_size()
    assert abs(w - mw) < TOL and abs(h - mh) < TOL


def test_a_small_mat_on_one_sheet_is_centred(tmp_path: Path) -> None:
    data = tomllib.loads(MAT.to_toml())
    data["field"]["yard"] = 0.003  # 30 cm between the goal lines
    small = mats.loads(tomli_w.dumps(data), "small")
    (page,) = pages(small, "a3")
    short, long = (d / 1000 for d in PAPERS["a3"])
    assert (page.width, page.height) == pytest.approx((long, short))
    x0, y0, x1, y1 = small.field.surface
    assert page.x0 + page.width / 2 == pytest.approx((x0 + x1) / 2)
    assert page.y0 + page.height / 2 == pytest.approx((y0 + y1) / 2)
    ((w, h),) = pdf_pages(export(small, tmp_path / "small.pdf", paper="a3")[0])
    assert abs(w - long) < TOL and abs(h - short) < TOL


@pytest.mark.slow
def test_tiles_are_a4_pages_that_cover_the_mat_with_overlap(tmp_path: Path) -> None:
    tiles = pages(MAT, "tiled-a4")
    assert len(tiles) > 1 and {(t.rows, t.cols) for t in tiles} == {(tiles[0].rows, tiles[0].cols)}
    x0, y0, x1, y1 = MAT.field.surface
    for fx in [i / 50 for i in range(51)]:
        for fy in [j / 20 for j in range(21)]:
            x, y = x0 + fx * (x1 - x0), y0 + fy * (y1 - y0)
            inside = [t for t in tiles if t.art[0] <= x <= t.art[2] and t.art[1] <= y <= t.art[3]]
            assert inside, f"({x:.3f}, {y:.3f}) is printed on no tile"
    right_of = {(t.row, t.col): t for t in tiles}
    for t in tiles:
        if (t.row, t.col + 1) in right_of:
            shared = t.art[2] - right_of[(t.row, t.col + 1)].art[0]
            assert shared == pytest.approx(OVERLAP)
    path = export(MAT, tmp_path / "tiles.pdf", paper="tiled-a4")[0]
    sheets = pdf_pages(path)
    assert len(sheets) == len(tiles)
    for w, h in sheets:
        assert abs(w - 0.297) < TOL and abs(h - 0.210) < TOL
    files = export(MAT, tmp_path / "tiles.svg", paper="tiled-a2")  # SVG: a file a tile
    assert len(files) == len(pages(MAT, "tiled-a2")) > 1
    assert all(abs(svg_size(f)[0] - 0.594) < TOL for f in files)


def test_the_same_mat_gives_the_same_svg(tmp_path: Path) -> None:
    a = export(MAT, tmp_path / "a.svg")[0].read_bytes()
    b = export(MAT, tmp_path / "b.svg")[0].read_bytes()
    assert a == b


@pytest.mark.parametrize(
    ("paper", "fmt", "message"),
    [
        ("b5", "pdf", "unknown paper 'b5'"),
        ("a2", "pdf", "does not fit on A2: use --paper tiled-a2"),
        ("fit", "png", "format 'png': svg or pdf"),
    ],
)
def test_exports_that_cannot_be_made(tmp_path: Path, paper: str, fmt: str, message: str) -> None:
    with pytest.raises(ExportError, match=re.escape(message)):
        export(MAT, tmp_path / f"mat.{fmt}", fmt, paper)
    assert list(tmp_path.iterdir()) == []  # nothing half-written


def _crosshairs(path: Path, page: object) -> list[tuple[float, float]]:
    """The crosshairs drawn in a tile's SVG, in mat metres: where each one's arms cross."""
    text = path.read_text()
    height = svg_size(path)[1]
    found = []
    for k in range(4):
        across = re.search(rf'id="crosshair-{k}-across">\s*<path d="M ([\d.]+) ([\d.]+)\s*L ([\d.]+)', text)
        up = re.search(rf'id="crosshair-{k}-up">\s*<path d="M ([\d.]+) ([\d.]+)', text)
        assert across and up, f"crosshair {k} in {path.name}"
        x = (float(across[1]) + float(across[3])) / 2 * PT  # the middle of the arm across
        y = height - float(across[2]) * PT  # SVG counts down from the top
        found.append((page.x0 + x, page.y0 + y))  # type: ignore[attr-defined]
    return found


def test_neighbouring_tiles_crosshairs_coincide_on_the_mat_to_a_tenth_of_a_millimetre(tmp_path: Path) -> None:
    tiles = pages(MAT, "tiled-a3")
    files = export(MAT, tmp_path / "tiles.svg", paper="tiled-a3")
    marks = {(t.row, t.col): _crosshairs(f, t) for t, f in zip(tiles, files, strict=True)}
    shared = 0
    for (row, col), mine in marks.items():
        for there in ((row, col + 1), (row + 1, col)):
            if there in marks:
                common = [
                    m
                    for m in mine
                    if any(abs(m[0] - o[0]) < TOL and abs(m[1] - o[1]) < TOL for o in marks[there])
                ]
                assert len(common) == 2, (
                    f"tile {row + 1}-{col + 1} and {there[0] + 1}-{there[1] + 1} share a side"
                )
                shared += 1
    assert shared == 2 * len(tiles) - tiles[0].rows - tiles[0].cols


def test_a_tile_has_a_white_band_with_a_100_mm_ruler_and_its_place(tmp_path: Path) -> None:
    tile = pages(MAT, "tiled-a3")[0]
    (path, *_) = export(MAT, tmp_path / "tiles.svg", paper="tiled-a3")
    text = path.read_text()
    ruler = re.search(r'id="ruler">\s*<path d="M ([\d.]+) [\d.]+\s*L ([\d.]+)', text)
    assert ruler and (float(ruler[2]) - float(ruler[1])) * PT == pytest.approx(0.100, abs=TOL)
    assert "row 1 of 2, column 1 of 5" in text and tile.art[1] == pytest.approx(tile.y0 + MARGIN + CAPTION)


def test_tiles_take_the_orientation_with_fewer_sheets() -> None:
    assert len(pages(MAT, "tiled-a3")) == 10  # upright: 2 rows of 5 (lying: 3 rows of 4)
