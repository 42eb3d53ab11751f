"""The mat editor as a newcomer meets it, driven by posted mouse and key events: where it saves,
what the selected feature is called, the odds and their legend, overlaps in red, and a status
line that never says "saved" over unsaved changes."""

import shutil
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app import mat_figures
from games.app.mat_editor import ERROR, EditorScene
from games.finger_football.saved_mats import new_mat_path
from games.window import ui
from games.window.app import App
from sim.slider import mat as mats

from ..conftest import drag, post

DEFAULT = Path(__file__).parents[3] / "sim" / "data" / "default_mat.toml"


def open_editor(app: App, path: Path) -> EditorScene:
    scene = app.push(lambda a: EditorScene(a, mats.default(), path))
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    return scene


def at(scene: EditorScene, x_yd: float, y_yd: float) -> tuple[int, int]:
    yd = scene.draft.mat.field.yard
    x, y = scene.view.to_screen(x_yd * yd, y_yd * yd)
    return round(x), round(y)


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def press(app: App, key: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    app.frame(1 / 60)


def words_drawn(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT]


def test_without_a_file_it_saves_in_the_data_folder_and_shows_the_full_path(app: App, tmp_path: Path) -> None:
    path = new_mat_path()
    assert path.parent.name == "mats" and path.name == "my-mat.toml"
    assert str(path).startswith(str(Path(__import__("os").environ["TABLETOP_DATA_DIR"])))
    scene = open_editor(app, path)
    assert any(
        w.startswith("Ctrl+S saves to ") and w.endswith("/mats/my-mat.toml · Ctrl+Shift+S: save as")
        for w in words_drawn(app)
    )
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    assert mats.load(path).name == mats.default().name
    assert new_mat_path() == path.with_name("my-mat-2.toml")  # the next new mat never overwrites it
    assert scene.message is not None and scene.message[0] == f"Saved to {path}", "the whole folder"


def test_mat_edit_without_a_file_opens_on_the_data_folder_path(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from games.app import launcher
    from tools.cli import main

    opened: list[object] = []
    monkeypatch.setattr(launcher, "launch", lambda **kw: opened.append(kw["scene"]))
    monkeypatch.chdir(tmp_path)
    assert main(["mat", "edit"]) == 0
    assert opened and not (tmp_path / "my-mat.toml").exists()
    assert f"Ctrl+S saves to {new_mat_path().resolve()}" in capsys.readouterr().err


def test_the_selected_circle_is_named_as_a_player_reads_it_with_its_place_in_yards(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    click(app, at(scene, 10, 0))  # H3M in the file
    drawn = words_drawn(app)
    readout = next(w for w in drawn if w.startswith("Zone 3 middle run circle on the home 10:"))
    assert ": x 10 yd, y 0 yd · " in readout  # yards as the file has them
    assert "radius 4 yd, pass circle 1.5 yd" in readout
    click(app, at(scene, 70, 6.5))  # V2M2: the upper of the two middle circles on the 30
    assert any(
        w.startswith("Zone 2 middle run circle on the visitors' 30 (top one):") for w in words_drawn(app)
    )
    click(app, at(scene, 46, 21))  # H1L: the top of the mat is "upper", as the screen shows it
    assert any(w.startswith("Zone 1 upper run circle on the home 46:") for w in words_drawn(app))
    click(app, at(scene, 4, -6))
    assert any(w.startswith("Penalty flag on the home 4 (bottom one):") for w in words_drawn(app))
    ids = {r["id"] for t in ("run_circles", "flags", "fumbles") for r in scene.draft.rows(t)}
    assert not any(i in w.split() for w in words_drawn(app) for i in ids)  # never "H3M" or "flag-3"


def test_the_odds_have_a_legend_and_every_circle_a_figure(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mat_figures, "_SHIPPED", [])  # not known yet (as at first): worked out
    scene = open_editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    assert scene.odds_pending()  # worked out in the background: the window goes on
    scene.wait_for_odds()
    assert set(scene.odds) == {c.id for c in scene.draft.mat.run_circles}  # H3M too, the visitors' target
    drawn = words_drawn(app)
    assert any(w.startswith("Odds shown (D hides them): how often a flick aimed at a circle") for w in drawn)
    assert any(w.startswith("drag: move · wheel: size") for w in drawn)  # the keys stay
    pixels = pygame.surfarray.array3d(app.screen)
    yd = scene.draft.mat.field.yard
    for circle in scene.draft.mat.run_circles:
        x, y = at(scene, circle.x / yd, circle.y / yd)
        r = round(scene.view.px(circle.radius))
        figure = pixels[x - r // 2 : x + r // 2, y + r // 3 : y + r]
        assert (figure == np.array(ui.ACCENT)).all(axis=2).any(), circle.id
    click(app, at(scene, 10, 0))
    readout = next(w for w in words_drawn(app) if w.startswith("Zone 3 middle run circle on the home 10 · "))
    assert (
        "aimed here, stops on it: run " in readout and "%, pass " in readout and "as the default" in readout
    )


def red_around(app: App, scene: EditorScene, x_yd: float, y_yd: float, r_yd: float) -> bool:
    app.frame(0.0)
    pixels = pygame.surfarray.array3d(app.screen)
    yd = scene.draft.mat.field.yard
    x, y = at(scene, x_yd, y_yd)
    r = round(scene.view.px(r_yd * yd)) + 2
    ring = [pixels[x + dx, y] for dx in (-r, r)] + [pixels[x, y + dy] for dy in (-r, r)]
    return any(tuple(p) == ERROR for p in ring)


def test_overlapping_run_circles_are_red_named_and_not_saved(app: App, tmp_path: Path) -> None:
    path = Path(shutil.copy(DEFAULT, tmp_path / "mat.toml"))
    before = path.read_bytes()
    scene = open_editor(app, path)
    assert not red_around(app, scene, 46, 21, 4)
    drag(app, at(scene, 46, 21), at(scene, 48, 21))  # H1L, 2 yd into V1L
    assert red_around(app, scene, 48, 21, 4) and red_around(app, scene, 54, 21, 4)
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    assert path.read_bytes() == before
    drawn = " ".join(words_drawn(app))
    assert (
        "Not valid, so it cannot be saved: Zone 1 upper run circle on the home 48 and Zone 1 upper run "
        "circle on the visitors' 46 overlap by 2.0 yd"
        in drawn
        and "Not saved: the mat is not valid yet" in drawn
    )
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.draft.blocking is None and not red_around(app, scene, 54, 21, 4)


def test_a_flag_over_a_circles_edge_is_a_red_warning_and_still_saves(app: App, tmp_path: Path) -> None:
    path = Path(shutil.copy(DEFAULT, tmp_path / "mat.toml"))
    scene = open_editor(app, path)
    drag(app, at(scene, 30, 0), at(scene, 30, 2))  # the flag on the home 30, onto the upper circle's edge
    assert red_around(app, scene, 30, 6.5, 5) and red_around(app, scene, 30, 2, 1.2)
    click(app, at(scene, 70, 12))  # select nothing (the footer's one line then says the warning)
    assert scene.selected is None
    drawn = " ".join(words_drawn(app))
    assert (
        "Warning: penalty flag on the home 30 lies over the edge of "
        "Zone 2 middle run circle on the home 30 (top one)" in drawn
    )
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    assert next(f for f in mats.load(path).flags if f.id == "flag-1").y == pytest.approx(0.02)


def test_saved_does_not_linger_over_unsaved_changes(app: App, tmp_path: Path) -> None:
    path = Path(shutil.copy(DEFAULT, tmp_path / "mat.toml"))
    scene = open_editor(app, path)
    drag(app, at(scene, 90, 0), at(scene, 88, 0))
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    drawn = words_drawn(app)
    assert any(w.startswith("Saved to ") for w in drawn)
    assert not any("unsaved changes" in w for w in drawn)
    drag(app, at(scene, 88, 0), at(scene, 86, 0))
    drawn = words_drawn(app)
    assert any("unsaved changes" in w for w in drawn)
    assert not any("Saved" in w or "saved to" in w.lower().replace("saves to", "") for w in drawn)
