"""The mat editor driven headless with a person's mouse and keys."""

import shutil
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app.mat_editor import ERROR, EditorScene
from games.mat_tuning.draft import Draft, DraftError, Picked
from games.window.app import App
from sim.slider import mat as mats

from ..conftest import drag, post

DEFAULT = Path(__file__).parents[3] / "sim" / "data" / "default_mat.toml"


def open_editor(app: App, tmp_path: Path) -> tuple[EditorScene, Path]:
    path = Path(shutil.copy(DEFAULT, tmp_path / "mat.toml"))
    scene = app.push(lambda a: EditorScene(a, mats.load(path), path))
    app.frame(1 / 60)
    assert isinstance(scene, EditorScene)
    return scene, path


def on_screen(scene: EditorScene, x_yd: float, y_yd: float) -> tuple[float, float]:
    yd = scene.draft.mat.field.yard
    return scene.view.to_screen(x_yd * yd, y_yd * yd)


def ctrl(app: App, key: int) -> None:
    post(pygame.KEYDOWN, key=key, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    app.frame(1 / 60)


def test_drag_a_circle_save_and_reload(app: App, tmp_path: Path) -> None:
    scene, path = open_editor(app, tmp_path)
    original = mats.load(path)
    circle = next(c for c in original.run_circles if c.id == "V2M1")
    start = (round(original.field.yards(circle.x)), round(original.field.yards(circle.y)))
    drag(app, on_screen(scene, *start), on_screen(scene, start[0] + 5, start[1] - 3))
    assert scene.selected == Picked("run_circles", "V2M1") and scene.draft.error is None
    ctrl(app, pygame.K_s)
    assert scene.message is not None and scene.message[0].startswith(f"Saved to {path} · Check: ")
    moved = next(c for c in mats.load(path).run_circles if c.id == "V2M1")
    field = mats.load(path).field
    assert field.yards(moved.x) == pytest.approx(start[0] + 5)
    assert field.yards(moved.y) == pytest.approx(start[1] - 3)
    assert field.yards(moved.pass_x - moved.x) == pytest.approx(field.yards(circle.pass_x - circle.x))


def test_an_invalid_edit_shows_the_reason_and_is_not_saved(app: App, tmp_path: Path) -> None:
    scene, path = open_editor(app, tmp_path)
    before = path.read_bytes()
    drag(app, on_screen(scene, 10, 0), on_screen(scene, -6, 0))  # H3M, behind the goal line
    assert scene.draft.error is not None and "between the goal lines" in scene.draft.error
    ctrl(app, pygame.K_s)
    assert path.read_bytes() == before
    app.frame(1 / 60)
    bar = pygame.surfarray.array3d(app.screen)[:, -scene.bottom_bar :]
    assert (bar == np.array(ERROR)).all(axis=2).any()  # the reason, in red, on screen
    ctrl(app, pygame.K_z)  # undo puts it right
    assert scene.draft.error is None


def test_wheel_resizes_and_undo_redo_add_delete(app: App, tmp_path: Path) -> None:
    scene, _ = open_editor(app, tmp_path)
    x, y = on_screen(scene, 10, 0)
    post(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0))
    app.frame(1 / 60)
    picked = Picked("run_circles", "H3M")
    radius = scene.draft.row(picked)["radius"]
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    app.frame(1 / 60)
    assert scene.selected == picked
    assert scene.draft.row(picked)["radius"] == pytest.approx(radius + 0.5)
    ctrl(app, pygame.K_z)
    assert scene.draft.row(picked)["radius"] == pytest.approx(radius)
    ctrl(app, pygame.K_y)
    assert scene.draft.row(picked)["radius"] == pytest.approx(radius + 0.5)
    post(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)
    assert all(r["id"] != "H3M" for r in scene.draft.rows("run_circles"))
    fx, fy = on_screen(scene, 50, 12)
    post(pygame.MOUSEMOTION, pos=(round(fx), round(fy)), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0)
    app.frame(1 / 60)
    added = scene.draft.row(scene.selected) if scene.selected else {}
    assert scene.selected is not None and scene.selected.table == "flags"
    assert (added["x"], added["y"]) == (50, 12) and scene.draft.error is None


def test_the_draft_model() -> None:
    draft = Draft(mats.default())
    added = draft.add("flags", 50.0, 10.0)
    assert added.table == "flags" and added.id not in {f.id for f in mats.default().flags}
    assert draft.error is None and len(draft.mat.flags) == len(mats.default().flags) + 1
    draft.move(added, 200.0, 0.0)  # far off the mat
    assert draft.error is not None
    with pytest.raises(DraftError, match="not saved"):
        draft.save(Path("/nonexistent/never.toml"))
    assert draft.undo() is False  # nothing was begun: moves without begin are not steps
    draft.begin()
    draft.end()  # a click that moved nothing
    assert draft.undo() is False
