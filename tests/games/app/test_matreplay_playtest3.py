"""The mat editor and the replay viewer after a third newcomer's play-test, driven by the events a
person makes: both reachable from the menu; the first odds said as the first; each circle's odds
and the whole mat's against the shipped mat; flags and fumble footballs explained; the mat named;
an undo that says what it took back; a log that names who acted once; scores marked on the bar
with keys to them; the mat's name in the list and the title; Home and Away with their colours; a
result said in words; the last flick shown where it rested."""

from pathlib import Path

import pygame
import pytest

from games.app import mat_figures
from games.app.launcher import MAT_EDITOR, RECORDINGS, menu_entries
from games.app.mat_editor import INFO_SIZE, ODDS_FIRST, EditorScene
from games.app.mat_words import DOES, circle_label
from games.app.menu import MenuScene
from games.app.replay_browser import ReplayBrowser
from games.app.replay_scene import ReplayScene
from games.finger_football.rules.actions import Flicked
from games.window import ui
from games.window.app import App
from sim.slider import mat as mats
from tools.cli import main

from ..conftest import post, run_for
from ..mat_tuning.test_editor_window import at, click, open_editor, press, words_drawn

FIXTURES = Path(__file__).parents[2] / "fixtures" / "replays"


def info(app: App) -> list[str]:
    """The rows under the editor's title."""
    scene = app.stack.top
    assert isinstance(scene, EditorScene)
    with ui.recording() as boxes:
        app.frame(0.0)
    rows = [b.words for b in boxes if b.kind == ui.Kind.TEXT and 0 < b.rect.top < scene.top_bar]
    return [w for w in rows if not w.startswith(("Mat editor: ", "Ctrl+S saves to ", "Play "))]


def type_text(app: App, words: str) -> None:
    for ch in words:
        post(
            pygame.KEYDOWN,
            key=pygame.K_SPACE if ch == " " else ord(ch.lower()),
            mod=0,
            unicode=ch,
            scancode=0,
        )
        app.frame(1 / 60)


# ----------------------------------------------------------------------------- the menu


@pytest.mark.parametrize(("label", "kind"), [(MAT_EDITOR, EditorScene), (RECORDINGS, ReplayBrowser)])
def test_the_menu_opens_the_mat_editor_and_the_recordings(
    app: App, label: str, kind: type, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    menu = app.push(lambda a: MenuScene(a, menu_entries()))
    app.frame(1 / 60)
    assert isinstance(menu, MenuScene)
    button = next(b for b in menu.buttons if b.label == label)
    post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)
    app.frame(1 / 60)
    assert isinstance(app.stack.top, kind)


def test_the_menus_help_names_both_tools(app: App) -> None:
    app.push(lambda a: MenuScene(a, menu_entries()))
    app.frame(1 / 60)
    press(app, pygame.K_F1)
    drawn = words_drawn(app)
    assert MAT_EDITOR in drawn and RECORDINGS in drawn
    assert not any(w.endswith("…") for w in drawn)  # nothing cut off


# ----------------------------------------------------------------------------- the mat editor


