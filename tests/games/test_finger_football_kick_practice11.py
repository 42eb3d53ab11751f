"""Field-goal practice after a newcomer's play-test (7/10): the out-of-view note under the footer,
advice that contradicted a tremble that cut the pull short (and a point off in its arithmetic),
one tally for round and free kicks, a round's last result left up in free practice, the round's
card over the flight, R re-drawing a kick not yet taken, "D air". Driven by the events a person
makes; the words and the pixels checked."""

from __future__ import annotations

import math
import re

import pygame

from games.finger_football.ui import kick_words
from games.finger_football.ui.kick_scene import KICK_MAX_SPEED, FieldGoalScene, Phase
from games.window import ui
from games.window.app import App
from sim.kick import Kick

from .conftest import drag, key, run_for
from .test_finger_football_window import fresh_app, texts
from .test_kick_scene import kick_a_round_kick, open_scene, pull_for_speed


def boxes(app: App) -> list[ui.Box]:
    with ui.recording() as drawn:
        app.frame(1 / 60)
    assert ui.problems(drawn, app.size) == []
    return list(drawn)


def test_the_out_of_view_note_stays_beside_its_view_above_the_footer() -> None:
    app = fresh_app()
    scene = app.push(lambda a: FieldGoalScene(a, rounds=False))
    assert isinstance(scene, FieldGoalScene)
    app.guides.clear()
    app.frame(1 / 60)
    ball = scene.views.top(0.0, 0.0)
    pull = pull_for_speed(app, scene, 5.5)
    drag(app, ball, (ball[0] - pull * math.cos(0.5), ball[1] - pull * math.sin(0.5)))  # far aside
    seen = False
    for _ in range(90):
        app.frame(1 / 60)
        for b in boxes(app):
            if b.kind == ui.Kind.TEXT and b.words in (
                "yellow arrow",
                "its way",
                "(yellow arrow)",
                "the view",
            ):
                seen = True
                assert b.rect.bottom <= scene.views.top_area.bottom, f"{b.words!r} under the footer"
    assert seen, "the note is said while the ball is out of the top view"
    pygame.display.quit()


def test_a_tremble_that_cut_the_pull_short_is_said_so_with_right_arithmetic() -> None:
    app = fresh_app()
    scene = app.push(lambda a: FieldGoalScene(a, challenge=True, seed=3, rounds=False))
    assert isinstance(scene, FieldGoalScene)
    clears = scene.clearing_speed()
    assert clears is not None
    meant = Kick(clears * 1.115, scene.loft, 0.0)  # 10% over the need and a little: a sound pull
    struck = Kick(clears * 0.96, scene.loft, 0.0)  # the tremble cut it short: it drops
    scene.outcome = scene.range.kick(struck, drag=scene.drag, trajectory=True)
    assert not scene.outcome.good and scene.range.kick(meant, drag=scene.drag).good
    scene.meant = meant
    scene.tremble_missed = kick_words.tremble_missed(scene, meant, struck)
    story = scene.kick_story()
    assert "cut the pull short" in story
    assert "pull less hard" not in story
    said = re.search(r"You pulled (\d+)%; it needed at least (\d+)%", story)
    assert said is not None, story
    assert int(said[1]) > int(said[2]) and "points" not in story, "one unit: the pull's %"
    pygame.display.quit()


def test_free_practice_counts_its_own_kicks_and_starts_clear_of_the_rounds_result() -> None:
    app = fresh_app()
    scene = open_scene(app)
    app.guides.clear()
    kick_a_round_kick(app, scene, 2.0)  # a round's kick, short: NO GOOD
    assert scene.round is not None and scene.phase == Phase.DONE
    key(app, pygame.K_h)  # free practice: asked first, part-way through the round
    assert scene.confirm is not None
    run_for(app, 0.5)
    key(app, pygame.K_y)  # leave the round
    assert scene.round is None and scene.phase == Phase.WAITING, "the round's result is not left up"
    said = " ".join(texts(app))
    assert "NO GOOD" not in said and "Good:" not in said and "good of" not in said
    kick = scene.views.top(0.0, 0.0)
    drag(app, kick, (kick[0] - pull_for_speed(app, scene, KICK_MAX_SPEED * 0.8), kick[1]))
    run_for(app, 2.0)
    assert scene.landed_tally()[1] == 1, "free practice's own kick, not the round's too"
    assert re.search(r"Free practice: \d good of 1 ", " ".join(texts(app)))
    pygame.display.quit()


def test_the_rounds_card_is_clear_of_the_last_kicks_flight() -> None:
    app = fresh_app()
    scene = open_scene(app)
    app.guides.clear()
    for i in range(8):
        clears = scene.clearing_speed() or 4.0
        kick_a_round_kick(app, scene, min(5.9, clears * 1.12))
        if i < 7:
            key(app, pygame.K_r)
    assert scene.round_over
    flown = [scene.views.side(x, z) for _t, x, _y, z in scene.flown()]
    # Over the side view's sky (grown up into the guide's empty band, when a guide has been shown
    # and is not up), or over the top view when the sky has no room clear of the arc.
    side = scene.views.side_area
    areas = (side.union(scene.guide_band) if scene.guide_band.height > 0 else side, scene.views.top_area)
    cards = [
        b.rect for b in boxes(app) if b.kind == ui.Kind.OVERLAY and any(a.contains(b.rect) for a in areas)
    ]
    assert cards, "the round's card is drawn over the views"
    assert not any(card.collidepoint(p) for card in cards for p in flown), "clear of the flight"
    pygame.display.quit()


def test_r_never_skips_or_redraws_a_round_kick_not_yet_taken() -> None:
    app = fresh_app()
    scene = open_scene(app)
    app.guides.clear()
    kick_a_round_kick(app, scene, 3.6)
    key(app, pygame.K_r)  # the kick taken: R brings the next
    assert scene.round is not None
    setting = (scene.round.index, scene.hands, scene.distance)
    assert setting[0] == 1
    for _ in range(3):
        key(app, pygame.K_r)
        assert (scene.round.index, scene.hands, scene.distance) == setting
    ball = scene.views.top(0.0, 0.0)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    )
    app.frame(1 / 60)
    assert scene.phase == Phase.COUNTING and scene.stood_at is not None
    key(app, pygame.K_r)  # mid-count: no way out of a hard kick
    assert scene.phase == Phase.COUNTING and (scene.round.index, scene.hands, scene.distance) == setting
    assert "first" in app.note
    pygame.display.quit()
