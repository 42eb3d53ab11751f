"""Where the field-goal window's views go: the side view over the top view at one true scale,
the message strip above them and, once a guide has been shown, the guide's band between. Laid
out once for every kick the window can make; only a window resized, a text scale changed or a
guide's band made lays them out anew (kick_scene's ``settle``)."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.ui import kick_keys
from games.finger_football.ui.diagrams import LABEL
from games.finger_football.ui.guides import PLACED_AT_MOST
from games.finger_football.ui.kick_consts import BOTTOM_BAR, GUTTER, INSET_MIN, INSET_W, TOP_BAR, TOP_LEAST
from games.finger_football.ui.kick_views import Views
from games.window import ui

FieldGoalScene = Any  # the kick window (kick_scene.py), named and not imported: it imports this

LEAST_SCALE = 400  # px a metre: the goalpost drawn readable (thumbs about 50 px tall)
SIDE_SHARE = (
    0.56  # of the two views' height, the side view's at most while it is this readable (0.6 before the
)
# guide's band was kept from the start: the top view then fell under 190 px at 1280x720)
GUIDE_BAND = 64  # px (at the plain text scale): the guide's card, above the views


def lay_out(k: FieldGoalScene, size: tuple[int, int]) -> None:
    """Both views at one true scale, as wide as the window allows beside a gutter for their
    labels; the top view shows as much of the field's width as fits (at least TOP_LEAST). The
    message strip sits above them and, while a guide has been shown here, the guide's band
    between the two. Laid out once for every kick this window can make (kick_flight's
    tallest_room): only a window resized, or a guide's band made, lays them out anew."""
    w, h = size
    x_span = kick_keys.widest(k) + 0.22  # one place for the ball, whatever the hands' distance
    top = TOP_BAR + k.strip_height + 8
    band = guide_band_height() if k.guide_room else 0
    k.guide_band = pygame.Rect(8, top - 4, w - 16, band)
    top += band + 4 if band else 0
    usable_h = h - top - BOTTOM_BAR - 40
    scale, z_span = _fit(k, usable_h)
    scale = min(scale, (w - ui.px(GUTTER) - 30) / x_span)
    k.y_span = min(0.62, (usable_h - 8) / scale - z_span)  # 8 px clear of the footer
    x0 = ui.px(GUTTER) + (w - ui.px(GUTTER) - x_span * scale) / 2 + 0.1 * scale
    side_h = round(z_span * scale) + 24
    top_h = round(k.y_span * scale)
    k.views = Views(
        scale=scale,
        x0=x0,
        side_base=top + z_span * scale,
        top_mid=top + side_h + 16 + top_h / 2,
        side_area=pygame.Rect(ui.px(GUTTER), top, w - ui.px(GUTTER), side_h),
        top_area=pygame.Rect(ui.px(GUTTER), top + side_h + 16, w - ui.px(GUTTER), top_h),
    )
    k.laid_for = (size, k.guide_room, ui.scale())
    inset_w = min(INSET_W, max(w // 5, INSET_MIN))  # its measures whole in a small window
    # Wide enough for its caption at any text scale ("fingers 6.5 cm high, thu…" at 1.5: play-test 5).
    caption = ui.text_width("fingers 10.5 cm high, thumbs 12.5 cm", LABEL) + 12
    inset_w = max(inset_w, min(caption, w // 3))
    k.inset = pygame.Rect(w - inset_w - 8, TOP_BAR + 4, inset_w, k.strip_height - 8)


def _fit(k: FieldGoalScene, usable_h: float) -> tuple[float, float]:
    """The views' scale (px a metre) and how tall the side view is (m) in ``usable_h`` px of
    height: one height for every loft, hands, air and kick (the views re-zoomed as the wheel
    turned the loft, and grew for a high kick struck, moving the hands under the player's aim:
    play-tests). The tallest arc a kick here can fly (kick_flight.tallest_room) whole where
    the window has room for it; else as much of it as leaves the top view SIDE_SHARE's rest
    (a tall empty sky over a thin top view: play-test) at LEAST_SCALE (the goalpost drawn
    readable); higher arcs: the ball at the view's edge, with the arrow. A low window keeps
    the top view's TOP_LEAST first, then the side view's least, the hands with room above."""
    least = max(0.3, kick_keys.tallest_hands(k) + 0.08)
    sky = SIDE_SHARE * (usable_h + 16) - 24  # px: the side view's share, less its foot
    scale = max(LEAST_SCALE, sky / k.tallest_arc)
    z_span = min(k.tallest_arc, sky / scale)
    if (usable_h - 8) / scale - z_span < TOP_LEAST:  # a low window: the top view first
        z_span = (usable_h - 8) / scale - TOP_LEAST
    if z_span < least:
        z_span, scale = least, (usable_h - 8) / (least + TOP_LEAST)
    return scale, z_span


def guide_band_height() -> int:
    """The guide's band above the views: its longest step read whole on a card across the
    smallest window, at every text scale."""
    return min(PLACED_AT_MOST, ui.px(GUIDE_BAND))
