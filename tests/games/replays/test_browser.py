"""The replay browser and the viewer's play-by-play, driven by posted keys and clicks: Esc goes
from a replay back to the list and from the list out; the list says game, players, date, result
and length, opens a game with a click and scrolls; the play-by-play reads in one order with no
empty heading; a game against the CPU is told with "you" and "the CPU"; and ``play --resume``
passes over a recording another window is still writing."""

import itertools
import re
import shutil
from pathlib import Path

import pygame
import pytest

from games.app.replay_browser import ReplayBrowser, replay_over_browser
from games.app.replay_panel import AS_RECORDED
from games.app.replay_scene import ReplayScene
from games.app.resume import IN_USE, newest_resumable, resumed_scene
from games.core.replay_format import ReplayError
from games.replays import replays_dir, resume
from games.window import ui
from games.window.app import App

from ..conftest import key, post

FIXTURES = Path(__file__).parents[2] / "fixtures" / "replays"


def frame(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def drawn(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return [b for b in boxes if b.kind == ui.Kind.TEXT]


def words(app: App) -> list[str]:
    return [b.words for b in drawn(app)]


def unfinished_copy(name: str, to: Path) -> Path:
    """A finished recording with its end line taken off: a game left unfinished."""
    lines = (FIXTURES / name).read_text(encoding="utf-8").splitlines(keepends=True)
    to.parent.mkdir(parents=True, exist_ok=True)
    to.write_text("".join(lines[:-1]), encoding="utf-8")
    return to


def test_esc_in_a_replay_goes_back_to_the_list_and_esc_there_leaves(app: App, tmp_path: Path) -> None:
    path = Path(shutil.copy(FIXTURES / "tortellini-options.jsonl", tmp_path / "game.jsonl"))
    app.push(replay_over_browser(path))
    frame(app)
    assert isinstance(app.stack.top, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ReplayBrowser) and app.running and app.leaving is None  # nothing asked
    assert "Tortellini Football" in words(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is None and not app.running


def test_the_list_says_game_players_date_result_and_length(app: App, tmp_path: Path) -> None:
    for name in ("finger-football.jsonl", "foosball.jsonl"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    unfinished_copy("tortellini.jsonl", tmp_path / "left.jsonl")
    (tmp_path / "notes.jsonl").write_text("a shopping list\n")
    app.push(lambda a: ReplayBrowser(a, tmp_path))
    shown = words(app)
    for column in ("Game", "Players", "Date", "Result", "Length"):
        assert column in shown
    assert {"Finger Football", "CPU (club) vs CPU (club)", "Blue won 45-26", "388 moves"} <= set(shown)
    assert {"Foosball", "Away won 10-6", "1 min 36 s"} <= set(shown)
    # Until its score is worked out (in the background), the row says what R does.
    assert any(w == "unfinished · R resumes" or w.startswith("unfinished, ") for w in shown)
    assert sum(bool(re.fullmatch(r"\d\d \w{3} \d{4}, \d\d:\d\d", w)) for w in shown) == 3  # local time
    assert "is not a recording of a game" in shown
    assert shown.index("notes.jsonl") > shown.index("Foosball")  # what cannot be opened comes last
    browser = app.stack.top
    assert isinstance(browser, ReplayBrowser)
    browser.wait_for_scores()
    shown = words(app)
    assert "unfinished, Team one 3, Team two 5" in shown
    assert not [w for w in shown if w.endswith("…")]  # every column's words fit it


def test_a_click_on_a_row_replays_that_game(app: App, tmp_path: Path) -> None:
    for name in ("finger-football.jsonl", "tortellini-options.jsonl"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    assert isinstance(browser, ReplayBrowser)
    frame(app)
    row = next(k for k, r in enumerate(browser.rows) if r.game == "Tortellini Football")
    post(pygame.MOUSEBUTTONDOWN, pos=browser.row_rect(row).center, button=1)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert any(b.words.startswith("Opening Tortellini Football") for b in boxes)  # said while it loads
    browser.wait_for_opening()  # replayed in the background, the progress shown meanwhile
    frame(app)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.path == tmp_path / "tortellini-options.jsonl"


def test_a_long_list_scrolls_with_the_wheel_and_the_keys(app: App, tmp_path: Path) -> None:
    for k in range(40):
        shutil.copy(FIXTURES / "tortellini-options.jsonl", tmp_path / f"game-{k:02d}.jsonl")
    browser = app.push(lambda a: ReplayBrowser(a, tmp_path))
    assert isinstance(browser, ReplayBrowser)
    frame(app)
    assert len(browser.rows) == 40 and browser.visible < 40 and browser.first == 0
    post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    frame(app)
    assert browser.first == 6
    key(app, pygame.K_END)
    assert browser.chosen == 39 and browser.first == 40 - browser.visible
    key(app, pygame.K_HOME)
    assert browser.chosen == 0 and browser.first == 0
    assert ui.problems(_boxes(app), app.size) == []


def _boxes(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return boxes


def test_an_empty_folder_says_how_games_get_there(app: App, tmp_path: Path) -> None:
    app.push(lambda a: ReplayBrowser(a, tmp_path))
    shown = words(app)
    assert "No recorded games here yet." in shown and "Recorded games · 0 recordings" in shown


def test_the_play_by_play_reads_oldest_first_with_the_current_action_last(app: App) -> None:
    scene = app.push(lambda a: ReplayScene(a, FIXTURES / "finger-football.jsonl"))
    assert isinstance(scene, ReplayScene)
    frame(app)
    at_start = words(app)
    assert not any(w.strip().startswith("Before") for w in at_start)  # no empty heading
    assert "The start" in at_start and any(w.startswith("Space plays the game") for w in at_start)
    for _ in range(40):
        key(app, pygame.K_RIGHT)
    texts = drawn(app)
    # the play-by-play: under the score, the game's status and whether it replays true
    status = next(b for b in texts if b.words.startswith(AS_RECORDED.split(":")[0]))
    log = [b for b in texts if b.rect.left >= scene.panel.left and b.rect.top > status.rect.bottom + 4]
    assert all(a.rect.top < b.rect.top for a, b in itertools.pairwise(log))  # one column, downwards
    lines = unwrap([b.words for b in log])
    current = [ui.sentence(t) for t in scene.told(40)]
    assert lines[-len(current) :] == current  # the current action, last
    earlier = [ui.sentence(t) for k in range(1, 40) for t in scene.told(k)]
    shown_earlier = lines[: -len(current)]
    assert (
        len(shown_earlier) > 5 and shown_earlier == earlier[-len(shown_earlier) :]
    )  # newest that fit, in order


def test_the_wheel_over_the_play_by_play_goes_back_and_on_an_action_at_a_time(app: App) -> None:
    # A play-test could not scroll the play-by-play back to the plays before.
    scene = app.push(lambda a: ReplayScene(a, FIXTURES / "finger-football.jsonl"))
    assert isinstance(scene, ReplayScene)
    frame(app)
    for _ in range(20):
        key(app, pygame.K_RIGHT)
    over = scene.log_area.center
    post(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(3):
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    frame(app)
    assert scene.index == 17 and not scene.playing
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    frame(app)
    assert scene.index == 18
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))  # off the play-by-play
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    frame(app)
    assert scene.index == 18


def unwrap(rows: list[str]) -> list[str]:
    """Rows as drawn, their wrapped continuations (indented) joined back to their lines."""
    lines: list[str] = []
    for row in rows:
        if row.startswith("  ") and lines:
            lines[-1] += " " + row.strip()
        else:
            lines.append(row)
    return lines


def test_a_game_against_the_cpu_is_told_with_you_and_the_cpu(app: App, tmp_path: Path) -> None:
    from games.foosball.match import FoosMatch
    from games.replays import GameRecorder
    from sim.foosball.spec import Side

    match = FoosMatch(5, None, "club")
    path = tmp_path / "foosball.jsonl"
    recorder = GameRecorder.start("foosball", match, {"home": "human", "away": "club"}, path)
    assert match.ref.server == Side.AWAY
    for _ in range(240 * 3):
        match.step()
    assert match.tape is not None
    match.tape.flush()
    recorder.abandon()
    scene = app.push(lambda a: ReplayScene(a, path))
    assert isinstance(scene, ReplayScene)
    frame(app)
    shown = words(app)
    assert "You (red) 0" in shown and "The CPU (blue) 0" in shown  # the colours said with the names
    assert "The CPU wins the toss and serves" in shown
    whose = "You: red, defending the left goal · the CPU: blue, defending the right goal"
    assert whose in " ".join(unwrap(shown))
    key(app, pygame.K_END)
    shown = " ".join(words(app))
    assert "The CPU puts the ball in play (serve)" in shown
    assert "away" not in shown.lower().replace("you vs the cpu", "") and "Home" not in shown


def test_play_resume_passes_over_a_game_another_window_is_writing(
    app: App, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    older = unfinished_copy("tortellini.jsonl", replays_dir() / "20260101-100000-tortellini.jsonl")
    newer = unfinished_copy("tortellini-options.jsonl", replays_dir() / "20260102-100000-tortellini.jsonl")
    _, other_window = resume(newer)  # another window goes on with the newer one, and holds it
    try:
        offer = newest_resumable()
        assert offer.path == older and offer.passed_over == [(newer, IN_USE)]
        assert isinstance(app.push(offer.scene), object)
        app.back()  # that window lets go of the older one
        with pytest.raises(ReplayError, match=IN_USE):
            resumed_scene(newer)

        from games.app import launcher
        from tools.cli import main

        monkeypatch.setattr(launcher, "launch", lambda *a, **kw: None)
        assert main(["play", "--resume"]) == 0
        out = capsys.readouterr().out
        assert f"not {newer}: {IN_USE}" in out and f"resuming {older}" in out
    finally:
        other_window.abandon()


def test_play_resume_with_only_a_game_being_written_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    newer = unfinished_copy("tortellini.jsonl", replays_dir() / "20260102-100000-tortellini.jsonl")
    _, other_window = resume(newer)
    try:
        with pytest.raises(ReplayError, match=f"no unfinished game to resume .*{newer.name}: {IN_USE}"):
            newest_resumable()
    finally:
        other_window.abandon()


def test_tabletop_replay_opens_the_list_or_a_file_over_its_folders_list(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from games.app import launcher
    from tools.cli import main

    opened: list[object] = []
    monkeypatch.setattr(launcher, "launch", lambda *a, **kw: opened.append(kw["scene"]))
    monkeypatch.setattr("games.window.display.display_problem", lambda: None)
    assert main(["replay"]) == 0
    browser = app.push(opened.pop())  # type: ignore[arg-type]
    assert isinstance(browser, ReplayBrowser) and browser.folder == replays_dir()
    app.stack.clear()
    path = Path(shutil.copy(FIXTURES / "tortellini-options.jsonl", tmp_path / "game.jsonl"))
    assert main(["replay", str(path)]) == 0
    app.push(opened.pop())  # type: ignore[arg-type]
    under, top = list(app.stack)
    assert isinstance(under, ReplayBrowser) and under.folder == tmp_path and isinstance(top, ReplayScene)
