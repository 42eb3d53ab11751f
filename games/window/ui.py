"""Drawing helpers shared by the scenes: fonts, text, panels, buttons, colours.

Every box the helpers draw (a line of text, a panel, a bar, a button, an overlay, the region of a
playing surface) can be recorded: inside ``with ui.recording() as boxes:`` each one is appended
to ``boxes`` in drawing order, and :func:`problems` says which text leaves its panel or overlaps
another text or the playing surface. The layout tests read a scene's boxes that way.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

import pygame
import pygame.freetype

Color = tuple[int, int, int]

INK = (20, 24, 28)
PAPER = (245, 244, 238)
MUTED = (150, 156, 160)
ACCENT = (255, 196, 0)
HIGHLIGHT = (0, 220, 255)
PANEL = (16, 20, 26)
BAR = PANEL

# pygame's own font module scales its default font by this much; sizes here keep that meaning.
_DEFAULT_FONT_SCALE = 0.6875


class Kind(StrEnum):
    TEXT = "text"
    PANEL = "panel"  # a box that holds text, beside the playing surface
    BUTTON = "button"
    OVERLAY = "overlay"  # drawn over everything before it (a banner, a dialog, help)
    SURFACE = "surface"  # a playing surface: a mat, a table, a board, a field seen from the side


@dataclass(frozen=True, slots=True)
class Box:
    kind: Kind
    rect: pygame.Rect
    words: str = ""


_recorders: list[list[Box]] = []
_paused = 0


@contextmanager
def recording() -> Iterator[list[Box]]:
    """Record every box drawn inside the block, in drawing order."""
    boxes: list[Box] = []
    _recorders.append(boxes)
    try:
        yield boxes
    finally:
        _recorders.remove(boxes)


@contextmanager
def unrecorded() -> Iterator[None]:
    """Draw without recording: the printing on a playing surface (yard numbers, zone names) is
    part of the surface, not text laid out on the screen."""
    global _paused
    _paused += 1
    try:
        yield
    finally:
        _paused -= 1


def note(kind: Kind, rect: pygame.Rect, words: str = "") -> None:
    """Record a box drawn (or, for a playing surface, laid out)."""
    if _recorders and not _paused:
        box = Box(kind, pygame.Rect(rect), words)
        for boxes in _recorders:
            boxes.append(box)


# ----------------------------------------------------------------- the player's scale
_scale = 1.0


def set_scale(scale: float) -> None:
    """Draw every text (and the kit's panels, through :func:`px`) ``scale`` times its size."""
    global _scale
    _scale = min(max(scale, 0.5), 2.0)


def scale() -> float:
    return _scale


def px(length: float) -> int:
    """A length of the kit's layout at the player's scale."""
    return round(length * _scale)


# ----------------------------------------------------------------- text
@lru_cache(maxsize=32)
def font(size: int) -> pygame.freetype.Font:
    """The one typeface at ``size`` (pygame.font's sizes): freetype renders the default font
    with its true spacing, where pygame.font's hinting breaks small words apart ("qui ts")."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    face = pygame.freetype.Font(None, max(1, round(size * _DEFAULT_FONT_SCALE)))
    face.pad = True  # a line's full height, ascent to descent, whatever its letters
    return face


def render(words: str, size: int, color: Color) -> pygame.Surface:
    """``words`` drawn at ``size`` at the player's scale."""
    return _render(words, max(1, round(size * _scale)), color)


@lru_cache(maxsize=1024)
def _render(words: str, size: int, color: Color) -> pygame.Surface:
    image, _ = font(size).render(words, color)
    # In the window's own pixel format a line blits several times faster, every frame.
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def text(
    surface: pygame.Surface,
    words: str,
    pos: tuple[float, float],
    size: int = 24,
    color: Color = PAPER,
    anchor: str = "topleft",
    alpha: int = 255,
) -> pygame.Rect:
    """Blit ``words`` with the given anchor ('topleft', 'center', 'midtop'...) at ``pos``."""
    image = render(words, size, color)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect)
    note(Kind.TEXT, rect, words)
    return rect


def text_width(words: str, size: int) -> int:
    return render(words, size, PAPER).get_width()


def line_height(size: int) -> int:
    return render("Hg", size, PAPER).get_height()


def fit(line: str, width: int, size: int) -> str:
    """``line`` cut with an ellipsis to fit ``width`` pixels."""
    if text_width(line, size) <= width:
        return line
    low, high = 0, len(line)  # the longest prefix that fits with its ellipsis, by bisection
    while low < high:
        mid = (low + high + 1) // 2
        if text_width(line[:mid] + "…", size) <= width:
            low = mid
        else:
            high = mid - 1
    return line[:low] + "…"


def wrap(words: str, width: int, size: int, indent: str = "  ") -> list[str]:
    """Break ``words`` into lines of at most ``width`` pixels, at spaces; lines after the first
    are indented; a word too long for a line is cut to fit."""
    return list(_wrap(words, width, size, indent, _scale))


@lru_cache(maxsize=4096)
def _wrap(words: str, width: int, size: int, indent: str, scale: float) -> tuple[str, ...]:
    # Windows wrap the same words every frame: measuring each candidate line rendered it anew.
    lines: list[str] = []
    line = ""
    for word in words.split():
        candidate = f"{line} {word}" if line else word
        if line and text_width(candidate, size) > width:
            lines.append(line)
            line = indent + word
        else:
            line = candidate
    lines = [*lines, line] if line else lines
    return tuple(fit(line, width, size) for line in lines)


