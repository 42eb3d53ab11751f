"""The kick window's two views of the field and what is drawn in them at the model's own sizes: the
layout (one scale for both views), the defender's hand seen from the side, the ball, and the ball's
way as a band as wide as the ball.

The model flies the ball as a sphere of the ball's diameter and meets the index fingers as a
cylinder (sim/kick/flight.py). Drawn as a thin centre line beside a ball stood on its tip (taller
than that sphere) and a fist rising above the fingers, a kick that just cleared looked like it went
through the fingers and one that hit them looked like it cleared (play-test: "the finger is drawn
at twice the flight's scale"). So a flying ball is drawn as that sphere, its way as a band of its
width, the hand no higher than the fingers the model has, and the place it met the hands is
ringed: whatever is drawn touching the fingers touched them in the model. A view module (pygame).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, auto

import pygame

from games.finger_football.ui.diagrams import FINGER_EDGE as HAND_EDGE
from sim.kick import FoamBall, Goalpost

ARROW = (255, 235, 0)
# Said in the view's margin while the ball is held at its edge (a yellow triangle alone was not
# understood: play-test; "past this view: held at its edge, the arrow its way" read as developer
# shorthand: play-test 5), plainly, by the edge it went past (:func:`out_words`): the side view's
# top is "above the view" (no arrow glyph in the window's font: the yellow arrow is beside the ball).
OUT_OF_VIEW = ("ball above", "the view", "(yellow arrow)")
OUT_OF_VIEW_SHORT = ("ball above", "the view")
EDGE_WORDS = {"top": "above", "right": "past", "up": "wide", "down": "wide"}


def out_words(
    at: tuple[float, float], area: pygame.Rect, side: bool, beyond: bool = False
) -> tuple[str, ...]:
    """What the margin says of a ball held at ``area``'s edge: which edge, in plain words ("ball
    above", "the view", "(yellow arrow)"); the top view's up is the kicker's left. ``beyond``: the
    ball is past the hands: gone off the top view's far edge or its side there, it is "past the
    view, beyond the hands" (a good kick said "ball wide right of the view" read as a miss:
    play-test 7). The side view says "above" only for a ball over its top, not past its right
    edge (the arrow on the right beside "ball above the view": play-test 7)."""
    if side:
        edge = "right" if at[0] > area.right or at[1] >= area.top else "top"
    elif beyond or at[0] > area.right:
        return ("ball past", "the view,", "beyond the", "hands", "(yellow arrow)")
    else:
        edge = "up" if at[1] < area.centery else "down"
    if edge in ("up", "down"):  # short lines: the gutter is narrow ("ball wide ri…" was cut)
        return ("ball wide", f"{'left' if edge == 'up' else 'right'} of", "the view", "(yellow arrow)")
    return (f"ball {EDGE_WORDS[edge]}", "the view", "(yellow arrow)")


FINGER = (236, 188, 160)
FINGER_EDGE = (150, 100, 80)
BALL = (140, 80, 40)
BALL_EDGE = (60, 30, 10)
BAND_ALPHA = 70  # the ball's way: see-through, the field and the hands show under it
FIST_LENGTH = 0.05  # m: the fist behind the fingers, seen from the side


class Pose(Enum):
    """How the ball is drawn: lying on its side, stood on its tip, or flying (a sphere)."""

    LYING = auto()
    STANDING = auto()
    FLYING = auto()


@dataclass(slots=True)
class Views:
    """Side view (x, z) above, top view (x, y) below, both at one scale that never changes
    during a kick (a zoom moved the hands in the side view while the top view kept them put)."""

    scale: float = 1.0
    x0: float = 0.0  # screen x of world x = 0
    side_base: float = 0.0  # screen y of z = 0
    top_mid: float = 0.0  # screen y of y = 0
    side_area: pygame.Rect = dataclasses.field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    top_area: pygame.Rect = dataclasses.field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))

    def side(self, x: float, z: float) -> tuple[float, float]:
        return self.x0 + x * self.scale, self.side_base - z * self.scale

    def top(self, x: float, y: float) -> tuple[float, float]:
        return self.x0 + x * self.scale, self.top_mid - y * self.scale

    def from_top(self, px: float, py: float) -> tuple[float, float]:
        return (px - self.x0) / self.scale, (self.top_mid - py) / self.scale


def finger_top(post: Goalpost) -> float:
    """Height of the top of the index fingers (the crossbar), where the model's cylinder ends."""
    return post.crossbar_height + post.crossbar_thickness / 2.0


