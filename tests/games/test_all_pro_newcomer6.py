"""Newcomer play-test (6/10): a move the board marks is never a foul (a penalised move is
crossed and says what it costs), the result panels sit in the top strip clear of the men, the
panel says the right thing after a completed pass and hides down-and-distance when there is
none, and inches to go says the ball must pass the yellow marker."""

from __future__ import annotations

import os

import pygame
import pytest

from games.all_pro.rules.actions import Phase
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.settings import Settings

from .conftest import post

SHOTS = os.environ.get("ALLPRO_SHOTS")  # a folder to save the screens in, to look at


def click(app: App, pos: tuple[float, float]) -> None:
    x, y = round(pos[0]), round(pos[1])
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    app.frame(1 / 60)


def drawn(app: App, name: str) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    if SHOTS:
        pygame.image.save(app.screen, os.path.join(SHOTS, f"{name}.png"))
    return boxes


# ----------------------------------------------------------------------------- 1. fouls marked apart
RETURN = {"home.B1": (5, 6), "home.L2": (5, 10), "away.C": (6, 11), "away.B1": (2, 14)}


def test_a_lineman_s_diagonal_is_crossed_with_its_cost_never_dotted(window: App) -> None:
    game = AllPro.position(RETURN, "home.B1", returning="kick-off")
    scene = states._set(window, game)
    window.frame(1 / 60)
    click(window, scene.view.centre(*game.men["home.L2"].square))
    assert scene.selected == "home.L2"
    boxes = drawn(window, "foul-marks")
    assert any(b.words == "foul: 15 yards" for b in boxes), [b.words for b in boxes]
    size = scene.view.size
    for square in ((4, 11), (6, 11), (4, 9), (6, 9)):  # his diagonals: free ones and the CPU's C
        x, y = scene.view.centre(*square)
        assert window.screen.get_at((round(x), round(y)))[:3] != ui.ACCENT, f"{square} is dotted"
        ring = [(x + 0.47 * size * dx, y + 0.47 * size * dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
        yellow = [p for p in ring if window.screen.get_at((round(p[0]), round(p[1])))[:3] == ui.ACCENT]
        assert len(yellow) < 2, f"{square} is ringed as an allowed move"
    x, y = scene.view.centre(5, 11)  # straight ahead: allowed, dotted
    assert window.screen.get_at((round(x), round(y)))[:3] == ui.ACCENT


# ----------------------------------------------------------------------------- 2. results up top
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_play_s_result_sits_clear_of_the_men(size: tuple[int, int]) -> None:
    app = App(size, settings=Settings(None))
    app.recordings = start_recording
    try:
        scene = states._play_over(app)
        for _ in range(120):  # the dice settle, the men stop
            app.frame(1 / 30)
        assert scene.pause is not None
        boxes = drawn(app, f"result-{size[0]}")
        head = next(b for b in boxes if b.words == scene.pause.headline)
        field = scene.view.field()
        if scene.layout.side:
            assert head.rect.bottom <= field.top, "in the strip above the field"
        men = [scene.view.rect(m.square) for m in scene.game.men.values() if m.square in scene.game.at]
        assert all(not head.rect.colliderect(r) for r in men), "the headline covers a man"
        post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
        app.frame(1 / 60)
        assert scene.pause is None, "Space goes on"
    finally:
        app.stack.clear()
        pygame.display.quit()


# ----------------------------------------------------------------------------- 3. the right words
def test_after_a_completed_pass_the_panel_says_one_forward_pass_a_play(window: App) -> None:
    game = AllPro.position({"home.B1": (5, 9), "home.E1": (5, 13)}, "home.B1", phase=Phase.CALL)
    game.scrimmage.passed = True  # the play's forward pass is thrown and caught
    scene = states._set(window, game)
    for _ in range(30):
        window.frame(1 / 30)
    # Nothing to call (no second forward pass, nobody for a lateral): the call is passed for you,
    # the bottom line saying why (newcomer 5/10: a call with no choice cost a key each turn).
    boxes = drawn(window, "after-a-pass")
    words = " ".join(b.words for b in boxes)
    assert "No call after your turn: one forward pass a play" in words
    assert "Call pass and" not in words
    assert scene.error is not None and "one forward pass a play" in scene.error.lower()
    assert not any(b.label.startswith("Call pass") for b, _ in scene.buttons)


def test_no_down_and_distance_under_a_touchdown(window: App) -> None:
    game = AllPro.position({"home.B1": (5, 21), "away.B1": (1, 10)}, "home.B1", line=90, down=2)
    scene = states._set(window, game)
    window.frame(1 / 60)
    assert any(" & " in b.words for b in drawn(window, "before-td")), "a down is told before"
    for square in ((5, 21), (5, 22)):
        click(window, scene.view.centre(*square))
    for _ in range(120):
        window.frame(1 / 30)
    assert scene.pause is not None and "TOUCHDOWN" in scene.pause.headline
    boxes = drawn(window, "touchdown")
    assert [b.words for b in boxes if " & " in b.words] == []


# ----------------------------------------------------------------------------- 4. inches to go
def test_inches_to_go_says_pass_the_yellow_marker(window: App) -> None:
    game = AllPro.position({"home.B1": (5, 9), "away.B1": (1, 14)}, "home.B1", line=60, marker=60, down=4)
    states._set(window, game)
    window.frame(1 / 60)
    words = [b.words for b in drawn(window, "under a yard")]
    assert any(w.startswith("4th down, under a yard to go") for w in words), words
    assert "Pass the yellow marker for a first down" in words
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
    window.frame(1 / 60)
    for _ in range(10):  # F1 opens on the page about the moment: back to the first page
        post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="")
    window.frame(1 / 60)
    seen = []
    for _ in range(8):  # page through F1 with the arrow keys
        seen += [b.words for b in drawn(window, "f1")]
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    assert any("must pass the yellow" in w for w in seen), seen
