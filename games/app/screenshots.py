"""Pictures of every window state (:mod:`games.app.scene_states`), drawn headless to PNG files: what
the README and the docs show, and what a person checks a change by."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

from games.window.state_kit import SceneState


def render(
    states: Iterable[SceneState],
    folder: Path,
    size: tuple[int, int] = (1280, 720),
    progress: Callable[[Path], None] | None = None,
) -> list[Path]:
    """Draw each state in a window of ``size`` and save it as ``folder/NAME.png``; the files
    written. Needs no display: it draws off screen unless a video driver was chosen."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from games.window.app import App
    from games.window.png import save_surface
    from games.window.settings import Settings

    app = App(size, settings=Settings(None))  # pictures remember nothing, and hint as a first game
    written = []
    try:
        for state in states:
            app.stack.clear()
            app.help_open = False
            pygame.event.clear()
            state.setup(app)
            app.frame(0.0)
            path = folder / f"{state.name}.png"
            save_surface(app.screen, path)
            written.append(path)
            if progress is not None:
                progress(path)
    finally:
        app.stack.clear()
        app.sounds.close()
        pygame.display.quit()
    return written