def sentence(words: str) -> str:
    """``words`` with a capital first letter, as a line on screen starts."""
    return words[:1].upper() + words[1:]


def signed(value: float, decimals: int = 0) -> str:
    """``value`` with its sign as a person writes it: 0, not -0 or +0, once rounded."""
    rounded = round(value, decimals)
    if rounded == 0:
        return f"{0:.{decimals}f}"
    return f"{rounded:+.{decimals}f}"


# ----------------------------------------------------------------- boxes
def bar(surface: pygame.Surface, rect: pygame.Rect, color: Color = BAR) -> None:
    """A solid bar (the title bar, the help line) or a side panel."""
    pygame.draw.rect(surface, color, rect)
    note(Kind.PANEL, rect)


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 200) -> None:
    """A translucent dark panel behind text, beside the playing surface."""
    _shade(surface, rect, alpha)
    note(Kind.PANEL, rect)


def overlay(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 220, edge: Color | None = None) -> None:
    """A translucent panel drawn over everything before it: a banner, a question, the help."""
    _shade(surface, rect, alpha)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width=2, border_radius=6)
    note(Kind.OVERLAY, rect)


def playing_surface(rect: pygame.Rect) -> None:
    """Say where a playing surface lies: no text may cover it but an overlay's."""
    note(Kind.SURFACE, rect)


def _shade(surface: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((*PANEL, alpha))
    surface.blit(shade, rect)


@dataclass(slots=True)
class Button:
    label: str
    rect: pygame.Rect

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def draw(
        self,
        surface: pygame.Surface,
        hover: bool = False,
        size: int = 32,
        key: str = "",
        enabled: bool = True,
    ) -> None:
        """The button, its label, and the key that presses it (``key``) at its left; greyed when
        not ``enabled``."""
        hover = hover and enabled
        fill = (46, 58, 70) if hover else (32, 40, 50) if enabled else (28, 32, 38)
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        edge = ACCENT if hover else MUTED if enabled else (52, 56, 62)
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=8)
        note(Kind.BUTTON, self.rect)
        room = self.rect.width - 16
        if key:
            key_size = max(12, size - 6)
            colour = MUTED if enabled else (80, 84, 90)
            shown = text(surface, key, (self.rect.left + 10, self.rect.centery), key_size, colour, "midleft")
            room = self.rect.width - 2 * (shown.width + 16)
        label = PAPER if enabled else (96, 100, 106)
        text(surface, fit(self.label, room, size), self.rect.center, size, label, "center")


# ----------------------------------------------------------------- checking a layout
def problems(boxes: list[Box], window: tuple[int, int]) -> list[str]:
    """What is wrong with a drawn layout: a text outside the window, a text that leaves the
    panel, button or overlay it sits in, a panel or a bare text over a playing surface, two texts
    over each other. An overlay hides what was drawn before it where it covers it."""
    screen = pygame.Rect(0, 0, *window)
    found: list[str] = []
    shown: list[Box] = []
    for box in boxes:
        if box.kind == Kind.OVERLAY:
            # Hidden: a text the overlay covers any of; a panel only if it covers all of it (the
            # rest of a panel still holds the texts beside the overlay).
            shown = [
                b
                for b in shown
                if b.kind == Kind.SURFACE
                or not b.rect.colliderect(box.rect)
                or (b.kind == Kind.PANEL and not box.rect.contains(b.rect))
            ]
        shown.append(box)
    surfaces = [b.rect for b in shown if b.kind == Kind.SURFACE]
    for i, box in enumerate(shown):
        if box.kind == Kind.TEXT:
            found += _text_problems(box, shown[:i], surfaces, screen)
        elif (
            box.kind in (Kind.PANEL, Kind.BUTTON)
            and not _on_overlay(box, shown[:i])
            # A surface laid out after the panel lies over it (a picture in the help), not under.
            and any(box.rect.colliderect(b.rect) for b in shown[:i] if b.kind == Kind.SURFACE)
        ):
            found.append(f"the {box.kind} at {_at(box.rect)} covers the playing surface")
    texts = [b for b in shown if b.kind == Kind.TEXT]
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            # The same words in the same place are one text coloured again (a yard number lit
            # as the line to gain), not two texts over each other.
            if a.rect.colliderect(b.rect) and (a.words, a.rect) != (b.words, b.rect):
                found.append(f"{a.words!r} and {b.words!r} overlap")
    return found


def _text_problems(
    box: Box, before: list[Box], surfaces: list[pygame.Rect], screen: pygame.Rect
) -> list[str]:
    if not screen.contains(box.rect):
        return [f"{box.words!r} leaves the window"]
    holder = next(
        (
            b
            for b in reversed(before)
            if b.kind in (Kind.PANEL, Kind.BUTTON, Kind.OVERLAY) and b.rect.collidepoint(box.rect.center)
        ),
        None,
    )
    if holder is not None:
        return [] if holder.rect.contains(box.rect) else [f"{box.words!r} leaves its {holder.kind}"]
    return [f"{box.words!r} lies on the playing surface" for s in surfaces if box.rect.colliderect(s)][:1]


def _on_overlay(box: Box, before: list[Box]) -> bool:
    """Does ``box`` lie on an overlay drawn before it (a dialog's buttons)?"""
    return any(b.kind == Kind.OVERLAY and b.rect.contains(box.rect) for b in before)


def _at(rect: pygame.Rect) -> str:
    return f"({rect.x}, {rect.y}, {rect.width}x{rect.height})"
