"""Whether a window can open here, asked before pygame tries and fails with a traceback."""

from __future__ import annotations

import os
import sys


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
