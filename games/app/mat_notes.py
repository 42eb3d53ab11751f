"""What a save says of the mat's warnings (a flag or fumble football under a spot where a play
starts, or over a run circle's edge), told apart by who made them: the player's (a feature moved,
resized or added since the mat was opened) are said at every save, plainly, as a thing to check;
the mat's own (features as they were opened) once, as a note about the mat, never as if the
player caused them, and not at all where the mat has them as the default mat does (a flag where
each two-point try starts, on purpose: said after a plain save it read as a warning the player
had caused, play-test 6/10). Words only; the saving is :mod:`games.app.mat_saving`."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from games.finger_football.rules.field import Field
from games.mat_tuning import names
from games.mat_tuning.draft import KINDS, Draft
from sim.slider import mat as mats
from sim.slider.mat import Mat
from sim.slider.overlaps import Overlap, Part, overlaps

from .mat_status import named

START = re.compile(r"^the (home|visitors') (kick-off spot|\d+)(?: \((.*)\))?$")  # Field.start_spots' names
THINGS = {"flags": "flag", "fumbles": "fumble football"}


@dataclass(frozen=True, slots=True)
class Warned:
    """A save's warnings: the player's, said each time; a note on the mat's own, said once."""

    yours: tuple[str, ...]
    note: str  # '' when the mat has none, or it was said already


def warnings(mat: Mat) -> tuple[Overlap, ...]:
    """What ``tabletop mat validate`` warns of on ``mat`` (never an error: those keep it unsaved)."""
    return tuple(o for o in overlaps(mat, Field(mat).start_spots()) if not o.serious)


def split(draft: Draft, opened: Mapping[str, Any], table_names: dict[names.Key, str], noted: bool) -> Warned:
    """The draft's warnings: on a feature changed since ``opened`` (the draft's data as opened),
    in words; on features as they were opened, one note (unless ``noted``: said already)."""
    found = warnings(draft.mat)
    mine = [o for o in found if not _untouched(o, draft.data, opened)]
    theirs = [o for o in found if _untouched(o, draft.data, opened)]
    yours = tuple(_said(o, table_names) for o in mine)
    return Warned(yours, "" if noted or not theirs else note(theirs, draft.data))


def note(found: list[Overlap], data: Mapping[str, Any]) -> str:
    """One sentence about the mat's own warnings: what lies where, and that the default mat has it
    so (when every one of them is the default mat's, feature for feature)."""
    starts = [o for o in found if o.kind == "start"]
    edges = [o for o in found if o.kind != "start"]
    said = []
    if starts:
        things = _listed(sorted({THINGS.get(o.first.table, "feature") for o in starts}))
        plays = sorted({_play(o.second) for o in starts})
        sides = sorted({_side(o.second) for o in starts})
        whose = "each" if len(sides) > 1 else f"the {sides[0]}"
        verb = "starts" if len(plays) == 1 else "start"
        said.append(f"puts a {things} where {whose} {_listed(plays)} {verb}")
    if edges:
        many = len(edges) > 1
        said.append(
            f"has {len(edges) if many else 'a'} flag or fumble football{'s' * many} over a run circle's edge"
        )
    shipped = all(_as_shipped(p, data) for o in found for p in (o.first, o.second) if p.table in KINDS)
    if shipped:  # the default mat's own, on purpose: nothing for the player to check (play-test 6/10)
        return ""
    return f"Note, as the mat was opened (not an edit of yours): it {' and '.join(said)}"


def _said(o: Overlap, table_names: dict[names.Key, str]) -> str:
    """A warning on the player's feature, in the window's words."""
    a = named(table_names, o.first)
    if o.kind == "start":
        return f"the {a} now lies where a {_play(o.second)} starts ({_line(o.second)})"
    return f"the {a} now lies over the edge of the {named(table_names, o.second)}"


def _untouched(o: Overlap, data: Mapping[str, Any], opened: Mapping[str, Any]) -> bool:
    """Every feature of the warning as it was when the mat was opened."""
    for part in (o.first, o.second):
        if part.table in KINDS and (_row(data, part) is None or _row(data, part) != _row(opened, part)):
            return False
    return True


def _as_shipped(part: Part, data: Mapping[str, Any]) -> bool:
    return _row(data, part) == _row(_default_data(), part)


@cache
def _default_data() -> dict[str, Any]:
    return Draft(mats.default()).data


def _row(data: Mapping[str, Any], part: Part) -> dict[str, Any] | None:
    return next((r for r in data.get(part.table, []) if r["id"] == part.id), None)


def _play(start: Part) -> str:
    """'two-point try', 'kick-off' (a start spot as :meth:`Field.start_spots` names it)."""
    found = START.match(start.id)
    if found is None:
        return "play"
    return "kick-off" if found[3] is None else re.sub(r"^an? ", "", found[3])


def _line(start: Part) -> str:
    found = START.match(start.id)
    if found is None:
        return start.id
    return f"the {found[1]} {found[2]}"


def _side(start: Part) -> str:
    found = START.match(start.id)
    return "" if found is None else found[1]


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"
