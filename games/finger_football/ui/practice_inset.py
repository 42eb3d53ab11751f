"""Practice's close call, magnified (close_call.py draws it): placed as the game places it
(inset_place.py), beside the mat where a room is free of the guide's strip, else over the mat
clear of the slider and the lit circle. Functions of the practice scene (practice.py), named and
not imported: they read it and draw."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.ui import close_call, inset_place
from games.finger_football.ui.inset_place import Inset

# The practice scene (practice.PracticeScene): its imports run one way, scene to helpers.
PracticeScene = Any


def inset_of(scene: PracticeScene, bars: tuple[int, int]) -> Inset | None:
    """Where the last flick's close call is drawn now (``bars``: the title and bottom bars'
    heights); None when none is: no close call, a pull under way, or the round's card up."""
    c = scene.close_call()
    if c is None or scene.drag.active or scene.round_card > 0.0:
        return None
    view, rest = scene.view, scene.outcome.rest
    guide = scene.app.guides.get(id(scene)) if hasattr(scene.app, "guides") else None
    strip = scene.guide_strip() if guide is not None and guide.showing is not None else None
    rooms = inset_place.free_rooms(view.mat_rect, scene.app.size[1], bars[0], bars[1], [strip])
    x, y = view.to_screen(rest.x, rest.y)
    tx, ty = view.to_screen(scene.target.x, scene.target.y)
    slider = (x, y, view.px(scene.mat.slider.length / 2))
    return inset_place.place(view.mat_rect, rooms, slider, [(tx, ty, view.px(scene.target.radius))], lines=2)


def draw(scene: PracticeScene, surface: pygame.Surface, bars: tuple[int, int]) -> None:
    inset = inset_of(scene, bars)
    if inset is not None:
        close_call.draw(surface, inset, scene.outcome.rest, scene.close_call(), scene.mat, scene.view.scale)
