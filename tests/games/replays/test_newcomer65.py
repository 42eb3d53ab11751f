"""The replay viewer after a newcomer's play-test in a real window (6.5/10), driven by the keys and
clicks a person makes, checking the state and the pixels: the replay says and draws what the
engine ruled (a touchdown try over the mat's edge is a miss still on the mat, never "off the
mat"), and rings what the game rang; the what-if tells "touches X instead of Y" from "rests
elsewhere" and sets the two rulings side by side; a foosball goal is seen (N lands before the
shot, the goal is held with its banner); Right shows a flick sliding; one naming of players and
results everywhere; a first-use card; and windows no larger than the desktop."""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pygame
import pytest

from games.app.replay_browser import ReplayBrowser
from games.app.replay_list import summary
from games.app.replay_scene import AT_REST, ReplayScene
from games.finger_football.rules.actions import Flicked, Team
from games.finger_football.rules.describe import place
from games.finger_football.saved_mats import file_name, mats_folder
from games.finger_football.ui import game_drawing
from games.finger_football.ui.game_panel import TEAM_COLOUR
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.marks import LIT
from games.finger_football.ui.prompts import Names
from games.finger_football.ui.replay_view import OFF_MAT
from games.finger_football.ui.view import SLIDER, MatView
from games.replays.frames import frames_of
from games.window import display, ui
from games.window.app import App
from games.window.settings import Settings
from sim.slider import mat as mats
from sim.slider.table import Flick, SliderTable

from ..conftest import key, post, run_for
from .test_browser import FIXTURES, frame, words
from .test_playtest_viewer import played, you_vs_the_cpu

__all__ = ["played"]  # the module's fixture, used here too

FF = FIXTURES / "finger-football.jsonl"


def open_replay(app: App, path: Path) -> ReplayScene:
    scene = app.push(lambda a: ReplayScene(a, path))
    assert isinstance(scene, ReplayScene)
    app.guides.clear()  # the first-use card has its own test
    frame(app)
    return scene


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frame(app)


def go_to(app: App, scene: ReplayScene, k: int) -> None:
    """As a person gets to move ``k``: a click on the bar near it, then Left or Right."""
    count = len(scene.frames) - 1
    click(app, (round(scene.bar.left + scene.bar.width * k / count), scene.bar.centery))
    while scene.index != k:
        key(app, pygame.K_RIGHT if scene.index < k else pygame.K_LEFT)
    run_for(app, 2.0)  # any slide over


def near(pixels: np.ndarray, at: tuple[float, float], colour: tuple[int, int, int], r: int = 6) -> bool:
    x, y = round(at[0]), round(at[1])
    box = pixels[max(0, x - r) : x + r + 1, max(0, y - r) : y + r + 1].reshape(-1, 3)
    return bool((np.abs(box.astype(int) - np.array(colour)).sum(axis=1) < 12).any())


# ----------------------------------------------------------------------------- 1: what the engine ruled


def over_the_edge(start: Any, direction: int, table: SliderTable) -> Flicked:
    """A flick straight ahead that rests with its middle a quarter of a slider beyond the mat's
    end, the rest of it still on the mat (found by halving the impulse's interval)."""
    x0, _y0, x1, _y1 = table.mat.field.surface
    wanted = x1 + table.mat.slider.length / 4 if direction > 0 else x0 - table.mat.slider.length / 4
    low, high = 0.0, 0.05
    for _ in range(60):
        mid = (low + high) / 2
        rest = table.flick(start, Flick((direction * mid, 0.0))).rest.x
        low, high = (mid, high) if (rest - wanted) * direction < 0 else (low, mid)
    return Flicked(table.flick(start, Flick((direction * high, 0.0))))


