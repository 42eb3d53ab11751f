"""The mat at true scale for printing (``tabletop mat export``): SVG or PDF, drawn with matplotlib
in metres on a page whose size is the paper's, so one unit on the page is one unit on the table.

A mat larger than the paper is printed on tiles: pages that overlap by ``OVERLAP``, in the
orientation that needs fewer sheets. Each tile has crosshairs at the corners of its share of the
mat, which are the very points where its neighbours' crosshairs are (lay one tile over the next
so they coincide), and a white band at its foot with its row and column and a 100 mm scale ruler
to check the print's scale. SVG tiles are one file each; PDF tiles are the pages of one file.
The mat is drawn in the order it is printed: the field, its lines and numbers, then the circles,
the flags and the fumble footballs.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")  # files only: never a window

from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure
from matplotlib.patches import Circle, Polygon, Rectangle

from sim.errors import SimError
from sim.geometry import Pose, football_outline, transform
from sim.io.atomic import write_bytes
from sim.slider.mat import Mat

MM = 0.001
INCH = 0.0254  # m
PAPERS = {"a0": (841, 1189), "a1": (594, 841), "a2": (420, 594), "a3": (297, 420), "a4": (210, 297)}  # mm
OVERLAP = 10 * MM  # printed twice on neighbouring tiles, for taping
MARGIN = 8 * MM  # printers do not print to the paper's edge
CAPTION = 10 * MM  # a tile's white band at its foot: its place in the grid and a scale ruler
RULER = 100 * MM
# The order things are printed in (matplotlib draws lines over patches unless told).
FIELD_Z, LINES_Z, FEATURES_Z, HAZARDS_Z, MARKS_Z = 0, 1, 2, 3, 5
FORMATS = ("svg", "pdf")

GRASS, STRIPE, SURROUND = "#26843e", "#2a8e44", "#407848"
ENDZONE = {"home": "#1e5a96", "visitor": "#962828"}
LINE, RUN, PASS, FLAG, FUMBLE = "#f0f0ec", "#121212", "#fafafa", "#ffd600", "#c81e1e"


class ExportError(SimError, ValueError):
    """An export that cannot be made as asked (an unknown paper, a mat too big for it)."""


@dataclass(frozen=True, slots=True)
class Page:
    """One sheet: its size and the window of the mat it shows (metres, mat coordinates)."""

    width: float
    height: float
    x0: float  # the mat point at the sheet's lower left corner
    y0: float
    row: int = 0
    col: int = 0
    rows: int = 1
    cols: int = 1

    @property
    def tiled(self) -> bool:
        return self.rows * self.cols > 1

    @property
    def art(self) -> tuple[float, float, float, float]:
        """The part of the mat printed on this sheet (left, bottom, right, top; mat metres):
        inside the printer's margin, above the caption band of a tile."""
        band = CAPTION if self.tiled else 0.0
        return (
            self.x0 + MARGIN,
            self.y0 + MARGIN + band,
            self.x0 + self.width - MARGIN,
            self.y0 + self.height - MARGIN,
        )

    @property
    def share(self) -> tuple[float, float, float, float]:
        """The part of the mat this tile stands for: its art less the overlap the next tile to the
        right and the next below print too. Its corners are the crosshairs."""
        left, bottom, right, top = self.art
        return left, bottom + OVERLAP, right - OVERLAP, top


