"""Drawing helpers shared by the scenes: fonts, text, panels, buttons, colours."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

Color = tuple[int, int, int]

INK = (20, 24, 28)
PAPER = (245, 244, 238)
MUTED = (150, 156, 160)
ACCENT = (255, 196, 0)
HIGHLIGHT = (0, 220, 255)
PANEL = (16, 20, 26)


@lru_cache(maxsize=32)
def font(size: int) -> pygame.font.Font:
    return pygame.font.Font(None, size)


@lru_cache(maxsize=512)
def _rendered(text: str, size: int, color: Color) -> pygame.Surface:
    return font(size).render(text, True, color)


def text(
    surface: pygame.Surface,
    words: str,
    pos: tuple[float, float],
    size: int = 24,
    color: Color = PAPER,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Blit ``words`` with the given anchor ('topleft', 'center', 'midtop'...) at ``pos``."""
    image = _rendered(words, size, color)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def text_width(words: str, size: int) -> int:
    return _rendered(words, size, PAPER).get_width()


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


def wrap(words: str, width: int, size: int) -> list[str]:
    """Break ``words`` into lines of at most ``width`` pixels, at spaces; lines after the first
    are indented."""
    lines: list[str] = []
    line = ""
    for word in words.split():
        candidate = f"{line} {word}" if line else word
        if line and text_width(candidate, size) > width:
            lines.append(line)
            line = "  " + word
        else:
            line = candidate
    return [*lines, line] if line else lines


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 200) -> None:
    """A translucent dark panel behind text."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((*PANEL, alpha))
    surface.blit(shade, rect)


@dataclass(slots=True)
class Button:
    label: str
    rect: pygame.Rect

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, hover: bool = False, size: int = 32) -> None:
        pygame.draw.rect(surface, (46, 58, 70) if hover else (32, 40, 50), self.rect, border_radius=8)
        pygame.draw.rect(surface, ACCENT if hover else MUTED, self.rect, width=2, border_radius=8)
        text(surface, self.label, self.rect.center, size, PAPER, "center")
