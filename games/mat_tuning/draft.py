"""A mat being edited: its file form (yards, as the TOML has it), edits with undo and redo, and
the validation of every edit. An edit that makes the mat invalid is kept (so it can be put right)
and named, and the mat cannot be saved until it is valid again. Overlaps are checked as
``tabletop mat validate`` checks them (sim/slider/overlaps.py): two run circles that overlap keep
the mat from being saved, a flag or fumble football over a circle's edge is a warning."""

from __future__ import annotations

import copy
import math
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from sim.errors import SimError
from sim.io.atomic import write_text
from sim.slider import mat as mats
from sim.slider.mat import Mat
from sim.slider.overlaps import Overlap, overlaps

KINDS = {"run_circles": "run circle", "flags": "flag", "fumbles": "fumble football"}
MIN_SIZE = 0.2  # yd: nothing shrinks to nothing
DECIMALS = 9  # of a yard: a feature's numbers, clear of the float noise of a unit's round trip
RUN_HOLDS_PASS = (
    "The run circle is as small as its pass circle allows: Shift+wheel shrinks the pass circle first"
)
PASS_FULL = "The pass circle fills its run circle: the wheel (without Shift) grows the run circle first"


class DraftError(SimError, ValueError):
    """An edit that cannot be made (an unknown id) or a save of an invalid mat."""


@dataclass(frozen=True, slots=True)
class Picked:
    table: str  # run_circles, flags, fumbles
    id: str


