"""How clear the way ahead is for a strike at a dead ball placed by P: the lane the ball would take
off the figure it was put in front of, and how near the first men within CLOSE ahead stand to it.

A newcomer's play-test (4/10): after P put the ball in front of their goalie, the wheel sent it
straight into one of the CPU's forwards (its attack rod stands 0.3 m in front of your goalie),
and it came back into their own goal, 3 times out of 3. A placed ball lies still, so the other
team has all the time it needs to line a man up with it: a lane judged only by where their men
stand when P is pressed is blocked a moment later. So each man of theirs within CLOSE counts
where he will stand, lined up with the ball (where they stand at P, dead_ball.shot_blocked
counts); each of yours where the pointer level with the
ball puts him (the rods in hand) or where he stands, unless his rod lifts out of the shot's way
(hands.py: a figure squarely in the ball's line lifts it).

The lane is the strike's: straight off the flat middle of the foot, slanting off its rounded
corner (TableSpec.strike_angle), the figure slid as near the ball as its travel lets it (the
pointer goes level with a placed ball: game_input.line_up), folded off the side walls.
"""

from __future__ import annotations

import math

from games.foosball.players.cpu import slide_for
from games.foosball.ui.hands import IN_WAY
from sim.foosball.spec import RodSpec, Side, TableSpec
from sim.foosball.table import FoosballTable

CLOSE = 0.32  # m ahead of the ball: a man in the lane this near sends a shot back before you can act
WANTED = 0.02  # m between the lane and every such man, beyond touching, for the lane to be clear


def strike_angle(spec: TableSpec, rod: RodSpec, y: float) -> float | None:
    """The angle (rad, + towards +y) a strike by ``rod`` sends a ball resting at ``y``, the rod slid
    as near the ball as it goes; None if its feet miss the ball."""
    slide = slide_for(rod, y)
    offset = min((y - (slide + off) for off in rod.offsets()), key=abs)
    return spec.strike_angle(offset)


def lane_y(spec: TableSpec, x0: float, y0: float, angle: float, x: float) -> float:
    """Where a ball struck from (x0, y0) at ``angle`` crosses the line ``x``, folded off the walls."""
    side = spec.half_width - spec.ball_radius
    y = y0 + math.tan(angle) * abs(x - x0)
    period = 4.0 * side
    y = (y + side) % period
    return (y if y <= 2.0 * side else period - y) - side


def clearance(table: FoosballTable, side: Side, rod: RodSpec, x: float, y: float) -> float | None:
    """m between the lane of a strike by ``rod`` at a ball resting at (x, y) and the nearest man
    standing in it within CLOSE ahead, beyond touching (below 0: the ball meets him); inf if none
    is that near, None if the rod's feet would miss the ball."""
    spec = table.spec
    angle = strike_angle(spec, rod, y)
    if angle is None:
        return None
    forward = 1.0 if side == Side.HOME else -1.0
    touch = spec.figure_width / 2.0 + spec.ball_radius
    in_hand = _in_hand(spec, side, x)
    worst = math.inf
    for other in table.rods:
        ahead = (other.spec.x - x) * forward
        if ahead <= 0.0 or ahead > CLOSE:
            continue
        offsets = other.spec.offsets()
        if other.spec.team == side:
            at = slide_for(other.spec, y) if other.spec in in_hand else other.y
            if any(abs(at + off - y) < touch + IN_WAY for off in offsets):
                continue  # it lifts out of the shot's way
            slides = [at]
        else:
            slides = [slide_for(other.spec, y)]  # lined up with the ball, as it will be
        crossing = lane_y(spec, x, y, angle, other.spec.x)
        for at in slides:
            worst = min(worst, *(abs(crossing - at - off) - touch for off in offsets))
    return worst


def _in_hand(spec: TableSpec, side: Side, x: float) -> list[RodSpec]:
    """The rods in a player's hand for a ball at ``x`` (hands.live_pair): goalie and defence behind
    the midfield rod, else midfield and attack."""
    forward = 1.0 if side == Side.HOME else -1.0
    mine = sorted((r for r in spec.rods if r.team == side), key=lambda r: r.x * forward)
    return mine[:2] if (x - mine[2].x) * forward < 0.0 else mine[2:]


def rebound_risk(spec: TableSpec, side: Side, start_x: float, block_x: float, team: Side) -> bool:
    """Is a man of ``team`` standing at ``block_x`` in a strike's lane from ``start_x`` a rebound
    risk: one of the other side's, within CLOSE ahead?"""
    forward = 1.0 if side == Side.HOME else -1.0
    return team != side and 0.0 < (block_x - start_x) * forward <= CLOSE
