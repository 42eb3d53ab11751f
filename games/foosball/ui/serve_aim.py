"""Where a serve being pulled in a game will go, shown before it is let go: the ball's own way, run
ahead on a copy of the table with the rods as they stand (serve_preview.py), coloured by whose rod
plays it first (green: yours; red: the CPU's; amber: nobody's, it stops, or rolls out untouched),
a ring where it crosses each rod's line, and in words which rod plays it first and what to change.
Around the ball, the band of pulls that serve to your midfield rod (green), to the CPU's (red) and
too straight (grey) is drawn before and while you pull (a newcomer's play-test: "slants of 13, 21
and 23 degrees went to the CPU's midfield rod, 36 and 60 missed the hole, only 29 was good; eight
tries").

The pull is read as the ball's way (serve_pull.py): pulled down and to the right, the ball rolls up
and to the left, to your midfield rod; a pull from GOOD_PULL to MAX_PULL degrees off straight down
serves it there (tests/games/test_foosball_serve_pull.py checks the band against the physics).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.foosball.match import in_front_of
from games.foosball.rules.wording import rod_name
from games.foosball.ui.serve_preview import Ending, Run, run_serve
from games.foosball.ui.serve_pull import MAX_PULL
from games.foosball.ui.view import TEAM, TableView
from games.window import ui
from sim.foosball.spec import Side
from sim.foosball.table import FoosballTable, RodCommand

STRAIGHT = 3.0  # degrees of the ball's way: straighter, it may cross between the midfield rods
SLANTED = 33.0  # degrees of flick: more, the ball does not go into the hole at all
FAST = 2.6  # m/s: a serve this fast gives the midfield rod little time
GOOD_PULL = 8.0  # degrees of pull off straight down, towards your side: from here it serves to you
BAND_ENDS = 60.0  # degrees either side of straight down the band is drawn to
BAND_WIDTH = 9  # px
YOURS = (90, 225, 110)  # your rod plays it first
THEIRS = (255, 84, 84)  # the CPU's rod does
NOBODYS = (240, 196, 90)  # nobody's: it stops, or rolls out untouched, or misses the hole
STRAIGHT_BAND = (150, 156, 160)


@dataclass(frozen=True, slots=True)
class ServeAim:
    path: tuple[tuple[float, float], ...]  # table points, from the hole
    crossings: tuple[tuple[Side, float, float], ...]  # (whose rod, x, y) where it crosses a rod's line
    slant: float  # degrees from straight across the ball rolls onto the field
    speed: float  # m/s
    ending: Ending = Ending.ROLLING
    heading: tuple[float, float] | None = None  # which way it rolls once out of the hole (unit)
    # Whose figure met it first, the rods standing as they are (or can shoot it where it stops).
    met: Side | None = None
    first_rod: str = ""  # the rod it reaches first, as the player names it ("midfield rod")

    @property
    def first(self) -> Side | None:
        """The side whose rod it reaches first: the first rod line it crosses, or the figure it
        meets before any."""
        return self.crossings[0][0] if self.crossings else self.met

    @property
    def verdict(self) -> str:
        """A word or two for what the serve does."""
        if self.ending == Ending.FAILED:
            return "misses the hole"
        if self.first is None and self.ending == Ending.STOPPED:
            return "too slanted" if self.slant > SLANTED else "too slow"
        if self.first is None:
            return "too straight"
        if self.first != Side.HOME:
            return "to the CPU"
        return "too fast" if self.speed > FAST else "good"

    def yours_first(self, you: Side) -> bool:
        """Does the ball reach a rod of ``you``'s first, so your figures can play it before the
        other side's (a play-test: "good" said of a serve that crossed the CPU's midfield first)?"""
        return self.first == you

    def colour(self, you: Side) -> ui.Color:
        """Its path's colour: whose rod plays it first."""
        if self.first is None:
            return NOBODYS
        return YOURS if self.first == you else THEIRS

    def label(self, you: Side) -> str:
        """The words by the arrow: which rod plays it first, plainly."""
        if self.first is None:
            return {"misses the hole": "misses the hole", "too straight": "nobody's rod: too straight"}.get(
                self.verdict, "stops where no one reaches it"
            )
        whose = "your" if self.first == you else "the CPU's"
        return f"{whose} {self.first_rod} plays it first"

    def advice(self, you: Side) -> str:
        """The whole sentence, for the line under the table while the serve is pulled."""
        said = f"Serve {self.speed:.1f} m/s, rolling {self.slant:.0f}° off straight: "
        verdict = self.verdict
        towards = "pull down and to the right: the ball rolls up and to the left, to your midfield rod"
        if verdict == "misses the hole":
            return said + f"it hits the side of the hole and comes back; {towards}"
        if verdict in ("too slow", "too slanted"):
            return said + "it stops by the hole where no figure reaches it (a dead ball): pull further"
        if verdict == "too straight":
            return said + f"too straight, it may roll between the midfield rods untouched; {towards}"
        if not self.yours_first(you):
            return said + f"the CPU's {self.first_rod} plays it first (red). {ui.sentence(towards)}"
        pace = ", but fast: it gives your rod little time; pull less" if self.speed > FAST else ""
        return said + f"your {self.first_rod} plays it first (green){pace}. Let go to serve"


