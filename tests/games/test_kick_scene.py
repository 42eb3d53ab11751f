"""Field goal practice driven by the events a person makes."""

import math

import pygame
import pytest

from games.finger_football.ui.kick_round import KICKS, best, setting_words
from games.finger_football.ui.kick_scene import JUDGE_IT, KICK_MAX_SPEED, FieldGoalScene, Phase
from games.window import ui
from games.window.app import App
from sim.kick import Reason, Verdict

from .conftest import drag, key, post, run_for


def open_scene(app: App) -> FieldGoalScene:
    scene = app.push(lambda a: FieldGoalScene(a))
    app.frame(1 / 60)
    assert isinstance(scene, FieldGoalScene)
    return scene


def click(app: App, at: tuple[float, float]) -> None:
    pos = (round(at[0]), round(at[1]))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def pull_for_speed(app: App, scene: FieldGoalScene, speed: float) -> float:
    """Pixels of pull that give ``speed``."""
    return speed / KICK_MAX_SPEED * 0.3 * min(app.size)


def kick_the_first(app: App, scene: FieldGoalScene) -> None:
    """The session's first kick, from the press on the ball; then R for the next."""
    key(app, pygame.K_SPACE)
    ball = scene.views.top(0.0, 0.0)
    pull = pull_for_speed(app, scene, 3.6)
    drag(app, ball, (ball[0] - pull, ball[1]))
    assert scene.attempts == 1 and scene.outcome is not None and scene.outcome.kick is not None
    run_for(app, 1.5)
    key(app, pygame.K_r)
    assert scene.phase == Phase.WAITING and not scene.count_waits


