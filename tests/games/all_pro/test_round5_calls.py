"""The All-Pro window after a newcomer's fifth play-test (6/10): the calls after a turn. A pass
or lateral called while the defence can reach the passer is a sure sack (the rules give the
defence its three moves before any throw), and the hints say so; Enter never presses a call that
cannot work; a greyed call says why with the pointer on it (the punt's reason in squares), and a
reason undone on the board gives the call back. Every step as a person makes it: clicks, pointer
moves and keys posted to the window, the words read from what it draws."""

from __future__ import annotations

import pygame

from games.all_pro.rules.actions import Formation, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.turn_end import STOP_AT_CALLS
from games.window.app import App

from .window_kit import click, drawn


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)


def point(app: App, pos: tuple[float, float]) -> None:
    x, y = round(pos[0]), round(pos[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))


def said(app: App, name: str = "") -> str:
    """The words drawn, wrapped lines joined."""
    return " ".join(" ".join(b.words for b in drawn(app, name)).split())


def button(scene: AllProScene, label: str) -> pygame.Rect:
    return next(b.rect for b, _ in scene.buttons if b.label == label)


def defaults(scene: AllProScene) -> list[str]:
    return [c.label for c in scene.choices() if c.default]


# ----------------------------------------------------------------------------- 1: the sack
def test_the_hint_at_the_call_says_a_pass_now_is_a_sack(window: App) -> None:
    """The carrier ringed orange at the call: no "a pass gets the ball away"."""
    scene = states._pass_call(window)  # the CPU's C can reach the passer
    words = said(window, "round5-sack-hint")
    assert "a pass or lateral called now is a sack" in words
    assert "gets the ball away" not in words
    assert "Enter: Call pass" not in words, "the line under the board offers no sure sack"
    assert "Call pass" not in defaults(scene) and defaults(scene) == ["Let the defence move"]


def test_a_pass_into_a_sack_is_said_before_it_is_called(window: App) -> None:
    scene = states._pass_call(window)
    drawn(window)
    click(window, button(scene, "Call pass").center)
    assert scene.game.phase == Phase.CALL, "the first click only warns"
    words = said(window, "round5-sack-warned")
    assert "A pass called now is a sack" in words and "Press Call pass again" in words
    click(window, button(scene, "Call pass").center)
    assert scene.game.passing is not None, "a second click calls it anyway"


def test_a_lateral_into_a_sack_is_said_too(window: App) -> None:
    scene = states._pass_call(window)
    drawn(window)
    click(window, button(scene, "Call lateral").center)
    assert scene.game.phase == Phase.CALL
    assert "A lateral called now is a sack" in said(window)


# ----------------------------------------------------------------------------- 4: Enter
NOBODY_OPEN = {
    "home.B1": (5, 9),
    "home.C": (5, 11),
    "home.E1": (1, 12),
    "away.C": (9, 18),
    "away.B1": (1, 18),
}


def test_enter_never_calls_a_pass_with_nobody_open(window: App) -> None:
    scene = states._set(window, AllPro.position(NOBODY_OPEN, "home.B1", phase=Phase.CALL))
    words = said(window, "round5-nobody-open")
    assert "Nobody is open for a pass" in words
    assert defaults(scene) == ["Let the defence move"]
    click(window, button(scene, "Call pass").center)
    assert scene.game.phase == Phase.CALL and scene.game.passing is None
    assert "Nobody is open for a pass: a pass called now can only be thrown away" in said(window)
    key(window, pygame.K_RETURN)  # Enter: the call that can work, the defence moves
    assert scene.game.passing is None and scene.game.phase == Phase.PLAY


def test_enter_calls_the_pass_when_it_can_work(window: App) -> None:
    men = {"home.B1": (5, 9), "home.C": (5, 11), "home.E1": (5, 13), "away.C": (9, 18), "away.B1": (1, 18)}
    scene = states._set(window, AllPro.position(men, "home.B1", phase=Phase.CALL))
    drawn(window)
    assert defaults(scene) == ["Call pass"]
    click(window, button(scene, "Call pass").center)
    assert scene.game.passing is not None, "an open receiver, the passer safe: called at once"


# ----------------------------------------------------------------------------- 2: the punt
def _punt_snapped(window: App) -> AllProScene:
    """Fourth down in the punt formation, snapped to the kicker by Enter."""
    scene = states._game(window)
    game = scene.game
    game._scrimmage(Team.HOME, 50, first_down=True)
    game.down = 4
    game.apply(Formation(Team.HOME, "punt", tuple(sorted(game.formation_places(Team.HOME, "punt").items()))))
    game.apply(
        Formation(Team.AWAY, "7-2-2", tuple(sorted(game.formation_places(Team.AWAY, "7-2-2").items())))
    )
    drawn(window)
    key(window, pygame.K_RETURN)  # the snap
    assert game.snapped and game.kicker == game.carrier
    return scene


def test_moving_the_kicker_is_warned_and_the_grey_punt_says_why(window: App) -> None:
    scene = _punt_snapped(window)
    kicker = scene.game.carrier
    assert kicker is not None
    square = scene.game.men[kicker].square
    click(window, scene.view.centre(*square))
    assert "if he moves with it (or hands it off) he may not kick this play" in said(window, "round5-kicker")
    back = (square[0], square[1] - 1)
    assert back in scene._targets()
    click(window, scene.view.centre(*back))
    drawn(window)
    click(window, button(scene, STOP_AT_CALLS).center)
    assert scene.game.phase == Phase.CALL
    drawn(window)
    punt = button(scene, "Call punt")
    assert "Call punt" in scene.greyed
    point(window, punt.center)
    words = said(window, "round5-punt-why")
    assert "Call punt: No punt: only the man who took the snap 2 squares (10 yards) or more behind" in words


def _end(scene: AllProScene) -> str:
    return next(b.label for b, _ in scene.buttons if b.label.startswith("End turn"))


def _kicker_blocked(window: App, moves: int) -> AllProScene:
    men = {"home.B1": (5, 7), "home.L1": (5, 8), "home.C": (5, 9), "away.C": (9, 18), "away.B1": (1, 18)}
    game = AllPro.position(men, "home.B1", moves=moves, down=4)
    game.kicker = "home.B1"  # he took the snap 10 yards back and has not moved
    return states._set(window, game)


def test_a_reason_undone_on_the_board_gives_the_punt_back(window: App) -> None:
    scene = _kicker_blocked(window, moves=2)  # your L1 on the ball's spot in front of the kicker
    drawn(window)
    click(window, button(scene, _end(scene)).center)
    assert scene.game.phase == Phase.CALL and "Call punt" in scene.greyed
    point(window, button(scene, "Call punt").center)
    assert "Call punt: No punt: a man of yours stands on the square in front of your kicker" in said(window)

    scene = _kicker_blocked(window, moves=1)  # again, and this time L1 steps off the spot
    drawn(window)
    click(window, scene.view.centre(5, 8))
    click(window, scene.view.centre(4, 8))
    drawn(window)
    assert scene.game.men["home.L1"].square == (4, 8) and scene.game.phase == Phase.PLAY
    click(window, button(scene, _end(scene)).center)  # the kicker lined up: End turn stops at the call
    drawn(window, "round5-punt-back")
    assert scene.game.phase == Phase.CALL and "Call punt" not in scene.greyed
