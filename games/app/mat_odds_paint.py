"""The figures the mat editor's odds view (D) draws on the mat, one for every feature: on each run
circle the share of a club player's run flicks at it that rest on it (and its change from the
default mat's), on its white pass circle the share of passes at it that rest there, by each flag
and fumble football the share of every scrimmage flick (every line, both teams) that rests on it.
Each on a label of its own, clear of the yard numbers, the other features and the labels placed
before it. Drawing only; the figures are :mod:`games.app.mat_figures`'."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from games.finger_football.ui.view import FLAG, FUMBLE, MatView
from games.mat_tuning.draft import Draft
from games.window import ui

from .mat_figures import Compared
from .mat_texts import ODDS_HOW
from .mat_words import circle_label, rare

ODDS_SIZE, PASS_SIZE, HAZARD_SIZE = 21, 19, 19
SMALLEST = 13  # a figure's text size at the least, made smaller before it covers anything
# What covering another figure costs, per pixel, against 1 for a circle and 2 for a yard number:
# two figures over each other are read as neither (at 150 % text: play-test 6/10).
LABEL_WEIGHT = 40.0
DARK = (12, 14, 18)  # a label's ground: the run figures and the flags' and footballs'
STALE_INK = (120, 124, 128)  # a pass figure being worked out again, on its white chip


@dataclass(frozen=True, slots=True)
class Label:
    """The words of a figure, and whether it is stale (grey: being worked out again)."""

    words: str
    stale: bool


@dataclass(frozen=True, slots=True)
class Figures:
    """Every feature's figure, by id: the run circles', their pass circles', the flags' and
    fumble footballs' (hazards)."""

    run: dict[str, Label] = field(default_factory=dict)
    passes: dict[str, Label] = field(default_factory=dict)
    hazards: dict[str, Label] = field(default_factory=dict)


def odds_labels(draft: Draft, shown: Compared | None, stale: bool) -> Figures:
    """Every feature's figure from ``shown`` ('…' while worked out for a feature not known yet,
    '—' where no line of scrimmage aims at a circle)."""
    unknown = Label("…" if stale else "—", stale)
    out = Figures()
    for row in draft.rows("run_circles"):
        odds = None if shown is None else shown.mat.circles.get(row["id"])
        if shown is None or odds is None:
            out.run[row["id"]] = out.passes[row["id"]] = unknown
            continue
        figure, change = circle_label(shown, row["id"])
        out.run[row["id"]] = Label(f"{figure} {change}".strip(), stale)
        out.passes[row["id"]] = Label(f"{100 * odds.pass_:.0f}%", stale)
    for table in ("flags", "fumbles"):
        for row in draft.rows(table):
            share = None if shown is None else shown.mat.features.get(row["id"])
            out.hazards[row["id"]] = unknown if share is None else Label(rare(share), stale)
    return out


