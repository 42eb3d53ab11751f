"""A newcomer can play offence in the All-Pro window: the CPU's own protected kick ("deep kick")
offered by name, the squares the defence can reach in its three moves shown whenever you have
the ball, and an easier CPU to play."""

import os

import pygame

from games.all_pro.players.beginner import Beginner
from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import Team, row_behind
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.view import DANGER
from games.all_pro.ui.windows import windows
from games.app.launcher import menu_entries
from games.window.app import App
from games.window.choice import ChoiceScene

from .conftest import run_for
from .test_all_pro_scene import centre, click, open_scene, press

SHOTS = os.environ.get("ALL_PRO_SHOTS")  # a folder to save the screens in, to look at them


def _shot(app: App, name: str) -> None:
    if SHOTS:
        pygame.image.save(app.screen, os.path.join(SHOTS, f"{name}.png"))


def _fourth_down(app: App) -> AllProScene:
    scene = open_scene(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    scene.game.down = 4
    app.frame(1 / 60)
    return scene


def test_the_deep_kick_is_offered_by_name_and_lines_the_kicker_three_back(app: App) -> None:
    scene = _fourth_down(app)
    labels = [b.label for b, _ in scene.buttons]
    assert any(label.startswith("Safe punt") for label in labels), labels
    press(app, scene, "Safe punt")
    _shot(app, "deep-kick-formation")
    press(app, scene, "Ready")
    game = scene.game
    assert scene.error is None and game.forming == Team.AWAY  # lined up: the CPU lines up next
    centre_sq = game.men["home.C"].square
    assert centre_sq[1] == row_behind(50, Team.HOME)
    assert game.men["home.B1"].square == (centre_sq[0], centre_sq[1] - 3)
    assert "deep kick" in game.log[-1].text or any("deep kick" in e.text for e in game.log[-3:])


def _lined_up(app: App) -> AllProScene:
    scene = open_scene(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    press(app, scene, "Backs in a T")
    press(app, scene, "Ready")
    run_for(app, 1.0)
    assert scene.game.phase == Phase.PLAY and scene.my_turn
    return scene


def _striped(app: App, scene: AllProScene) -> bool:
    """Is some square of the defence's reach drawn with its orange frame?"""
    for square in scene.danger():
        box = scene.view.rect(square).inflate(-2, -2)
        if tuple(app.screen.get_at((box.left, box.centery)))[:3] == DANGER:
            return True
    return False


def test_the_defences_reach_is_shown_before_the_snap_and_with_the_carrier_chosen(app: App) -> None:
    scene = _lined_up(app)
    run_for(app, 0.1)
    assert scene.danger() and _striped(app, scene)
    said = " ".join(scene.pass_lines())
    assert "the CPU can land a man there next turn" in said and "Run to the plain gaps" in said
    _shot(app, "rush-before-snap")
    press(app, scene, "Snap to B1")
    click(app, centre(scene, scene.game.men["home.B1"].square))
    run_for(app, 0.1)
    assert scene.selected == "home.B1" and scene.danger() and _striped(app, scene)
    _shot(app, "rush-carrier-chosen")
    far = (0, 2)  # an empty square far off: nobody chosen, the reach still shown (play-test 28)
    click(app, centre(scene, far))
    run_for(app, 0.1)
    assert scene.selected is None and scene.danger() and _striped(app, scene)


def test_the_menu_offers_an_easier_cpu_and_the_command_line_knows_it(app: App) -> None:
    setup = app.push(dict(menu_entries())["All-Pro Football"])
    app.frame(1 / 60)
    assert isinstance(setup, ChoiceScene)
    words = [b.label for b in setup.buttons]
    assert words[0].startswith("Beginner CPU:") and words[1].startswith("Coach CPU:"), words
    _shot(app, "opponent")
    run_for(app, 0.4)
    click(app, setup.buttons[0].rect.center)
    scene = app.stack.top
    assert isinstance(scene, AllProScene)
    assert isinstance(scene.cpu[Team.AWAY], Beginner)
    (window,) = windows()
    assert window.skills == ("beginner", "coach")  # as the launcher names them
