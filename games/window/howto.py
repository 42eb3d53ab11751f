"""A page of a scene's "How to play": the rules in short lines, with a small diagram the game
draws itself. F1 shows the scene's controls and then its pages (games/window/help.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

Diagram = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True, slots=True)
class Page:
    title: str
    lines: tuple[str, ...]
    diagram: Diagram | None = None  # draws into the rect it is given, and never outside it
