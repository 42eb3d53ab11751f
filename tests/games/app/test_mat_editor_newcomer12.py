"""The mat editor's saving after a newcomer's play-test (6/10), driven by the keys and clicks a
person makes: what a save says is drawn whole in its box at 1280x720 and 960x600, in the window's
own words; the default mat's flags on the start spots are said once as a note about the mat,
never as the player's warnings; the player's own are said plainly; one Ctrl+S saves a renamed mat
and says where; `tabletop mat edit FILE --out NEW` keeps FILE's comments."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from games.app import mat_figures
from games.app.mat_editor import ODDS_FIRST, EditorScene
from games.window import ui
from games.window.app import App
from sim.slider import mat as mats
from sim.slider.mat import Mat

from ..conftest import drag, post
from ..mat_tuning.test_editor_window import DEFAULT, at, click, press, words_drawn

SAVE = (pygame.K_s, pygame.KMOD_LCTRL)
# The default mat's flags where each two-point try starts are on purpose: a save never says them
# (after a plain save it read as a warning the player had caused: play-test 6/10).
DEFAULT_NOTE = "two-point try"


@pytest.fixture(params=[(1280, 720), (960, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def sized(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(request.param)
    yield application
    application.stack.clear()
    pygame.display.quit()


def editor(app: App, path: Path, **kw: bool) -> EditorScene:
    scene = app.push(lambda a: EditorScene(a, mats.default(), path, **kw))
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    return scene


def footer(app: App, scene: EditorScene) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(0.0)
    top = app.size[1] - scene.bottom_bar
    return [b for b in boxes if b.kind == ui.Kind.TEXT and b.rect.top >= top]


def said(boxes: list[ui.Box]) -> str:
    return " ".join(b.words.strip() for b in boxes)


def test_what_a_save_says_is_drawn_whole_in_its_box_with_a_feature_selected(
    sized: App, tmp_path: Path
) -> None:
    scene = editor(sized, tmp_path / "my-mat.toml")
    click(sized, at(scene, 70, 6.5))  # a run circle: its readout is in the footer too
    assert scene.selected is not None
    press(sized, *SAVE)
    assert scene.message is not None
    message = scene.message[0]
    assert message == f"Saved to {tmp_path / 'my-mat.toml'}", (
        "the whole folder, and no note on the default's flags"
    )
    boxes = footer(sized, scene)
    assert message in said(boxes), "whole, never cut at the window's edge"
    assert all(b.rect.right <= sized.size[0] - 12 for b in boxes), "nothing leaves the footer"
    with ui.recording() as drawn:
        sized.frame(0.0)
    assert ui.problems(drawn, sized.size) == []
    assert "validate" not in message and "tabletop" not in message, "the window's own words"


def test_the_default_mats_flags_on_the_start_spots_are_a_note_said_once(app: App, tmp_path: Path) -> None:
    scene = editor(app, tmp_path / "my-mat.toml")
    press(app, *SAVE)
    saved = f"Saved to {tmp_path / 'my-mat.toml'}"
    assert scene.message is not None and scene.message[0] == saved, "the default's own: nothing said"
    assert "warning" not in scene.message[0].lower() and "Check" not in scene.message[0]
    assert DEFAULT_NOTE not in scene.message[0]
    press(app, *SAVE)
    assert scene.message is not None and scene.message[0] == saved
    drag(app, at(scene, 70, 6.5), at(scene, 72, 6.5))  # an edit elsewhere: still not the player's
    press(app, *SAVE)
    assert scene.message is not None and scene.message[0] == saved


def test_a_flag_the_player_moves_onto_a_start_spot_is_said_plainly_at_each_save(
    app: App, tmp_path: Path
) -> None:
    scene = editor(app, tmp_path / "my-mat.toml")
    drag(app, at(scene, 30, 0), at(scene, 20, 0))  # the flag on the home 30, onto the touchback's spot
    for _ in range(2):
        press(app, *SAVE)
        assert scene.message is not None
        words, colour = scene.message
        assert words.startswith(
            f"Saved to {tmp_path / 'my-mat.toml'} · Check: the penalty flag on the home 20 now lies "
        )
        assert "where a touchback starts (the home 20)" in words and colour == ui.ACCENT
    assert mats.load(tmp_path / "my-mat.toml").flags[0].x == pytest.approx(0.20)


def test_one_ctrl_s_saves_a_renamed_mat_and_says_where(app: App, tmp_path: Path) -> None:
    old = tmp_path / "my-mat.toml"
    mats.save(mats.default(), old)
    scene = editor(app, old, follows_name=True, own=True)
    press(app, pygame.K_n)
    for _ in range(len(scene.name)):
        press(app, pygame.K_BACKSPACE)
    for letter in "Red zone":
        post(
            pygame.KEYDOWN,
            key=pygame.key.key_code(letter) if letter != " " else pygame.K_SPACE,
            mod=0,
            unicode=letter,
            scancode=0,
        )
    press(app, pygame.K_RETURN)
    assert scene.name == "Red zone"
    press(app, *SAVE)
    new = tmp_path / "red-zone.toml"
    assert new.exists() and not old.exists(), "one Ctrl+S: saved, the file following the name"
    assert mats.load(new).name == "Red zone" and not scene.draft.dirty
    assert scene.message is not None
    assert scene.message[0].startswith(
        f"Saved to {tmp_path / 'red-zone.toml'} (the file follows the name: it was my-mat.toml)"
    )


def test_mat_edit_with_out_keeps_the_files_comments(
    monkeypatch: pytest.MonkeyPatch, app: App, tmp_path: Path
) -> None:
    from games.app import launcher
    from tools.cli import main

    source = tmp_path / "mine.toml"
    source.write_text(DEFAULT.read_text().replace('name = "Default mat"', 'name = "Mine"'))
    source.write_text("# my own notes on this mat\n" + source.read_text())
    out = tmp_path / "copy.toml"
    opened: list[object] = []
    monkeypatch.setattr(launcher, "launch", lambda **kw: opened.append(kw["scene"]))
    assert main(["mat", "edit", str(source), "--out", str(out)]) == 0
    scene = app.push(opened[0])  # type: ignore[arg-type]
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    drag(app, at(scene, 70, 6.5), at(scene, 72, 6.5))
    press(app, *SAVE)
    text = out.read_text()
    assert "# my own notes on this mat" in text and "# Field geometry is in yards" in text
    assert mats.load(out).run_circles != mats.load(source).run_circles, "the edit is saved"


# ----------------------------------------------------------------------------- the odds view

JARGON = ("scrimmage", "club player", "study", "tuner", "validate")  # the play-test's words


def test_the_odds_view_and_its_help_are_in_plain_words(app: App) -> None:
    scene = editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    scene.wait_for_odds()
    click(app, at(scene, 30, 0))  # a flag: its own figures under the title
    said = words_drawn(app)
    press(app, pygame.K_F1)
    for _ in range(5):  # every page of the help
        said += words_drawn(app)
        press(app, pygame.K_RIGHT)
    text = " ".join(said).lower()
    assert not [w for w in JARGON if w in text], [w for w in JARGON if w in text]
    assert "how often a flick aimed at a circle stops on it" in text
    assert "of all flicks stop on it" in text


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("crowded", [False, True], ids=["default", "two-footballs-by-the-40"])
def test_no_figure_covers_a_flag_or_a_fumble_football(size: tuple[int, int], crowded: bool) -> None:
    app = App(size)
    try:
        scene = editor(app, Path("unused.toml"))
        if crowded:  # a football dragged beside the one on the home 40 (the play-test's "0.10%")
            drag(app, at(scene, 24, 14), at(scene, 44, -12))
            assert scene.problem() is None
        outlines = scene.field.hazard_outlines(scene.draft)
        app.frame(0.0)
        before = pygame.surfarray.array3d(app.screen)
        press(app, pygame.K_d)
        scene.wait_for_odds()
        app.frame(0.0)
        after = pygame.surfarray.array3d(app.screen)
        for k, outline in enumerate(outlines):
            mask = pygame.Surface(size)
            pygame.draw.polygon(mask, (255, 255, 255), outline)
            inside = pygame.surfarray.array3d(mask)[:, :, 0] > 0
            assert (before[inside] == after[inside]).all(), f"a figure covers flag or football {k}"
    finally:
        app.stack.clear()
        pygame.display.quit()


def test_the_first_figures_are_said_to_be_worked_out_with_how_far_it_has_got(
    sized: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized
    started, release = threading.Event(), threading.Event()
    real = mat_figures.mat_figures

    def held(mat: Mat, *args: Any, progress: Any = None, **kw: Any) -> Any:  # the work, caught at 40%
        if progress is not None:
            progress(0.4)
        started.set()
        release.wait(10)
        return real(mat, *args, progress=progress, **kw)

    monkeypatch.setattr(mat_figures, "mat_figures", held)
    scene = editor(app, Path("unused.toml"))
    drag(app, at(scene, 70, 6.5), at(scene, 72, 6.5))  # an edited mat: its figures to work out
    press(app, pygame.K_d)
    assert started.wait(10)
    with ui.recording() as boxes:
        app.frame(0.0)
    drawn = [b.words for b in boxes if b.kind == ui.Kind.TEXT]
    assert ODDS_FIRST in drawn, "said on the mat, in a box of its own"
    done = [w for w in drawn if re.match(rf"{ODDS_FIRST} (20|40)% done: ", w)]  # (the default's known?)
    assert done, drawn
    assert ui.problems(boxes, app.size) == []
    release.set()
    scene.wait_for_odds()
    assert not any(w.startswith(ODDS_FIRST) for w in words_drawn(app))


def test_the_default_mats_figures_are_worked_out_once_not_twice(app: App) -> None:
    scene = editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    scene.wait_for_odds()
    shown = scene.odds_worker.shown
    assert shown is not None and shown.mat is shown.shipped
