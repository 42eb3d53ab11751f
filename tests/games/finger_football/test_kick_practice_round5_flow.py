"""Field-goal practice after play-test 5 (a newcomer, 7/10), driven by the events a person makes:
a press after a result sets up the next kick (hands placed, setup line and notices up) and the
count waits for the press after it; a steep or full-pull kick is drawn whole, the crossing at the
hands in the side view; the round-over card never over the flight line."""

from __future__ import annotations

import math

import pygame

from games.finger_football.ui.kick_consts import AGAIN, KICK_MAX_SPEED
from games.finger_football.ui.kick_fit import views_for, zoom
from games.finger_football.ui.kick_scene import FieldGoalScene, Phase
from games.finger_football.ui.kick_views import out_of
from games.window import ui
from games.window.app import App

from ..conftest import drag, key, post, run_for
from .kick_kit import kick as kit_kick
from .kick_kit import open_kick, said


def fresh(rounds: bool = True, size: tuple[int, int] = (1280, 720)) -> tuple[App, FieldGoalScene]:
    return open_kick(rounds, size)


def kick(app: App, scene: FieldGoalScene, share: float, angle: float = 0.0) -> None:
    kit_kick(app, scene, share, angle, watch=2.5)


def press_ball(app: App, scene: FieldGoalScene) -> None:
    ball = scene.views.top(0.0, 0.0)
    pos = (round(ball[0]), round(ball[1]))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    app.frame(1 / 60)


def test_a_press_after_a_result_shows_the_next_kick_and_the_count_waits_for_the_next_press() -> None:
    app, scene = fresh()
    assert scene.round is not None
    kick(app, scene, 0.65)  # kick 1 of 8
    words = said(app)
    assert AGAIN in words, "the result says what the press does"
    press_ball(app, scene)  # the press after the result: the next kick set up, no count
    assert scene.phase == Phase.WAITING and scene.round.index == 1 and scene.stood_at is None
    hands = (scene.hands, scene.distance)
    assert hands[0] == "large" and abs(hands[1] - 0.95) <= 0.05 + 1e-9
    run_for(app, 4.0)  # longer than the count: nothing runs, nothing is blocked
    post(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1)
    app.frame(1 / 60)
    assert scene.phase == Phase.WAITING and scene.attempts == 1
    words = said(app)
    assert "Kick 2 of 8" in words and "cm nearer" in words and "(wider)" in words, words
    # The next press starts the count, the hands where they were shown.
    press_ball(app, scene)
    assert scene.phase == Phase.COUNTING and scene.stood_at is not None
    assert (scene.hands, scene.distance) == hands
    post(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1)
    app.frame(1 / 60)
    pygame.display.quit()


def test_the_tremble_notice_is_seen_before_the_third_kicks_count() -> None:
    app, scene = fresh()
    kick(app, scene, 0.65)
    press_ball(app, scene)
    post(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1)
    app.frame(1 / 60)
    kick(app, scene, 0.65)  # kick 2
    press_ball(app, scene)  # kick 3 set up: its notice up, no count
    post(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1)
    app.frame(1 / 60)
    assert scene.phase == Phase.WAITING and scene.trembles
    assert "from now your hand trembles" in said(app)
    pygame.display.quit()


def steep_full_pull(app: App, scene: FieldGoalScene, loft: float) -> None:
    while math.degrees(scene.loft) < loft - 1.0:
        key(app, pygame.K_UP)
    ball = scene.views.top(0.0, 0.0)
    drag(app, ball, (ball[0] - 0.3 * min(app.size), ball[1]))
    assert scene.outcome is not None and scene.outcome.kick is not None
    assert abs(scene.outcome.kick.speed - KICK_MAX_SPEED) < 1e-6


def test_a_steep_full_pull_is_drawn_whole_and_its_crossing_at_the_hands_in_view() -> None:
    for loft in (62.5, 67.5, 75.0):
        app, scene = fresh(rounds=False)
        steep_full_pull(app, scene, loft)
        laid = scene.views.scale
        run_for(app, 0.2)
        assert zoom(scene) < 1.0, "drawn smaller to fit the flight"
        run_for(app, 2.5)
        words = said(app)
        assert "zoomed out" in words and "past this" not in words and "held at" not in words
        assert scene.views.scale == laid, "the press and the pull read the views as laid out"
        mark = scene.side_mark()
        assert mark is not None
        drawn = scene.views.scale * zoom(scene)
        # Play-test 7: the side view as drawn grows up into the empty band above it first.
        x0, base, area = scene.views.x0, scene.views.side_base, views_for(scene).side_area
        at = (x0 + mark[0] * drawn, base - mark[1] * drawn)
        assert area.collidepoint(round(at[0]), round(at[1])), (loft, mark, at, area)
        if loft < 70:  # the whole arc whole
            apex = max(z for _t, _x, _y, z in scene.flown())
            assert base - apex * drawn >= area.top, (loft, apex)
        # The next kick: the views as laid out again, the ball where it was.
        key(app, pygame.K_r)
        assert zoom(scene) == 1.0
        pygame.display.quit()


def test_a_ball_above_the_view_is_said_plainly() -> None:
    app, scene = fresh(rounds=False)
    steep_full_pull(app, scene, 75.0)
    run_for(app, 0.5)  # climbing: at its highest above the zoomed view's top
    v = scene.views
    x, _y, z = scene.ball_position()
    drawn = v.scale * zoom(scene)
    at = (v.x0 + x * drawn, v.side_base - z * drawn)
    words = said(app)
    if out_of(at, views_for(scene).side_area, scene.setup.ball, drawn):  # as drawn (play-test 7)
        assert "ball above" in words and "the view" in words
    assert "past this" not in words and "its way" not in words
    pygame.display.quit()


def test_the_round_over_card_is_never_over_the_flight_line() -> None:
    app, scene = fresh()
    assert scene.round is not None
    for n in range(8):
        if n:
            press_ball(app, scene)
            post(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1)
            app.frame(1 / 60)
        if n == 7:
            while math.degrees(scene.loft) < 60:
                key(app, pygame.K_UP)
        kick(app, scene, 0.9)
    assert scene.round_over
    with ui.recording() as boxes:
        app.frame(1 / 60)
    card = next(b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Round over"))
    drawn = scene.views.scale * zoom(scene)
    v = scene.views
    line = [(v.x0 + x * drawn, v.side_base - z * drawn) for _t, x, _y, z in scene.flown()]
    line += [(v.x0 + x * drawn, v.top_mid - y * drawn) for _t, x, y, _z in scene.flown()]
    lines = [
        b.rect for b in boxes if b.kind == ui.Kind.TEXT and ("Round over" in b.words or "good" in b.words)
    ]
    for rect in [r for r in lines if abs(r.centerx - card.rect.centerx) < 4]:
        assert not any(rect.collidepoint(p) for p in line), "a card line over the flight"
    first = card.rect.copy()
    run_for(app, 1.0)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    again = next(b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Round over"))
    assert again.rect == first, "one place"
    pygame.display.quit()
