"""The All-Pro board the replay viewer draws between plays, as the game window does.

The rules clear the board when a play ends, and the next line-up fills it one side at a time, so
a recording's frames between two plays show an empty field, then one side alone. The game window
holds the play's end on the board until the person goes on (play_end.py, ``BoardView.frozen``),
then lays out a formation before anyone has chosen one. The viewer does the same from the frames:

- the board cleared (a tackle, a whistle, a score): the last picture with both sides on it, the
  man who ended the play standing where he stepped (the tackler on the carrier);
- one side lined up: that side where it stands, the other side where it lines up next (the first
  frame ahead with both sides on the board); at the game's start, the receivers as they line up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from games.all_pro.rules.actions import Step
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.state import OFF
from games.all_pro.ui.pieces import Pieces, moved, pieces_of
from games.all_pro.ui.replay_moment import ball_thrown

AHEAD = 12  # frames looked ahead for the other side's line-up (a line-up takes two or three)


class Held:
    """The picture to draw at each frame of one recording, worked out once a frame."""

    def __init__(self, restore: Callable[[Any], AllPro]) -> None:
        self.restore = restore  # a frame's snapshot to its game
        self.games: dict[int, AllPro] = {}
        self.pictures: dict[int, Pieces | None] = {}

    def game(self, frames: Sequence[Any], index: int) -> AllPro:
        if index not in self.games:
            if len(self.games) > 256:  # a long recording watched end to end: keep it bounded
                self.games.clear()
            self.games[index] = self.restore(frames[index].snapshot)
        return self.games[index]

    def picture(self, frames: Sequence[Any], index: int) -> Pieces | None:
        """What frame ``index`` draws instead of its game's board, or None: the board itself."""
        if index not in self.pictures:
            self.pictures[index] = self._picture(frames, index)
        return self.pictures[index]

    def _picture(self, frames: Sequence[Any], index: int) -> Pieces | None:
        game = self.game(frames, index)
        on = sides(game)
        if len(on) == 2:
            return None
        if not on:
            return self._held(frames, index)
        ahead = self._lined_up(frames, index)
        if ahead is None:
            return self._held(frames, index)
        here = pieces_of(game)
        men = {
            mid: m if m.team in on else ahead.men[mid]
            for mid, m in here.men.items()  # the side lined up as it stands, the other as it will
        }
        return Pieces(men, here.blocks, here.carrier, here.loose, None)

    def _held(self, frames: Sequence[Any], index: int) -> Pieces | None:
        """The picture at the end of the last play before ``index`` (None: no play yet)."""
        if index == 0:
            return None
        before = self.picture(frames, index - 1)
        if before is None:  # the frame before shows its own board: the play ended at this frame
            before = pieces_of(self.game(frames, index - 1))
            action = frames[index].action
            if isinstance(action, Step):
                before = moved(before, action.man, action.to)
            before = ball_thrown(before, action)  # a pass that ended the play: out of his hands
        return before

    def _lined_up(self, frames: Sequence[Any], index: int) -> Pieces | None:
        """The board of the first frame ahead with both sides on it, if the line-up ends soon."""
        for k in range(index + 1, min(len(frames), index + 1 + AHEAD)):
            game = self.game(frames, k)
            if len(sides(game)) == 2:
                return pieces_of(game)
        return None


def sides(game: AllPro) -> set[object]:
    """The teams with a man on the board."""
    return {m.team for m in game.men.values() if m.square != OFF}
