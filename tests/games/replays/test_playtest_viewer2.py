"""The replay viewer and its list after a second newcomer's play-test, driven by posted keys and
mouse moves: the play-by-play in each side's colour and the game's words, naming who acted; the
slider kept where it rested while the flick is decided on; one row of the list lit, the one R
takes; R in the replay's help."""

import re
import shutil
from pathlib import Path

import numpy as np
import pygame

from games.app.replay_browser import ReplayBrowser
from games.finger_football.rules.actions import Flicked
from games.finger_football.ui.game_panel import TEAM_COLOUR
from games.finger_football.ui.view import SLIDER
from games.window import ui
from games.window.app import App

from ..conftest import key, post
from .test_browser import FIXTURES, frame
from .test_playtest_viewer import open_replay, played, you_vs_the_cpu

__all__ = ["played"]  # the module's fixture, used here too


def test_the_play_by_play_is_in_each_sides_colour_and_names_who_acted(
    app: App, tmp_path: Path, played: Path
) -> None:
    scene = open_replay(app, you_vs_the_cpu(played, tmp_path / "g.jsonl"))
    key(app, pygame.K_END)
    rows = [r for k in range(len(scene.frames)) for r in scene.told_rows(k)]
    colours = {c for _, c in rows}
    assert TEAM_COLOUR[next(iter(TEAM_COLOUR))] in colours and len(colours & set(TEAM_COLOUR.values())) == 2
    said = [w for w, _ in rows]
    assert not any(" left side" in w or " right side" in w for w in said)  # upper and lower, as drawn
    for words, colour in rows:  # a side's line says whose it is, never twice ("Blue (Blue)")
        if colour in TEAM_COLOUR.values():
            plain = re.sub(r"^\[[^\]]*\]\s*", "", words).lower()
            assert re.search(r"\b(you|your|the cpu|red|blue)\b", plain), words
            assert not re.search(r"(you|the cpu|red|blue) \((red|blue)\)", plain), words


def test_the_slider_stays_where_it_rested_while_the_flick_is_decided_on(app: App, tmp_path: Path) -> None:
    path = Path(shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "g.jsonl"))
    scene = open_replay(app, path)
    k = next(
        i
        for i, f in enumerate(scene.frames)
        if i > 5
        and isinstance(f.action, Flicked)
        and i + 1 < len(scene.frames)
        and not isinstance(scene.frames[i + 1].action, Flicked)
        and f.action.outcome.on_surface
    )
    scene.go(k)
    key(app, pygame.K_RIGHT)  # the decision after the flick
    assert scene.index == k + 1
    rest = scene.frames[k].action.outcome.rest
    view = scene._painter.view  # type: ignore[union-attr]
    x, y = (round(v) for v in view.to_screen(rest.x, rest.y))
    app.frame(0.0)
    box = pygame.surfarray.array3d(app.screen)[x - 6 : x + 7, y - 6 : y + 7].reshape(-1, 3)
    assert (box == np.array(SLIDER)).all(axis=1).any()


def test_one_row_of_the_list_is_lit_and_r_takes_it(app: App, tmp_path: Path) -> None:
    for name in ("a.jsonl", "b.jsonl"):
        shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / name)
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    assert isinstance(browser, ReplayBrowser)
    frame(app)
    post(pygame.MOUSEMOTION, pos=browser.row_rect(1).center, rel=(0, 0), buttons=(0, 0, 0))
    frame(app)
    assert browser.chosen == 1  # the row under the pointer is the one chosen: R and Enter take it
    pixels = pygame.surfarray.array3d(app.screen)
    lit = [
        k
        for k in range(2)
        if (pixels[browser.row_rect(k).left + 1, browser.row_rect(k).centery] == np.array(ui.ACCENT)).all()
    ]
    assert lit == [1]


def test_r_is_not_in_a_finished_replays_help(app: App, tmp_path: Path) -> None:
    path = Path(shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "g.jsonl"))
    scene = open_replay(app, path)
    assert not any(keys == "R" for keys, _ in scene.controls())  # a finished game: nothing goes on
