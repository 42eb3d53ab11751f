"""A CHOICE in two steps: a click on a lit circle picks the circle, then a button says which play.

Newcomers clicked the middle of a circle meaning "that circle" and got a pass they had not meant
(the white centre was a pass, the ring a run). Now anywhere in a lit circle picks it; the circle
is ringed in blue (not the lit yellow) and two buttons under the mat below it, never over the
circles (the panel's first two, keys 1 and 2)
ask "Run: touch the black circle" or "Pass: touch the white centre" (the rulebook's "touching or
within" each). Another lit circle may be clicked instead until a button is pressed. A view
module (pygame); it never changes the game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from games.finger_football.rules.actions import ChooseTarget, PlayKind, Target, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.prompts import Names, target_words
from games.finger_football.ui.sides import on_screen
from games.finger_football.ui.view import MatView
from games.window import ui

RUN_LABEL = "Run: touch the black circle"
PASS_LABEL = "Pass: touch the white centre"
LABELS = {PlayKind.RUN: RUN_LABEL, PlayKind.PASS: PASS_LABEL}
PICKED = ui.HIGHLIGHT  # the picked circle's ring: not the lit circles' yellow
BOX_W, BUTTON_H, GAP, WORDS = 300, 34, 6, 19  # px of the box beside the circle; its words' size


def lit_circles(game: FingerFootball) -> dict[str, list[Target]]:
    """The circles a CHOICE may name, each with its plays (a run, then a pass)."""
    out: dict[str, list[Target]] = {}
    for action in game.legal_actions():
        if isinstance(action, ChooseTarget) and action.target.circles:
            out.setdefault(action.target.circles[0], []).append(action.target)
    for plays in out.values():
        plays.sort(key=lambda t: t.kind != PlayKind.RUN)
    return out


@dataclass(slots=True)
class CirclePick:
    """The circle a person has clicked on a CHOICE, waiting for a run or a pass; the buttons
    beside it as last drawn (a click on them chooses, as the panel's do)."""

    circle: str | None = None
    buttons: list[tuple[ui.Button, Target]] = field(default_factory=list)

    def clear(self) -> None:
        self.circle, self.buttons = None, []

    def pick_at(self, game: FingerFootball, view: MatView, pos: tuple[int, int]) -> bool:
        """Pick the lit circle under the pointer, anywhere in it (ring or centre)."""
        x, y = view.to_mat(*pos)
        for cid in lit_circles(game):
            c = game.field.circle(cid)
            if math.hypot(x - c.x, y - c.y) <= c.radius:
                self.circle, self.buttons = cid, []
                return True
        return False

    def plays(self, game: FingerFootball) -> list[Target]:
        """The picked circle's plays, a run first; none while no circle is picked."""
        return lit_circles(game).get(self.circle, []) if self.circle is not None else []

    def hit(self, pos: tuple[int, int]) -> Target | None:
        return next((t for b, t in self.buttons if b.hit(pos)), None)

    def words(self, game: FingerFootball, names: Names, attacking: int) -> str:
        """The picked circle as the panel names it: "the Zone 2 upper circle on the CPU's 30"."""
        plays = self.plays(game)
        if not plays:
            return ""
        label = target_words(plays[0], game.offense, names, game.mat)
        return "the " + on_screen(label, attacking).replace(f" {plays[0].kind.value} ", " circle ", 1)

    def draw(self, s: pygame.Surface, game: FingerFootball, view: MatView, hover: tuple[int, int]) -> None:
        """The picked circle ringed, and the two plays as buttons in a box beside it, on the
        side of the mat with room (never off the mat)."""
        self.buttons = []
        plays = self.plays(game)
        if self.circle is None or not plays:
            return
        c = game.field.circle(self.circle)
        cx, cy = view.to_screen(c.x, c.y)
        r = view.px(c.radius)
        width = max(4, round(r / 5))  # thicker than the lit circles' rings: the one picked
        pygame.draw.circle(s, PICKED, (cx, cy), round(r) + width, width)
        box = place_box(view, (cx, cy), r)
        if not box.colliderect(view.mat_rect):  # off the mat: a line from the circle to its box
            below = box.top >= cy
            edge = view.mat_rect.bottom if below else view.mat_rect.top
            pygame.draw.line(
                s, PICKED, (box.centerx, edge), (box.centerx, box.top if below else box.bottom), 3
            )
        ui.overlay(s, box, 235, PICKED)
        y = box.top + GAP
        for i, target in enumerate(plays):
            rect = pygame.Rect(box.left + GAP, y, box.width - 2 * GAP, ui.px(BUTTON_H))
            button = ui.Button(LABELS[target.kind], rect)
            button.draw(s, hover=button.hit(hover), size=WORDS, key=str(i + 1))
            self.buttons.append((button, target))
            y += rect.height + GAP


def place_box(view: MatView, centre: tuple[float, float], r: float) -> pygame.Rect:
    """The run-or-pass box: under the mat, below the picked circle, where the window has room
    (beside the circle it covered the circles next to it: play-test); else above the mat; else
    beside the circle on the side with room."""
    box = pygame.Rect(0, 0, ui.px(BOX_W), 2 * ui.px(BUTTON_H) + 3 * GAP)
    mat, area = view.mat_rect, view.area
    cx, cy = centre
    box.centerx = round(cx)
    if area.bottom - mat.bottom >= box.height + 2 * GAP:
        box.top = mat.bottom + GAP
    elif mat.top - area.top >= box.height + 2 * GAP:
        box.bottom = mat.top - GAP
    else:
        fits_right = cx + r + 8 + box.width <= mat.right
        box.left = round(cx + r + 8) if fits_right else round(cx - r - 8 - box.width)
        box.centery = round(cy)
        return box.clamp(mat)
    return box.clamp(area)


def pick_prompt(game: FingerFootball, pick: CirclePick, names: Names, attacking: int) -> str:
    """What the panel asks once a circle is picked."""
    team: Team | None = game.offense
    your = names.possessive(team) if team is not None else "Your"
    return f"{your} choice: {pick.words(game, names, attacking)}. A run or a pass?"
