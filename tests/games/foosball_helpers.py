"""Helpers the foosball window's tests share."""

from games.foosball.rules.actions import Event
from games.foosball.ui.game_scene import FoosballGameScene
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, RodCommand, TableEvent

from .conftest import run_for


def shame(app: App, scene: FoosballGameScene) -> None:
    """The ball in and back out of the CPU's goal in the next step, as the table reports it."""
    step = scene.match.step

    def shaming(human: dict[int, RodCommand] | None = None) -> list[Event]:
        calls = step(human)
        t, x = scene.table.t, scene.table.spec.half_length
        events = [
            TableEvent(EventKind.GOAL_PLANE, t, x, 0.0, team=Side.AWAY, inward=True),
            TableEvent(EventKind.BALL_IN_GOAL, t, x + 0.02, 0.0, team=Side.AWAY),
            TableEvent(EventKind.GOAL_PLANE, t, x, 0.0, team=Side.AWAY, inward=False),
        ]
        scene.match.step = step  # type: ignore[method-assign]
        return calls + scene.ref.on_table(events)

    scene.match.step = shaming  # type: ignore[method-assign]
    run_for(app, 0.05)
