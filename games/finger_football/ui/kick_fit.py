"""The side view fitted to the kick made (kick_drawing.py draws through it): laid out for one scale
through the aim, the side view lost a steep (60-75°) or full-pull kick off its top, the crossing at
the hands (59-67 cm up) with it, said by a note players read as developer shorthand (play-test 5).
Once a kick is struck (never while it is aimed: the hands must not move under the pull), both views
are drawn at a smaller scale about the ball's own place, so the drawn flight's highest point fits
under the side view's top; where that would draw the hands too small to read, the crossing at the
hands still fits, and the arc's top is said to be "above the view". The next kick is drawn at the
laid-out scale again. Functions of the scene: they read it, never change it."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from games.finger_football.ui import kick_flight
from games.finger_football.ui.kick_consts import Phase
from games.finger_football.ui.kick_views import Views

Scene = Any  # the kick window (kick_scene.py), named and not imported: it imports kick_drawing

LEAST = 0.35  # of the laid-out scale: zoomed out no further to show an arc's top whole
EDGE = 20  # px: clear of the view's top (a ball nearer its edge is held there with the arrow)
HANDS_PX = 20  # px: the thumbs' tips never drawn lower than this (5-10 px specks: play-test 7)


def sky_above(k: Scene) -> int:
    """Px over the side view a struck kick's flight may use before the views zoom out: the guide's
    band, kept from the start (kick_layout.py), while no guide is up in it (some 80 px of empty
    space sat above the side view while the hands shrank to specks: play-test 7)."""
    o = k.outcome
    if o is None or not o.trajectory or k.phase not in (Phase.FLYING, Phase.DONE):
        return 0
    band = k.guide_band
    if not k.guide_room or band.height <= 0 or k.guide_up:
        return 0
    return max(0, int(k.views.side_area.top - band.top))


def _apex(k: Scene) -> float:
    # To the hands: the flight on past them (kick_after.py) is drawn in views zoomed for this.
    return max(float(z) for _t, _x, _y, z in kick_flight.flown(k)) + float(k.setup.ball.radius)


def zoom(k: Scene) -> float:
    """How much smaller than laid out the views are drawn for this kick's flight (1: as laid):
    the sky above the side view used first (:func:`sky_above`), and never so small that the
    hands are under HANDS_PX tall (a higher arc leaves the view, its arrow at the edge)."""
    o = k.outcome
    if o is None or not o.trajectory or k.phase not in (Phase.FLYING, Phase.DONE):
        return 1.0
    v: Views = k.views
    r = float(k.setup.ball.radius)
    room = v.side_base - v.side_area.top - EDGE + sky_above(k)
    fits = room / (_apex(k) * v.scale)
    if fits >= 1.0:
        return 1.0
    least = min(1.0, HANDS_PX / (float(k.range.post.thumb_top) * v.scale))
    if fits >= LEAST:
        return max(fits, least)
    met = [float(c.z) for c in o.contacts if c.kind.value != "table"]  # a finger or a thumb hit
    cross = max([0.0, *met, *([float(o.cross[1])] if o.cross is not None else [])])
    crossing = room / ((cross + 2 * r) * v.scale)  # the crossing at the hands always in view
    return max(least, min(1.0, LEAST, crossing))


def views_for(k: Scene) -> Views:
    """The views as drawn now: the laid-out ones, or, for a flight higher than the side view, its
    sky grown up into the empty band above it, then zoomed out about the ball's place
    (:func:`zoom`)."""
    v: Views = k.views
    extra = sky_above(k)
    if extra and v.side_base - v.side_area.top - EDGE < _apex(k) * v.scale:
        grown = pygame.Rect(
            v.side_area.left, v.side_area.top - extra, v.side_area.width, v.side_area.height + extra
        )
        v = dataclasses.replace(v, side_area=grown)
    factor = zoom(k)
    if factor >= 1.0:
        return v
    return dataclasses.replace(v, scale=v.scale * factor)
