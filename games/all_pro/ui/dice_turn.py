"""The dice box belongs to the roll's own moment: it goes when that is over, and while it stays it
says what it was ("Last roll: the kick"). A newcomer (7/10) saw a pass's or a kick's dice still in
their box into the next turn and the next lineup (they stayed three seconds after settling,
whatever came next), read as a roll of the moment.

The dice go, once settled, when the turn they were rolled in is over (the rules' series count has
moved on: a kick's dice stay through the return's first turn, a caught pass's through the catch's
turn), or when the person goes on from the play's end; else as before, a few seconds after."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from games.all_pro.rules.actions import Event, LogKind
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.layout import Layout
from games.all_pro.ui.moments import above
from games.all_pro.ui.view import BoardView
from games.window import ui
from games.window.banner import Banner

CAPTION = 18  # the caption's size, left of the dice


@dataclass(frozen=True, slots=True)
class Roll:
    """The dice on the board: the series they were rolled in, and what they decided."""

    series: int
    what: str


class Rolling(Protocol):
    game: AllPro
    view: BoardView
    layout: Layout
    roll: Roll | None
    banner: Banner | None

    @property
    def pause(self) -> object | None: ...


def what(event: Event) -> str:
    """What a roll decided, as the caption names it."""
    if event.kind == LogKind.PASS:
        return "the lateral" if event.text.lower().startswith("lateral") else "the pass"
    if event.kind == LogKind.POINT_AFTER:
        return "the point after"
    if event.kind == LogKind.KICK:
        return "the kick"
    return "the dice"


def rolled(scene: Rolling, events: Sequence[Event]) -> None:
    """Each roll among an action's events onto the board (the last stays), with its moment."""
    for e in events:
        if e.dice:
            scene.view.roll(e.dice)
            scene.roll = Roll(scene.game.series, what(e))


def tidy(scene: Rolling) -> None:
    """Settled dice whose turn is over leave the board."""
    dice, roll = scene.view.dice, scene.roll
    if dice is None:
        scene.roll = None
    elif dice.done and roll is not None and scene.game.series != roll.series:
        scene.view.dice, scene.roll = None, None


def clear(scene: Rolling) -> None:
    """The play is over and the person goes on: its dice go with it."""
    scene.view.dice, scene.roll = None, None


def caption(scene: Rolling, surface: pygame.Surface) -> pygame.Rect | None:
    """ "Last roll: the kick", left of the settled dice, where they have the room above the field
    (not while a banner or a play's end is in the strip beside them: their words run there)."""
    view, roll = scene.view, scene.roll
    if view.dice is None or roll is None or not view.dice.done or view.dice_box is None:
        return None
    if scene.banner is not None or scene.pause is not None:
        return None
    if above(scene.layout, view.field()) is None:
        return None
    box, n = view.dice_box, len(view.dice.shown)
    side = max(16, min(int(view.size * 1.1), box.height - 4, (box.width - 8 * (n + 1)) // n))
    left = box.right - (side + 8) * n  # the first face's left edge (view.draw_dice)
    said = f"Last roll: {roll.what}"
    return ui.text(surface, said, (left - 10, box.centery), CAPTION, ui.MUTED, "midright")
