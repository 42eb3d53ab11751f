"""Field-goal practice after play-test 6 (a newcomer, 7/10), driven by the events a person makes:
a press on the side view's ball starts no count and says where to kick from; T's round keeps its
own tremble schedule after C; a press made as a result appears is not taken for the next kick; the
flight goes on past the hands to the table; the round's end gives one instruction."""

from __future__ import annotations

import pygame

from games.finger_football.ui.kick_consts import AGAIN
from games.finger_football.ui.kick_fit import views_for
from games.finger_football.ui.kick_press import RESULT_SEEN, SIDE_PRESS
from games.finger_football.ui.kick_scene import FieldGoalScene, Phase
from games.window import ui
from games.window.app import App

from ..conftest import drag, key, post, run_for
from .kick_kit import kick, open_kick, said


def fresh(rounds: bool = True, size: tuple[int, int] = (1280, 800)) -> tuple[App, FieldGoalScene]:
    return open_kick(rounds, size)


def click(app: App, at: tuple[float, float]) -> None:
    pos = (round(at[0]), round(at[1]))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def next_kick(app: App, scene: FieldGoalScene) -> None:
    click(app, scene.views.top(0.0, 0.0))
    assert scene.phase == Phase.WAITING


def test_a_press_on_the_side_views_ball_starts_no_count_and_says_where_to_kick_from() -> None:
    for rounds in (True, False):
        app, scene = fresh(rounds)
        side_ball = scene.views.side(0.0, scene.setup.ball.radius)
        click(app, side_ball)
        assert scene.phase == Phase.WAITING and scene.stood_at is None
        assert "Kick from the top view" in said(app)
        run_for(app, 4.0)  # longer than the count: nothing was started, nothing is blocked
        assert scene.phase == Phase.WAITING and scene.attempts == 0 and scene.outcome is None
        # Dragging there does nothing either; the top view's ball then kicks as ever.
        drag(app, side_ball, (side_ball[0] - 150, side_ball[1]))
        assert scene.phase == Phase.WAITING and scene.outcome is None
        assert SIDE_PRESS.split(":")[0] in said(app)
        kick(app, scene, 0.65)
        assert scene.attempts == 1 and scene.outcome is not None and scene.outcome.kick is not None
        pygame.display.quit()


def test_a_side_press_while_the_count_runs_is_not_called_a_click() -> None:
    app, scene = fresh(rounds=False)
    click(app, scene.views.top(0.0, 0.0))  # the count starts
    assert scene.phase == Phase.COUNTING and scene.stood_at is not None
    click(app, scene.views.side(0.0, scene.setup.ball.radius))
    assert scene.note == SIDE_PRESS
    assert "A click is no kick" not in said(app)
    pygame.display.quit()


def test_a_new_round_after_c_follows_its_own_tremble_schedule() -> None:
    app, scene = fresh(rounds=False)
    key(app, pygame.K_c)  # free practice: the tremble on
    assert scene.challenge and scene.trembles
    key(app, pygame.K_t)  # a new round: steady for the first 2
    assert "a steady hand for the first 2" in app.note
    assert scene.round is not None and not scene.trembles
    kick(app, scene, 0.65)
    assert scene.meant is None, "kick 1 struck as drawn"
    next_kick(app, scene)
    assert not scene.trembles
    kick(app, scene, 0.65)
    assert scene.meant is None, "kick 2 struck as drawn"
    next_kick(app, scene)
    assert scene.trembles, "from the third, the round's own tremble"
    pygame.display.quit()


def test_a_press_as_a_result_appears_is_not_taken_for_the_next_kick() -> None:
    app, scene = fresh()
    assert scene.round is not None
    ball = scene.views.top(0.0, 0.0)
    drag(app, ball, (ball[0] - 0.65 * 0.3 * min(app.size), ball[1]))
    while scene.phase != Phase.DONE:
        app.frame(1 / 60, draw=False)
    click(app, ball)  # pressed on as it landed: the result has not been seen yet
    assert scene.phase == Phase.DONE and scene.round.index == 0 and scene.outcome is not None
    assert AGAIN.split(";")[0] in said(app)
    run_for(app, RESULT_SEEN)
    click(app, ball)  # seen: the press sets up kick 2
    assert scene.phase == Phase.WAITING and scene.round.index == 1
    pygame.display.quit()


def test_the_flight_goes_on_to_the_table_or_out_of_the_view() -> None:
    for share in (0.65, 0.8, 1.0):
        app, scene = fresh(rounds=False)
        kick(app, scene, share)
        assert scene.outcome is not None and scene.outcome.trajectory is not None
        model_end = scene.outcome.trajectory[-1]
        end = scene.flown()[-1]
        assert end[1] > model_end[1] + 0.1, "on past the hands"
        v = scene.views
        landed = abs(end[3] - scene.setup.ball.radius) < 1e-6
        assert landed or v.x0 + end[1] * v.scale > v.side_area.right, (share, end)
        assert scene.ball_position() == (end[1], end[2], end[3]), "where the flight ended"
        pygame.display.quit()


def test_the_round_end_gives_one_instruction_and_its_card_is_clear_of_the_last_arc() -> None:
    app, scene = fresh()
    for n in range(8):
        if n:
            run_for(app, RESULT_SEEN)
            next_kick(app, scene)
        kick(app, scene, 0.9 if n < 7 else 0.75)
    assert scene.round_over
    with ui.recording() as boxes:
        app.frame(1 / 60)
    words = " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT)
    assert "set up the next kick" not in words, "the strip leaves what next to the card"
    assert words.count("next round") == 1
    card = next(b.rect for b in boxes if b.kind == ui.Kind.OVERLAY)
    v = views_for(scene)
    pad = scene.setup.ball.radius * v.scale
    arc = [v.side(x, z) for _t, x, _y, z in scene.flown()]
    top = min(arc, key=lambda p: p[1])
    assert not card.inflate(2 * pad, 2 * pad).collidepoint(top), "over the arc's top"
    assert not any(card.collidepoint(p) for p in arc)
    pygame.display.quit()
