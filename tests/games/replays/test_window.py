"""The replay viewer driven with a person's keys and mouse, and games in the window recorded as
they are played and resumed."""

import json
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.all_pro.ui.game_scene import AllProScene
from games.app.replay_scene import ReplayScene
from games.app.resume import newest_unfinished, resumed_scene
from games.core.replay_format import ReplayError, bound
from games.finger_football.rules.actions import Flicked
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.kick_consts import BAD_CUE, GOOD_CUE
from games.finger_football.ui.replay_view import PATH_COLOUR
from games.mat_tuning.fit import observed
from games.replays import load, replays_dir, steps, unfinished, verify
from games.tortellini.codec import TortelliniCodec
from games.tortellini.ui.game_scene import TortelliniScene
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side

from ..conftest import drag, key, run_for


def open_replay(app: App, path: Path) -> ReplayScene:
    scene = app.push(lambda a: ReplayScene(a, path))
    app.frame(1 / 60)
    assert isinstance(scene, ReplayScene)
    return scene


def path_pixels(app: App, scene: ReplayScene) -> int:
    pixels = pygame.surfarray.pixels3d(app.screen)
    area = scene.area
    block = np.asarray(pixels[area.left : area.right, area.top : area.bottom])
    # a flick's pink path; a kick's way in the kick window's colours (good, no good)
    return sum(int(np.all(block == colour, axis=2).sum()) for colour in (PATH_COLOUR, GOOD_CUE, BAD_CUE))


