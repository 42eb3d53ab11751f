"""The mat editor after a fresh newcomer's play-test (7/10), driven by the keys, wheel and drags a
person makes: the rows under the title wrapped whole with a flag selected and the odds on, the red
"Not valid" box clear of the lines above and below it, in small and large windows and at larger
text; a flag's tiny share change never called "unchanged"; the keys' line naming what the wheel
does to what is under the pointer; Shift+wheel on a flag said; the Open list marking the open mat."""

from collections.abc import Iterator
from dataclasses import replace

import numpy as np
import pygame
import pytest

from games.app import mat_words
from games.app.mat_editor import EditorScene
from games.app.mat_open import OPEN_NOW, MatList
from games.app.mat_status import ERROR
from games.app.mat_texts import NO_PASS_CIRCLE
from games.finger_football.saved_mats import mats_folder
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.settings import Settings
from sim.slider import mat as mats

from ..conftest import drag, post
from ..mat_tuning.test_editor_window import at, press
from .test_mat_editor_newcomer8 import wheel

SIZES = [(w, h, s) for w, h in ((960, 600), (1280, 720)) for s in (1.0, 1.25, 1.5)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}-ui{s[2]:g}")
def window(request: pytest.FixtureRequest) -> Iterator[App]:
    width, height, scale = request.param
    app = App((width, height), settings=Settings(None, ui_scale=scale))
    app.recordings = start_recording
    yield app
    app.stack.clear()
    ui.set_scale(1.0)
    pygame.display.quit()


def editor(app: App) -> EditorScene:
    path = mats_folder() / "my-mat.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    mats.save(replace(mats.default(), name="My mat"), path)
    scene = app.push(lambda a: EditorScene(a, mats.load(path), path, follows_name=True, own=True))
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    return scene


