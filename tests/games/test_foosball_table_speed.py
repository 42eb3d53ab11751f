"""The table's speed: a newcomer's table runs at half speed (a novice's serve was in their goal
three quarters of a second after it left the CPU's hand), S changes it and it is remembered, and
the game is the same game at every speed: only fewer steps run each second."""

import json

import pygame
import pytest

from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import FoosballPracticeScene
from games.window.app import App
from games.window.settings import TABLE_SPEEDS, Settings

from .conftest import key, run_for


def test_a_newcomer_starts_at_half_speed_and_s_goes_round_the_speeds(tmp_path: object) -> None:
    assert Settings().table_speed == 0.5
    app = App((1280, 720), settings=Settings(None))
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=1))
    app.frame(1 / 60)
    seen = [scene.pace]
    for _ in TABLE_SPEEDS:
        key(app, pygame.K_s)
        seen.append(scene.pace)
    assert seen == [0.5, 0.75, 1.0, 0.5]
    assert "half speed" in scene.status()
    pygame.display.quit()


@pytest.mark.parametrize("speed", TABLE_SPEEDS)
def test_a_second_on_the_wall_clock_is_that_much_of_the_tables(app: App, speed: float) -> None:
    app.settings.table_speed = speed
    scene = app.push(lambda a: FoosballGameScene(a, "novice", seed=3))
    app.frame(1 / 60)
    start = scene.table.t
    key(app, pygame.K_SPACE)  # ready: the table runs
    run_for(app, 1.0)
    assert scene.table.t - start == pytest.approx(speed, abs=0.03)


def test_the_speed_is_remembered_and_a_garbled_one_is_the_newcomers(tmp_path: pytest.TempPathFactory) -> None:
    path = tmp_path / "settings.json"  # type: ignore[operator]
    settings = Settings(path)
    settings.table_speed = 0.75
    settings.save()
    assert Settings.load(path).table_speed == 0.75
    for bad in (0.3, "fast", True, None):
        path.write_text(json.dumps({"table_speed": bad}))
        assert Settings.load(path).table_speed == 0.5
