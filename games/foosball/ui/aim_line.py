"""Where a strike would send the ball now: a dotted line from a ball in front of one of your figures,
straight off the flat middle of the foot and slanting off its rounded corner, bright when it runs
into the goal's mouth; a short word by its end ("at goal", "blocked", and "comes back" for a man
of the other side's near ahead in its way), between the rods' lines and over no figure, and what
blocks it said under the table. It teaches aiming: slide the rod to meet the ball off-centre.

:func:`strike_line` is the closed form (when a line is shown at all, and its angle for a foot
meeting a resting ball at speed); the line drawn is the wheel's own strike run ahead on a copy of
the table (strike_preview.py). Its dots start past the ball and never cover a figure of yours
(a play-test: "the line passes through my own figure")."""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from games.foosball.ui.placed_lane import CLOSE
from games.window import ui
from sim.foosball.spec import Side

if TYPE_CHECKING:
    from games.foosball.ui.view import TableView
    from sim.foosball.table import FoosballTable

SHOWN_BELOW = 1.5  # m/s: a faster ball is past before a line could be read
ON_TARGET = (250, 230, 90)
OFF_TARGET = (215, 225, 215)
BLOCKED = (255, 170, 140)


@dataclass(frozen=True, slots=True)
class StrikeLine:
    """A strike's path from the ball to the first wall or goal line it reaches (table metres)."""

    start: tuple[float, float]
    end: tuple[float, float]
    on_target: bool  # it ends in the goal's mouth
    blocked_by: str = ""  # the figure standing in its way ("the CPU's midfield man"), if any
    # That figure is one of the other side's, near ahead (placed_lane.CLOSE): the ball comes
    # straight back at your goal, faster than a hand can bring a man down (a play-test: 5 of the
    # CPU's 9 goals were the player's own shots off its forwards).
    rebound: bool = False


def stopped(
    table: FoosballTable,
    line: StrikeLine,
    forward: float,
    passing: Collection[int],
    touched: Collection[int] = (),
) -> StrikeLine:
    """The line cut at the first figure standing foot down in its way (a play-test: "on goal"
    drawn through the player's own defence man and the CPU's midfield); ``passing``: rods whose
    feet will be up as the ball comes (the strike run ahead saw it go past them); ``touched``:
    rods whose figures the strike run ahead saw meet it, whatever their feet look like now."""
    spec = table.spec
    low = (spec.rod_height - spec.ball_radius) / spec.leg
    room = spec.figure_width / 2.0 + spec.ball_radius
    (x0, y0), (x1, y1) = line.start, line.end
    first: tuple[float, str, bool] | None = None  # how far ahead, whose man, one of theirs
    for rod in table.rods:
        along = (rod.spec.x - x0) * forward
        if along <= spec.figure_thickness or (x1 - rod.spec.x) * forward <= 0.0 or rod.spec.index in passing:
            continue
        if math.cos(rod.wrapped) < low and rod.spec.index not in touched:
            continue  # lifted: the ball passes under
        y = y0 + (y1 - y0) * (rod.spec.x - x0) / (x1 - x0)
        in_line = rod.spec.index in touched or any(abs(rod.y + off - y) < room for off in rod.spec.offsets())
        if in_line and (first is None or along < first[0]):
            whose = "your" if rod.spec.team == Side.HOME else "the CPU's"
            theirs = (rod.spec.team == Side.HOME) != (forward > 0.0)
            first = (along, f"{whose} {rod.spec.role} man", theirs)
    if first is None:
        return line
    along, name, theirs = first
    face = along - spec.figure_thickness / 2.0 - spec.ball_radius
    share = face * forward / (x1 - x0)
    end = (x0 + (x1 - x0) * share, y0 + (y1 - y0) * share)
    return StrikeLine(line.start, end, False, name, theirs and along <= CLOSE)


def strike_line(table: FoosballTable, active: Collection[int]) -> StrikeLine | None:
    """The line a strike by the rod in hand nearest behind the ball would send it along (the rod
    a wheel strike turns), if the ball rests on the field within a figure's reach."""
    spec = table.spec
    x, y, z = table.ball_position
    vx, vy, _ = table.ball_velocity
    if table.gone or z > spec.ball_radius or math.hypot(vx, vy) > SHOWN_BELOW:
        return None
    striker = None
    for index in active:
        rod_spec = spec.rods[index]
        forward = 1.0 if rod_spec.team == Side.HOME else -1.0
        ahead = (x - rod_spec.x) * forward
        if 0.0 < ahead <= spec.reach and (striker is None or ahead < striker[1]):
            striker = (index, ahead, forward)
    if striker is None:
        return None
    index, _, forward = striker
    rod = table.rods[index]
    offset = min((y - (rod.y + off) for off in rod.spec.offsets()), key=abs)
    angle = spec.strike_angle(offset)
    if angle is None:
        return None
    side = spec.half_width - spec.ball_radius
    return to_the_end(spec.half_length, side, spec.goal_width, x, y, forward, angle)


def to_the_end(
    half_length: float, side: float, goal_width: float, x: float, y: float, forward: float, angle: float
) -> StrikeLine:
    dx, dy = forward * math.cos(angle), math.sin(angle)
    along = (half_length - x * forward) / abs(dx)  # to the goal line it is aimed at
    if dy != 0.0:
        along = min(along, (math.copysign(side, dy) - y) / dy)  # or the side wall first
    end = (x + dx * along, y + dy * along)
    on_target = abs(abs(end[0]) - half_length) < 1e-9 and abs(end[1]) < goal_width / 2.0
    return StrikeLine((x, y), end, on_target)


