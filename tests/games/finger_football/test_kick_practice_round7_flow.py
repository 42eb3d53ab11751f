"""Field-goal practice after play-test 7 (a newcomer, 7/10), driven by the events a person makes:
G at a result shows the kick's step first; a blocked kick clears the old drag; M says the sound."""

from __future__ import annotations

import pygame

from games.finger_football.ui.kick_fit import views_for
from games.finger_football.ui.kick_scene import FieldGoalScene, Phase
from games.window import ui
from games.window.app import App

from ..conftest import key, post, run_for
from .kick_kit import kick, open_kick
from .kick_kit import said as kit_said


def fresh(rounds: bool = False, size: tuple[int, int] = (1280, 800)) -> tuple[App, FieldGoalScene]:
    return open_kick(rounds, size)


def said(app: App) -> str:
    return kit_said(app, laid_out=False)


def test_g_at_a_result_shows_the_kicks_step_first() -> None:
    for rounds in (False, True):
        app, scene = fresh(rounds)
        kick(app, scene, 0.7)
        key(app, pygame.K_F1)
        key(app, pygame.K_g)
        words = said(app)
        assert "Step 1 of 2" in words and "press on the ball in the top view" in words, words
        assert "Above: how the kick went" not in words
        key(app, pygame.K_TAB)
        words = said(app)
        assert "Step 2 of 2" in words and "Above: how the kick went" in words, words
        pygame.display.quit()


def test_a_kick_held_past_the_count_clears_the_drag_and_its_pull() -> None:
    app, scene = fresh()
    ball = scene.views.top(0.0, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    app.frame(1 / 60)
    at = (round(ball[0] - 0.42 * 0.3 * min(app.size)), round(ball[1]))
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert "pull 4" in said(app)
    run_for(app, 3.5)  # held past the count
    assert scene.phase == Phase.DONE and scene.outcome is not None and scene.outcome.kick is None
    assert scene.press is None and scene.pull is None and scene.aim() is None
    words = said(app)
    assert "BLOCKED" in words and "pull 4" not in words and "too late:" in words, words
    start = scene.views.top(0.0, 0.0)
    tip = (round(start[0] + 20 + 120 * 0.42 * 0.5), round(start[1]))
    assert tuple(app.screen.get_at(tip))[:3] != ui.ACCENT, "no drag line left"
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)  # let go at last: nothing kicks
    app.frame(1 / 60)
    assert scene.outcome.kick is None and scene.attempts == 1
    pygame.display.quit()


def test_m_says_sound_off_and_on_in_the_window() -> None:
    app, _scene = fresh()
    was = app.settings.muted
    key(app, pygame.K_m)
    app.frame(1 / 60)
    assert app.settings.muted != was
    assert ("Sound off" if app.settings.muted else "Sound on") in said(app)
    key(app, pygame.K_m)
    app.frame(1 / 60)
    assert ("Sound off" if app.settings.muted else "Sound on") in said(app)
    pygame.display.quit()


def test_the_round_over_card_keeps_clear_of_the_hands() -> None:
    app, scene = fresh(rounds=True, size=(1024, 640))
    assert scene.round is not None
    from games.finger_football.ui.kick_press import RESULT_SEEN

    for n in range(8):
        if n:
            run_for(app, RESULT_SEEN)
            ball = scene.views.top(0.0, 0.0)
            post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
            post(pygame.MOUSEBUTTONUP, pos=(round(ball[0]), round(ball[1])), button=1)
            app.frame(1 / 60)
        kick(app, scene, 0.9)
    assert scene.round_over
    with ui.recording() as boxes:
        app.frame(1 / 60)
    card = next(b.rect for b in boxes if b.kind == ui.Kind.OVERLAY)
    v, post_ = views_for(scene), scene.range.post
    for y in (post_.width / 2, -post_.width / 2):
        assert not card.collidepoint(v.top(post_.distance, y)), "over a thumb"
    assert not card.collidepoint(v.side(post_.distance, post_.crossbar_height + post_.thumb_height / 2))
    pygame.display.quit()


def test_a_high_kick_uses_the_sky_above_before_zooming_and_keeps_the_hands_readable() -> None:
    for share in (0.75, 1.0):
        app, scene = fresh()
        for _ in range(30):
            key(app, pygame.K_UP)  # the steepest loft
        laid = scene.views
        kick(app, scene, share)
        v = views_for(scene)
        assert v.side_area.top < laid.side_area.top, "the band above the side view is used"
        assert v.side_area.top >= scene.guide_band.top
        hands = scene.range.post.thumb_top * v.scale
        assert hands >= 19.5, (share, hands)
        with ui.recording() as boxes:
            app.frame(1 / 60)
        assert ui.problems(boxes, app.size) == []
        pygame.display.quit()
    # A kick that fits the laid-out side view is drawn as laid, the band left alone.
    app, scene = fresh()
    kick(app, scene, 0.6)
    assert views_for(scene) == scene.views
    pygame.display.quit()