def test_the_viewer_steps_plays_and_scrubs_a_recorded_game(app: App, recorded: dict[str, Path]) -> None:
    scene = open_replay(app, recorded["finger-football"])
    assert scene.error is None and len(scene.frames) > 100
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert scene.index == 3
    key(app, pygame.K_LEFT)
    assert scene.index == 2
    first_flick = next(
        k
        for k, f in enumerate(scene.frames)
        if isinstance(f.action, Flicked) and f.action.outcome.distance > 0.2
    )
    while scene.index < first_flick:
        key(app, pygame.K_RIGHT)
    run_for(app, 0.1)
    assert path_pixels(app, scene) > 50  # the flick's path, drawn
    key(app, pygame.K_LEFT)
    assert not isinstance(scene.frames[scene.index].action, Flicked) and path_pixels(app, scene) == 0

    key(app, pygame.K_SPACE)  # play
    start = scene.index
    run_for(app, 3.0)
    assert scene.playing and scene.index > start
    key(app, pygame.K_SPACE)  # pause
    paused_at = scene.index
    run_for(app, 2.0)
    assert scene.index == paused_at

    bar = scene.bar
    drag(app, (bar.left + 2, bar.centery), (bar.left + bar.width // 2, bar.centery))
    assert abs(scene.index - (len(scene.frames) - 1) / 2) <= len(scene.frames) * 0.02
    key(app, pygame.K_END)
    assert scene.index == len(scene.frames) - 1
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is None


@pytest.mark.parametrize("game", [pytest.param("all-pro", marks=pytest.mark.slow), "tortellini"])
def test_the_viewer_shows_the_board_games(app: App, recorded: dict[str, Path], game: str) -> None:
    scene = open_replay(app, recorded[game])
    key(app, pygame.K_END)
    shown = scene.game()
    assert scene.codec is not None and shown.score == scene.codec.game.score
    assert shown.is_over()


@pytest.mark.slow
def test_the_viewer_plays_foosball_in_real_time(app: App, recorded: dict[str, Path]) -> None:
    scene = open_replay(app, recorded["foosball"])
    assert scene.error is None and len(scene.frames) > 100
    key(app, pygame.K_SPACE)
    run_for(app, 0.5)
    first = pygame.surfarray.array3d(app.screen)
    shown = scene.index
    run_for(app, 2.0)
    # a line holds at most a quarter of a second; a goal is held a moment on the ball in the net
    assert 2 <= scene.index - shown <= 12
    assert (pygame.surfarray.array3d(app.screen) != first).any()  # the ball and rods moved


def test_a_broken_file_shows_its_error_in_the_viewer(app: App, tmp_path: Path) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_text('{"format": "tabletop-replay", "version": 7}\n', encoding="utf-8")
    scene = open_replay(app, path)
    assert scene.error is not None and "version 7" in scene.error
    run_for(app, 0.2)  # draws without raising
    key(app, pygame.K_RIGHT)
    assert scene.frames == []


def cpu_only(app: App, make: type, seconds: float) -> Path:
    app.push(lambda a: make(a, frozenset()))
    run_for(app, seconds)
    found = sorted(replays_dir().glob("*.jsonl"))
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("make", [GameScene, AllProScene, TortelliniScene])
def test_a_game_in_the_window_is_recorded_as_it_goes(app: App, make: type) -> None:
    path = cpu_only(app, make, 12.0)
    report = verify(path)
    assert report.actions >= 5 and report.identical
    scene = app.stack.top
    assert scene is not None and report.result["score"] == {
        t.value: s
        for t, s in scene.game.score.items()  # type: ignore[attr-defined]
    }


def test_play_resume_goes_on_with_the_newest_unfinished_game(app: App) -> None:
    path = cpu_only(app, TortelliniScene, 6.0)
    played = verify(path).actions
    app.back()
    assert unfinished() == [path] and newest_unfinished() == path
    scene = app.push(resumed_scene(path))
    assert isinstance(scene, TortelliniScene)
    last = json.loads(path.read_text(encoding="utf-8").splitlines()[-1])
    head = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert bound(head, TortelliniCodec(scene.game).state_hash()) == last["hash"]  # where it was left
    run_for(app, 6.0)
    report = verify(path)
    assert report.identical and report.actions > played


def test_resume_with_nothing_to_resume() -> None:
    with pytest.raises(ReplayError, match="no unfinished game"):
        newest_unfinished()


def test_foosball_in_the_window_is_recorded_and_resumes(app: App) -> None:
    from games.foosball.codec import FoosballCodec
    from games.foosball.ui.game_scene import FoosballGameScene

    app.push(lambda a: FoosballGameScene(a, "club", seed=2))
    key(app, pygame.K_SPACE)  # ready: nothing moves before
    run_for(app, 4.0)
    (path,) = sorted(replays_dir().glob("*.jsonl"))
    played = verify(path)
    assert played.identical and played.actions >= 10  # four seconds: at least sixteen lines of steps
    app.back()

    scene = app.push(resumed_scene(path))
    assert isinstance(scene, FoosballGameScene) and scene.away_skill == "club"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert (
        bound(json.loads(lines[0]), FoosballCodec(scene.match).state_hash()) == json.loads(lines[-1])["hash"]
    )
    key(app, pygame.K_SPACE)
    run_for(app, 2.0)
    report = verify(path)
    assert report.identical and report.actions > played.actions


def test_practice_flicks_are_recorded_and_replayed_with_their_paths(app: App) -> None:
    from games.finger_football.ui.practice import PracticeScene

    from ..test_practice_scene import pull_for

    scene = app.push(lambda a: PracticeScene(a))
    app.frame(1 / 60)
    assert isinstance(scene, PracticeScene)
    assert not list(replays_dir().glob("*.jsonl"))  # nothing recorded before the first flick
    lit = []
    for target in ((0.30, 0.05), (0.45, -0.08)):
        lit.append((scene.target.x, scene.target.y))
        centre = scene.view.to_screen(scene.pose.x, scene.pose.y)
        drag(app, centre, pull_for(scene, app, target))
        run_for(app, 2.5)
    (path,) = sorted(replays_dir().glob("*finger-football-practice*.jsonl"))
    report = verify(path)
    assert report.identical and report.actions == 2 and report.result == {"flicks": 2}
    # Each flick keeps the circle lit when it was struck, where it was meant to stop: a practice
    # session fits the player's own hand (tabletop mat fit).
    assert [f.aim for f in observed([path], scene.mat)] == lit
    assert unfinished() == []  # practice is replayed, never resumed

    viewer = open_replay(app, path)
    key(app, pygame.K_RIGHT)
    run_for(app, 0.2)
    assert path_pixels(app, viewer) > 50


def test_field_goal_practice_kicks_are_recorded_and_replayed(app: App) -> None:
    from games.finger_football.ui.kick_scene import FieldGoalScene

    from ..test_kick_scene import click, pull_for_speed

    scene = app.push(lambda a: FieldGoalScene(a))
    app.frame(1 / 60)
    assert isinstance(scene, FieldGoalScene)
    key(app, pygame.K_h)  # other hands than the game's
    key(app, pygame.K_SPACE)  # ready: the count starts at the press on the ball
    ball = scene.views.top(0.0, 0.0)
    run_for(app, 0.5)
    click(app, ball)
    drag(app, ball, (ball[0] - pull_for_speed(app, scene, 3.6), ball[1]))
    run_for(app, 1.5)
    assert scene.outcome is not None
    (path,) = sorted(replays_dir().glob("*field-goal-practice*.jsonl"))
    report = verify(path)
    assert report.identical and report.actions == 1
    assert report.result["good"] == int(scene.outcome.good)
    line = json.loads(path.read_text(encoding="utf-8").splitlines()[1])
    assert line["action"]["hands"] == scene.hands != "medium"

    viewer = open_replay(app, path)
    key(app, pygame.K_RIGHT)
    run_for(app, 2.0)
    assert path_pixels(app, viewer) > 30  # the flight, drawn


def test_foosball_practice_is_recorded_from_the_first_serve_and_replays(app: App) -> None:
    from games.foosball.ui.practice import FoosballPracticeScene

    from ..conftest import post

    scene = app.push(lambda a: FoosballPracticeScene(a, "off", seed=1))
    app.frame(1 / 60)
    assert isinstance(scene, FoosballPracticeScene)
    run_for(app, 0.5)
    assert not list(replays_dir().glob("*.jsonl"))  # nothing played yet, nothing recorded
    key(app, pygame.K_v)  # the gentle CPU: its rods move, and each move is recorded

    def serve() -> None:
        bx, by = scene.view.to_screen(*scene.table.serve_position(Side.HOME))
        post(pygame.MOUSEBUTTONDOWN, pos=(round(bx), round(by)), button=1)
        post(pygame.MOUSEBUTTONUP, pos=(round(bx) - 4, round(by) + 80), button=1)
        app.frame(1 / 60)

    serve()
    post(pygame.MOUSEMOTION, pos=(640, 300), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 1.0)
    key(app, pygame.K_v)  # the club CPU now: a word on screen, nothing the recording must hold
    run_for(app, 2.0)
    if scene.replay is not None:  # a goal is shown again: a key only skips it
        key(app, pygame.K_SPACE)
    key(app, pygame.K_r)  # serve again
    serve()
    run_for(app, 2.0)
    (path,) = sorted(replays_dir().glob("*foosball-practice*.jsonl"))
    lines = path.read_text(encoding="utf-8").splitlines()
    kinds = [json.loads(line)["action"]["kind"] for line in lines[1:]]
    # Rod lines a quarter second of play at a time (none while a goal is shown again).
    assert kinds[0] == "serve" and "serve-again" in kinds and kinds.count("rods") >= 10
    report = verify(path)
    assert report.identical and report.actions == len(lines) - 1
    assert unfinished() == []

    viewer = open_replay(app, path)
    key(app, pygame.K_SPACE)
    run_for(app, 1.0)
    assert viewer.error is None and viewer.index >= 3


def test_the_viewer_replays_a_game_on_another_mat_and_marks_what_changed(
    app: App, recorded: dict[str, Path]
) -> None:
    import tomllib

    import tomli_w

    from sim.slider import mat as mats

    data = tomllib.loads(mats.default().to_toml())
    for row in data["run_circles"]:
        row["radius"] *= 1.4
        row["pass_radius"] *= 1.4
    data["name"] = "bigger circles"
    bigger = mats.loads(tomli_w.dumps(data), "bigger.toml")
    scene = app.push(lambda a: ReplayScene(a, recorded["finger-football"], bigger))
    app.frame(1 / 60)
    assert isinstance(scene, ReplayScene) and scene.heading().startswith("What if on bigger circles: ")
    changed = [k for k, f in enumerate(scene.frames) if not f.ok]
    assert changed  # some flicks rest on something else on this mat
    first = changed[0]
    assert isinstance(scene.frames[first].action, Flicked)  # the first change is a shot's outcome
    key(app, pygame.K_END)
    run_for(app, 0.1)  # draws the end, and the divergence if the game stopped


@pytest.mark.slow
def test_every_moment_of_a_recorded_game_is_drawn_in_the_viewer(app: App, recorded: dict[str, Path]) -> None:
    """Stepping a whole Finger Football game with the right arrow draws every moment: a missed
    extra point, whose touchdown target outlives its play, included (it once closed the window)."""
    scene = open_replay(app, recorded["finger-football"])
    for _ in range(len(scene.frames) - 1):
        key(app, pygame.K_RIGHT)
    assert scene.error is None and scene.index == len(scene.frames) - 1
    replay, codec = load(recorded["finger-football"])
    for _ in steps(replay, codec):
        pass
    assert "extra point NO GOOD" in " ".join(e.text for e in codec.log())  # the moment that crashed


def test_a_moment_the_viewer_cannot_draw_is_said_and_the_viewer_stays_open(
    app: App, recorded: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = open_replay(app, recorded["finger-football"])
    painter = scene._painter
    assert painter is not None

    def broken(*_: object) -> None:
        raise AssertionError("a painter's fault")

    monkeypatch.setattr(painter, "draw", broken)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert app.stack.top is scene
    assert any(b.words.startswith("This moment could not be drawn") for b in boxes if b.kind == ui.Kind.TEXT)
    monkeypatch.undo()
    key(app, pygame.K_RIGHT)  # the next moment draws as ever
    assert scene.index == 1 and scene.error is None
