"""Issue 32, a third newcomer's play-test of practice: a goal (rounds of ten targets, a score, the
best round kept in the settings), the "Last flick" panel naming a red football or a flag the slider
rests on and a circle once, and the help's circles page not contradicting practice's targets."""

import pygame

from games.finger_football.ui.howto_pages import practice_pages
from games.finger_football.ui.practice import BEST, ROUND, PracticeScene, rest_words
from games.finger_football.ui.practice_round import WARM_UP
from games.window.app import App
from sim.geometry import Pose
from sim.slider import mat as mats
from sim.slider.table import Flick, SliderTable

from .conftest import key, post, run_for
from .test_finger_football_window import fresh_app, practice, texts


def flick(app: App, scene: PracticeScene, px: int) -> None:
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    post(pygame.MOUSEMOTION, pos=(round(cx) - px, round(cy)), rel=(-px, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(round(cx) - px, round(cy)), button=1)
    run_for(app, 0.1)
    assert scene.outcome is not None
    run_for(app, scene.outcome.time + 0.1)


def test_a_round_is_ten_targets_and_the_best_is_kept() -> None:
    app = fresh_app()
    scene = practice(app)
    assert scene.round_tries == 0 and f"target 1 of {WARM_UP}" in scene.round_words()
    for _ in range(WARM_UP):  # the warm-up first: not kept
        key(app, pygame.K_r)
        flick(app, scene, 30)
    assert scene.last_round is None and f"target 1 of {ROUND}" in scene.round_words()
    for k in range(ROUND):
        key(app, pygame.K_r)  # each target from the start: short flicks stay on the field
        flick(app, scene, 30)
        assert scene.round_tries == (k + 1) % ROUND
    assert scene.last_round is not None
    assert f"last round {scene.last_round}/{ROUND}" in scene.round_words()
    app.frame(1 / 60)
    assert any("last round" in w for w in texts(app))
    if scene.last_round:
        assert f"{BEST}{scene.last_round}" in app.settings.hints_seen
        assert scene.best() == scene.last_round
    pygame.display.quit()


def test_the_best_round_comes_from_the_settings() -> None:
    app = fresh_app()
    app.settings.hints_seen.add(f"{BEST}7")
    scene = practice(app)
    assert scene.best() == 7 and f"best 7/{ROUND}" in scene.round_words()
    pygame.display.quit()


def test_the_last_flick_names_a_red_football_a_flag_and_a_circle_once() -> None:
    mat = mats.default()
    table = SliderTable(mat)
    fumble, flag, circle = mat.fumbles[0], mat.flags[0], mat.run_circles[3]
    on = table.flick(Pose(fumble.x, fumble.y, 0.0), Flick((1e-4, 0.0)))
    assert "on a red football (in a game: a fumble)" in rest_words(on, mat)
    on = table.flick(Pose(flag.x, flag.y, 0.0), Flick((1e-4, 0.0)))
    assert "on a yellow flag (in a game: a penalty)" in rest_words(on, mat)
    on = table.flick(Pose(circle.pass_x - 0.01, circle.pass_y, 0.0), Flick((1e-4, 0.0)))
    words = rest_words(on, mat)
    assert len(on.touched) == 2 and len(words) == 1 and "circle" in words[0] and "white centre" in words[0]


def test_practices_circles_page_says_targets_can_be_anywhere() -> None:
    words = " ".join(line for page in practice_pages(mats.default()) for line in page.lines)
    assert "another" in words and "never count" not in words
