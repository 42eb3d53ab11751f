"""A tuner's changes to a mat file, as a designer would make them by hand: each moved or resized
item on a printable grid (0.25 yd unless the targets say), its mirror image in the other half
changed the same way (moves mirrored through the centre of the field), and the file's text kept
as it was everywhere else: its comments, its order and every untouched number, bit for bit
(tomlkit edits the text in place)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import tomlkit

from sim.slider.mat import Mat

GRID = 0.25  # yd: a value a designer can measure and print
MIRROR_TOLERANCE = 0.05  # yd: an item this close to another's mirror image is its pair
TABLES = ("run_circles", "flags", "fumbles")


@dataclass(frozen=True, slots=True)
class Change:
    """One parameter's value (yards): ``name`` is run_radius, pass_radius, flag_radius, shift_x
    or shift_y; it applies to each listed feature, and mirrored to each one's pair."""

    name: str
    features: tuple[str, ...]
    value: float


Key = tuple[str, str]  # (table, id)


def rows(mat: Mat) -> dict[Key, dict[str, float]]:
    """Each item's numbers as its file writes them (yards)."""
    yd = mat.field.yards
    out: dict[Key, dict[str, float]] = {}
    for c in mat.run_circles:
        out[("run_circles", c.id)] = {
            "x": yd(c.x),
            "y": yd(c.y),
            "radius": yd(c.radius),
            "pass_x": yd(c.pass_x),
            "pass_y": yd(c.pass_y),
            "pass_radius": yd(c.pass_radius),
        }
    for g in mat.flags:
        out[("flags", g.id)] = {"x": yd(g.x), "y": yd(g.y), "radius": yd(g.radius)}
    for f in mat.fumbles:
        out[("fumbles", f.id)] = {"x": yd(f.x), "y": yd(f.y)}
    return out


def mirror_pairs(mat: Mat) -> dict[str, str]:
    """Each item's mirror image in the other half (the same kind of item at (length - x, -y));
    items on the centre of the field, or with no image, have none."""
    return pairs(rows(mat), mat.field.yards(mat.field.length))


def mirrored(row: Mapping[str, Any], length: float) -> dict[str, Any]:
    """An item's numbers (yards) at its mirror image: the other half is this one turned half a
    circle about the centre of the field, so (x, y) goes to (length - x, -y), its pass circle with
    it; sizes and a football's angle (a half turn leaves a football as it was) are the same."""
    out = dict(row)
    for key in ("x", "pass_x"):
        if key in row:
            out[key] = length - row[key]
    for key in ("y", "pass_y"):
        if key in row:
            out[key] = -row[key]
    return out


def pairs(items: Mapping[Key, Mapping[str, Any]], length: float) -> dict[str, str]:
    """:func:`mirror_pairs` of items given by their numbers (yards), as a mat file or the mat
    editor has them."""
    out: dict[str, str] = {}
    for (table, fid), row in items.items():
        image = mirrored({"x": row["x"], "y": row["y"]}, length)
        for (other_table, other), there in items.items():
            apart = math.hypot(there["x"] - image["x"], there["y"] - image["y"])
            if other_table == table and other != fid and apart < MIRROR_TOLERANCE:
                out[fid] = other
    return out


def edits(
    mat: Mat, changes: Sequence[Change], grid: float = GRID, mirror: bool = True
) -> dict[Key, dict[str, float]]:
    """The new numbers of every item a change touches (yards, on the grid), by (table, id)."""
    items = rows(mat)
    table_of = {fid: table for table, fid in items}
    pairs = mirror_pairs(mat) if mirror else {}
    out: dict[Key, dict[str, float]] = {}
    for change in changes:
        done: set[str] = set()
        for fid in change.features:
            if fid in done:
                continue
            targets = [(fid, 1.0)] + ([(pairs[fid], -1.0)] if fid in pairs else [])
            for item, sign in targets:
                done.add(item)
                key = (table_of[item], item)
                row = {**items[key], **out.get(key, {})}
                out[key] = {**out.get(key, {}), **_changed(key[0], row, change, sign, grid)}
    return out


def _changed(table: str, row: dict[str, float], change: Change, sign: float, grid: float) -> dict[str, float]:
    def on_grid(v: float) -> float:
        return round(v / grid) * grid

    name, value = change.name, change.value
    if name == "run_radius" and table == "run_circles":
        return {"radius": max(grid, on_grid(value))}
    if name == "pass_radius" and table == "run_circles":
        return {"pass_radius": max(grid, on_grid(value))}
    if name == "flag_radius" and table == "flags":
        return {"radius": max(grid, on_grid(value))}
    if name in ("shift_x", "shift_y"):  # the item moves, its pass circle with it
        axis = name[-1]
        moved = on_grid(row[axis] + sign * value)
        out = {axis: moved}
        if f"pass_{axis}" in row:
            out[f"pass_{axis}"] = row[f"pass_{axis}"] + (moved - row[axis])
        return out
    return {}


def edited(text: str, changes: dict[Key, dict[str, float]], name: str | None = None) -> str:
    """The mat file's ``text`` with ``changes`` made in place (and its name, if given): every
    other byte as it was."""
    doc = tomlkit.parse(text)
    for table in TABLES:
        for item in doc.get(table, []):
            new = changes.get((table, str(item["id"])))
            for key, value in (new or {}).items():
                item[key] = number(value)
    if name is not None:
        doc["name"] = name
    return tomlkit.dumps(doc)


def number(value: float) -> Any:
    """A value as a designer writes it: 3.5, not 3.5000000000000004."""
    return float(f"{value:.6g}")
