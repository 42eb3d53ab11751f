"""Where a person's "place the dead ball" (P) puts it: a point the rules allow (Article V: away
from the team's offensive half, or brought out from behind its goalie) just in front of one of the
team's own figures, so that figure can strike it forward (``in_front_of``, the match's own test:
a ball put anywhere else would be called dead again within seconds). Never the ball's own spot:
a "move" that leaves it there changes nothing (issue 32's third play-test: P behind the goalie).

Also the moment's words: why P is refused, which way a carried ball may go, and the line that
says a ball at rest will be called dead, and when."""

from __future__ import annotations

import math
from collections.abc import Callable

from games.foosball.match import UNPLAYABLE_AFTER, FoosMatch, in_front_of
from games.foosball.players.cpu import slide_for
from games.foosball.practice_model import shot_blocked
from games.foosball.rules.actions import Phase
from games.foosball.rules.referee import FoosReferee
from games.foosball.ui import placed_lane
from games.foosball.ui.hands import IN_WAY, POINT_BLANK
from games.foosball.ui.placed_lane import WANTED
from sim.foosball.spec import PLAY_DEPTH, RodSpec, Side, TableSpec
from sim.foosball.table import FoosballTable

GAP = 0.005  # m between the placed ball and the figure it is put by
ALONG = 0.3  # what a spot level with the ball (not just in front of the figure) costs beyond its distance
MOVED = 0.005  # m: a spot nearer the ball than this is no move at all
SPOT_STEP = 0.005  # m between the spots tried along a figure's travel
BLOCKED = 10.0  # m a spot in line with a standing opposing figure costs: any clear spot is better
# m from a shot's line within which one of your own figures that does not lift for it is in the
# way of a shot off the foot's corner (a foot's width and a ball's, and the angle over a rod gap)
NEAR = 0.085
# What each m of a placed ball's lane short of placed_lane.WANTED costs: a spot 1 cm clearer is
# worth 1 m further carried, but never outweighs BLOCKED.
LANE_COST = 100.0
# What a strike's slant costs (per rad, as m carried): of clear lanes, the straightest (a slant
# far off the foot's corner runs into the side wall and rattles back across your own end).
SLANT = 0.5
INSIDE = 5.0  # m a spot inside a figure hanging down costs (only where no other is allowed)
EDGE_MARGIN = 0.002  # m inside the furthest a figure's corner plays a ball beyond its travel


def reached_by(spec: TableSpec, side: Side, x: float, y: float) -> bool:
    """Can a figure of ``side`` play a ball resting at (x, y), sliding and turning as it may?"""
    reach = spec.reach
    for rod in spec.rods:
        if rod.team != side or abs(x - rod.x) > reach:
            continue
        half = rod.travel / 2.0 + spec.figure_width / 2.0 + spec.ball_radius * (1.0 - PLAY_DEPTH)
        if any(abs(y - off) <= half for off in rod.offsets()):
            return True
    return False


def place_spot(
    spec: TableSpec,
    side: Side,
    x: float,
    y: float,
    allowed: Callable[[float, float], bool],
    blocked: Callable[[float, float], bool] | None = None,
    lane: Callable[[RodSpec, float, float], float | None] | None = None,
) -> tuple[float, float] | None:
    """The best point to move a dead ball at (x, y) to, among those ``allowed``, where a figure of
    ``side`` can strike it forward: just in front of the figure (a full wheel strike's range,
    hands.POINT_BLANK), the figure slid as near the ball as it goes or anywhere along its travel,
    or just beyond its travel's end, off the foot's corner (its strike slants), and never where
    ``blocked`` says a standing opposing figure stands in line with the goal (a play-test: P put
    the ball where no shot could ever score); of those, where ``lane`` (placed_lane.clearance)
    says the strike's way ahead is clearest, up to WANTED (a play-test: struck straight into the
    CPU's forwards, it came back into the player's own goal 3 times out of 3); None if none."""
    forward = 1.0 if side == Side.HOME else -1.0
    gap = spec.figure_thickness / 2.0 + spec.ball_radius + GAP
    # How far beyond its travel's end a figure's corner still plays a ball (dead_ball.reached_by).
    edge = spec.figure_width / 2.0 + spec.ball_radius * (1.0 - PLAY_DEPTH) - EDGE_MARGIN
    best: tuple[float, float, float] | None = None
    for rod in spec.rods:
        if rod.team != side:
            continue
        half = rod.travel / 2.0
        level = (x - rod.x) * forward  # a spot level with the ball, if a strike reaches it fully
        xs = [(rod.x + forward * gap, 0.0)]
        if 0.0 < level <= POINT_BLANK:  # (further out a strike barely reaches it)
            xs.append((x, ALONG))
        for off in rod.offsets():
            fy = min(off + half, max(off - half, y))  # the figure slid as near the ball as it goes
            along = [fy + k * SPOT_STEP for k in range(-40, 41)]
            along += [off - half - edge, off + half + edge]  # the furthest slant off the corner
            for sy in (v for v in along if off - half - edge <= v <= off + half + edge):
                for sx, penalty in xs:
                    cost = _cost(spec, side, (x, y), (sx, sy), allowed, blocked)
                    if cost is None:
                        continue
                    if _inside(spec, rod, sx, sy):
                        cost += INSIDE
                    if lane is not None:
                        clear = lane(rod, sx, sy)
                        if clear is None:
                            continue  # the feet would miss it
                        cost += LANE_COST * max(0.0, WANTED - clear)
                        cost += SLANT * abs(placed_lane.strike_angle(spec, rod, sy) or 0.0)
                    if best is None or cost + penalty < best[0]:
                        best = (cost + penalty, sx, sy)
    return None if best is None else (best[1], best[2])


