"""The mat editor's picture of the mat: the zones' and bands' edges dashed, every run circle, flag
and fumble football as the draft has it (an edit that makes the mat invalid is still seen where
it was put), the overlapping ones outlined in red, the selected one ringed, one off the field
tagged so (:mod:`games.app.mat_off_field`), and with the odds on every feature's figure on a label
of its own clear of the yard numbers (:mod:`games.app.mat_odds_paint`). Drawing only; the editor
(:mod:`games.app.mat_editor`) says what to draw."""

from __future__ import annotations

import math
from typing import Any

import pygame

from games.finger_football.ui.view import FLAG, FUMBLE, PASS, RUN, MatView
from games.mat_tuning.draft import Draft, Picked
from games.window import ui
from sim.geometry import Pose, football_outline, transform
from sim.slider.overlaps import Part

from .mat_odds_paint import Figures, OddsPainter
from .mat_off_field import draw_tags
from .mat_values import reach

SELECTED, ERROR = (0, 220, 255), (255, 90, 90)
ZONE_EDGE = (255, 236, 150)  # the zones' and bands' edges: pale yellow, seen over the white yard lines


class FieldPainter:
    """Draws the draft on its view; keeps where each figure and tag went (tests read them) and
    where the mat's yard numbers are (worked out once per layout)."""

    def __init__(self, view: MatView) -> None:
        self.view = view
        self.odds = OddsPainter(view)
        self.tags: list[pygame.Rect] = []  # the "off the field" tags, as drawn last
        self._numbers: tuple[pygame.Rect, list[pygame.Rect]] | None = None

    def draw(
        self,
        s: pygame.Surface,
        draft: Draft,
        selected: Picked | None,
        figures: Figures | None,
    ) -> None:
        """The mat and its features; ``figures``: every feature's odds (None: odds off)."""
        self.view.draw_mat(s)
        red = {p for o in draft.overlaps for p in (o.first, o.second)}
        s.set_clip(self.view.area)
        self._zone_edges(s, draft)
        for table in ("run_circles", "flags", "fumbles"):
            for row in draft.rows(table):
                self._feature(s, draft, table, row, red, selected == Picked(table, row["id"]))
        if figures is not None:  # over every feature, so none hides another's figure
            self.odds.draw(
                s,
                draft,
                figures,
                self.feature_rects(draft),
                self.number_rects(draft) + self.endzone_rects(draft),  # the field's words
                self._field_rect(draft),
                self.hazard_outlines(draft),
            )
        else:
            self.odds.labels, self.odds.chips = {}, {}
        self.tags = draw_tags(s, self.view, draft)  # over the figures: where a feature is off the field
        s.set_clip(None)

    @property
    def labels(self) -> dict[str, pygame.Rect]:
        """Each run circle's, flag's and fumble football's figure, as drawn last (the tests read
        where)."""
        return self.odds.labels

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

    def _field_rect(self, draft: Draft) -> pygame.Rect:
        """The field between the sidelines and the end lines on screen: a label stays on it,
        clear of the zones' names printed under it."""
        f = draft.mat.field
        left, top = self.view.to_screen(-f.endzone, f.half_width)
        right, bottom = self.view.to_screen(f.length + f.endzone, -f.half_width)
        return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))

    def endzone_rects(self, draft: Draft) -> list[pygame.Rect]:
        """The end zones on screen, where HOME and VISITORS are printed across: a figure kept
        off them is never over those words (at 125 % text "27% -16" sat on VISITORS)."""
        f = draft.mat.field
        out = []
        for half, (x0, x1) in (("home", (-f.endzone, 0.0)), ("visitor", (f.length, f.length + f.endzone))):
            (ax, ay), (bx, by) = self.view.to_screen(x0, f.half_width), self.view.to_screen(x1, -f.half_width)
            zone = pygame.Rect(round(min(ax, bx)), round(ay), round(abs(bx - ax)), round(by - ay))
            word = self.view.endzones.get(half, ("", None))[0]
            if " " in word:  # in two parts (MatView's): the whole end zone
                out.append(zone)
                continue
            size = max(12, round(self.view.px(6 * f.yard)))  # as MatView letters it, along the zone
            while size > 10 and (
                ui.text_width(word, size) > zone.height - 8 or ui.line_height(size) > zone.width - 4
            ):
                size -= 1
            ink = pygame.Rect(0, 0, ui.line_height(size), ui.text_width(word, size))
            ink.center = zone.center
            out.append(ink)
        return out

    def feature_rects(self, draft: Draft) -> list[pygame.Rect]:
        """Where each feature is on screen (its bounding box): the odds labels keep clear."""
        yd, view = draft.mat.field.yard, self.view
        out = []
        for table in ("run_circles", "flags", "fumbles"):
            for row in draft.rows(table):
                x, y = view.to_screen(row["x"] * yd, row["y"] * yd)
                r = max(2, round(view.px(reach(table, row) * yd)))
                out.append(pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r))
        return out

    def hazard_outlines(self, draft: Draft) -> list[list[tuple[float, float]]]:
        """Each flag's and fumble football's shape on screen, as drawn (a flag a disc's polygon):
        what the odds labels keep clear of."""
        yd, view = draft.mat.field.yard, self.view
        out = []
        for row in draft.rows("flags"):
            x, y = view.to_screen(row["x"] * yd, row["y"] * yd)
            r = max(2, round(view.px(row["radius"] * yd)))
            out.append(
                [(x + r * math.cos(k * math.pi / 8), y + r * math.sin(k * math.pi / 8)) for k in range(16)]
            )
        for row in draft.rows("fumbles"):
            outline = football_outline(row["length"] * yd, row["width"] * yd, 16)
            pose = Pose(row["x"] * yd, row["y"] * yd, math.radians(row["angle"]))
            out.append([view.to_screen(x, y) for x, y in transform(outline, pose)])
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