@pytest.fixture(scope="module")
def edge_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A CPU game recorded up to its first touchdown try, flicked to rest over the mat's end (as
    the play-tester's did): the game's own ruling is a miss, still on the mat."""
    from games.finger_football.match import Physics, make_player, next_action
    from games.finger_football.rules.actions import PlayKind, Purpose
    from games.finger_football.rules.engine import FingerFootball, FlickRequest
    from games.replays import GameRecorder

    path = tmp_path_factory.mktemp("edge") / "edge.jsonl"
    game = FingerFootball(None, 3)
    recorder = GameRecorder.start("finger-football", game, {"red": "club", "blue": "club"}, path)
    physics = Physics(game.mat)
    bots = {t: make_player("club", game.seed, t, physics) for t in Team}
    for _ in range(2000):
        request = game.request()
        if (
            isinstance(request, FlickRequest)
            and request.purpose == Purpose.SCRIMMAGE
            and request.target is not None
            and request.target.kind == PlayKind.TOUCHDOWN
        ):
            action = over_the_edge(request.start, game.direction(request.team), physics.table)
            game.apply(action)
            recorder.record(action)
            for _ in range(3):  # its ruling: the bumps' moments passed
                follow = next_action(game, bots, physics)
                game.apply(follow)
                recorder.record(follow)
            return path
        action = next_action(game, bots, physics)
        game.apply(action)
        recorder.record(action)
    raise AssertionError("no touchdown try in 2000 moves")


def test_a_flick_over_the_mats_edge_is_a_miss_still_on_the_mat_in_words_and_picture(
    app: App, edge_game: Path
) -> None:
    scene = open_replay(app, edge_game)
    k = len(scene.frames) - 4  # the flick, then its three moments of ruling
    assert isinstance(scene.frames[k].action, Flicked) and scene.codec is not None
    shot = scene.frames[k].action.outcome
    assert shot.on_surface and place(shot.rest.x, shot.rest.y, scene.codec.game.mat) == "off the mat"
    go_to(app, scene, k)
    said = " ".join(scene.told(k))
    assert "partly on it" in said and "off the mat" not in said, said
    view: MatView = scene._painter.view  # type: ignore[union-attr]
    rest = view.to_screen(shot.rest.x, shot.rest.y)
    assert not view.mat_rect.collidepoint(rest)  # its middle beyond the printed mat...
    app.frame(0.0)
    pixels = pygame.surfarray.array3d(app.screen)
    assert near(pixels, rest, SLIDER, 3)  # ...and the slider drawn there whole, never cut off
    assert not near(pixels, rest, OFF_MAT, 14)  # no "off the mat" cross
    ruling = next(w for j in range(k, k + 4) for w in scene.told(j) if "not completely within" in w)
    assert "still on the mat (a miss, not a touchback)" in ruling  # as the game's banner said it


@pytest.fixture(scope="module")
def more_games(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    from games.replays import record_game

    folder = tmp_path_factory.mktemp("more")
    return [record_game("finger-football", seed, folder / f"s{seed}.jsonl") for seed in (5,)]


@pytest.mark.slow
def test_the_replay_rings_what_the_game_rang_and_rests_as_the_engine_ruled(
    app: App, recorded: dict[str, Path], more_games: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over recorded CPU games, move by move: the yellow rings of the replay are the ones the
    game's own window draws for the same moment, and a flick's words say "off the mat" exactly
    when the engine's slider left it (a touchback, when the engine called one)."""
    rung: list[set[str]] = []

    def ring(view: MatView, s: pygame.Surface, ids: set[str], colour: Any) -> None:
        if colour == LIT:
            rung.append(set(ids))

    monkeypatch.setattr(MatView, "ring", ring)
    live = app.push(lambda a: GameScene(a, frozenset(), "club"))
    assert isinstance(live, GameScene)
    live.anim = None
    lit = 0
    for path in (recorded["finger-football"], FF, *more_games):
        scene = open_replay(app, path)
        assert scene.codec is not None
        painter = scene._painter
        for k, f in enumerate(scene.frames):
            rung.clear()
            live.game = scene.codec.restore(f.snapshot)
            painter.draw(app.screen, live.game, scene.frames, k, AT_REST)  # as the viewer draws it
            replayed = set().union(*rung)
            rung.clear()
            game_drawing.draw_marks(live, app.screen)
            assert replayed == set().union(*rung), (path.name, k)
            lit += bool(replayed)
            told = " ".join(scene.told(k))
            if isinstance(f.action, Flicked) and "the slider slides" in told:  # a scrimmage flick
                assert ("off the mat" in told) == (not f.action.outcome.on_surface), (path.name, k, told)
                pending = live.game.play.pending
                if pending is not None and pending.result == "touchback":
                    assert told.endswith("rests off the mat"), (path.name, k, told)
        app.back()
    assert lit > 200  # targets, choices and onside circles were rung, the same in both


# ----------------------------------------------------------------------------- 2: the what-if


