"""Field-goal practice after play-test 6 (a newcomer, 7/10), driven by the events a person makes,
the words and the pixels drawn checked: a miss no pull could have cleared is told to loft more; the
gutter's labels wrap inside their column; a ball out of a view is an arrow, never a ball too; a
high crossing is said how high in the hands' picture; help shows only what applies to practice; at
150 % "3 s" and a setting's phrase stay whole, the views keep still for the guide, and the loft's
line shows before the press."""

from __future__ import annotations

import math

import pygame

from games.finger_football.ui.howto_pages import GOAL_LINE
from games.finger_football.ui.kick_fit import views_for
from games.finger_football.ui.kick_help import ROUNDS
from games.finger_football.ui.kick_press import RESULT_SEEN
from games.finger_football.ui.kick_scene import FieldGoalScene, Phase
from games.finger_football.ui.kick_views import ARROW, BALL, out_of
from games.window import ui
from games.window.app import App

from ..conftest import key, post, run_for
from .kick_kit import kick, open_kick

fresh = open_kick


def drawn(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert ui.problems(boxes, app.size) == []
    return [b for b in boxes if b.kind == ui.Kind.TEXT]


def test_a_loft_no_pull_clears_is_told_to_loft_more_not_to_pull_harder() -> None:
    app, scene = fresh()
    for _ in range(13):
        key(app, pygame.K_DOWN)  # 40° down to 7.5°
    assert round(math.degrees(scene.loft), 1) == 7.5
    assert scene.clearing_speed() is None, "no pull up to a full one clears at this loft"
    kick(app, scene, 0.9)
    assert scene.outcome is not None and not scene.outcome.good
    words = " ".join(b.words for b in drawn(app))
    assert "loft it more" in words and "wheel up or Up" in words, words
    assert "Pull further back" not in words
    # At 40° the same short pull is told to pull further.
    run_for(app, RESULT_SEEN)
    key(app, pygame.K_r)
    for _ in range(13):
        key(app, pygame.K_UP)
    kick(app, scene, 0.3)
    assert "Pull further back" in " ".join(b.words for b in drawn(app))
    pygame.display.quit()


def test_the_gutter_labels_wrap_inside_their_column_and_a_wide_ball_is_an_arrow_alone() -> None:
    app, scene = fresh()
    ball = scene.views.top(0.0, 0.0)
    pull = 0.7 * 0.3 * min(app.size)
    angle = math.radians(-5.3)  # aimed right: down in the top view
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    app.frame(1 / 60)
    at = (round(ball[0] - pull * math.cos(angle)), round(ball[1] + pull * math.sin(angle)))
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    gutter = [b for b in drawn(app) if b.rect.left < 20]
    assert any("right" in b.words for b in gutter) and any(
        b.words.startswith("aim ") and "°" in b.words for b in gutter
    )
    assert not any("…" in b.words for b in gutter), [b.words for b in gutter]
    room = ui.px(110) - 16
    views = scene.views.side_area.union(scene.views.top_area)
    assert all(b.rect.width <= room for b in gutter if views.top <= b.rect.top < views.bottom)
    # A kick far wide: the top view shows an arrow at its edge and no ball, said beside it.
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    app.frame(1 / 60)
    key(app, pygame.K_r)
    kick(app, scene, 1.0, math.radians(-40))
    v = views_for(scene)
    x, y, _z = scene.ball_position()
    assert out_of(v.top(x, y), v.top_area, scene.setup.ball, v.scale)
    gutter = [b for b in drawn(app) if b.rect.left < 20]
    assert any("the view" in b.words for b in gutter)
    assert not any("…" in b.words for b in gutter), [b.words for b in gutter]
    area = v.top_area
    colours = {
        tuple(app.screen.get_at((px, py)))[:3]
        for px in range(area.left, area.right, 2)
        for py in range(area.top, area.bottom, 2)
    }
    assert ARROW in colours and BALL not in colours, "the arrow alone, no ball held inside the view"
    pygame.display.quit()


def test_a_high_crossing_is_said_how_high_in_the_hands_picture() -> None:
    app, scene = fresh()
    while math.degrees(scene.loft) < 67.0:
        key(app, pygame.K_UP)
    kick(app, scene, 1.0)
    mark = scene.hands_mark()
    assert mark is not None and mark[1] > scene.range.post.thumb_top + 0.05
    words = [b for b in drawn(app) if b.rect.colliderect(scene.inset)]
    assert any(b.words == f"{mark[1] * 100:.0f} cm up" for b in words), [b.words for b in words]
    pygame.display.quit()


def test_practice_help_shows_only_what_applies_to_practice() -> None:
    _app, scene = fresh()
    pages = scene.rules()
    text = " ".join(line for page in pages for line in page.lines)
    for game_only in ("CPU's 7", "own 30", "W says this", "P gives you a practice swing"):
        assert game_only not in text
    assert ROUNDS in pages and "title bar" not in text and "top right" in text
    assert "in the top view" in pages[0].lines[-1]
    game = FieldGoalScene(_app, on_result=lambda o: None, kicker="your field goal", seed=5)
    assert GOAL_LINE in game.rules()
    pygame.display.quit()


def test_at_150_percent_three_seconds_and_a_phrase_stay_whole() -> None:
    app, scene = fresh(rounds=True, scale=1.5)
    assert scene.round is not None
    lines: list[str] = []
    for n in range(5):  # kick 5: small hands, the fingers lower
        words = [b.words for b in drawn(app)]
        lines += words
        assert not any(w.rstrip().endswith("within 3") or w.strip() == "s" for w in words), words
        if n < 4:
            kick(app, scene, 0.7)
            run_for(app, RESULT_SEEN)
            ball = scene.views.top(0.0, 0.0)
            post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
            post(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1)
            app.frame(1 / 60)
    assert scene.round.index == 4
    assert any("let go within 3 s" in w for w in lines)
    up = f"fingers {scene.range.post.crossbar_height * 100:.1f} cm up (lower)"
    assert any(up in w for w in lines), [w for w in lines if "fingers" in w]
    pygame.display.quit()


def test_the_views_keep_still_for_the_guide_and_the_loft_line_shows_before_the_press() -> None:
    app, scene = fresh(scale=1.5)
    v = scene.views
    laid = (tuple(v.side_area), tuple(v.top_area), v.scale, v.x0, v.side_base)
    app.show_guide(scene)
    app.frame(1 / 60)
    assert app.guide_of(scene) is not None
    v = scene.views
    assert (tuple(v.side_area), tuple(v.top_area), v.scale, v.x0, v.side_base) == laid, "shown"
    app.guides.clear()
    app.frame(1 / 60)
    v = scene.views
    assert (tuple(v.side_area), tuple(v.top_area), v.scale, v.x0, v.side_base) == laid, "dismissed"
    # The loft's line before any press, turning with the wheel.
    assert scene.phase == Phase.WAITING and scene.stood_at is None

    def on_line() -> bool:
        cx, cy = scene.views.side(0.0, scene.setup.ball.tee_height)
        tip = (cx + 45 * math.cos(scene.loft), cy - 45 * math.sin(scene.loft))
        return tuple(app.screen.get_at((round(tip[0]), round(tip[1]))))[:3] == ui.ACCENT

    assert on_line()
    post(pygame.MOUSEWHEEL, x=0, y=4, flipped=False)
    app.frame(1 / 60)
    assert round(math.degrees(scene.loft)) == 50 and on_line()
    pygame.display.quit()
