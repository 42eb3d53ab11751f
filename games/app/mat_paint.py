"""The mat editor's picture of the mat: the zones' and bands' edges dashed, every run circle, flag
and fumble football as the draft has it (an edit that makes the mat invalid is still seen where
it was put), the overlapping ones outlined in red, the selected one ringed, and with the odds on
each run circle's figure on a dark label clear of the yard numbers. Drawing only; the editor
(:mod:`games.app.mat_editor`) says what to draw."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from games.finger_football.ui.view import FLAG, FUMBLE, PASS, RUN, MatView
from games.mat_tuning.draft import Draft, Picked
from games.window import ui
from sim.geometry import Pose, football_outline, transform
from sim.slider.overlaps import Part

SELECTED, ERROR = (0, 220, 255), (255, 90, 90)
ZONE_EDGE = (255, 236, 150)  # the zones' and bands' edges: pale yellow, seen over the white yard lines
ODDS_SIZE = 20


@dataclass(frozen=True, slots=True)
class Label:
    """The words on a run circle with the odds on: its figure, and whether it is stale (grey)."""

    words: str
    stale: bool


class FieldPainter:
    """Draws the draft on its view; keeps where each odds label went (tests read it) and where
    the mat's yard numbers are (worked out once per layout)."""

    def __init__(self, view: MatView) -> None:
        self.view = view
        self.labels: dict[str, pygame.Rect] = {}  # each circle's odds label, as drawn last
        self._numbers: tuple[pygame.Rect, list[pygame.Rect]] | None = None

    def draw(
        self,
        s: pygame.Surface,
        draft: Draft,
        selected: Picked | None,
        labels: dict[str, Label] | None,
    ) -> None:
        """The mat and its features; ``labels``: each run circle's odds label (None: odds off)."""
        self.view.draw_mat(s)
        red = {p for o in draft.overlaps for p in (o.first, o.second)}
        s.set_clip(self.view.area)
        self._zone_edges(s, draft)
        for table in ("run_circles", "flags", "fumbles"):
            for row in draft.rows(table):
                self._feature(s, draft, table, row, red, selected == Picked(table, row["id"]))
        self.labels = {}
        if labels is not None:  # over every feature, so no circle hides another's figure
            taken = self.feature_rects(draft)
            for row in draft.rows("run_circles"):
                self._odds_label(s, draft, row, labels.get(row["id"], Label("—", False)), taken)
        s.set_clip(None)

    def _zone_edges(self, s: pygame.Surface, draft: Draft) -> None:
        """Dashed light lines where one zone gives way to the next (across the mat, over the
        white yard lines, so wider than they are) and where the bands meet (along the mat,
        through the rows of yard numbers), so a name's zone and band can be seen."""
        f = draft.mat.field
        for band in draft.mat.zones:
            if 0 < band.start < f.length:
                _dashed(
                    s,
                    self.view.to_screen(band.start, f.half_width),
                    self.view.to_screen(band.start, -f.half_width),
                )
        for y in (f.numbers, -f.numbers):
            _dashed(s, self.view.to_screen(0.0, y), self.view.to_screen(f.length, y))

    def _feature(
        self, s: pygame.Surface, draft: Draft, table: str, row: dict[str, Any], red: set[Part], chosen: bool
    ) -> None:
        yd = draft.mat.field.yard
        view = self.view
        centre = view.to_screen(row["x"] * yd, row["y"] * yd)
        if table == "run_circles":
            r = max(2, round(view.px(row["radius"] * yd)))
            pygame.draw.circle(s, RUN, centre, r)
            inner = view.to_screen(row["pass_x"] * yd, row["pass_y"] * yd)
            pr = max(1, round(view.px(row["pass_radius"] * yd)))
            pygame.draw.circle(s, PASS, inner, pr)
            if Part(table, row["id"], pass_circle=True) in red:
                pygame.draw.circle(s, ERROR, inner, pr + 1, 2)
        elif table == "flags":
            r = max(2, round(view.px(row["radius"] * yd)))
            pygame.draw.circle(s, FLAG, centre, r)
            pygame.draw.circle(s, (140, 110, 0), centre, r, max(1, r // 8))
        else:
            outline = football_outline(row["length"] * yd, row["width"] * yd, 16)
            pose = Pose(row["x"] * yd, row["y"] * yd, math.radians(row["angle"]))
            points = [view.to_screen(x, y) for x, y in transform(outline, pose)]
            pygame.draw.polygon(s, FUMBLE, points)
            pygame.draw.polygon(s, (120, 10, 10), points, 1)
            r = round(view.px(row["length"] * yd / 2))
        if Part(table, row["id"]) in red:
            pygame.draw.circle(s, ERROR, centre, r + 2, 3)
        if chosen:
            pygame.draw.circle(s, SELECTED, centre, r + 6, 2)

    def _odds_label(
        self, s: pygame.Surface, draft: Draft, row: dict[str, Any], label: Label, taken: list[pygame.Rect]
    ) -> None:
        """The circle's run odds on a dark label in the black ring below the pass circle, else
        below, above, beside the circle: the first place clear of the yard numbers, the zones'
        names, the flags, the fumble footballs, the other circles and the labels placed before
        (``taken``); where none is, over the circle's own lower half."""
        yd, view = draft.mat.field.yard, self.view
        x, cy = view.to_screen(row["x"] * yd, row["y"] * yd)
        r = max(2, round(view.px(row["radius"] * yd)))
        pass_top = view.to_screen(row["pass_x"] * yd, row["pass_y"] * yd)[1]
        pr = max(1, round(view.px(row["pass_radius"] * yd)))
        tall = ui.line_height(ODDS_SIZE)
        wide = ui.text_width(label.words, ODDS_SIZE) + 8
        places = [(x, cy + r + tall / 2 + 2), (x, cy - r - tall / 2 - 2)]
        if cy + r - (pass_top + pr) >= tall:  # room in the ring under the pass circle
            places.insert(0, (x, (cy + r + pass_top + pr) / 2))
        if pass_top - pr - (cy - r) >= tall:  # and over it
            places.append((x, (cy - r + pass_top - pr) / 2))
        places += [(x + r + wide / 2 + 2, cy), (x - r - wide / 2 - 2, cy)]
        rect = pygame.Rect(0, 0, wide, tall)
        rect.center = (round(x), round(cy + r / 2))  # the last resort: on the circle itself
        own = pygame.Rect(round(x - r), round(cy - r), 2 * r, 2 * r)
        # A circle over this one's own square (overlapping it: the red outline says so) does not
        # push its figure away: the figure is drawn over it.
        blocked = [b for b in taken if not b.colliderect(own)] + self.number_rects(draft)
        for px, py in places:
            moved = rect.copy()
            moved.center = (round(px), round(py))
            if moved.collidelist(blocked) < 0 and self._field_rect(draft).contains(moved):
                rect = moved
                break
        self.labels[row["id"]] = rect
        taken.append(rect)
        pygame.draw.rect(s, (12, 14, 18), rect, border_radius=4)
        with ui.unrecorded():
            ui.text(s, label.words, rect.center, ODDS_SIZE, ui.MUTED if label.stale else ui.ACCENT, "center")

    def _field_rect(self, draft: Draft) -> pygame.Rect:
        """The field between the sidelines and the end lines on screen: a label stays on it,
        clear of the zones' names printed under it."""
        f = draft.mat.field
        left, top = self.view.to_screen(-f.endzone, f.half_width)
        right, bottom = self.view.to_screen(f.length + f.endzone, -f.half_width)
        return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))

    def feature_rects(self, draft: Draft) -> list[pygame.Rect]:
        """Where each feature is on screen (its bounding box): the odds labels keep clear."""
        yd, view = draft.mat.field.yard, self.view
        out = []
        for table in ("run_circles", "flags", "fumbles"):
            for row in draft.rows(table):
                x, y = view.to_screen(row["x"] * yd, row["y"] * yd)
                size = row["radius"] if table != "fumbles" else row["length"] / 2
                r = max(2, round(view.px(size * yd)))
                out.append(pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r))
        return out

    def number_rects(self, draft: Draft) -> list[pygame.Rect]:
        """Where the mat's yard numbers' glyphs are (as :class:`MatView` draws them: each centred
        on its place, upside down on the far side): worked out once per layout."""
        if self._numbers is not None and self._numbers[0] == self.view.area:
            return self._numbers[1]
        f = draft.mat.field
        yd = f.yard
        size = max(10, round(self.view.px(4.5 * yd)))
        length_yd = round(f.yards(f.length))
        rects = []
        for k in range(10, length_yd, 10):
            image = ui.render(str(min(k, length_yd - k)), size, (255, 255, 255))
            glyphs = image.get_bounding_rect()
            for y, turn in ((f.numbers, 180), (-f.numbers, 0)):
                placed = image.get_rect(center=self.view.to_screen(k * yd, y))
                ink = glyphs.move(placed.topleft)
                if turn:  # turned half round about the image's centre
                    ink.center = (2 * placed.centerx - ink.centerx, 2 * placed.centery - ink.centery)
                rects.append(ink)
        self._numbers = (self.view.area.copy(), rects)
        return rects


def _dashed(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float]) -> None:
    """A dashed line 3 px wide from ``a`` to ``b``: 10 px of line, 8 px of gap."""
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length < 1:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    d = 0.0
    while d < length:
        e = min(d + 10, length)
        pygame.draw.line(s, ZONE_EDGE, (a[0] + ux * d, a[1] + uy * d), (a[0] + ux * e, a[1] + uy * e), 3)
        d += 18


def odds_labels(draft: Draft, shown: Any, stale: bool) -> dict[str, Label]:
    """The figure on each run circle: its odds and the change from the default mat's ('…'
    while worked out for a circle not known yet, '—' where no line of scrimmage aims at it).
    ``shown``: the figures (a :class:`games.app.mat_figures.Compared`), or None."""
    from .mat_words import circle_label

    out = {}
    for row in draft.rows("run_circles"):
        if shown is None or row["id"] not in shown.mat.circles:
            out[row["id"]] = Label("…" if stale else "—", stale)
            continue
        figure, change = circle_label(shown, row["id"])
        out[row["id"]] = Label(f"{figure} {change}".strip(), stale)
    return out
