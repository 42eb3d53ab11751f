"""What the field-goal practice window tests share: a window opened on the kick, the words it
draws, and a kick made as a person makes it (press on the ball, drag back, let go)."""

from __future__ import annotations

import math

from games.finger_football.ui.kick_scene import FieldGoalScene, Phase
from games.window import ui
from games.window.app import App
from games.window.settings import Settings

from ..conftest import drag, run_for


def open_kick(
    rounds: bool = False, size: tuple[int, int] = (1280, 800), scale: float = 1.0
) -> tuple[App, FieldGoalScene]:
    """The kick window (seed 5), rounds on or off, its guides cleared, one frame drawn."""
    app = App(size, settings=Settings(None))
    if scale != 1.0:
        app.set_ui_scale(scale)
    scene = app.push(lambda a: FieldGoalScene(a, rounds=rounds, seed=5))
    assert isinstance(scene, FieldGoalScene)
    app.guides.clear()
    app.frame(1 / 60)
    return app, scene


def said(app: App, laid_out: bool = True) -> str:
    """The words of the next frame, one string; ``laid_out``: none overlapping or cut."""
    with ui.recording() as boxes:
        app.frame(1 / 60)
    if laid_out:
        assert ui.problems(boxes, app.size) == []
    return " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT)


def kick(app: App, scene: FieldGoalScene, share: float, angle: float = 0.0, watch: float = 3.0) -> None:
    """Press on the ball, drag back for ``share`` of a full pull at ``angle``, let go, and watch
    the flight for ``watch`` seconds, to its result."""
    ball = scene.views.top(0.0, 0.0)
    pull = share * 0.3 * min(app.size)
    drag(app, ball, (ball[0] - pull * math.cos(angle), ball[1] + pull * math.sin(angle)))
    assert scene.outcome is not None
    run_for(app, watch)
    assert scene.phase == Phase.DONE
