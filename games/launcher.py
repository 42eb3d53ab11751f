"""What the menu offers: one entry per game and practice mode."""

from __future__ import annotations

from collections.abc import Callable

from games.app.app import DEFAULT_SIZE, App
from games.app.menu import Entry, MenuScene
from games.app.scene import Host, Scene
from sim.mat import Mat


def menu_entries(mat: Mat | None = None) -> list[Entry]:
    from games.finger_football.game_scene import setup_scene
    from games.finger_football.kick_scene import FieldGoalScene
    from games.finger_football.practice import PracticeScene

    def finger_football(app: Host) -> Scene:
        return setup_scene(app, mat)

    def practice(app: Host) -> Scene:
        return PracticeScene(app, mat)

    def field_goal(app: Host) -> Scene:
        distance = 1.10 if mat is None else mat.field.length + mat.field.endzone
        return FieldGoalScene(app, distance=distance)

    from games.all_pro.game_scene import all_pro_setup
    from games.tortellini.game_scene import tortellini_setup

    def tortellini(app: Host) -> Scene:
        return tortellini_setup(app)

    from games.foosball.game_scene import foosball_setup

    def all_pro(app: Host) -> Scene:
        return all_pro_setup(app)

    from games.foosball.practice import FoosballPracticeScene

    def foosball(app: Host) -> Scene:
        return foosball_setup(app)

    def foosball_practice(app: Host) -> Scene:
        return FoosballPracticeScene(app)

    return [
        ("Finger Football", finger_football),
        ("Finger Football practice", practice),
        ("Field goal practice", field_goal),
        ("Foosball", foosball),
        ("Foosball practice", foosball_practice),
        ("All-Pro Football", all_pro),
        ("Tortellini Football", tortellini),
    ]


def open_window(
    start: str | None = None,
    mat: Mat | None = None,
    scene: Callable[[Host], Scene] | None = None,
    menu: bool = True,
    size: tuple[int, int] = DEFAULT_SIZE,
) -> App:
    """The window on the menu, then on ``start`` (an entry's label) or ``scene``; every game
    recorded into the replays folder. ``menu=False``: the window holds ``scene`` alone, and
    leaving it closes the window (a replay or the mat editor opened from the command line)."""
    from games.replays import start_recording

    app = App(size)
    app.recordings = start_recording
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
) -> None:
    """Open the window (:func:`open_window`) and run it until it is closed."""
    open_window(start, mat, scene, menu).run()
