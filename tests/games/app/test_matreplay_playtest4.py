"""The mat editor, the replay viewer and the Finger Football setup after the second newcomer
play-test, driven by the events a person makes: a designed mat played from the window (the
setup's mat choice, the title naming it), a saved mat opened and edited again in its own file,
the file named after the mat's name, and the game's length kept as the player last chose it."""

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from games.app.launcher import MAT_EDITOR, menu_entries
from games.app.mat_editor import EditorScene
from games.app.mat_open import MatList
from games.finger_football.saved_mats import file_name, mats_folder, saved_mats
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.setup import GameSetup
from games.window import ui
from games.window.app import App
from sim.slider import mat as mats

from ..conftest import run_for
from ..mat_tuning.test_editor_window import click, press, words_drawn
from .test_matreplay_playtest3 import type_text

SHOTS = Path("/tmp/mr")


def save_mat(name: str, scale: float = 1.0) -> Path:
    base = mats.default()
    circles = tuple(
        replace(c, radius=c.radius * scale, pass_radius=c.pass_radius * scale) for c in base.run_circles
    )
    mat = replace(base, name=name, run_circles=circles)
    path = mats_folder() / file_name(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    mats.save(mat, path)
    return path


def button_at(app: App, words: str) -> tuple[int, int]:
    with ui.recording() as boxes:
        app.frame(0.0)
    found = [b.rect.center for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith(words)]
    assert found, words
    return found[0]


def shot(app: App, name: str) -> None:
    app.frame(0.0)
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / name))


# ----------------------------------------------------------------------------- 1: playing a designed mat


def test_the_setup_offers_the_saved_mats_by_name_and_the_game_names_its_mat(app: App) -> None:
    save_mat("Red Zone Squeeze", 0.8)
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup)
    assert "Mat: Default mat · 1 of 2 (O: next)" in words_drawn(app)
    click(app, button_at(app, "Mat: "))  # the mat button moves on to the next mat
    assert setup.mat is not None and setup.mat.name == "Red Zone Squeeze"
    assert "Mat: Red Zone Squeeze · 2 of 2 (O: next)" in words_drawn(app)
    shot(app, "setup-mat.png")
    run_for(app, 0.5)
    click(app, button_at(app, "Play the CPU: club"))
    game = app.stack.top
    assert isinstance(game, GameScene) and game.game.mat.name == "Red Zone Squeeze"
    assert any(w.startswith("Finger Football on Red Zone Squeeze · ") for w in words_drawn(app))
    shot(app, "game-on-mat.png")


def test_the_o_key_goes_round_the_mats_and_the_shipped_mat_is_not_named_in_the_title(app: App) -> None:
    save_mat("Wide Open", 0.9)
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup)
    press(app, pygame.K_o)
    press(app, pygame.K_o)
    assert setup.mat is None  # round again: the shipped mat
    run_for(app, 0.5)
    press(app, pygame.K_4)  # hot-seat
    assert any(w.startswith("Finger Football · ") for w in words_drawn(app))


def test_the_editor_lists_the_saved_mats_and_saves_an_opened_one_back_to_its_own_file(app: App) -> None:
    path = save_mat("Red Zone Squeeze")
    app.push(dict(menu_entries())[MAT_EDITOR])
    assert isinstance(app.stack.top, MatList)
    drawn = words_drawn(app)
    assert "A new mat, from the default mat" in drawn and "Red Zone Squeeze (red-zone-squeeze.toml)" in drawn
    shot(app, "editor-list.png")
    click(app, button_at(app, "Red Zone Squeeze"))
    editor = app.stack.top
    assert isinstance(editor, EditorScene) and editor.name == "Red Zone Squeeze"
    press(app, pygame.K_r)  # a run circle added at the pointer
    press(app, pygame.K_DELETE)
    pointer = editor.view.to_screen(20 * editor.draft.mat.field.yard, 0.0)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(round(pointer[0]), round(pointer[1])), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    app.frame(1 / 60)
    press(app, pygame.K_f)  # a flag
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    assert editor.path == path.resolve() and len(mats.load(path).flags) == len(mats.default().flags) + 1
    assert [m.name for m in saved_mats()] == ["Red Zone Squeeze"]


def test_o_in_the_editor_opens_another_saved_mat_asking_first_over_unsaved_changes(app: App) -> None:
    save_mat("Wide Open", 0.9)
    app.push(dict(menu_entries())[MAT_EDITOR])
    click(app, button_at(app, "A new mat"))
    editor = app.stack.top
    assert isinstance(editor, EditorScene) and editor.name == "My mat"
    press(app, pygame.K_n)
    type_text(app, "Changed")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_o)
    assert app.stack.top is editor and editor.message is not None and "O again" in editor.message[0]
    press(app, pygame.K_o)
    assert isinstance(app.stack.top, MatList)
    click(app, button_at(app, "Wide Open"))
    assert app.stack.top is editor and editor.name == "Wide Open" and not editor.draft.dirty
    assert len(app.stack) == 1


