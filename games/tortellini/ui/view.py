"""Drawing Tortellini Football: the checkerboard with its squares' names at the edges, the chips
(pieces.py: team one's round, team two's square), chips sharing a square side by side, the
tortellino on its chip, planned orders as arrows (team one's solid, team two's dashed) and a
planned pass as a dotted lane, and chips and ball gliding as a turn is carried out (tile
physics, :mod:`sim.tiles.grid`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

import pygame

from games.tortellini.rules.actions import CHIPS, DIRECTIONS, FILES, PASS, SIZE, Team
from games.tortellini.rules.engine import Chip, Tortellini, chip_name
from games.tortellini.ui import detours, hops, pieces, sharing, spill
from games.tortellini.ui.arrow_ends import apart, clear_of_chips, crossed, heads_apart, reach
from games.tortellini.ui.pieces import CHIP_COLOUR, RIM
from games.tortellini.ui.sharing import SHARED, step_dot
from games.tortellini.ui.sharing import layout as shared_layout
from games.window import ui
from games.window.layers import Layers
from sim.tiles.grid import Glide, Square

__all__ = [
    "CHIP_COLOUR",
    "DARK",
    "HOME_TINT",
    "LIGHT",
    "MARK",
    "RIM",
    "SHARED",
    "TortelliniView",
    "home_tint",
]

LIGHT, DARK = (226, 214, 186), (120, 84, 60)
HOME_TINT = (70, 150, 120)  # the two home rows, on the board as in the rules' pictures
MARK = (255, 80, 200)  # a change of hands or a goal: a colour of its own, on any square
BALL_KEY = "ball"
CHIP_R = 0.34  # a chip's radius, of a square, alone on its square
DOT = sharing.DOT  # a step's yellow dot's radius, of a square (at 0.11 it was 8 px: hard to see)
DOT_CLICK = 0.16  # of a square, round its centre: a click there, on a step's dot, is the step
BADGE = 0.15  # a pass's P badge's radius, of a square
# Chips sharing a square side by side, as large as the square allows (sharing.py: drawn centred
# with the others tucked small round it, the others could not be read: play-test 7/10).
BALL_R = sharing.BALL_R
ARROW_W = 0.06  # an order's arrow's width, of a square
Spot = tuple[float, float, float]  # a chip as drawn: its centre and radius, in pixels
Point = tuple[float, float]
Line = tuple[Point, Point]
Bent = tuple[dict[Chip, Line], dict[Chip, list[Point]]]  # arrows as drawn, and those curved


class TortelliniView:
    def __init__(self, game: Tortellini) -> None:
        self.game = game
        self._curves: Bent = ({}, {})
        self.size = 1.0
        self.origin = (0.0, 0.0)
        self.area = pygame.Rect(0, 0, 1, 1)
        self.glides: dict[str, Glide] = {}
        # While a turn is being revealed: where the chips are drawn (where they stood, then where
        # they moved to), which chip the ball is drawn on, and squares to ring.
        self.frozen: dict[Chip, Square | None] | None = None
        self.ball_on: Chip | None = None
        self.marks: list[Square] = []
        self.row_names = {t: f"Team {t.value}'s home row" for t in Team}  # as the window says it
        self.row_label_room = 400  # px left of the board for the home rows' names (0: none drawn)
        self._squares = Layers()

    def layout(self, area: pygame.Rect) -> None:
        self.area = area
        self.size = min(area.width, area.height) / SIZE
        self.origin = (area.centerx - self.size * SIZE / 2, area.centery - self.size * SIZE / 2)

    @property
    def board(self) -> pygame.Rect:
        side = round(self.size * SIZE)
        return pygame.Rect(round(self.origin[0]), round(self.origin[1]), side, side)

    def clear_of_marks(self, tall: int = 0) -> pygame.Rect:
        """Where a banner goes: the tallest band across the board with no chip and no ringed
        square in it (the ring and the chips it talks about stay in sight); of bands at least
        ``tall`` high, the one farthest from the ring."""
        board = self.board
        covered = [(cy - r * 1.3, cy + r * 1.3) for _, cy, r in self.spots().values()]
        covered += [
            (y - self.size * 0.55, y + self.size * 0.55) for _, y in (self.centre(*m) for m in self.marks)
        ]
        bands, top = [], float(board.top)
        for a, b in sorted(covered):
            if a > top:
                bands.append((top, a))
            top = max(top, b)
        if board.bottom > top:
            bands.append((top, float(board.bottom)))
        if not bands:
            return board
        ring = self.centre(*self.marks[0])[1] if self.marks else board.centery
        fits = [b for b in bands if b[1] - b[0] >= tall]
        a, b = (
            max(fits, key=lambda b: abs((b[0] + b[1]) / 2 - ring))
            if fits
            else max(bands, key=lambda b: b[1] - b[0])
        )
        return pygame.Rect(board.left, round(a), board.width, round(b - a))

    def banner_area(
        self, tall: int, keep: Sequence[Square] = (), near: Sequence[Square] = ()
    ) -> tuple[pygame.Rect, int]:
        """Where a moment's banner ``tall`` px high goes, and how many of the squares ``keep`` it
        covers: across the board, never over the ringed squares (``self.marks``: where the ball
        changed hands, or the goal) nor their rings, over as few of ``keep`` (the chips the moment
        was between) as it can, then as few of ``near`` (the squares a step round them, where play
        goes on), then as few chips, and of those places the farthest from the ring (a TACKLED!
        banner covered the tackle it told of: newcomer play-test)."""
        board = self.board
        tall = min(tall, board.height)
        ring = 3 + 5  # the mark's frame reaches 3 px out of its square; a gap past it
        marks = [self.square_rect(sq).inflate(2 * ring, 2 * ring) for sq in self.marks]
        others = [self.square_rect(sq).inflate(2 * ring, 2 * ring) for sq in keep if sq not in self.marks]
        round_them = [self.square_rect(sq) for sq in near if sq not in self.marks and sq not in keep]
        chips = [
            pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
            for x, y, r in self.spots().values()
        ]
        where = [self.centre(*sq)[1] for sq in (self.marks or keep)] or [board.centery]
        event = sum(where) / len(where)
        best: tuple[int, int, int, float] | None = None
        place = pygame.Rect(board.left, board.top, board.width, tall)
        for top in range(board.top, board.bottom - tall + 1, 2):
            area = pygame.Rect(board.left, top, board.width, tall)
            if area.collidelist(marks) >= 0:
                continue
            score = (
                len(area.collidelistall(others)),
                len(area.collidelistall(round_them)),
                len(area.collidelistall(chips)),
                -abs(area.centery - event),
            )
            if best is None or score < best:
                best, place = score, area
        if best is None:  # a window too small for any: the half of the board away from the ring
            half = board.height // 2
            top = board.top if event > board.centery else board.bottom - half
            return pygame.Rect(board.left, top, board.width, half), len(others)
        return place, best[0]

    def square_rect(self, square: Square) -> pygame.Rect:
        """A square of the board, in px."""
        x, y = self.centre(*square)
        rect = pygame.Rect(0, 0, round(self.size), round(self.size))
        rect.center = (round(x), round(y))
        return rect

    def centre(self, col: float, row: float) -> tuple[float, float]:
        """Row 0 (team one's home row) at the bottom."""
        return self.origin[0] + (col + 0.5) * self.size, self.origin[1] + (SIZE - 0.5 - row) * self.size

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        col = math.floor((pos[0] - self.origin[0]) / self.size)
        row = SIZE - 1 - math.floor((pos[1] - self.origin[1]) / self.size)
        return (col, row) if 0 <= col < SIZE and 0 <= row < SIZE else None

    def chip_at(self, pos: tuple[int, int], team: Team) -> Chip | None:
        """``team``'s chip drawn nearest ``pos`` on the square clicked (chips may share it): a
        click anywhere in a square picks a chip of ``team``'s there first, whatever else shares
        it (a newcomer had to click 17 px off the centre to hit his own)."""
        square = self.square_at(pos)
        if square is None:
            return None
        mine = [c for c in self.spots() if c[0] == team and self._square(c) == square]
        if not mine:
            return None
        spots = self.spots()
        return min(mine, key=lambda c: math.dist(pos, spots[c][:2]))

    def other_chip_at(self, pos: tuple[int, int], team: Team, chosen: Chip | None) -> Chip | None:
        """A chip of ``team`` other than ``chosen`` clicked on a square the chosen chip may step
        to: the part of the square nearer a chip picks it (two chips on a square were small and
        hard to hit: play-test), the yellow dot on the square's centre is the step (None)."""
        square = self.square_at(pos)
        if square is None:
            return None
        here = [(chip, spot) for chip, spot in self.spots().items() if self._square_of_spot(spot) == square]
        if not here:
            return None
        dot = self.step_dot(square)  # beside the chips there: a click on it is the step
        if math.dist(pos, dot[:2]) <= dot[2] + 3:
            return None
        # Round the square's centre, as before the dot moved beside the chips: the step too,
        # on a chip alone there or between chips sharing it (orders given by clicks kept).
        near = math.dist(pos, self.centre(*square)) <= self.size * DOT_CLICK
        if near and (len(here) == 1 or not any(_inside(c, spot, pos) for c, spot in here)):
            return None
        nearest = min(here, key=lambda chip_spot: math.dist(pos, chip_spot[1][:2]))[0]
        return nearest if nearest[0] == team and nearest != chosen else None

    def square_centre(self, chip: Chip) -> tuple[float, float]:
        """The centre of the square ``chip`` is drawn on (shared or not): lanes run between these."""
        where = self._where(chip)
        assert where is not None
        return self.centre(*where)

    def room(self, at: tuple[float, float]) -> float:
        """How far a ring round ``at`` may reach and stay inside the square under it (1 px in)."""
        col = (at[0] - self.origin[0]) / self.size
        row = (at[1] - self.origin[1]) / self.size
        off = max(abs(col - math.floor(col) - 0.5), abs(row - math.floor(row) - 0.5))
        return max(1.0, (0.5 - off) * self.size - 1)

    def _square(self, chip: Chip) -> Square | None:
        if self.frozen is not None:
            return self.frozen.get(chip)
        return self.game.chips[chip]

    # ----------------------------------------------------------------- animation
    def animate(
        self,
        before: Mapping[Chip, Square | None],
        ball_path: list[Square],
        after: Mapping[Chip, Square | None] | None = None,
        speed: float = 3.0,
        ball_speed: float = 6.0,
    ) -> None:
        """Glide each chip from ``before`` to ``after`` (by default where the game has it), and
        the ball along ``ball_path``."""
        ends = self.game.chips if after is None else after
        for chip, start in before.items():
            end = ends.get(chip)
            if start is not None and end is not None and start != end:
                self.glides[chip_name(chip)] = Glide(chip_name(chip), [start, end], speed=speed)
        if len(ball_path) >= 2:
            self.glides[BALL_KEY] = Glide(BALL_KEY, ball_path, speed=ball_speed)

    def update(self, dt: float) -> None:
        for g in list(self.glides.values()):
            g.step(dt)
            if g.done:
                del self.glides[g.piece]

    @property
    def busy(self) -> bool:
        return bool(self.glides)

    def _where(self, chip: Chip) -> tuple[float, float] | None:
        glide = self.glides.get(chip_name(chip))
        if glide is not None:
            return glide.position()
        square = self._square(chip)
        return None if square is None else (float(square[0]), float(square[1]))

    def spots(self) -> dict[Chip, Spot]:
        """Where each chip on the board is drawn, and how big: chips sharing a square side by
        side (the rulebook: "Multiple pieces can be on the same square"), each readable."""
        places = {chip: where for chip in self.game.chips if (where := self._where(chip)) is not None}
        carrier = self.ball_on or self.game.carrier
        sharing: dict[tuple[float, float], list[Chip]] = {}
        for chip, where in places.items():
            sharing.setdefault(where, []).append(chip)
        out: dict[Chip, Spot] = {}
        for where, chips in sharing.items():
            cx, cy = self.centre(*where)
            if len(chips) == 1:
                out[chips[0]] = (cx, cy, self.size * CHIP_R)
                continue
            offsets, r = shared_layout(len(chips))
            ordered = sorted(chips, key=lambda c: (list(Team).index(c[0]), CHIPS.index(c[1])))
            if carrier in ordered:  # at the upper left: its ball in the free corner
                ordered.remove(carrier)
                ordered.insert(0, carrier)
            for k, chip in enumerate(ordered):
                dx, dy = offsets[min(k, len(offsets) - 1)]
                out[chip] = (cx + dx * self.size, cy + dy * self.size, r * self.size)
        # Kept off the next square's chips and ball, and on the board (spill.py).
        squares = {chip: self.centre(*where) for chip, where in places.items()}
        ball = self.ball_beside(out)
        beside = None if ball is None or carrier is None else (squares[carrier], ball)
        return spill.keep_apart(out, squares, self.size, self.board, beside)

    def shared(self, chip: Chip, spots: Mapping[Chip, Spot]) -> bool:
        """Does ``chip`` share the square it is drawn on?"""
        square = self._square_of_spot(spots[chip])
        return sum(1 for spot in spots.values() if self._square_of_spot(spot) == square) > 1

    # ----------------------------------------------------------------- drawing
    def draw(
        self,
        s: pygame.Surface,
        orders: Mapping[Chip, str],
        selected: Chip | None,
        targets: list[Square],
        under: Callable[[pygame.Surface], None] | None = None,
        over: Callable[[pygame.Surface], None] | None = None,
    ) -> None:
        """The board, then ``under`` (the pass lanes: under the chips and their orders, which a
        lane drawn over them hid), the step dots, the chips, the ball and the orders, then
        ``over`` (the pass's risk crosses: under a chip they went unseen, play-test). A step dot
        on a square a chip stands on is drawn over the chips (it hid under the CPU's chip)."""
        self._board(s)
        if under is not None:
            under(s)
        spots = self.spots()
        held = {self._square_of_spot(spot) for spot in spots.values()}
        for square in targets:
            if square not in held:
                self._dot(s, square)
        carrier = self.ball_on or self.game.carrier
        # The chips, their rings and the ball kept inside the board: a carrier sharing a square
        # of the last column stuck out over the rows' numbers (newcomer 7/10).
        clip = s.get_clip()
        s.set_clip(self.board.clip(clip) if clip else self.board)
        marked = BALL_KEY not in self.glides and carrier in spots
        shared = marked and carrier is not None and self.shared(carrier, spots)
        if marked and not shared and carrier is not None:  # under the chips: a sharer stays whole
            at = spots[carrier][:2]
            pieces.carrier_ring(s, carrier[0], at, spots[carrier][2], self.room(at))
        for chip, spot in spots.items():
            self._chip(s, chip, spot, shared and chip == carrier, chip == selected)
        if not shared:  # under the arrows: an order's start shows even over the ball
            self._ball(s, spots)
        self._passes(s, orders, spots)
        lines = self.arrows(orders, spots)
        bent = self.hop_paths(orders, spots)
        for chip, order in orders.items():
            if order != PASS:
                self._order(s, chip, order, spots, None if chip in bent else lines.get(chip))
        # A chip an arrow passes over on its way (one tucked in a corner stepping across its
        # square, past the ball's chip) drawn again over it: no arrow over a chip (7/10).
        for chip in crossed(lines, spots, max(3, round(self.size * ARROW_W)) / 2 + 2):
            if shared or chip != carrier:  # alone, the ball's chip is ringed, its ball on it
                self._chip(s, chip, spots[chip], shared and chip == carrier, chip == selected)
        if shared:  # in its square's corner, beside its chip: over an arrow passing the corner,
            self._ball(s, spots)  # whose head is on the square's centre, clear of it
        self._hops(s, orders, spots)  # over the chips: a hop's head never under one
        # Every arrow from its chip's edge to short of the next chip (arrow_ends.py): over a chip
        # it hid it, and a chain of orders read as one line (play-test 7/10). A P badge over all.
        for chip, order in orders.items():
            if order == PASS:
                self._order(s, chip, order, spots, None)
        if carrier in lines:  # its tail in its colour: from its edge it seemed the ball's (83)
            self._tail(s, carrier, lines[carrier], spots[carrier])
        for square in targets:
            if square in held:
                self._dot(s, square)
        if over is not None:
            over(s)
        s.set_clip(clip)
        for square in self.marks:  # where the ball changed hands, or the goal: the square's edge,
            x, y = self.centre(*square)  # clear of the chips and the carrier's ring on it
            edge = pygame.Rect(0, 0, round(self.size) + 6, round(self.size) + 6)  # mostly outside:
            edge.center = (round(x), round(y))  # the chips reach the square's edge and stay whole
            pygame.draw.rect(s, MARK, edge, 5)

    def _chip(self, s: pygame.Surface, chip: Chip, spot: Spot, carried: bool, selected: bool) -> None:
        """A chip; ``carried``: the ball's, on a shared square (marked inside its own footprint)."""
        cx, cy, r = spot
        if carried:
            pieces.carried_chip(s, chip[0], chip[1], (cx, cy), r)
        else:
            pieces.chip(s, chip[0], chip[1], (cx, cy), r)
        if selected:  # inside its square, as every ring
            pygame.draw.circle(s, ui.ACCENT, (cx, cy), min(r * 1.3 + 3, self.room((cx, cy))), 4)

    def _tail(self, s: pygame.Surface, chip: Chip, line: tuple[Point, Point], spot: Spot) -> None:
        """The dot in ``chip``'s colour at its arrow's start. A short arrow (a swap's, between two
        chips side by side: all head) has it drawn back towards the chip, over the ring round it
        but off the chip, so it leaves two thirds of the head in sight; no room for that, no dot
        (over the head it hid the arrow: the head says more)."""
        (x0, y0), end = line
        length = max(1.0, math.dist(line[0], end))
        ux, uy = (end[0] - x0) / length, (end[1] - y0) / length
        dot = max(3, round(self.size * ARROW_W)) * 0.9 + 2  # pieces.arrow_tail's reach, outline in
        room = math.dist(line[0], spot[:2]) - reach(chip, spot[2], ux, uy) - dot
        back = min(max(0.0, dot - length / 3), max(0.0, room))
        if dot - back <= length / 3 + 0.01:
            pieces.arrow_tail(s, (x0 - ux * back, y0 - uy * back), self.size * ARROW_W, CHIP_COLOUR[chip[1]])

    def _dot(self, s: pygame.Surface, square: Square) -> None:
        """A step's yellow dot: on its square's centre, or beside the chips standing there."""
        x, y, r = self.step_dot(square)
        pygame.draw.circle(s, ui.ACCENT, (x, y), r)
        pygame.draw.circle(s, pieces.OUTLINE, (x, y), r, 2)

    def step_dot(self, square: Square) -> Spot:
        """Where a step's yellow dot on ``square`` is drawn (x, y, r): never over a chip there
        (over a small chip on a shared square it hid it whole: play-test 7/10)."""
        spots = self.spots()
        here = [(c[0], spot) for c, spot in spots.items() if self._square_of_spot(spot) == square]
        ball = self.ball_beside(spots)
        if ball is not None and self._square_of_spot(ball) != square:
            ball = None
        return step_dot(self.centre(*square), self.size, here, ball)

    def _draw_squares(self, s: pygame.Surface) -> None:
        for row in range(SIZE):
            for col in range(SIZE):
                x, y = self.centre(col, row)
                half = self.size / 2
                rect = pygame.Rect(
                    round(x - half), round(y - half), round(self.size) + 1, round(self.size) + 1
                )
                colour = LIGHT if (row + col) % 2 else DARK
                if row in (0, SIZE - 1):  # a home row: tinted, as the rules' pictures show it
                    colour = home_tint(colour)
                pygame.draw.rect(s, colour, rect)

    def _square_of_spot(self, spot: Spot) -> Square | None:
        return self.square_at((round(spot[0]), round(spot[1])))

    def _board(self, s: pygame.Surface) -> None:
        # The squares drawn once a size and blitted: filling 64 of them was most of a frame.
        self._squares.blit(s, (s.get_size(), self.centre(0, 0), self.size), self._draw_squares)
        ui.playing_surface(self.board)
        small = max(11, min(22, int(self.size * 0.22)))
        for k in range(SIZE):  # the edges' names of the squares, as the log uses them
            x, y = self.centre(k, -0.5)  # the bottom edge
            ui.text(s, FILES[k], (x, y + 2 - self.size / 2 + self.size / 2), small, ui.MUTED, "midtop")
            x, y = self.centre(SIZE - 0.5, k)  # the right edge
            ui.text(s, str(k + 1), (x + 4, y), small, ui.MUTED, "midleft")
        if self.row_label_room <= 0:
            return
        # What the edges' letters and numbers mean is said on the rules' first page: a line of it
        # at the board's corner read as stray text to a newcomer.
        size = max(12, min(20, int(self.size * 0.26)))
        for row, team in ((0, Team.ONE), (SIZE - 1, Team.TWO)):
            x0, y0 = self.centre(-0.5, row)
            for i, line in enumerate(ui.wrap(self.row_names[team], self.row_label_room - 12, size, "")[:2]):
                ui.text(s, line, (x0 - 8, y0 + (i - 0.5) * ui.line_height(size)), size, ui.MUTED, "midright")

    def _passes(self, s: pygame.Surface, orders: Mapping[Chip, str], spots: dict[Chip, Spot]) -> None:
        """A planned pass: a dotted lane from the ball's chip to the chip it is passed to."""
        carrier = self.ball_on or self.game.carrier
        if carrier is None or orders.get(carrier) != PASS or carrier not in spots:
            return
        team = carrier[0]
        receiver = next((c for c in spots if c[0] == team and c != carrier and orders.get(c) == PASS), None)
        if receiver is None:
            return
        # Centre to centre: from a chip's place on a shared square the lane looked bent (newcomer).
        pieces.pass_lane(s, team, self.square_centre(carrier), self.square_centre(receiver), self.size * 0.05)

    def _order(
        self,
        s: pygame.Surface,
        chip: Chip,
        order: str,
        spots: dict[Chip, Spot],
        line: tuple[Point, Point] | None,
    ) -> None:
        spot = spots.get(chip)
        if spot is None:
            return
        cx, cy, r = spot
        if order == PASS:
            # At the upper left: the ball rides the upper right (the badge hid it: newcomer 7/10);
            # inside the chip's square, as every mark of a chip (on a shared square it stuck out
            # over the next square: newcomer play-test).
            badge = max(9.0, self.size * BADGE)
            pieces.pass_badge(
                s, chip[0], self._inside_square((cx, cy), (cx - r * 0.75, cy - r * 0.75), badge + 2), badge
            )
            return
        if line is not None:  # (a hop, or a curve round its squaremate: None, drawn by _hops)
            pieces.arrow(s, chip[0], *line, self.size * ARROW_W)  # its tail drawn after every arrow

    def hop_paths(
        self, orders: Mapping[Chip, str], spots: Mapping[Chip, Spot] | None = None
    ) -> dict[Chip, list[Point]]:
        """The orders drawn as a curved hop (a short arrow onto a chip on the next square), each
        as the points it is drawn along, its head at the last (hops.py)."""
        spots = self.spots() if spots is None else spots
        lines = self.arrows(orders, spots)
        curves = self._curves[1]
        straight = {c: line for c, line in lines.items() if c not in curves}
        return hops.paths(straight, orders, spots, self.size, self.size * ARROW_W) | curves

    def _hops(self, s: pygame.Surface, orders: Mapping[Chip, str], spots: Mapping[Chip, Spot]) -> None:
        """Each short arrow as a curved hop, over the chips (hops.py)."""
        for chip, points in self.hop_paths(orders, spots).items():
            hops.draw_hop(s, chip[0], points, self.size * ARROW_W)

    def _inside_square(self, of: Point, at: Point, margin: float) -> Point:
        """``at`` moved into the square under ``of`` (a chip's centre), ``margin`` px in from its edges."""
        square = self.square_at((round(of[0]), round(of[1])))
        if square is None:
            return at
        x, y = self.centre(*square)
        half = self.size / 2 - margin
        return min(max(at[0], x - half), x + half), min(max(at[1], y - half), y + half)

    def arrows(
        self, orders: Mapping[Chip, str], spots: Mapping[Chip, Spot] | None = None
    ) -> dict[Chip, tuple[Point, Point]]:
        """Each step ordered as drawn, start and tip: from its chip's edge towards the centre of
        the square it steps to, ending short of a chip standing there (arrow_ends.py; the ball's
        chip's arrow has a dot of its colour at its start: from the edge it had seemed to start at
        the ball, play-test 83). Your arrows and the
        other side's never lie on one another: two along one line are drawn apart, side by side
        (a swap's two arrows were one line with two heads in its middle), and two whose heads met
        on a square each stop short of the other (newcomer play-test)."""
        spots = self.spots() if spots is None else spots
        lines: dict[Chip, tuple[Point, Point]] = {}
        for chip, order in orders.items():
            spot, square = spots.get(chip), self._where(chip)
            if spot is None or square is None or order not in DIRECTIONS:
                continue
            dc, dr = DIRECTIONS[order]
            # Towards the centre of the square it steps to, whichever corner of a shared square it
            # starts from (a chip tucked in a corner aims 0.35 of its offset off the centre: two
            # stepping one way from one square keep their heads apart, both well into the square).
            x0, y0 = self.centre(*square)
            x1, y1 = self.centre(square[0] + dc, square[1] + dr)
            lines[chip] = ((spot[0], spot[1]), (x1 + (spot[0] - x0) * 0.35, y1 + (spot[1] - y0) * 0.35))
        gap = self.arrow_gap()
        carrier = self.ball_on or self.game.carrier
        rings: dict[Chip, float] = {}  # the ball's chip alone on its square is ringed: so is it
        ringed = carrier is not None and carrier in spots and BALL_KEY not in self.glides
        if carrier is not None and ringed and not self.shared(carrier, spots):
            at = spots[carrier][:2]
            rings[carrier] = pieces.ring_reach(spots[carrier][2], self.room(at), carrier[0])
        # The ball beside its chip is drawn over the arrows: one ending on it lost its head (7/10).
        beside = self.ball_beside(spots)
        out = apart(clear_of_chips(lines, spots, self.size, rings, [beside] if beside else []), gap)
        # Two heads on one square each drawn back a little, their tips still well into it.
        # (each from its chip's edge: never shorter than its head, nor 0.15 of a square shorter)
        head = 3.2 * max(3, round(self.size * ARROW_W))
        least = {c: min(math.dist(*out[c]), max(head, math.dist(*out[c]) - self.size * 0.15)) for c in out}
        self._curves = self._bent(heads_apart(out, gap, least), orders, spots)
        return self._curves[0]

    def _bent(
        self, lines: Mapping[Chip, Line], orders: Mapping[Chip, str], spots: Mapping[Chip, Spot]
    ) -> Bent:
        """``lines``, one that cannot run straight from a shared square bent round (detours.py)."""
        squares = {c: self.square_centre(c) for c in spots}
        beside = [] if (ball := self.ball_beside(spots)) is None else [ball]
        return detours.bend(lines, orders, squares, spots, self.size, self.size * ARROW_W, beside)

    def arrow_gap(self) -> float:
        """Px between the middles of two arrows side by side: their heads (1.5 widths each side of
        the line) apart, with their outlines."""
        return 3.2 * max(3, round(self.size * ARROW_W)) + 4

    def ball_beside(self, spots: Mapping[Chip, Spot]) -> Spot | None:
        """The ball beside its chip on a shared square (x, y, r): in the square's upper right
        corner, its outline inside it (the carrier is on its square's centre); else None."""
        carrier = self.ball_on or self.game.carrier
        if BALL_KEY in self.glides or carrier is None or carrier not in spots:
            return None
        if not self.shared(carrier, spots):
            return None
        square = self._square_of_spot(spots[carrier])
        assert square is not None
        count = sum(1 for spot in spots.values() if self._square_of_spot(spot) == square)
        x, y = self.centre(*square)
        dx, dy, r = sharing.ball_spot(count, self.size)
        return x + dx, y + dy, r

    def _ball(self, s: pygame.Surface, spots: dict[Chip, Spot]) -> None:
        glide = self.glides.get(BALL_KEY)
        carrier = self.ball_on or self.game.carrier
        if glide is not None:
            cx, cy = self.centre(*glide.position())
            pieces.ball(s, (cx, cy), self.size * 0.22)
            return
        if carrier is None or carrier not in spots:
            return
        cx, cy, r = spots[carrier]
        if (beside := self.ball_beside(spots)) is not None:
            pieces.ball(s, beside[:2], beside[2], outline=True)
            return
        where, inside = self.square_at((round(cx), round(cy))), None
        # A gliding carrier is between squares: held inside one, its ball lagged and slid round
        # the chip as it crossed (play-test 7/10); it rides the chip, where it stands at the end.
        if where is not None and chip_name(carrier) not in self.glides:  # kept on its square
            x, y = self.centre(*where)
            half = self.size / 2
            inside = pygame.Rect(round(x - half), round(y - half), round(self.size), round(self.size))
        pieces.carried_ball(s, carrier[0], (cx, cy), r, self.size * 0.15, ring=False, inside=inside)


def _inside(chip: Chip, spot: Spot, p: Point) -> bool:
    """Is ``p`` on ``chip`` drawn at ``spot``?"""
    return sharing.body_gap(chip[0], spot, p) < 0


def home_tint(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A square of a home row: its colour half way to the home rows' green."""
    r, g, b = ((a + t) // 2 for a, t in zip(colour, HOME_TINT, strict=True))
    return (r, g, b)
