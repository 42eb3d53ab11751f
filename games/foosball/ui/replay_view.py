"""Foosball in the replay viewer: the table, stepped through each stretch's rod commands as it
plays, in real time."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from games.foosball.codec import RodSteps, TableCodec
from games.foosball.match import DT

SHOT = 1.2  # s of the ball's way drawn while a goal is held: the shot that scored


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
        self.ball: dict[int, tuple[float, float]] = {}  # the ball's place after each step stepped here
        self.names: dict[str, Any] = {}  # the sides as the game named them (you, the CPU), if it did

    @staticmethod
    def sides() -> dict[str, str]:
        """Each side on the table, for the viewer to say which is whose (never by colour alone)."""
        return {"home": "red, defending the left goal", "away": "blue, defending the right goal"}

    @staticmethod
    def colours() -> dict[str, tuple[int, int, int]]:
        """Each side's colour on the table, for the score, the log and the bar's score marks."""
        from games.foosball.ui.view import TEAM
        from sim.foosball.spec import Side

        # Lightened for words on the dark panel; the table's own red and blue are darker.
        return {side.value: _light(TEAM[side]) for side in Side}

    @staticmethod
    def colour_words() -> dict[str, str]:
        """The colour each side wears, said with its name: 'Home (red)'."""
        return {"home": "red", "away": "blue"}

    def know_players(self, players: dict[str, str]) -> None:
        from games.window import who_played

        self.names = dict(who_played.names(players))  # you and the CPU, as the game said

    def tell(self, codec: Any, frames: Sequence[Any], index: int) -> list[tuple[str, tuple[int, int, int]]]:
        """Frame ``index``'s play-by-play in the game's names, each line in its side's colour
        (a line of no side's, such as a free-for-all, muted)."""
        from games.window import ui, who_played

        frame = frames[index]
        said = who_played.told(frame.lines, frame.events, self.names)
        events = frame.events or ()
        teams = [None] * (len(said) - len(events)) + [getattr(e, "team", None) for e in events]
        colours = self.colours()
        return [
            (words, ui.MUTED if team is None else colours.get(str(team.value), ui.MUTED))
            for words, team in zip(said, teams, strict=True)
        ]

    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Any], index: int, t: float) -> None:
        action = frames[index].action
        goal = isinstance(action, RodSteps) and any(getattr(e, "points", 0) for e in frames[index].events)
        if goal:  # held on the ball in the net: the goal's own step puts it out to be served
            t = min(t, action.time - DT)
        match = self._at(game, frames, index, t)
        self.view.table = match.table
        self.view.draw(s)
        if goal and t >= action.time - DT:
            self._shot(s, match.steps)

    def _at(self, game: Any, frames: Sequence[Any], index: int, t: float) -> Any:
        """The match ``t`` seconds into frame ``index``: the frame before, stepped on (where the
        ball was at each step kept, for the way a goal went in)."""
        action = frames[index].action
        if not isinstance(action, RodSteps) or t >= action.time:
            return game
        wanted = int(t / DT + 1e-6)
        if self.moving is None or self.moving[0] != index or self.moving[2] > wanted:
            self.moving = (index, self.codec.restore(frames[index - 1].snapshot), 0)
        _, match, done = self.moving
        for commands in action.commands[done:wanted]:
            match.step(commands)
            self.ball[match.steps] = match.table.ball_position[:2]
        self.moving = (index, match, max(done, wanted))
        return match

    def _shot(self, s: pygame.Surface, step: int) -> None:
        """The ball's way over the last SHOT seconds before ``step`` (the goal): the shot, seen
        while the goal is held. A replay is deterministic: a step's ball is always the same."""
        kept = [self.ball[k] for k in range(step - round(SHOT / DT), step + 1) if k in self.ball]
        points = [self.view.to_screen(x, y) for x, y in kept]
        for k in range(1, len(points)):  # brighter near the goal
            shade = 90 + round(165 * k / len(points))
            pygame.draw.line(s, (shade, shade, 80), points[k - 1], points[k], 3)
        for old in [k for k in self.ball if k < step - 4 * round(SHOT / DT)]:
            del self.ball[old]  # only the last few seconds are ever drawn


def _light(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A colour a third of the way to white: readable as text on the viewer's dark panel."""
    r, g, b = colour
    return (r + (255 - r) // 3, g + (255 - g) // 3, b + (255 - b) // 3)
