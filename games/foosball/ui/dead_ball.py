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
from games.foosball.rules.actions import Phase
from games.foosball.rules.referee import FoosReferee
from sim.foosball.spec import PLAY_DEPTH, Side, TableSpec

GAP = 0.005  # m between the placed ball and the figure it is put by
ALONG = 0.3  # what a spot level with the ball (not just in front of the figure) costs beyond its distance
MOVED = 0.005  # m: a spot nearer the ball than this is no move at all


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
    spec: TableSpec, side: Side, x: float, y: float, allowed: Callable[[float, float], bool]
) -> tuple[float, float] | None:
    """The best point to move a dead ball at (x, y) to, among those ``allowed``, where a figure of
    ``side`` can strike it forward; None if none."""
    forward = 1.0 if side == Side.HOME else -1.0
    gap = spec.figure_thickness / 2.0 + spec.ball_radius + GAP
    best: tuple[float, float, float] | None = None
    for rod in spec.rods:
        if rod.team != side:
            continue
        half = rod.travel / 2.0
        for off in rod.offsets():
            fy = min(off + half, max(off - half, y))  # the figure slid as near the ball as it goes
            spots = [(rod.x + forward * gap, 0.0), (x, ALONG)]
            for sx, penalty in spots:
                if math.hypot(sx - x, fy - y) < MOVED or not spec.on_field(sx, fy, spec.ball_radius):
                    continue
                if not (in_front_of(spec, side, sx, fy) and allowed(sx, fy)):
                    continue
                cost = math.hypot(sx - x, fy - y) + penalty
                if best is None or cost < best[0]:
                    best = (cost, sx, fy)
    return None if best is None else (best[1], best[2])


def spot_for(match: FoosMatch, side: Side) -> tuple[float, float] | None:
    """Where the dead ball is placed for ``side``: within reach of one of its own figures."""
    x, y, _ = match.table.ball_position
    ref = match.ref
    return place_spot(match.table.spec, side, x, y, lambda sx, sy: ref.check_move(side, sx, sy) is None)


def why_not_place(ref: FoosReferee, other: str) -> str:
    """P refused, in the halves the player sees: yours on the left, ``other``'s on the right."""
    if ref.phase == Phase.DEAD and ref.possession is not None:
        whose = "yours: press T to take it" if ref.possession == Side.HOME else f"{other}'s to take"
        return f"this dead ball is between the defence rods: it is {whose}"
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


def resting_hint(match: FoosMatch) -> str:
    """In normal play with the ball at rest: that it will be called a dead ball, and when."""
    if match.resting < 1.0:
        return ""
    left = max(0.0, match.stall_limit() - match.resting)
    x, y, _ = match.table.ball_position
    if in_front_of(match.table.spec, Side.HOME, x, y):
        return f"The ball is at rest in front of your figure: shoot it, or in {left:.0f} s it is dead"
    return f"The ball is at rest where no figure can shoot it forwards: a dead ball in {left:.0f} s"
