"""Practice's marks on the mat after a flick rests (practice.py is the window): the hit mark for
the target alone, a distinct, labelled mark for anything else the slider rests on (every circle it
stopped on had the hit's cyan ring, so a miss on another circle looked like a hit: play-test), and
where the round's card goes, clear of the slider. A view module (pygame)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from games.finger_football.ui.view import MatView
from games.window import ui
from sim.geometry import Pose
from sim.slider.features import FeatureKind
from sim.slider.table import Touch

NOT_TARGET = (255, 140, 60)  # orange: rested on, not the target
NOT_TARGET_WORDS = "rested on: not the target"
LABEL = 16


def draw_rest_marks(
    view: MatView, s: pygame.Surface, touched: Iterable[Touch], target_id: str | None
) -> None:
    """The target, if the slider rests on it, ringed as a hit; everything else it rests on
    ringed orange, and the first such circle labelled as not the target."""
    ids = {t.id for t in touched}
    hit = {i for i in ids if target_id is not None and i in (target_id, f"{target_id}/pass")}
    others = ids - hit
    view.ring(s, hit, ui.HIGHLIGHT)
    view.ring(s, others, NOT_TARGET)
    circles = (FeatureKind.RUN_CIRCLE, FeatureKind.PASS_CIRCLE)
    geom = next((view.disk(t.id) for t in touched if t.id in others and t.kind in circles), None)
    if geom is None:
        return
    x, y = view.to_screen(geom.x, geom.y)
    r = view.px(geom.radius)
    box = pygame.Rect(0, 0, ui.text_width(NOT_TARGET_WORDS, LABEL) + 12, ui.line_height(LABEL) + 4)
    box.midbottom = (round(x), round(y - r - 6))
    if box.top < view.mat_rect.top:
        box.midtop = (round(x), round(y + r + 6))
    box.clamp_ip(view.mat_rect)
    ui.overlay(s, box, 235, NOT_TARGET)
    ui.text(s, NOT_TARGET_WORDS, box.center, LABEL, NOT_TARGET, "center")


def card_centre(view: MatView, box: pygame.Rect, slider: Pose) -> tuple[int, int]:
    """Where a card goes over the mat: its middle, unless that covers the slider (the warm-up's
    card hid it: play-test); then the side of the mat away from it."""
    area = view.mat_rect
    trial = box.copy()
    trial.center = area.center
    sx, sy = view.to_screen(slider.x, slider.y)
    keep = pygame.Rect(0, 0, 60, 60)
    keep.center = (round(sx), round(sy))
    if not trial.colliderect(keep):
        return trial.center
    if sx < area.centerx:
        trial.left = min(keep.right + 10, area.right - trial.width)
    else:
        trial.right = max(keep.left - 10, area.left + trial.width)
    return trial.center
