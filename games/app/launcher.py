"""What the menu offers: one entry per game and practice mode, then the two tools: the mat
editor and the list of recorded games."""

from __future__ import annotations

from collections.abc import Callable

from games.app.menu import Entry, MenuScene
from games.core import registry
from games.core.registry import Window
from games.window.app import DEFAULT_SIZE, App
from games.window.scene import Host, Scene
from sim.slider.mat import Mat

MAT_EDITOR, RECORDINGS = "Mat editor", "Recordings"


def menu_entries(mat: Mat | None = None) -> list[Entry]:
    """Every window of every registered game, in the menu's order, on ``mat`` where it has one;
    then the mat editor (on ``mat``, or the shipped mat, saved as a new file) and the recordings."""

    def opener(window: Window) -> Callable[[Host], Scene]:
        return lambda app: window.open(app, mat)

    return [(w.title, opener(w)) for w in registry.windows()] + [
        (MAT_EDITOR, lambda app: _mat_editor(app, mat)),
        (RECORDINGS, _recordings),
    ]


def _mat_editor(app: Host, mat: Mat | None) -> Scene:
    """On the window's mat, saved as a new file; else a new mat or a saved one, from a list."""
    from games.app.mat_editor import EditorScene
    from games.app.mat_entry import open_editor
    from games.finger_football.saved_mats import new_mat_path

    return open_editor(app) if mat is None else EditorScene(app, mat, new_mat_path())


def _recordings(app: Host) -> Scene:
    from games.app.replay_browser import ReplayBrowser
    from games.replays import replays_dir

    return ReplayBrowser(app, replays_dir())


def open_window(
    start: str | None = None,
    mat: Mat | None = None,
    scene: Callable[[Host], Scene] | None = None,
    menu: bool = True,
    size: tuple[int, int] = DEFAULT_SIZE,
    seed: int | None = None,
    ui_scale: float | None = None,
) -> App:
    """The window on the menu, then on ``start`` (an entry's label) or ``scene``; every game
    recorded into the replays folder. ``menu=False``: the window holds ``scene`` alone, and
    leaving it closes the window (a replay or the mat editor opened from the command line).
    ``seed`` pins the first new game's seed (else each draws a fresh one); ``ui_scale`` sets
    the scale of text and panels, and is remembered."""
    from games.replays import start_recording

    app = App(size)
    app.recordings = start_recording
    app.seeds.pinned = seed
    if ui_scale is not None:
        app.set_ui_scale(ui_scale)
    entries = menu_entries(mat)
    if menu or scene is None:
        app.push(lambda a: MenuScene(a, entries))
    if start is not None:
        app.push(dict(entries)[start])
    if scene is not None:
        app.push(scene)
    return app


def launch(
    start: str | None = None,
    mat: Mat | None = None,
    scene: Callable[[Host], Scene] | None = None,
    menu: bool = True,
    seed: int | None = None,
    ui_scale: float | None = None,
) -> None:
    """Open the window (:func:`open_window`) and run it until it is closed."""
    open_window(start, mat, scene, menu, seed=seed, ui_scale=ui_scale).run()
