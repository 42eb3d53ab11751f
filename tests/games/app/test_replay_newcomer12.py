"""The replay viewer after a newcomer's play-test (7/10), driven by the keys a person presses: a
Tortellini game against the CPU told in the game window's own words (you and the CPU, up and
down, who passed to whom, no kick-off); both sides' pieces drawn at every moment of a board game;
a notice and a score's banner placed where they hide nothing, the notice gone at the next step;
the list of recordings saying every game's CPU level."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from games.app.replay_browser import ReplayBrowser
from games.app.replay_scene import ReplayScene
from games.replays import record_game
from games.tortellini.rules.actions import CHIPS, Team
from games.tortellini.ui.pieces import CHIP_COLOUR
from games.window import ui
from games.window.app import App

from ..conftest import key
from ..replays.test_browser import FIXTURES
from .test_matreplay_newcomer8 import viewer, words

ENGINE_WORDS = re.compile(r"(?i)\b(forward|back)\b|\bteam (one|two)\b|\bhome\b(?! rows?\b)|\baway\b|kick-off")


@pytest.fixture(scope="module")
def tortellini_vs_cpu(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A whole Tortellini game of a person (played here by the CPU) against the CPU."""
    path = tmp_path_factory.mktemp("replays") / "tortellini.jsonl"
    return record_game("tortellini", 11, path, ("human", "novice"))


@pytest.fixture
def tortellini(app: App, tortellini_vs_cpu: Path) -> Iterator[ReplayScene]:
    scene = viewer(app, tortellini_vs_cpu)
    app.guides.clear()
    yield scene


# ----------------------------------------------------------------------------- 6: the game's words


def test_a_tortellini_replay_tells_every_turn_in_the_game_windows_words(
    app: App, tortellini: ReplayScene
) -> None:
    scene = tortellini
    passes = 0
    for k in range(len(scene.frames)):
        told = scene.told(k)
        assert not [w for w in told if ENGINE_WORDS.search(w)], (k, told)
        turn = scene._painter.turn(scene.frames, k)
        if turn is not None and turn.receiver is not None:
            passes += 1
            ours = f"{turn.carrier[1]} passes to {turn.receiver[1]} ("
            assert any(ours in w for w in told), (k, told)
            assert not any(f"{turn.receiver[1]} passes" in w for w in told), "the receiver did not pass"
        if turn is not None:
            assert told[0].startswith("You: ") and told[1].startswith("The CPU: "), told  # a line a side
    assert passes, "the game has a pass to check"
    said = " ".join(words(app))
    assert not ENGINE_WORDS.search(said), ENGINE_WORDS.search(said)
    assert "Your home row" in said and "The CPU's home row" in said
    assert "yours solid, the CPU's dashed" in said
    assert "You 0" in said and "the CPU 0" in said, "the score as the game says it"


def test_the_start_says_setting_up_never_a_kick_off(app: App, tortellini: ReplayScene) -> None:
    said = " ".join(words(app))
    assert "Setting up: the chips go on the home rows one at a time" in said and "kick" not in said


# ----------------------------------------------------------------------------- 7: every moment


def test_every_moment_of_a_tortellini_game_draws_both_sides_chips(app: App, tortellini: ReplayScene) -> None:
    scene = tortellini
    for k in range(len(scene.frames)):
        scene.go(k)
        app.frame(0.0)
        drawn = scene._painter.drawn
        assert set(drawn) == {(team, c) for team in Team for c in CHIPS}, (k, sorted(drawn))
        for (_team, colour), (x, y, r) in drawn.items():  # seen: its colour round its centre
            ring = [
                (x + r * 0.5 * dx, y + r * 0.5 * dy) for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))
            ]
            seen = [app.screen.get_at((round(px), round(py)))[:3] for px, py in ring]
            assert CHIP_COLOUR[colour] in seen, (k, colour)


def test_every_moment_of_an_all_pro_game_draws_both_sides_men(app: App) -> None:
    scene = viewer(app, FIXTURES / "all-pro.jsonl")
    app.guides.clear()
    for k in range(90):  # the first plays, and the moments between them
        scene.go(k)
        app.frame(0.0)
        shown = scene._painter.view.shown.men.values()
        sides = {m.team.value for m in shown if min(m.square) >= 0}
        assert sides == {"home", "away"}, (k, scene.told(k))


# ----------------------------------------------------------------------------- 8: notices and banners


def test_no_earlier_score_hides_nothing_and_goes_at_the_next_step(app: App, tortellini: ReplayScene) -> None:
    scene = tortellini
    key(app, pygame.K_p)
    with ui.recording() as boxes:
        app.frame(0.0)
    note = next(b for b in boxes if b.kind == ui.Kind.TEXT and b.words == "No earlier score")
    assert not note.rect.colliderect(scene.area) and not note.rect.colliderect(scene.panel)
    assert not note.rect.colliderect(scene.bar)
    key(app, pygame.K_RIGHT)
    assert "No earlier score" not in words(app), "stale once the next step is taken"


def test_a_goals_banner_covers_no_chip_and_no_home_rows_name(app: App, tortellini: ReplayScene) -> None:
    scene = tortellini
    goals = [k for k, _ in scene.scores]
    assert goals
    for k in goals:
        scene.go(k)
        with ui.recording() as boxes:
            app.frame(0.0)
        assert scene.goal_shown()
        banner = next(b.rect for b in boxes if b.kind == ui.Kind.OVERLAY)
        names = [b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.words.endswith("home row")]
        assert names and not any(banner.colliderect(n) for n in names), k
        chips = scene._painter.drawn.values()
        assert not any(banner.collidepoint(round(x), round(y)) for x, y, _r in chips), k
        assert banner.colliderect(scene._painter.view.board)  # on the board, not off in a corner


# ----------------------------------------------------------------------------- 9: every game's skill


def test_the_list_says_every_games_cpu_level(app: App, tmp_path: Path, tortellini_vs_cpu: Path) -> None:
    shutil.copy(tortellini_vs_cpu, tmp_path / "tortellini.jsonl")
    shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "finger-football.jsonl")
    lines = (FIXTURES / "all-pro.jsonl").read_text().splitlines(keepends=True)
    head = json.loads(lines[0])
    head["players"] = {"home": "human", "away": "cpu"}  # as a game against the beginner records it
    (tmp_path / "all-pro.jsonl").write_text(json.dumps(head) + "\n" + "".join(lines[1:]))
    app.push(lambda a: ReplayBrowser(a, tmp_path))
    app.frame(1 / 60)
    said = words(app)
    assert "you vs the CPU (beginner)" in said, said
    assert "you vs the CPU (novice)" in said and "CPU (club) vs CPU (club)" in said
