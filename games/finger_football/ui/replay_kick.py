"""A foam-ball kick in the replay viewer, drawn as the kick window draws it: the goalpost's hands
from the side and from above at one true scale (:mod:`games.finger_football.ui.kick_views`), the
ball's way as a band as wide as the ball, the ball where it is ``t`` seconds into its flight, and
the referee's call once it is over ("GOOD", "NO GOOD - wide right") in the kick window's colours.

A play-test found a game's field goals and extra points never shown in a replay: the mat stood
still with one line of text. A recorded game kick keeps no flight (its outcome is re-judged
without one), so :func:`flown` flies the recorded kick again with its path kept: the same kick,
the same goalpost, the same flight. A view module (pygame)."""

from __future__ import annotations

from functools import cache

import pygame

from games.finger_football.ui.kick_consts import BAD_CUE, GOOD_CUE, TABLE_TOP
from games.finger_football.ui.kick_views import (
    Pose,
    Views,
    draw_ball,
    draw_band,
    draw_side_hand,
    draw_top_hands,
)
from games.window import ui
from sim.kick import FoamBall, Goalpost, KickOutcome, KickRange, load_setup

FIELD = (38, 132, 62)
LINE = (235, 235, 230)
CALL_SIZE = 40
LABEL_SIZE = 18
Y_SPAN = 0.5  # m of the field's width seen from above


@cache
def ball() -> FoamBall:
    return load_setup().ball


def flown(outcome: KickOutcome, post: Goalpost) -> KickOutcome:
    """``outcome`` with its flight: the recorded kick flown again at ``post`` with its path kept
    (the call stays the recorded one: a late or early kick was judged by the count)."""
    if outcome.trajectory or outcome.kick is None:
        return outcome
    again = KickRange(post, ball()).kick(outcome.kick, trajectory=True)
    from dataclasses import replace

    return replace(outcome, trajectory=again.trajectory)


def views(area: pygame.Rect, post: Goalpost, outcome: KickOutcome | None) -> Views:
    """The side view above and the top view below, both at one scale, fitting ``area``."""
    flight = (outcome.trajectory or ()) if outcome is not None else ()
    x_span = post.distance + 0.22
    z_span = max(0.3, post.thumb_top + 0.08, max((p[3] for p in flight), default=0.0) + 0.05)
    scale = min((area.width - 30) / x_span, (area.height - 60) / (z_span + Y_SPAN))
    x0 = area.left + (area.width - x_span * scale) / 2 + 0.1 * scale
    side_h = round(z_span * scale) + 24
    top_h = round(Y_SPAN * scale)
    top = area.top + 24
    return Views(
        scale=scale,
        x0=x0,
        side_base=top + z_span * scale,
        top_mid=top + side_h + 16 + top_h / 2,
        side_area=pygame.Rect(area.left, top, area.width, side_h),
        top_area=pygame.Rect(area.left, top + side_h + 16, area.width, top_h),
    )


def draw_kick(
    s: pygame.Surface,
    area: pygame.Rect,
    post: Goalpost,
    outcome: KickOutcome | None,
    t: float,
    title: str = "",
) -> None:
    """The goalpost from the side and from above, the kick's way and the ball ``t`` seconds into
    its flight, and the call once it is over. ``title``: what the kick was ("Blue's field goal")."""
    if outcome is not None:
        outcome = flown(outcome, post)
    v = views(area, post, outcome)
    pygame.draw.rect(s, TABLE_TOP, pygame.Rect(area.left, round(v.side_base), area.width, 6))
    half = Y_SPAN / 2
    a, b = v.top(-0.06, half), v.top(post.distance, -half)
    pygame.draw.rect(s, FIELD, pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]), round(b[1] - a[1])))
    for n in range(11):  # ten-yard lines, the last the far goal line
        if n * 0.1 <= post.distance:
            width = 3 if n in (0, 10) else 1
            pygame.draw.line(s, LINE, v.top(n * 0.1, half), v.top(n * 0.1, -half), width)
    draw_side_hand(s, v, post)
    draw_top_hands(s, v, post)
    ui.text(s, "from the side", (v.side_area.left + 6, v.side_area.top + 4), LABEL_SIZE, ui.MUTED)
    ui.text(s, "from above", (v.top_area.left + 6, v.top_area.top + 4), LABEL_SIZE, ui.MUTED)
    if title:
        ui.text(s, ui.fit(title, area.width - 12, 22), (area.centerx, area.top), 22, ui.PAPER, "midtop")
    if outcome is None:
        return
    flight = outcome.trajectory or ()
    over = not flight or t >= flight[-1][0]
    colour = GOOD_CUE if outcome.good else BAD_CUE
    seen = [p for p in flight if p[0] <= t] or list(flight[:1])
    band = ball().diameter * v.scale
    for points in ([v.side(x, z) for _t, x, _y, z in seen], [v.top(x, y) for _t, x, y, _z in seen]):
        if len(points) >= 2:
            draw_band(s, [points], band, colour if over else (255, 255, 255))
            pygame.draw.lines(s, colour if over else (255, 255, 255), False, points, 1)
    if seen:
        _t, x, y, z = seen[-1]
        draw_ball(s, v.side(x, z), Pose.FLYING, v.scale, ball(), v.side_area, side=True)
        draw_ball(s, v.top(x, y), Pose.FLYING, v.scale, ball(), v.top_area, side=False)
    if over:
        at = (v.side_area.right - 12, v.side_area.top + 8)  # clear of the arc's top, mid-view
        ui.text(s, ui.fit(outcome.call, area.width // 2, CALL_SIZE), at, CALL_SIZE, colour, "topright")
