"""The pieces of Tortellini Football as drawn everywhere (the board, the How to play pictures,
the legend): a chip, the tortellino, an order's arrow and a pass.

The two teams differ by shape and by line as well as by colour, so no one needs to tell colours
apart: team one's chips are round with a teal rim and its orders solid arrows; team two's chips
are square with a black rim and its orders dashed arrows with an open head. The ball is a
golden tortellino with a dark outline, a colour no rim or arrow uses."""

from __future__ import annotations

import math

import pygame

from games.tortellini.rules.actions import Team
from games.window import ui

Point = tuple[float, float]

CHIP_COLOUR = {"red": (210, 50, 44), "white": (238, 238, 232), "blue": (46, 86, 200)}
RIM = {Team.ONE: (0, 178, 170), Team.TWO: (18, 18, 20)}
ARROW = {Team.ONE: (40, 226, 214), Team.TWO: (250, 250, 250)}  # an order's arrow, by team
OUTLINE = (16, 16, 18)  # around every arrow, so it reads on light and dark squares alike
PASTA, PASTA_EDGE, PASTA_SHADOW = (250, 204, 92), (120, 74, 20), (60, 40, 20)
CARRIER = (250, 250, 250)  # the ring round the chip with the ball, on both sides
EDGE = 2  # px of dark edge round every chip, outside its rim


def chip(s: pygame.Surface, team: Team, colour: str, at: Point, r: float, edge: int = EDGE) -> None:
    """A chip of radius ``r`` centred ``at``: round for team one, square for team two; ``edge``:
    px of dark edge round it (none inside the ball's white band, which it would eat)."""
    # At least 3 px of rim, so a small chip tucked beside the ball's keeps its side's colour; a
    # dark edge outside it, so a white chip reads on the cream squares (play-test: unseen there).
    rim = max(3, round(r * 0.24))
    cx, cy = at
    if team == Team.ONE:
        pygame.draw.circle(s, OUTLINE, (cx, cy), r + edge)
        pygame.draw.circle(s, CHIP_COLOUR[colour], (cx, cy), r)
        pygame.draw.circle(s, RIM[team], (cx, cy), r, rim)
    else:
        box = pygame.Rect(0, 0, round(1.7 * r), round(1.7 * r))
        box.center = (round(cx), round(cy))
        pygame.draw.rect(s, OUTLINE, box.inflate(2 * edge, 2 * edge), border_radius=round(r * 0.25) + edge)
        pygame.draw.rect(s, CHIP_COLOUR[colour], box, border_radius=round(r * 0.25))
        pygame.draw.rect(s, RIM[team], box, rim, border_radius=round(r * 0.25))


def ball(s: pygame.Surface, at: Point, r: float, outline: bool = False) -> None:
    """The ball: a tortellino, a folded ring of pasta with its two ends pinched together, sitting
    on its chip (a dark outline and a shadow keep it apart from every rim); ``outline``: a black
    edge round it too, so it stands out on the carrier's ring and rim."""
    cx, cy = at
    ring = pygame.Rect(round(cx - r), round(cy - r * 0.8), round(2 * r), round(1.6 * r))
    pygame.draw.ellipse(s, PASTA_SHADOW, ring.move(2, 3))
    if outline:
        pygame.draw.ellipse(s, OUTLINE, ring.inflate(6, 6))
    pygame.draw.ellipse(s, PASTA, ring)
    pygame.draw.ellipse(s, PASTA_EDGE, ring, max(2, round(r * 0.16)))
    hole = ring.inflate(-round(r * 1.2), -round(r * 1.0))
    pygame.draw.ellipse(s, PASTA_EDGE, hole)
    knot = (cx, ring.bottom - r * 0.18)
    pygame.draw.circle(s, PASTA, knot, r * 0.36)  # the pinched ends
    pygame.draw.circle(s, PASTA_EDGE, knot, r * 0.36, max(1, round(r * 0.1)))


