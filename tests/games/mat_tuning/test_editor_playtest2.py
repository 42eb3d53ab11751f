"""The mat editor after a second newcomer's play-test, driven by posted events: the odds of the
latest mat only (a burst of edits worked out once, a mat seen before at once), a burst of wheel
notches one step of undo, an overlap of many named in full, odds labels over every feature, a
feature named where it is now, stale notes cleared, the bands' and zones' edges drawn, and a
footer of two lines."""

from pathlib import Path

import numpy as np
import pygame

from games.app.mat_editor import HELP_SIZE, NAMES_PAGE, ZONE_EDGE
from games.app.mat_figures import compared
from games.mat_tuning.quick import LatestOdds
from games.window import ui
from games.window.app import App

from ..conftest import post
from .test_editor_playtest import status
from .test_editor_window import at, click, open_editor, press


def wheel(app: App, notches: int, shift: bool = False) -> None:
    pygame.key.set_mods(pygame.KMOD_LSHIFT if shift else 0)
    for _ in range(notches):
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        app.frame(1 / 60)
    pygame.key.set_mods(0)


def point(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.frame(1 / 60)


def test_a_burst_of_edits_works_out_the_odds_of_the_final_mat_only(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    scene.odds_worker = LatestOdds(compared)
    press(app, pygame.K_d)
    scene.wait_for_odds()
    saved = scene.draft.mat.to_toml()
    started = scene.odds_worker.started
    assert started == [saved]
    point(app, at(scene, 30, 6.5))
    wheel(app, 30)
    wheel(app, 30, shift=True)
    assert scene.draft.error is None and scene.odds_pending()
    assert started == [saved]  # nothing started during the burst: no queue of in-between mats
    for _ in range(10):
        app.frame(0.1)  # the burst has ended: after a moment the odds are worked out, once
    final = scene.draft.mat.to_toml()
    assert started == [saved, final]
    scene.wait_for_odds()
    assert not scene.odds_pending() and started == [saved, final]
    # Each burst of notches was one step of undo: two steps back to the saved mat, whose odds
    # are known, so they are shown at once and nothing is worked out again.
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert not scene.draft.dirty
    assert not scene.odds_pending() and started == [saved, final]
    assert not any("Working out" in w for w in status(app))


def test_a_circle_over_three_says_all_three(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    point(app, at(scene, 38, 0))
    press(app, pygame.K_r)
    wheel(app, 40)  # 4 yd to 14 yd: over its neighbours
    new = scene.selected
    assert new is not None
    partners = [o for o in scene.draft.overlaps if o.serious and new.id in (o.first.id, o.second.id)]
    assert len(partners) >= 3
    name = scene.named[("run_circles", new.id, False)]
    warning = scene.warning_rows(app.screen.get_width() - 48)  # in red under the title
    assert warning[0].startswith(
        f"Not valid, so it cannot be saved: {name} overlaps {len(partners)} run circles"
    )
    assert "(outlined in red)" in " ".join(warning) and "…" not in " ".join(warning)  # whole, not cut off


def test_the_selected_circles_odds_show_over_a_circle_that_overlaps_it(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    click(app, at(scene, 30, -6.5))
    press(app, pygame.K_DELETE)  # the lower circle away, and a new one over the upper one's ring
    point(app, at(scene, 30, 0))
    press(app, pygame.K_r)
    click(app, at(scene, 30, 9))  # the upper one selected again
    scene.wait_for_odds()
    app.frame(0.0)
    pixels = pygame.surfarray.array3d(app.screen)
    (x0, y0), (x1, y1) = at(scene, 28, 4.5), at(scene, 32, 2)
    box = pixels[x0:x1, y0:y1].reshape(-1, 3)
    assert (box == np.array(ui.ACCENT)).all(axis=1).any()  # its figure, drawn over the new circle


def test_a_circle_in_the_end_zone_is_named_there_and_has_no_odds(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    scene.wait_for_odds()
    start, end = at(scene, 90, 0), at(scene, 105, 0)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame(1 / 60)
    assert scene.draft.error is not None
    said = status(app)[0]
    assert "in the visitors' endzone" in said and "visitors' 10" not in said
    readout = scene._readout(scene.named)
    assert "not allowed there" in readout and "odds" not in readout


def test_an_old_note_is_cleared_when_the_next_edit_begins(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    point(app, at(scene, 30, 6.5))
    wheel(app, 1)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert status(app)[0].startswith("Undone: resizing the Zone 2 ")  # says what it took back
    start = at(scene, 30, 6.5)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] + 20, start[1]), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert not any("Undone" in w for w in status(app))


def test_the_bands_edges_are_drawn_and_name_the_band_a_centre_is_in(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    f = scene.draft.mat.field
    numbers = f.numbers / f.yard
    app.frame(0.0)
    pixels = pygame.surfarray.array3d(app.screen)
    (x0, y), (x1, _) = at(scene, 0, numbers), at(scene, 100, numbers)
    assert (pixels[x0:x1, y] == np.array(ZONE_EDGE)).all(axis=1).sum() > 100
    named = {}
    for y_yd in (numbers - 1, numbers + 1):
        point(app, at(scene, 70, y_yd))
        press(app, pygame.K_r)
        assert scene.selected is not None
        named[y_yd] = scene.named[("run_circles", scene.selected.id, False)]
    assert " middle run circle" in named[numbers - 1]  # drawn under the dashed line
    assert " upper run circle" in named[numbers + 1]  # drawn over it


def test_the_footer_is_three_lines_and_the_help_says_what_is_drawn(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    click(app, at(scene, 30, 6.5))
    with ui.recording() as boxes:
        app.frame(0.0)
    top = app.screen.get_height() - scene.bottom_bar
    rows = {b.rect.top for b in boxes if b.kind == ui.Kind.TEXT and b.rect.top >= top}
    # The status (the selected circle's readout, then the odds' line), the legend, the keys.
    assert len(rows) == 4 and HELP_SIZE >= 18
    words = " ".join(NAMES_PAGE.lines)
    assert "faint" not in words and "dashed" in words
    assert " left" not in words and "upper" in words  # one naming: the window's
    assert ("Ctrl+S", "save, to the path shown under the title") in scene.controls()
