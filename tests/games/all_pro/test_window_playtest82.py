"""The All-Pro window after a fresh newcomer's play-test (6/10, play-test 82), driven by the clicks
and keys a person makes: a punt formation's end of turn offers the kick, ..."""

from __future__ import annotations

import os

import pygame

from games.all_pro.rules.actions import Call, Phase
from games.all_pro.rules.board import CENTRE_COL, Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.prompts import open_now
from games.window import ui
from games.window.app import App

from ..conftest import key, post, run_for

SHOTS = os.environ.get("ALLPRO_SHOTS")  # a folder to save the screens in, to look at


def click(app: App, pos: tuple[float, float]) -> None:
    x, y = round(pos[0]), round(pos[1])
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    app.frame(1 / 60)


def drawn(app: App, name: str = "") -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    if SHOTS and name:
        pygame.image.save(app.screen, os.path.join(SHOTS, f"{name}.png"))
    return boxes


# ----------------------------------------------------------------------------- 1. the punt's call
# Lined up in the punt formation on second down, not yet snapped: the kicker two squares (10 yards)
# behind the Center, nobody between; the CPU on its line.
PUNT = {
    "home.C": (5, 11),
    "home.B1": (5, 9),
    "home.L1": (3, 11),
    "home.L2": (4, 11),
    "home.L3": (6, 11),
    "home.B2": (4, 10),
    "home.B3": (6, 10),
    "away.C": (5, 12),
    "away.L1": (3, 12),
    "away.L3": (7, 12),
    "away.B1": (5, 15),
}


def _punt_lined_up(app: App, down: int = 2) -> AllProScene:
    game = AllPro.position(PUNT, "home.C", down=down, snapped=False)
    return states._set(app, game)


def test_enter_after_a_punt_formations_turn_offers_the_punt_first(window: App) -> None:
    scene = _punt_lined_up(window)
    key(window, pygame.K_RETURN)  # the snap to the kicker
    assert scene.game.snapped and scene.game.carrier == "home.B1"
    run_for(window, 0.4)  # past the key's grace
    key(window, pygame.K_RETURN)  # End turn
    run_for(window, 0.4)
    game = scene.game
    assert game.phase == Phase.CALL, "the turn's end stops at the calls: the punt is offered"
    said = " ".join(b.words for b in drawn(window, "punt-call"))
    marked = [c.label for c in scene.choices() if c.default]
    assert marked == ["Call punt"], marked
    assert "kick it (Enter)" in said, said
    key(window, pygame.K_RETURN)
    assert game.pending_kick is not None and game.pending_kick.what == "punt"


def test_a_click_on_end_turn_in_a_punt_formation_offers_the_punt_too(window: App) -> None:
    scene = _punt_lined_up(window, down=1)
    key(window, pygame.K_RETURN)
    run_for(window, 0.4)
    window.frame(1 / 60)
    button = next(b for b, _ in scene.buttons if b.label == "End turn (2 moves unused)")  # round 4
    click(window, button.rect.center)
    run_for(window, 0.4)
    assert scene.game.phase == Phase.CALL
    assert Call("punt") in scene.game.legal_actions()


# ----------------------------------------------------------------------------- 2. getting open
# Your B1 has the ball behind the line after the snap; nobody stands 2, 4 or 6 spaces ahead on a
# line with him (as with "Backs spread out", play-test 82).
SPREAD = {
    "home.C": (5, 11),
    "home.B1": (5, 9),
    "home.E1": (2, 11),
    "home.E2": (9, 12),
    "home.B2": (1, 9),
    "away.C": (5, 14),  # out of reach of the carrier: the panel's one hint is the get-open one
    "away.L1": (3, 14),
    "away.B1": (5, 16),
}


def test_with_nobody_open_the_board_rings_where_a_receiver_gets_open_and_the_panel_names_him(
    window: App,
) -> None:
    scene = states._set(window, AllPro.position(SPREAD, "home.B1", moves=1))
    assert not open_now(scene.game)
    found = scene.opening()
    assert found is not None and found.now and found.moves == 1
    assert found.receiver in ("home.E1", "home.E2", "home.B2")
    said = " ".join(b.words for b in drawn(window, "get-open"))
    assert f"step your {found.receiver.split('.')[1]} 1 space now" in said, said
    # A click on him and on a ringed square: he is open, and Enter at the call throws to him.
    man = scene.game.men[found.receiver].square
    click(window, scene.view.centre(*man))
    click(window, scene.view.centre(*found.squares[0]))
    assert scene.game.men[found.receiver].square == found.squares[0]
    assert open_now(scene.game) == [found.receiver]
    assert scene.opening() is None


def test_at_the_call_with_nobody_open_the_panel_says_whom_to_move_next_turn(window: App) -> None:
    states._set(window, AllPro.position(SPREAD, "home.B1", phase=Phase.CALL))
    said = " ".join(" ".join(b.words for b in drawn(window, "get-open-call")).split())
    assert "on your next turn" in said and "light-ringed" in said, said


# ----------------------------------------------------------------------------- 3. the deep return
def test_a_deep_return_leaves_the_kicks_column_to_the_backs(window: App) -> None:
    seed = next(k for k in range(20) if AllPro(k).kick.kicking == Team.AWAY)  # you receive
    scene = window.push(lambda a: AllProScene(a, seed=seed, level="cpu"))
    assert isinstance(scene, AllProScene)
    for _ in range(300):  # the CPU kicks off, lined up first
        if scene.my_turn:
            break
        window.frame(1 / 30)
    window.frame(1 / 60)
    assert scene.game.phase == Phase.RETURN_FORMATION and scene.my_turn
    button = next(b for b, _ in scene.buttons if b.label.startswith("Deep return"))
    click(window, button.rect.center)
    assert scene.places is not None
    row = scene.game.kick.receive_row
    in_column = sorted(m for m, sq in scene.places.items() if sq[0] == CENTRE_COL)
    assert in_column == ["home.B3", "home.B4"], in_column  # no lineman to catch it
    assert sum(sq[1] == row for sq in scene.places.values()) == 7, "the seven linemen on the line"
    key(window, pygame.K_RETURN)  # Ready: the rules take it
    assert scene.places is None and scene.error == "Enter: you lined up in Deep return"
