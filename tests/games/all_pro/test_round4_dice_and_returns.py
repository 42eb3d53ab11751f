"""The All-Pro window after a newcomer's fourth play-test (7/10), part two: the dice box goes with
the turn or the play it belongs to, labelled "Last roll" while it stays, and a kick return can be
handed to the coach to play out ("Play the return for me"). Every step as a person makes it:
clicks and keys posted to the window, the model's state and the words drawn checked."""

from __future__ import annotations

import pygame

from games.all_pro.rules.actions import PassKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.play_end import HOLD
from games.all_pro.ui.return_play import OFFER, PLAYING, STOP, TAKEN_BACK
from games.window.app import App

from .helpers import Dice, position
from .window_kit import click, drawn


def said(app: App, name: str = "") -> str:
    """The words drawn, wrapped lines joined (a wrapped line is drawn indented)."""
    return " ".join(" ".join(b.words for b in drawn(app, name)).split())


def run(app: App, seconds: float) -> None:
    for _ in range(round(seconds * 60)):
        app.frame(1 / 60)


def press(app: App, scene: AllProScene, label: str) -> None:
    drawn(app)
    run(app, 0.35)  # a person's pace: not the second half of a double click
    click(app, next(b for b, _ in scene.buttons if b.label == label).rect.center)


# ----------------------------------------------------------------------------- 3: the dice box
def test_the_cpu_s_pass_dice_go_with_its_turn(window: App) -> None:
    men = {"away.B1": (5, 14), "away.E1": (5, 10), "home.B1": (9, 3), "home.C": (1, 9)}
    game = position(men, "away.B1", offence=Team.AWAY, phase=Phase.THROW, dice=Dice(2, 2))
    game.passing = (PassKind.FORWARD, "away.B1")
    scene = states._set(window, game)
    for _ in range(600):  # the CPU throws; its receiver runs on in the same turn
        window.frame(1 / 60)
        if scene.view.dice is not None and scene.view.dice.done:
            break
    assert scene.view.dice is not None and scene.game.mover == Team.AWAY
    for _ in range(600):
        window.frame(1 / 60)
        if scene.my_turn:
            break
    assert scene.my_turn and scene.game.phase == Phase.PLAY
    assert scene.view.dice is None, "the CPU's turn is over: its pass's dice are gone"
    assert scene.pass_die is None
    assert "Last roll" not in said(window, "round4-dice-gone")


def test_the_kick_s_dice_say_they_are_the_last_roll_once_its_banner_has_gone(window: App) -> None:
    scene = states._punt_return(window)
    for _ in range(60):
        if scene.banner is None:
            break
        window.frame(1 / 60)
    assert scene.banner is None and scene.view.dice is not None and scene.my_turn
    assert "Last roll: the kick" in said(window, "round4-last-roll")


def test_the_dice_of_a_play_go_when_you_go_on_from_its_end(window: App) -> None:
    men = {"home.B1": (5, 9), "home.E1": (5, 13), "away.B1": (9, 18), "away.C": (1, 14)}
    game = position(men, "home.B1", phase=Phase.THROW, dice=Dice(1))
    game.passing = (PassKind.FORWARD, "home.B1")
    scene = states._set(window, game)
    drawn(window)
    click(window, next(b for b, _ in scene.buttons if b.label.startswith("Throw to E1")).rect.center)
    assert scene.pause is not None and scene.pause.headline == "INCOMPLETE PASS"
    run(window, HOLD + 2.0)
    assert scene.view.dice is not None, "held with the play's end"
    click(window, scene.view.centre(5, 5))  # go on
    assert scene.pause is None
    assert scene.view.dice is None and scene.pass_die is None, "the next lineup: no old dice"
    assert "Last roll" not in said(window)


# ----------------------------------------------------------------------------- 4: kick returns
RETURN = {
    "home.B1": (5, 3),
    "home.L1": (5, 5),
    "away.L1": (5, 9),
    "away.L2": (3, 10),
    "away.B1": (8, 12),
}


def _returning(window: App) -> AllProScene:
    """Your B1 has caught the CPU's kick-off on your 10; the CPU's men upfield."""
    game = position(RETURN, "home.B1", returning="kick-off", line=15)
    return states._set(window, game)


def test_a_return_can_be_played_for_you_to_its_end(window: App) -> None:
    scene = _returning(window)
    words = said(window, "round4-return-offer")
    assert OFFER in words and scene.my_turn
    press(window, scene, OFFER)
    assert scene.stand_in.on and PLAYING in said(window, "round4-return-playing")
    start = len(scene.game.log)
    for _ in range(60 * 120):  # no click of the person's until the return is over
        window.frame(1 / 60)
        if scene.pause is not None or scene.game.phase != Phase.PLAY:
            break
    assert scene.pause is not None or scene.game.phase != Phase.PLAY, "the return played to its end"
    moved = [e for e in scene.game.log[start:] if e.team == Team.HOME and e.kind == "move"]
    assert moved, "your men were moved for you"
    run(window, HOLD + 1.0)
    click(window, scene.view.centre(5, 5))  # go on from the play's end
    run(window, 0.5)
    assert not scene.stand_in.on, "the next play is yours again"
    assert OFFER not in said(window) and STOP not in said(window)


def test_you_take_your_men_back_mid_return(window: App) -> None:
    scene = _returning(window)
    press(window, scene, OFFER)
    for _ in range(600):  # the stand-in's first move
        window.frame(1 / 60)
        if scene.game.moves:
            break
    assert scene.game.moves >= 1
    press(window, scene, STOP)
    assert not scene.stand_in.on and TAKEN_BACK in said(window)
    moves, log = scene.game.moves, len(scene.game.log)
    run(window, 2.0)
    if scene.my_turn:
        assert (scene.game.moves, len(scene.game.log)) == (moves, log), "nothing moved for you"
    pygame.event.clear()
