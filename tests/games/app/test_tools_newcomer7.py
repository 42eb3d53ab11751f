"""The mat editor and the replay viewer after the seventh newcomer play-test, driven by the mouse
and key events a person makes: a legend of what is drawn, a red warning saying which features
make the mat invalid and why, flag figures that move with an edit, where the mat is saved and
Save as, one naming of the bands; recordings opened from a typed path, R offered only for an
unfinished game, Tortellini's moves drawn with a legend and its scoring move shown, Finger
Football's marks explained and a title that names the game, not the file."""

import os
import shutil
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app import mat_status
from games.app.mat_editor import ERROR, NAMES_PAGE, EditorScene
from games.app.replay_browser import ReplayBrowser
from games.app.replay_scene import ReplayScene
from games.finger_football.ui import replay_view as ff_view
from games.tortellini.ui import replay_view as tortellini_view
from games.tortellini.ui.view import MARK
from games.window import ui
from games.window.app import App
from sim.slider import mat as mats

from ..conftest import drag, key, post
from ..mat_tuning.test_editor_window import at, click, open_editor, press, words_drawn
from ..replays.test_browser import FIXTURES, frame, unfinished_copy, words
from .test_matreplay_playtest3 import type_text


def info_rows(app: App, scene: EditorScene) -> list[str]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT and b.rect.top < scene.top_bar]


def footer(app: App, scene: EditorScene) -> list[str]:
    with ui.recording() as boxes:
        app.frame(0.0)
    top = app.screen.get_height() - scene.bottom_bar
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT and b.rect.top >= top]


def type_path(app: App, text: str) -> None:
    for ch in text:
        post(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0)
    app.frame(1 / 60)


# ----------------------------------------------------------------------------- the mat editor


