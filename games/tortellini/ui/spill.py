"""Chips sharing a square reach a little over its edge (sharing.py: as large as the square
allows). Where that would put one on a chip or the ball of the next square (two shared squares
side by side, their chips in the facing corners) or off the board (clipped there, cut in half),
that chip is drawn wholly inside its own square: moved in and a little smaller, still clear of
the chips and the ball it shares the square with."""

from __future__ import annotations

import math
from collections.abc import Mapping

import pygame

from games.tortellini.rules.actions import Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui.pieces import EDGE
from games.tortellini.ui.sharing import body_gap

Point = tuple[float, float]
Spot = tuple[float, float, float]
APART = 2 * EDGE + 2  # px between two chips' colours: their dark edges and a px or two
BALL_OUT = 4  # px the ball's outline and shadow reach past its radius (pieces.ball)


def body(team: Team, r: float) -> float:
    """How far a chip's colour reaches from its centre, straight across (a square's half side)."""
    return r if team == Team.ONE else 0.85 * r


def outline(team: Team, spot: Spot, points: int = 48) -> list[Point]:
    """Points round a chip's colour: a circle, or a square chip's box."""
    cx, cy, r = spot
    out: list[Point] = []
    for k in range(points):
        a = 2 * math.pi * k / points
        dx, dy = math.cos(a), math.sin(a)
        reach = body(team, r) / (1.0 if team == Team.ONE else max(abs(dx), abs(dy)))
        out.append((cx + dx * reach, cy + dy * reach))
    return out


def gap(a: tuple[Team, Spot], b: tuple[Team, Spot]) -> float:
    """Px between two chips' colours (negative: one over the other)."""
    return min(body_gap(b[0], b[1], p) for p in outline(*a))


def ball_gap(a: tuple[Team, Spot], ball: Spot) -> float:
    """Px between a chip's colour and the ball's outline."""
    return min(math.dist(p, ball[:2]) for p in outline(*a)) - ball[2] - BALL_OUT


def keep_apart(
    spots: Mapping[Chip, Spot],
    squares: Mapping[Chip, Point],
    size: float,
    board: pygame.Rect,
    ball: tuple[Point, Spot] | None = None,
) -> dict[Chip, Spot]:
    """``spots`` (each chip's centre and radius; ``squares``: the centre of the square each is
    on, a square ``size`` px), a chip of a shared square that spills onto a chip or the ball of
    another square (``ball``: its square's centre and where it is drawn), or off ``board``,
    drawn inside its own square, clear of those it shares it with."""
    groups: dict[Point, list[Chip]] = {}
    for chip in spots:
        groups.setdefault(squares[chip], []).append(chip)
    out = dict(spots)
    for chip, spot in spots.items():
        home = squares[chip]
        if len(groups[home]) < 2 or not _meets(chip, spot, home, spots, squares, size, board, ball):
            continue
        mates = [(c[0], out[c]) for c in groups[home] if c != chip]
        own_ball = ball[1] if ball is not None and ball[0] == home else None
        out[chip] = _inside(chip[0], spot, home, size, mates, own_ball)
    return out


def _meets(
    chip: Chip,
    spot: Spot,
    home: Point,
    spots: Mapping[Chip, Spot],
    squares: Mapping[Chip, Point],
    size: float,
    board: pygame.Rect,
    ball: tuple[Point, Spot] | None,
) -> bool:
    """Does ``chip``, drawn at ``spot``, spill onto another square's chip or ball, or off the board?"""
    reach = body(chip[0], spot[2]) + EDGE
    if not board.inflate(-1, -1).contains(
        pygame.Rect(spot[0] - reach, spot[1] - reach, 2 * reach, 2 * reach)
    ):
        return True
    if max(abs(spot[0] - home[0]), abs(spot[1] - home[1])) + reach <= size / 2:
        return False  # inside its square: it meets nothing of another
    me = (chip[0], spot)
    if any(gap(me, (c[0], s)) < APART for c, s in spots.items() if squares[c] != home):
        return True
    return ball is not None and ball[0] != home and ball_gap(me, ball[1]) < APART


def _inside(
    team: Team, spot: Spot, home: Point, size: float, mates: list[tuple[Team, Spot]], ball: Spot | None
) -> Spot:
    """``spot`` moved in (and made a little smaller where need be) until its dark edge lies
    inside the square centred on ``home``, clear of ``mates`` and the ``ball`` there."""
    ox, oy, r = spot[0] - home[0], spot[1] - home[1], spot[2]
    found: Spot = spot
    for k in range(40):
        r2 = r * (1 - 0.01 * k)
        limit = max(0.0, size / 2 - EDGE - 1 - body(team, r2))
        found = (
            home[0] + max(-limit, min(limit, ox)),
            home[1] + max(-limit, min(limit, oy)),
            r2,
        )
        me = (team, found)
        if all(gap(me, mate) >= APART for mate in mates) and (ball is None or ball_gap(me, ball) >= 2):
            return found
    return found
