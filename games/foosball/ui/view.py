"""Drawing the foosball table from above, at true scale: the field, walls, goal mouths and service
holes; the rods with their bumpers and handles (each team's handles on its own side); the figures,
each with its foot drawn where the rod's turn puts it (its reach along the table, paler the higher
it is lifted); the ball with its shadow, which parts from it as it lifts; and the ball in a
server's hand, ringed, while a serve waits."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

import pygame

from games.window import ui
from games.window.layers import Layers
from games.window.png import save_surface
from sim.foosball.spec import RodSpec, Side, TableSpec
from sim.foosball.table import FoosballTable

WOOD = (112, 72, 40)
WOOD_EDGE = (80, 50, 28)
FIELD = (30, 128, 70)
FIELD_STRIPE = (34, 138, 76)
FIELD_SHADOW = (18, 86, 46)
LINE = (230, 235, 230)
HOLE = (16, 16, 20)
NET = (60, 62, 70)
ROD = (180, 184, 190)
BUMPER = (40, 40, 44)
TEAM = {Side.HOME: (220, 60, 50), Side.AWAY: (60, 110, 230)}
HEAD = {Side.HOME: (250, 196, 170), Side.AWAY: (196, 210, 250)}
BALL = (248, 248, 240)
HANDLE_LENGTH = 0.05  # m of handle outside the wall
HANDLE_WIDTH = 0.022  # m across
MARGIN = 0.07  # m around the walls: the handles and the ball held at a service hole


def _mix(a: ui.Color, b: ui.Color, share: float) -> ui.Color:
    """``a`` moved ``share`` of the way to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * share),
        round(a[1] + (b[1] - a[1]) * share),
        round(a[2] + (b[2] - a[2]) * share),
    )


class DrawnRod(Protocol):
    """What the view reads of a rod: the live table's, or a replayed frame's."""

    @property
    def spec(self) -> RodSpec: ...
    @property
    def y(self) -> float: ...
    @property
    def wrapped(self) -> float: ...
    @property
    def broken(self) -> set[int]: ...


class DrawnTable(Protocol):
    """What the view reads of a table: the live one, or a frame of a goal's replay."""

    @property
    def spec(self) -> TableSpec: ...
    @property
    def rods(self) -> Sequence[DrawnRod]: ...
    @property
    def ball_position(self) -> tuple[float, float, float]: ...
    @property
    def gone(self) -> bool: ...
    @property
    def t(self) -> float: ...


_TABLES = Layers(kept=4)  # a window's table and its goal replay's, at two sizes


