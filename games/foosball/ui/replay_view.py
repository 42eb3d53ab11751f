"""Foosball in the replay viewer: the table, stepped through each stretch's rod commands as it
plays, in real time."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from games.foosball.codec import RodSteps, TableCodec
from games.foosball.match import DT


def painter(codec: Any, game: Any, area: pygame.Rect) -> Any:
    return FoosballPainter(codec, game, area)


class FoosballPainter:
    """The table, stepped through a frame's recorded rod commands as the frame plays."""

    def __init__(self, codec: TableCodec, game: Any, area: pygame.Rect) -> None:
        from games.foosball.ui.view import TableView

        self.codec = codec
        self.view = TableView(game.table)
        self.view.layout(area)
        self.moving: tuple[int, Any, int] | None = None  # (frame, match, steps done)

    @staticmethod
    def sides() -> dict[str, str]:
        """Each side on the table, for the viewer to say which is whose (never by colour alone)."""
        return {"home": "red, defending the left goal", "away": "blue, defending the right goal"}

    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Any], index: int, t: float) -> None:
        self.view.table = self._at(game, frames, index, t).table
        self.view.draw(s)

    def _at(self, game: Any, frames: Sequence[Any], index: int, t: float) -> Any:
        """The match ``t`` seconds into frame ``index``: the frame before, stepped on."""
        action = frames[index].action
        if not isinstance(action, RodSteps) or t >= action.time:
            return game
        wanted = int(t / DT)
        if self.moving is None or self.moving[0] != index or self.moving[2] > wanted:
            self.moving = (index, self.codec.restore(frames[index - 1].snapshot), 0)
        _, match, done = self.moving
        for commands in action.commands[done:wanted]:
            match.step(commands)
        self.moving = (index, match, max(done, wanted))
        return match