def texts(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return boxes


def header(app: App, scene: EditorScene) -> list[ui.Box]:
    return [b for b in texts(app) if b.kind == ui.Kind.TEXT and b.rect.top < scene.top_bar]


def select_a_flag_with_odds(app: App, scene: EditorScene) -> None:
    flag = scene.draft.mat.flags[0]
    yd = scene.draft.mat.field.yard
    spot = at(scene, flag.x / yd, flag.y / yd)
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    app.frame(1 / 60)
    press(app, pygame.K_d)
    scene.wait_for_odds()
    wheel(app, spot, -3)  # an edit: the rows then say what it did
    scene.wait_for_odds()


def make_invalid(app: App, scene: EditorScene) -> None:
    one, two = scene.draft.rows("run_circles")[:2]
    drag(app, at(scene, one["x"], one["y"]), at(scene, two["x"] + 0.5, two["y"]))
    assert scene.problem() is not None


def test_header_rows_wrap_whole_and_nothing_leaves_its_box(window: App) -> None:
    scene = editor(window)
    select_a_flag_with_odds(window, scene)
    rows = header(window, scene)
    assert not any(b.words.endswith("…") for b in rows), [b.words for b in rows]  # wrapped, never cut
    said = " ".join(" ".join(b.words for b in rows).split())
    assert "stopping on a penalty flag" in said and "on a fumble football" in said
    assert all(b.rect.right <= window.size[0] - 6 for b in rows)
    assert ui.problems(texts(window), window.size) == []


def test_the_not_valid_box_lies_clear_of_the_lines_above_and_below(window: App) -> None:
    scene = editor(window)
    make_invalid(window, scene)
    rows = header(window, scene)
    path = next(b for b in rows if b.words.startswith("Ctrl+S saves to"))
    later = sorted((b for b in rows if b.rect.top > path.rect.top), key=lambda b: b.rect.top)
    count = len(scene.warning_rows(window.size[0] - 48))
    warned, below = later[:count], later[count:]
    assert warned and warned[0].words.startswith("Not valid")
    found = scene.problem()
    assert found is not None and " ".join(" ".join(b.words for b in warned).split()).endswith(found.fix)
    # the box's left edge, in its red: where it starts and ends
    column = pygame.surfarray.array3d(window.screen)[7, : scene.top_bar]
    reds = np.flatnonzero((column == np.array(ERROR)).all(axis=1))
    assert len(reds), "the red box is drawn"
    assert reds.min() >= path.rect.bottom, "the box leaves the Ctrl+S line whole"
    if below:
        assert reds.max() < below[0].rect.top, "the box ends before the next row"
    assert all(reds.min() <= b.rect.top and b.rect.bottom <= reds.max() + 1 for b in warned)
    assert ui.problems(texts(window), window.size) == []


def test_a_flag_shrunk_a_little_is_never_unchanged_by_the_edit() -> None:
    assert mat_words.edit_did(0.0012, 0.0012) == "unchanged by this edit"
    assert mat_words.edit_did(0.00118, 0.00122) == "down by less than 0.1% with this edit"
    assert mat_words.edit_did(0.003, 0.001) == "0.1% before the edit"


def test_the_whole_mats_flag_share_says_a_shrink_moved_it(app: App) -> None:
    scene = editor(app)
    flag = scene.draft.mat.flags[0]
    yd = scene.draft.mat.field.yard
    press(app, pygame.K_d)
    scene.wait_for_odds()
    before = scene.odds_worker.shown
    wheel(app, at(scene, flag.x / yd, flag.y / yd), -3)  # 0.75 yd smaller
    scene.wait_for_odds()
    now = scene.odds_worker.shown
    assert before is not None and now is not None and now.mat.flag < before.mat.flag
    said = " ".join(" ".join(b.words for b in header(app, scene)).split())
    assert "unchanged by this edit" not in said.split("on a fumble football")[0]


def test_the_keys_line_says_what_the_wheel_does_to_what_is_under_the_pointer(app: App) -> None:
    scene = editor(app)
    yd = scene.draft.mat.field.yard
    fumble = scene.draft.mat.fumbles[0]
    post(pygame.MOUSEMOTION, pos=at(scene, fumble.x / yd, fumble.y / yd), rel=(0, 0), buttons=(0, 0, 0))
    app.frame(1 / 60)
    said = " ".join(b.words for b in texts(app) if b.kind == ui.Kind.TEXT)
    assert "wheel: turn" in said and "wheel: size" not in said
    flag = scene.draft.mat.flags[0]
    post(pygame.MOUSEMOTION, pos=at(scene, flag.x / yd, flag.y / yd), rel=(0, 0), buttons=(0, 0, 0))
    app.frame(1 / 60)
    said = " ".join(b.words for b in texts(app) if b.kind == ui.Kind.TEXT)
    assert "wheel: size" in said and "Shift: pass" not in said


def test_shift_wheel_on_a_flag_says_it_has_no_pass_circle_and_leaves_it(app: App) -> None:
    scene = editor(app)
    yd = scene.draft.mat.field.yard
    flag = scene.draft.mat.flags[0]
    size = dict(scene.draft.rows("flags")[0])
    wheel(app, at(scene, flag.x / yd, flag.y / yd), 2, shift=True)
    assert dict(scene.draft.rows("flags")[0]) == size
    said = " ".join(b.words for b in texts(app) if b.kind == ui.Kind.TEXT)
    assert NO_PASS_CIRCLE["flags"] in said


def test_the_open_list_marks_the_mat_open_now(app: App) -> None:
    scene = editor(app)
    other = mats_folder() / "other.toml"
    mats.save(replace(mats.default(), name="Other"), other)
    press(app, pygame.K_o)
    chooser = app.stack.top
    assert isinstance(chooser, MatList)
    said = [b.words for b in texts(app) if b.kind == ui.Kind.TEXT]
    assert any(w.startswith("My mat") and w.endswith(OPEN_NOW.strip(" ·")) for w in said), said
    assert not any(w.startswith("Other") and OPEN_NOW.strip(" ·") in w for w in said)
    assert scene is not chooser
