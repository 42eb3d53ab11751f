"""The mat editor as a game designer uses it, driven by the keys, clicks and drags a person makes:
exact values (the readout in yards, arrows nudging by the grid, values typed; a bad one said in a
line), the mirror tool keeping the mat symmetric, a feature dragged off the field drawn, tagged
and dragged back (and saved or not as validate has it), every feature's odds on the D view, and a
save that keeps the designer's file: its comments, its order, numbers without float noise."""

from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app.mat_editor import ERROR, SELECTED, EditorScene
from games.app.mat_file import MADE_HEAD
from games.app.mat_off_field import TAG_COLOUR
from games.app.mat_texts import HELP_SELECTED
from games.finger_football.ui.view import FLAG
from games.mat_tuning.draft import Picked
from games.mat_tuning.mat_edits import mirror_pairs
from games.window import ui
from games.window.app import App
from sim.slider import mat as mats

from ..conftest import drag, post
from ..mat_tuning.test_editor_window import at, click, press, words_drawn
from .test_mat_editor_newcomer8 import wheel

DEFAULT = Path(__file__).parents[3] / "sim" / "data" / "default_mat.toml"
NOTE = "# a designer's note on this mat: kept through every save\n"


def own_file(app: App, tmp_path: Path) -> tuple[EditorScene, Path]:
    """The editor on a copy of the default mat with a note of the designer's at its top."""
    path = tmp_path / "designed.toml"
    path.write_text(NOTE + DEFAULT.read_text(encoding="utf-8"), encoding="utf-8")
    scene = app.push(lambda a: EditorScene(a, mats.load(path), path, own=True))
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    return scene, path


def type_keys(app: App, words: str) -> None:
    for ch in words:
        post(pygame.KEYDOWN, key=ord(ch) if ch.isalnum() else 0, mod=0, unicode=ch, scancode=0)
        app.frame(1 / 60)


def row(scene: EditorScene, table: str, fid: str) -> dict[str, float]:
    return dict(scene.draft.row(Picked(table, fid)))


def colour_near(app: App, pos: tuple[int, int], colour: tuple[int, int, int], r: int = 3) -> bool:
    app.frame(0.0)
    pixels = pygame.surfarray.array3d(app.screen)
    x, y = pos
    patch = pixels[x - r : x + r + 1, y - r : y + r + 1]
    return bool((patch == np.array(colour)).all(axis=2).any())


