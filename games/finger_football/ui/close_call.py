"""A close call, magnified: where a resting slider and its target circle's edge come nearest,
drawn from the model at eight times the mat's scale, with the gap or the overlap said. A newcomer
read "Missed the circle by 0.1 yd" while the slider looked touching the ring: at the mat's scale a
tenth of a yard is under a pixel. Drawn when the slider rests within :data:`CLOSE` of the edge,
either way (a hit by a hair looks as unsure). A pass is judged on the circle's white centre
(``pass_``): the edge drawn and measured is the centre's, and the words name it (a game's pass
resting on the black ring was called a miss, unexplained: newcomer). Where it goes:
inset_place.py. A view module (pygame)."""

from __future__ import annotations

import math

import pygame

from games.finger_football.ui.inset_place import Inset, caption_lines
from games.finger_football.ui.practice_words import edge_gap
from games.finger_football.ui.view import GRASS, PASS, RUN, SLIDER, SLIDER_EDGE
from games.window import ui
from sim.geometry import Pose, polygon_point_distance, transform
from sim.slider.mat import Mat, RunCircle

CLOSE = 1.0  # yd: a rest nearer the circle's edge than this, in or out, is a close call
ZOOM = 8.0  # times the mat's scale
TOUCH = (90, 230, 120)
APART = (255, 110, 90)


def centre_gap(rest: Pose, c: RunCircle, mat: Mat) -> float:
    """How far (m) the slider at ``rest`` reaches into the white centre (< 0) or stays apart from
    it (> 0), edge to edge: its whole footprint against the small disk (a slider may cover it)."""
    outline = transform(mat.slider.outline(), rest)
    return polygon_point_distance(outline, (c.pass_x, c.pass_y)) - c.pass_radius


def overlap(rest: Pose, c: RunCircle, mat: Mat) -> float:
    """How far (m) the slider at ``rest`` reaches into the circle past its edge (0: it does not)."""
    corners = transform(mat.slider.outline(), rest)
    nearest = min(math.hypot(x - c.x, y - c.y) for x, y in corners)
    return max(0.0, c.radius - nearest)


def is_close(rest: Pose, c: RunCircle, mat: Mat, pass_: bool = False) -> bool:
    """Is the rest a close call: within CLOSE of the circle's edge (``pass_``: its white
    centre's), outside it or just in?"""
    yd = mat.field.yard
    if pass_:
        return abs(centre_gap(rest, c, mat)) < CLOSE * yd
    gap = edge_gap(rest, c, mat)
    return gap < CLOSE * yd if gap > 0 else overlap(rest, c, mat) < CLOSE * yd


def judged_disk(c: RunCircle, pass_: bool) -> tuple[float, float, float]:
    """The disk a play is judged on: the run circle, or (a pass) its white centre."""
    return (c.pass_x, c.pass_y, c.pass_radius) if pass_ else (c.x, c.y, c.radius)


def nearest_point(rest: Pose, c: RunCircle, mat: Mat, pass_: bool = False) -> tuple[float, float]:
    """The point of the judged edge nearest the slider's outline: where the inset looks."""
    x, y, r = judged_disk(c, pass_)
    corners = transform(mat.slider.outline(), rest)
    px, py = min(corners, key=lambda p: abs(math.hypot(p[0] - x, p[1] - y) - r))
    d = math.hypot(px - x, py - y) or 1.0
    return x + (px - x) * r / d, y + (py - y) * r / d


def words(rest: Pose, c: RunCircle, mat: Mat, pass_: bool = False) -> tuple[str, ui.Color]:
    """What the inset says: touching (by how much) or how far apart, in yards; a pass's against
    the white centre ("0.3 yd from the white centre: a miss")."""
    yd = mat.field.yard
    if pass_:
        gap = centre_gap(rest, c, mat)
        if gap > 0:
            return f"{ZOOM:.0f}x: {gap / yd:.1f} yd from the white centre: a miss", APART
        return f"{ZOOM:.0f}x: touching the white centre: a hit", TOUCH
    gap = edge_gap(rest, c, mat)
    if gap > 0:
        return f"{ZOOM:.0f}x: {gap / yd:.1f} yd apart: a miss", APART
    return f"{ZOOM:.0f}x: touching ({overlap(rest, c, mat) / yd:.1f} yd in): a hit", TOUCH


def draw(
    s: pygame.Surface, inset: Inset, rest: Pose, c: RunCircle, mat: Mat, scale: float, pass_: bool = False
) -> None:
    """The inset (inset_place.py): the circle (its black ring, its white centre) and the slider's
    footprint at ZOOM times ``scale`` (px a metre on the mat), centred where they come nearest
    the judged edge (``pass_``: the white centre's), and what it says in its caption's room."""
    ui.overlay(s, inset.box, 245, ui.ACCENT)
    view = inset.picture
    k = scale * ZOOM
    cx, cy = nearest_point(rest, c, mat, pass_)

    def at(x: float, y: float) -> tuple[float, float]:
        return view.centerx + (x - cx) * k, view.centery - (y - cy) * k

    s.set_clip(view)
    s.fill(GRASS, view)
    pygame.draw.circle(s, RUN, at(c.x, c.y), c.radius * k)
    pygame.draw.circle(s, PASS, at(c.pass_x, c.pass_y), c.pass_radius * k)
    outline = [at(x, y) for x, y in transform(mat.slider.outline(), rest)]
    pygame.draw.polygon(s, SLIDER, outline)
    pygame.draw.polygon(s, SLIDER_EDGE, outline, 2)
    said, colour = words(rest, c, mat, pass_)
    x, y, r = judged_disk(c, pass_)
    ring = [at(x + r * math.cos(a / 24 * math.pi), y + r * math.sin(a / 24 * math.pi)) for a in range(49)]
    pygame.draw.lines(s, colour, False, ring, 2)  # the edge the rules judge, in the verdict's colour
    s.set_clip(None)
    room = inset.caption
    size = inset.size
    step = ui.line_height(size)
    lines = caption_lines(said, room.width, size, max(1, room.height // step))
    top = room.centery - len(lines) * step // 2 if room.height > 3 * step else room.top
    for k, line in enumerate(lines):
        ui.text(s, line, (room.centerx, top + k * step), size, colour, "midtop")