def save_mat(name: str, **changed: Any) -> None:
    base = mats.default()
    scale = changed.pop("scale", 1.0)
    circles = tuple(
        replace(c, radius=c.radius * scale, pass_radius=c.pass_radius * scale) for c in base.run_circles
    )
    path = mats_folder() / file_name(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    mats.save(replace(base, name=name, run_circles=circles, **changed), path)


def what_if(app: App, path: Path, name: str) -> tuple[ReplayScene, ReplayScene]:
    played = open_replay(app, path)
    key(app, pygame.K_m)
    chooser = app.stack.top
    chooser.age = 10.0  # type: ignore[union-attr]  # past the grace a choice screen gives keys
    key(app, pygame.K_1)
    frame(app)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.what_if == name
    app.guides.clear()
    return played, scene


def mark_x(scene: ReplayScene, k: int) -> int:
    return round(scene.bar.left + scene.bar.width * k / max(1, len(scene.frames) - 1))


def test_a_flick_touching_something_else_where_it_rests_is_told_so_beside_how_it_was_played(
    app: App, tmp_path: Path
) -> None:
    save_mat("Fat", scale=1.3)
    _, scene = what_if(app, Path(shutil.copy(FF, tmp_path / "g.jsonl")), "Fat")
    said = " ".join(" ".join(words(app)).split())
    assert "touch something else where they rest" in said and "elsewhere" not in said  # same spots
    first = min(scene.changes)
    click(app, (mark_x(scene, first), scene.bar.centery))
    assert scene.index == first
    with ui.recording() as boxes:
        app.frame(0.0)
    assert ui.problems(boxes, app.size) == []
    said = " ".join(" ".join(b.words for b in boxes).split())
    change = scene.changes[first]
    assert "rests where it did, but there it touches" in said and "instead of" in said, change
    assert "rests elsewhere" not in said
    texts = [b for b in boxes if b.kind == ui.Kind.TEXT]
    played = next(b for b in texts if b.words == "As played (Default mat)")
    here = next(b for b in texts if b.words == "On Fat")
    assert played.rect.top == here.rect.top and played.rect.right < here.rect.left  # side by side
    assert scene.panel.contains(played.rect) and scene.panel.contains(here.rect)
    under = [b.words for b in texts if b.rect.left >= here.rect.left and b.rect.top > here.rect.top]
    assert any("Zone" in w or "circle" in w for w in under)  # what it rests on there, and its ruling


def test_a_mat_of_another_friction_is_said_to_rest_flicks_elsewhere(app: App, tmp_path: Path) -> None:
    save_mat("Slick", mu=0.24)
    _, scene = what_if(app, Path(shutil.copy(FF, tmp_path / "g.jsonl")), "Slick")
    moved = [k for k, c in scene.changes.items() if c.moved]
    assert moved
    go_to(app, scene, moved[0])
    said = " ".join(" ".join(words(app)).split())
    assert f"Move {moved[0]}'s flick rests elsewhere on this mat" in said
    assert "nowhere" not in said and "on off the mat" not in said


def test_the_stop_box_stays_off_where_the_last_flick_rested(app: App, tmp_path: Path) -> None:
    save_mat("Fat", scale=1.3)
    _, scene = what_if(app, Path(shutil.copy(FF, tmp_path / "g.jsonl")), "Fat")
    assert scene.error is not None
    key(app, pygame.K_END)
    with ui.recording() as boxes:
        app.frame(0.0)
    title = next(b for b in boxes if b.words == "This replay stops here")
    box = next(b.rect for b in boxes if b.kind == ui.Kind.OVERLAY and b.rect.contains(title.rect))
    last = next(f.action for f in reversed(scene.frames) if isinstance(f.action, Flicked))
    view = scene._painter.view  # type: ignore[union-attr]
    rest = view.to_screen(last.outcome.rest.x, last.outcome.rest.y)
    assert not box.inflate(20, 20).collidepoint(rest)


def test_the_what_ifs_play_by_play_is_the_new_mats(app: App, tmp_path: Path) -> None:
    """Every line of a what-if is what the game says on the other mat (worked out again there),
    not the recorded game's: somewhere they part."""
    save_mat("Fat", scale=1.3)
    path = Path(shutil.copy(FF, tmp_path / "g.jsonl"))
    played, scene = what_if(app, path, "Fat")
    _codec, fresh, _ = frames_of(path, mats.load(mats_folder() / file_name("Fat")))
    assert [f.lines for f in scene.frames] == [f.lines for f in fresh]
    assert any(scene.told(k) != played.told(k) for k in range(len(scene.frames)))


def test_esc_and_f1_in_a_what_if_say_it_goes_back_to_the_replay_as_played(app: App, tmp_path: Path) -> None:
    save_mat("Fat", scale=1.3)
    played, _ = what_if(app, Path(shutil.copy(FF, tmp_path / "g.jsonl")), "Fat")
    assert "Esc: the replay as played" in " ".join(words(app))
    key(app, pygame.K_F1)
    said = " ".join(" ".join(words(app)).split())
    assert "back to the replay as played" in said and "back to the list of recordings" not in said
    key(app, pygame.K_ESCAPE)  # the help closes
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is played


# ----------------------------------------------------------------------------- 3: key moments seen


def test_n_in_foosball_plays_the_shot_before_the_goal_and_holds_the_goal_with_a_banner(app: App) -> None:
    from games.foosball.ui.view import BALL

    scene = open_replay(app, FIXTURES / "foosball.jsonl")
    goal, _ = scene.scores[0]
    key(app, pygame.K_n)
    assert scene.playing and scene.index < goal  # before the score: the shot is to be seen
    assert not any(w == "GOAL" for w in words(app))
    for _ in range(60 * 8):
        if not scene.playing:
            break
        app.frame(1 / 60)
        if scene.index == goal and scene.goal_shown():
            break
    assert scene.index == goal and scene.goal_shown()
    said = words(app)
    assert "GOAL" in said  # the banner, while the goal is held
    table = scene._painter.view.table  # type: ignore[union-attr]
    x, y, _z = table.ball_position
    assert abs(x) > table.spec.half_length  # in the net, not back at a service hole
    pixels = pygame.surfarray.array3d(app.screen)
    assert near(pixels, scene._painter.view.to_screen(x, y), BALL, 4)  # type: ignore[union-attr]
    run_for(app, 3.0)
    assert not scene.playing and scene.index == goal  # paused on the goal once it was seen
    key(app, pygame.K_n)
    assert scene.stop_at == scene.scores[1][0] and scene.index < scene.scores[1][0]


def test_right_shows_a_flick_sliding_to_its_rest(app: App) -> None:
    scene = open_replay(app, FF)
    k = next(k for k, f in enumerate(scene.frames) if k > 5 and isinstance(f.action, Flicked))
    go_to(app, scene, k - 1)
    shot = scene.frames[k].action.outcome
    key(app, pygame.K_RIGHT)
    run_for(app, shot.time / 2)
    view = scene._painter.view  # type: ignore[union-attr]
    table = scene._painter.table  # type: ignore[union-attr]
    halfway = table.pose_at(shot, scene.motion_t())
    pixels = pygame.surfarray.array3d(app.screen)
    assert scene.sliding and near(pixels, view.to_screen(halfway.x, halfway.y), SLIDER, 3)
    assert not near(pixels, view.to_screen(shot.rest.x, shot.rest.y), SLIDER, 2)  # not there yet
    run_for(app, shot.time)
    pixels = pygame.surfarray.array3d(app.screen)
    assert not scene.sliding and near(pixels, view.to_screen(shot.rest.x, shot.rest.y), SLIDER, 3)


# ----------------------------------------------------------------------------- 4: words


@pytest.mark.parametrize(
    ("name", "players", "length", "counter"),
    [
        ("finger-football.jsonl", "CPU (club) vs CPU (club)", "388 moves", "move 0 of 388"),
        ("all-pro.jsonl", "CPU (beginner) vs CPU (beginner)", "1267 moves", "move 0 of 1267"),
        ("tortellini.jsonl", "CPU (expert) vs CPU (expert)", "201 moves", "move 0 of 201 · turn 0 of 153"),
        ("foosball.jsonl", "CPU (club) vs CPU (club)", "1 min 36 s", "0:00 of 1:3"),
    ],
)
def test_one_naming_of_players_results_and_lengths_in_the_list_the_heading_and_the_end(
    app: App, tmp_path: Path, name: str, players: str, length: str, counter: str
) -> None:
    path = Path(shutil.copy(FIXTURES / name, tmp_path / name))
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    frame(app)
    listed = words(app)
    row = summary(path)
    assert {players, length, row.result} <= set(listed) and " won " in row.result
    assert not any("the CPU vs" in w or "actions" in w for w in listed)
    key(app, pygame.K_RETURN)
    assert isinstance(browser, ReplayBrowser)
    browser.wait_for_opening()
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    app.guides.clear()
    frame(app)
    shown = " ".join(words(app))
    assert f"{players} · {row.result}" in scene.heading() and counter in shown
    key(app, pygame.K_END)
    assert f"End of the recording: {row.result}" in " ".join(" ".join(words(app)).split())


def test_each_play_by_play_line_is_in_the_colour_the_game_drew_it(
    app: App, tmp_path: Path, played: Path
) -> None:
    """The game panel's rule: the side a line opens with, else the side its event is about (a
    kickoff's line, "Kickoff rests on your 44: the CPU's ball", in the receiver's colour)."""
    scene = open_replay(app, you_vs_the_cpu(played, tmp_path / "g.jsonl", finished=True))
    names = Names(frozenset({Team.RED}))
    checked = 0
    for k, f in enumerate(scene.frames):
        rows = scene.told_rows(k)
        for (words_, colour), event in zip(rows[len(rows) - len(f.events) :], f.events, strict=True):
            side = next((t for t in Team if words_.lower().startswith(f"{names.of(t).lower()}:")), event.team)
            assert colour == (TEAM_COLOUR[side] if side is not None else ui.MUTED), (k, words_)
            checked += 1
    kickoffs = [
        (w, c) for k in range(len(scene.frames)) for w, c in scene.told_rows(k) if "ickoff rests" in w
    ]
    assert checked > 100 and kickoffs
    for words_, colour in kickoffs:  # "...: the CPU's ball" in the CPU's colour, "...: your ball" in yours
        whose = Team.BLUE if words_.endswith("the CPU's ball") else Team.RED
        if not re.match(r"(You|The CPU):", words_):
            assert colour == TEAM_COLOUR[whose], words_


def test_the_path_box_of_o_covers_no_row_of_the_list(app: App, tmp_path: Path) -> None:
    for k in range(12):
        shutil.copy(FF, tmp_path / f"g{k:02}.jsonl")
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    assert isinstance(browser, ReplayBrowser)
    frame(app)
    post(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o", scancode=0)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert ui.problems(boxes, app.size) == []
    box = next(b.rect for b in boxes if b.kind == ui.Kind.OVERLAY)
    heading = next(b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.words == "Players")
    rows = [browser.row_rect(k) for k in range(browser.first, browser.first + browser.visible)]
    assert not box.colliderect(heading) and not any(box.colliderect(r) for r in rows)
    assert any(b.words.startswith("Open a folder of recordings") for b in boxes)
    key(app, pygame.K_ESCAPE)
    assert browser.typing is None and browser.list_area.top < box.bottom  # the list back up


# ----------------------------------------------------------------------------- 5: a first-use card


def test_the_first_time_the_viewer_opens_one_card_says_how_to_step_play_jump_and_ask_what_if(
    window: App, tmp_path: Path
) -> None:
    path = Path(shutil.copy(FF, tmp_path / "g.jsonl"))
    scene = window.push(lambda a: ReplayScene(a, path))
    frame(window)
    guide = window.guide_of(scene)
    assert guide is not None and len(guide.steps) == 1
    with ui.recording() as boxes:
        window.frame(1 / 60)
    assert ui.problems(boxes, window.size) == []
    said = " ".join(" ".join(b.words for b in boxes).split())
    for words_ in ("Right steps one move", "Space plays", "N jumps to the next score", "M: the same flicks"):
        assert words_ in said, words_
    key(window, pygame.K_RIGHT)
    assert window.guide_of(scene) is not None  # one thing tried: the card stays to be read
    key(window, pygame.K_SPACE)
    frame(window)
    assert window.guide_of(scene) is None
    window.back()
    again = window.push(lambda a: ReplayScene(a, path))
    assert window.guide_of(again) is None  # once: F1 shows it again


# ----------------------------------------------------------------------------- 8: the desktop's size


def test_on_a_small_screen_the_window_fits_and_the_viewer_and_list_lay_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(display, "desktop_size", lambda: (1024, 640))
    app = App((1280, 720), settings=Settings(None))
    try:
        assert app.size[0] <= 1024 and app.size[1] <= 640
        shutil.copy(FF, tmp_path / "g.jsonl")
        browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
        for step in ("list", "viewer", "middle", "end"):
            if step == "viewer":
                key(app, pygame.K_RETURN)
                assert isinstance(browser, ReplayBrowser)
                browser.wait_for_opening()
                app.guides.clear()
            elif step == "middle":
                key(app, pygame.K_n)
            elif step == "end":
                key(app, pygame.K_END)
            with ui.recording() as boxes:
                app.frame(1 / 60)
            assert ui.problems(boxes, app.size) == [], step
            screen = app.screen.get_rect()
            assert all(screen.contains(b.rect) for b in boxes if b.kind == ui.Kind.TEXT), step
    finally:
        pygame.display.quit()


def test_the_window_is_fitted_to_the_desktop_and_never_below_its_least_size() -> None:
    assert display.fitted((1280, 720), (1024, 640), (960, 600)) == (1024, 600)
    assert display.fitted((1280, 720), (1920, 1080), (960, 600)) == (1280, 720)
    assert display.fitted((1280, 720), (800, 600), (960, 600)) == (800, 600)  # all there is
