"""The mat file as its designer keeps it: Ctrl+S edits the file's own text in place (tomlkit,
through the tuner's :func:`games.mat_tuning.mat_edits.edited`), so its comments, its order and
every number not edited stay as they were; a number edited is written as typed or on the grid
(3.5, never 3.5000000000000004). A feature added goes after the last of its kind (the comment that
heads the next kind stays with it), a feature deleted goes with its lines. A new mat starts from
the text of the default mat it copies.

The text made is read back and must be the mat edited; if it is not (a file laid out in a way this
does not follow), the whole mat is written as the loader writes it, comments lost, never a wrong
mat."""

from __future__ import annotations

import math
import tomllib
from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.exceptions import TOMLKitError
from tomlkit.items import AoT, Table

from games.mat_tuning.draft import KINDS
from games.mat_tuning.mat_edits import Key, edited, number
from sim.errors import SimError
from sim.slider import mat as mats
from sim.slider.mat import DEFAULT_MAT, Mat

SAME = 1e-9  # yd: numbers closer than this are the file's own (a unit's round trip)
WRITTEN = 1e-3  # yd: a number written (six figures) is within this of the mat's
DEFAULTS = {"pass_x": "x", "pass_y": "y"}  # a run circle's pass circle is centred unless the file says


def base_text(mat: Mat, path: Path, text: str | None = None) -> str:
    """The text the edits go into: ``text`` (the file the mat was read from) or the file at
    ``path`` when it holds ``mat``, else the default mat's when ``mat`` is it under another name,
    else the mat written whole."""
    for candidate in (text, _read(path)):
        if candidate is not None and _holds(candidate, mat):
            return candidate
    shipped = resources.files("sim").joinpath(f"data/{DEFAULT_MAT}").read_text(encoding="utf-8")
    if _holds(shipped, replace(mat, name=mats.default().name)):
        return _made_from_default(shipped) if mat.name != mats.default().name else shipped
    return mat.to_toml()


SHIPPED_HEAD = "# The default Finger Football mat."
MADE_HEAD = "# A Finger Football mat made in the mat editor from the default mat."


def _made_from_default(shipped: str) -> str:
    """The default mat's text as a new mat's: its first comment says what the file is (a mat
    saved from the default one began "# The default Finger Football mat": play-test 6/10)."""
    return MADE_HEAD + shipped.removeprefix(SHIPPED_HEAD) if shipped.startswith(SHIPPED_HEAD) else shipped


def file_text(base: str, data: dict[str, Any], mat: Mat) -> str:
    """``base`` with the features and the name of ``data`` (the editor's, in yards), which is
    ``mat``: edited in place, or (should that not give ``mat``) the whole mat."""
    try:
        text = _edited(base, data)
        if _same(mats.loads(text, "the saved mat"), mat):
            return text
    except (SimError, ValueError, KeyError, TypeError, StopIteration, TOMLKitError):
        pass
    return mat.to_toml()


def _edited(base: str, data: dict[str, Any]) -> str:
    old = tomllib.loads(base)
    doc = tomlkit.parse(base)
    changes: dict[Key, dict[str, float]] = {}
    for table in KINDS:
        before = {str(r["id"]): r for r in old.get(table, [])}
        now = {str(r["id"]): r for r in data.get(table, [])}
        for fid in [f for f in before if f not in now]:
            _remove(doc, table, fid)
        for fid, row in now.items():
            if fid not in before:
                _append(doc, table, _new_row(row))
            elif changed := _changed(before[fid], row):
                changes[(table, fid)] = changed
    name = data.get("name")
    return edited(tomlkit.dumps(doc), changes, None if name == old.get("name") else str(name))


def _changed(before: dict[str, Any], now: dict[str, Any]) -> dict[str, float]:
    """The numbers of a feature that an edit changed; a pass circle still centred, and centred in
    the file by leaving it out, is left out still."""
    out = {}
    for key, value in now.items():
        if key == "id" or not isinstance(value, float | int):
            continue
        if key in DEFAULTS and key not in before and math.isclose(value, now[DEFAULTS[key]], abs_tol=SAME):
            continue
        was = before.get(key, before.get(DEFAULTS.get(key, ""), 0.0))
        if not math.isclose(float(value), float(was), abs_tol=SAME):
            out[key] = float(value)
    return out