def test_a_legend_line_says_what_is_drawn_and_what_the_odds_figures_mean(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    assert mat_status.LEGEND_MAT in footer(app, scene)
    press(app, pygame.K_d)
    scene.wait_for_odds()
    said = footer(app, scene)
    assert mat_status.LEGEND_ODDS in said and mat_status.LEGEND_MAT not in said
    assert all(ui.text_width(w, 19) <= app.screen.get_width() - 24 for w in said)  # nothing cut


def test_an_invalid_mat_is_warned_in_red_naming_the_features_and_why(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    assert not any(w.startswith("Not valid") for w in info_rows(app, scene))
    drag(app, at(scene, 46, 21), at(scene, 48, 21))  # into its neighbour
    rows = info_rows(app, scene)
    warning = " ".join(" ".join(scene.warning_rows(app.screen.get_width() - 48)).split())
    assert all(r in rows for r in scene.warning_rows(app.screen.get_width() - 48))  # drawn, whole
    assert "Zone 1 upper run circle on the home 48 and Zone 1 upper run circle on the visitors' 46" in warning
    assert "two run circles may not overlap: a flick resting on both would be on two targets" in warning
    with ui.recording() as boxes:
        app.frame(0.0)
    box = next(b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Not valid"))
    pixels = pygame.surfarray.array3d(app.screen)
    assert (pixels[box.rect.left : box.rect.right, box.rect.centery] == np.array(ERROR)).all(axis=1).any()
    press(app, pygame.K_z, pygame.KMOD_LCTRL)  # undone: the warning goes
    assert not any(w.startswith("Not valid") for w in info_rows(app, scene))


def test_the_flag_figures_say_what_they_measure_and_what_the_last_edit_did(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    scene.wait_for_odds()
    flag = scene.draft.mat.flags[0]
    yd = scene.draft.mat.field.yard
    row = next(r for r in info_rows(app, scene) if r.startswith("Flicks stopping on a penalty flag: "))
    assert "%" in row and "." in row.split(":")[1]  # one decimal: a small edit shows
    drag(app, at(scene, flag.x / yd, flag.y / yd), at(scene, flag.x / yd + 6, flag.y / yd))
    assert any(
        r.endswith("· working out the odds…") for r in info_rows(app, scene)
    )  # grey and said to be stale
    scene.wait_for_odds()
    rows = info_rows(app, scene)
    flags = next(r for r in rows if "stopping on a penalty flag" in r)
    assert "before the edit" in flags or "unchanged by this edit" in flags
    assert not any(r.endswith("working out the odds…") for r in rows)


def test_the_save_path_shows_whole_or_cut_in_the_middle_and_save_as_writes_a_new_file(
    app: App, tmp_path: Path
) -> None:
    deep = tmp_path / ("a-very-long-folder-name-" * 4) / "mats"
    deep.mkdir(parents=True)
    first = deep / "first.toml"
    mats.save(mats.default(), first)
    scene = app.push(lambda a: EditorScene(a, mats.default(), first, own=True))
    app.frame(1 / 60)
    path_line = next(w for w in words_drawn(app) if w.startswith("Ctrl+S saves to "))
    assert path_line.endswith("/mats/first.toml · Ctrl+Shift+S: save as") and "…" in path_line
    before = first.read_bytes()
    drag(app, at(scene, 10, 0), at(scene, 12, 0))
    press(app, pygame.K_s, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert any(w.startswith("Save as: ") for w in words_drawn(app))
    type_text(app, "Wide open")
    press(app, pygame.K_RETURN)
    copy = deep / "wide-open.toml"
    assert mats.load(copy).name == "Wide open" and first.read_bytes() == before  # the old one kept
    assert scene.path == copy.resolve() and not scene.draft.dirty
    press(app, pygame.K_s, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)  # again, onto another mat's file
    type_text(app, "First")
    (deep / "first.toml").write_bytes(before)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)
    assert first.read_bytes() == before and scene.naming is not None  # asked again, nothing written
    assert scene.message is not None and "holds another mat" in scene.message[0]
    press(app, pygame.K_ESCAPE)
    assert scene.naming is None and scene.path == copy.resolve()


def test_a_save_that_fails_midway_leaves_the_file_as_it_was(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "mine.toml"
    mats.save(mats.default(), path)
    before = path.read_bytes()
    scene = app.push(lambda a: EditorScene(a, mats.default(), path, own=True))
    app.frame(1 / 60)
    drag(app, at(scene, 10, 0), at(scene, 12, 0))

    def fail(*_: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    assert path.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["mine.toml"]
    assert scene.message is not None and scene.message[0].startswith("Not saved (the file is as it was)")
    assert scene.draft.dirty


def test_the_bands_are_named_one_way_as_drawn(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    click(app, at(scene, 30, 6.5))
    said = " ".join(footer(app, scene))
    assert "Zone 2 middle run circle on the home 30 (top one)" in said
    every = " ".join(scene.named.values()) + " ".join(NAMES_PAGE.lines)
    assert "(upper)" not in every and "(lower)" not in every and " left" not in every


# ----------------------------------------------------------------------------- the replays


def test_o_opens_a_folder_or_a_recording_typed_and_says_why_a_bad_file_does_not_open(
    app: App, tmp_path: Path
) -> None:
    empty, elsewhere = tmp_path / "empty", tmp_path / "elsewhere"
    empty.mkdir()
    elsewhere.mkdir()
    shutil.copy(FIXTURES / "tortellini.jsonl", elsewhere / "t.jsonl")
    (elsewhere / "notes.txt").write_text("not a recording\n")
    browser = app.push(lambda a: ReplayBrowser(a, empty))
    assert isinstance(browser, ReplayBrowser)
    frame(app)
    assert any("O: open another folder or file" in w for w in words(app))
    key(app, pygame.K_o)
    assert browser.typing is not None and browser.typing.text.endswith("empty/")
    for _ in range(len("empty/")):
        key(app, pygame.K_BACKSPACE)
    type_path(app, "elsewhere/notes.txt")
    post(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)  # a letter, not mute
    app.frame(1 / 60)
    assert browser.typing.text.endswith("notes.txtm") and not app.settings.muted
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    assert browser.problem is not None and "notes.txt is not a recording of a game" in browser.problem
    assert any("notes.txt is not a recording" in w for w in words(app))  # said in the window
    for _ in range(len("notes.txt")):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)  # the folder: listed
    assert browser.typing is None and browser.folder == elsewhere.resolve()
    assert [r.game for r in browser.rows if r.openable] == ["Tortellini Football"]
    key(app, pygame.K_o)
    type_path(app, str(elsewhere / "t.json"))  # a whole path typed replaces the folder shown
    key(app, pygame.K_TAB)  # completed
    assert browser.typing is not None and browser.typing.text.endswith("elsewhere/t.jsonl")
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ReplayScene)


def test_r_is_offered_only_when_a_game_was_left_unfinished(app: App, tmp_path: Path) -> None:
    shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "done.jsonl")
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    frame(app)
    assert not any("R: go on" in w for w in words(app))
    unfinished_copy("finger-football.jsonl", tmp_path / "left.jsonl")
    assert isinstance(browser, ReplayBrowser)
    browser.resized(app.size)
    assert any("R: go on with an unfinished game" in w for w in words(app))
    lines = (FIXTURES / "finger-football.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (tmp_path / "cut.jsonl").write_text("".join(lines[:-40]), encoding="utf-8")  # left mid-game
    left = app.push(lambda a: ReplayScene(a, tmp_path / "cut.jsonl"))
    assert isinstance(left, ReplayScene) and any(k == "R" for k, _ in left.controls())


def test_tortellini_draws_each_turns_moves_and_n_shows_the_scoring_move(app: App) -> None:
    scene = app.push(lambda a: ReplayScene(a, FIXTURES / "tortellini.jsonl"))
    assert isinstance(scene, ReplayScene)
    frame(app)
    assert any(w.startswith("Arrows: how each chip moved") for w in words(app))
    key(app, pygame.K_n)
    goal = scene.index
    assert goal == scene.scores[0][0]
    painter = scene._painter
    assert isinstance(painter, tortellini_view.BoardPainter)
    turn = painter.turn(scene.frames, goal)
    assert turn is not None and turn.goal  # the scoring move itself, not the board it cleared
    frame(app)
    pixels = pygame.surfarray.array3d(app.screen)
    assert (pixels == np.array(MARK)).all(axis=2).sum() > 50  # the goal's square ringed
    assert len(painter.view.spots()) >= 4  # the chips where the move left them


def test_finger_football_marks_are_explained_and_the_title_names_the_game_not_the_file(
    app: App, tmp_path: Path
) -> None:
    path = Path(shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "some-file-name.jsonl"))
    scene = app.push(lambda a: ReplayScene(a, path))
    assert isinstance(scene, ReplayScene)
    frame(app)
    said = words(app)
    assert any(w.startswith("Pink line: the flick's path") for w in said)
    title = next(w for w in said if w.startswith("Finger Football"))
    assert "some-file-name" not in " ".join(said) and " · " in title
    assert scene.position() in said  # where in the recording: whole, at the right
    bigger = mats.loads(
        mats.default().to_toml().replace('name = "Default mat"', 'name = "A mat with a long name"'), "x"
    )
    what_if = app.push(lambda a: ReplayScene(a, path, bigger))
    assert isinstance(what_if, ReplayScene)
    frame(app)
    said = words(app)
    title = next(w for w in said if w.startswith("What if on A mat with a long name"))
    assert ui.text_width(title, 24) + ui.text_width(what_if.position(), 20) <= app.screen.get_width() - 24
    assert ff_view.LEGEND.startswith("Pink line")
