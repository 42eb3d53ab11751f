"""Tortellini Football in the replay viewer: the board after each turn with the turn drawn on it,
as the game window reveals it (:mod:`games.tortellini.ui.reveal`): an arrow for each chip that
moved, from where it stood to where it stands (team one's solid, team two's dotted, a dot of the
chip's colour at its start), the pass's dotted lane, and the square ringed where the ball changed
hands or the goal was scored. A scoring turn shows its chips where they moved, the ball on the
scorer and the goal ringed, never the board the goal then cleared. A legend under the board says
what the marks mean; room is left under it for the files' letters (a-h) and at its right for the
ranks' numbers, so the bar below never clips them. The teams' colours mark the scores on the bar.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from games.window import ui

EDGE_TEXT = 22  # px: the largest size the board's edge letters are drawn at
LEGEND_SIZE = 17
BEFORE_KICK_OFF = "Before the kick-off: the chips are not placed yet (Right: the first placement)"
LEGEND = (
    "Arrows: how each chip moved this turn, from where it stood (team one solid, team two dotted; "
    "the dot at the start is the chip's colour) · dotted line: the pass · pink square: where the "
    "ball changed hands, or the goal"
)


class BoardPainter:
    def __init__(self, codec: Any, game: Any, area: pygame.Rect) -> None:
        from games.tortellini.ui.view import TortelliniView

        self.codec = codec
        self.view = TortelliniView(game)
        self.area = area
        room = ui.line_height(EDGE_TEXT) + 6  # the letters under the board, the numbers at its right
        self.legend_rows = ui.wrap(LEGEND, area.width - 8, LEGEND_SIZE, "")[:3]
        legend = len(self.legend_rows) * ui.line_height(LEGEND_SIZE) + 8
        self.view.layout(pygame.Rect(area.left, area.top, area.width - room, area.height - room - legend))
        self._turns: dict[int, Any] = {}  # frame -> its turn (a Story), or None

    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Any], index: int, t: float) -> None:
        view = self.view
        view.game = game
        turn = self.turn(frames, index)
        view.frozen = None if turn is None else _on_board(turn.after)
        view.ball_on = None if turn is None else turn.holder
        view.marks = [] if turn is None else _marks(turn)
        view.draw(s, {}, None, [])
        if turn is not None:
            self._moves(s, turn)
        if not view.spots():  # the start: nothing on the board yet, said rather than an empty board
            rows = ui.wrap(BEFORE_KICK_OFF, view.board.width - 50, 24, "")[:3]
            step = ui.line_height(24)
            box = pygame.Rect(0, 0, max(ui.text_width(r, 24) for r in rows) + 30, step * len(rows) + 16)
            box.center = view.board.center
            ui.overlay(s, box, 235)
            for k, row in enumerate(rows):
                ui.text(s, row, (box.centerx, box.top + 8 + step * k), 24, ui.PAPER, "midtop")
        y = self.area.bottom - len(self.legend_rows) * ui.line_height(LEGEND_SIZE)
        for row in self.legend_rows:
            ui.text(s, row, (self.area.left + 4, y), LEGEND_SIZE, ui.MUTED)
            y += ui.line_height(LEGEND_SIZE)

    def turn(self, frames: Sequence[Any], index: int) -> Any:
        """Frame ``index``'s turn (both plans carried out), or None for a placement or the start."""
        if index not in self._turns:
            from games.tortellini.rules.actions import Joint, Team
            from games.tortellini.ui.story import story

            action = frames[index].action if index > 0 else None
            found = None
            if isinstance(action, Joint):
                before = self.codec.restore(frames[index - 1].snapshot)
                if before.carrier is not None:
                    found = story(before, {Team.ONE: action.one, Team.TWO: action.two})
            self._turns[index] = found
        return self._turns[index]

    def _moves(self, s: pygame.Surface, turn: Any) -> None:
        """Each moved chip's arrow from the square it stood on to the edge of the chip where it
        stands now, and the pass's lane."""
        from games.tortellini.ui import pieces
        from games.tortellini.ui.view import CHIP_R

        view = self.view
        spots = view.spots()
        for chip, was in turn.before.items():
            now = turn.after.get(chip)
            if now is None or now == was or not _inside(now) or chip not in spots:
                continue
            start = view.centre(*was)
            cx, cy, r = spots[chip]
            dx, dy = cx - start[0], cy - start[1]
            length = max(1.0, (dx * dx + dy * dy) ** 0.5)
            end = (cx - dx / length * r * 1.05, cy - dy / length * r * 1.05)
            width = view.size * 0.05
            pieces.arrow(s, chip[0], start, end, width, pieces.CHIP_COLOUR[chip[1]])
        path = turn.ball_path
        if len(path) == 2 and all(_inside(p) for p in path):
            lane = view.centre(*path[0]), view.centre(*path[1])
            pieces.pass_lane(s, turn.carrier[0], *lane, view.size * CHIP_R / 7)

    @staticmethod
    def colours() -> dict[str, ui.Color]:
        """Each team's colour by its value, as its chips' arrows show it (a diamond on the bar)."""
        from games.tortellini.ui.pieces import ARROW

        return {str(team.value): colour for team, colour in ARROW.items()}


def _inside(square: tuple[int, int]) -> bool:
    from games.tortellini.rules.actions import SIZE

    return 0 <= square[0] < SIZE and 0 <= square[1] < SIZE


def _on_board(chips: Any) -> dict[Any, Any]:
    return {chip: (sq if _inside(sq) else None) for chip, sq in chips.items()}


def _marks(turn: Any) -> list[tuple[int, int]]:
    """The square where the ball changed hands, or where the goal was scored."""
    square = turn.changed_hands
    if square is None and turn.goal:
        square = turn.after[turn.holder]
    return [] if square is None else [square]


def painter(codec: Any, game: Any, area: pygame.Rect) -> BoardPainter:
    return BoardPainter(codec, game, area)
