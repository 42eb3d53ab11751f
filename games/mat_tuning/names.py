"""A mat's features named as a player reads them on the screen: "Zone 3 upper run circle on the
home 10", "penalty flag on the home 4 (upper)", never the file's ids; and where each lies, in yards.

The words follow what the editor draws: upper, middle and lower are the mat's bands, whose edges
run through the rows of yard numbers (the mat's rule, ``Mat.side_at``; the editor draws them
dashed, so a centre's band is the one it is drawn in). The file's and the dice's L, M and R are
as the home team sees them, attacking towards the visitors: its left is the top of the mat. A
feature says the yard line it sits on, as the mat's numbers show it. Where two features would
still share a name, "top one" and "bottom one", or their order from the top, tells them apart
(never "upper" and "lower", the bands' names).
"""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.describe import yard_line
from sim.slider.mat import Mat, Side

from .draft import KINDS

Key = tuple[str, str, bool]  # (table, id, pass circle)


ON_SCREEN = {Side.LEFT: "upper", Side.MIDDLE: "middle", Side.RIGHT: "lower"}  # as the editor draws it


def band(mat: Mat, y_yd: float) -> str:
    """The band of the mat a point is in, as drawn: upper, middle or lower."""
    return ON_SCREEN[mat.side_at(y_yd * mat.field.yard)]


def on_line(mat: Mat, x_yd: float) -> str:
    """The yard line with its preposition: 'on the home 20', 'at midfield', 'in the home endzone'."""
    line = yard_line(x_yd * mat.field.yard, mat)
    return f"{'at' if line == 'midfield' else 'in the' if line.endswith('endzone') else 'on the'} {line}"


def base_name(mat: Mat, table: str, row: dict[str, Any], pass_circle: bool = False) -> str:
    """The name before telling apart features that would share it."""
    yd = mat.field.yard
    if table == "run_circles":
        zone = mat.zone_at(row["x"] * yd)
        what = "pass circle" if pass_circle else "run circle"
        if zone is None:
            return f"{band(mat, row['y'])} {what} {on_line(mat, row['x'])}"
        return f"Zone {zone.zone} {band(mat, row['y'])} {what} {on_line(mat, row['x'])}"
    kind = "penalty flag" if table == "flags" else KINDS[table]
    return f"{kind} {on_line(mat, row['x'])}"


def names(mat: Mat, rows: dict[str, list[dict[str, Any]]]) -> dict[Key, str]:
    """Every feature's (and pass circle's) name, each one different."""
    named: dict[Key, tuple[str, dict[str, Any]]] = {}
    for table in KINDS:
        for row in rows.get(table, []):
            named[(table, row["id"], False)] = (base_name(mat, table, row), row)
            if table == "run_circles":
                named[(table, row["id"], True)] = (base_name(mat, table, row, True), row)
    out: dict[Key, str] = {}
    by_name: dict[str, list[Key]] = {}
    for key, (name, _) in named.items():
        by_name.setdefault(name, []).append(key)
    for name, keys in by_name.items():
        if len(keys) == 1:
            out[keys[0]] = name
            continue
        ordered = sorted(keys, key=lambda k: (-named[k][1]["y"], named[k][1]["x"]))
        for k, key in enumerate(ordered):
            out[key] = f"{name} ({_which(k, len(ordered))})"
    return out


def _which(k: int, n: int) -> str:
    if n == 2:
        return ("top one", "bottom one")[k]  # never "upper": a band's name ("middle ... (upper)")
    return ("top one", "second from the top", "third from the top")[k] if k < 3 else f"{k + 1}th from the top"


def where(mat: Mat, x_yd: float, y_yd: float, with_line: bool = True) -> str:
    """A point in yards as a player reads it: 'on the home 12, 21.0 yd above the centre line
    (x 12.0, y +21.0 yd)'; ``with_line`` False leaves out the yard line (a name that says it)."""
    across = (
        "on the centre line"
        if abs(y_yd) < 0.05
        else f"{abs(y_yd):.1f} yd {'above' if y_yd > 0 else 'below'} the centre line"
    )
    said = f"{on_line(mat, x_yd)}, {across}" if with_line else across
    return f"{said} (x {x_yd:.1f}, y {y_yd:+.1f} yd)"


def size(table: str, row: dict[str, Any]) -> str:
    """How big a feature is, in yards."""
    if table == "run_circles":
        return f"radius {_yd(row['radius'])} yd, pass circle {_yd(row['pass_radius'])} yd"
    if table == "flags":
        return f"radius {_yd(row['radius'])} yd"
    return f"{_yd(row['length'])} x {_yd(row['width'])} yd, turned {row['angle']:.0f} degrees"


def _yd(value: float) -> str:
    return f"{round(value, 2):g}"