class TableView:
    """Table metres to screen pixels: the table's length across the window."""

    def __init__(self, table: DrawnTable) -> None:
        self.table = table
        self.scale = 1.0
        self.origin = (0.0, 0.0)
        self.area = pygame.Rect(0, 0, 1, 1)

    def layout(self, area: pygame.Rect) -> None:
        s = self.table.spec
        span_x = s.length + 2 * (s.goal_depth + 0.02)
        span_y = s.width + 2 * (s.wall_thickness + MARGIN)
        self.area = area
        self.scale = min(area.width / span_x, area.height / span_y)
        self.origin = (area.centerx, area.centery)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        # Home's goal on the left; home's side (its service hole and handles) at the bottom.
        return self.origin[0] + x * self.scale, self.origin[1] - y * self.scale

    def to_table(self, px: float, py: float) -> tuple[float, float]:
        return (px - self.origin[0]) / self.scale, (self.origin[1] - py) / self.scale

    def _rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        a, b = self.to_screen(x0, y1), self.to_screen(x1, y0)
        return pygame.Rect(round(a[0]), round(a[1]), max(1, round(b[0] - a[0])), max(1, round(b[1] - a[1])))

    def table_rect(self) -> pygame.Rect:
        """The table with its walls, on screen: the playing surface of the layout checks."""
        t = self.table.spec
        hl, hw, wall = t.half_length, t.half_width, t.wall_thickness
        return self._rect(-hl - t.goal_depth, -hw - wall, hl + t.goal_depth, hw + wall)

    def draw(self, s: pygame.Surface, active: set[int] | None = None, held: Side | None = None) -> None:
        """The table; ``active``: the rods in the mouse player's hands; ``held``: the side holding
        the ball at its service hole, waiting to serve (the ball is ringed)."""
        ui.playing_surface(self.table_rect())
        self._draw_table(s)
        for rod in self.table.rods:
            self._draw_rod(s, rod, rod.spec.index in (active or set()))
        for rod in self.table.rods:
            self._draw_figures(s, rod)
        self._draw_ball(s, held)

    # ----------------------------------------------------------------- the table
    def _draw_table(self, s: pygame.Surface) -> None:
        """The table without its rods: drawn once a size and blitted (its wood, stripes and nets
        were most of a frame). The layers are shared: a goal's replay draws each of its frames
        with a view of its own."""
        _TABLES.blit(s, (s.get_size(), self.origin, self.scale, self.table.spec), self._draw_wood_and_field)

    def _draw_wood_and_field(self, s: pygame.Surface) -> None:
        t = self.table.spec
        hl, hw, wall = t.half_length, t.half_width, t.wall_thickness
        frame = self._rect(-hl - wall, -hw - wall, hl + wall, hw + wall)
        pygame.draw.rect(s, WOOD, frame, border_radius=6)
        pygame.draw.rect(s, WOOD_EDGE, frame, 2, border_radius=6)
        pygame.draw.rect(s, FIELD, self._rect(-hl, -hw, hl, hw))
        stripes = 8  # mown stripes across the field, as a printed playfield has
        for k in range(0, stripes, 2):
            x0 = -hl + 2 * hl * k / stripes
            pygame.draw.rect(s, FIELD_STRIPE, self._rect(x0, -hw, x0 + 2 * hl / stripes, hw))
        for sx in (-1.0, 1.0):
            self._draw_goal(s, sx)
            for sy in (-1.0, 1.0):  # the sloped corners
                pygame.draw.polygon(
                    s,
                    WOOD,
                    [
                        self.to_screen(sx * hl, sy * hw),
                        self.to_screen(sx * (hl - t.corner), sy * hw),
                        self.to_screen(sx * hl, sy * (hw - t.corner)),
                    ],
                )
        pygame.draw.line(s, LINE, self.to_screen(0.0, -hw), self.to_screen(0.0, hw), 2)
        pygame.draw.circle(s, LINE, self.to_screen(0.0, 0.0), round(0.09 * self.scale), 2)
        for sy in (-1.0, 1.0):  # the service holes: a notch through each side wall
            y0, y1 = sorted((sy * (hw - 0.004), sy * (hw + wall)))
            hole = self._rect(-t.hole_width / 2, y0, t.hole_width / 2, y1)
            pygame.draw.rect(s, HOLE, hole, border_radius=max(1, hole.width // 4))

    def _draw_goal(self, s: pygame.Surface, sx: float) -> None:
        t = self.table.spec
        hl, g = t.half_length, t.goal_width / 2
        x0, x1 = sorted((sx * hl, sx * (hl + t.goal_depth)))
        pocket = self._rect(x0, -g, x1, g)
        pygame.draw.rect(s, HOLE, pocket)
        step = max(4, round(0.012 * self.scale))  # the net
        for px in range(pocket.left + step // 2, pocket.right, step):
            pygame.draw.line(s, NET, (px, pocket.top), (px, pocket.bottom - 1))
        for py in range(pocket.top + step // 2, pocket.bottom, step):
            pygame.draw.line(s, NET, (pocket.left, py), (pocket.right - 1, py))
        lip0, lip1 = sorted((sx * hl, sx * (hl + t.goal_lip)))
        pygame.draw.rect(s, (70, 70, 76), self._rect(lip0, -g, lip1, g))
        for sy in (-1.0, 1.0):  # the posts of the goal mouth
            pygame.draw.circle(s, LINE, self.to_screen(sx * hl, sy * g), max(2, round(0.006 * self.scale)))

    # ----------------------------------------------------------------- rods and figures
    def _draw_rod(self, s: pygame.Surface, rod: DrawnRod, active: bool) -> None:
        t = self.table.spec
        x, hw, wall = rod.spec.x, t.half_width, t.wall_thickness
        # The rod crosses the table through both walls; its handle is on its team's side. (The
        # handle is drawn where the hand holds it; the slide shows in the figures and bumpers.)
        toward = -1.0 if rod.spec.team == Side.HOME else 1.0
        colour = ui.ACCENT if active else ROD
        ends = self.to_screen(x, -(hw + wall + 0.01)), self.to_screen(x, hw + wall + 0.01)
        pygame.draw.line(s, colour, *ends, 4 if active else 3)
        y0, y1 = sorted((toward * (hw + wall + 0.006), toward * (hw + wall + HANDLE_LENGTH)))
        handle = self._rect(x - HANDLE_WIDTH / 2, y0, x + HANDLE_WIDTH / 2, y1)
        pygame.draw.rect(s, _mix(TEAM[rod.spec.team], (20, 20, 20), 0.45), handle, border_radius=4)
        if active:
            pygame.draw.rect(s, ui.ACCENT, handle, 2, border_radius=4)
        reach = hw - rod.spec.travel / 2  # a bumper meets the wall at the end of the travel
        for sy in (-1.0, 1.0):
            cy = rod.y + sy * reach
            bump = self._rect(x - 0.006, cy - 0.004, x + 0.006, cy + 0.004)
            pygame.draw.rect(s, BUMPER, bump, border_radius=2)

    def _draw_figures(self, s: pygame.Surface, rod: DrawnRod) -> None:
        t = self.table.spec
        x, team = rod.spec.x, rod.spec.team
        angle = rod.wrapped
        foot = t.leg * math.sin(angle)  # the foot's reach along the table, seen from above
        # How high the foot is: straight down is the team's colour, level with the rods (or above
        # them) is pale.
        lifted = min(1.0, max(0.0, 1.0 - math.cos(angle)))
        leg_colour = _mix(TEAM[team], (235, 240, 235), 0.65 * lifted)
        half_t, half_w = t.figure_thickness / 2, t.figure_width / 2
        for k, off in enumerate(rod.spec.offsets()):
            y = rod.y + off
            shadow = self._rect(x - half_t, y - half_w, x + half_t, y + half_w).move(2, 2)
            pygame.draw.rect(s, FIELD_SHADOW, shadow, border_radius=4)
            if k not in rod.broken and abs(foot) > 1e-4:
                x0, x1 = sorted((x, x + foot))
                leg = self._rect(x0, y - half_w * 0.55, x1, y + half_w * 0.55)
                pygame.draw.rect(s, leg_colour, leg, border_radius=3)
                tip = self.to_screen(x + foot, y)
                pygame.draw.circle(
                    s, _mix(leg_colour, (20, 20, 20), 0.3), tip, max(2, half_w * 0.6 * self.scale)
                )
            body = self._rect(x - half_t, y - half_w, x + half_t, y + half_w)
            pygame.draw.rect(s, TEAM[team], body, border_radius=4)
            pygame.draw.rect(s, (20, 20, 20), body, 1, border_radius=4)
            pygame.draw.circle(s, HEAD[team], self.to_screen(x, y), max(2, 0.8 * half_t * self.scale))

    # ----------------------------------------------------------------- the ball
    def _draw_ball(self, s: pygame.Surface, held: Side | None) -> None:
        t = self.table.spec
        if self.table.gone:
            return
        x, y, z = self.table.ball_position
        r = t.ball_radius * self.scale
        height = max(0.0, z - t.ball_radius)
        # The light is high and to the upper left: a lifted ball's shadow falls down and right.
        shadow = self.to_screen(x + height * 0.7, y - height * 0.7)
        pygame.draw.circle(s, (12, 50, 26), shadow, r)
        centre = self.to_screen(x, y)
        drawn = r * (1.0 + height * 4.0)  # nearer the eye, a lifted ball looks bigger
        if held == Side.HOME:  # the mouse player's, to be dragged: a ring that breathes
            ring = drawn * 2.2 + 3.0 * (1.0 + math.sin(self.table.t * 6.0))
            pygame.draw.circle(s, ui.ACCENT, centre, ring, 3)
        elif held is not None:  # the other side's: a thin ring, clear of its rods' handles and names
            pygame.draw.circle(s, TEAM[held], centre, drawn + 4, 2)
        pygame.draw.circle(s, BALL, centre, drawn)
        pygame.draw.circle(s, (120, 120, 120), centre, drawn, 1)
        pygame.draw.circle(
            s, (255, 255, 255), (centre[0] - drawn * 0.35, centre[1] - drawn * 0.35), max(1, drawn * 0.3)
        )


def save_table_png(table: FoosballTable, path: str, size: tuple[int, int] = (1280, 760)) -> None:
    """Draw the table as it stands to a PNG file, without a window."""
    pygame.font.init()
    surface = pygame.Surface(size)
    surface.fill((22, 26, 32))
    view = TableView(table)
    view.layout(pygame.Rect(10, 10, size[0] - 20, size[1] - 20))
    view.draw(surface)
    save_surface(surface, path)