def carried_ball(
    s: pygame.Surface,
    team: Team,
    at: Point,
    r: float,
    least: float = 0.0,
    ring: bool = True,
    inside: pygame.Rect | None = None,
) -> None:
    """The ball riding on the chip that carries it (centred ``at``, radius ``r``): a small
    tortellino perched on the chip's upper right edge, so the chip's colour and shape stay in
    plain sight (a newcomer saw only a thin rim under a ball that covered its chip); ``least``
    keeps it readable on a small chip; ``inside``: a rect it stays in. A bright ring round the chip
    says "this one"."""
    cx, cy = at
    if ring:  # else drawn under the chips already, so a chip sharing its square stays whole
        carrier_ring(s, team, at, r)
    size = max(5.0, min(r * 0.62, max(least * 0.7, r * 0.56)))
    x, y = cx + r * 0.62, cy - r * 0.66
    if inside is not None:  # ``inside``: its square, which a shared square's ball stuck out of
        x, y = min(x, inside.right - size - 4), max(y, inside.top + size * 0.8 + 4)
    ball(s, (x, y), size, outline=True)


def carrier_ring(s: pygame.Surface, team: Team, at: Point, r: float, room: float = math.inf) -> None:
    """A thick bright ring round the chip with the ball, dark on both sides and clear of the chip's
    own rim, the same colours for both sides (a newcomer could not tell a teal ring from team one's
    teal rim) and in the chip's own shape: round round a round chip, square round a square one (a
    round ring made the CPU's square chip read as round, the legend's "You": play-test 7/10).
    ``room``: how far it may reach from ``at`` (its square's edge: it ran off the board and into
    the next square)."""
    core = _core(team, r)
    ring = ring_reach(r, room, team) - 3  # the ring's outer edge, past a dark gap round the chip
    width = min(max(4, round(r * 0.2)), max(2, round(ring - core - 2)))  # thinner when squeezed
    if team == Team.ONE:
        pygame.draw.circle(s, OUTLINE, at, ring + 3, width + 6)
        pygame.draw.circle(s, CARRIER, at, ring, width)
        return
    box = pygame.Rect(0, 0, round(2 * ring), round(2 * ring))
    box.center = (round(at[0]), round(at[1]))
    corner = round(r * 0.25 + (ring - core) * 0.5)  # rounded as the chip's corners, further out
    pygame.draw.rect(s, OUTLINE, box.inflate(6, 6), width + 6, border_radius=corner + 3)
    pygame.draw.rect(s, CARRIER, box, width, border_radius=corner)


def ring_reach(r: float, room: float = math.inf, team: Team = Team.ONE) -> float:
    """How far :func:`carrier_ring` reaches from the chip's centre, its dark edge with it: its
    radius round a round chip, its half side round a square one."""
    return min(_core(team, r) + r * 0.14 + max(4, round(r * 0.2)) + 3, room - 3) + 3


def _core(team: Team, r: float) -> float:
    """How far a chip of radius ``r`` reaches from its centre straight across: a square chip's
    half side (:func:`chip`)."""
    return r if team == Team.ONE else round(1.7 * r) / 2


def carried_chip(s: pygame.Surface, team: Team, colour: str, at: Point, r: float) -> None:
    """The chip with the ball where it shares its square: the carrier ring's white as the outer
    band of the chip's own footprint, in its shape, the chip with its rim inside it. It keeps the
    size of the others there (shrunk to make room for a ring round it, it was hard to read:
    play-test 7/10)."""
    width = max(3, round(r * 0.18))
    cx, cy = at
    if team == Team.ONE:
        pygame.draw.circle(s, OUTLINE, (cx, cy), r)
        pygame.draw.circle(s, CARRIER, (cx, cy), r - 1, width)
    else:
        box = pygame.Rect(0, 0, round(1.7 * r), round(1.7 * r))
        box.center = (round(cx), round(cy))
        corner = round(r * 0.25)
        pygame.draw.rect(s, OUTLINE, box, border_radius=corner)
        pygame.draw.rect(s, CARRIER, box.inflate(-2, -2), width, border_radius=corner)
    chip(s, team, colour, at, r - width - 1, edge=0)


def arrow(
    s: pygame.Surface, team: Team, start: Point, end: Point, width: float, tail: ui.Color | None = None
) -> None:
    """An order: team one's a solid arrow with a filled head, team two's a line of dots with an
    open head. ``tail``: a dot at its start in its chip's colour, so an arrow is told to be that
    chip's even when two chips share a square."""
    w = max(3, round(width))
    _draw_arrow(s, team, start, end, w)
    if tail is not None:  # over the line's start
        arrow_tail(s, start, width, tail)