def _inside(spec: TableSpec, rod: RodSpec, x: float, y: float) -> bool:
    """Would a ball put at (x, y) lie inside a figure of ``rod`` hanging down, the rod slid level
    with it (the pointer goes level with a placed ball)? The figure would shove it off at once."""
    if abs(x - rod.x) >= spec.figure_thickness / 2.0 + spec.ball_radius:
        return False
    slide = slide_for(rod, y)
    return any(abs(y - slide - off) < spec.figure_width / 2.0 + spec.ball_radius for off in rod.offsets())


def _cost(
    spec: TableSpec,
    side: Side,
    ball: tuple[float, float],
    spot: tuple[float, float],
    allowed: Callable[[float, float], bool],
    blocked: Callable[[float, float], bool] | None,
) -> float | None:
    """How far the ball is carried to ``spot`` (more if its way to goal is blocked), or None if
    it may not go there or cannot be shot from there."""
    far = math.hypot(spot[0] - ball[0], spot[1] - ball[1])
    if far < MOVED or not spec.on_field(*spot, spec.ball_radius):
        return None
    if not (in_front_of(spec, side, *spot) and allowed(*spot)):
        return None
    return far + (BLOCKED if blocked is not None and blocked(*spot) else 0.0)


def spot_for(match: FoosMatch, side: Side) -> tuple[float, float] | None:
    """Where the dead ball is placed for ``side``: in front of one of its own figures, where a
    shot has a clear way past the other team's figures as they stand now, and past its own, and
    no man near ahead stands in its lane, or can line up in it (placed_lane)."""
    x, y, _ = match.table.ball_position
    ref, table = match.ref, match.table
    return place_spot(
        table.spec,
        side,
        x,
        y,
        lambda sx, sy: ref.check_move(side, sx, sy) is None,
        lambda sx, sy: shot_blocked(table, side, sx, sy) or own_in_the_way(table, side, sx, sy),
        lambda rod, sx, sy: placed_lane.clearance(table, side, rod, sx, sy),
    )


def own_in_the_way(table: FoosballTable, side: Side, x: float, y: float) -> bool:
    """Would a shot from (x, y) meet one of ``side``'s own figures in front of it? A man squarely
    in its line lifts out of the way as the strike comes (hands.py); one a little to the side of
    it (NEAR) stays down, and a shot off the foot's corner runs into him and back at its own
    goal (a play-test: P in front of the goalie, "at goal", an own goal off the defence). The
    rods in hand (hands.live_pair) are counted where the pointer level with the ball puts them."""
    spec = table.spec
    forward = 1.0 if side == Side.HOME else -1.0
    mine = sorted((r for r in spec.rods if r.team == side), key=lambda r: r.x * forward)
    in_hand = mine[:2] if (x - mine[2].x) * forward < 0.0 else mine[2:]
    lifts = spec.figure_width / 2.0 + spec.ball_radius + IN_WAY
    for rod in table.rods:
        if rod.spec.team != side or (rod.spec.x - x) * forward <= 0.0:
            continue
        at = slide_for(rod.spec, y) if rod.spec in in_hand else rod.y
        if any(lifts <= abs(at + off - y) < NEAR for off in rod.spec.offsets()):
            return True
    return False


def why_not_place(ref: FoosReferee, other: str) -> str:
    """P refused, in the halves the player sees: yours on the left, ``other``'s on the right."""
    if ref.phase == Phase.DEAD and ref.possession is not None:
        whose = "yours: press T to take it" if ref.possession == Side.HOME else f"{other}'s to take"
        return f"this dead ball is in the middle of the table, out of everyone's reach: it is {whose}"
    if ref.phase == Phase.DEAD:
        return f"the dead ball is in {other}'s half (the right): {other} moves it"
    if ref.phase in (Phase.PLAY, Phase.SERVING, Phase.RESTARTING):
        return (
            "the ball is still live: play it with your rods. A ball at rest that no figure can"
            f" shoot is called dead after {UNPLAYABLE_AFTER:.0f} s; then P places it if it is in"
            " your half (the left)"
        )
    return "there is no dead ball to place now"


def carry_refusal(ref: FoosReferee, x: float, y: float) -> str | None:
    """A dead ball carried by hand to (x, y): Article V's direction said in screen terms, or the
    referee's own reason; None if it may go there."""
    reason = ref.check_move(Side.HOME, x, y)
    if reason is not None and "offensive half" in reason:
        if ref.stranded():
            return "in front of your goalie at most"
        return "a dead ball goes only left (towards your goal) or sideways, never right"
    return None


def resting_hint(match: FoosMatch, pace: float = 1.0) -> str:
    """In normal play with the ball at rest: that it will be called a dead ball, and when, in the
    player's seconds (a table at half speed takes twice as long: the count ran slow and looked
    stuck in a play-test), counted down live."""
    if match.resting < 1.0:
        return ""
    left = math.ceil(max(0.0, match.stall_limit() - match.resting) / max(pace, 1e-3))
    x, y, _ = match.table.ball_position
    if in_front_of(match.table.spec, Side.HOME, x, y):
        return f"The ball is at rest in front of your figure: shoot it (wheel) within {left} s, or it is dead"
    return f"The ball is at rest where no figure can shoot it forwards: a dead ball in {left} s"