def pages(mat: Mat, paper: str) -> list[Page]:
    """The sheets for ``paper``: ``fit`` (one sheet the mat's size), ``a0``..``a4`` (one sheet,
    either way round) or ``tiled-a0``..``tiled-a4``."""
    x0, y0, x1, y1 = mat.field.surface
    w, h = x1 - x0, y1 - y0
    if paper == "fit":
        return [Page(w, h, x0, y0)]
    tiled = paper.startswith("tiled-")
    name = paper.removeprefix("tiled-")
    if name not in PAPERS:
        choices = ", ".join(["fit", *PAPERS, *(f"tiled-{p}" for p in PAPERS)])
        raise ExportError(f"unknown paper {paper!r}: one of {choices}")
    short, long = (d * MM for d in PAPERS[name])
    sheet = (long, short) if w >= h else (short, long)  # the mat's long side along the paper's
    if not tiled:
        if w > sheet[0] or h > sheet[1]:
            size = f"{w * 1000:.0f} x {h * 1000:.0f} mm"
            raise ExportError(f"the mat ({size}) does not fit on {name.upper()}: use --paper tiled-{name}")
        return [Page(sheet[0], sheet[1], x0 - (sheet[0] - w) / 2, y0 - (sheet[1] - h) / 2)]
    # Either way round: the fewer sheets (on a tie, the mat's long side along the paper's).
    ways = [list(_tiles(x0, y0, w, h, way)) for way in (sheet, sheet[::-1])]
    return min(ways, key=len)


def _tiles(x0: float, y0: float, w: float, h: float, sheet: tuple[float, float]) -> Iterator[Page]:
    step_x = sheet[0] - 2 * MARGIN - OVERLAP
    step_y = sheet[1] - 2 * MARGIN - CAPTION - OVERLAP
    cols, rows = max(1, math.ceil((w - OVERLAP) / step_x)), max(1, math.ceil((h - OVERLAP) / step_y))
    for row in range(rows):
        for col in range(cols):
            # Row 0 is the top of the mat, so pages read like a book.
            top = y0 + h - row * step_y
            yield Page(
                sheet[0], sheet[1], x0 + col * step_x - MARGIN, top - sheet[1] + MARGIN, row, col, rows, cols
            )


def export(mat: Mat, path: Path, fmt: str | None = None, paper: str = "fit") -> list[Path]:
    """Write the mat to ``path`` (SVG or PDF, from the suffix unless ``fmt``); the files written.
    Every file is written atomically: a failed export leaves no partial file."""
    fmt = (fmt or path.suffix.lstrip(".")).lower()
    if fmt not in FORMATS:
        raise ExportError(f"format {fmt!r}: svg or pdf")
    sheets = pages(mat, paper)
    if fmt == "pdf":
        from io import BytesIO

        buffer = BytesIO()
        with PdfPages(
            buffer, metadata={"Title": f"{mat.name} at true scale", "Creator": "tabletop-sim"}
        ) as pdf:
            for page in sheets:
                pdf.savefig(_figure(mat, page))
        write_bytes(path, buffer.getvalue())
        return [path]
    written = []
    for page, target in zip(sheets, targets(mat, path, fmt, paper), strict=True):
        write_bytes(target, _svg(_figure(mat, page)))
        written.append(target)
    return written


def targets(mat: Mat, path: Path, fmt: str | None = None, paper: str = "fit") -> list[Path]:
    """The files :func:`export` would write: one PDF, or one SVG a sheet."""
    fmt = (fmt or path.suffix.lstrip(".")).lower()
    sheets = pages(mat, paper)
    if fmt == "pdf" or len(sheets) == 1:
        return [path]
    return [path.with_name(f"{path.stem}-r{page.row + 1}c{page.col + 1}.svg") for page in sheets]