# ------------------------------------------------------------------- 2: the file named after the mat


def test_save_names_the_file_after_the_mat_and_asks_before_replacing_another(app: App) -> None:
    other = save_mat("Red Zone Squeeze", 0.85)
    before = other.read_text()
    app.push(dict(menu_entries())[MAT_EDITOR])
    click(app, button_at(app, "A new mat"))
    editor = app.stack.top
    assert isinstance(editor, EditorScene)
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    mine = mats_folder() / "my-mat.toml"
    assert mats.load(mine).name == "My mat"
    press(app, pygame.K_n)
    type_text(app, "Red Zone Squeeze")
    press(app, pygame.K_RETURN)
    assert any(w.startswith("Ctrl+S saves to ") and "/red-zone-squeeze.toml" in w for w in words_drawn(app))
    press(app, pygame.K_s, pygame.KMOD_LCTRL)  # another mat's file: asked, not written
    assert other.read_text() == before
    assert editor.message is not None and "holds another mat" in editor.message[0]
    shot(app, "editor-replace-ask.png")
    press(app, pygame.K_n)
    type_text(app, "Red Zone Squeeze 2")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_s, pygame.KMOD_LCTRL)  # its own file follows its name, at once, said where
    assert editor.message is not None and "/mats/red-zone-squeeze-2.toml" in editor.message[0]
    assert mats.load(mats_folder() / "red-zone-squeeze-2.toml").name == "Red Zone Squeeze 2"
    assert not mine.exists()  # its own file moved with its name
    assert other.read_text() == before


def test_a_second_ctrl_s_replaces_the_other_mats_file(app: App) -> None:
    other = save_mat("Red Zone Squeeze", 0.85)
    app.push(dict(menu_entries())[MAT_EDITOR])
    click(app, button_at(app, "A new mat"))
    press(app, pygame.K_n)
    type_text(app, "Red Zone Squeeze")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    assert mats.load(other).run_circles == mats.default().run_circles


@pytest.mark.parametrize(
    ("name", "file"), [("Red Zone Squeeze", "red-zone-squeeze.toml"), ("  !! ", "my-mat.toml")]
)
def test_file_name(name: str, file: str) -> None:
    assert file_name(name) == file


# ----------------------------------------------------------------------------- 7: the length kept


def test_the_length_is_the_players_last_choice_on_every_visit(app: App) -> None:
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup) and setup.short  # the first visit: the short game
    run_for(app, 0.5)
    press(app, pygame.K_1)  # a game started: the length must not change by itself
    app.back()
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup) and setup.short
    press(app, pygame.K_l)  # the full game chosen
    app.back()
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup) and not setup.short
    click(app, button_at(app, "Short game"))
    app.back()
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup) and setup.short


# ----------------------------------------------------------------------------- 3, 4: the odds


def shrink_zone3(app: App, editor: EditorScene, notches: int) -> None:
    yd = editor.draft.mat.field.yard
    for circle in [c for c in editor.draft.mat.run_circles if c.zone == 3]:
        x, y = editor.view.to_screen(circle.x, circle.y)
        # on the ring, clear of the pass circle: the wheel resizes the run circle
        pos = (
            round(x),
            round(y + editor.view.px(circle.radius - 0.3 * (circle.radius - circle.pass_radius))),
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        for _ in range(notches):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            app.frame(1 / 60)
    assert yd > 0


def test_shrinking_the_zone3_circles_moves_the_overall_line_and_the_help_says_why(app: App) -> None:
    from .test_matreplay_playtest3 import info

    app.push(dict(menu_entries())[MAT_EDITOR])
    editor = app.stack.top
    assert isinstance(editor, EditorScene)
    press(app, pygame.K_d)
    editor.wait_for_odds()
    before = info(app)
    assert (
        before[0].startswith("Flicks that stop where aimed, plays within 30 yd of the goal they attack: ")
        and "(as the default)" in before[0]
    )
    shrink_zone3(app, editor, 6)
    editor.wait_for_odds()
    after = info(app)
    assert after[0].startswith("Zone 3 ")  # the circle shrunk last, selected: then the whole mat
    assert after[1].startswith("Flicks that stop where aimed, plays within 30 yd of the goal they attack: ")
    assert "(default " in after[1].split(" · ")[0]  # near the goal: not as shipped any more
    assert after[2].startswith("Touchdown flicks into the end zone (circles never change them)")
    shot(app, "editor-odds-zone3.png")
    press(app, pygame.K_F1)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)  # the odds page: what each figure depends on
    pages = " ".join(words_drawn(app))
    assert "'Flicks that stop where aimed'" in pages and "'Touchdown flicks into the end zone'" in pages
    assert "never" in pages and "harder near the goal" in pages
    shot(app, "editor-odds-help.png")


