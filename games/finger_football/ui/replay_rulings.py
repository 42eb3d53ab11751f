"""What the replay viewer shows of a Finger Football moment exactly as the game window showed it,
so a replay never contradicts the game: the circles lit (the same phases and the same ids as
:func:`games.finger_football.ui.game_drawing.draw_marks`), where a flick rests read as the engine
read it (a slider partly over the mat's edge is still on the mat: a miss, never a touchback;
"off the mat" only when the engine's slider left it wholly), and each play-by-play line's colour
by the game panel's rule (the side a line opens with, else the side its event is about).

A play-test found the replay's words "rests off the mat" and a red cross for a touchdown try the
game had called "past the end line, still on the mat (a miss, not a touchback)": the words read
the slider's middle against the mat's edge, where the rules read any part of it. Pure but for the
ring drawn outside another (no game state is changed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from games.finger_football.rules.actions import JUDGING, ChooseTarget, Phase, Team
from games.finger_football.rules.describe import place
from games.finger_football.ui.marks import target_rings
from games.finger_football.ui.prompts import Names
from sim.slider.features import Disk
from sim.slider.mat import Mat
from sim.slider.table import EventKind, FlickOutcome

OFF_THE_MAT = "off the mat"
TARGET_PHASES = (Phase.SCRIMMAGE, Phase.TWO_POINT, *JUDGING)  # the game lights its target then


def lit_rings(game: Any) -> set[str]:
    """The features the game window rings in its lit colour at this moment: every circle the
    offence may pick on a CHOICE, the onside kick's circles, else the dice's target while it is
    flicked at and ruled on (never a target that outlived its play)."""
    phase = getattr(game, "phase", None)
    if phase == Phase.CHOOSE_TARGET:
        return {
            a.target.circles[0]
            for a in game.legal_actions()
            if isinstance(a, ChooseTarget) and a.target.circles
        }
    if phase == Phase.ONSIDE and game.kicker is not None:
        return {c.id for c in game.field.onside_circles(game.direction(game.kicker))}
    target = getattr(game, "target", None)
    if target is not None and phase in TARGET_PHASES:
        return target_rings(game, target)
    return set()


def rest_words(o: FlickOutcome, mat: Mat) -> str:
    """Where a flick rests, with its preposition, as the engine read it: 'on the home 30',
    'beyond the visitors' end line, still on the mat', 'over the end of the mat past the home end
    line, partly on it', 'off the mat' (the whole slider off it: the engine's ``on_surface``)."""
    if not o.on_surface:
        return OFF_THE_MAT
    where = place(o.rest.x, o.rest.y, mat)
    x0, _y0, x1, _y1 = mat.field.surface
    if where == OFF_THE_MAT:  # its middle beyond the edge, some of it still on the mat
        if o.rest.x < x0 or o.rest.x > x1:
            half = "home" if o.rest.x < x0 else "visitors'"
            return f"over the end of the mat past the {half} end line, partly on it"
        return f"over the {'upper' if o.rest.y > 0 else 'lower'} edge of the mat, partly on it"
    if where.startswith("beyond the "):
        return f"{where}, still on the mat"
    return where


def rest_line(line: str, o: FlickOutcome, mat: Mat) -> str:
    """A flick's own line ("the slider slides 32 yd and rests off the mat", a practice flick's
    "flick 3: 32.0 yd, rests off the mat: ...") with where it rests read as the engine read it."""
    said = place(o.rest.x, o.rest.y, mat)
    return line.replace(f"rests {said}", f"rests {rest_words(o, mat)}", 1)


def left_mat_at(o: FlickOutcome) -> float | None:
    """When (s into the flick) the slider was wholly off the mat, or None if it never was."""
    event = o.event(EventKind.LEFT_SURFACE)
    return None if event is None or o.on_surface else event.t


def line_colour_side(words: str, team: Team | None, names: Names) -> Team | None:
    """Whose colour a play-by-play line takes, as the game panel decides it: the side the line
    opens with ("You: ...", "Blue: ..."), else the side its event is about."""
    for side in Team:
        if words.lower().startswith(f"{names.of(side).lower()}:"):
            return side
    return team


def ring_outside(
    view: Any, shapes: Sequence[Any], s: pygame.Surface, ids: set[str], colour: tuple[int, int, int]
) -> None:
    """A ring just outside each circle of ``ids`` (``shapes``: the mat's features, as
    :func:`sim.slider.features.mat_features` gives them): the dice's target still seen round a
    circle already ringed in another colour (what the slider came to rest on)."""
    width = max(2, round(view.px(0.004)))
    for feature, geom in shapes:
        if feature.id in ids and isinstance(geom, Disk):
            centre = view.to_screen(geom.x, geom.y)
            pygame.draw.circle(s, colour, centre, round(view.px(geom.radius)) + 2 * width, width)
