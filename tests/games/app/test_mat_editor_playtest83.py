"""What the mat editor's play-test (6/10, play-test 83) found, driven by the keys and clicks a person
makes: undo never reaches past a Save as (nor switches the file Ctrl+S writes); a click on an odds
figure selects its feature, and the figures keep clear of each other and of the end zones' words
at larger text sizes; M says where the copy goes; a save names the whole folder and says nothing
of the default mat's own flags; a file made from the default mat says so in its first comment; the
Open list's rows are whole and lit under the pointer; Ctrl+wheel resizes a yard a notch."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from games.app.mat_editor import EditorScene
from games.app.mat_file import MADE_HEAD
from games.app.mat_open import MatList
from games.app.mat_texts import CONTROLS, HELP_SELECTED
from games.window import ui
from games.window.app import App
from sim.slider import mat as mats

from ..conftest import drag, post
from ..mat_tuning.test_editor_window import at, click, press, words_drawn

SAVE = (pygame.K_s, pygame.KMOD_LCTRL)
SAVE_AS = (pygame.K_s, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
UNDO = (pygame.K_z, pygame.KMOD_LCTRL)


def editor(app: App, path: Path, **kw: bool) -> EditorScene:
    scene = app.push(lambda a: EditorScene(a, mats.default(), path, **kw))
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    return scene


def type_name(app: App, name: str) -> None:
    """Typed over the name offered (Backspace until it is gone), then Enter."""
    for _ in range(40):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    for letter in name:
        code = pygame.K_SPACE if letter == " " else pygame.key.key_code(letter.lower())
        post(pygame.KEYDOWN, key=code, mod=0, unicode=letter, scancode=0)
    app.frame(1 / 60)
    press(app, pygame.K_RETURN)


# ----------------------------------------------------------------------------- 7. undo and Save as
def test_undo_stops_at_a_save_as_and_never_switches_the_file_ctrl_s_writes(app: App, tmp_path: Path) -> None:
    old = tmp_path / "tight-red-zone.toml"
    mats.save(mats.default(), old)
    scene = editor(app, old, follows_name=True, own=True)
    press(app, *SAVE_AS)
    type_name(app, "Narrow Goal Line")
    new = tmp_path / "narrow-goal-line.toml"
    assert new.exists() and scene.target == new
    for x in (10, 30):  # two edits after the save as
        drag(app, at(scene, x, 0), at(scene, x + 2, 0))
    for _ in range(7):
        press(app, *UNDO)
    assert scene.name == "Narrow Goal Line", "the save as's naming is never undone"
    assert scene.target == new, "Ctrl+S still writes the file saved as"
    assert scene.message is not None and "Nothing more to undo" in scene.message[0]
    press(app, *SAVE)
    assert mats.load(new).name == "Narrow Goal Line" and old.exists()


# ----------------------------------------------------------------------------- 5. the odds' figures
def test_a_click_on_an_odds_figure_selects_its_feature(app: App, tmp_path: Path) -> None:
    scene = editor(app, tmp_path / "my-mat.toml")
    press(app, pygame.K_d)
    scene.wait_for_odds()
    app.frame(0.0)
    features = [*scene.draft.rows("run_circles"), *scene.draft.rows("flags")]
    picked = 0
    for row in features:
        label = scene.labels[row["id"]]
        # A point of the figure off every feature's own shape: the click is the figure's alone.
        yd = scene.draft.mat.field.yard
        for point in (label.midleft, label.midright, label.center):
            pos = (
                point[0] + (2 if point == label.midleft else -2 if point == label.midright else 0),
                point[1],
            )
            x, y = scene.view.to_mat(*pos)
            if scene.draft.at(x / yd, y / yd) is None:
                click(app, pos)
                assert scene.selected is not None and scene.selected.id == row["id"], row["id"]
                picked += 1
                break
    assert picked >= 5, "figures off their features were clicked"


@pytest.mark.parametrize("scale", [1.25, 1.5])
def test_at_larger_text_the_figures_keep_off_each_other_and_the_end_zones(
    app: App, tmp_path: Path, scale: float
) -> None:
    ui.set_scale(scale)
    try:
        scene = editor(app, tmp_path / "my-mat.toml")
        scene.resized(app.size)
        press(app, pygame.K_d)
        scene.wait_for_odds()
        app.frame(0.0)
        labels = list(scene.labels.values()) + list(scene.field.odds.chips.values())
        for k, a in enumerate(labels):
            for b in labels[k + 1 :]:
                assert not a.colliderect(b), f"figures over each other at {scale:.0%}: {a} {b}"
        for zone in scene.field.endzone_rects(scene.draft):
            assert all(not zone.colliderect(r) for r in scene.labels.values()), "a figure on HOME or VISITORS"
    finally:
        ui.set_scale(1.0)


# ----------------------------------------------------------------------------- 6. words as the screen shows
def test_m_says_the_copy_goes_to_the_other_end_of_the_field(app: App, tmp_path: Path) -> None:
    scene = editor(app, tmp_path / "my-mat.toml")
    click(app, at(scene, 10, 0))
    press(app, pygame.K_RIGHT, pygame.KMOD_LSHIFT)
    press(app, pygame.K_m)
    assert scene.message is not None
    assert scene.message[0].startswith("Mirrored to the other end of the field (diagonally opposite")
    said = " ".join(what for _, what in CONTROLS)
    assert "other end of the field (diagonally opposite)" in said
    assert "M: mirror" in HELP_SELECTED


def test_a_circle_off_the_top_edge_is_said_across_the_top_sideline(app: App, tmp_path: Path) -> None:
    scene = editor(app, tmp_path / "my-mat.toml")
    click(app, at(scene, 12, 21))
    for _ in range(3):
        press(app, pygame.K_UP, pygame.KMOD_LSHIFT)
    box = " ".join(scene.warning_rows(app.size[0] - 48))
    assert "top sideline" in box and "left sideline" not in box


# ----------------------------------------------------------------------------- 8. saving and opening
def test_a_save_names_the_whole_folder_and_not_the_default_mats_own_flags(app: App, tmp_path: Path) -> None:
    path = tmp_path / "my-mat.toml"
    scene = editor(app, path)
    press(app, *SAVE)
    assert scene.message is not None and scene.message[0] == f"Saved to {path}"
    assert "two-point try" not in scene.message[0] and "intended" not in scene.message[0]
    # The default mat under its own name: its file is the default's text, comment and all.


def test_a_file_made_from_the_default_mat_says_so_first(app: App, tmp_path: Path) -> None:
    path = tmp_path / "my-mat.toml"
    scene = app.push(
        lambda a: EditorScene(a, replace(mats.default(), name="My mat"), path, follows_name=True)
    )
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    press(app, *SAVE)
    assert path.read_text(encoding="utf-8").startswith(MADE_HEAD)


def test_the_open_list_rows_are_whole_and_lit_under_the_pointer(app: App, tmp_path: Path) -> None:
    folder = Path(__import__("os").environ["TABLETOP_DATA_DIR"]) / "mats"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "tight-red-zone.toml"
    mats.save(replace(mats.default(), name="Tight Red Zone"), path)
    scene = editor(app, path, follows_name=True, own=True)
    press(app, pygame.K_o)
    top = app.stack.top
    assert isinstance(top, MatList)
    shown = words_drawn(app)
    assert not [w for w in shown if w.endswith("…")], shown
    assert any(w.startswith("Tight Red Zone (tight-red-zone.toml)") and "open now" in w for w in shown)
    button = top.buttons[-1]
    lit = (46, 58, 70)
    pygame.mouse.set_pos(button.rect.center)
    post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.frame(1 / 60)
    if pygame.mouse.get_pos() == button.rect.center:  # the dummy driver may not move the pointer
        x, y = button.rect.left + 4, button.rect.centery
        assert app.screen.get_at((x, y))[:3] == lit
    assert scene is not None


# ----------------------------------------------------------------------------- the wheel
def test_ctrl_wheel_resizes_a_yard_a_notch(app: App, tmp_path: Path) -> None:
    scene = editor(app, tmp_path / "my-mat.toml")
    pos = at(scene, 10, 0)
    click(app, pos)
    assert scene.selected is not None
    before = scene.draft.row(scene.selected)["radius"]
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.key.set_mods(pygame.KMOD_LCTRL)
    post(pygame.MOUSEWHEEL, x=0, y=-1)
    app.frame(1 / 60)
    pygame.key.set_mods(0)
    assert scene.draft.row(scene.selected)["radius"] == pytest.approx(before - 1.0)
    post(pygame.MOUSEWHEEL, x=0, y=-1)
    app.frame(1 / 60)
    assert scene.draft.row(scene.selected)["radius"] == pytest.approx(before - 1.25)
