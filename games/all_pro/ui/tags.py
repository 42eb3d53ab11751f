"""The small marks the All-Pro board writes over its squares, each where it covers no man, no
label and no other mark (badges.py): a receiver's odds, a kick's landing chances, a pass lane's
distance. A part of the board view (view.py), kept apart to keep each file short."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from games.all_pro.ui.badges import along, around, clear_place
from games.window import ui
from sim.tiles.grid import Square

LANE = (120, 230, 255)  # a pass lane: light, over the green and the men's colours alike
LABEL = 18  # the least size of a man's label: 12 px, readable at the smallest window
FONT_PX = 0.6875  # px of the kit's font a size is (games/window/ui.py)


def readable() -> int:
    """The least size of text that is 12 px high at the player's scale (a blocked pair's labels,
    side by side on one square, no larger)."""
    return math.ceil(12 / FONT_PX / ui.scale())


@dataclass(frozen=True, slots=True)
class Lane:
    """A pass open from ``passer`` to ``receiver``: ``spaces`` on a straight or diagonal line."""

    passer: Square
    receiver: Square
    spaces: int
    stops: tuple[Square, ...] = ()  # on defence: where a man of yours would intercept (framed)


class Tags:
    """The board view's marks (mixed into view.BoardView, which lays the squares out)."""

    size: float
    roomy: set[Square]

    def centre(self, col: float, row: float) -> tuple[float, float]:
        raise NotImplementedError

    def field(self) -> pygame.Rect:
        raise NotImplementedError

    def rect(self, square: Square) -> pygame.Rect:
        raise NotImplementedError

    def _odds_tag(
        self,
        s: pygame.Surface,
        square: Square,
        words: str,
        marks: list[pygame.Rect],
        colour: tuple[int, int, int] = ui.ACCENT,
    ) -> None:
        """A receiver's chance of a completed pass, in a box beside him (above him, else below
        or at a side), over no man."""
        size = max(LABEL, int(self.size * 0.4))
        room = (ui.text_width(words, size) + 8, ui.line_height(size) + 2)
        box = clear_place(around(self.centre(*square), self.size * 0.38, room), room, marks, self.field())
        if box is None:
            return  # the panel says his odds in words
        marks.append(box)
        ui.overlay(s, box, 230)
        ui.text(s, words, box.center, size, colour, "center")

    landing_size = LABEL  # the size of this frame's kick chances (:meth:`landing_font`)

    def landing_font(self, words: Iterable[str]) -> int:
        """One size for a kick's chances: the largest (down to a few sizes under the readable one)
        at which the widest of those that fit a square at all fits inside it ("14%" spilled over
        the squares beside it at 960x600). A field goal's "good 72%" fits none: it keeps its own
        size (:meth:`_landing_tag`)."""
        top, least = max(readable(), min(LABEL, int(self.size * 0.4))), readable() - 4
        fits = [w for w in words if self._fits(w, least)] or ["0%"]
        for size in range(top, least, -1):
            if all(self._fits(w, size) for w in fits):
                return size
        return least

    def _fits(self, words: str, size: int) -> bool:
        return ui.text_width(words, size) + 6 <= self.size - 4

    def _band(self) -> int:
        return ui.line_height(self.landing_size) + 2

    def made_room(self, square: Square) -> tuple[float, float, float]:
        """A man on a square a kick may come down on: his disc in the square's upper part (centre
        and radius), its chance under him, both inside the square (the chance drawn over the
        lower half of the Center's disc was lost under it: newcomer 6/10)."""
        cell = self.rect(square).inflate(-2, -2)
        above = cell.height - self._band() - 1
        return cell.centerx, cell.top + above / 2, min(self.size * 0.38, above / 2)

    def room_box(self, square: Square) -> pygame.Rect:
        """The upper part of a square where a kick's chance is written under its men."""
        cell = self.rect(square).inflate(-2, -2)
        return pygame.Rect(cell.left, cell.top, cell.width, cell.height - self._band() - 1)

    def _landing_tag(
        self, s: pygame.Surface, square: Square, words: str, marks: list[pygame.Rect], taken: set[Square]
    ) -> None:
        """A kick's chance of coming down on ``square``, inside the square itself: in its middle
        when nobody stands there, else along its lower edge under the man, who stands smaller in
        the upper part to make room (:meth:`made_room`). Never beside it (a tag moved to the side
        read as the next square's: play-test 7), nor over or under a man (newcomer 6/10)."""
        size = self.landing_size
        cell = self.rect(square).inflate(-2, -2)
        if not self._fits(words, size) or (square in taken and square not in self.roomy):
            # A field goal's "good 72%", or the chance on a blocked pair (squashed into the
            # square's upper part it read as a thin box, the chance wedged beside the next
            # block: newcomer 7/10): on free grass, over nobody.
            self._wide_tag(s, square, words, marks)
            return
        box = pygame.Rect(0, 0, ui.text_width(words, size) + 6, self._band())
        if square in taken:
            box.midbottom = cell.midbottom
        else:
            box.center = cell.center
        marks.append(box)
        ui.overlay(s, box, 230)
        ui.text(s, words, box.center, size, ui.ACCENT, "center")

    def _wide_tag(self, s: pygame.Surface, square: Square, words: str, marks: list[pygame.Rect]) -> None:
        """A chance wider than a square: centred on it, else a square up or down its column,
        where it covers no man and no other mark; else not drawn (the panel says it)."""
        size = max(readable(), min(LABEL, int(self.size * 0.4)))
        room = (ui.text_width(words, size) + 6, ui.line_height(size) + 2)
        x, y = self.centre(*square)
        box = clear_place([(x, y), (x, y - self.size), (x, y + self.size)], room, marks, self.field())
        if box is not None:
            marks.append(box)
            ui.overlay(s, box, 230)
            ui.text(s, words, box.center, size, ui.ACCENT, "center")

    def _lane_tag(
        self, s: pygame.Surface, lane: Lane, marks: list[pygame.Rect], others: list[Lane] | None = None
    ) -> None:
        """The distance of a lane in spaces, a large badge on the lane itself (nearest its middle)
        or beside it, over no man, no label and no other badge; smaller where a large one finds
        no room, and not drawn where none does (the panel and the buttons say it in words)."""
        words = str(lane.spaces)
        points = along(self.centre(*lane.passer), self.centre(*lane.receiver), lane.spaces, self.size)
        on = max(1, 2 * lane.spaces) - 1  # along() gives the points on the lane first
        # Every size on the lane before any beside it: a large badge on an empty square beside
        # a lane read as that square's, not the lane's (newcomer 7/10).
        for group in (points[:on], points[on:]):
            for size in range(max(LABEL + 10, int(self.size * 0.6)), readable() - 1, -2):
                side = max(ui.text_width(words, size), ui.line_height(size)) + 6
                # Clearly on its own lane: never where another lane runs (near the passer, where
                # lanes meet, a badge read as the other lane's).
                mine = [p for p in group if not self._on_other(p, side, others or [])]
                box = clear_place(mine, (side, side), marks, self.field())
                if box is not None:
                    marks.append(box)
                    pygame.draw.ellipse(s, ui.PANEL, box)
                    pygame.draw.ellipse(s, LANE, box, 3)
                    ui.text(s, words, box.center, size, LANE, "center")
                    return

    def _on_other(self, point: tuple[float, float], side: int, others: list[Lane]) -> bool:
        """Would a badge of ``side`` at ``point`` touch (or come within 4 px of) another lane?"""
        box = pygame.Rect(0, 0, side + 8, side + 8)
        box.center = (round(point[0]), round(point[1]))
        return any(box.clipline(self.centre(*o.passer), self.centre(*o.receiver)) for o in others)