class OddsPainter:
    """Places and draws the figures; keeps where each went (the tests read them)."""

    def __init__(self, view: MatView) -> None:
        self.view = view
        self.labels: dict[str, pygame.Rect] = {}  # each run circle's, flag's and football's figure
        self.chips: dict[str, pygame.Rect] = {}  # each pass circle's figure, by its run circle's id
        self.circles = 0
        self.outlines: list[Outline] = []  # each flag's and football's shape on screen, as drawn

    def draw(
        self,
        s: pygame.Surface,
        draft: Draft,
        figures: Figures,
        features: list[pygame.Rect],
        numbers: list[pygame.Rect],
        field_rect: pygame.Rect,
        outlines: list[Outline] | None = None,
    ) -> None:
        """``features``: every feature's box on screen (run circles, then flags, then fumble
        footballs, as the draft lists them); ``numbers``: the yard numbers' ink; ``outlines``: the
        flags' and footballs' shapes as drawn (else their boxes)."""
        self.labels, self.chips = {}, {}
        self.outlines = (
            outlines
            if outlines is not None
            else [_box_outline(b) for b in features[len(draft.rows("run_circles")) :]]
        )
        placed: list[pygame.Rect] = []
        circles = draft.rows("run_circles")
        self.circles = len(circles)  # the first of ``features``: discs, not boxes
        for row in circles:
            self._chip(s, draft, row, figures.passes.get(row["id"], Label("—", False)), placed)
        for row, own in zip(circles, features, strict=False):
            label = figures.run.get(row["id"], Label("—", False))
            rect, size = self._fitted(
                label.words,
                ODDS_SIZE,
                partial(self._ring_places, draft, row, label),
                own,
                features,
                placed,
                numbers,
                field_rect,
            )
            self.labels[row["id"]] = rect
            self._label(s, rect, label, size, ui.ACCENT, None)
        hazards = [(t, r) for t in ("flags", "fumbles") for r in draft.rows(t)]
        for (table, row), own in zip(hazards, features[len(circles) :], strict=False):
            label = figures.hazards.get(row["id"], Label("—", False))
            rect, size = self._fitted(
                label.words,
                HAZARD_SIZE,
                partial(_around, own, label.words),
                own,
                features,
                placed,
                numbers,
                field_rect,
            )
            self.labels[row["id"]] = rect
            self._label(s, rect, label, size, ui.PAPER, FLAG if table == "flags" else FUMBLE)

    def _fitted(
        self,
        words: str,
        size: int,
        places: Callable[[int], list[tuple[float, float]]],
        own: pygame.Rect,
        features: list[pygame.Rect],
        placed: list[pygame.Rect],
        numbers: list[pygame.Rect],
        field_rect: pygame.Rect,
    ) -> tuple[pygame.Rect, int]:
        """The place for a figure (see :meth:`_place`) and its text size: its own size where some
        place is wholly clear, else smaller, down to SMALLEST, before it would cover another
        figure, a circle or the field's words (at 125 % and 150 % text the figures covered the
        circles, each other and the word VISITORS: play-test 6/10); where no size is clear, the
        one covering least."""
        best: tuple[tuple[int, float], pygame.Rect, int] | None = None
        for tried in range(size, SMALLEST - 1, -2):
            ranked, rect = self._place(
                words, tried, places(tried), own, features, placed, numbers, field_rect
            )
            if best is None or ranked < best[0]:
                best = (ranked, rect, tried)
            if ranked == (0, 0):
                break
        assert best is not None
        placed.append(best[1])
        return best[1], best[2]

    def _chip(
        self, s: pygame.Surface, draft: Draft, row: dict[str, Any], label: Label, placed: list[pygame.Rect]
    ) -> None:
        """The pass figure on its pass circle: dark words on a white chip, as the circle is."""
        yd = draft.mat.field.yard
        centre = self.view.to_screen(row["pass_x"] * yd, row["pass_y"] * yd)
        rect = pygame.Rect(0, 0, ui.text_width(label.words, PASS_SIZE) + 6, ui.line_height(PASS_SIZE))
        rect.center = (round(centre[0]), round(centre[1]))
        pygame.draw.rect(s, ui.PAPER, rect, border_radius=5)
        with ui.unrecorded():  # printed on the mat's picture
            ui.text(s, label.words, rect.center, PASS_SIZE, STALE_INK if label.stale else ui.INK, "center")
        self.chips[row["id"]] = rect
        placed.append(rect)

    def _ring_places(
        self, draft: Draft, row: dict[str, Any], label: Label, size: int = ODDS_SIZE
    ) -> list[tuple[float, float]]:
        """Where a run figure may go, best first: in the black ring under the pass circle (over
        it), then below, above and beside the circle."""
        yd, view = draft.mat.field.yard, self.view
        x, cy = view.to_screen(row["x"] * yd, row["y"] * yd)
        r = max(2, round(view.px(row["radius"] * yd)))
        pass_top = view.to_screen(row["pass_x"] * yd, row["pass_y"] * yd)[1]
        pr = max(1, round(view.px(row["pass_radius"] * yd)))
        tall = ui.line_height(size)
        wide = ui.text_width(label.words, size) + 8
        chip = ui.line_height(PASS_SIZE) / 2  # the pass figure's half height, over the pass circle
        low, high = max(pr, chip), max(pr, chip)
        places = [(x, cy + r + tall / 2 + 2), (x, cy - r - tall / 2 - 2)]
        if cy + r - (pass_top + low) >= tall:  # room in the ring under the pass circle
            places.insert(0, (x, (cy + r + pass_top + low) / 2))
        if pass_top - high - (cy - r) >= tall:  # and over it
            places.append((x, (cy - r + pass_top - high) / 2))
        beside = [(x + r + wide / 2 + 2, cy), (x - r - wide / 2 - 2, cy)]
        shifted = [
            (x + dx, y)
            for y in (cy + r + tall / 2 + 2, cy - r - tall / 2 - 2)
            for dx in (wide / 3, -wide / 3)
        ]
        return [*places, *beside, *shifted, (x, cy + r / 2)]

    def _place(
        self,
        words: str,
        size: int,
        places: list[tuple[float, float]],
        own: pygame.Rect,
        features: list[pygame.Rect],
        placed: list[pygame.Rect],
        numbers: list[pygame.Rect],
        field_rect: pygame.Rect,
    ) -> tuple[tuple[int, float], pygame.Rect]:
        """The first of ``places`` (centres) clear of the yard numbers, the other features (a run
        circle as the disc it is, so a figure fits between two; one over this one's own square is
        drawn over: its red outline says they overlap) and the labels placed before, on the field.
        A figure never covers another flag or fumble football while any place clear of them is
        found (further out, round the feature, if none of ``places`` is); where nothing is wholly
        clear (a crowded mat, large text), the place covering least; with how much it covers."""
        rect = pygame.Rect(0, 0, ui.text_width(words, size) + 8, ui.line_height(size))
        others = [(k, b) for k, b in enumerate(features) if b != own and not b.colliderect(own)]
        circles = [b for k, b in others if k < self.circles]
        boxes = [b for k, b in others if k >= self.circles]  # a flag's or football's box round it
        # Every flag and football (its shape as drawn), however near this one (a newcomer saw
        # "0.10%" over the football beside the one it was for); a flag's figure never hides the
        # flag either.
        hazards = self.outlines
        best: tuple[tuple[int, float], pygame.Rect] | None = None
        for k, (px, py) in enumerate([*places, *_further(own, rect)]):
            if k == len(places) and best is not None and best[0][0] == 0:
                break  # one of its own places is clear of the flags and footballs: near it is best
            rect.center = (round(px), round(py))
            # What a figure may least cover: a flag or football (never, if it can help it), then
            # another figure (hidden, it is not read), the field's edge, a yard number (read
            # round it), another circle.
            cost = _covered(rect, numbers, 2.0) + _covered(rect, placed, LABEL_WEIGHT)
            cost += 4.0 * (_area(rect) - _area(rect.clip(field_rect)))
            cost += sum(_area(rect.clip(c)) for c in circles if _on_disk(rect, c))
            # A flag's or football's box counts as it: a figure just off its shape still crowds it.
            ranked = (sum(_touches(rect, h) for h in hazards) + int(rect.collidelist(boxes) >= 0), cost)
            if best is None or ranked < best[0]:
                best = (ranked, rect.copy())
            if ranked == (0, 0):
                break
        assert best is not None
        return best

    def _label(
        self, s: pygame.Surface, rect: pygame.Rect, label: Label, size: int, ink: ui.Color, edge: Any
    ) -> None:
        pygame.draw.rect(s, DARK, rect, border_radius=4)
        if edge is not None:  # whose figure it is: a flag's yellow, a football's red
            pygame.draw.rect(s, edge, rect, 2, border_radius=4)
        with ui.unrecorded():
            ui.text(s, label.words, rect.center, size, ui.MUTED if label.stale else ink, "center")


