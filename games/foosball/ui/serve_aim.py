"""Where a serve being pulled in a game will go, shown before it is let go: the ball's own way,
run ahead on a copy of the table with the rods as they stand (serve_preview.py), where it crosses
each rod's line, and in words whether it is too straight, too slow, or goes to the CPU first
(play-test: "serves cross untouched with no guidance on speed or slant"; a later one: the line, a
straight one drawn from the pull alone, sent a slow slanted serve across to the CPU's midfield
rod, and the ball stopped by the hole, a dead ball).

Measured on the standard table (tests/games/test_foosball_pace_and_help.py): within about 3
degrees of straight across a serve rolls up between the two midfield rods and out of the far
service hole untouched; past about 7 degrees it meets the side of the hole's tunnel and comes out
slanting the other way (the arrow and the dotted line show that way); a slow one slanting a lot
stops in the hole's mouth.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.foosball.match import in_front_of
from games.foosball.ui.serve_preview import Ending, Run, run_serve
from games.foosball.ui.view import TEAM, TableView
from games.window import ui
from sim.foosball.spec import Side
from sim.foosball.table import FoosballTable, RodCommand

STRAIGHT = 3.0  # degrees of slant: straighter, the serve may cross between the midfield rods untouched
SLANTED = 33.0  # degrees: more, the ball does not go into the hole at all
FAST = 2.6  # m/s: a serve this fast gives the midfield rod little time
TURNS_AT = 7.0  # degrees: more, the side of the hole's tunnel turns the serve


@dataclass(frozen=True, slots=True)
class ServeAim:
    path: tuple[tuple[float, float], ...]  # table points, from the hole
    crossings: tuple[tuple[Side, float, float], ...]  # (whose rod, x, y) where it crosses a rod's line
    slant: float  # degrees from straight across, as pulled
    speed: float  # m/s
    ending: Ending = Ending.ROLLING
    heading: tuple[float, float] | None = None  # which way it rolls once out of the hole (unit)
    # Whose figure met it first, the rods standing as they are (or can shoot it where it stops).
    met: Side | None = None
    along: float = 0.0  # m/s of the serve along the table, as pulled (+ towards the away goal)

    @property
    def turned(self) -> bool:
        """Did the side of the hole turn it, so it rolls the other way from the pull's?"""
        if self.heading is None:
            return False
        return abs(self.heading[0]) > 0.02 and self.along * self.heading[0] < 0.0

    @property
    def first(self) -> Side | None:
        """The side whose rod it reaches first: the first rod line it crosses, or the figure it
        meets before any."""
        return self.crossings[0][0] if self.crossings else self.met

    @property
    def verdict(self) -> str:
        """A word or two for the arrow's label."""
        if self.ending == Ending.FAILED:
            return "misses the hole"
        if self.first is None and self.ending == Ending.STOPPED:
            return "too slanted" if self.slant > TURNS_AT else "too slow"
        if self.first is None:
            return "too straight"
        if self.first != Side.HOME:
            return "to the CPU"
        return "too fast" if self.speed > FAST else "good"

    def yours_first(self, you: Side) -> bool:
        """Does the ball reach a rod of ``you``'s first, so your figures can play it before the
        other side's (a play-test: "good" said of a serve that crossed the CPU's midfield first)?"""
        return self.first == you

    def advice(self, you: Side) -> str:
        """The whole sentence, for the line under the table while the serve is pulled."""
        said = f"Serve {self.speed:.1f} m/s, {self.slant:.0f}° of slant: "
        turned = "; the side of the hole turns it the other way" if self.turned else ""
        verdict = self.verdict
        if verdict == "misses the hole":
            return said + "it hits the side of the hole and comes back; pull more straight down"
        if verdict in ("too slow", "too slanted"):
            fix = "pull further" if verdict == "too slow" else "pull more straight down"
            return said + (f"{verdict}, it stops by the hole where no figure reaches it (a dead ball); {fix}")
        if verdict == "too straight":
            return said + (
                "too straight, it may roll between the midfield rods and out of the far hole untouched;"
                " pull a little to one side as well as down"
            )
        if not self.yours_first(you):
            return said + (
                "it reaches the CPU's midfield rod first: the CPU plays it before you can."
                f" Watch the dotted line as you pull: it should bend left, to your midfield rod{turned}"
            )
        pace = "; fast, your midfield rod has little time: pull less" if self.speed > FAST else ""
        return said + f"good, your midfield rod can play it first (the dotted line){pace}{turned}"


def aim(table: FoosballTable, side: Side, vx: float, vy: float) -> ServeAim:
    """The serve at (vx, vy) from ``side``'s hole, run ahead on a copy of ``table`` with every
    rod held where it is now."""
    held: dict[int, RodCommand] = {i: rod.target for i, rod in enumerate(table.rods)}
    return from_run(run_serve(table, side, vx, vy, held), table, vx, vy)


def from_run(run: Run, table: FoosballTable, vx: float, vy: float) -> ServeAim:
    speed = math.hypot(vx, vy)
    slant = math.degrees(math.atan2(abs(vx), abs(vy))) if speed > 0.0 else 0.0
    met = None if run.met is None else table.spec.rods[run.met].team
    if run.ending == Ending.STOPPED:  # whose figure can shoot it where it stops, if any
        x, y = run.points[-1]
        met = next((side for side in (Side.HOME, Side.AWAY) if in_front_of(table.spec, side, x, y)), None)
    return ServeAim(run.points, run.crossings, slant, speed, run.ending, run.heading, met, vx)


def draw(surface: pygame.Surface, view: TableView, served: ServeAim) -> None:
    """The dotted way and a ring where it crosses each rod's line, in that rod's team colour."""
    points = [view.to_screen(x, y) for x, y in served.path]
    for k in range(0, len(points) - 1, 2):
        pygame.draw.line(surface, ui.HIGHLIGHT, points[k], points[k + 1], 2)
    radius = max(5, round(view.table.spec.ball_radius * view.scale))
    for side, x, y in served.crossings:
        pygame.draw.circle(surface, TEAM[side], view.to_screen(x, y), radius, 2)
    end = view.to_screen(*served.path[-1])
    if served.ending == Ending.STOPPED:  # where it will stop, ringed
        pygame.draw.circle(surface, ui.MUTED, end, radius + 4, 2)