def hold_the_ball(app: App, scene: FieldGoalScene, seconds: float) -> None:
    """Press on the ball (the count starts) and hold it there, never letting go."""
    ball = scene.views.top(0.0, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    run_for(app, seconds)


def test_every_kick_counts_from_the_press(app: App) -> None:
    scene = open_scene(app)
    for _ in range(2):
        key(app, pygame.K_SPACE)  # ready: still nothing counts
        assert scene.phase == Phase.COUNTING and scene.count_waits
        ball = scene.views.top(0.0, 0.0)
        run_for(app, 0.5)
        assert scene.clock == 0.0 and scene.outcome is None  # no count while the ball lies untouched
        click(app, ball)  # stand it up: "go" for this kick
        assert scene.stood_at == 0.0 and not scene.count_waits
        run_for(app, 3.5)
        assert scene.phase == Phase.DONE
        key(app, pygame.K_r)


def test_a_press_on_the_ball_is_ready_and_go(app: App) -> None:
    scene = open_scene(app)
    kick_the_first(app, scene)
    run_for(app, 2.0)  # reading the last kick's words: nothing counts
    assert scene.phase == Phase.WAITING
    ball = scene.views.top(0.0, 0.0)
    pull = pull_for_speed(app, scene, 3.6)
    drag(app, ball, (ball[0] - pull, ball[1]))
    assert scene.phase == Phase.FLYING and scene.outcome is not None
    assert scene.outcome.kick is not None
    assert math.degrees(scene.outcome.kick.elevation) == 40.0
    kicked_at = scene.outcome.kicked_at
    assert kicked_at is not None and kicked_at < 0.5
    run_for(app, 1.5)
    assert scene.phase == Phase.DONE
    assert scene.outcome.verdict == Verdict.GOOD


def test_holding_the_ball_past_the_count_is_blocked(app: App) -> None:
    scene = open_scene(app)
    hold_the_ball(app, scene, 3.2)
    assert scene.phase == Phase.DONE and scene.outcome is not None
    assert (scene.outcome.verdict, scene.outcome.reason) == (Verdict.BLOCKED, Reason.TOO_LATE)


def free_practice(app: App, scene: FieldGoalScene) -> None:
    """D twice: air resistance off and on again, and out of the round into free practice,
    where the strip judges the kick before it is let go."""
    key(app, pygame.K_d)
    key(app, pygame.K_d)
    assert scene.round is None and scene.drag


def test_one_press_on_the_ball_stands_it_up_and_drags_the_kick(app: App) -> None:
    """The plain drag a newcomer makes: press on the ball (it stands up), drag back, let go."""
    scene = open_scene(app)
    free_practice(app, scene)
    key(app, pygame.K_SPACE)
    ball = scene.views.top(0.0, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    app.frame(1 / 60)
    assert scene.press is not None and scene.stood_at is not None  # that press stood it up
    pull = pull_for_speed(app, scene, 3.6)
    post(pygame.MOUSEMOTION, pos=(round(ball[0] - pull), round(ball[1])), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    flight = scene.predicted()  # drawn dotted while dragging, and judged in the strip
    assert flight is not None and flight.good
    assert scene._cue()[0].startswith("Strong enough")
    post(pygame.MOUSEBUTTONUP, pos=(round(ball[0] - pull), round(ball[1])), button=1)
    app.frame(1 / 60)
    assert scene.phase == Phase.FLYING and scene.kicks_made == 1


def test_a_soft_drag_is_called_too_soft_before_it_is_let_go(app: App) -> None:
    scene = open_scene(app)
    free_practice(app, scene)
    ball = scene.views.top(0.0, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)  # says ready too
    app.frame(1 / 60)
    assert scene.phase == Phase.COUNTING and scene.stood_at is not None
    pull = pull_for_speed(app, scene, 1.0)
    post(pygame.MOUSEMOTION, pos=(round(ball[0] - pull), round(ball[1])), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    words, colour = scene._cue()
    assert words.startswith("Too soft") and colour == (255, 110, 90)


def test_a_blocked_kick_says_why(app: App) -> None:
    scene = open_scene(app)
    kick_the_first(app, scene)
    hold_the_ball(app, scene, 3.2)
    assert scene.outcome is not None and scene.outcome.kick is None
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert any("held the ball past the count" in b.words for b in boxes)


def test_the_wheel_sets_the_loft(app: App) -> None:
    scene = open_scene(app)
    before = scene.loft
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    app.frame(1 / 60)
    assert math.degrees(scene.loft - before) == pytest.approx(5.0)
    key(app, pygame.K_DOWN)
    assert math.degrees(scene.loft - before) == pytest.approx(2.5)


def test_verdict_is_drawn(app: App) -> None:
    scene = open_scene(app)
    kick_the_first(app, scene)
    hold_the_ball(app, scene, 3.2)
    shot = pygame.surfarray.array3d(app.screen)
    # The BLOCKED call is written in the no-good colour across the top of the side view.
    w = app.size[0]
    band = shot[w // 2 - 200 : w // 2 + 200, 70:140]
    assert ((band == (255, 110, 90)).all(axis=2)).sum() > 50
    assert scene.outcome is not None and scene.outcome.call == "BLOCKED - too late"


def kick_a_round_kick(app: App, scene: FieldGoalScene, speed: float) -> None:
    """Press on the ball, drag back straight for ``speed`` and let go; watch it land."""
    ball = scene.views.top(0.0, 0.0)
    drag(app, ball, (ball[0] - pull_for_speed(app, scene, speed), ball[1]))
    assert scene.outcome is not None
    run_for(app, 2.0)
    assert scene.phase == Phase.DONE


def test_practice_is_a_round_whose_kicks_move_the_hands(app: App) -> None:
    scene = open_scene(app)
    assert scene.round is not None and (scene.hands, scene.distance) == ("medium", 1.10)
    assert "Kick 1 of 8" in scene.kick_heading()
    kick_a_round_kick(app, scene, 3.6)
    ball = scene.views.top(0.0, 0.0)
    click(app, ball)  # the next kick: its hands are shown first, no count yet
    assert scene.phase == Phase.WAITING and scene.round.index == 1
    assert scene.hands == "large" and abs(scene.distance - 0.95) <= 0.05 + 1e-9
    told = setting_words(scene.setup, scene.round.setting, scene.round.before)
    assert "cm nearer" in told and "gap 17.2 cm (wider)" in told and "(higher)" in told


def test_a_round_leaves_the_judging_to_the_kicker(app: App) -> None:
    """No verdict before the kick: the dotted path's first half only, no speed needed."""
    scene = open_scene(app)
    ball = scene.views.top(0.0, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    app.frame(1 / 60)
    pull = pull_for_speed(app, scene, 3.6)
    post(pygame.MOUSEMOTION, pos=(round(ball[0] - pull), round(ball[1])), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert scene.predicted() is not None and scene._cue()[0] == JUDGE_IT
    post(pygame.MOUSEBUTTONUP, pos=(round(ball[0] - pull), round(ball[1])), button=1)
    run_for(app, 2.0)
    assert "it needed" in scene.kick_story()  # told once kicked: the round still teaches


def test_a_round_of_eight_is_scored_and_its_best_kept(app: App) -> None:
    scene = open_scene(app)
    assert scene.round is not None
    assert "best" not in scene.round_words()  # no round kept yet: no "best 0/8" beside good kicks
    trembled = []
    for n in range(KICKS):
        if n:
            click(app, scene.views.top(0.0, 0.0))  # the next kick's hands, read first
        trembled.append(scene.trembles)
        kick_a_round_kick(app, scene, 4.5)
    assert trembled == [False, False, *[True] * (KICKS - 2)]  # the hand trembles from the third
    assert scene.round_over
    goods = scene.round.goods
    assert f"Round over: {goods} of 8" in scene.round_over_words()
    assert best(app.settings.hints_seen) == goods or goods == 0
    click(app, scene.views.top(0.0, 0.0))  # a new round
    assert scene.round.index == 0 and scene.round.last_score == goods and not scene.round_over
    assert (f"best round {goods}/8" in scene.round_words()) == (goods > 0)
