"""Exact values in the mat editor: a feature's numbers in yards as a designer reads and types them
(x 70.25, y -6.5, radius 5: never 70.00000000000001), the arrow keys' nudge (the tuner's grid,
0.25 yd; Shift a yard), and the values typed for the selected feature checked before they are set:
a bad one is said in one line and nothing is set. Words and numbers only; the entry is
:mod:`games.app.mat_value_entry`, the editor :mod:`games.app.mat_editor`."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from games.mat_tuning.draft import MIN_SIZE, Draft, Picked
from games.mat_tuning.mat_edits import GRID
from sim.slider.mat import Mat

BIG_STEP = 1.0  # yd: Shift+arrow
LARGEST = 50.0  # yd: the largest size a mat file takes
DECIMALS = 3  # shown and kept of a typed number: a hundredth of a millimetre on the printed mat
ECHOED = 12  # characters of a bad value said back: the line stays one line
EDGE = 1e-6  # yd: a feature stopped at the mat's edge stays this far in (the loader's check in metres)


class BadValue(ValueError):
    """A value typed that cannot be set: its one line says which and why."""


@dataclass(frozen=True, slots=True)
class Value:
    """One number of a feature the entry offers: the row's key, its label, its unit."""

    key: str
    label: str
    unit: str = "yd"


X, Y = Value("x", "x"), Value("y", "y")
VALUES = {
    "run_circles": (X, Y, Value("radius", "radius"), Value("pass_radius", "pass circle")),
    "flags": (X, Y, Value("radius", "radius")),
    "fumbles": (X, Y, Value("angle", "turned", "degrees")),
}


def shown(value: float) -> str:
    """A number as a designer types it: 70.25, 6.5, 10 (at most three decimals, never '-0')."""
    text = f"{value:.{DECIMALS}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def signed(value: float) -> str:
    """'+6.5', '-6.5', '0': which side of the centre line at a glance."""
    text = shown(value)
    return text if text == "0" or text.startswith("-") else f"+{text}"


def place(row: dict[str, Any]) -> str:
    """'x 70.25 yd, y +6.5 yd'."""
    return f"x {shown(row['x'])} yd, y {signed(row['y'])} yd"


# ----------------------------------------------------------------- nudging
def nudged(draft: Draft, picked: Picked, dx: float, dy: float) -> tuple[float, float]:
    """Where an arrow key puts the feature: ``dx``, ``dy`` yards on (the sum kept clear of float
    noise, so four nudges of 0.25 are a yard exactly), kept on the mat's surface as a drag is."""
    row = draft.row(picked)
    x, y = round(row["x"] + dx, DECIMALS + 6), round(row["y"] + dy, DECIMALS + 6)
    return on_surface(draft.mat, (x, y), reach(picked.table, row))


def on_surface(mat: Mat, at: tuple[float, float], extent: float = 0.0) -> tuple[float, float]:
    """A feature's centre (yards) kept so all of it (``extent`` yd about it) lies on the mat's
    printed surface: moved past the edge, it stops there, on the grid (28.25, not 28.4667),
    wholly in the window's view of the mat (never under the bars) and in a file that loads; off
    the field, tagged so."""
    x0, y0, x1, y1 = surface(mat)
    return _within(at[0], x0, x1, extent), _within(at[1], y0, y1, extent)


def _within(v: float, low: float, high: float, extent: float) -> float:
    least = math.ceil((low + extent + EDGE) / GRID) * GRID
    most = math.floor((high - extent - EDGE) / GRID) * GRID
    if least > most:  # larger than the mat: its middle
        return (low + high) / 2
    return v if least <= v <= most else min(max(v, least), most)


def reach(table: str, row: dict[str, Any]) -> float:
    """How far a feature reaches from its centre (yd): a circle's radius, half a football."""
    return float(row["length"]) / 2.0 if table == "fumbles" else float(row["radius"])


def surface(mat: Mat) -> tuple[float, float, float, float]:
    """The printed surface in yards: (x_min, y_min, x_max, y_max)."""
    f = mat.field
    x0, y0, x1, y1 = (v / f.yard for v in f.surface)
    return x0, y0, x1, y1


def step(shift: bool) -> float:
    return BIG_STEP if shift else GRID


# ----------------------------------------------------------------- typed values
def typed(draft: Draft, picked: Picked, texts: dict[str, str]) -> dict[str, float]:
    """The numbers to set from the texts typed (by key), checked: a centre on the mat's surface,
    a size the mat file takes, a pass circle inside its run circle. :class:`BadValue` says the
    first that is not, in one line."""
    row = draft.row(picked)
    values = {v.key: _number(v, texts.get(v.key, "")) for v in VALUES[picked.table]}
    x0, y0, x1, y1 = surface(draft.mat)
    extent = values.get("radius", reach(picked.table, row))  # all of it on the mat, as a drag keeps it
    for v, low, high in ((X, x0 + extent, x1 - extent), (Y, y0 + extent, y1 - extent)):
        if not low + EDGE <= values[v.key] <= high - EDGE:
            inside = f"{shown(math.ceil(low * 1000) / 1000)} to {shown(math.floor(high * 1000) / 1000)}"
            raise BadValue(
                f"{v.label} {shown(values[v.key])} yd puts it past the edge of the mat: "
                f"{v.label} from {inside} yd for it"
            )
    for v in VALUES[picked.table][2:]:
        if v.unit == "yd" and not MIN_SIZE <= values[v.key] <= LARGEST:
            sizes = f"from {shown(MIN_SIZE)} to {shown(LARGEST)} yd"
            raise BadValue(f"{v.label} {shown(values[v.key])} yd: a size is {sizes}")
    if picked.table == "run_circles":
        offset = math.hypot(row["pass_x"] - row["x"], row["pass_y"] - row["y"])
        if offset + values["pass_radius"] > values["radius"] + 1e-9:
            raise BadValue(
                f"pass circle {shown(values['pass_radius'])} yd sticks out of a run circle of radius "
                f"{shown(values['radius'])} yd: make it at most {shown(values['radius'] - offset)} yd"
            )
    if "angle" in values:
        values["angle"] %= 360.0
    return values


def _number(value: Value, text: str) -> float:
    """A number typed: '70.25', '-6.5', '+6,5' (a decimal comma too); never nan or infinity."""
    cleaned = text.strip().replace(",", ".").removesuffix(value.unit).strip()
    unit = "yards" if value.unit == "yd" else value.unit
    if not cleaned:
        raise BadValue(f"{value.label} is empty: type a number of {unit}, like 6.5")
    try:
        number = float(cleaned)
    except ValueError:
        number = math.nan
    if not math.isfinite(number):
        typed = text.strip() if len(text.strip()) <= ECHOED else text.strip()[:ECHOED] + "…"
        raise BadValue(f"{value.label}: {typed!r} is not a number of {unit} (like 6.5)")
    return round(number, DECIMALS)


def changes(draft: Draft, picked: Picked, values: dict[str, float]) -> dict[str, float]:
    """The row's new numbers for ``values``: its pass circle moved with its centre."""
    row = draft.row(picked)
    out = dict(values)
    if picked.table == "run_circles":
        out["pass_x"] = round(row["pass_x"] + values["x"] - row["x"], DECIMALS + 6)
        out["pass_y"] = round(row["pass_y"] + values["y"] - row["y"], DECIMALS + 6)
    return out