def draw_side_hand(s: pygame.Surface, v: Views, post: Goalpost) -> None:
    """The goalpost from the side: the near fist on the table behind the fingers, no higher than
    their top, the thumb rising from the fingers' centre (the fingers seen end on), all to scale."""
    k = v.scale
    bx, by = v.side(post.distance, post.crossbar_height)
    top = v.side(post.distance, finger_top(post))[1]
    fist = pygame.Rect(0, 0, round(FIST_LENGTH * k), round(v.side_base - top))
    fist.bottomleft = (round(bx - post.crossbar_thickness / 2 * k), round(v.side_base))
    pygame.draw.rect(s, FINGER, fist, border_radius=max(2, fist.width // 3))
    pygame.draw.rect(s, HAND_EDGE, fist, 1, border_radius=max(2, fist.width // 3))
    thumb = pygame.Rect(0, 0, max(2, round(post.thumb_thickness * k)), round(post.thumb_height * k))
    thumb.midbottom = (round(bx), round(by))
    pygame.draw.rect(s, FINGER, thumb, border_radius=thumb.width // 2)
    pygame.draw.rect(s, HAND_EDGE, thumb, 1, border_radius=thumb.width // 2)
    pygame.draw.circle(s, FINGER, (bx, by), post.crossbar_thickness / 2 * k)
    pygame.draw.circle(s, FINGER_EDGE, (bx, by), post.crossbar_thickness / 2 * k, 1)


def draw_band(
    s: pygame.Surface,
    runs: Sequence[Sequence[tuple[float, float]]],
    width: float,
    colour: tuple[int, int, int],
) -> None:
    """The ball's way, as wide as the ball (each run of points a stretch of it: a dotted way is
    many): where the band meets a finger, the ball did. A way already drawn is blitted again
    (hundreds of round joints a frame were most of the kick window's drawing)."""
    clip = s.get_clip()
    key = (tuple(clip), width, colour, tuple(tuple(run) for run in runs))
    if key not in _BANDS:
        if len(_BANDS) >= 8:
            _BANDS.pop(next(iter(_BANDS)))
        _BANDS[key] = _band_layer(clip, runs, width, colour)
    s.blit(_BANDS[key], clip.topleft)


_BANDS: dict[tuple[object, ...], pygame.Surface] = {}  # the last few bands drawn


def _band_layer(
    clip: pygame.Rect,
    runs: Sequence[Sequence[tuple[float, float]]],
    width: float,
    colour: tuple[int, int, int],
) -> pygame.Surface:
    layer = pygame.Surface(clip.size, pygame.SRCALPHA)
    for run in runs:
        shifted = [(x - clip.left, y - clip.top) for x, y in run]
        if len(shifted) >= 2:
            pygame.draw.lines(layer, colour, False, shifted, max(1, round(width)))
        for x, y in shifted:  # round joints: the band's edge is the ball's edge at every sample
            pygame.draw.circle(layer, colour, (x, y), width / 2)
    layer.set_alpha(BAND_ALPHA)  # see-through as a whole: overlapping joints never darken
    return layer


def draw_ring(
    s: pygame.Surface, at: tuple[float, float], radius: float, colour: tuple[int, int, int]
) -> None:
    """The ball's outline where it met the hands' plane, over everything (the near thumb hides the
    ball itself as it passes between the thumbs)."""
    pygame.draw.circle(s, colour, (round(at[0]), round(at[1])), max(2, round(radius)), 2)


def draw_ball(
    s: pygame.Surface,
    at: tuple[float, float],
    pose: Pose,
    scale: float,
    ball: FoamBall,
    area: pygame.Rect,
    side: bool,
) -> None:
    """The ball; out of ``area`` (a wide or a high kick), an arrow at its edge pointing the way it
    went instead, so that it never vanishes from a view. One or the other, never both: a ball held
    inside the view beside the arrow read as a ball in the view while the margin said it was out
    (play-test 6). Seen from above, a ball stood on its tip or flying is round; from the side, a
    flying one is the model's sphere."""
    long, short = max(3.0, ball.length * scale), max(2.0, ball.diameter * scale)
    if pose == Pose.LYING:
        size = (long, short)
    elif pose == Pose.STANDING and side:
        size = (short, long)
    else:
        size = (short, short)
    if out_of(at, area, ball, scale):
        inner = area.inflate(-2 * EDGE_IN, -2 * EDGE_IN)
        edge = (min(max(at[0], inner.left), inner.right), min(max(at[1], inner.top), inner.bottom))
        arrow(s, edge, (at[0] - edge[0], at[1] - edge[1]), 0.0)
        return
    rect = pygame.Rect(0, 0, round(size[0]), round(size[1]))
    rect.center = (round(at[0]), round(at[1]))
    pygame.draw.ellipse(s, BALL, rect)
    pygame.draw.ellipse(s, BALL_EDGE, rect, 1)


EDGE_IN = 18  # px: an out-of-view ball's arrow starts this far inside the view's edge (its tip nearer)


def out_of(at: tuple[float, float], area: pygame.Rect, ball: FoamBall, scale: float) -> bool:
    """Is the flying ball at ``at`` out of ``area`` (its centre past the view's edge), so drawn as
    an arrow at the edge, not as a ball (:func:`draw_ball`)?"""
    return not area.collidepoint(round(at[0]), round(at[1]))


def arrow(s: pygame.Surface, at: tuple[float, float], way: tuple[float, float], off: float) -> None:
    """An arrow ``off`` px from a ball held at a view's edge, pointing the way the ball went on."""
    length = math.hypot(*way)
    if length < 1e-6:
        return
    ux, uy = way[0] / length, way[1] / length
    tip = (at[0] + (off + 13) * ux, at[1] + (off + 13) * uy)
    base = (at[0] + off * ux, at[1] + off * uy)
    side = (-uy * 7, ux * 7)
    points = [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])]
    pygame.draw.polygon(s, ARROW, points)


def draw_top_hands(s: pygame.Surface, v: Views, post: Goalpost) -> None:
    """The goalpost from above: the fists behind the line, the thumbs on it, the fingers between."""
    for side in (1, -1):
        fx, fy = v.top(post.distance, side * (post.width / 2 + 0.012))
        fist = pygame.Rect(0, 0, round(FIST_LENGTH * v.scale), round(0.045 * v.scale))
        fist.midleft = (round(fx - post.crossbar_thickness / 2 * v.scale), round(fy))
        pygame.draw.rect(s, FINGER, fist, border_radius=max(2, fist.height // 3))
        pygame.draw.rect(s, HAND_EDGE, fist, 1, border_radius=max(2, fist.height // 3))
    for side in (1, -1):
        at = v.top(post.distance, side * post.width / 2)
        pygame.draw.circle(s, FINGER, at, post.thumb_thickness / 2 * v.scale)
        pygame.draw.circle(s, HAND_EDGE, at, post.thumb_thickness / 2 * v.scale, 1)
    pygame.draw.line(
        s,
        FINGER,
        v.top(post.distance, post.width / 2),
        v.top(post.distance, -post.width / 2),
        max(2, round(post.crossbar_thickness * v.scale)),
    )