# ----------------------------------------------------------------- exact values
def test_the_arrows_nudge_by_exactly_the_grid_and_the_readout_says_it_in_yards(
    app: App, tmp_path: Path
) -> None:
    scene, _ = own_file(app, tmp_path)
    click(app, at(scene, 46, 21))  # H1L
    assert scene.selected == Picked("run_circles", "H1L")
    assert HELP_SELECTED.split(" · ")[2] in " ".join(words_drawn(app))  # "arrows: nudge (Shift: 1 yd)"
    press(app, pygame.K_RIGHT)
    assert (row(scene, "run_circles", "H1L")["x"], row(scene, "run_circles", "H1L")["y"]) == (46.25, 21.0)
    press(app, pygame.K_UP, pygame.KMOD_LSHIFT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    moved = row(scene, "run_circles", "H1L")
    assert (moved["x"], moved["y"]) == (45.75, 22.0)  # exact: no 45.750000000000001
    assert (moved["pass_x"], moved["pass_y"]) == (45.75, 22.0)  # its pass circle with it
    assert any(
        w.startswith("Zone 1 upper run circle on the home 46: x 45.75 yd, y +22 yd · ")
        for w in words_drawn(app)
    )
    x, y = at(scene, 45.75, 22)
    ring = round(scene.view.px(4.0 * scene.draft.mat.field.yard)) + 6
    assert colour_near(app, (x, y - ring), SELECTED, 1)  # the ring drawn where it is now
    press(app, pygame.K_z, pygame.KMOD_LCTRL)  # each nudge one step of undo
    assert row(scene, "run_circles", "H1L")["x"] == 46.0


def test_typed_values_land_and_a_bad_one_is_one_line_never_a_crash(app: App, tmp_path: Path) -> None:
    scene, _ = own_file(app, tmp_path)
    click(app, at(scene, 30, 0))  # flag-1, between the big circles on the home 30
    press(app, pygame.K_RETURN)
    assert scene.entry is not None and [v.label for v in scene.entry.values] == ["x", "y", "radius"]
    drawn = " ".join(words_drawn(app))
    assert "Type:" in drawn and "Tab: next value" in drawn
    type_keys(app, "31.5")  # the old value selected: what is typed replaces it
    press(app, pygame.K_TAB)
    type_keys(app, "-2,25")  # a decimal comma too
    press(app, pygame.K_TAB)
    type_keys(app, "1.5")
    press(app, pygame.K_RETURN)
    assert scene.entry is None
    flag = row(scene, "flags", "flag-1")
    assert (flag["x"], flag["y"], flag["radius"]) == (31.5, -2.25, 1.5)
    assert colour_near(app, at(scene, 31.5, -2.25), FLAG)
    press(app, pygame.K_RETURN)  # typed again: each bad value said in one red line, nothing set
    for typed, said in (
        ("abc", "Not set: x: 'abc' is not a number of yards"),
        ("500", "Not set: x 500 yd puts it past the edge of the mat"),
        ("nan", "Not set: x: 'nan' is not a number"),
        ("", "Not set: x is empty"),
    ):
        press(app, pygame.K_a, pygame.KMOD_LCTRL)  # the whole value, replaced by what is typed
        press(app, pygame.K_BACKSPACE) if not typed else type_keys(app, typed)
        press(app, pygame.K_RETURN)
        assert scene.entry is not None, "still typing: the value can be put right"
        assert scene.message is not None and scene.message[0].startswith(said) and scene.message[1] == ERROR
        assert row(scene, "flags", "flag-1") == flag, "nothing set"
        lines = [w for w in words_drawn(app) if w.startswith("Not set")]
        assert lines and all(len(ui.wrap(w, app.size[0] - 24, 21)) == 1 for w in lines)
    press(app, pygame.K_ESCAPE)
    assert scene.entry is None and row(scene, "flags", "flag-1") == flag
    click(app, at(scene, 46, 21))  # a run circle: its pass circle too, kept inside it
    press(app, pygame.K_RETURN)
    assert scene.entry is not None and scene.entry.values[-1].label == "pass circle"
    for _ in range(3):
        press(app, pygame.K_TAB)
    type_keys(app, "6")
    press(app, pygame.K_RETURN)
    assert scene.message is not None and "sticks out of a run circle of radius 4 yd" in scene.message[0]


# ----------------------------------------------------------------- the mirror
def test_m_keeps_the_mat_symmetric(app: App, tmp_path: Path) -> None:
    scene, _ = own_file(app, tmp_path)
    pairs = mirror_pairs(scene.draft.mat)
    click(app, at(scene, 46, 21))  # H1L, whose image is V1R at (54, -21)
    partner = pairs["H1L"]
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_DOWN, pygame.KMOD_LSHIFT)
    assert mirror_pairs(scene.draft.mat).get("H1L") != partner  # not symmetric now
    press(app, pygame.K_m)
    h1l, image = row(scene, "run_circles", "H1L"), row(scene, "run_circles", partner)
    assert (image["x"], image["y"]) == (100.0 - h1l["x"], -h1l["y"]) == (53.75, -20.0)
    assert mirror_pairs(scene.draft.mat) == pairs, "every feature has its image again"
    assert scene.message is not None and scene.message[0].startswith(
        "Mirrored to the other end of the field (diagonally opposite"
    )
    wheel(app, at(scene, 46.25, 20), -2)  # a resize, mirrored too
    press(app, pygame.K_m)
    assert row(scene, "run_circles", partner)["radius"] == row(scene, "run_circles", "H1L")["radius"] == 3.5
    press(app, pygame.K_m)
    assert scene.message is not None and scene.message[0].endswith("already mirror each other")
    # A new flag has no image: M makes a mirrored copy, one step of undo.
    post(pygame.MOUSEMOTION, pos=at(scene, 20, 2), rel=(0, 0), buttons=(0, 0, 0))
    press(app, pygame.K_f)
    added = scene.selected
    assert added is not None
    press(app, pygame.K_m)
    flags = scene.draft.rows("flags")
    assert len(flags) == len(mats.default().flags) + 2
    assert (flags[-1]["x"], flags[-1]["y"], flags[-1]["radius"]) == (
        80.0,
        -2.0,
        row(scene, "flags", added.id)["radius"],
    )
    assert mirror_pairs(scene.draft.mat).get(added.id) == flags[-1]["id"]
    assert colour_near(app, at(scene, 80, -2), FLAG)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert len(scene.draft.rows("flags")) == len(mats.default().flags) + 1
    # On the centre of the field a feature is its own image; with nothing selected, M says so.
    post(pygame.MOUSEMOTION, pos=at(scene, 50, 0), rel=(0, 0), buttons=(0, 0, 0))
    press(app, pygame.K_f)
    press(app, pygame.K_m)
    assert scene.message is not None and scene.message[0].endswith("its own mirror image")
    click(app, at(scene, 70, 12))
    assert scene.selected is None
    press(app, pygame.K_m)
    assert scene.message is not None and scene.message[0].startswith("Select a feature first")


