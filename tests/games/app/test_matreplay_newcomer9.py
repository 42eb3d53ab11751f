"""The replay viewer after a fresh newcomer's play-test (7/10), driven by the keys and mouse moves
a person makes: a what-if's changed flick said whole and by the counter's action number, opened on
the action shown, and saying when the game goes on as played; a score diamond clicked landing on
the action its tooltip names, the tooltip and a passing note clear of the legend and the log; M in
a game without a mat never muting; All-Pro's end saying the final score in a neutral colour."""

import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from games.all_pro.ui.replay_view import BRIGHT
from games.app.replay_scene import ReplayScene
from games.app.replay_what_if import WhatIfMats
from games.finger_football.saved_mats import file_name, mats_folder
from games.window import ui
from games.window.app import App
from sim.slider import mat as mats

from ..conftest import key, post
from ..replays.test_browser import FIXTURES
from .test_matreplay_newcomer8 import drawn, viewer, words
from .test_matreplay_playtest4 import save_mat

FF = FIXTURES / "finger-football.jsonl"


@pytest.fixture(params=[1.0, 1.25], ids=lambda s: f"ui{s:g}")
def scaled(request: pytest.FixtureRequest) -> Iterator[float]:
    ui.set_scale(request.param)
    yield request.param
    ui.set_scale(1.0)


def save_bigger(name: str, scale: float) -> None:
    base = mats.default()
    circles = tuple(
        replace(c, radius=c.radius * scale, pass_radius=c.pass_radius * scale) for c in base.run_circles
    )
    path = mats_folder() / file_name(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    mats.save(replace(base, name=name, run_circles=circles), path)


def what_if(app: App, tmp_path: Path, name: str, steps: int = 0) -> tuple[ReplayScene, ReplayScene]:
    played = viewer(app, Path(shutil.copy(FF, tmp_path / "g.jsonl")))
    for _ in range(steps):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_m)
    chooser = app.stack.top
    assert isinstance(chooser, WhatIfMats)
    chooser.age = 10.0
    key(app, pygame.K_1)
    app.frame(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.what_if == name
    return played, scene


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def mark_x(scene: ReplayScene, k: int) -> int:
    return round(scene.bar.left + scene.bar.width * k / max(1, len(scene.frames) - 1))


# ----------------------------------------------------------------------------- 1: the what-if's words


def test_a_changed_flick_is_said_whole_by_the_counters_action_number(
    app: App, tmp_path: Path, scaled: float
) -> None:
    save_mat("Fat", 1.3)
    _, scene = what_if(app, tmp_path, "Fat")
    first = min(scene.changes)
    click(app, (mark_x(scene, first), scene.bar.centery))  # onto its mark on the bar
    assert scene.index == first
    boxes = drawn(app)
    said = " ".join(" ".join(b.words for b in boxes).split())
    assert f"move {first} of " in said  # the counter
    change = scene.changes[first]
    assert not change.moved  # bigger circles: the same rest, something else touched there
    assert f"Move {first}'s flick rests where it did, but there it touches" in said
    assert f"instead of {change.before}" in said
    assert "Flick " not in said
    status = [b for b in boxes if b.rect.colliderect(scene.panel) and not b.words.startswith("You")]
    assert all(scene.panel.contains(b.rect) for b in status)


def test_a_what_if_opens_on_the_action_shown(app: App, tmp_path: Path) -> None:
    save_mat("Fat", 1.3)
    played, scene = what_if(app, tmp_path, "Fat", steps=12)
    assert played.index == 12 and scene.index == 12
    assert "move 12 of " in " ".join(words(app))


def test_flicks_that_change_nothing_later_say_the_game_goes_on_as_played(app: App, tmp_path: Path) -> None:
    save_bigger("Wider", 1.05)  # one flick rests elsewhere; the game goes on as it went
    _, scene = what_if(app, tmp_path, "Wider")
    assert scene.changes and scene.error is None
    said = " ".join(" ".join(words(app)).split())
    count = len(scene.changes)
    one = "1 flick touches something else where it rests"
    many = f"{count} flicks touch something else where they rest"
    assert f"{one if count == 1 else many}; the game goes on as played" in said


# ----------------------------------------------------------------------------- 2: score diamonds


def test_a_clicked_diamond_lands_where_its_tooltip_says_and_the_tooltip_covers_nothing(app: App) -> None:
    scene = viewer(app, FF)
    xs = [mark_x(scene, k) for k, _ in scene.scores]
    for k, _side in scene.scores:
        spot = (mark_x(scene, k), scene.bar.centery)
        if xs.count(spot[0]) > 1:  # two scores on one pixel: the later one's diamond is on top
            continue
        post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
        app.frame(1 / 60)
        boxes = drawn(app)
        tip = next(b for b in boxes if b.words.startswith("Move "))
        assert tip.words.startswith(f"Move {k}:")
        others = [b for b in boxes if b is not tip]
        assert not [b.words for b in others if b.rect.colliderect(tip.rect)]
        assert not tip.rect.colliderect(scene.area) and not tip.rect.colliderect(scene.panel)
        click(app, spot)
        assert scene.index == k, (tip.words, scene.index)


def test_no_earlier_score_is_said_clear_of_the_legend_and_the_log(app: App) -> None:
    scene = viewer(app, FF)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_p)
    boxes = drawn(app)
    note = next(b for b in boxes if b.words == "No earlier score")
    legend_and_log = [
        b
        for b in boxes
        if b is not note and b.rect.bottom > scene.area.centery and b.rect.top < scene.bar.top
    ]
    assert legend_and_log and not [b.words for b in legend_and_log if b.rect.colliderect(note.rect)]


# ----------------------------------------------------------------------------- 3: M without a mat


def test_m_in_a_tortellini_replay_never_mutes_and_says_what_if_is_for_finger_football(app: App) -> None:
    viewer(app, FIXTURES / "tortellini.jsonl")
    muted = app.settings.muted
    key(app, pygame.K_m)
    assert app.settings.muted == muted
    assert any("is for Finger Football replays" in w for w in words(app))
    post(pygame.KEYDOWN, key=pygame.K_m, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    app.frame(1 / 60)
    assert app.settings.muted != muted  # sound stays Ctrl+M


# ----------------------------------------------------------------------------- 4: All-Pro's end


def test_all_pros_last_action_says_the_final_score_in_no_sides_colour(app: App) -> None:
    scene = viewer(app, FIXTURES / "all-pro.jsonl")
    key(app, pygame.K_END)
    said = words(app)
    final = [w for w in said if w.startswith("Final: ")]
    assert final and " 0 - " in final[0] and final[0].endswith(" 9")
    assert not any(" ball · " in w for w in said)  # no down once the game is over
    ending = [c for w, c in scene.told_rows(scene.index) if w.upper().startswith("END OF GAME")]
    assert ending and all(c not in BRIGHT.values() for c in ending)
