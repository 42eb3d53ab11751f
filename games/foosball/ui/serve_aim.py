"""Where a serve being pulled will go, shown before it is let go: its way across the table if no
figure meets it (a dotted line, folded off the side walls), where it crosses each rod's line, and
in words whether it is too straight or too slanted (play-test: "serves cross untouched with no
guidance on speed or slant").

The thresholds were measured on the standard table with the rods standing still
(tests/games/test_foosball_pace_and_help.py): a serve within about 1.5 degrees of straight
across rolls up between the two midfield rods and out of the far service hole untouched; one slanting
more than about 35 degrees does not go into the hole at all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.foosball.ui.view import TEAM, TableView
from games.window import ui
from sim.foosball.spec import Side, TableSpec

STRAIGHT = 3.0  # degrees of slant: straighter, the serve may cross between the midfield rods untouched
SLANTED = 33.0  # degrees: more, the ball does not go into the hole
FAST = 2.6  # m/s: a serve this fast gives the midfield rod little time
PATH = 1.2  # m of the ball's way drawn
STEP = 0.01  # m between the points worked out


@dataclass(frozen=True, slots=True)
class ServeAim:
    path: tuple[tuple[float, float], ...]  # table points, from the hole
    crossings: tuple[tuple[Side, float, float], ...]  # (whose rod, x, y) where it crosses a rod's line
    slant: float  # degrees from straight across
    speed: float  # m/s

    @property
    def verdict(self) -> str:
        """A word or two for the arrow's label."""
        if self.slant < STRAIGHT:
            return "too straight"
        if self.slant > SLANTED:
            return "too slanted"
        if not self.yours_first(Side.HOME):
            return "to the CPU"
        return "too fast" if self.speed > FAST else "good"

    def yours_first(self, you: Side) -> bool:
        """Does the ball cross a rod of ``you``'s first, so your figures can play it before the
        other side's (a play-test: "good" said of a serve that crossed the CPU's midfield first)?"""
        return next((side for side, _, _ in self.crossings), None) == you

    def advice(self, you: Side) -> str:
        """The whole sentence, for the line under the table while the serve is pulled."""
        said = f"Serve {self.speed:.1f} m/s, {self.slant:.0f}° of slant: "
        if self.slant < STRAIGHT:
            return said + (
                "too straight, it may roll between the midfield rods and out of the far hole untouched;"
                " pull a little to one side as well as down"
            )
        if self.slant > SLANTED:
            return said + "too slanted, the ball will not go into the hole; pull more straight down"
        if not self.yours_first(you):
            return said + (
                "it reaches the CPU's midfield rod first: the CPU plays it before you can."
                " Pull down and a little to the right, so it rolls left to your midfield rod"
            )
        pace = "; fast, your midfield rod has little time: pull less" if self.speed > FAST else ""
        return said + f"good, your midfield rod can play it first (the dotted line){pace}"


def aim(spec: TableSpec, start: tuple[float, float], vx: float, vy: float) -> ServeAim:
    """The serve from ``start`` at (vx, vy) on ``spec``'s table, if no figure meets it."""
    speed = math.hypot(vx, vy)
    slant = math.degrees(math.atan2(abs(vx), abs(vy))) if speed > 0.0 else 0.0
    half_y = spec.half_width - spec.ball_radius
    ux, uy = (vx / speed, vy / speed) if speed > 0.0 else (0.0, 0.0)
    x, y = start
    path = [(x, y)]
    crossings: list[tuple[Side, float, float]] = []
    inside = False  # it starts in the hole, through the side wall
    for _ in range(round(PATH / STEP)):
        nx, ny = x + ux * STEP, y + uy * STEP
        inside = inside or abs(ny) <= half_y
        if inside and abs(ny) > half_y:  # off the far side wall
            ny = math.copysign(2 * half_y - abs(ny), ny)
            uy = -uy
        if abs(nx) > spec.half_length - spec.ball_radius:
            break
        for rod in spec.rods:
            if (x - rod.x) * (nx - rod.x) < 0.0:
                crossings.append((rod.team, rod.x, ny))
        x, y = nx, ny
        path.append((x, y))
    return ServeAim(tuple(path), tuple(crossings), slant, speed)


def draw(surface: pygame.Surface, view: TableView, served: ServeAim) -> None:
    """The dotted way and a ring where it crosses each rod's line, in that rod's team colour."""
    points = [view.to_screen(x, y) for x, y in served.path]
    for k in range(0, len(points) - 1, 2):
        pygame.draw.line(surface, ui.HIGHLIGHT, points[k], points[k + 1], 2)
    radius = max(5, round(view.table.spec.ball_radius * view.scale))
    for side, x, y in served.crossings:
        pygame.draw.circle(surface, TEAM[side], view.to_screen(x, y), radius, 2)
