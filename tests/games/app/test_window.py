"""What every window shares: the help over any scene, the mute key and its memory, the smallest
window, a scene opened from the command line that closes the window, recordings handed in."""

import json
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app.launcher import open_window
from games.finger_football.ui.aim import Aim
from games.finger_football.ui.practice import PracticeScene
from games.replays import replays_dir
from games.window.app import MIN_SIZE, App
from games.window.settings import Settings
from games.window.sound import SOUNDS, Sounds, waves
from sim.slider.table import Flick

from ..conftest import post, run_for


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    app.frame(1 / 60)


def test_f1_shows_the_controls_over_the_scene_and_any_key_closes_them(app: App) -> None:
    scene = app.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    app.frame(1 / 60)
    before = pygame.surfarray.array3d(app.screen)
    key(app, pygame.K_F1)
    assert app.help_open
    assert (pygame.surfarray.array3d(app.screen) != before).any(), "the help is drawn"
    key(app, pygame.K_r)  # closes the help, and does nothing else
    assert not app.help_open and app.stack.top is scene
    key(app, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    assert app.help_open
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    app.frame(1 / 60)
    assert not app.help_open


def test_the_game_waits_while_its_help_is_read(app: App) -> None:
    scene = app.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    scene.outcome = scene.table.flick(scene.pose, _a_flick(scene))
    scene.t = 0.0
    key(app, pygame.K_F1)
    run_for(app, 0.5)
    assert scene.t == 0.0, "no time passes under the help"
    key(app, pygame.K_ESCAPE)
    run_for(app, 0.1)
    assert scene.t > 0.0


def _a_flick(scene: PracticeScene) -> Flick:
    return Aim(0.3, 0.0, 1.6, (0.0, 0.0)).flick(scene.mat.slider)


def test_m_mutes_and_the_window_remembers(app: App, tmp_path: Path) -> None:
    app.push(lambda a: PracticeScene(a))
    assert not app.sounds.muted
    key(app, pygame.K_m)
    assert app.sounds.muted and app.settings.muted
    saved = json.loads((replays_dir().parent / "settings.json").read_text())
    assert saved["muted"] is True
    assert Settings.load().muted, "the next window starts muted"
    key(app, pygame.K_m)
    assert not app.sounds.muted


def test_m_mutes_in_foosball_too_where_p_places_the_dead_ball(app: App) -> None:
    from games.foosball.ui.game_scene import FoosballGameScene

    scene = app.push(lambda a: FoosballGameScene(a, "club", seed=1))
    assert pygame.K_m not in scene.keys_of_its_own
    key(app, pygame.K_m)
    assert app.sounds.muted
    key(app, pygame.K_m, pygame.KMOD_LCTRL)
    assert not app.sounds.muted


def test_the_window_is_never_smaller_than_its_layouts_allow() -> None:
    app = App((640, 400))
    try:
        assert app.size == MIN_SIZE
    finally:
        pygame.display.quit()


def test_a_replay_opened_from_the_command_line_closes_the_window_on_esc() -> None:
    app = open_window(scene=lambda a: PracticeScene(a), menu=False)
    try:
        app.frame(1 / 60)
        key(app, pygame.K_ESCAPE)
        assert not app.running and app.stack.top is None
    finally:
        pygame.display.quit()


def test_the_launcher_records_games_and_a_bare_window_does_not() -> None:
    bare = App((960, 600))
    scene = bare.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    scene._record(scene.table.flick(scene.pose, _a_flick(scene)))
    assert scene.recorder is None and not replays_dir().exists()
    pygame.display.quit()
    app = open_window("Finger Football practice")
    try:
        practice = app.stack.top
        assert isinstance(practice, PracticeScene)
        practice._record(practice.table.flick(practice.pose, _a_flick(practice)))
        assert practice.recorder is not None and len(list(replays_dir().glob("*.jsonl"))) == 1
    finally:
        app.stack.clear()
        pygame.display.quit()


def test_the_sounds_are_made_in_range_the_same_each_time() -> None:
    made, again = waves(), waves()
    assert set(made) == set(SOUNDS)
    for name, wave in made.items():
        assert 0.04 < wave.size / 22050 < 2.0, name
        assert np.all(np.isfinite(wave)) and np.max(np.abs(wave)) <= 1.0, name
        assert np.array_equal(wave, again[name]), "seeded: the same noise every start"


def test_without_an_audio_device_the_game_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    sounds.open()
    assert not sounds.audible
    sounds.play("crowd")  # heard by no one, and no error
    assert list(sounds.played) == ["crowd"]
    with pytest.raises(KeyError, match="no sound called 'boo'"):
        sounds.play("boo")


@pytest.mark.parametrize("garbage", ["", "{", "[1, 2]", '{"muted": "yes", "hints_seen": 7}', "\x00\xff"])
def test_a_garbled_settings_file_gives_the_defaults(tmp_path: Path, garbage: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(garbage, errors="surrogateescape")
    settings = Settings.load(path)
    assert not settings.muted and settings.hints_seen == set()
    settings.hint_seen("a")
    expected = {"muted": False, "hints_seen": ["a"], "ui_scale": 1.0, "table_speed": 0.5}
    assert json.loads(path.read_text()) == expected


def test_a_folder_that_cannot_be_written_costs_the_memory_not_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    settings = Settings(blocked / "settings.json")
    settings.hint_seen("a")
    settings.hint_seen("b")
    assert settings.hints_seen == {"a", "b"}
    assert capsys.readouterr().err.count("settings not saved") == 1, "one warning, not one a save"
