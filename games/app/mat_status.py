"""What the mat editor says in its bars, in the player's words, the features named as the screen
shows them: what keeps the mat from being saved (which features, and why), the selected feature's
readout, the overlap warnings, the legend of what is drawn, and where the mat is saved (the path
cut in its middle to fit, so the file's name always shows). Words only, and the drawing of the
bars; the editor (:mod:`games.app.mat_editor`) knows the state.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from games.mat_tuning import names
from games.mat_tuning.draft import KINDS, Draft, Picked
from games.window import ui
from sim.errors import SimError
from sim.slider.overlaps import Overlap, Part

from .mat_off_field import off_field
from .mat_values import place

ERROR, OK = (255, 90, 90), (150, 230, 150)
FIELD_ERRORS = re.compile(r"(run_circles|flags|fumbles)\[(\d+)\]\.?(\w*): (.*)$")
# One line under the mat saying what its colours and figures mean: the features' own, and with the
# odds on (D) the figures on the circles.
LEGEND_MAT = (
    "Black disc: run circle (white: its pass circle) · yellow dot: penalty flag · red football: fumble "
    "football · dashed: zone and strip edges · red outline: overlap · blue ring: selected"
)
LEGEND_ODDS = (
    "Gold %: how often a run aimed at the circle stops on it (-7/+3: points from the default mat) · "
    "on white: a pass aimed there · framed: how often any flick stops on the flag or football"
)
LEGENDS = (LEGEND_MAT, LEGEND_ODDS)
WHY_OVERLAP = "two run circles may not overlap: a flick resting on both would be on two targets"
WHY = {  # validate's errors (sim/slider/overlaps.py): why not allowed, and what puts it right
    "circles": (WHY_OVERLAP, "move them apart or make one smaller"),
    "pass": ("a completed pass would rest on a flag or fumble football", "move it off"),
    "features": ("a flick could stop on both at once", "move them apart"),
    "line": (
        "a feature lies wholly on one side of a sideline or goal line",
        "drag it back onto the field (or wholly off it)",
    ),
}


@dataclass(frozen=True, slots=True)
class Problem:
    """What keeps the mat from being saved: which features, and why it is not allowed."""

    which: str  # 'Zone 2 middle run circle on the home 33 and ... overlap by 1.2 yd'
    why: str  # 'two run circles may not overlap: ...'
    fix: str  # 'move them apart or make one smaller'

    @property
    def words(self) -> str:
        return ui.sentence(f"{self.which}: {self.fix}")


# The field's lines as the editor's screen shows them (HOME at the left, +y at the top): the
# file's "left sideline" is the top edge on screen (play-test 6/10: a circle dragged off the top
# was said to lie across "the left sideline").
SCREEN_LINES = {
    "sideline-left": "the top sideline",
    "sideline-right": "the bottom sideline",
    "goal-line-home": "the home goal line (left)",
    "goal-line-visitor": "the visitors' goal line (right)",
    "end-line-home": "the home end line (left edge)",
    "end-line-visitor": "the visitors' end line (right edge)",
}


def named(table_names: dict[names.Key, str], part: Part) -> str:
    if part.table == "lines" and part.id in SCREEN_LINES:
        return SCREEN_LINES[part.id]
    return table_names.get((part.table, part.id, part.pass_circle), part.named())


def problem(draft: Draft, table_names: dict[names.Key, str], selected: Picked | None) -> Problem | None:
    """What keeps the mat from being saved, or None: a feature where it may not be (off the mat,
    past a goal line, a pass circle outside its run circle), then validate's errors (the selected
    feature's first, else the one with most): run circles overlapping, a flag or fumble football
    on a pass circle or over another, a feature across a sideline or goal line."""
    if draft.error is not None:
        return error_problem(draft, table_names, draft.error)
    serious = [o for o in draft.overlaps if o.serious]
    if not serious:
        return None
    partners: dict[Part, list[Overlap]] = {}
    for o in serious:
        partners.setdefault(o.first, []).append(o)
        partners.setdefault(o.second, []).append(o)
    features = [p for p in partners if p.table in KINDS]  # never a line "overlapping" features
    chosen = [p for p in features if selected == Picked(p.table, p.id)]
    most = chosen[0] if chosen else max(features, key=lambda p: len(partners[p]))
    found = partners[most]
    circles = [o for o in found if o.kind == "circles"]
    if len(circles) > 1:  # their names would not fit: the count, and the red outlines show which
        which = f"{named(table_names, most)} overlaps {len(circles)} run circles (outlined in red)"
        return Problem(which, WHY_OVERLAP, "move it or make it smaller")
    o = found[0]
    other = o.second if o.first == most else o.first
    a, b = (
        named(table_names, p)
        for p in ((most, other) if o.kind in ("circles", "features") else (o.first, o.second))
    )
    why, fix = WHY[o.kind]
    by = f"{o.depth:.1f} yd"
    which = {
        "circles": f"{a} and {b} overlap by {by}",
        "features": f"{a} and {b} overlap by {by}",
        "pass": f"{a} lies on {b} by {by}",
        "line": f"{a} lies across {b} by {by}",
    }.get(o.kind, o.words({p: named(table_names, p) for p in (o.first, o.second)}))
    return Problem(which, why, fix)


def error_problem(draft: Draft, table_names: dict[names.Key, str], error: str) -> Problem:
    """A check of the mat file said in the player's words, the feature named as shown: "The Zone 1
    upper run circle on the home 46 must stay between the goal lines"."""
    found = FIELD_ERRORS.search(error)
    if found is None:
        return Problem(
            ui.sentence(error.split(": ", 1)[-1]), "the mat file's rules do not allow it", "undo it"
        )
    table, index, _key, why = found.groups()
    rows = draft.rows(table)
    fid = rows[int(index)]["id"] if int(index) < len(rows) else ""
    name = "the " + table_names.get((table, fid, False), KINDS[table])
    if "between the goal lines" in why:
        return Problem(f"{name} is past a goal line", "features stay between the goal lines", "move it back")
    if "pass circle is not inside" in why:
        return Problem(
            f"the pass circle of {name} sticks out of it",
            "a pass circle lies inside its run circle",
            "resize it",
        )
    if "off the surface" in why:
        return Problem(
            f"{name} is off the mat",
            "every feature lies on the printed mat, or the file would not load",
            "drag it back onto the field (its tag says 'off the field')",
        )
    return Problem(f"{name}: {why}", "the mat file's rules do not allow it", "undo it or move it")


