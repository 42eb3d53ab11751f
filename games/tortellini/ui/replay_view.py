"""Tortellini Football in the replay viewer: the board after each turn with the turn drawn on it,
as the game window reveals it (:mod:`games.tortellini.ui.reveal`): an arrow for each chip that
moved, from where it stood to where it stands (the first side's solid, the other's dashed, a dot
of the chip's colour at its start), the pass's dotted lane, and the square ringed where the ball
changed hands or the goal was scored. A scoring turn shows its chips where they moved, the ball on
the scorer and the goal ringed, never the board the goal then cleared. While the chips are placed
(at the start, after a goal) the ones still to be placed wait beside their side's home row, so
both sides' chips are on show at every moment.

Everything is said in the game window's words (:mod:`games.tortellini.ui.story`): the sides as it
names them (you and the CPU), a turn's plans a line a side with steps as the screen shows them
(up, down-left) and who passed to whom, the home rows by whose they are. A legend under the board
says what the marks mean; room is left under it for the files' letters (a-h) and at its right for
the ranks' numbers, so the bar below never clips them. The sides' colours mark the scores on the
bar.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from games.core.wording import Who, sentence, tell
from games.tortellini.rules.actions import CHIPS, RULEBOOK, Team
from games.window import ui, who_played

EDGE_TEXT = 22  # px: the largest size the board's edge letters are drawn at
LEGEND_SIZE = 17
WAITING_SIZE = 15
SETTING_UP = "Setting up: the chips go on the home rows one at a time (Right: the first one)"
LEGEND = (
    "Arrows: how each chip moved this turn, from where it stood ({one:own} solid, {two:own} "
    "dashed; the dot at the start is the chip's colour) · dotted line: the pass · pink square: "
    "where the ball changed hands, or the goal · chips beside a home row: still to be placed"
)
HOT_SEAT = {Team.ONE: Who("Player 1"), Team.TWO: Who("Player 2")}  # as the window names two people
Row = tuple[str, ui.Color]


class BoardPainter:
    def __init__(self, codec: Any, game: Any, area: pygame.Rect) -> None:
        from games.tortellini.ui.view import TortelliniView

        self.codec = codec
        self.view = TortelliniView(game)
        self.area = area
        self.names: dict[Team, Who] = dict(RULEBOOK)  # till told who played: the rulebook's
        self.legend_rows: list[str] = []
        self._turns: dict[int, Any] = {}  # frame -> its turn (a Story), or None
        self.drawn: dict[Any, tuple[float, float, float]] = {}  # each chip as drawn last (tests)
        self._lay_out()

    # The score says "You 3", not "You (Team one) 3": the swatch beside it is the side's colour.
    labels_sides = False

    def know_players(self, players: dict[str, str]) -> None:
        """The sides as the game window named them: you and the CPU, Player 1 and Player 2."""
        named = who_played.by_team(Team, who_played.names(players))
        if not named and list(players.values()) == [who_played.HUMAN] * 2:
            named = dict(HOT_SEAT)
        if named:
            self.names = named
        self._lay_out()

    def _lay_out(self) -> None:
        area = self.area
        self.view.row_names = {t: sentence(f"{self.names[t]:'s} home row") for t in Team}  # as the window
        room = ui.line_height(EDGE_TEXT) + 6  # the letters under the board, the numbers at its right
        self.legend_rows = ui.wrap(self.legend(), area.width - 8, LEGEND_SIZE, "")[:3]
        legend = len(self.legend_rows) * ui.line_height(LEGEND_SIZE) + 8
        self.view.layout(pygame.Rect(area.left, area.top, area.width - room, area.height - room - legend))

    def legend(self) -> str:
        return sentence(LEGEND.format(one=self.names[Team.ONE], two=self.names[Team.TWO]))

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
        self.drawn = dict(view.spots())
        self._waiting(s)
        if not view.spots():  # the start: nothing on the board yet, said rather than shown empty
            self._setting_up(s)
        y = self.area.bottom - len(self.legend_rows) * ui.line_height(LEGEND_SIZE)
        for row in self.legend_rows:
            ui.text(s, row, (self.area.left + 4, y), LEGEND_SIZE, ui.MUTED)
            y += ui.line_height(LEGEND_SIZE)

    def _setting_up(self, s: pygame.Surface) -> None:
        """What happens first, over the empty board."""
        board = self.view.board
        rows = ui.wrap(SETTING_UP, board.width - 50, 24, "")[:3]
        step = ui.line_height(24)
        box = pygame.Rect(0, 0, max(ui.text_width(r, 24) for r in rows) + 30, step * len(rows) + 16)
        box.center = board.center
        ui.overlay(s, box, 235)
        for k, row in enumerate(rows):
            ui.text(s, row, (box.centerx, box.top + 8 + step * k), 24, ui.PAPER, "midtop")

    def _waiting(self, s: pygame.Surface) -> None:
        """The chips not on the board (being placed): beside their side's home row, outside the
        board, so both sides' chips show at every moment."""
        from games.tortellini.rules.actions import SIZE
        from games.tortellini.ui import pieces

        view = self.view
        r = view.size * 0.17
        label = max(12, min(20, int(view.size * 0.26)))  # the home rows' names, as the view draws them
        for team, row, side in ((Team.ONE, 0, -1), (Team.TWO, SIZE - 1, 1)):
            waiting = [(team, c) for c in CHIPS if (team, c) not in self.drawn]
            if not waiting:
                continue
            lines = len(ui.wrap(view.row_names[team], view.row_label_room - 12, label, "")[:2])
            _, y = view.centre(-0.5, row)
            y += side * (lines * ui.line_height(label) / 2 + r + 4)  # clear of the row's name: inward
            x = view.board.left - 10 - r
            for chip in reversed(waiting):
                pieces.chip(s, team, chip[1], (x, y), r)
                self.drawn[chip] = (x, y, r)
                x -= 2.6 * r

    def turn(self, frames: Sequence[Any], index: int) -> Any:
        """Frame ``index``'s turn (both plans carried out), or None for a placement or the start."""
        if index not in self._turns:
            from games.tortellini.rules.actions import Joint
            from games.tortellini.ui.story import story

            action = frames[index].action if index > 0 else None
            found = None
            if isinstance(action, Joint):
                before = self.codec.restore(frames[index - 1].snapshot)
                if before.carrier is not None:
                    found = story(before, {Team.ONE: action.one, Team.TWO: action.two})
            self._turns[index] = found
        return self._turns[index]

    def tell(self, codec: Any, frames: Sequence[Any], index: int) -> list[Row]:
        """Frame ``index``'s play-by-play as the game window's log says it: a turn's plans a line
        a side, steps as the screen shows them and who passed to whom ("You: red up, white passes
        to blue (c3 to c7), ..."), then what came of it; each line in its side's colour."""
        from games.tortellini.rules.actions import LogKind
        from games.tortellini.ui.story import passer_words, plan_lines, swap_words

        frame = frames[index]
        colours = _arrow_colours()
        head = frame.lines[: len(frame.lines) - len(frame.events)]  # "The start"
        out: list[Row] = [(line, ui.MUTED) for line in head]
        turn = self.turn(frames, index)
        for event in frame.events:
            if event.kind == LogKind.MOVE and turn is not None:
                plans = plan_lines(turn, self.names)
                out += [(line, colours[team]) for line, team in zip(plans, Team, strict=True)]
                said = [w for w in (swap_words(turn, self.names), passer_words(turn, self.names)) if w]
                out += [(line, ui.MUTED) for line in said]
                continue
            colour = ui.MUTED if event.team is None else colours.get(event.team, ui.MUTED)
            out.append((sentence(tell(event.template, self.names)), colour))
        return out

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

    def clear_of(self, box: pygame.Rect, frames: Sequence[Any], index: int) -> pygame.Rect:
        """``box`` (a score's banner, the error's box) over the board, no wider than it, in the band
        of it with no chip and no ringed square (the chips it talks about stay in sight), never
        over the home rows' names beside the board."""
        board = self.view.board
        band = self.view.clear_of_marks(box.height)
        moved = box.copy()
        moved.width = min(box.width, board.width - 8)
        moved.centerx = board.centerx
        moved.centery = band.centery
        return moved.clamp(board)

    @staticmethod
    def colours() -> dict[str, ui.Color]:
        """Each side's colour by its value, as its chips' arrows show it (a swatch by the score,
        a diamond on the bar)."""
        return {str(team.value): colour for team, colour in _arrow_colours().items()}


def _arrow_colours() -> Mapping[Team, ui.Color]:
    from games.tortellini.ui.pieces import ARROW

    return ARROW


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