def _around(own: pygame.Rect, words: str, size: int) -> list[tuple[float, float]]:
    """Where a flag's or football's figure may go, best first: below it, above, beside, the
    corners, a little further below and above; last, on it."""
    tall = ui.line_height(size)
    wide = ui.text_width(words, size) + 8
    x, y = own.center
    dy, dx = own.height / 2 + tall / 2 + 2, own.width / 2 + wide / 2 + 2
    return [
        (x, y + dy),
        (x, y - dy),
        (x + dx, y),
        (x - dx, y),
        (x + dx, y + dy),
        (x - dx, y + dy),
        (x + dx, y - dy),
        (x - dx, y - dy),
        (x, y + dy + tall),
        (x, y - dy - tall),
        (x, y),
    ]


Outline = list[tuple[float, float]]  # a shape on screen: its points round


def _box_outline(box: pygame.Rect) -> Outline:
    return [box.topleft, box.topright, box.bottomright, box.bottomleft]


def _touches(rect: pygame.Rect, outline: Outline) -> bool:
    """Does ``rect`` cover any of the convex ``outline``: a point of it inside, a corner of
    ``rect`` inside it, or an edge of it crossing ``rect``?"""
    if any(rect.collidepoint(round(x), round(y)) for x, y in outline):
        return True
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
    if any(_inside(c, outline) for c in corners):
        return True
    return any(rect.clipline(outline[k - 1], outline[k]) for k in range(len(outline)))


