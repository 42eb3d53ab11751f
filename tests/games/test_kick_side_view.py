"""Play-test: the field-goal window's picture agrees with its verdict. The side view draws the ball,
its way and the fingers at the model's one scale (a kick that cleared looked like it went through
the fingers, one that hit them like it cleared); the result's words fit their box whole at the
window sizes the app allows; and the guide says the whole kick before the press that starts the
count, never changing as the count runs."""

import pygame
import pytest

from games.finger_football.ui.kick_fit import views_for
from games.finger_football.ui.kick_scene import GOOD_CUE, KICK_MAX_SPEED, FieldGoalScene, Phase
from games.finger_football.ui.kick_views import FINGER, finger_top
from games.window import ui
from games.window.app import MIN_SIZE, App

from .conftest import drag, key, post, run_for
from .test_finger_football_window import field_goal, fresh_app

SIZES = [MIN_SIZE, (1280, 800)]
BAD_CUE = (255, 110, 90)


def kick(app: App, scene: FieldGoalScene, speed: float) -> None:
    """Press on the ball, drag back straight for ``speed`` and let go; watch it land."""
    if scene.phase == Phase.DONE:
        key(app, pygame.K_r)
    ball = scene.views.top(0.0, 0.0)
    pull = speed / KICK_MAX_SPEED * 0.3 * min(app.size)
    drag(app, ball, (ball[0] - pull, ball[1]))
    run_for(app, 3.0)
    assert scene.phase == Phase.DONE and scene.outcome is not None


def rows_of(app: App, column: int, area: pygame.Rect, colours: set[tuple[int, int, int]]) -> list[int]:
    return [y for y in range(area.top, area.bottom) if tuple(app.screen.get_at((column, y)))[:3] in colours]


@pytest.mark.parametrize("size", SIZES)
def test_the_ball_is_drawn_over_the_fingers_only_when_it_cleared_them(size: tuple[int, int]) -> None:
    app = fresh_app(size)
    scene = field_goal(app)
    v, post_, ball = scene.views, scene.range.post, scene.setup.ball
    clears = scene.clearing_speed()
    assert clears is not None
    top_row = v.side(post_.distance, finger_top(post_))[1]
    fist_column = round(v.side(post_.distance, 0.0)[0] + post_.thumb_thickness * v.scale)  # past the thumb
    drawn_top = min(rows_of(app, fist_column, v.side_area, {FINGER, (150, 100, 80)}))
    assert abs(drawn_top - top_row) <= 1, "the hand drawn no higher than the model's fingers"

    kick(app, scene, clears * 1.04)  # just clears
    assert scene.outcome is not None and scene.outcome.good
    mark = scene.side_mark()
    assert mark is not None and mark[0] == post_.distance
    assert mark[1] - ball.radius > finger_top(post_), "the model: its underside passed over the fingers"
    # As drawn: the guide's band is kept above the views from the start (the views never move),
    # so the smallest window's side view is lower and may draw the flight zoomed out to fit it.
    v = views_for(scene)
    top_row = v.side(post_.distance, finger_top(post_))[1]
    x, y = v.side(*mark)
    ring = rows_of(app, round(x), v.side_area, {GOOD_CUE})
    assert ring and max(ring) < top_row, "drawn: the ball's underside above the fingers' top"

    kick(app, scene, clears * 0.985)  # just too soft: it comes down on the fingers
    assert scene.outcome is not None and scene.outcome.reason == "off the crossbar"
    mark = scene.side_mark()
    assert mark is not None
    v = views_for(scene)
    top_row = v.side(post_.distance, finger_top(post_))[1]
    x, y = v.side(*mark)
    ring = rows_of(app, round(x), v.side_area, {BAD_CUE})
    assert ring and max(ring) >= top_row - 1, "drawn: the ball's underside down on the fingers"
    centre = v.side(post_.distance, post_.crossbar_height)
    apart = ((x - centre[0]) ** 2 + (y - centre[1]) ** 2) ** 0.5
    touching = (ball.radius + post_.crossbar_thickness / 2) * v.scale
    assert abs(apart - touching) <= 1.5, "the ball drawn touching the finger it hit"
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_every_line_of_the_result_fits_its_box(size: tuple[int, int]) -> None:
    """The longest result: a trembling hand spoils a kick drawn good, with its tremble told."""
    app = fresh_app(size)
    scene = field_goal(app, seed=3)
    key(app, pygame.K_c)  # the challenge: the hand trembles
    clears = scene.clearing_speed()
    assert clears is not None
    for _ in range(12):
        kick(app, scene, clears * 1.01)
        if scene.tremble_missed:
            break
    assert scene.tremble_missed, "a good kick drawn, spoilt by the tremble"
    words = scene.result_words()
    assert len(words) == 2 and len(" ".join(words)) > 250
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert ui.problems(boxes, app.size) == []
    strip = pygame.Rect(0, 44, size[0], scene.strip_height)
    shown = [b for b in boxes if b.kind == ui.Kind.TEXT and strip.contains(b.rect)]
    assert not [b.words for b in shown if b.words.endswith("…")], "no line cut short"
    said = " ".join(b.words for b in shown)
    for word in " ".join(words).split():
        assert word in said, f"{word!r} dropped"
    assert all(b.rect.bottom <= strip.bottom for b in shown)
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_the_guide_says_the_whole_kick_before_the_count_starts(size: tuple[int, int]) -> None:
    app = fresh_app(size)
    scene = app.push(lambda a: FieldGoalScene(a))
    assert isinstance(scene, FieldGoalScene)
    app.frame(1 / 60)
    guide = app.guide_of(scene)
    assert guide is not None and guide.showing is not None
    words = guide.showing.words
    with ui.recording() as boxes:
        app.frame(1 / 60)
    place = scene.guide_strip()  # over the side view's sky: the title bar's count stays in sight
    card = guide.card(place if isinstance(place, pygame.Rect) else app.screen.get_rect().move(0, place))
    assert card.top >= 44, "never over the title bar"
    said = " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT and card.contains(b.rect))
    assert all(w in said for w in words.split()), "the whole step shown on its card"
    ball = scene.views.top(0.0, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    run_for(app, 1.0)
    assert scene.clock > 0.5, "the count runs from the press"
    assert guide.showing is not None and guide.showing.words == words, "nothing new to read as it runs"
    pygame.display.quit()
