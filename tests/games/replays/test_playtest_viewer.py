"""The replay viewer and its list after a newcomer's play-test, driven by posted keys and clicks:
a flick stepped onto shows the slider at rest; motion plays slower than on the table; the sides,
end zones and target are named and marked as the game marks them; the list tells games apart by
their score and R goes on with an unfinished one; the end of a recording is said; a click on a
line of the play-by-play goes back to it; a tool's help is not "How to play"."""

import re
import shutil
from pathlib import Path

import pygame
import pytest

from games.app.replay_browser import ReplayBrowser
from games.app.replay_scene import SLOW_MOTION, ReplayScene
from games.finger_football.rules.actions import Flicked
from games.finger_football.ui.game_scene import GameScene
from games.replays import record_game
from games.window import ui
from games.window.app import App

from ..conftest import key, post, run_for
from .test_browser import FIXTURES, frame, words


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A whole game of a person (Red; played here by the CPU) against the CPU (Blue)."""
    folder = tmp_path_factory.mktemp("you-vs-cpu")
    return record_game("finger-football", 3, folder / "played.jsonl", ("human", "club"))


def you_vs_the_cpu(played: Path, to: Path, finished: bool = False) -> Path:
    """That game, left unfinished (its last lines taken off) unless ``finished``."""
    lines = played.read_text(encoding="utf-8").splitlines(keepends=True)
    to.write_text("".join(lines if finished else lines[:-40]), encoding="utf-8")
    return to


def open_replay(app: App, path: Path) -> ReplayScene:
    scene = app.push(lambda a: ReplayScene(a, path))
    assert isinstance(scene, ReplayScene)
    frame(app)
    return scene


def first_flick(scene: ReplayScene) -> int:
    return next(k for k, f in enumerate(scene.frames) if k > 5 and isinstance(f.action, Flicked))


def test_stepping_onto_a_flick_shows_the_slider_at_rest_and_playing_is_slowed(
    app: App, tmp_path: Path
) -> None:
    path = Path(shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "g.jsonl"))
    scene = open_replay(app, path)
    k = first_flick(scene)
    scene.go(k - 1)
    key(app, pygame.K_RIGHT)
    assert scene.index == k and not scene.playing
    shot = scene.frames[k].action.outcome
    assert scene.motion_t() < shot.time  # the slide is shown (playtest 6.5), then the rest
    run_for(app, shot.time + 0.1)
    assert scene.motion_t() >= shot.time  # at rest, not on the line of scrimmage
    rest = scene.frames[k].action.outcome.rest
    view = scene._painter.view  # type: ignore[union-attr]
    x, y = (round(v) for v in view.to_screen(rest.x, rest.y))
    start = shot.start
    sx, sy = (round(v) for v in view.to_screen(start.x, start.y))
    app.frame(0.0)
    at_rest = tuple(app.screen.get_at((x, y)))[:3]
    key(app, pygame.K_SPACE)  # playing: the same flick from its start, at half speed
    assert scene.playing and scene.index == k
    app.frame(0.0)
    assert scene.motion_t() == scene.t / SLOW_MOTION
    assert scene.dwell(scene.frames[k]) > SLOW_MOTION * shot.time
    assert at_rest != tuple(app.screen.get_at((sx, sy)))[:3] or (x, y) != (sx, sy)


def test_the_sides_are_named_and_marked_as_the_game_marks_them(
    app: App, tmp_path: Path, played: Path
) -> None:
    scene = open_replay(app, you_vs_the_cpu(played, tmp_path / "g.jsonl"))
    k = next(
        i for i, f in enumerate(scene.frames) if getattr(scene.codec.restore(f.snapshot), "target", None)
    )  # type: ignore[union-attr]
    scene.go(k)
    app.frame(0.0)
    painter = scene._painter
    endzones = {words for words, _ in painter.view.endzones.values()}  # type: ignore[union-attr]
    assert endzones == {"YOUR END ZONE · RED", "CPU'S END ZONE · BLUE"}
    shown = words(app)
    assert any(w.startswith("You (Red) ") for w in shown) and any(
        w.startswith("the CPU (Blue) ") for w in shown
    )
    assert not any(w.startswith(("Red asks", "Blue asks", "Red kicks", "Blue kicks")) for w in shown)


def test_the_list_shows_the_score_and_r_resumes_an_unfinished_game(
    app: App, tmp_path: Path, played: Path
) -> None:
    you_vs_the_cpu(played, tmp_path / "left.jsonl")
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    assert isinstance(browser, ReplayBrowser)
    frame(app)
    browser.wait_for_scores()
    shown = words(app)
    result = next(w for w in shown if w.startswith("unfinished"))
    assert re.fullmatch(r"unfinished, you \d+, the CPU \d+", result)
    assert any("R: go on with an unfinished game" in w for w in shown)
    key(app, pygame.K_r)
    frame(app)
    assert isinstance(app.stack.top, GameScene)


def test_r_on_a_finished_game_says_why_nothing_happens(app: App, tmp_path: Path) -> None:
    shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "done.jsonl")
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    frame(app)
    key(app, pygame.K_r)
    frame(app)
    assert app.stack.top is browser
    assert any("No game here was left unfinished" in w for w in words(app))


def test_the_end_of_a_recording_is_said(app: App, tmp_path: Path, played: Path) -> None:
    scene = open_replay(app, you_vs_the_cpu(played, tmp_path / "g.jsonl"))
    assert not any(w.startswith("End of the recording") for w in words(app))
    key(app, pygame.K_END)
    assert any(w.startswith("End of the recording: the game was left unfinished") for w in words(app))
    done = open_replay(app, you_vs_the_cpu(played, tmp_path / "done.jsonl", finished=True))
    key(app, pygame.K_END)
    assert any(re.fullmatch(r"End of the recording: (you|the CPU) won \d+-\d+", w) for w in words(app))
    assert done.index == len(done.frames) - 1 and scene is not done


def test_a_click_on_an_earlier_line_goes_back_to_it(app: App, tmp_path: Path) -> None:
    scene = open_replay(app, Path(shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "g.jsonl")))
    scene.go(8)
    app.frame(0.0)
    rect, owner = scene._log_lines[0]
    assert owner < 8
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
    frame(app, 1)
    assert scene.index == owner


def test_the_viewers_help_is_not_how_to_play(app: App, tmp_path: Path) -> None:
    open_replay(app, Path(shutil.copy(FIXTURES / "finger-football.jsonl", tmp_path / "g.jsonl")))
    key(app, pygame.K_F1)
    shown = words(app)
    assert "Replay: controls" in shown and not any(w.startswith("How to play") for w in shown)
    assert ui  # the kit's recording of text is what the checks read