class Draft:
    def __init__(self, mat: Mat) -> None:
        self.data: dict[str, Any] = tomllib.loads(mat.to_toml())
        for table in KINDS:  # yards as the file has them: 70, not 70.00000000000001 (metres and back)
            for row in self.rows(table):
                row.update({k: round(v, DECIMALS) for k, v in row.items() if isinstance(v, float)})
        self.mat: Mat = mat  # the last valid mat
        self.error: str | None = None
        self.overlaps: tuple[Overlap, ...] = overlaps(mat)
        self._undo: list[dict[str, Any]] = []
        self._redo: list[dict[str, Any]] = []
        self.saved = copy.deepcopy(self.data)

    # ----------------------------------------------------------------- looking
    def rows(self, table: str) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = self.data.setdefault(table, [])
        return rows

    def row(self, picked: Picked) -> dict[str, Any]:
        for row in self.rows(picked.table):
            if row["id"] == picked.id:
                return row
        raise DraftError(f"no {KINDS[picked.table]} '{picked.id}'")

    def at(self, x: float, y: float) -> Picked | None:
        """The feature under (x, y) yards: the smallest that contains it."""
        found: list[tuple[float, Picked]] = []
        for table in KINDS:
            for row in self.rows(table):
                size = _size(table, row)
                if math.hypot(x - row["x"], y - row["y"]) <= size:
                    found.append((size, Picked(table, row["id"])))
        return min(found, key=lambda f: f[0])[1] if found else None

    @property
    def dirty(self) -> bool:
        return self.data != self.saved

    # ----------------------------------------------------------------- editing
    def begin(self) -> None:
        """Mark the start of one edit (a whole drag is one step of undo)."""
        self._undo.append(copy.deepcopy(self.data))
        self._redo.clear()

    def end(self) -> None:
        """Close an edit: one that changed nothing (a click without a drag) leaves no undo step."""
        if self._undo and self._undo[-1] == self.data:
            self._undo.pop()

    def move(self, picked: Picked, x: float, y: float) -> None:
        row = self.row(picked)
        dx, dy = x - row["x"], y - row["y"]
        row["x"], row["y"] = x, y
        if picked.table == "run_circles":  # the pass circle goes with its run circle
            row["pass_x"] += dx
            row["pass_y"] += dy
        self._check()

    def set(self, picked: Picked, values: dict[str, float]) -> None:
        """Set a feature's numbers (yards; a fumble football's angle in degrees) as given."""
        self.row(picked).update(values)
        self._check()

    def resize(self, picked: Picked, step: float, inner: bool = False) -> str | None:
        """Grow (or shrink, ``step`` < 0) by ``step`` yards: a run circle, or its pass circle
        (``inner``); a flag; a fumble football turns by 15 degrees a step instead. A run circle
        stops where its pass circle would stick out of it, and a pass circle where it would
        stick out of its run circle: what stopped it is returned, in words (else None)."""
        row = self.row(picked)
        said = None
        if picked.table == "fumbles":
            row["angle"] = (row["angle"] + 15.0 * math.copysign(1.0, step)) % 360.0
        elif picked.table == "run_circles":
            offset = math.hypot(row["pass_x"] - row["x"], row["pass_y"] - row["y"])
            if inner:
                room = row["radius"] - offset  # the largest pass circle inside the run circle
                wanted = max(MIN_SIZE, row["pass_radius"] + step)
                row["pass_radius"] = min(wanted, max(row["pass_radius"], room))
                if wanted > row["pass_radius"]:
                    said = PASS_FULL
            else:
                least = offset + row["pass_radius"]  # the smallest run circle holding the pass circle
                wanted = max(MIN_SIZE, row["radius"] + step)
                row["radius"] = max(wanted, min(row["radius"], least))
                if wanted < row["radius"]:
                    said = RUN_HOLDS_PASS
        else:
            row["radius"] = max(MIN_SIZE, row["radius"] + step)
        self._check()
        return said

    def add(self, table: str, x: float, y: float) -> Picked:
        rows = self.rows(table)
        taken = {r["id"] for t in KINDS for r in self.rows(t)}
        stem = {"run_circles": "C", "flags": "flag-", "fumbles": "fumble-"}[table]
        fid = next(f"{stem}{k}" for k in range(1, 10_000) if f"{stem}{k}" not in taken)
        if table == "run_circles":
            rows.append(
                {"id": fid, "x": x, "y": y, "radius": 4.0, "pass_radius": 1.5, "pass_x": x, "pass_y": y}
            )
        elif table == "flags":
            rows.append({"id": fid, "x": x, "y": y, "radius": 1.2})
        else:
            rows.append({"id": fid, "x": x, "y": y, "length": 2.4, "width": 1.4, "angle": 30.0})
        self._check()
        return Picked(table, fid)

    def rename(self, name: str) -> None:
        """Name the mat (the file's ``name``: the editor's title, the replays' mat)."""
        self.data["name"] = name
        self._check()

    def delete(self, picked: Picked) -> None:
        rows = self.rows(picked.table)
        rows.remove(self.row(picked))
        self._check()

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(self.data)
        self.data = self._undo.pop()
        self._check()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self.data)
        self.data = self._redo.pop()
        self._check()
        return True

    def past(self) -> list[dict[str, Any]]:
        """The mat as it was before each step of undo, the latest first."""
        return self._undo[::-1]

    # ----------------------------------------------------------------- checking and saving
    def _check(self) -> None:
        try:
            self.mat = mats.loads(tomli_w.dumps(self.data), "the edited mat")
            self.error = None
            self.overlaps = overlaps(self.mat)
        except SimError as exc:
            self.error = str(exc)
            self.overlaps = ()

    @property
    def blocking(self) -> Overlap | None:
        """The first overlap that keeps the mat from being saved (two run circles)."""
        return next((o for o in self.overlaps if o.serious), None)

    def save(self, path: Path, text: str | None = None) -> None:
        """Write the mat (atomically, its folder made if new): ``text``, the mat's file as the
        designer keeps it, else the whole mat as the loader writes it; an invalid mat, or one
        whose run circles overlap, is not written."""
        if self.error is not None:
            raise DraftError(f"not saved: {self.error}")
        if self.blocking is not None:
            raise DraftError(f"not saved: {self.blocking.words()}")
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text(path, self.mat.to_toml() if text is None else text)
        self.saved = copy.deepcopy(self.data)


def _size(table: str, row: dict[str, Any]) -> float:
    if table == "fumbles":
        return float(row["length"]) / 2.0
    return float(row["radius"])
