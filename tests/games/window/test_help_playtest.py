"""The kit's help and guide as a newcomer's play-test found them, driven by the keys a person
presses: the guide's card and the F1 help are opaque (nothing of the scene shows through their
words), F1 opens on its first page, the controls, in every game (the rules before a player's
first game open on the first rules page), and the Ctrl+Z row says what the scene takes back."""

from collections.abc import Callable

import pygame
import pytest

from games.window import ui
from games.window.app import App
from games.window.guide import Guide, Step
from games.window.howto import Page
from games.window.scene import Host, Scene

from ..conftest import run_for

LOUD = (255, 0, 255)  # a colour no help or card draws: any of it inside one shows through


def key(app: App, k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    app.frame(1 / 60)


class Loud(Scene):
    """A scene painted a loud colour, with a guide and a page of rules."""

    title = "Loud"

    def guide(self) -> Guide | None:
        return Guide("loud", [Step("A step that is never done", lambda: False)])

    def rules(self) -> list[Page]:
        return [Page("A page", ("A line.",))]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill(LOUD)


class Undoing(Loud):
    def undoable(self) -> bool:
        return True

    def undo(self) -> None:
        """Nothing to take back in a test."""


class SaysItsUndo(Undoing):
    def undo_help(self) -> str:
        return "take back your last card"


def _shows_through(app: App, box: pygame.Rect) -> list[tuple[int, int]]:
    inside = box.inflate(-6, -6)
    return [
        (x, y)
        for x in range(inside.left, inside.right, 3)
        for y in range(inside.top, inside.bottom, 3)
        if tuple(app.screen.get_at((x, y)))[:3] != LOUD and _tinted(tuple(app.screen.get_at((x, y)))[:3])
    ]


def _tinted(colour: tuple[int, ...]) -> bool:
    """A pixel of the panel's dark with some of the loud colour in it (red and blue above green)."""
    r, g, b = colour
    return r > ui.PANEL[0] and b > ui.PANEL[2] and g <= ui.PANEL[1] + 2 and r - g > 2


def test_the_guides_card_is_opaque(app: App) -> None:
    app.settings.hints_seen.discard("guide:loud")
    scene = app.push(Loud)
    app.frame(1 / 60)
    guide = app.guide_of(scene)
    assert guide is not None
    box = guide.card(app.screen.get_rect(), app.settings.ui_scale)
    assert tuple(app.screen.get_at((box.left + 5, box.centery)))[:3] == ui.PANEL
    assert not _shows_through(app, box)


def test_the_help_is_opaque(app: App) -> None:
    app.settings.hint_seen("guide:loud")
    app.push(Loud)
    key(app, pygame.K_F1)
    assert app.help_open
    w, h = app.size
    inside = pygame.Rect(0, 0, min(w - 40, ui.px(900)), h - 40)
    inside.center = (w // 2, h // 2)
    assert tuple(app.screen.get_at((inside.left + 6, inside.bottom - 6)))[:3] == ui.PANEL
    assert not _shows_through(app, inside)


def _controls(app: App, scene: Scene) -> dict[str, str]:
    page = app.help.pages(scene, False)[0]
    assert isinstance(page, list)
    return dict(page)


def test_the_ctrl_z_row_says_what_the_scene_takes_back(app: App) -> None:
    assert "Ctrl+Z" not in _controls(app, Loud(app)), "no Ctrl+Z where nothing is taken back"
    said = _controls(app, Undoing(app))["Ctrl+Z"]
    assert said == "take back your last choice", "no flick, kick or roll where there is none"
    assert _controls(app, SaysItsUndo(app))["Ctrl+Z"] == "take back your last card"


def _tortellini(app: Host) -> Scene:
    from games.tortellini.ui.opponent import tortellini_setup

    return tortellini_setup(app)


def _all_pro(app: Host) -> Scene:
    from games.all_pro.ui.game_scene import all_pro_setup

    return all_pro_setup(app)


def _foosball(app: Host) -> Scene:
    from games.foosball.ui.game_scene import foosball_setup

    return foosball_setup(app)


def _finger_football(app: Host) -> Scene:
    from games.finger_football.ui.setup import GameSetup

    return GameSetup(app)


@pytest.mark.parametrize(
    ("setup", "rules_first", "moment"),
    [
        (_tortellini, False, False),  # against the CPU its guided first turn, the rules on F1
        (_all_pro, True, True),
        (_foosball, False, False),
        (_finger_football, False, False),
    ],
)
def test_f1_opens_on_the_controls_or_the_moments_page_in_every_game(
    app: App, setup: Callable[[Host], Scene], rules_first: bool, moment: bool
) -> None:
    """The first game of each: if it shows the rules by itself first, they open on the first
    rules page, with the controls a key away; F1 then opens on the controls, or where a game
    has a page for each moment of a play (All-Pro), on the page for this one, the controls a
    key to its left."""
    app.push(setup)
    run_for(app, 0.5)
    key(app, pygame.K_1, "1")  # the first choice: a game against the CPU
    run_for(app, 0.5)
    assert app.help_open == rules_first
    if app.help_open:
        assert app.help.page == 1, "the rules before a first game: their first page"
        key(app, pygame.K_SPACE)
    assert not app.help_open
    key(app, pygame.K_F1)
    if moment:
        assert app.help_open and app.help.page >= 1, "F1: the page for this moment"
        return
    assert app.help_open and app.help.page == 0, "F1: the controls first"
    scene = app.stack.top
    assert scene is not None
    assert isinstance(app.help.pages(scene, False)[0], list), "page 1 is the controls"