def test_ctrl_m_still_mutes_where_m_mirrors(app: App) -> None:
    from ..mat_tuning.test_editor_window import open_editor

    open_editor(app, Path("unused.toml"))
    muted = app.settings.muted
    press(app, pygame.K_m, pygame.KMOD_LCTRL)
    assert app.settings.muted != muted
    press(app, pygame.K_F1)
    assert "Ctrl+M" in " ".join(words_drawn(app))


# ----------------------------------------------------------------- off the field
def test_a_flag_dragged_off_the_field_is_drawn_tagged_saved_with_a_warning_and_dragged_back(
    app: App, tmp_path: Path
) -> None:
    scene, path = own_file(app, tmp_path)
    start = at(scene, 4, 6)  # flag-2, before the home goal line
    drag(app, start, (start[0], 2))  # up, over the title bar and out of the window
    flag = row(scene, "flags", "flag-2")
    f = scene.draft.mat.field
    edge = f.yards(f.half_width + f.margin)  # the printed mat's top edge
    assert flag["y"] == 28.25 and edge - 0.25 < flag["y"] + flag["radius"] < edge  # wholly on it, on the grid
    drawn = at(scene, flag["x"], flag["y"])
    assert scene.view.area.collidepoint(drawn) and colour_near(app, drawn, FLAG)
    assert len(scene.field.tags) == 1 and scene.view.area.contains(scene.field.tags[0])
    assert colour_near(app, scene.field.tags[0].center, TAG_COLOUR, 6)
    said = " ".join(words_drawn(app))
    assert "off the field" in said and "out of bounds anyway" in said
    press(app, pygame.K_s, pygame.KMOD_LCTRL)  # out of bounds: saved, and warned as validate warns
    assert scene.message is not None and scene.message[0].startswith(f"Saved to {path} · Check: ")
    assert "lies off the field" in scene.message[0]
    assert next(g for g in mats.load(path).flags if g.id == "flag-2").y == pytest.approx(flag["y"] * f.yard)
    drag(app, drawn, at(scene, 4, 6))  # and back, from where it is drawn
    assert (row(scene, "flags", "flag-2")["x"], row(scene, "flags", "flag-2")["y"]) == (4, 6)
    app.frame(0.0)
    assert scene.field.tags == [] and "off the field" not in " ".join(words_drawn(app))


def test_a_circle_across_the_sideline_is_not_saved_and_the_reason_is_validates(
    app: App, tmp_path: Path
) -> None:
    scene, path = own_file(app, tmp_path)
    before = path.read_bytes()
    click(app, at(scene, 12, 21))  # H3L, 21 yd above the centre line, radius 4: 1.7 yd inside
    for _ in range(3):
        press(app, pygame.K_UP, pygame.KMOD_LSHIFT)  # 24 yd: across the sideline at 26.7
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    assert path.read_bytes() == before
    box = " ".join(scene.warning_rows(app.size[0] - 48))
    assert "lies across the top sideline by 1.5 yd" in box and "sideline or goal line" in box
    assert "two run circles" not in box
    assert len(scene.field.tags) == 1, "tagged: off the field"