def told(overlap: Overlap, table_names: dict[names.Key, str]) -> str:
    return overlap.words({p: named(table_names, p) for p in (overlap.first, overlap.second)})


def readout(draft: Draft, table_names: dict[names.Key, str], selected: Picked) -> str:
    """The selected feature: its name, where it is and its size, in yards as its file has them
    ('x 70.25 yd, y +6.5 yd'); off the field, or where it may not be, said so."""
    try:
        row = draft.row(selected)
    except SimError:
        return ""
    name = ui.sentence(table_names.get((selected.table, selected.id, False), ""))
    where = place(row)
    if off_field(draft.mat, selected.table, row):
        where += ", off the field"
    if draft.error is not None:
        where += ", not allowed there (see above)"
    return f"{name}: {where} · {names.size(selected.table, row)}"


def warnings(
    draft: Draft, table_names: dict[names.Key, str], selected: Picked | None
) -> tuple[str, bool] | None:
    """The first flag or fumble football over a circle's edge (the selected one's first), and
    whether it is the selected one's."""
    found = [o for o in draft.overlaps if not o.serious]
    if not found:
        return None
    mine = [
        o
        for o in found
        if selected in (Picked(o.first.table, o.first.id), Picked(o.second.table, o.second.id))
    ]
    more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
    return f"Warning: {told((mine or found)[0], table_names)}{more}", bool(mine)


def short_path(path: Path, width: int, size: int) -> str:
    """``path`` as short as needed to fit ``width`` px: the home folder as ~, then folders left
    out from the middle ("~/…/mats/red-zone.toml"), so its file name always shows."""
    home = str(Path.home())
    text = str(path)
    if home not in ("", "/") and text.startswith(home + os.sep):
        text = "~" + text[len(home) :]
    parts = text.split(os.sep)
    k = 1
    while ui.text_width(text, size) > width and k < len(parts) - 1:
        text = os.sep.join([*parts[:1], "…", *parts[k + 1 :]])
        k += 1
    return ui.fit(text, width, size)
