"""The mat editor after a newcomer's play-test (7/10), driven by the keys and clicks a person makes:
"Play on this mat" (P, or its button) saves if needed and opens a game against the CPU on the mat,
back to the editor after; the mat that ships named one way everywhere; Delete says what it
deleted; a warning never hides the selected feature's place and size."""

from __future__ import annotations

from pathlib import Path

import pygame

from games.app.mat_editor import EditorScene
from games.app.mat_play import PLAY
from games.finger_football.saved_mats import mats_folder, new_mat_path
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.setup import GameSetup
from games.window.app import App
from sim.slider import mat as mats

from ..conftest import drag, post
from ..mat_tuning.test_editor_window import at, click, open_editor, press, words_drawn

LEAVE = pygame.K_ESCAPE


def test_p_saves_a_new_mat_plays_a_game_on_it_and_comes_back(app: App) -> None:
    scene = open_editor(app, new_mat_path())
    assert not scene.own and not scene.target.exists()
    c = scene.draft.mat.run_circles[0]
    yd = scene.draft.mat.field.yard
    drag(app, at(scene, c.x / yd, c.y / yd), at(scene, c.x / yd + 3, c.y / yd))  # an edit: unsaved
    assert scene.draft.dirty
    press(app, pygame.K_p)
    assert scene.target.exists() and not scene.draft.dirty, "saved first"
    game = app.stack.top
    assert isinstance(game, GameScene), "a game on the mat, over the editor"
    assert game.game.mat == scene.draft.mat and game.names.versus_cpu
    assert mats.load(scene.target) == game.game.mat, "the mat played is the mat saved"
    press(app, LEAVE)  # before the first play Esc leaves at once
    app.frame(1 / 60)
    assert app.stack.top is scene, "back in the editor"
    assert any("Back from a game on" in w for w in words_drawn(app))


def test_the_button_plays_too_and_an_invalid_mat_is_not_played(app: App) -> None:
    scene = open_editor(app, new_mat_path())
    assert PLAY in words_drawn(app)
    rect = scene.play_button
    assert rect is not None
    click(app, rect.center)
    assert isinstance(app.stack.top, GameScene)
    press(app, LEAVE)
    app.frame(1 / 60)
    assert app.stack.top is scene
    first, second = scene.draft.mat.run_circles[:2]
    yd = scene.draft.mat.field.yard
    drag(app, at(scene, second.x / yd, second.y / yd), at(scene, first.x / yd, first.y / yd))  # overlapping
    assert scene.problem() is not None
    press(app, pygame.K_p)
    assert app.stack.top is scene, "an invalid mat is not played"
    said = " ".join(words_drawn(app))
    assert "Not played" in said


def test_delete_says_what_it_deleted(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    flag = scene.draft.mat.flags[0]
    yd = scene.draft.mat.field.yard
    click(app, at(scene, flag.x / yd, flag.y / yd))
    assert scene.selected is not None
    name = scene.named[(scene.selected.table, scene.selected.id, False)]
    press(app, pygame.K_DELETE)
    assert scene.selected is None
    said = " ".join(words_drawn(app))
    assert f"Deleted {name}" in said and "Ctrl+Z" in said


def test_a_warning_never_hides_the_selected_features_place_and_size(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    flag = scene.draft.mat.flags[0]
    c = scene.draft.mat.run_circles[0]
    yd = scene.draft.mat.field.yard
    edge = (c.x + c.radius) / yd, c.y / yd
    drag(app, at(scene, flag.x / yd, flag.y / yd), at(scene, *edge))  # the flag over the circle's edge
    assert scene.selected is not None and scene.selected.table == "flags"
    footer = app.screen.get_height() - scene.bottom_bar
    from games.window import ui

    with ui.recording() as boxes:
        app.frame(0.0)
    shown = [b.words for b in boxes if b.kind == ui.Kind.TEXT and b.rect.top >= footer]
    said = " ".join(shown)
    assert "Warning:" in said, shown
    assert "radius" in said and "yd" in said, "the readout: where it is and its size"


def test_the_mat_that_ships_has_one_name_everywhere(app: App) -> None:
    name = mats.default().name
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup)
    app.frame(1 / 60)
    said = " ".join(words_drawn(app))
    assert f"Mat: {name}" in said and "standard" not in said.lower() and "shipped" not in said
    app.back()
    path = mats_folder() / "x.toml"
    scene = app.push(lambda a: EditorScene(a, mats.default(), path))
    app.frame(1 / 60)
    press(app, pygame.K_d)
    assert isinstance(scene, EditorScene)
    scene.wait_for_odds()
    said = " ".join(words_drawn(app))
    assert name in said and "default mat" in said and "shipped" not in said
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)
    assert "shipped" not in " ".join(words_drawn(app))
