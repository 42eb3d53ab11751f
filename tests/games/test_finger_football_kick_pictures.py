"""Issue 32, a third newcomer's play-test of field-goal practice: a short kick is never drawn past
the hands, a good one passes behind the near thumb in the side view (not through it), the result's
mark never covers the "between the thumbs" label, and the help says the count starts at the press."""

import math

import pygame

from games.finger_football.ui import kick_drawing
from games.finger_football.ui.howto_pages import HAND
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.kick_views import FINGER

from .conftest import run_for
from .test_finger_football_window import field_goal, fresh_app, kick_with, texts


def test_a_short_kick_stops_at_the_hands() -> None:
    app = fresh_app()
    scene = field_goal(app)
    app.guides.clear()
    scene._set_loft(math.radians(20))
    kick_with(app, scene, 2.7)  # comes down short and rolls on
    run_for(app, 4.0)
    assert scene.phase == KickPhase.DONE and scene.outcome is not None and scene.outcome.reason == "short"
    assert max(x for _t, x, _y, _z in scene.outcome.trajectory) > scene.range.post.distance
    assert scene.ball_position()[0] < scene.range.post.distance, "drawn before the fingers"
    pygame.display.quit()


def test_a_good_kick_passes_behind_the_near_thumb_and_the_label_is_clear() -> None:
    app = fresh_app()
    scene = field_goal(app)
    app.guides.clear()
    kick_with(app, scene, 3.55)  # crosses just below the thumbs' tips
    run_for(app, 3.0)
    app.frame(1 / 60)
    assert scene.outcome is not None and scene.outcome.good
    assert kick_drawing.behind_near_thumb(scene), "the near thumb is drawn over its way"
    v, post = scene.views, scene.range.post
    mark = scene.side_mark()
    assert mark is not None
    tx, ring_y = v.side(*mark)  # the ring where it crossed: inside it, the thumb over the ball's band
    thumb_y = v.side(post.distance, post.thumb_top)[1]
    inside = range(round(thumb_y) + 2, round(ring_y + scene.setup.ball.radius * v.scale) - 3)
    assert inside, "the ball's band reaches down the thumb"
    for y in inside:
        assert tuple(app.screen.get_at((round(tx), y)))[:3] == FINGER, "the thumb in front"
    assert any("between the thumbs" in w for w in texts(app))
    pygame.display.quit()


def test_the_help_starts_the_count_at_the_press() -> None:
    words = " ".join(HAND.lines)
    assert "Say ready" not in words and "the count starts there" in words
