"""What a round's card keeps clear of besides the flight (kick_drawing.card_place): the hands in
both views. Put at the top view's top, the card covered a thumb (play-test 7). Functions of the
scene: they read it, never change it."""

from __future__ import annotations

import itertools
from typing import Any

from games.finger_football.ui.kick_views import FIST_LENGTH

Scene = Any  # the kick window (kick_scene.py), named and not imported: it imports kick_drawing

Segment = tuple[tuple[float, float], tuple[float, float]]
FIST_WIDTH = 0.045  # m: the fist seen from above (kick_views.draw_top_hands)


def hand_segments(k: Scene) -> list[Segment]:
    """The hands' boxes in the side and the top view as drawn, each as its edges and diagonals (a
    card inside a box crosses a diagonal)."""
    v, post = k.views, k.range.post
    near, far = post.distance - post.crossbar_thickness / 2, post.distance + FIST_LENGTH
    high = post.crossbar_height + post.thumb_height
    wide = post.width / 2 + 0.012 + FIST_WIDTH / 2
    boxes = (
        [v.side(near, 0.0), v.side(far, 0.0), v.side(far, high), v.side(near, high)],
        [v.top(near, -wide), v.top(far, -wide), v.top(far, wide), v.top(near, wide)],
    )
    segments: list[Segment] = []
    for corners in boxes:
        segments += list(itertools.pairwise([*corners, corners[0]]))
        segments += [(corners[0], corners[2]), (corners[1], corners[3])]
    return segments