def draw(surface: pygame.Surface, view: TableView, table: FoosballTable, line: StrikeLine | None) -> None:
    """The line of the strike the rods in hand would make now, if there is one: dots along it
    (none on a figure of yours), and a ring where it ends."""
    if line is None:
        return
    colour = ON_TARGET if line.on_target else OFF_TARGET
    start, end = view.to_screen(*line.start), view.to_screen(*line.end)
    length = math.dist(start, end)
    if length < 1.0:
        return
    gap = max(8.0, 0.02 * view.scale)
    dots = int(length // gap)
    first = 1.4 * table.spec.ball_radius * view.scale / gap  # from outside the ball
    figures = your_figures(view, table)
    for k in range(math.ceil(first), dots + 1):
        share = k * gap / length
        point = (start[0] + (end[0] - start[0]) * share, start[1] + (end[1] - start[1]) * share)
        if not any(box.collidepoint(point) for box in figures):
            pygame.draw.circle(surface, colour, point, 2)
    pygame.draw.circle(surface, colour, end, 6, 2)
    # "at goal", never "on goal": the line is the rods as they stand now, and a CPU man
    # sliding in after it was drawn turned one into an own goal (a newcomer's play-test, 6/10).
    words, tint = (AIMED, colour) if line.on_target else ("blocked", BLOCKED)
    if line.on_target or line.blocked_by:
        # A short word by the ring, in the gap between two rods' lines, clear of every figure
        # (a play-test read "blocked by the CPU's goalie man" across the CPU's rods); which figure
        # blocks it is said under the table (aim_past.blocked_words).
        spot = label_spot(view, table, words, end)
        if spot is not None:
            ui.text(surface, words, spot.topleft, LABEL_SIZE, tint)
            if line.rebound:  # and that it comes back, by it
                again = label_spot(view, table, REBOUND, end, [spot])
                if again is not None:
                    ui.text(surface, REBOUND, again.topleft, LABEL_SIZE, REBOUND_TINT)


LABEL_SIZE = 14
# Said by "blocked" when the man is one of the CPU's near ahead: the shot comes back at you.
REBOUND = "comes back"
REBOUND_TINT = (255, 120, 100)
AIMED = "at goal"  # short: it fits between the goalie rod and the end wall, as "on goal" did
# Said under the table the first time a line is aimed at goal in a game.
AIMED_MEANING = (
    "The yellow line is where a shot goes as the rods stand now: it is redrawn as they move, and a"
    " CPU man can still slide into its way"
)


def label_spot(
    view: TableView,
    table: FoosballTable,
    words: str,
    at: tuple[float, float],
    taken: list[pygame.Rect] | None = None,
) -> pygame.Rect | None:
    """Where ``words`` go by the point ``at``: between the two rods' lines either side of it, above
    or below it, over no figure, no rod and no label already ``taken``; None if no such place is
    near."""
    spec = table.spec
    width, height = ui.text_width(words, LABEL_SIZE), ui.line_height(LABEL_SIZE)
    ends = [view.to_screen(-spec.half_length, 0.0)[0], view.to_screen(spec.half_length, 0.0)[0]]
    lines = sorted([*ends, *(view.to_screen(rod.spec.x, 0.0)[0] for rod in table.rods)])
    left = max((x for x in lines if x < at[0]), default=ends[0])
    right = min((x for x in lines if x > at[0]), default=ends[1])
    room = 4 + view.scale * spec.figure_thickness / 2.0  # a rod's line and its figures' bodies
    if right - left < width + 2 * room:
        return None
    top, bottom = view.to_screen(0.0, spec.half_width)[1], view.to_screen(0.0, -spec.half_width)[1]
    figures = all_figures(view, table) + [box.inflate(0, 2) for box in taken or []]
    box = pygame.Rect(0, 0, width, height)
    box.centerx = round(min(max(at[0], left + room + width / 2), right - room - width / 2))
    for k in range(8):  # above, below, then further out
        if k % 2 == 0:
            box.bottom = round(at[1] - 10 - (k // 2) * height)
        else:
            box.top = round(at[1] + 10 + (k // 2) * height)
        if box.top < top or box.bottom > bottom:
            continue
        if box.collidelist(figures) < 0:
            return box
    return None


def your_figures(view: TableView, table: FoosballTable) -> list[pygame.Rect]:
    """Where your figures are drawn, with their feet as the turn puts them, and a little room."""
    return all_figures(view, table, Side.HOME)


def all_figures(view: TableView, table: FoosballTable, team: Side | None = None) -> list[pygame.Rect]:
    """Where the figures (of ``team``, or every one) are drawn, with their feet as the turn puts
    them, and a little room."""
    spec = table.spec
    half_t, half_w, pad = spec.figure_thickness / 2.0, spec.figure_width / 2.0, 4
    boxes = []
    for rod in table.rods:
        if team is not None and rod.spec.team != team:
            continue
        foot = spec.leg * math.sin(rod.wrapped)
        x0, x1 = min(-half_t, foot), max(half_t, foot)
        for off in rod.spec.offsets():
            y = rod.y + off
            a = view.to_screen(rod.spec.x + x0, y + half_w)
            b = view.to_screen(rod.spec.x + x1, y - half_w)
            boxes.append(pygame.Rect(a[0], a[1], b[0] - a[0], b[1] - a[1]).inflate(2 * pad, 2 * pad))
    return boxes