def aim(table: FoosballTable, side: Side, vx: float, vy: float) -> ServeAim:
    """The serve at (vx, vy) from ``side``'s hole, run ahead on a copy of ``table`` with every
    rod held where it is now."""
    held: dict[int, RodCommand] = {i: rod.target for i, rod in enumerate(table.rods)}
    return from_run(run_serve(table, side, vx, vy, held), table, vx, vy)


def from_run(run: Run, table: FoosballTable, vx: float, vy: float) -> ServeAim:
    spec = table.spec
    speed = math.hypot(vx, vy)
    way = run.heading or ((vx / speed, vy / speed) if speed > 0.0 else (0.0, 1.0))
    slant = math.degrees(math.atan2(abs(way[0]), abs(way[1])))
    met = None if run.met is None else spec.rods[run.met].team
    if run.ending == Ending.STOPPED:  # whose figure can shoot it where it stops, if any
        x, y = run.points[-1]
        met = next((side for side in (Side.HOME, Side.AWAY) if in_front_of(spec, side, x, y)), None)
    first = ""
    if run.crossings:
        side, x, _ = run.crossings[0]
        first = rod_name(next(r for r in spec.rods if r.team == side and r.x == x))
    elif run.met is not None:
        first = rod_name(spec.rods[run.met])
    elif met is not None:
        first = "figure"
    return ServeAim(run.points, run.crossings, slant, speed, run.ending, run.heading, met, first)


def draw(surface: pygame.Surface, view: TableView, served: ServeAim, you: Side = Side.HOME) -> None:
    """The ball's way, dashed in the colour of whose rod plays it first, and a ring where it
    crosses each rod's line, in that rod's team colour."""
    points = [view.to_screen(x, y) for x, y in served.path]
    colour = served.colour(you)
    for k in range(0, len(points) - 1, 2):
        pygame.draw.line(surface, colour, points[k], points[k + 1], 4)
    radius = max(5, round(view.table.spec.ball_radius * view.scale))
    for side, x, y in served.crossings:
        pygame.draw.circle(surface, TEAM[side], view.to_screen(x, y), radius, 2)
    end = view.to_screen(*served.path[-1])
    if served.ending == Ending.STOPPED:  # where it will stop, ringed
        pygame.draw.circle(surface, colour, end, radius + 4, 2)


def draw_band(surface: pygame.Surface, ball: tuple[float, float], inner: float, pulled: float | None) -> None:
    """Around the ball, below it where the pull goes: the pulls that serve to your midfield rod
    (green, down and to the right), to the CPU's (red, down and to the left) and too straight
    (grey, between), from ``inner`` px out; ``pulled``: the slant of the pull being made (degrees,
    + to the left), marked."""
    outer = inner + BAND_WIDTH
    parts = (
        (-BAND_ENDS, -GOOD_PULL, YOURS),
        (-GOOD_PULL, GOOD_PULL, STRAIGHT_BAND),
        (GOOD_PULL, BAND_ENDS, THEIRS),
    )
    for start, end, colour in parts:
        steps = max(2, round(abs(end - start) / 3))
        angles = [start + (end - start) * k / steps for k in range(steps + 1)]
        rim = [_at(ball, a, outer) for a in angles] + [_at(ball, a, inner) for a in reversed(angles)]
        pygame.draw.polygon(surface, colour, rim)
    for tick in (-MAX_PULL, -GOOD_PULL, GOOD_PULL, MAX_PULL):
        pygame.draw.line(surface, ui.INK, _at(ball, tick, inner), _at(ball, tick, outer), 1)
    if pulled is not None:
        shown = max(-BAND_ENDS, min(BAND_ENDS, pulled))
        pygame.draw.line(surface, ui.PAPER, _at(ball, shown, inner - 4), _at(ball, shown, outer + 4), 3)


def _at(ball: tuple[float, float], slant: float, radius: float) -> tuple[float, float]:
    """The point ``radius`` px from the ball along a pull slanting ``slant`` degrees off straight
    down (+ to the left)."""
    r = math.radians(slant)
    return ball[0] - radius * math.sin(r), ball[1] + radius * math.cos(r)