def _new_row(row: dict[str, Any]) -> dict[str, Any]:
    """A feature added, as a designer writes one: a centred pass circle left out."""
    out: dict[str, Any] = {}
    for key, value in row.items():
        if key in DEFAULTS and math.isclose(value, row[DEFAULTS[key]], abs_tol=SAME):
            continue
        out[key] = value if isinstance(value, str) else number(value)
    return out


def _tail(table: Table) -> list[tuple[Any, Any]]:
    """The comments and blank lines after a table's last key: they head what follows it."""
    body = table.value.body
    k = len(body)
    while k and body[k - 1][0] is None:
        k -= 1
    tail = body[k:]
    del body[k:]
    return tail


def _append(doc: tomlkit.TOMLDocument, table: str, row: dict[str, Any]) -> None:
    """After the last feature of its kind, a blank line before it; what headed the next kind
    moved after it, so it still heads that kind."""
    new = tomlkit.table()
    for key, value in row.items():
        new.add(key, value)
    found = doc.get(table)
    if found is None:
        doc.add(tomlkit.nl())
        doc.append(table, tomlkit.aot())
        found = doc[table]
    if not isinstance(found, AoT):
        raise ValueError(f"{table} is not an array of tables")  # written whole instead
    if len(found):
        last = found[-1]
        tail = _tail(last)
        last.add(tomlkit.nl())
        new.value.body.extend(tail)
    found.append(new)


def _remove(doc: tomlkit.TOMLDocument, table: str, fid: str) -> None:
    """Take a feature out; the comments after it (heading the next kind) go to the one before."""
    found = doc[table]
    if not isinstance(found, AoT):
        raise ValueError(f"{table} is not an array of tables")  # written whole instead
    k = next(i for i, item in enumerate(found) if str(item["id"]) == fid)
    tail = _tail(found[k])
    before = found[k - 1] if k > 0 else None if len(found) > 1 else _table_before(doc, table)
    if before is not None:
        _tail(before)
        before.value.body.extend(tail)
    del found[k]


def _table_before(doc: tomlkit.TOMLDocument, table: str) -> Table | None:
    """The table the file has just before the array ``table`` (the last of an array's): where the
    comments heading the next kind go when the last of this kind goes."""
    last: Table | None = None
    for key, item in doc.body:
        if key is not None and key.key == table:
            return last
        if isinstance(item, Table):
            last = item
        elif isinstance(item, AoT) and len(item):
            last = item[-1]
    return None


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _holds(text: str, mat: Mat) -> bool:
    try:
        return _same(mats.loads(text), mat)
    except SimError:
        return False


def _same(a: Mat, b: Mat) -> bool:
    """The same mat, its numbers within what a file written to six figures keeps."""
    ra, rb = _numbers(a), _numbers(b)
    if (
        a.name != b.name
        or ra.keys() != rb.keys()
        or (a.field, a.slider, a.zones) != (b.field, b.slider, b.zones)
    ):
        return False
    return all(math.isclose(u, v, abs_tol=WRITTEN) for k in ra for u, v in zip(ra[k], rb[k], strict=True))


def _numbers(mat: Mat) -> dict[Key, tuple[float, ...]]:
    yd = mat.field.yards
    out: dict[Key, tuple[float, ...]] = {}
    for c in mat.run_circles:
        out[("run_circles", c.id)] = tuple(map(yd, (c.x, c.y, c.radius, c.pass_x, c.pass_y, c.pass_radius)))
    for g in mat.flags:
        out[("flags", g.id)] = tuple(map(yd, (g.x, g.y, g.radius)))
    for f in mat.fumbles:
        angle = math.degrees(f.angle) % 360.0
        out[("fumbles", f.id)] = (*map(yd, (f.x, f.y, f.length, f.width)), angle)
    return out
