"""The common idiom, kept as a baseline for ``tabletop bench``: a pymunk body whose Python
``velocity_func`` applies Coulomb friction, stepped at 240 Hz until it stops.

It decelerates speed and spin independently (no coupling) and overshoots the stop by up to
v*dt/2 per axis; it is here to be measured against, not used.
"""

from __future__ import annotations

import math

import pymunk

from sim.constants import GRAVITY
from sim.geometry import Pose
from sim.slider.mat import Mat
from sim.slider.table import SliderTable

DT = 1.0 / 240.0


def naive_flick(table: SliderTable, start: Pose, speed: float, direction: float, spin: float) -> Pose:
    """Slide with the naive integrator; return the rest pose (after one shape query, as the
    full model does, so both pay for finding what it touches)."""
    mat: Mat = table.mat
    space = pymunk.Space()
    space.collision_slop = 1e-4
    spec = mat.slider
    body = pymunk.Body(spec.mass, spec.inertia)
    body.position = (start.x, start.y)
    body.angle = start.angle
    body.velocity = (speed * math.cos(direction), speed * math.sin(direction))
    body.angular_velocity = spin
    space.add(body, pymunk.Poly(body, list(spec.outline())))
    decel = mat.mu * GRAVITY
    spin_decel = 4.0 * decel / (3.0 * spec.friction_radius)

    def friction(b: pymunk.Body, gravity: tuple[float, float], damping: float, dt: float) -> None:
        vx, vy = b.velocity
        v = math.hypot(vx, vy)
        keep = max(v - decel * dt, 0.0) / v if v > 0.0 else 0.0
        b.velocity = (vx * keep, vy * keep)
        w = b.angular_velocity
        b.angular_velocity = math.copysign(max(abs(w) - spin_decel * dt, 0.0), w)

    body.velocity_func = friction
    for _ in range(100_000):
        space.step(DT)
        if body.velocity.length == 0.0 and body.angular_velocity == 0.0:
            break
    pose = Pose(body.position.x, body.position.y, body.angle)
    table.touching(pose)
    return pose