def test_the_first_odds_are_not_said_to_be_of_an_edited_mat(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(mat_figures, "_SHIPPED", [])  # not known yet (as at first): worked out
    open_editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    drawn = words_drawn(app)
    assert any(w.startswith(ODDS_FIRST) for w in drawn) and not any("edited mat" in w for w in drawn)


def test_a_moved_circle_and_the_whole_mat_are_told_against_the_shipped_mat(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    press(app, pygame.K_d)
    scene.wait_for_odds()
    rows = info(app)
    assert rows[0].startswith("Flicks that stop where aimed, plays within 30 yd of the goal they attack: ")
    assert "as the default" in rows[0]
    assert rows[1].startswith(
        "Touchdown flicks into the end zone (circles never change them) from 30 yd out: "
    )
    assert rows[2].startswith("Flicks stopping on a penalty flag: ")
    start = at(scene, 10, 0)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for k in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(start[0] + 8 * k, start[1]), rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=(start[0] + 40, start[1]), button=1)
    app.frame(1 / 60)
    scene.wait_for_odds()
    rows = info(app)
    assert " · aimed here, stops on it: run " in rows[0] and "(default: run " in rows[0], rows[0]
    assert rows[1].startswith("Flicks that stop where aimed, plays within 30 yd of the goal they attack: ")
    assert rows[2].startswith(
        "Touchdown flicks into the end zone (circles never change them) from 30 yd out: "
    )
    shown, moved = scene.odds_worker.shown, scene.selected
    assert shown is not None and moved is not None
    figure, change = circle_label(shown, moved.id)  # the label on the circle: "48% +4"
    assert figure.endswith("%") and change[:1] in "+-" and change[1:].isdigit()


@pytest.mark.parametrize("table", ["flags", "fumbles"])
def test_a_flag_or_fumble_football_says_what_it_does_and_how_often_it_is_hit(app: App, table: str) -> None:
    scene = open_editor(app, Path("unused.toml"))
    yd = scene.draft.mat.field.yard
    feature = getattr(scene.draft.mat, table)[0]
    click(app, at(scene, feature.x / yd, feature.y / yd))
    rows = info(app)
    assert rows[0] == DOES[table] and rows[1].startswith("D shows how often")
    press(app, pygame.K_d)
    scene.wait_for_odds()
    rows = info(app)
    assert rows[0] == DOES[table] and "of all flicks stop on it; most often " in rows[1]
    assert all(ui.text_width(r, INFO_SIZE) <= 960 - 24 for r in rows)  # whole at 960 wide too


def test_the_mat_is_named_saved_with_its_name_and_the_undo_says_what_it_took_back(
    app: App, tmp_path: Path
) -> None:
    path = tmp_path / "mine.toml"
    scene = open_editor(app, path)
    press(app, pygame.K_n)
    type_text(app, "Steep mat")  # the old name was selected: replaced
    title = next(w for w in words_drawn(app) if w.startswith("Steep mat"))
    assert title == "Steep mat|"
    press(app, pygame.K_RETURN)
    assert any(w.startswith("Mat editor: Steep mat · unsaved changes") for w in words_drawn(app))
    assert any(w.startswith("Ctrl+S saves to ") and "/mine.toml" in w for w in words_drawn(app))
    press(app, pygame.K_s, pygame.KMOD_LCTRL)
    assert mats.load(path).name == "Steep mat"
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert any(w == "Undone: naming the mat 'Steep mat'" for w in words_drawn(app))
    assert scene.name == "Default mat"
    point = at(scene, 50, 12)
    post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    press(app, pygame.K_f)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert any(w.startswith("Undone: adding the penalty flag at midfield") for w in words_drawn(app))


def test_a_typed_m_is_a_letter_of_the_name_not_mute(app: App) -> None:
    scene = open_editor(app, Path("unused.toml"))
    muted = app.settings.muted
    press(app, pygame.K_n)
    type_text(app, "Mm")
    press(app, pygame.K_RETURN)
    assert scene.name == "Mm" and app.settings.muted == muted


# ----------------------------------------------------------------------------- the replay viewer


def open_replay(app: App, name: str) -> ReplayScene:
    scene = app.push(lambda a: ReplayScene(a, FIXTURES / name))
    app.frame(1 / 60)
    assert isinstance(scene, ReplayScene)
    return scene


def test_a_kickoff_is_credited_to_the_kicker_and_no_name_is_said_twice(app: App) -> None:
    scene = open_replay(app, "finger-football.jsonl")
    press(app, pygame.K_END)
    told = [w for k in range(len(scene.frames)) for w in scene.told(k)]
    kickoffs = [w for w in told if "kickoff rests" in w]
    assert kickoffs
    for line in kickoffs:  # "Blue: kickoff rests on its own 2: Red ball"
        kicker, receiver = line.split(":")[0], line.rsplit(": ", 1)[1].split(" ")[0]
        assert kicker in ("Red", "Blue") and receiver in ("Red", "Blue") and kicker != receiver, line
    assert not any("Red (Red)" in w or "Blue (Blue)" in w for w in told)
    assert told[-1].startswith("final: ")  # the game's own line, not led by a side


def test_scores_are_marked_on_the_bar_and_n_and_p_jump_to_them(app: App) -> None:
    scene = open_replay(app, "finger-football.jsonl")
    assert len(scene.scores) >= 5
    first, side = scene.scores[0]
    press(app, pygame.K_n)
    assert scene.index == first and not scene.playing
    press(app, pygame.K_n)
    assert scene.index == scene.scores[1][0]
    press(app, pygame.K_p)
    assert scene.index == first
    app.frame(0.0)
    count = len(scene.frames) - 1
    x = round(scene.bar.left + scene.bar.width * first / count)
    colours = scene._painter.colours()  # type: ignore[union-attr]
    assert tuple(app.screen.get_at((x, scene.bar.centery)))[:3] == colours[side or ""]
    assert "N/P: next/previous score" in " ".join(words_drawn(app))
    press(app, pygame.K_F1)
    assert "the next, the previous score (a diamond on the bar)" in words_drawn(app)


def test_the_mat_is_named_in_the_title_and_the_list(app: App, tmp_path: Path) -> None:
    open_replay(app, "finger-football.jsonl")
    assert any(w.startswith("Finger Football on Default mat · ") for w in words_drawn(app))
    folder = tmp_path / "replays"
    folder.mkdir()
    (folder / "ff.jsonl").write_bytes((FIXTURES / "finger-football.jsonl").read_bytes())
    app.push(lambda a: ReplayBrowser(a, folder))
    app.frame(1 / 60)
    drawn = words_drawn(app)
    assert "Mat" in drawn and "Default mat" in drawn


def test_foosball_says_home_and_away_with_their_colours_and_colours_the_log(app: App) -> None:
    scene = open_replay(app, "foosball.jsonl")
    press(app, pygame.K_END)
    drawn = words_drawn(app)
    assert any(w.startswith("Home (red) ") for w in drawn) and any(
        w.startswith("Away (blue) ") for w in drawn
    )
    colours = scene._painter.colours()  # type: ignore[union-attr]
    rows = [r for k in range(len(scene.frames)) for r in scene.told_rows(k)]
    goals = [(w, c) for w, c in rows if w.startswith("GOAL for ")]
    assert goals and all(c == colours[w.split(" ")[2]] for w, c in goals)


def test_replays_says_the_result_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replays", "--folder", str(FIXTURES)]) == 0
    out = capsys.readouterr().out
    line = next(w for w in out.splitlines() if w.split(":")[0].endswith("/finger-football.jsonl"))
    assert line.endswith("Blue won 45-26") and "on Default mat" in line and "{" not in out


def test_the_last_picture_shows_the_slider_where_the_last_flick_rested(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = open_replay(app, "finger-football.jsonl")
    press(app, pygame.K_END)
    painter = scene._painter
    drawn: list[tuple[object, bool]] = []
    original = painter.view.draw_slider  # type: ignore[union-attr]
    monkeypatch.setattr(
        painter.view,  # type: ignore[union-attr]
        "draw_slider",
        lambda s, pose, ghost=False: (drawn.append((pose, ghost)), original(s, pose, ghost)),
    )
    run_for(app, 0.1)
    last = next(f.action for f in reversed(scene.frames) if isinstance(f.action, Flicked))
    assert not isinstance(scene.frames[-1].action, Flicked)  # the last actions are decisions on it
    rest = last.outcome.rest
    assert any((p.x, p.y, ghost) == (rest.x, rest.y, False) for p, ghost in drawn)  # type: ignore[attr-defined]