# ----------------------------------------------------------------- the odds view
def test_the_odds_view_draws_a_number_for_every_feature_with_a_legend(app: App, tmp_path: Path) -> None:
    scene, _ = own_file(app, tmp_path)
    press(app, pygame.K_d)
    scene.wait_for_odds()
    app.frame(0.0)
    mat = scene.draft.mat
    labels, chips = scene.labels, scene.field.odds.chips
    assert set(labels) == {c.id for c in mat.run_circles} | {g.id for g in mat.flags} | {
        g.id for g in mat.fumbles
    }
    assert set(chips) == {c.id for c in mat.run_circles}
    pixels = pygame.surfarray.array3d(app.screen)
    inks = [(labels[c.id], ui.ACCENT) for c in mat.run_circles] + [
        (chips[c.id], ui.INK) for c in mat.run_circles
    ]
    inks += [(labels[g.id], ui.PAPER) for g in (*mat.flags, *mat.fumbles)]
    for rect, ink in inks:
        assert scene.view.area.contains(rect)
        patch = pixels[rect.left : rect.right, rect.top : rect.bottom]
        assert (patch == np.array(ink)).all(axis=2).sum() > 10, rect  # a figure written in it
    placed = [*labels.values(), *chips.values()]
    assert not any(a.colliderect(b) for k, a in enumerate(placed) for b in placed[k + 1 :]), (
        "none over another"
    )
    figures = scene.figures()
    assert all(
        re.fullmatch(r"0\.\d\d%", figures.hazards[g.id].words) for g in mat.flags
    )  # rare: two decimals
    said = " ".join(words_drawn(app))
    assert (
        "how often a run aimed at the circle stops on it" in said and "on white: a pass aimed there" in said
    )
    assert "how often any flick stops on the flag or football" in said


# ----------------------------------------------------------------- saving keeps the file
def test_a_save_keeps_the_files_comments_order_and_writes_numbers_as_typed(app: App, tmp_path: Path) -> None:
    scene, path = own_file(app, tmp_path)
    original = path.read_text(encoding="utf-8")
    click(app, at(scene, 70, -6.5))  # V2M1
    for _ in range(3):
        press(app, pygame.K_RIGHT)  # 70.75: three steps of 0.25
    click(app, at(scene, 4, 6))  # flag-2: its radius grown by the wheel 1.2 -> 1.45 -> 1.7
    post(pygame.MOUSEMOTION, pos=at(scene, 4, 6), rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(2):
        post(pygame.MOUSEWHEEL, x=0, y=1)
        app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=at(scene, 50, 10), rel=(0, 0), buttons=(0, 0, 0))
    press(app, pygame.K_b)  # a new fumble football
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    text = path.read_text(encoding="utf-8")
    assert text.startswith(NOTE) and "# ---- six yellow penalty flags" in text
    assert "x = 70.75\n" in text and "radius = 1.7\n" in text
    assert not re.search(r"\d\.\d*0000000|\d\.\d*9999999", text), "no float noise"
    old, new = tomllib.loads(original), tomllib.loads(text)
    assert list(new) == list(old)  # the tables in their order
    for table in ("run_circles", "flags"):
        assert [list(r) for r in new[table]] == [list(r) for r in old[table]]  # keys in their order
    changed = [line for line in text.splitlines() if line not in original.splitlines()]
    assert changed == ["x = 70.75", "radius = 1.7", *changed[2:]] and 'id = "fumble-9"' in changed
    assert mats.load(path) == scene.draft.mat
    comments = [line for line in original.splitlines() if line.startswith("#")]
    assert [line for line in text.splitlines() if line.startswith("#")] == comments


def test_the_arrows_stop_at_the_edge_of_the_mat_and_say_so(app: App, tmp_path: Path) -> None:
    scene, _ = own_file(app, tmp_path)
    click(app, at(scene, 4, 6))  # flag-2
    for _ in range(30):
        press(app, pygame.K_UP, pygame.KMOD_LSHIFT)
    flag = row(scene, "flags", "flag-2")
    assert flag["y"] == 28.25 and flag["x"] == 4.0  # on the grid, wholly on the printed mat
    assert scene.message is not None and scene.message[0].startswith("At the edge of the mat")
    press(app, pygame.K_DOWN)
    assert row(scene, "flags", "flag-2")["y"] == 28.0


def test_a_new_mat_is_saved_from_the_default_mats_own_text(app: App, tmp_path: Path) -> None:
    path = tmp_path / "my-mat.toml"
    mine = replace(mats.default(), name="My mat")
    scene = app.push(lambda a: EditorScene(a, mine, path, follows_name=True))
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    text = path.read_text(encoding="utf-8")
    default = DEFAULT.read_text(encoding="utf-8")
    # Its comments and all, its first saying what the file is (not "The default ... mat").
    made = default.replace("# The default Finger Football mat.", MADE_HEAD, 1)
    assert text == made.replace('name = "Default mat"', 'name = "My mat"')
