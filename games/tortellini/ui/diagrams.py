"""The pictures of Tortellini Football's "How to play" pages, drawn by the game into the rect the
help gives (never outside it): the board and its home rows, setting up, a move, a tackle, a pass
lane, an interception and a goal, each with the pieces as the board draws them (pieces.py).
A rule's picture is two small boards, the orders and what comes of them. Their words are part
of the picture (drawn unrecorded, like a board's own printing), each fitted to its width."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from games.core.wording import Who, sentence, tell, whose
from games.tortellini.rules.actions import DIRECTIONS, FILES, Team
from games.tortellini.ui import pieces
from games.tortellini.ui.view import DARK, LIGHT, MARK, SHARED, home_tint
from games.window import ui

LABEL = 18
EDGE = 14  # the board's edge letters and numbers
SMALLER = 0.8  # a picture's chips, of the board's
ONE, TWO = Team.ONE, Team.TWO
Names = Mapping[Team, Who]
# A piece of a picture: (team, colour, (col, row)); the first with the ball when it is named.
Piece = tuple[Team, str, tuple[int, int]]


@dataclass(frozen=True, slots=True)
class Part:
    """A part of a picture as drawn, for the tests: a caption, a small board, or the arrow
    between two boards; ``within`` is the rect the help gave the picture."""

    kind: str  # "label", "board" or "arrow"
    rect: pygame.Rect
    within: pygame.Rect
    words: str = ""


_parts: list[list[Part]] = []


@contextmanager
def parts() -> Iterator[list[Part]]:
    """Record every caption, board and arrow the pictures draw inside the block."""
    found: list[Part] = []
    _parts.append(found)
    try:
        yield found
    finally:
        _parts.remove(found)


def _note(kind: str, rect: pygame.Rect, within: pygame.Rect, words: str = "") -> None:
    for found in _parts:
        found.append(Part(kind, pygame.Rect(rect), pygame.Rect(within), words))


@dataclass(frozen=True, slots=True)
class Mini:
    """A small board of ``cols`` x ``rows`` squares fitted into ``rect``, row 0 at the bottom."""

    rect: pygame.Rect
    cols: int
    rows: int

    @property
    def size(self) -> float:
        return min(self.rect.width / self.cols, self.rect.height / self.rows)

    def centre(self, col: float, row: float) -> tuple[float, float]:
        size = self.size
        left = self.rect.centerx - size * self.cols / 2
        top = self.rect.centery - size * self.rows / 2
        return left + (col + 0.5) * size, top + (self.rows - 0.5 - row) * size

    def square(self, col: int, row: int) -> pygame.Rect:
        x, y = self.centre(col, row)
        half = self.size / 2
        square = pygame.Rect(round(x - half), round(y - half), round(self.size) + 1, round(self.size) + 1)
        return square.clip(self.rect)  # the pixel that closes a gap never leaves the picture

    @property
    def area(self) -> pygame.Rect:
        """The squares' extent."""
        left, top = self.centre(0, self.rows - 1)
        right, bottom = self.centre(self.cols - 1, 0)
        half = self.size / 2
        return pygame.Rect(
            round(left - half),
            round(top - half),
            round(right - left + self.size),
            round(bottom - top + self.size),
        )

    def draw(self, s: pygame.Surface, shade: int = 0, tint_rows: Sequence[int] = ()) -> None:
        _note("board", self.area.clip(self.rect), self.rect)
        for row in range(self.rows):
            for col in range(self.cols):
                colour = LIGHT if (row + col + shade) % 2 else DARK
                if row in tint_rows:
                    colour = home_tint(colour)
                pygame.draw.rect(s, colour, self.square(col, row))

    def chips(
        self, s: pygame.Surface, placed: Sequence[Piece], ball: int | None = None
    ) -> dict[int, tuple[float, float, float]]:
        """The chips (two on one square side by side), the ball on ``placed[ball]``; where each
        was drawn (its centre and radius)."""
        where: dict[tuple[int, int], list[int]] = {}
        for k, (_, _, sq) in enumerate(placed):
            where.setdefault(sq, []).append(k)
        spots: dict[int, tuple[float, float, float]] = {}
        for sq, ks in where.items():
            cx, cy = self.centre(*sq)
            # A little smaller than on the board, so the ring round the ball's chip stays on its
            # square (a play-test found the tackle's picture crowded).
            if len(ks) == 1:
                spots[ks[0]] = (cx, cy, self.size * 0.34 * SMALLER)
                continue
            offsets, r = SHARED[2]  # as the board lays out two on a square
            for i, k in enumerate(ks):
                dx, dy = offsets[min(i, 1)]
                spots[k] = (cx + dx * self.size * 0.9, cy + dy * self.size * 0.9, self.size * r * 0.9)
        # The carrier's ring under the chips, or on a shared square on its own edge (as the board).
        edge = ball is not None and len(where[placed[ball][2]]) > 1
        if ball is not None and not edge:
            cx, cy, r = spots[ball]
            pieces.carrier_ring(s, placed[ball][0], (cx, cy), r)
        for k, (team, colour, _) in enumerate(placed):
            cx, cy, r = spots[k]
            if edge and k == ball:
                pieces.carried_chip(s, team, colour, (cx, cy), r)
            else:
                pieces.chip(s, team, colour, (cx, cy), r)
        if ball is not None:
            cx, cy, r = spots[ball]
            pieces.carried_ball(s, placed[ball][0], (cx, cy), r, self.size * 0.15, ring=False)
        return spots

    def order(self, s: pygame.Surface, team: Team, square: tuple[int, int], direction: str) -> None:
        dc, dr = DIRECTIONS[direction]
        cx, cy = self.centre(*square)
        norm = (dc * dc + dr * dr) ** 0.5
        reach, off = self.size * 0.8, self.size * 0.3  # from the chip's edge
        start = (cx + dc / norm * off, cy - dr / norm * off)
        pieces.arrow(s, team, start, (cx + dc / norm * reach, cy - dr / norm * reach), self.size * 0.07)

    def ring(self, s: pygame.Surface, square: tuple[int, int]) -> None:
        """Where the ball changed hands: the square's edge outlined, clear of the chips on it."""
        pygame.draw.rect(s, MARK, self.square(*square), max(3, round(self.size * 0.06)))


