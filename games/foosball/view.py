"""Drawing the foosball table from above: the field, walls and goals, the rods with their figures
(each foot drawn where it reaches, so a raised figure shows its foot lifted), and the ball."""

from __future__ import annotations

import math

import pygame

from games.app import ui
from games.png import save_surface
from sim.foosball import FoosballTable
from sim.foosball_table import Side

WOOD = (112, 72, 40)
FIELD = (30, 128, 70)
LINE = (230, 235, 230)
ROD = (180, 184, 190)
TEAM = {Side.HOME: (220, 60, 50), Side.AWAY: (60, 110, 230)}
BALL = (248, 248, 240)


class TableView:
    """Table metres to screen pixels: the table's length across the window."""

    def __init__(self, table: FoosballTable) -> None:
        self.table = table
        self.scale = 1.0
        self.origin = (0.0, 0.0)
        self.area = pygame.Rect(0, 0, 1, 1)

    def layout(self, area: pygame.Rect) -> None:
        s = self.table.spec
        span_x = s.length + 2 * (s.goal_depth + 0.02)
        span_y = s.width + 2 * (s.wall_thickness + 0.06)  # room for the served ball outside
        self.area = area
        self.scale = min(area.width / span_x, area.height / span_y)
        self.origin = (area.centerx, area.centery)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        # Home's goal on the left; +y (the away side's service hole) at the top.
        return self.origin[0] + x * self.scale, self.origin[1] - y * self.scale

    def to_table(self, px: float, py: float) -> tuple[float, float]:
        return (px - self.origin[0]) / self.scale, (self.origin[1] - py) / self.scale

    def _rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        a, b = self.to_screen(x0, y1), self.to_screen(x1, y0)
        return pygame.Rect(round(a[0]), round(a[1]), max(1, round(b[0] - a[0])), max(1, round(b[1] - a[1])))

    def draw(self, s: pygame.Surface, active: set[int] | None = None) -> None:
        self._draw_table(s)
        for rod in self.table.rods:
            self._draw_rod(s, rod.spec.index, rod.spec.index in (active or set()))
        self._draw_ball(s)

    def _draw_table(self, s: pygame.Surface) -> None:
        t = self.table.spec
        hl, hw, wall = t.half_length, t.half_width, t.wall_thickness
        pygame.draw.rect(s, WOOD, self._rect(-hl - wall, -hw - wall, hl + wall, hw + wall), border_radius=6)
        pygame.draw.rect(s, FIELD, self._rect(-hl, -hw, hl, hw))
        g = t.goal_width / 2
        for sx in (-1.0, 1.0):
            x0, x1 = sorted((sx * hl, sx * (hl + t.goal_depth)))
            pygame.draw.rect(s, (20, 20, 24), self._rect(x0, -g, x1, g))  # the goal's pocket
            lip0, lip1 = sorted((sx * hl, sx * (hl + t.goal_lip)))
            pygame.draw.rect(s, (60, 60, 64), self._rect(lip0, -g, lip1, g))
            corner = [
                self.to_screen(sx * hl, hw),
                self.to_screen(sx * (hl - t.corner), hw),
                self.to_screen(sx * hl, hw - t.corner),
            ]
            pygame.draw.polygon(s, WOOD, corner)
            corner = [
                self.to_screen(sx * hl, -hw),
                self.to_screen(sx * (hl - t.corner), -hw),
                self.to_screen(sx * hl, -hw + t.corner),
            ]
            pygame.draw.polygon(s, WOOD, corner)
        pygame.draw.line(s, LINE, self.to_screen(0.0, -hw), self.to_screen(0.0, hw), 2)
        pygame.draw.circle(s, LINE, self.to_screen(0.0, 0.0), round(0.09 * self.scale), 2)
        for sy in (-1.0, 1.0):  # the service holes
            pygame.draw.rect(
                s,
                (20, 20, 24),
                self._rect(
                    -t.hole_width / 2,
                    min(sy * hw, sy * (hw + wall)),
                    t.hole_width / 2,
                    max(sy * hw, sy * (hw + wall)),
                ),
            )

    def _draw_rod(self, s: pygame.Surface, index: int, active: bool) -> None:
        t = self.table.spec
        rod = self.table.rods[index]
        x = rod.spec.x
        colour = ui.ACCENT if active else ROD
        pygame.draw.line(
            s,
            colour,
            self.to_screen(x, -t.half_width - t.wall_thickness),
            self.to_screen(x, t.half_width + t.wall_thickness),
            3 if active else 2,
        )
        foot = t.leg * math.sin(rod.wrapped)  # the foot's reach along x, seen from above
        low = math.cos(rod.wrapped) > 0.0
        team = TEAM[rod.spec.team]
        for k, off in enumerate(rod.spec.offsets()):
            y = rod.y + off
            body = self._rect(
                x - t.figure_thickness / 2,
                y - t.figure_width / 2,
                x + t.figure_thickness / 2,
                y + t.figure_width / 2,
            )
            pygame.draw.rect(s, team, body, border_radius=3)
            if k in rod.broken:
                continue
            shade = team if low else tuple(c // 2 for c in team)
            x0, x1 = sorted((x, x + foot))
            leg = self._rect(x0, y - t.figure_width / 3, max(x1, x0 + 0.002), y + t.figure_width / 3)
            pygame.draw.rect(s, shade, leg)
            pygame.draw.rect(s, (20, 20, 20), body, 1, border_radius=3)

    def _draw_ball(self, s: pygame.Surface) -> None:
        t = self.table.spec
        if self.table.gone:
            return
        x, y, z = self.table.ball_position
        height = max(0.0, z - t.ball_radius)
        shadow = self.to_screen(x + height * 0.4, y - height * 0.4)
        pygame.draw.circle(s, (15, 60, 30), shadow, t.ball_radius * self.scale)
        r = t.ball_radius * self.scale * (1.0 + height * 4.0)  # a lifted ball looks bigger
        pygame.draw.circle(s, BALL, self.to_screen(x, y), r)
        pygame.draw.circle(s, (120, 120, 120), self.to_screen(x, y), r, 1)


def save_table_png(table: FoosballTable, path: str, size: tuple[int, int] = (1280, 760)) -> None:
    """Draw the table as it stands to a PNG file, without a window."""
    pygame.font.init()
    surface = pygame.Surface(size)
    surface.fill((22, 26, 32))
    view = TableView(table)
    view.layout(pygame.Rect(10, 10, size[0] - 20, size[1] - 20))
    view.draw(surface)
    save_surface(surface, path)
