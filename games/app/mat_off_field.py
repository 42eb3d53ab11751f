"""Features off the field in the mat editor. A feature moved past a sideline or an end line (a drag
stops at the edge of the printed mat, the edge of the window's view of it) is still drawn where it
is, marked "off the field" on a tag inside the view, and can be dragged back. Saving it is as
``tabletop mat validate`` has it: across a sideline or a goal line, an error (not saved, the
reason said); reaching past the printed mat, a mat file that would not load (not saved); wholly
out of bounds, a warning (saved, and said)."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.ui.view import MatView
from games.mat_tuning import names
from games.mat_tuning.draft import KINDS, Draft, Picked
from games.window import ui
from sim.slider.mat import Mat

from .mat_values import reach

TAG = "off the field"
TAG_SIZE = 17
TAG_COLOUR, TAG_INK = (120, 24, 30), (255, 214, 214)


def off_field(mat: Mat, table: str, row: dict[str, Any]) -> bool:
    """Does any of the feature lie past a sideline or an end line?"""
    f = mat.field
    ends = f.yards(f.endzone)
    length, side = f.yards(f.length), f.yards(f.half_width)
    x, y, r = float(row["x"]), float(row["y"]), reach(table, row)
    return x - r < -ends or x + r > length + ends or abs(y) + r > side


def out_of_bounds(mat: Mat, table: str, row: dict[str, Any]) -> bool:
    """Does the feature lie wholly past a sideline or an end line (a slider resting on it is out
    anyway)? Across a line is validate's error, not this."""
    f = mat.field
    ends = f.yards(f.endzone)
    length, side = f.yards(f.length), f.yards(f.half_width)
    x, y, r = float(row["x"]), float(row["y"]), reach(table, row)
    return x + r < -ends or x - r > length + ends or abs(y) - r > side


def off(draft: Draft) -> list[Picked]:
    """The features off the field, in the file's order."""
    return [
        Picked(table, row["id"])
        for table in KINDS
        for row in draft.rows(table)
        if off_field(draft.mat, table, row)
    ]


def warning(draft: Draft, named: dict[names.Key, str], selected: Picked | None) -> str | None:
    """A feature wholly out of bounds (the selected one's first): saved, but said."""
    found = [p for p in off(draft) if out_of_bounds(draft.mat, p.table, draft.row(p))]
    if not found:
        return None
    first = selected if selected in found else found[0]
    name = named.get((first.table, first.id, False), KINDS[first.table])
    more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
    return f"Warning: the {name} lies off the field: a slider resting on it is out of bounds anyway{more}"


def draw_tags(s: pygame.Surface, view: MatView, draft: Draft) -> list[pygame.Rect]:
    """An "off the field" tag by each feature off the field, under it (over it near the bottom),
    kept inside the view; returns where they went."""
    yd = draft.mat.field.yard
    area = view.area
    out = []
    for picked in off(draft):
        row = draft.row(picked)
        x, y = view.to_screen(row["x"] * yd, row["y"] * yd)
        r = view.px(reach(picked.table, row) * yd)
        tag = pygame.Rect(0, 0, ui.text_width(TAG, TAG_SIZE) + 10, ui.line_height(TAG_SIZE) + 2)
        tag.midtop = (round(x), round(y + r + 3))
        if tag.bottom > area.bottom:
            tag.midbottom = (round(x), round(y - r - 3))
        tag.clamp_ip(area)
        pygame.draw.rect(s, TAG_COLOUR, tag, border_radius=4)
        pygame.draw.rect(s, TAG_INK, tag, 1, border_radius=4)
        with ui.unrecorded():  # printed on the mat's picture, as its odds are
            ui.text(s, TAG, tag.center, TAG_SIZE, TAG_INK, "center")
        out.append(tag)
    return out
