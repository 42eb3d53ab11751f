"""What the menu offers: one entry per game and practice mode."""

from __future__ import annotations

from games.app.app import App
from games.app.menu import Entry, MenuScene
from games.app.scene import Scene
from sim.mat import Mat


def menu_entries(mat: Mat | None = None) -> list[Entry]:
    from games.finger_football.kick_scene import FieldGoalScene
    from games.finger_football.practice import PracticeScene

    def practice(app: App) -> Scene:
        return PracticeScene(app, mat)

    def field_goal(app: App) -> Scene:
        distance = 1.10 if mat is None else mat.field.length + mat.field.endzone
        return FieldGoalScene(app, distance=distance)

    return [("Finger Football practice", practice), ("Field goal practice", field_goal)]


def launch(start: str | None = None, mat: Mat | None = None) -> None:
    """Open the window on the menu (or straight on ``start``, an entry's label) and run it."""
    app = App()
    entries = menu_entries(mat)
    app.push(lambda a: MenuScene(a, entries))
    if start is not None:
        factory = dict(entries)[start]
        app.push(factory)
    app.run()
