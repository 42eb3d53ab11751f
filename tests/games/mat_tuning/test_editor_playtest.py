"""The mat editor after a newcomer's play-test, driven by posted events: nothing written over the
mat, names by what the screen shows that hold still during a drag, the zones' edges drawn,
errors in the player's words, the keys kept with the odds on, and a tool's help title."""

from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app import mat_figures
from games.app.mat_editor import ERROR, NOT_VALID, ODDS_FIRST, ODDS_WORKING, ZONE_EDGE, EditorScene
from games.window import ui
from games.window.app import App

from ..conftest import post
from .test_editor_window import at, click, open_editor, press, words_drawn


def status(app: App) -> list[str]:
    scene = app.stack.top
    assert isinstance(scene, EditorScene)
    with ui.recording() as boxes:
        app.frame(0.0)
    top = app.screen.get_height() - scene.bottom_bar
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT and b.rect.top >= top]


def test_the_selected_features_name_is_in_the_status_line_never_over_the_mat(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    click(app, at(scene, 30, 6.5))
    with ui.recording() as boxes:
        app.frame(0.0)
    over_mat = [b.words for b in boxes if b.kind == ui.Kind.TEXT and b.rect.colliderect(scene.view.area)]
    assert over_mat == []
    assert any(w.startswith("Zone 2 middle run circle on the home 30 (top one):") for w in status(app))


def test_a_feature_keeps_its_name_while_dragged_and_is_renamed_on_release(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    start, end = at(scene, 46, 21), at(scene, 46, 4)  # H1L down into the middle band
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame(1 / 60)
    for k in range(1, 6):
        post(
            pygame.MOUSEMOTION,
            pos=(start[0], start[1] + (end[1] - start[1]) * k // 5),
            rel=(0, 0),
            buttons=(1, 0, 0),
        )
        app.frame(1 / 60)
        # its readout, or (one footer line) what is wrong, naming it as it was named
        assert any("Zone 1 upper run circle on the home 46" in w for w in status(app))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame(1 / 60)
    assert any(w.startswith("Zone 1 middle run circle on the home 46") for w in status(app))


def test_the_zones_edges_are_drawn_faintly(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    app.frame(0.0)
    pixels = pygame.surfarray.array3d(app.screen)
    yd = scene.draft.mat.field.yard
    x, _ = scene.view.to_screen(20 * yd, 0)
    _, y0 = scene.view.to_screen(20 * yd, 14 * yd)
    _, y1 = scene.view.to_screen(20 * yd, -14 * yd)
    column = pixels[round(x), round(min(y0, y1)) : round(max(y0, y1))]
    assert (column == np.array(ZONE_EDGE)).all(axis=1).any()


def test_an_invalid_place_is_said_in_the_players_words_naming_the_feature(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    click(app, at(scene, 10, 0))
    scene.draft.begin()
    scene.draft.move(scene.selected, -2.0, 0.0)  # type: ignore[arg-type]  # behind the home goal line
    scene.edited()
    # named where it is now (never by the place it left), and why it may not be there: in red
    # under the title
    warning = " ".join(scene.warning_rows(10_000))
    assert "The middle run circle in the home endzone is past a goal line" in warning
    assert "(features stay between the goal lines): move it back" in warning
    said = status(app)
    assert not any("not saved" in w.lower() or "run_circles[" in w or "edited mat" in w for w in said)
    press(app, pygame.K_s, pygame.KMOD_LCTRL)  # now someone tried: the footer says so, once
    said = status(app)
    assert NOT_VALID in said and not any("past a goal line" in w for w in said)


def test_an_overlap_is_one_red_line_and_the_keys_stay(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    click(app, at(scene, 46, 21))
    scene.draft.begin()
    scene.draft.move(scene.selected, 48.0, 21.0)  # type: ignore[arg-type]
    scene.edited()
    with ui.recording() as boxes:
        app.frame(0.0)
    said = [b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Not valid")]
    assert len(said) == 1 and said[0].rect.bottom <= scene.top_bar  # the warning, under the title
    assert said[0].words.startswith("Not valid, so it cannot be saved: ")
    assert any(w.startswith("drag: move · wheel: size") for w in status(app))
    pixels = pygame.surfarray.array3d(app.screen)
    assert (
        (pixels[said[0].rect.left : said[0].rect.right, said[0].rect.centery] == np.array(ERROR))
        .all(axis=1)
        .any()
    )


def test_with_the_odds_on_the_keys_stay_and_recalculating_is_said(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(mat_figures, "_SHIPPED", [])  # not known yet (as at first): worked out
    scene = open_editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    assert any(w.startswith(ODDS_FIRST) for w in status(app))  # nothing was edited: not "for the edited mat"
    assert any(w.startswith("drag: move · wheel: size") for w in status(app))
    scene.wait_for_odds()
    assert not any(w.startswith((ODDS_FIRST, ODDS_WORKING)) for w in status(app))
    post(pygame.MOUSEMOTION, pos=at(scene, 50, 3), rel=(0, 0), buttons=(0, 0, 0))
    press(app, pygame.K_f)  # an edit (a flag, valid anywhere): the figures shown are the mat's before it
    click(app, at(scene, -5, 0))  # nothing there (the end zone): the selection's readout goes
    assert any(w.startswith(ODDS_WORKING) for w in status(app))


def test_the_help_names_the_tool_not_how_to_play(app: App) -> None:
    open_editor(app, Path("unused.toml"))
    press(app, pygame.K_F1)
    drawn = words_drawn(app)
    assert "Mat editor: controls" in drawn
    assert not any(w.startswith("How to play") for w in drawn)
    assert not any(w == "left, right" for w in drawn)  # not a key
