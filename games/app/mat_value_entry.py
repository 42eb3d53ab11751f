"""The mat editor's typed entry (Enter on a selected feature): its x, y and size as numbers, in a
row of boxes where its readout was, each box typed as the mat's name is (:class:`NameEntry`: the
old value selected, so what is typed replaces it; Backspace edits it). Tab (or a click on a box)
goes to the next value, Enter sets them all, Esc leaves them as they were."""

from __future__ import annotations

from typing import Any

import pygame

from games.mat_tuning.draft import Picked
from games.window import ui

from .mat_name_entry import NameEntry
from .mat_values import VALUES, Value, shown

HEAD = "Type:"
HINT = "Tab: next value · Enter: set them · Esc: as they were"
WIDEST = "-888.888"  # a box holds a value this long at least
PAD = 6  # px: a value's box around its text


class ValueEntry:
    def __init__(self, picked: Picked, row: dict[str, Any]) -> None:
        self.picked = picked
        self.values: tuple[Value, ...] = VALUES[picked.table]
        self.boxes = [NameEntry(shown(row[v.key])) for v in self.values]
        self.at = 0  # the value being typed
        self.over = False  # Enter or Esc ended the typing
        self.kept: dict[str, str] | None = None  # what was typed, by key, once Enter set it
        self.rects: list[pygame.Rect] = []  # where each box was drawn (a click goes to it)

    def texts(self) -> dict[str, str]:
        return {v.key: box.text for v, box in zip(self.values, self.boxes, strict=True)}

    def key(self, event: pygame.event.Event) -> None:
        """One key press: Tab (Shift: back), Enter, Esc, or the value's own keys."""
        if event.key == pygame.K_TAB:
            self.go(self.at + (-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.kept, self.over = self.texts(), True
        elif event.key == pygame.K_ESCAPE:
            self.over = True
        else:
            self.boxes[self.at].key(event)

    def go(self, to: int) -> None:
        """To another value, selected whole (typing replaces it)."""
        self.at = to % len(self.boxes)
        self.boxes[self.at].selected = True

    def again(self) -> None:
        """After a value was refused: typing goes on, nothing is over."""
        self.over, self.kept = False, None

    def hit(self, pos: tuple[int, int]) -> bool:
        """A click: on a box, typing goes to it (True); elsewhere, False."""
        for k, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                self.go(k)
                return True
        return False


def layout(entry: ValueEntry, at: tuple[int, int], room: int, size: int) -> list[tuple[int, int]]:
    """Where each value's label starts: along the row from ``at`` after the head, on to the next
    line (under the first value) where ``room`` px runs out."""
    x0, y = at
    start = x0 + _head(size)
    x, out = start, []
    for value, box in zip(entry.values, entry.boxes, strict=True):
        wide = _item(value, box, size)
        if x + wide > x0 + room and x > start:
            x, y = start, y + ui.line_height(size)
        out.append((x, y))
        x += wide
    return out


def lines(entry: ValueEntry, room: int, size: int) -> int:
    """The lines the row takes in ``room`` px."""
    ys = {y for _, y in layout(entry, (0, 0), room, size)}
    return len(ys)


def draw(s: pygame.Surface, entry: ValueEntry, at: tuple[int, int], room: int, size: int) -> int:
    """The row of boxes from ``at``, over as many lines of ``room`` px as it needs; returns the
    lines used."""
    ui.text(s, HEAD, at, size, ui.ACCENT)
    tall = ui.line_height(size)
    entry.rects = []
    places = layout(entry, at, room, size)
    for k, (value, box, (x, y)) in enumerate(zip(entry.values, entry.boxes, places, strict=True)):
        label = f"{value.label} "
        ui.text(s, label, (x, y), size, ui.PAPER)
        rect = pygame.Rect(x + ui.text_width(label, size), y, _box(box, size), tall)
        entry.rects.append(rect)
        here = k == entry.at
        pygame.draw.rect(s, (34, 40, 50), rect, border_radius=3)
        pygame.draw.rect(s, ui.ACCENT if here else ui.MUTED, rect, 2 if here else 1, border_radius=3)
        if here and box.selected and box.text:  # the old value, replaced by what is typed
            chosen = pygame.Rect(rect.x + PAD - 2, y + 2, ui.text_width(box.text, size) + 4, tall - 4)
            pygame.draw.rect(s, (60, 90, 140), chosen)
        words = box.text + ("|" if here and not box.selected else "")
        ui.text(s, ui.fit(words, rect.width - 2 * PAD, size), (rect.x + PAD, y), size, ui.PAPER)
        ui.text(s, _unit(value), (rect.right + 4, y), size, ui.MUTED)
    return len({y for _, y in places})


def _head(size: int) -> int:
    return ui.text_width(HEAD, size) + 10


def _box(box: NameEntry, size: int) -> int:
    return max(ui.text_width(WIDEST, size), ui.text_width(box.text + "|", size)) + 2 * PAD


def _unit(value: Value) -> str:
    return "yd" if value.unit == "yd" else "°"


def _item(value: Value, box: NameEntry, size: int) -> int:
    label, unit = ui.text_width(f"{value.label} ", size), ui.text_width(f"{_unit(value)} ", size)
    return label + _box(box, size) + 4 + unit + 8
