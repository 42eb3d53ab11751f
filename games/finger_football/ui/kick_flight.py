"""Where the kick's ball is and where it met the hands (kick_scene.py is the window): the flight
as drawn (a short kick's cut at the fingers), the ball's place at a moment of it, the marks
the side view and the front view ring, and the tallest arc the side view is laid out for.
Functions of the scene: they read it, never change it."""

from __future__ import annotations

import itertools
import math
from typing import Any

from games.finger_football.ui.kick_consts import KICK_MAX_SPEED, Phase
from sim.kick import MAX_ELEVATION, Contact, Kick

# The kick window (kick_scene.FieldGoalScene), named and not imported: it imports this module.
Scene = Any

FLIGHT_MOST = 1.0  # m: the side view is never taller than this (higher: the ball at its edge, the arrow)
STRUCK_MOST = 1.2  # a trembling hand strikes at most this share of a full pull's speed (kick_scene)


def flown(k: Scene) -> list[tuple[float, float, float, float]]:
    """The kick's flight as drawn: a short kick's ends at the fingers (it came down before
    them: a ball rolling on past the hands read as one that got there)."""
    if k.outcome is None or not k.outcome.trajectory:
        return []
    samples = list(k.outcome.trajectory)
    if k.outcome.reason != "short":
        return samples
    stop = k.range.post.distance - k.range.post.crossbar_thickness / 2 - k.setup.ball.radius
    for k, (a, b) in enumerate(itertools.pairwise(samples)):
        if b[1] > stop >= a[1]:
            u = (stop - a[1]) / (b[1] - a[1])
            cut = tuple(a[i] + (b[i] - a[i]) * u for i in range(4))
            return [*samples[: k + 1], (cut[0], cut[1], cut[2], cut[3])]
    return samples


def tallest_room(k: Scene) -> float:
    """The side view's height for the highest arc a kick in this window can fly, up to FLIGHT_MOST:
    the strongest kick the window allows (a full pull; in practice a trembling hand's stroke past
    it), at the steepest loft, with no air drag (D turns it off). The views are laid out for it
    from the start, and never grow (a high kick struck grew the side view, moving the ground and
    the hands under the player's aim: newcomer play-test)."""
    most = KICK_MAX_SPEED * (STRUCK_MOST if k.on_result is None else 1.0)
    flight = k.range.kick(Kick(most, MAX_ELEVATION, 0.0), drag=False, trajectory=True)
    apex = max((z for _t, _x, _y, z in flight.trajectory or ()), default=FLIGHT_MOST)
    return min(apex + 0.04, FLIGHT_MOST)


def ball_position(k: Scene) -> tuple[float, float, float]:
    """(x, y, z) of the ball's centre now."""
    ball = k.setup.ball
    if k.outcome is None or not k.outcome.trajectory:
        return 0.0, 0.0, ball.tee_height if k.stood_at is not None else ball.radius
    samples = k.flown()  # on past the hands (kick_after.py)
    t = k.flight_t
    for (t0, x0, y0, z0), (t1, x1, y1, z1) in itertools.pairwise(samples):
        if t0 <= t <= t1:
            u = (t - t0) / (t1 - t0) if t1 > t0 else 1.0
            return x0 + (x1 - x0) * u, y0 + (y1 - y0) * u, z0 + (z1 - z0) * u
    return samples[-1][1], samples[-1][2], samples[-1][3]


def side_mark(k: Scene) -> tuple[float, float] | None:
    """(along, height) of the ball's centre where it met the hands, ringed in the side view
    once the ball has got there: where it crossed their plane, or where it hit a finger or
    a thumb (as the strip's words and the front view say it)."""
    o = k.outcome
    if o is None or o.kick is None or k.phase not in (Phase.FLYING, Phase.DONE):
        return None
    if o.reason == "short":
        return None  # drawn stopping before the hands (flown): no ring beyond it
    hit = hand_contact(k)
    if hit is not None and not o.good:
        x, z, t = hit.x, hit.z, hit.t
    elif o.cross is not None:
        x, z, t = k.range.post.distance, o.cross[1], crossed_at(k)
    else:
        return None
    return (x, z) if k.phase == Phase.DONE or k.flight_t >= t else None


def hand_contact(k: Scene) -> Contact | None:
    o = k.outcome
    return next((c for c in o.contacts if c.kind.value != "table"), None) if o is not None else None


def crossed_at(k: Scene) -> float:
    """When the ball's centre last came to the hands' plane, going on (s into the flight)."""
    d = k.range.post.distance
    samples = flown(k)
    return next((b[0] for a, b in itertools.pairwise(samples) if a[1] < d <= b[1]), math.inf)


def hands_mark(k: Scene) -> tuple[float, float] | None:
    """(across, height) where the ball met the hands: a miss off a finger or a thumb, where
    it hit (a ball that hit the fingers and rolled under them was told as 1.8 cm up); else
    where it crossed their plane; None if it never reached them."""
    o = k.outcome
    if o is None:
        return None
    hit = hand_contact(k)
    if hit is not None and not o.good:
        return hit.y, hit.z
    cross: tuple[float, float] | None = o.cross
    return cross
