"""The All-Pro window after a newcomer's fourth play-test (7/10), part one: a turn ended with moves
unused is said, not refused (the button, the panel, the play-by-play), and the CPU's completed
pass and fumble get the banners a player's play gets. Every step as a person makes it: clicks
and keys posted to the window, the words read from what it draws."""

from __future__ import annotations

import pygame

from games.all_pro.rules.actions import PassKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene
from games.window.app import App

from .helpers import Dice, position
from .window_kit import click, drawn

RUN = {"home.B1": (5, 9), "home.C": (5, 11), "home.E1": (1, 11), "away.C": (5, 16), "away.B1": (9, 18)}


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)


def said(app: App, name: str = "") -> str:
    """The words drawn, wrapped lines joined (a wrapped line is drawn indented)."""
    return " ".join(" ".join(b.words for b in drawn(app, name)).split())


def labels(scene: AllProScene) -> list[str]:
    return [b.label for b, _ in scene.buttons]


def run(app: App, seconds: float) -> None:
    for _ in range(round(seconds * 60)):
        app.frame(1 / 60)


# ----------------------------------------------------------------------------- 1: moves unused
def test_end_turn_says_the_moves_it_leaves_and_the_log_keeps_it(window: App) -> None:
    scene = states._set(window, AllPro.position(RUN, "home.B1", moves=1))
    words = said(window, "round4-unused")
    assert "End turn (2 moves unused)" in labels(scene)
    assert "End turn (2 moves unused)" in words, "the button drawn with what it leaves"
    assert "2 of your 3 moves left this turn: End turn now leaves them unused" in words, "the panel"
    key(window, pygame.K_RETURN)  # Enter presses End turn: not refused
    assert scene.game.mover == Team.AWAY or scene.game.phase != Phase.PLAY
    assert "You ended the turn with 2 moves unused" in said(window, "round4-unused-logged")


def test_a_click_on_end_turn_with_one_move_left_is_logged(window: App) -> None:
    scene = states._set(window, AllPro.position(RUN, "home.B1", moves=2))
    drawn(window)
    button = next(b for b, _ in scene.buttons if b.label == "End turn (1 move unused)")
    assert "1 of your 3 moves left this turn: End turn now leaves it unused" in said(window)
    click(window, button.rect.center)
    assert scene.game.mover == Team.AWAY
    log = said(window)
    assert "You ended the turn with 1 move unused" in log
    assert "End turn now leaves" not in log, "said only while moves are left"


def test_no_unused_moves_no_words(window: App) -> None:
    """A full turn: no line in the log (the window ends the turn at the third move)."""
    scene = states._set(window, AllPro.position(RUN, "home.B1", moves=0))
    drawn(window)
    assert "End turn (3 moves unused)" in labels(scene)
    for _ in range(3):  # three steps of the Center, clicked as a person does: the man, then the dot
        man = scene.game.men["home.C"].square
        click(window, scene.view.centre(*man))
        to = next(t for t in scene._targets() if t[1] == man[1] + 1 or t[1] == man[1])
        click(window, scene.view.centre(*to))
        run(window, 0.3)
    game = scene.game
    assert game.phase == Phase.CALL or game.mover == Team.AWAY, "the third move ends the turn"
    assert "unused" not in said(window)


# ----------------------------------------------------------------------------- 2: the CPU's banners
def _cpu_throws(window: App, dice: Dice) -> AllProScene:
    """The CPU's passer at the throw, its E1 open four squares downfield, the line on the 50."""
    men = {"away.B1": (5, 14), "away.E1": (5, 10), "home.B1": (9, 3), "home.C": (1, 9)}
    game = position(men, "away.B1", offence=Team.AWAY, phase=Phase.THROW, dice=dice)
    game.passing = (PassKind.FORWARD, "away.B1")
    return states._set(window, game)


def test_the_cpu_s_completed_pass_gets_a_banner_named_as_you_see_it(window: App) -> None:
    scene = _cpu_throws(window, Dice(2, 2))
    for _ in range(240):  # the CPU throws at its pace; the banner once the die has settled
        window.frame(1 / 60)
        if scene.banner is not None:
            break
    assert scene.banner is not None and scene.banner.headline == "PASS COMPLETE"
    assert scene.banner.detail == "The CPU completes a pass to the CPU's E1 for 10 yd"
    words = said(window, "round4-cpu-pass")
    assert "PASS COMPLETE" in words and "The CPU completes a pass" in words


def test_your_completed_pass_gets_the_same_banner(window: App) -> None:
    men = {"home.B1": (5, 9), "home.E1": (5, 13), "away.B1": (9, 18), "away.C": (1, 14)}
    game = position(men, "home.B1", phase=Phase.THROW, dice=Dice(2, 2))
    game.passing = (PassKind.FORWARD, "home.B1")
    scene = states._set(window, game)
    drawn(window)
    click(window, next(b for b, _ in scene.buttons if b.label.startswith("Throw to E1")).rect.center)
    run(window, 2.0)
    assert scene.banner is not None and scene.banner.detail == "You complete a pass to your E1 for 10 yd"


def test_the_cpu_s_fumble_gets_a_banner_named_as_you_see_it(window: App) -> None:
    men = {"away.B1": (5, 14), "away.E1": (5, 10), "home.B1": (9, 3), "home.C": (1, 9)}
    dice = Dice(fumble=True, falls=(5, 12))
    game = position(men, "away.B1", offence=Team.AWAY, dice=dice, fumbles="chance", fumble_chance=0.5)
    scene = states._set(window, game)
    for _ in range(240):
        window.frame(1 / 60)
        if scene.banner is not None:
            break
    assert scene.banner is not None and scene.banner.headline == "FUMBLE!"
    assert scene.banner.detail == "The CPU fumbles: the ball falls off the CPU's B1"
    assert "The CPU fumbles" in said(window, "round4-cpu-fumble")