def _svg(figure: Figure) -> bytes:
    from io import BytesIO

    buffer = BytesIO()
    # No date and a fixed salt for the element ids: the same mat, the same file.
    with matplotlib.rc_context({"svg.hashsalt": "tabletop-sim"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    return buffer.getvalue()


def _figure(mat: Mat, page: Page) -> Figure:
    figure = Figure(figsize=(page.width / INCH, page.height / INCH))
    ax = figure.add_axes((0.0, 0.0, 1.0, 1.0))
    ax.set_xlim(page.x0, page.x0 + page.width)
    ax.set_ylim(page.y0, page.y0 + page.height)
    ax.set_aspect("equal")
    ax.axis("off")
    draw_mat(ax, mat)
    if page.tiled:
        _marks(ax, page)
    return figure


TRUE_SCALE = 72.0 / INCH  # points a metre: the page's unit is the table's


def draw_mat(ax: Any, mat: Mat, scale: float = TRUE_SCALE) -> None:
    """The printed mat on matplotlib axes whose units are metres; ``scale``: points on the page
    per metre of mat (line widths and lettering are sized in points)."""

    def pt(metres: float) -> float:
        return metres * scale

    _draw(ax, mat, pt)


def _draw(ax: Any, mat: Mat, _pt: Callable[[float], float]) -> None:
    f = mat.field
    yd, hw = f.yard, f.half_width
    x0, y0, x1, y1 = f.surface
    ax.add_patch(Rectangle((x0, y0), x1 - x0, y1 - y0, color=SURROUND, lw=0, zorder=FIELD_Z))
    for k in range(10):
        colour = GRASS if k % 2 == 0 else STRIPE
        ax.add_patch(Rectangle((k * 10 * yd, -hw), 10 * yd, 2 * hw, color=colour, lw=0, zorder=FIELD_Z))
    for ez in mat.endzones():
        ax.add_patch(
            Rectangle(
                (ez.x0, ez.y0),
                ez.x1 - ez.x0,
                ez.y1 - ez.y0,
                color=ENDZONE[ez.half.value],
                lw=0,
                zorder=FIELD_Z,
            )
        )
        label = "HOME" if ez.half.value == "home" else "VISITORS"
        ax.text(
            (ez.x0 + ez.x1) / 2,
            0.0,
            label,
            rotation=90 if ez.half.value == "home" else -90,
            ha="center",
            va="center",
            color=LINE,
            fontsize=_pt(6 * yd),
            fontweight="bold",
            zorder=LINES_Z,
        )
    length = round(f.yards(f.length))
    for k in range(5, length, 5):
        ax.plot(
            [k * yd, k * yd],
            [-hw, hw],
            color=LINE,
            lw=_pt(f.line_width * 0.6),
            solid_capstyle="butt",
            zorder=LINES_Z,
        )
    for k in range(1, length):
        if k % 5:
            for y in (-hw, hw, -hw / 3, hw / 3):
                ax.plot(
                    [k * yd, k * yd],
                    [y - 0.5 * yd, y + 0.5 * yd],
                    color=LINE,
                    lw=_pt(f.line_width * 0.3),
                    zorder=LINES_Z,
                )
    for line in mat.lines():
        ax.plot(
            [line.a[0], line.b[0]],
            [line.a[1], line.b[1]],
            color=LINE,
            lw=_pt(line.width),
            solid_capstyle="butt",
            zorder=LINES_Z,
        )
    for k in range(10, length, 10):
        label = str(min(k, length - k))
        for y, turn in ((f.numbers, 180), (-f.numbers, 0)):
            ax.text(
                k * yd,
                y,
                label,
                rotation=turn,
                ha="center",
                va="center",
                color=LINE,
                fontsize=_pt(4.5 * yd),
                fontweight="bold",
                zorder=LINES_Z,
            )
    for band in mat.zones:
        ax.text(
            (band.start + band.end) / 2,
            -hw - f.margin / 2,
            f"ZONE {band.zone}",
            ha="center",
            va="center",
            color=LINE,
            fontsize=_pt(2.6 * yd),
            zorder=LINES_Z,
        )
    for c in mat.run_circles:
        ax.add_patch(Circle((c.x, c.y), c.radius, color=RUN, lw=0, zorder=FEATURES_Z))
        ax.add_patch(Circle((c.pass_x, c.pass_y), c.pass_radius, color=PASS, lw=0, zorder=FEATURES_Z))
    for flag in mat.flags:
        _flag(ax, flag.x, flag.y, flag.radius, _pt)
    for fumble in mat.fumbles:
        _football(ax, Pose(fumble.x, fumble.y, fumble.angle), fumble.length, fumble.width, _pt)


def _flag(ax: Any, x: float, y: float, r: float, _pt: Callable[[float], float]) -> None:
    ax.add_patch(Circle((x, y), r, facecolor=FLAG, edgecolor="#8c6e00", lw=_pt(r / 8), zorder=HAZARDS_Z))
    pole = x - 0.35 * r
    ax.plot([pole, pole], [y - 0.55 * r, y + 0.6 * r], color="#3c3200", lw=_pt(r / 7), zorder=HAZARDS_Z)
    ax.add_patch(
        Polygon(
            [(pole, y + 0.6 * r), (x + 0.5 * r, y + 0.3 * r), (pole, y)],
            color="#3c3200",
            lw=0,
            zorder=HAZARDS_Z,
        )
    )


def _football(ax: Any, pose: Pose, length: float, width: float, _pt: Callable[[float], float]) -> None:
    outline = football_outline(length, width, 24)
    ax.add_patch(
        Polygon(
            transform(outline, pose),
            closed=True,
            facecolor=FUMBLE,
            edgecolor="#780a0a",
            lw=0.5,
            zorder=HAZARDS_Z,
        )
    )
    c, s = math.cos(pose.angle), math.sin(pose.angle)

    def at(u: float, v: float) -> tuple[float, float]:
        return pose.x + c * u - s * v, pose.y + s * u + c * v

    half = length / 2
    (ax1, ay1), (bx1, by1) = at(-0.45 * half, 0), at(0.45 * half, 0)
    ax.plot([ax1, bx1], [ay1, by1], color="white", lw=_pt(0.0006), zorder=HAZARDS_Z)
    for k in (-0.3, -0.1, 0.1, 0.3):
        (cx, cy), (dx, dy) = at(k * half, 0.12 * half), at(k * half, -0.12 * half)
        ax.plot([cx, dx], [cy, dy], color="white", lw=_pt(0.0004), zorder=HAZARDS_Z)


def _marks(ax: Any, page: Page) -> None:
    """Crosshairs at the corners of this tile's share (the points its neighbours mark too), and
    the white band at its foot: its place in the grid and a scale ruler."""
    left, bottom, right, top = page.share
    arm = 5 * MM
    for k, (x, y) in enumerate((x, y) for x in (left, right) for y in (bottom, top)):
        ax.plot(
            [x - arm, x + arm], [y, y], color="black", lw=0.5, zorder=MARKS_Z, gid=f"crosshair-{k}-across"
        )
        ax.plot([x, x], [y - arm, y + arm], color="black", lw=0.5, zorder=MARKS_Z, gid=f"crosshair-{k}-up")
        ax.add_patch(Circle((x, y), arm / 2, fill=False, edgecolor="black", lw=0.5, zorder=MARKS_Z))
    band_bottom = page.y0 + MARGIN
    ax.add_patch(
        Rectangle((page.x0, page.y0), page.width, MARGIN + CAPTION, color="white", lw=0, zorder=MARKS_Z - 1)
    )
    mid = band_bottom + CAPTION / 2
    _ruler(ax, page.x0 + MARGIN, mid)
    ax.text(
        page.x0 + MARGIN + RULER + 8 * MM,
        mid,
        f"{page.row + 1}-{page.col + 1}: row {page.row + 1} of {page.rows}, column {page.col + 1} of "
        f"{page.cols}. Lay the tile to the right and the one below over this one by {OVERLAP / MM:.0f} mm, "
        "crosshairs on crosshairs.",
        ha="left",
        va="center",
        fontsize=8,
        color="black",
        zorder=MARKS_Z,
    )


def _ruler(ax: Any, x: float, y: float) -> None:
    """A 100 mm ruler, ticked every 10 mm: measured on the print, it says the scale is true."""
    ax.plot([x, x + RULER], [y, y], color="black", lw=0.8, zorder=MARKS_Z, gid="ruler")
    for k in range(11):
        tall = 2.5 * MM if k % 5 == 0 else 1.5 * MM
        ax.plot([x + k * 10 * MM] * 2, [y, y + tall], color="black", lw=0.6, zorder=MARKS_Z)
    for k, label in ((0, "0"), (5, "50"), (10, "100 mm")):
        ax.text(
            x + k * 10 * MM,
            y - 1 * MM,
            label,
            ha="center",
            va="top",
            fontsize=6,
            color="black",
            zorder=MARKS_Z,
        )
