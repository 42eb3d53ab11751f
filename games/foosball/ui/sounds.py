"""The table's sounds: every contact of the ball (a figure's strike, a wall's knock, the ball
dropping into a goal), as loud as the impact is hard."""

from __future__ import annotations

import math
from collections.abc import Iterable

from games.window.scene import Host
from sim.foosball.table import EventKind, TableEvent

HARD = 6.0  # m/s: an impact this hard or harder is played at full volume
SOFT = 0.15  # m/s: softer than this is not heard
WALL_TURN = 0.5  # of the ball's speed: a change of velocity this large with no figure is a wall


def volume(impact: float) -> float:
    """The volume (0..1) of an impact of ``impact`` m/s: louder the harder, never silent once heard."""
    return max(0.08, min(1.0, impact / HARD))


def play(app: Host, name: str, loudness: float) -> None:
    """Play ``name`` at ``loudness`` (0..1)."""
    app.sounds.play(name, loudness)


class TableSounds:
    """Listens to the table a step at a time and plays what the ball hits."""

    def __init__(self) -> None:
        self.velocity = (0.0, 0.0)

    def step(self, app: Host, events: Iterable[TableEvent], velocity: tuple[float, float]) -> None:
        touched = False
        for event in events:
            if event.kind == EventKind.CONTACT:
                touched = True
                impact = max(event.speed, event.ball_speed)
                if impact >= SOFT:
                    play(app, "strike", volume(impact))
            elif event.kind == EventKind.TROUGH:
                play(app, "kick", 1.0)  # the ball drops to the bottom of the goal's trough
        before, self.velocity = self.velocity, velocity
        change = math.hypot(velocity[0] - before[0], velocity[1] - before[1])
        speed = math.hypot(*before)
        if not touched and speed >= SOFT and change >= SOFT and change > WALL_TURN * speed:
            play(app, "kick", volume(change) * 0.7)  # a wall, a post: a knock on wood
