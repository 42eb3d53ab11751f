"""Drawing the All-Pro Football board: 5-yard squares, light and dark, end zones, the yard
stripes, the line of scrimmage and the first-down marker, the men (a block drawn as a stack),
the ball, and the dice. Men glide from square to square (tile physics, :mod:`sim.tiles.grid`)."""

from __future__ import annotations

import pygame

from games.all_pro.rules.board import COLS, ROWS, Team
from games.all_pro.rules.engine import OFF, AllPro
from games.window import ui
from sim.tiles.grid import Glide, Square, Tumble

LIGHT, DARK = (58, 140, 72), (46, 118, 60)
END_ZONE = {Team.HOME: (150, 60, 52), Team.AWAY: (52, 80, 150)}
TEAM = {Team.HOME: (214, 56, 46), Team.AWAY: (48, 96, 214)}
STRIPE = (236, 240, 236)
FADED = {team: (r // 2 + 64, g // 2 + 64, b // 2 + 64) for team, (r, g, b) in TEAM.items()}
SCRIMMAGE, MARKER = (80, 180, 255), (255, 214, 0)
BALL = (140, 84, 40)
DICE_SHOWN = 3.0  # s the dice stay on the board once they have settled


def label(man: str) -> str:
    """A man as the board shows him: "home.B1" is B1."""
    return man.split(".", 1)[1]


class BoardView:
    """Board squares to screen pixels: the field's length across the window, home on the left."""

    def __init__(self, game: AllPro) -> None:
        self.game = game
        self.size = 1.0
        self.origin = (0.0, 0.0)
        self.area = pygame.Rect(0, 0, 1, 1)
        self.glides: dict[str, Glide] = {}
        self.dice: Tumble | None = None
        self.dice_age = 0.0

    def layout(self, area: pygame.Rect) -> None:
        self.area = area
        self.size = min(area.width / ROWS, area.height / COLS)
        self.origin = (area.centerx - self.size * ROWS / 2, area.centery - self.size * COLS / 2)

    def rect(self, square: Square) -> pygame.Rect:
        col, row = square
        x = self.origin[0] + row * self.size
        y = self.origin[1] + (COLS - 1 - col) * self.size
        return pygame.Rect(round(x), round(y), round(self.size) + 1, round(self.size) + 1)

    def centre(self, col: float, row: float) -> tuple[float, float]:
        return (
            self.origin[0] + (row + 0.5) * self.size,
            self.origin[1] + (COLS - 1 - col + 0.5) * self.size,
        )

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        row = int((pos[0] - self.origin[0]) // self.size)
        col = COLS - 1 - int((pos[1] - self.origin[1]) // self.size)
        return (col, row) if 0 <= col < COLS and 0 <= row < ROWS else None

    def stripe_x(self, stripe: int) -> float:
        """Screen x of a yard stripe (yards from the home goal line)."""
        return self.origin[0] + (stripe / 5 + 2) * self.size

    # ----------------------------------------------------------------- animation
    def glide(self, man: str, path: list[Square]) -> None:
        self.glides[man] = Glide(man, path, speed=4.0)  # a square in a quarter second: followable

    def roll(self, values: tuple[int, ...]) -> None:
        self.dice = Tumble(values)
        self.dice_age = 0.0

    def update(self, dt: float) -> None:
        for g in list(self.glides.values()):
            g.step(dt)
            if g.done:
                del self.glides[g.piece]
        if self.dice is not None:
            self.dice.step(dt)
            self.dice_age += dt
            if self.dice_age > self.dice.duration + DICE_SHOWN:
                self.dice = None  # read: off the board, so an old roll is never taken for a new one

    @property
    def busy(self) -> bool:
        return bool(self.glides) or (self.dice is not None and not self.dice.done)

    # ----------------------------------------------------------------- drawing
    def draw(
        self,
        s: pygame.Surface,
        selected: str | None = None,
        targets: list[Square] | None = None,
        places: dict[str, Square] | None = None,
        held: tuple[str, tuple[float, float]] | None = None,
        tags: dict[Square, str] | None = None,
    ) -> None:
        """The board; ``held``: a man in the hand, drawn at that point of the screen; ``tags``:
        a word over some squares (a receiver's odds)."""
        self._field(s)
        self._lines(s)
        for square in targets or []:
            pygame.draw.circle(s, ui.ACCENT, self.centre(*square), self.size * 0.16)
        self._men(s, selected, places, held)
        for square, words in (tags or {}).items():
            cx, cy = self.centre(*square)
            size = max(12, int(self.size * 0.4))
            box = pygame.Rect(0, 0, ui.text_width(words, size) + 8, ui.line_height(size) + 2)
            box.midbottom = (round(cx), round(cy - self.size * 0.4))
            ui.overlay(s, box, 200)
            ui.text(s, words, box.center, size, ui.ACCENT, "center")
        if self.dice is not None:
            self._dice(s)

    def _field(self, s: pygame.Surface) -> None:
        for row in range(ROWS):
            for col in range(COLS):
                if row < 2 or row >= ROWS - 2:
                    colour = END_ZONE[Team.HOME if row < 2 else Team.AWAY]
                else:
                    colour = LIGHT if (row + col) % 2 == 0 else DARK
                pygame.draw.rect(s, colour, self.rect((col, row)))
        top, bottom = self.origin[1], self.origin[1] + COLS * self.size
        for stripe in range(0, 101, 5):
            x = self.stripe_x(stripe)
            pygame.draw.line(s, STRIPE, (x, top), (x, bottom), 3 if stripe in (0, 100) else 1)
            if stripe % 10 == 0 and 0 < stripe < 100:
                label = str(min(stripe, 100 - stripe))
                ui.text(s, label, (x, bottom + 3), 18, ui.MUTED, "midtop")
        width, height = round(ROWS * self.size), round(COLS * self.size)
        outline = pygame.Rect(round(self.origin[0]), round(top), width, height)
        pygame.draw.rect(s, STRIPE, outline, 2)

    def _lines(self, s: pygame.Surface) -> None:
        g = self.game
        top, bottom = self.origin[1] - 6, self.origin[1] + COLS * self.size + 6
        if g.is_down:
            pygame.draw.line(s, SCRIMMAGE, (self.stripe_x(g.line), top), (self.stripe_x(g.line), bottom), 4)
            x = self.stripe_x(g.marker)
            pygame.draw.line(s, MARKER, (x, top - 8), (x, top + 14), 5)
            pygame.draw.line(s, MARKER, (x, bottom - 14), (x, bottom + 8), 5)

    def _men(
        self,
        s: pygame.Surface,
        selected: str | None,
        places: dict[str, Square] | None,
        held: tuple[str, tuple[float, float]] | None,
    ) -> None:
        g = self.game
        radius = self.size * 0.38
        blockers = {b for b, _ in g.blocks.values()}
        order = sorted(g.men.values(), key=lambda m: m.id in blockers)  # blockers on top
        for man in order:
            square = places[man.id] if places and man.id in places else man.square
            if square == OFF:
                continue
            glide = self.glides.get(man.id)
            cx, cy = self.centre(*glide.position()) if glide else self.centre(*square)
            if held is not None and held[0] == man.id:
                cx, cy = held[1]
            if man.id in blockers:
                cx, cy = cx + radius * 0.35, cy - radius * 0.35
            colour = FADED[man.team] if man.out else TEAM[man.team]
            pygame.draw.circle(s, colour, (cx, cy), radius)
            edge = ui.ACCENT if man.id == selected else (20, 20, 24)
            pygame.draw.circle(s, edge, (cx, cy), radius, 3 if man.id == selected else 1)
            # His label as the buttons and the log name him: his position and number (B1, L3).
            ui.text(s, label(man.id), (cx, cy), max(11, int(self.size * 0.42)), ui.PAPER, "center")
            if man.id == g.carrier:
                self._ball(s, cx + radius * 0.7, cy - radius * 0.8, radius)
        if g.loose is not None:
            self._ball(s, *self.centre(*g.loose), radius)

    def _ball(self, s: pygame.Surface, cx: float, cy: float, radius: float) -> None:
        shape = pygame.Rect(cx - radius * 0.5, cy - radius * 0.3, radius, radius * 0.6)
        pygame.draw.ellipse(s, BALL, shape)
        pygame.draw.ellipse(s, STRIPE, shape, 1)

    def _dice(self, s: pygame.Surface) -> None:
        assert self.dice is not None
        side = max(28, int(self.size * 1.1))
        x = self.area.right - (side + 10) * len(self.dice.shown)
        for k, value in enumerate(self.dice.shown):
            box = pygame.Rect(x + k * (side + 10), self.area.top + 4, side, side)
            pygame.draw.rect(s, ui.PAPER, box, border_radius=6)
            pygame.draw.rect(s, (30, 30, 30), box, 2, border_radius=6)
            ui.text(s, str(value), box.center, int(side * 0.8), ui.INK, "center")
