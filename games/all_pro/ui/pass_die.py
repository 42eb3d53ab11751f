"""The pass's die drawn where the pass was thrown: its face (pips) on or beside the lane from the
passer to the receiver, and what the face means ("odd": incomplete; "even": caught; or picked off
by a defender on the lane as many spaces out as the dice show), held on the board until the
person goes on from the play's end.

A newcomer (6/10) read the pass's result only in the panel's words: the dice rolled in their box
off the field, a few seconds, and went; nothing on the board said why the pass fell.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from games.all_pro.rules.actions import Action, Event, LogKind, Throw
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.badges import clear_place
from games.all_pro.ui.tags import LANE, readable
from games.all_pro.ui.view import BoardView
from games.window import ui
from sim.tiles.grid import Square

# Where each pip of a face sits, in thirds of the face from its centre.
PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


@dataclass(frozen=True, slots=True)
class PassDie:
    """A pass the dice decided: from ``passer`` to ``receiver`` (their squares at the throw)."""

    passer: Square
    receiver: Square
    dice: tuple[int, ...]
    result: str  # "complete", "incomplete" or "intercepted"
    series: int = 0  # the game's series count at the throw: a caught pass's die goes after it

    def meaning(self) -> str:
        """What the face says, in a word or two (the strip and the panel say the rest)."""
        if self.result == "incomplete":
            return "odd"
        if self.result == "intercepted":
            return f"{sum(self.dice)}: picked off"
        return "even"


def pass_die(events: Sequence[Event], passer: Square, receiver: Square, series: int = 0) -> PassDie | None:
    """The die of the pass among ``events`` (a throw's), if the dice decided one."""
    for e in events:
        if e.kind == LogKind.PASS and e.dice:
            result = (
                "incomplete"
                if "INCOMPLETE" in e.text
                else ("intercepted" if "INTERCEPTED" in e.text else "complete")
            )
            return PassDie(passer, receiver, tuple(e.dice), result, series)
    return None


def after(die: PassDie | None, game: AllPro) -> PassDie | None:
    """The die kept on the board after an action: a caught or picked-off pass's goes once the
    play moves on from the catch (the turn passes), never left on the catch square through the
    tackle's banner nor through an interception's return (newcomer 7/10: a stale die); a dropped
    pass's stays with the play's end, till the person goes on."""
    if die is None or die.result == "incomplete" or game.series == die.series:
        return die
    return None


def draw_face(surface: pygame.Surface, box: pygame.Rect, value: int) -> None:
    """A die's face: white, rounded, its pips in ink."""
    pygame.draw.rect(surface, ui.PAPER, box, border_radius=max(3, box.width // 6))
    pygame.draw.rect(surface, ui.INK, box, 2, border_radius=max(3, box.width // 6))
    third, r = box.width / 3.6, max(2.0, box.width / 11)
    for dx, dy in PIPS.get(value, ()):
        pygame.draw.circle(surface, ui.INK, (box.centerx + dx * third, box.centery + dy * third), r)


Centre = Callable[[float, float], tuple[float, float]]  # a square's centre on the screen


def _points(a: tuple[float, float], b: tuple[float, float], size: float) -> list[tuple[float, float]]:
    """Places for the card: on the lane from its middle outwards, then ever further beside it
    (half a square at a time, up to three squares off)."""
    (x0, y0), (x1, y1) = a, b
    length = max(1e-9, math.dist(a, b))
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    n = max(2, round(2 * length / size))
    ts = sorted((k / n for k in range(n + 1)), key=lambda t: abs(t - 0.5))
    out = []
    for d in (0.0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5, 2.0, -2.0, 2.5, -2.5, 3.0, -3.0):
        out += [(x0 + (x1 - x0) * t + nx * d * size, y0 + (y1 - y0) * t + ny * d * size) for t in ts]
    return out


def place(
    die: PassDie, at: Centre, size: float, kept: list[pygame.Rect], field: pygame.Rect
) -> tuple[pygame.Rect, int] | None:
    """Where the die and its word go: on or beside the lane, clear of the men, their labels and
    the board's other marks (``kept``); the word's size. None where nothing is clear."""
    side = max(16, round(size * 0.7))
    text = readable()
    faces = len(die.dice) * side + (len(die.dice) - 1) * 4
    width = max(faces, ui.text_width(die.meaning(), text)) + 10
    height = side + ui.line_height(text) + 8
    box = clear_place(_points(at(*die.passer), at(*die.receiver), size), (width, height), kept, field)
    return None if box is None else (box, text)


def draw(
    surface: pygame.Surface,
    die: PassDie,
    at: Centre,
    size: float,
    kept: list[pygame.Rect],
    field: pygame.Rect,
    spare: pygame.Rect | None = None,
) -> pygame.Rect | None:
    """The die's face(s) and their meaning on a dark card by the lane, else (no clear place on
    the field) in ``spare``, the dice's own box off the field; the box drawn, if any."""
    placed = place(die, at, size, kept, field)
    if placed is None:
        return None if spare is None else _in_box(surface, die, spare)
    box, text = placed
    ui.overlay(surface, box, 235)
    pygame.draw.rect(surface, LANE, box, 2, border_radius=6)
    side = max(16, round(size * 0.7))
    faces = len(die.dice) * side + (len(die.dice) - 1) * 4
    x = box.centerx - faces // 2
    for k, value in enumerate(die.dice):
        draw_face(surface, pygame.Rect(x + k * (side + 4), box.top + 4, side, side), value)
    ui.text(surface, die.meaning(), (box.centerx, box.top + side + 5), text, _colour(die), "midtop")
    return box


def _colour(die: PassDie) -> ui.Color:
    return ui.ACCENT if die.result == "complete" else ui.PAPER


def _in_box(surface: pygame.Surface, die: PassDie, box: pygame.Rect) -> pygame.Rect:
    """The faces at the right of ``box`` (the dice's own, off the field), the meaning left of them."""
    side = max(12, box.height - 8)
    x = box.right - (side + 4) * len(die.dice)
    for k, value in enumerate(die.dice):
        draw_face(surface, pygame.Rect(x + k * (side + 4), box.centery - side // 2, side, side), value)
    ui.text(surface, die.meaning(), (x - 8, box.centery), readable(), _colour(die), "midright")
    return box


class Holding(Protocol):
    """What the held die reads of the game's scene (game_scene.py)."""

    pass_die: PassDie | None
    view: BoardView

    def _rolling(self) -> bool: ...


def thrown(game: AllPro, action: Action) -> tuple[Square, Square] | None:
    """The passer's and the receiver's squares of ``action``, a throw about to be made."""
    if not isinstance(action, Throw) or game.carrier is None or action.receiver not in game.men:
        return None
    return game.men[game.carrier].square, game.men[action.receiver].square


def draw_held(scene: Holding, surface: pygame.Surface) -> None:
    """The last pass's die, once the dice have settled (never the result before the roll ends)."""
    die, view = scene.pass_die, scene.view
    if die is None or scene._rolling():
        return
    spare = view.dice_box if view.dice is None else None  # the dice's box, once they have gone
    draw(surface, die, view.centre, view.size, view._occupied() + view.balls, view.field(), spare)
