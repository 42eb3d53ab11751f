"""Whether a window can open here, asked before pygame tries and fails with a traceback; and the
size it opens at: never larger than the desktop (a play-tester's 1024x640 screen showed a
1280x720 window placed at -128,-40, cut off on all four sides)."""

from __future__ import annotations

import os
import sys

import pygame

# px of the desktop left for the window's title bar and the system's own panels (a task bar)
ROOM = (0, 40)
NO_DESKTOP = ("dummy", "offscreen")  # drivers with no real desktop (the tests' headless window)


def display_problem() -> str | None:
    """None if a window can be opened, else one line saying why not."""
    driver = os.environ.get("SDL_VIDEODRIVER", "")
    if driver:
        return None  # the user chose a driver (dummy, x11, wayland...): let SDL try it
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            return (
                "no display: DISPLAY and WAYLAND_DISPLAY are unset "
                "(the headless commands, such as 'tabletop flick', need none: see 'tabletop --help')"
            )
    return None


def desktop_size() -> tuple[int, int] | None:
    """The size of the desktop the window opens on (the first display), or None where there is no
    real one. pygame's display must be initialised."""
    if pygame.display.get_driver() in NO_DESKTOP:
        return None
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


def fitted(wanted: tuple[int, int], desktop: tuple[int, int], least: tuple[int, int]) -> tuple[int, int]:
    """``wanted`` made no larger than ``desktop`` less :data:`ROOM`, and no smaller than
    ``least`` (the size every scene is laid out for) unless the desktop itself is smaller."""
    width = min(wanted[0], desktop[0] - ROOM[0])
    height = min(wanted[1], desktop[1] - ROOM[1])
    return max(width, min(least[0], desktop[0])), max(height, min(least[1], desktop[1]))


def window_size(wanted: tuple[int, int], least: tuple[int, int]) -> tuple[int, int]:
    """The size to open a window at: ``wanted``, fitted to the desktop (:func:`fitted`), and
    centred on it when it opens (SDL_VIDEO_CENTERED, unless the user set it)."""
    desktop = desktop_size()
    if desktop is None:
        return wanted
    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
    return fitted(wanted, desktop, least)
