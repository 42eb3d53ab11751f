"""Pictures written as every file here is: atomically, through links, never over a folder or a
device (:mod:`sim.io.atomic`)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from sim.io.atomic import write_bytes


def save_surface(surface: Any, path: str | Path) -> None:
    """A pygame surface to a PNG file."""
    import pygame

    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "picture.png")
    write_bytes(path, buffer.getvalue())


def save_figure(figure: Any, path: str | Path, **options: Any) -> None:
    """A matplotlib figure to a PNG file."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", **options)
    write_bytes(path, buffer.getvalue())
