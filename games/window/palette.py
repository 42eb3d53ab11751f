"""Team colours that players with a red-green colour deficiency can tell apart, and the check
of it: a colour as a protanope or a deuteranope sees it (the full-severity matrices of Machado,
Oliveira and Fernandes, 2009, applied in linear RGB), and the CIE 1976 difference of two colours
in L*a*b*. Colour is never the only cue: the window names the teams, and :func:`badge` draws a
team's letter in a shape of its own where a team is shown at a glance."""

from __future__ import annotations

import math

import pygame

from . import ui

# Machado et al. (2009), severity 1.0, on linear RGB.
PROTANOPIA = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
VISIONS = {"typical": None, "protanopia": PROTANOPIA, "deuteranopia": DEUTERANOPIA}
MIN_DIFFERENCE = 20.0  # CIE76 delta E: two teams this far apart are told apart at a glance

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]


def _linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb  # linear, 0..1
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(colour: ui.Color, vision: Matrix | None) -> tuple[float, float, float]:
    """``colour`` in L*a*b* as seen with ``vision`` (None: typical colour vision)."""
    rgb = tuple(_linear(c) for c in colour)
    if vision is not None:
        rgb = tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in vision)
    return _lab((rgb[0], rgb[1], rgb[2]))


def difference(a: ui.Color, b: ui.Color) -> dict[str, float]:
    """How far apart ``a`` and ``b`` look (CIE76 delta E) with each kind of vision."""
    return {name: math.dist(seen(a, m), seen(b, m)) for name, m in VISIONS.items()}


def told_apart(a: ui.Color, b: ui.Color, minimum: float = MIN_DIFFERENCE) -> bool:
    return min(difference(a, b).values()) >= minimum


def badge(
    surface: pygame.Surface, centre: tuple[int, int], letter: str, colour: ui.Color, square: bool
) -> None:
    """A team's mark: its letter in a circle (the first team) or a square (the second), so a team
    is told by its shape and its letter as well as its colour."""
    size = 22
    radius = ui.px(13)
    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = centre
    if square:
        pygame.draw.rect(surface, colour, rect, border_radius=3)
        pygame.draw.rect(surface, ui.PAPER, rect, width=2, border_radius=3)
    else:
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, ui.PAPER, centre, radius, width=2)
    with ui.unrecorded():  # the letter is part of the mark
        ui.text(surface, letter[:1].upper(), centre, size, ui.INK, "center")
