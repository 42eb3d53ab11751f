"""The mat editor's mirror tool (M): the selected feature's last change made to its mirror image in
the other half too, so the mat stays symmetric. The image is the tuner's rule
(:func:`games.mat_tuning.mat_edits.mirrored`: the visiting half is the home half turned half a
circle about the centre of the field), and so is the pairing (:func:`~games.mat_tuning.mat_edits.pairs`):
the feature's pair is the one at its image in the mat as it is, else as it was before the steps
that moved it (found back through undo). A feature with no pair gets a mirrored copy. One step of
undo either way. Functions of the editor: it holds the state."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from games.mat_tuning.draft import KINDS, Draft, Picked
from games.mat_tuning.mat_edits import MIRROR_TOLERANCE, mirrored, pairs
from games.window import ui

from .mat_values import DECIMALS, place

if TYPE_CHECKING:
    from .mat_editing import Editing

NOTHING = "Select a feature first: M then mirrors it to the other end of the field"
# Where the image is, in plain words (play-test 6/10: "M copies it diagonally opposite" was said nowhere).
OPPOSITE = "diagonally opposite, through the centre spot"


def image(draft: Draft, picked: Picked) -> dict[str, Any]:
    """The selected feature's numbers at its mirror image (its id left out)."""
    length = draft.mat.field.yards(draft.mat.field.length)
    out = mirrored(draft.row(picked), length)
    out.pop("id")
    return {k: round(v, DECIMALS + 6) if isinstance(v, float) else v for k, v in out.items()}


def partner(draft: Draft, picked: Picked) -> str | None:
    """The id of the feature paired with ``picked`` as its mirror image: in the mat as it is, else
    as it was before each step of undo, the latest first (back to where ``picked`` was added)."""
    length = draft.mat.field.yards(draft.mat.field.length)
    alive = {str(r["id"]) for r in draft.rows(picked.table)}
    for data in (draft.data, *draft.past()):
        items = {(t, str(r["id"])): r for t in KINDS for r in data.get(t, [])}
        if (picked.table, picked.id) not in items:
            return None  # no further back than the feature itself
        found = pairs(items, length).get(picked.id)
        if found is not None and found in alive:
            return found
    return None


def mirror(editor: Editing) -> None:
    """M: the selected feature's image set on its pair (or a mirrored copy made), and said."""
    picked, draft = editor.selected, editor.draft
    if picked is None:
        editor.say(NOTHING, ui.ACCENT)
        return
    row, there = draft.row(picked), image(draft, picked)
    if math.hypot(there["x"] - row["x"], there["y"] - row["y"]) < MIRROR_TOLERANCE:
        editor.say(
            f"{ui.sentence(_name(editor, picked))} is on the centre of the field: its own mirror image"
        )
        return
    other = partner(draft, picked)
    draft.begin()
    made = draft.add(picked.table, there["x"], there["y"]) if other is None else Picked(picked.table, other)
    before = dict(draft.row(made))
    draft.set(made, there)
    changed = other is None or draft.row(made) != before
    editor.edited()
    mine, theirs = ui.sentence(_name(editor, picked)), _name(editor, made)
    if other is None:
        editor.say(
            f"Mirrored to the other end of the field ({OPPOSITE}): a copy added as the {theirs} "
            f"({place(there)}) · Ctrl+Z takes it back"
        )
    elif changed:
        editor.say(
            f"Mirrored to the other end of the field ({OPPOSITE}): the {theirs} now matches it "
            f"({place(there)}) · Ctrl+Z undoes"
        )
    else:
        editor.say(f"{mine} and the {theirs} already mirror each other")


def _name(editor: Editing, picked: Picked) -> str:
    return editor.named.get((picked.table, picked.id, False), KINDS[picked.table])