def arrow_tail(s: pygame.Surface, start: Point, width: float, colour: ui.Color) -> None:
    """The dot at an arrow's start, in its chip's colour (:func:`arrow`'s ``tail``)."""
    w = max(3, round(width))
    pygame.draw.circle(s, OUTLINE, start, w * 0.9 + 2)
    pygame.draw.circle(s, colour, start, w * 0.9)


def _draw_arrow(s: pygame.Surface, team: Team, start: Point, end: Point, w: int) -> None:
    head = min(w * 3.2, math.dist(start, end))  # between two chips side by side, all head
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    neck = (end[0] - head * 0.8 * math.cos(angle), end[1] - head * 0.8 * math.sin(angle))
    wings = [
        (end[0] - head * math.cos(angle + side), end[1] - head * math.sin(angle + side))
        for side in (-0.5, 0.5)
    ]
    colour = ARROW[team]
    if team == Team.ONE:
        pygame.draw.line(s, OUTLINE, start, neck, w + 4)
        pygame.draw.line(s, colour, start, neck, w)
        points = [end, wings[0], wings[1]]
        pygame.draw.polygon(s, colour, points)
        pygame.draw.polygon(s, OUTLINE, points, 2)
        return
    for a, b in _dashes(start, neck, dash=w * 1.2, gap=w * 1.3):  # short dashes: dots at any size
        pygame.draw.line(s, OUTLINE, a, b, w + 4)
        pygame.draw.line(s, colour, a, b, w)
    for tip in wings:  # an open head: two strokes
        pygame.draw.line(s, OUTLINE, end, tip, w + 4)
    for tip in wings:
        pygame.draw.line(s, colour, end, tip, w)


def pass_badge(s: pygame.Surface, team: Team, at: Point, r: float) -> None:
    """The "P" of a chip passing or receiving: in a round badge for team one, a square for two."""
    badge = pygame.Rect(0, 0, round(2 * r), round(2 * r))
    badge.center = (round(at[0]), round(at[1]))
    if team == Team.ONE:
        pygame.draw.circle(s, ARROW[team], badge.center, r)
        pygame.draw.circle(s, OUTLINE, badge.center, r, 2)
    else:
        pygame.draw.rect(s, ARROW[team], badge, border_radius=3)
        pygame.draw.rect(s, OUTLINE, badge, 2, border_radius=3)
    letter = ui.render("P", max(10, round(r * 1.5 / ui.scale())), OUTLINE)  # printing on the piece
    s.blit(letter, letter.get_rect(center=badge.center))


def pass_lane(s: pygame.Surface, team: Team, start: Point, end: Point, width: float) -> None:
    """A pass ordered from ``start`` to ``end``: a dotted line in the team's colour, its head at
    the receiver."""
    w = max(2, round(width))
    dots = _dashes(start, end, dash=w * 1.2, gap=w * 1.4)
    for a, b in dots:
        pygame.draw.line(s, OUTLINE, a, b, w + 3)
    for a, b in dots:
        pygame.draw.line(s, ARROW[team], a, b, w)


MAYBE = (200, 170, 255)  # a lane the ball *could* take: violet, a colour no order or rim uses


def maybe_lane(s: pygame.Surface, start: Point, end: Point, width: float) -> None:
    """A pass the other side could make: a solid violet band edged in ink, never dashed (the
    CPU's orders are dashed white arrows: the two read as one, newcomer 7/10)."""
    w = max(3, round(width))
    pygame.draw.line(s, OUTLINE, start, end, w + 4)
    pygame.draw.line(s, MAYBE, start, end, w)


def _dashes(start: Point, end: Point, dash: float, gap: float) -> list[tuple[Point, Point]]:
    length = math.dist(start, end)
    if length < 1:
        return []
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    out: list[tuple[Point, Point]] = []
    d = 0.0
    while d < length:
        e = min(length, d + dash)
        out.append(((start[0] + ux * d, start[1] + uy * d), (start[0] + ux * e, start[1] + uy * e)))
        d = e + gap
    return out