def _inside(point: tuple[float, float], outline: Outline) -> bool:
    """Is ``point`` inside the convex ``outline`` (either way round)?"""
    signs = set()
    for k in range(len(outline)):
        (ax, ay), (bx, by) = outline[k - 1], outline[k]
        cross = (bx - ax) * (point[1] - ay) - (by - ay) * (point[0] - ax)
        if cross:
            signs.add(cross > 0)
    return len(signs) < 2


def _further(own: pygame.Rect, label: pygame.Rect) -> list[tuple[float, float]]:
    """More places round a feature, tried when none of its own is clear: rings further out,
    below and above first."""
    x, y = own.center
    out = []
    for ring in (1.0, 1.6, 2.3, 3.0):
        dy = own.height / 2 + label.height * (ring + 0.5) + 2
        dx = own.width / 2 + label.width * (0.5 + ring / 2) + 2
        for ax, ay in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)):
            out.append((x + ax * dx, y + ay * dy))
    return out


def _on_disk(rect: pygame.Rect, box: pygame.Rect) -> bool:
    """Does ``rect`` cover any of the disc inscribed in ``box`` (a run circle's)?"""
    cx, cy, r = box.centerx, box.centery, box.width / 2
    nx, ny = min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom)
    return (nx - cx) ** 2 + (ny - cy) ** 2 < r * r


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def _covered(rect: pygame.Rect, others: list[pygame.Rect], weight: float) -> float:
    return weight * sum(_area(rect.clip(o)) for o in others)


WORKING_SIZE, WORKING_NOTE = 26, 19


def working_box(s: pygame.Surface, mat: pygame.Rect, words: str, done: float) -> pygame.Rect:
    """While the first figures are worked out: ``words`` ("Working out the odds…") in a box on
    the middle of the mat, a bar filling as the work goes, and what the work is. Returns the box."""
    width = min(mat.width - 40, ui.px(520))
    note = ui.wrap(ODDS_HOW, width - 40, WORKING_NOTE, "")[:2]
    tall = ui.line_height(WORKING_SIZE) + 26 + len(note) * ui.line_height(WORKING_NOTE) + 26
    box = pygame.Rect(0, 0, width, tall)
    box.center = mat.center
    ui.overlay(s, box, 235, ui.ACCENT)
    y = box.top + 12
    ui.text(s, ui.fit(words, width - 40, WORKING_SIZE), (box.centerx, y), WORKING_SIZE, ui.PAPER, "midtop")
    y += ui.line_height(WORKING_SIZE) + 6
    bar = pygame.Rect(box.left + 20, y, width - 40, 12)
    pygame.draw.rect(s, (60, 66, 76), bar, border_radius=6)
    pygame.draw.rect(
        s, ui.ACCENT, (bar.left, bar.top, round(bar.width * max(0.0, min(1.0, done))), 12), border_radius=6
    )
    y = bar.bottom + 8
    for row in note:
        ui.text(s, row, (box.centerx, y), WORKING_NOTE, ui.MUTED, "midtop")
        y += ui.line_height(WORKING_NOTE)
    return box
