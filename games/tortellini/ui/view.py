"""Drawing Tortellini Football: the checkerboard with its squares' names at the edges, the chips
(team one's round with a gold rim, team two's square with a black one), the tortellino on its
chip, planned orders as arrows, and chips and ball gliding as a turn is carried out (tile
physics, :mod:`sim.tiles.grid`)."""

from __future__ import annotations

import math

import pygame

from games.tortellini.rules.actions import DIRECTIONS, FILES, PASS, SIZE, Team
from games.tortellini.rules.engine import Chip, Tortellini, chip_name
from games.window import ui
from sim.tiles.grid import Glide, Square

LIGHT, DARK = (226, 214, 186), (120, 84, 60)
CHIP_COLOUR = {"red": (210, 50, 44), "white": (238, 238, 232), "blue": (46, 86, 200)}
PASTA, PASTA_EDGE = (246, 206, 112), (176, 128, 52)
RIM = {Team.ONE: (232, 184, 40), Team.TWO: (18, 18, 20)}
MARK = (255, 80, 200)  # a change of hands: a colour of its own, on any square
BALL_KEY = "ball"


class TortelliniView:
    def __init__(self, game: Tortellini) -> None:
        self.game = game
        self.size = 1.0
        self.origin = (0.0, 0.0)
        self.area = pygame.Rect(0, 0, 1, 1)
        self.glides: dict[str, Glide] = {}
        # While a turn is being revealed: where the chips are drawn (where they stood), which
        # chip the ball is drawn on (its carrier before the turn), and squares to mark.
        self.frozen: dict[Chip, Square | None] | None = None
        self.ball_on: Chip | None = None
        self.marks: list[Square] = []
        self.row_names = {t: f"Team {t.value}'s home row" for t in Team}  # as the window says it

    def layout(self, area: pygame.Rect) -> None:
        self.area = area
        self.size = min(area.width, area.height) / SIZE
        self.origin = (area.centerx - self.size * SIZE / 2, area.centery - self.size * SIZE / 2)

    def centre(self, col: float, row: float) -> tuple[float, float]:
        """Row 0 (team one's home row) at the bottom."""
        return self.origin[0] + (col + 0.5) * self.size, self.origin[1] + (SIZE - 0.5 - row) * self.size

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        col = int((pos[0] - self.origin[0]) // self.size)
        row = SIZE - 1 - int((pos[1] - self.origin[1]) // self.size)
        return (col, row) if 0 <= col < SIZE and 0 <= row < SIZE else None

    # ----------------------------------------------------------------- animation
    def animate(self, before: dict[Chip, Square | None], ball_path: list[Square]) -> None:
        for chip, start in before.items():
            end = self.game.chips[chip]
            if start is not None and end is not None and start != end:
                self.glides[chip_name(chip)] = Glide(chip_name(chip), [start, end], speed=3.0)
        if len(ball_path) >= 2:
            self.glides[BALL_KEY] = Glide(BALL_KEY, ball_path, speed=6.0)

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
        square = self.frozen[chip] if self.frozen is not None else self.game.chips[chip]
        return None if square is None else (float(square[0]), float(square[1]))

    # ----------------------------------------------------------------- drawing
    def draw(
        self, s: pygame.Surface, orders: dict[Chip, str], selected: Chip | None, targets: list[Square]
    ) -> None:
        for row in range(SIZE):
            for col in range(SIZE):
                x, y = self.centre(col, row)
                half = self.size / 2
                rect = pygame.Rect(
                    round(x - half), round(y - half), round(self.size) + 1, round(self.size) + 1
                )
                pygame.draw.rect(s, LIGHT if (row + col) % 2 else DARK, rect)
        small = max(12, int(self.size * 0.22))
        for k in range(SIZE):  # the edges' names of the squares, as the log uses them
            x, y = self.centre(k, -0.5)  # the bottom edge
            ui.text(s, FILES[k], (x, y + 2), small, ui.MUTED, "midtop")
            x, y = self.centre(SIZE - 0.5, k)  # the right edge
            ui.text(s, str(k + 1), (x + 4, y), small, ui.MUTED, "midleft")
        for row, team in ((0, Team.ONE), (SIZE - 1, Team.TWO)):
            x0, y0 = self.centre(-0.5, row + 0.5)
            ui.text(
                s,
                self.row_names[team],
                (x0 - 8, y0 + self.size / 2),
                18,
                ui.MUTED,
                "midright",
            )
        for square in targets:
            pygame.draw.circle(s, ui.ACCENT, self.centre(*square), self.size * 0.1)
        stacks: dict[tuple[float, float], int] = {}
        for chip in self.game.chips:
            where = self._where(chip)
            if where is None:
                continue
            k = stacks.get(where, 0)
            stacks[where] = k + 1
            self._chip(s, chip, where, k, chip == selected)
        for chip, order in orders.items():
            self._order(s, chip, order)
        self._ball(s)
        for square in self.marks:  # where the ball changed hands
            cx, cy = self.centre(*square)
            pygame.draw.circle(s, MARK, (cx, cy), self.size * 0.48, 4)

    def _chip(
        self, s: pygame.Surface, chip: Chip, where: tuple[float, float], k: int, selected: bool
    ) -> None:
        cx, cy = self.centre(*where)
        cx, cy = cx + k * self.size * 0.12, cy - k * self.size * 0.12  # chips sharing a square
        r = self.size * 0.34
        team, colour = chip
        # The teams differ by shape as well as by rim, so no one needs to tell colours apart:
        # team one's chips are round with a gold rim, team two's square with a black one.
        rim = max(3, round(r * 0.22))
        if team == Team.ONE:
            pygame.draw.circle(s, CHIP_COLOUR[colour], (cx, cy), r)
            pygame.draw.circle(s, RIM[team], (cx, cy), r, rim)
            pygame.draw.circle(s, (30, 30, 30), (cx, cy), r, 1)
        else:
            box = pygame.Rect(0, 0, round(1.7 * r), round(1.7 * r))
            box.center = (round(cx), round(cy))
            pygame.draw.rect(s, CHIP_COLOUR[colour], box, border_radius=round(r * 0.25))
            pygame.draw.rect(s, RIM[team], box, rim, border_radius=round(r * 0.25))
        if selected:
            pygame.draw.circle(s, ui.ACCENT, (cx, cy), r * 1.25 + 4, 3)

    def _order(self, s: pygame.Surface, chip: Chip, order: str) -> None:
        where = self._where(chip)
        if where is None:
            return
        cx, cy = self.centre(*where)
        if order == PASS:
            ui.text(s, "P", (cx, cy - self.size * 0.42), int(self.size * 0.4), ui.ACCENT, "center")
            return
        dc, dr = DIRECTIONS[order]
        ex, ey = cx + dc * self.size * 0.62, cy - dr * self.size * 0.62
        pygame.draw.line(s, ui.ACCENT, (cx, cy), (ex, ey), 4)
        angle = math.atan2(ey - cy, ex - cx)
        for side in (-0.5, 0.5):
            tip = (ex - 12 * math.cos(angle + side), ey - 12 * math.sin(angle + side))
            pygame.draw.line(s, ui.ACCENT, (ex, ey), tip, 4)

    def _ball(self, s: pygame.Surface) -> None:
        glide = self.glides.get(BALL_KEY)
        carrier = self.ball_on or self.game.carrier
        if glide is not None:
            where: tuple[float, float] | None = glide.position()
        else:
            where = None if carrier is None else self._where(carrier)
        if where is None:
            return
        cx, cy = self.centre(*where)
        self._tortellino(s, cx, cy - self.size * 0.05, self.size * 0.2)

    def _tortellino(self, s: pygame.Surface, cx: float, cy: float, r: float) -> None:
        """The ball: a tortellino, a ring of folded pasta with its two ends pinched together."""
        ring = pygame.Rect(round(cx - r), round(cy - r * 0.8), round(2 * r), round(1.6 * r))
        pygame.draw.ellipse(s, PASTA, ring)
        pygame.draw.ellipse(s, PASTA_EDGE, ring, max(1, round(r * 0.12)))
        hole = ring.inflate(-round(r * 1.1), -round(r * 0.9))
        pygame.draw.ellipse(s, PASTA_EDGE, hole)
        pygame.draw.circle(s, PASTA, (cx, ring.bottom - r * 0.15), r * 0.32)  # the pinched ends
        pygame.draw.circle(s, PASTA_EDGE, (cx, ring.bottom - r * 0.15), r * 0.32, 1)
