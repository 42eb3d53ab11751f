"""A greyed button says why with the pointer on it, in the line under the board (round 5's
newcomer saw "Call punt" go grey with no reason: the reason was only told on a click)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame


class Greyable(Protocol):
    @property
    def label(self) -> str: ...
    @property
    def why(self) -> str | None: ...
    @property
    def act(self) -> Callable[[], None] | None: ...


def hovered(
    bar: Sequence[tuple[str, pygame.Rect]], shown: Sequence[Greyable], pointer: tuple[int, int]
) -> str | None:
    """The greyed button under ``pointer`` as "Call punt: why not", else None. ``bar``: the
    buttons' places as drawn, in the order of ``shown``."""
    for (label, rect), choice in zip(bar, shown, strict=False):
        if choice.act is None and rect.collidepoint(pointer):
            return f"{label}: {choice.why or 'not now'}"
    return None