def test_odds_labels_under_shrunk_circles_leave_the_yard_numbers_clear(app: App) -> None:
    app.push(dict(menu_entries())[MAT_EDITOR])
    editor = app.stack.top
    assert isinstance(editor, EditorScene)
    press(app, pygame.K_d)
    editor.wait_for_odds()
    shrink_zone3(app, editor, 6)
    editor.wait_for_odds()
    app.frame(0.0)
    numbers = editor.number_rects()
    assert editor.labels and all(r.collidelist(numbers) < 0 for r in editor.labels.values())
    shot(app, "editor-labels-clear.png")


# ----------------------------------------------------------------------------- 5: Tortellini replays


def test_tortellini_goals_are_diamonds_on_the_bar_n_jumps_to_them_and_the_letters_show(app: App) -> None:
    from games.app.replay_scene import ReplayScene
    from games.tortellini.rules.actions import FILES

    from .test_matreplay_playtest3 import open_replay

    scene = open_replay(app, "tortellini.jsonl")
    assert isinstance(scene, ReplayScene) and len(scene.scores) >= 5  # a game to 5 goals
    first, side = scene.scores[0]
    assert any("GOAL" in line for line in scene.frames[first].lines)
    press(app, pygame.K_n)
    assert scene.index == first
    press(app, pygame.K_n)
    assert scene.index == scene.scores[1][0]
    press(app, pygame.K_p)
    assert scene.index == first
    app.frame(0.0)
    count = len(scene.frames) - 1
    x = round(scene.bar.left + scene.bar.width * first / count)
    colours = scene._painter.colours()  # type: ignore[union-attr]
    assert tuple(app.screen.get_at((x, scene.bar.centery)))[:3] == colours[side or ""]
    with ui.recording() as boxes:
        app.frame(0.0)
    letters = [b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.words in FILES]
    bottom_bar_top = scene.bar.top - 10
    assert len(letters) == len(FILES) and all(r.bottom <= bottom_bar_top for r in letters)
    shot(app, "tortellini-replay.png")


# ----------------------------------------------------------------------------- 6: the recordings list


def test_a_game_left_at_once_is_listed_last_greyed_and_the_players_are_not_cut(
    app: App, tmp_path: Path
) -> None:
    import json

    from games.app.replay_browser import ReplayBrowser

    from .test_matreplay_playtest3 import FIXTURES

    folder = tmp_path / "replays"
    folder.mkdir()
    lines = (FIXTURES / "tortellini.jsonl").read_text().splitlines()
    head = json.loads(lines[0])
    head["players"] = {"one": "expert", "two": "novice"}
    (folder / "played.jsonl").write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n")
    newer = dict(head, started="2026-12-03T09:00:00Z")
    (folder / "left-at-once.jsonl").write_text(json.dumps(newer) + "\n")  # the header alone: 0 actions
    browser = app.push(lambda a: ReplayBrowser(a, folder))
    assert isinstance(browser, ReplayBrowser)
    assert [r.path.name for r in browser.rows] == ["played.jsonl", "left-at-once.jsonl"]
    assert browser.rows[1].empty and not browser.rows[1].resumable
    with ui.recording() as boxes:
        app.frame(0.0)
    texts = [b for b in boxes if b.kind == ui.Kind.TEXT]
    drawn = [b.words for b in texts]
    assert "nothing played" in drawn
    players = [w for w in drawn if "expert" in w and "novice" in w]
    assert players and all("…" not in w for w in players), players
    grey = [b for b in texts if b.words == "nothing played"]
    assert grey
    shot(app, "recordings-list.png")


def test_players_are_shortened_word_by_word_to_fit_never_cut() -> None:
    from games.app.replay_list import players_to_fit

    def fits_in(n: int):  # type: ignore[no-untyped-def]
        return lambda t: len(t) <= n

    assert players_to_fit("CPU (expert) vs CPU (novice)", fits_in(40)) == "CPU (expert) vs CPU (novice)"
    assert players_to_fit("CPU (expert) vs CPU (novice)", fits_in(24)) == "CPU expert vs CPU novice"
    assert players_to_fit("CPU (expert) vs CPU (novice)", fits_in(22)) == "CPUs: expert vs novice"
    assert players_to_fit("you vs the CPU (club)", fits_in(18)) == "you vs CPU (club)"
