"""The replay viewer and its list after a fresh newcomer's play-test (6/10), driven by the keys
and mouse moves a person makes: a what-if on another mat offered in the window (M), its changed
flicks marked and its stop said in a player's words inside its box; the same spot named one way;
an action drawn the same however it was reached; All-Pro's sides, legend and down; the list and
the keys at 150% text; Tortellini's start; a score diamond saying what it was."""

import shutil
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app.replay_browser import ReplayBrowser
from games.app.replay_panel import AS_RECORDED
from games.app.replay_scene import ReplayScene
from games.app.replay_what_if import WhatIfMats
from games.tortellini.ui.replay_view import SETTING_UP
from games.window import ui
from games.window.app import App

from ..conftest import key, post
from ..replays.test_browser import FIXTURES
from .test_matreplay_playtest4 import save_mat

FF = FIXTURES / "finger-football.jsonl"


def drawn(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return [b for b in boxes if b.kind == ui.Kind.TEXT]


def words(app: App) -> list[str]:
    return [b.words for b in drawn(app)]


def viewer(app: App, path: Path) -> ReplayScene:
    scene = app.push(lambda a: ReplayScene(a, path))
    assert isinstance(scene, ReplayScene)
    app.frame(0.0)
    return scene


@pytest.fixture
def large_text() -> object:
    ui.set_scale(1.5)
    yield None
    ui.set_scale(1.0)


def what_if_on_fat(app: App, tmp_path: Path) -> ReplayScene:
    save_mat("Fat", 1.3)  # every circle larger: some flicks now rest on one
    viewer(app, Path(shutil.copy(FF, tmp_path / "g.jsonl")))
    key(app, pygame.K_m)
    chooser = app.stack.top
    assert isinstance(chooser, WhatIfMats) and "Fat" in words(app)
    chooser.age = 10.0  # as after a moment's look
    key(app, pygame.K_1)
    assert any(w.startswith("Replaying the game on Fat") for w in words(app))  # said while it works
    app.frame(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.what_if == "Fat"
    return scene


# ----------------------------------------------------------------------------- 1: what if, in the window


def test_m_replays_a_finger_football_game_on_a_saved_mat_and_marks_the_flicks_that_changed(
    app: App, tmp_path: Path
) -> None:
    scene = what_if_on_fat(app, tmp_path)
    assert scene.changes, "some flick rests elsewhere on larger circles"
    said = words(app)
    assert not any(AS_RECORDED in w for w in said)  # never "as recorded" in a what-if
    assert any(w.startswith("What if on Fat: ") and "something else" in w for w in said)
    first = min(scene.changes)
    scene.go(first)
    said = " ".join(" ".join(words(app)).split())
    assert f"Move {first}'s flick rests where it did, but there it touches" in said  # the counter's number
    assert " home " not in said and "visitors'" not in said  # in the teams' names, as the mat
    count = len(scene.frames) - 1
    x = round(scene.bar.left + scene.bar.width * first / count)
    pixels = pygame.surfarray.array3d(app.screen)
    assert (pixels[x - 1 : x + 2, scene.bar.top - 3] == np.array(ui.HIGHLIGHT)).all(axis=1).any()  # marked
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top.what_if is None  # back to the game


def test_a_what_if_that_stops_says_why_in_player_words_inside_its_box(app: App, tmp_path: Path) -> None:
    scene = what_if_on_fat(app, tmp_path)
    assert scene.error is not None
    key(app, pygame.K_END)
    boxes = drawn(app)
    why = [b for b in boxes if "could not be played" in b.words or "this mat" in b.words]
    assert why and all(scene.area.contains(b.rect) for b in why)  # over the mat, never the play-by-play
    said = " ".join(b.words for b in boxes)
    assert "This replay stops here" in said and "On Fat move " in said
    assert ".jsonl" not in said and "does not replay" not in said and "legal symbol" not in said


# ------------------------------------------------------------- 2, 3: one name for a spot, one picture


def test_after_the_toss_a_spot_is_named_for_the_team_whose_end_it_is(app: App) -> None:
    scene = viewer(app, FF)
    key(app, pygame.K_END)
    said = [w for k in range(4, len(scene.frames)) for w in scene.told(k)]
    assert not [w for w in said if " the home " in w or "the visitors'" in w]
    assert any("rests on Red's own 45" in w for w in said)  # as the next line says it


def test_an_action_is_drawn_the_same_however_it_is_reached(app: App) -> None:
    scene = viewer(app, FF)
    pictures = []
    for route in (
        (pygame.K_HOME,),
        (pygame.K_END, pygame.K_HOME),
        (pygame.K_HOME, pygame.K_RIGHT, pygame.K_LEFT),
    ):
        for k in route:
            key(app, k)
        app.frame(0.0)
        assert scene.index == 0
        pictures.append(pygame.surfarray.array3d(app.screen)[scene.area.left : scene.area.right].copy())
    assert all((p == pictures[0]).all() for p in pictures[1:])
    scene.go(5)
    app.frame(0.0)
    at_five = pygame.surfarray.array3d(app.screen)[scene.area.left : scene.area.right].copy()
    key(app, pygame.K_END)
    scene.go(5)
    app.frame(0.0)
    assert (pygame.surfarray.array3d(app.screen)[scene.area.left : scene.area.right] == at_five).all()


# ----------------------------------------------------------------------------- 4: All-Pro in the viewer


def test_all_pro_names_the_cpus_explains_the_board_and_tells_the_down(app: App) -> None:
    scene = viewer(app, FIXTURES / "all-pro.jsonl")
    scene.go(60)
    said = words(app)
    assert any("CPU (beginner) vs CPU (beginner)" in w for w in said) and not any(
        "CPU (cpu)" in w or "the CPU vs" in w for w in said
    )
    assert any(w.startswith("On the men: B back, E end") for w in said)
    assert any(" & " in w and " ball · " in w for w in said)  # "Home ball · 1st & 10 at Home's 30"
    told = [w for k in range(len(scene.frames[:80])) for w in scene.told(k)]
    assert "end series" not in told and any("ends its moves" in w for w in told)


# ------------------------------------------------------------------- 5: large text, starts, diamonds


def test_at_150_percent_the_list_shows_dates_and_lengths_whole(
    app: App, tmp_path: Path, large_text: object
) -> None:
    for name in ("finger-football.jsonl", "all-pro.jsonl", "tortellini.jsonl"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    assert isinstance(browser, ReplayBrowser)
    app.frame(0.0)
    said = words(app)
    for row in browser.rows:
        assert row.date in said and row.length in said  # never "03 Dec 2026, …"
    players = [w for w in said if " vs " in w]
    assert len({"(" in w for w in players}) == 1  # every row said one way


def test_at_150_percent_the_viewers_keys_are_all_shown(app: App, large_text: object) -> None:
    viewer(app, FF)
    said = " ".join(words(app))
    assert "Esc: recordings" in said and "M: what if on another mat" in said


def test_tortellinis_start_says_the_chips_are_not_placed_yet(app: App) -> None:
    viewer(app, FIXTURES / "tortellini.jsonl")
    said = " ".join(words(app))
    assert "Setting up: the chips go on the home rows one at a time" in said
    assert SETTING_UP.startswith("Setting up") and "kick-off" not in said  # Tortellini has none


def test_a_score_diamond_under_the_pointer_says_what_it_was(app: App) -> None:
    scene = viewer(app, FF)
    k, _ = scene.scores[0]
    x = round(scene.bar.left + scene.bar.width * k / (len(scene.frames) - 1))
    post(pygame.MOUSEMOTION, pos=(x, scene.bar.centery), rel=(0, 0), buttons=(0, 0, 0))
    app.frame(0.0)
    assert any(w.startswith(f"Move {k}: ") for w in words(app))