def _say(
    s: pygame.Surface, words: str, at: tuple[float, float], r: pygame.Rect, anchor: str = "midtop"
) -> None:
    with ui.unrecorded():
        words = ui.fit(words, r.width - 8, LABEL)
        rect = ui.render(words, LABEL, ui.PAPER).get_rect(**{anchor: (round(at[0]), round(at[1]))})
        rect.clamp_ip(r)
        ui.text(s, words, rect.topleft, LABEL)
    _note("label", rect, r, words)


def _two(
    s: pygame.Surface,
    r: pygame.Rect,
    cols: int,
    rows: int,
    before: Callable[[Mini], None],
    after: Callable[[Mini], None],
    words: tuple[str, str] = ("the orders", "then"),
) -> None:
    """Two small boards side by side, the orders and what comes of them, an arrow between; each
    caption wrapped (two lines at most) to the width of the board it names, never wider."""
    gap = max(24, r.width // 10)
    half = (r.width - gap) // 2
    step = ui.line_height(LABEL)
    width = min(half, (r.height - 2 * step - 4) * cols / rows)  # a board's width, words above it
    with ui.unrecorded():
        said = [ui.wrap(word, max(8, round(width)), LABEL, indent="")[:2] for word in words]
    label = step * max(len(lines) for lines in said) + 4
    left = pygame.Rect(r.left, r.top + label, half, r.height - label)
    right = pygame.Rect(r.right - half, r.top + label, half, r.height - label)
    for box, draw, lines in ((left, before, said[0]), (right, after, said[1])):
        room = round(min(box.width, box.height) * 0.04)  # a ring past a board's edge stays in the box
        mini = Mini(box.inflate(-2 * room, -2 * room), cols, rows)
        draw(mini)
        top = mini.centre(0, rows - 1)[1] - mini.size / 2 - 4 - step * len(lines)
        for k, line in enumerate(lines):
            _say(s, line, (box.centerx, top + k * step), r)
    y = r.top + label + (r.height - label) / 2
    x0, x1 = left.right + 4, right.left - 4
    pygame.draw.line(s, ui.PAPER, (x0, y), (x1 - 6, y), 3)
    pygame.draw.polygon(s, ui.PAPER, [(x1, y), (x1 - 10, y - 7), (x1 - 10, y + 7)])
    _note("arrow", pygame.Rect(round(x0), round(y - 7), round(x1 - x0) + 1, 15), r)


# ----------------------------------------------------------------- the pictures
def board(names: Names, s: pygame.Surface, r: pygame.Rect) -> None:
    """The whole board: the home rows tinted and named, both teams' chips, the ball."""
    label = ui.line_height(LABEL) + 4
    edge = ui.line_height(EDGE) + 2  # the columns' letters under the board
    mini = Mini(pygame.Rect(r.left, r.top + label, r.width, r.height - 2 * label - edge), 8, 8)
    mini.draw(s, tint_rows=(0, 7))
    _edges(s, mini)  # the square names the page explains (d1), as the board's edges show them
    placed: list[Piece] = [
        (ONE, "red", (2, 0)),
        (ONE, "white", (4, 0)),
        (ONE, "blue", (6, 0)),
        (TWO, "red", (1, 7)),
        (TWO, "white", (3, 7)),
        (TWO, "blue", (5, 7)),
    ]
    mini.chips(s, placed, ball=0)
    top = mini.centre(0, 7)[1] - mini.size / 2
    bottom = mini.centre(0, 0)[1] + mini.size / 2
    _say(s, sentence(tell(f"{whose(TWO)} home row: score here", names)), (r.centerx, top - label), r)
    _say(s, sentence(tell(f"{whose(ONE)} home row", names)), (r.centerx, bottom + edge + 2), r)


def _edges(s: pygame.Surface, mini: Mini) -> None:
    """The letters a to h under the columns, the numbers 1 to 8 right of the rows (the window's
    board has them: the rules' first page names squares by them, its picture had none)."""
    half = mini.size / 2
    with ui.unrecorded():
        for k in range(8):
            x, y = mini.centre(k, 0)
            ui.text(s, FILES[k], (x, y + half + 1), EDGE, ui.MUTED, "midtop")
            x, y = mini.centre(7, k)
            ui.text(s, str(k + 1), (x + half + 4, y), EDGE, ui.MUTED, "midleft")


def setup(names: Names, s: pygame.Surface, r: pygame.Rect) -> None:
    """The two home rows filled turn about, the side with the ball first: numbered in order."""
    label = ui.line_height(LABEL) + 4
    mini = Mini(pygame.Rect(r.left, r.top + label, r.width, r.height - 3 * label), 8, 3)
    mini.draw(s, tint_rows=(0, 2))
    order = [(ONE, "red", (1, 0)), (TWO, "red", (6, 2)), (ONE, "white", (3, 0))]
    order += [(TWO, "white", (4, 2)), (ONE, "blue", (3, 0)), (TWO, "blue", (1, 2))]
    spots = mini.chips(s, order, ball=0)
    for k, (_, _, sq) in enumerate(order):
        cx = spots[k][0]
        cy = mini.centre(*sq)[1]  # the square's, not the chip's: two sharing it are offset
        dy = mini.size * (0.5 if sq[1] == 0 else -0.5) + (label / 2 if sq[1] == 0 else -label / 2)
        _say(s, str(k + 1), (cx, cy + dy), r, "center")  # the number beyond the board's edge
    bottom = mini.centre(0, 0)[1] + mini.size / 2 + label
    _say(s, "1 to 6: the order of placing", (r.centerx, bottom + 4), r)


def move(names: Names, s: pygame.Surface, r: pygame.Rect) -> None:
    """A turn's two plans as Reveal shows them: every chip one order, one arrow (a chip drawn with
    all eight arrows read as a chip moving every way: play-test 7/10); the words under the board."""
    orders = [
        (ONE, "red", (0, 0), "N"),
        (ONE, "white", (2, 0), "NW"),
        (ONE, "blue", (3, 0), "N"),
        (TWO, "blue", (0, 2), "E"),
        (TWO, "red", (1, 2), "SE"),
        (TWO, "white", (2, 2), "E"),
    ]
    label = ui.line_height(LABEL) + 4
    mini = Mini(pygame.Rect(r.left, r.top, r.width, r.height - 2 * label), 4, 3)
    mini.draw(s)
    mini.chips(s, [(team, colour, square) for team, colour, square, _ in orders], ball=0)
    for team, _, square, order in orders:
        mini.order(s, team, square, order)
    bottom = mini.centre(0, 0)[1] + mini.size / 2 + 2
    _say(
        s,
        sentence(tell(f"one order each: {whose(ONE)} arrows solid, {whose(TWO)} dashed", names)),
        (r.centerx, bottom),
        r,
    )
    _say(s, "at Reveal all six step at once", (r.centerx, bottom + label), r)


def tackle(names: Names, s: pygame.Surface, r: pygame.Rect) -> None:
    """The carrier steps up, a defender steps across onto the same square: the ball changes
    hands. Two squares by two, so each chip, arrow and ring has room (a play-test found the
    three-by-three picture crowded)."""

    def before(m: Mini) -> None:
        m.draw(s)
        m.chips(s, [(ONE, "red", (0, 0)), (TWO, "white", (1, 1))], ball=0)
        m.order(s, ONE, (0, 0), "N")
        m.order(s, TWO, (1, 1), "W")

    def after(m: Mini) -> None:
        m.draw(s)
        m.ring(s, (0, 1))
        # The tackler second: at the lower right of the square, its ring towards the board's
        # middle, not off its edge.
        m.chips(s, [(ONE, "red", (0, 1)), (TWO, "white", (0, 1))], ball=1)

    _two(s, r, 2, 2, before, after, ("the orders", "tackled: the ball is taken"))


def swap(names: Names, s: pygame.Surface, r: pygame.Rect) -> None:
    """The carrier and a defender step onto each other's squares: they swap, the ball goes on with
    its chip. One column, so the squares are large (three columns made them small)."""

    def before(m: Mini) -> None:
        m.draw(s)
        m.chips(s, [(ONE, "red", (0, 0)), (TWO, "white", (0, 1))], ball=0)
        (x0, y0), (x1, y1), side = m.centre(0, 0), m.centre(0, 1), m.size * 0.3
        # The two arrows side by side, each beside its own chip's path, never on one another.
        pieces.arrow(s, ONE, (x0 - side, y0), (x0 - side, y1 + m.size * 0.1), m.size * 0.07)
        pieces.arrow(s, TWO, (x1 + side, y1), (x1 + side, y0 - m.size * 0.1), m.size * 0.07)

    def after(m: Mini) -> None:
        m.draw(s)
        m.chips(s, [(ONE, "red", (0, 1)), (TWO, "white", (0, 0))], ball=0)

    _two(s, r, 1, 2, before, after, ("the orders: a swap", "swapped: no tackle"))


def pass_lane(names: Names, s: pygame.Surface, r: pygame.Rect) -> None:
    """A pass along a diagonal with the lane clear: caught."""

    def before(m: Mini) -> None:
        m.draw(s)
        m.chips(s, [(ONE, "red", (0, 0)), (ONE, "white", (3, 3)), (TWO, "blue", (3, 1))], ball=0)
        _lane(s, m, (0, 0), (3, 3))
        m.order(s, TWO, (3, 1), "E")

    def after(m: Mini) -> None:
        m.draw(s)
        m.chips(s, [(ONE, "white", (3, 3)), (ONE, "red", (0, 0)), (TWO, "blue", (4, 1))], ball=0)

    _two(s, r, 5, 4, before, after, ("red passes to white", "the lane was clear: caught"))


def interception(names: Names, s: pygame.Surface, r: pygame.Rect) -> None:
    """The same pass, a defender stepping into the lane: intercepted."""

    def before(m: Mini) -> None:
        m.draw(s)
        m.chips(s, [(ONE, "red", (0, 0)), (ONE, "white", (3, 3)), (TWO, "blue", (3, 2))], ball=0)
        _lane(s, m, (0, 0), (3, 3))
        m.order(s, TWO, (3, 2), "W")

    def after(m: Mini) -> None:
        m.draw(s)
        m.ring(s, (2, 2))
        m.chips(s, [(TWO, "blue", (2, 2)), (ONE, "red", (0, 0)), (ONE, "white", (3, 3))], ball=0)

    _two(s, r, 5, 4, before, after, ("a defender steps into the lane", "intercepted"))


def goal(names: Names, s: pygame.Surface, r: pygame.Rect) -> None:
    """The carrier steps onto the other side's home row: a goal."""

    def before(m: Mini) -> None:
        m.draw(s, tint_rows=(2,))
        m.chips(s, [(ONE, "blue", (1, 1)), (TWO, "red", (0, 2))], ball=0)
        m.order(s, ONE, (1, 1), "NE")
        m.order(s, TWO, (0, 2), "S")

    def after(m: Mini) -> None:
        m.draw(s, tint_rows=(2,))
        m.ring(s, (2, 2))
        m.chips(s, [(ONE, "blue", (2, 2)), (TWO, "red", (0, 1))], ball=0)

    words = ("the top row: " + tell(f"{whose(TWO)} home row", names), "goal!")
    _two(s, r, 3, 3, before, after, words)


def _lane(s: pygame.Surface, m: Mini, a: tuple[int, int], b: tuple[int, int]) -> None:
    pieces.pass_lane(s, ONE, m.centre(*a), m.centre(*b), m.size * 0.06)
    for sq in (a, b):
        cx, cy = m.centre(*sq)
        pieces.pass_badge(s, ONE, (cx + m.size * 0.26, cy - m.size * 0.26), max(7.0, m.size * 0.15))
