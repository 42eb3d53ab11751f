"""F1 or ?: the controls of the scene on show, then its "How to play" pages (its ``rules()``),
paged with the arrow keys, over the scene. Every line is fitted or wrapped to its box, and a page
that has more lines than its box holds goes on to a next page rather than out of the box."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import ui
from .howto import Page
from .scene import Scene

KEY_COLUMN = 0.34  # of the box's width
TITLE, ROW_SIZE, FOOT = 34, 24, 20
ROW_STEP = 30
DIAGRAM = 0.42  # of the box's width, beside a page's lines
OPAQUE = 255
VEIL = 225  # the scene's dimming behind the help's box


@dataclass(slots=True)
class Help:
    page: int = 0

    def pages(self, scene: Scene, with_guide: bool) -> list[Page | list[tuple[str, str]]]:
        """The controls first, then each rules page."""
        rows = [*scene.controls()]
        if type(scene).undo is not Scene.undo:
            rows.append(("Ctrl+Z", scene.undo_help()))
        mute = "Ctrl+M" if pygame.K_m in scene.keys_of_its_own else "M or Ctrl+M"  # M may be the game's
        rows.append((mute, "sound on or off"))
        if with_guide:
            rows.append(("G (in this help)", "show the first-game guide again"))
        rules = scene.rules()
        paging = "arrows: pages; any other key closes it" if rules else "any key closes it"
        rows.append(("F1 or ?", f"this help ({paging})"))
        return [rows, *rules]

    def turn(self, scene: Scene, by: int) -> None:
        count = len(self.pages(scene, False))
        self.page = max(0, min(count - 1, self.page + by))

    def draw(self, surface: pygame.Surface, scene: Scene, with_guide: bool) -> None:
        pages = self.pages(scene, with_guide)
        self.page = max(0, min(len(pages) - 1, self.page))
        w, h = surface.get_size()
        box = pygame.Rect(
            0, 0, min(w - 40, ui.px(900)), h - 40 if len(pages) > 1 else min(h - 40, ui.px(520))
        )
        box.center = (w // 2, h // 2)
        # The whole scene dimmed first: what the box cuts across (a label, a panel) reads as
        # behind the help, not half covered by it.
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((*ui.PANEL, VEIL))
        surface.blit(veil, (0, 0))
        ui.overlay(surface, box, OPAQUE, ui.ACCENT)  # nothing of the scene shows through its words
        page = pages[self.page]
        heading = "Controls" if isinstance(page, list) else page.title
        name = scene.title or "tabletop-sim"
        # "How to play" is for games; a tool (an editor, a viewer) says what it is: "Mat editor: controls"
        tool = bool(getattr(scene, "tool", False))
        title = f"{name}: {heading[:1].lower() + heading[1:]}" if tool else f"How to play {name}: {heading}"
        ui.text(
            surface,
            ui.fit(title, box.width - 40, TITLE),
            (box.centerx, box.top + 14),
            TITLE,
            ui.PAPER,
            "midtop",
        )
        top = box.top + 24 + ui.line_height(TITLE)
        foot = ui.line_height(FOOT) + 16
        body = pygame.Rect(box.left + 24, top, box.width - 48, box.bottom - foot - top)
        if isinstance(page, list):
            _controls(surface, body, page)
        else:
            _rules(surface, body, page)
        words = _footer(pages, self.page)
        ui.text(
            surface,
            ui.fit(words, box.width - 40, FOOT),
            (box.centerx, box.bottom - 10),
            FOOT,
            ui.MUTED,
            "midbottom",
        )


def _controls(surface: pygame.Surface, body: pygame.Rect, rows: list[tuple[str, str]]) -> None:
    key_w = round(body.width * KEY_COLUMN)
    step = max(ui.line_height(ROW_SIZE), ui.px(ROW_STEP))
    y = body.top
    for keys, what in rows:
        # A long "what" wraps onto the next row (the box's lower half is room enough), not cut off.
        lines = ui.wrap(what, body.width - key_w, ROW_SIZE, indent="") or [""]
        if y + step * len(lines) > body.bottom:
            return
        ui.text(surface, ui.fit(keys, key_w - 16, ROW_SIZE), (body.left, y), ROW_SIZE, ui.ACCENT)
        for line in lines:
            ui.text(surface, line, (body.left + key_w, y), ROW_SIZE, ui.PAPER)
            y += step


def _rules(surface: pygame.Surface, body: pygame.Rect, page: Page) -> None:
    """The page's lines, wrapped, and its diagram beside them (below them in a narrow box)."""
    text_area = body
    if page.diagram is not None:
        side = round(body.width * DIAGRAM)
        if body.width >= ui.px(700):
            art = pygame.Rect(body.right - side, body.top, side, min(body.height, round(side * 0.75)))
            text_area = pygame.Rect(body.left, body.top, body.width - side - 16, body.height)
        else:
            tall = min(body.height // 3, round(body.width * 0.4))
            art = pygame.Rect(body.left, body.bottom - tall, body.width, tall)
            text_area = pygame.Rect(body.left, body.top, body.width, body.height - tall - 10)
        page.diagram(surface, art)
        ui.note(ui.Kind.SURFACE, art)
    y, line_h = text_area.top, ui.line_height(ROW_SIZE)
    for paragraph in page.lines:
        for line in ui.wrap(paragraph, text_area.width, ROW_SIZE, indent=""):
            if y + line_h > text_area.bottom:
                return  # the page says more than its box holds: the game should split the page
            ui.text(surface, line, (text_area.left, y), ROW_SIZE, ui.PAPER)
            y += line_h
        y += line_h // 3


def _footer(pages: list[Page | list[tuple[str, str]]], page: int) -> str:
    """Where the reader is, as the help is made: the controls, then the game's rules, numbered
    among themselves ("Rules 1 of 8", never "Page 2 of 9" on the rules' first page)."""
    if len(pages) == 1:
        return "Any key closes"
    rules = [k for k, p in enumerate(pages) if not isinstance(p, list)]
    if page not in rules:
        shown = f"The controls · Right arrow: the rules, {len(rules)} pages" if rules else "The controls"
    else:
        shown = f"Rules {rules.index(page) + 1} of {len(rules)} · Left and Right arrows turn"
        if rules.index(page) == 0 and page > 0:
            shown += " · Left: the controls"  # opened on the rules, the controls are one key away
    return shown + " · any other key closes"
