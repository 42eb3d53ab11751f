"""The mat editor's "Play on this mat" (P, or its button at the top right): the mat saved first if
it needs it (as Ctrl+S saves it; a mat that cannot be saved is not played), then a short game of
Finger Football against the CPU on it, over the editor: leaving the game (or its end) comes back to
the editor as it was. A mat designer had to save, leave, open the game's setup and find the mat
there to try a change (play-test). Functions of the editor: it holds the state."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.rules.actions import Team
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.setup import game_options
from games.window import ui

from .mat_status import ERROR

# The editor (mat_editor.EditorScene), named and not imported: it imports this module.
Editor = Any

PLAY, PLAY_SHORT = "Play on this mat (P)", "Play (P)"
SIZE = 19  # the button's words
OPPONENT = "club"  # a steady CPU: it reaches most circles, so the mat's circles show in its play
NOT_SAVED = "Not played: the mat is not saved yet"


def button(width: int, label: str = PLAY) -> ui.Button:
    """The button, at the top right of the title's row."""
    wide = ui.text_width(label, SIZE) + 36
    tall = ui.line_height(SIZE) + 8
    return ui.Button(label, pygame.Rect(width - wide - 8, 4, wide, tall))


def title_row(editor: Editor, surface: pygame.Surface, titles: list[str], size: int) -> tuple[int, str]:
    """The button, drawn at the right of the title's row, and the longest of ``titles`` that fits
    whole left of it (the button says less first: a title is never cut while it can be whole);
    returns (the x where the title's room ends, the title)."""
    width = surface.get_width()
    for label in (PLAY, PLAY_SHORT):
        right = button(width, label).rect.left - 12
        fits = [t for t in titles if ui.text_width(t, size) <= right - 12]
        if fits:
            break
    shown = button(width, label)
    shown.draw(surface, hover=shown.hit(editor.pointer), size=SIZE)
    editor.play_button = shown.rect
    return right, fits[0] if fits else ui.fit(titles[-1], right - 12, size)


def hit(editor: Editor, pos: tuple[int, int]) -> bool:
    drawn = getattr(editor, "play_button", None)
    rect = drawn if drawn is not None else button(editor.app.size[0]).rect
    return bool(rect.collidepoint(pos))


def play(editor: Editor) -> None:
    """Save if needed, then a short game against the CPU on the mat as it is now."""
    if editor.problem() is not None:
        editor.say(f"{NOT_SAVED}: {editor.problem().words}", ERROR)
        return
    if editor.draft.dirty or not editor.own:
        editor._save()  # says where it saved, or why not (a second Ctrl+S asked for: P again)
        if editor.draft.dirty or not editor.own:
            said = editor.message[0] if editor.message is not None else ""
            editor.say(f"{said} · P plays once it is saved", ERROR)
            return
    mat = editor.draft.mat
    seed = editor.app.new_seed()
    humans = frozenset({Team.RED})
    options = game_options(short=True)
    editor.app.push(lambda app: GameScene(app, humans, OPPONENT, mat, seed, options=options))
    editor.say(f"Back from a game on {mat.name!r}: edit on, or P to play it again")
