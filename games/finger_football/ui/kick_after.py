"""The kick's flight on past the hands (kick_scene.py is the window): the model's flight ends a
ball's length past the hands, its verdict known, and the ball froze there in mid-air, 20-50 cm up
in the side view, never landing (play-test 6). Past the hands nothing more is met, so the flight
drawn goes on as the model flies it (gravity and, with D on, the air's drag) until the ball comes
down on the table or leaves the side view as drawn (past its right edge: there it is an arrow at
the edge; wide of the top view it flies on in the side view, the top view's arrow at its edge).
A short kick's flight still ends at the fingers (kick_flight.flown). Functions of the scene: they
read it (and keep the last flight worked out)."""

from __future__ import annotations

import math
from typing import Any

from games.finger_football.ui import kick_flight
from games.finger_football.ui.kick_fit import zoom
from sim.constants import GRAVITY

Scene = Any  # the kick window (kick_scene.py), named and not imported: it imports this module

Sample = tuple[float, float, float, float]
STEP = 1 / 240  # s between the samples added
LONGEST = 3.0  # s added at most


def flown(k: Scene) -> list[Sample]:
    """The flight as drawn: to the hands (kick_flight.flown), then on to the table or the views'
    edge."""
    samples = kick_flight.flown(k)
    o = k.outcome
    if o is None or len(samples) < 2 or o.reason == "short":
        return samples
    v = k.views
    key = (id(o), len(samples), zoom(k), v.scale, v.x0, tuple(v.side_area), tuple(v.top_area), k.drag)
    kept = getattr(k, "_after_kept", None)
    if kept is None or kept[0] != key:
        kept = (key, samples + onward(k, samples))
        k._after_kept = kept
    whole: list[Sample] = kept[1]
    return whole


def onward(k: Scene, samples: list[Sample]) -> list[Sample]:
    """The samples after the model's last, while the ball flies on forward past the hands above
    the table and inside the views as drawn."""
    t1, x1, y1, z1 = samples[-1]
    ball, post = k.setup.ball, k.range.post
    if x1 <= post.distance or z1 <= ball.radius + 1e-4:
        return []
    before = next((p for p in reversed(samples[:-1]) if t1 - p[0] > 1e-6), None)
    if before is None:
        return []
    dt = t1 - before[0]
    vx, vy, vz = (x1 - before[1]) / dt, (y1 - before[2]) / dt, (z1 - before[3]) / dt
    if vx <= 0.0:
        return []  # knocked back by a finger or a thumb: the model's flight is the whole of it
    v = k.views
    drawn = v.scale * zoom(k)
    right = (v.side_area.right - v.x0) / drawn + ball.diameter
    drag = ball.drag_per_mass if k.drag else 0.0
    added: list[Sample] = []
    t, x, y, z = t1, x1, y1, z1
    while t - t1 < LONGEST:
        speed = math.sqrt(vx * vx + vy * vy + vz * vz)
        ax, ay, az = -drag * speed * vx, -drag * speed * vy, -drag * speed * vz - GRAVITY
        vx, vy, vz = vx + ax * STEP, vy + ay * STEP, vz + az * STEP
        nx, ny, nz = x + vx * STEP, y + vy * STEP, z + vz * STEP
        if nz <= ball.radius:  # down on the table: the last sample there
            u = (z - ball.radius) / (z - nz) if z > nz else 1.0
            added.append((t + STEP * u, x + (nx - x) * u, y + (ny - y) * u, ball.radius))
            break
        t, x, y, z = t + STEP, nx, ny, nz
        added.append((t, x, y, z))
        if x > right:
            break  # past the side view as drawn: the arrow at the edge says which way
        # Wide of the top view, it flies on in the side view to the table (it froze in mid-air
        # there after a wide kick: play-test 7); the top view holds its arrow at the edge.
    return added
