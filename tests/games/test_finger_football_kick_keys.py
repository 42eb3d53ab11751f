"""Field-goal practice's keys in every state of the kick window, pressed as a person presses
them: a key over the round's end card ended the program (play-test); C, H and D part-way through
a round ask first; the round-over card closes with the round it shows."""

from __future__ import annotations

import math
import re
from collections.abc import Callable

import numpy as np
import pygame
import pytest

from games.finger_football.ui.kick_round import KickRound, round_plan
from games.finger_football.ui.kick_scene import FULL_PULL, FieldGoalScene, Phase
from games.finger_football.ui.kick_views import BALL, OUT_OF_VIEW
from games.window.app import App
from sim.kick import HANDS, Kick

from .conftest import drag, key, post, run_for
from .test_finger_football_window import fresh_app, texts

# Every key the window uses, and a few it does not (Esc apart: it leaves the window).
KEYS = (
    pygame.K_c,
    pygame.K_h,
    pygame.K_d,
    pygame.K_t,
    pygame.K_r,
    pygame.K_SPACE,
    pygame.K_RETURN,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_TAB,
    pygame.K_F1,
    pygame.K_g,
    pygame.K_a,
    pygame.K_y,
    pygame.K_n,
)


def practice(seed: int = 3) -> tuple[App, FieldGoalScene]:
    app = fresh_app()
    scene = app.push(lambda a: FieldGoalScene(a, seed=seed))
    assert isinstance(scene, FieldGoalScene)
    app.guides.clear()
    app.frame(1 / 60)
    return app, scene


def kick(app: App, scene: FieldGoalScene, share: float = 0.2) -> None:
    ball = scene.views.top(0.0, 0.0)
    drag(app, ball, (ball[0] - share * min(app.size), ball[1]))


def round_over(app: App, scene: FieldGoalScene) -> None:
    """The round's last kick landed: its card shows (a one-kick round, to be quick)."""
    scene.round = KickRound(round_plan(np.random.default_rng(1))[:1])
    kick(app, scene)
    run_for(app, 2.5)
    assert scene.round_over and scene.phase == Phase.DONE
    assert any(w.startswith("Round over:") for w in texts(app))


def mid_round(app: App, scene: FieldGoalScene) -> None:
    kick(app, scene)
    run_for(app, 2.5)
    key(app, pygame.K_r)
    assert scene.round is not None and len(scene.round.results) == 1


@pytest.mark.parametrize("pressed", KEYS)
def test_every_key_over_the_round_over_card_is_safe(pressed: int) -> None:
    app, scene = practice()
    round_over(app, scene)
    key(app, pressed)
    texts(app)  # drawn after the key: the card, or the window without it
    if pressed in (pygame.K_c, pygame.K_h, pygame.K_d):
        assert scene.round is None and not scene.round_over  # free practice: the card closed
        assert not any(w.startswith("Round over:") for w in texts(app))
    pygame.display.quit()


def waiting(app: App, scene: FieldGoalScene) -> None:
    assert scene.phase == Phase.WAITING


def ready(app: App, scene: FieldGoalScene) -> None:
    key(app, pygame.K_SPACE)
    assert scene.count_waits


def counting(app: App, scene: FieldGoalScene) -> None:
    ball = scene.views.top(0.0, 0.0)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    )
    run_for(app, 0.5)
    assert scene.phase == Phase.COUNTING and not scene.count_waits


def flying(app: App, scene: FieldGoalScene) -> None:
    kick(app, scene)
    assert scene.phase == Phase.FLYING


def landed(app: App, scene: FieldGoalScene) -> None:
    kick(app, scene)
    run_for(app, 2.5)
    assert scene.phase == Phase.DONE


def blocked(app: App, scene: FieldGoalScene) -> None:
    counting(app, scene)
    run_for(app, 3.5)
    assert scene.phase == Phase.DONE


def free(app: App, scene: FieldGoalScene) -> None:
    key(app, pygame.K_h)
    assert scene.round is None


def free_landed(app: App, scene: FieldGoalScene) -> None:
    free(app, scene)
    landed(app, scene)


def asking(app: App, scene: FieldGoalScene) -> None:
    mid_round(app, scene)
    key(app, pygame.K_c)
    assert scene.confirm is not None


STATES: dict[str, Callable[[App, FieldGoalScene], None]] = {
    "waiting": waiting,
    "ready": ready,
    "counting": counting,
    "flying": flying,
    "landed": landed,
    "blocked": blocked,
    "free": free,
    "free landed": free_landed,
    "mid round": mid_round,
    "asking": asking,
    "round over": round_over,
}


@pytest.mark.parametrize("state", list(STATES))
def test_a_sweep_of_every_key_in_every_state_never_fails(state: str) -> None:
    app, scene = practice()
    STATES[state](app, scene)
    for pressed in KEYS:
        key(app, pressed)
        run_for(app, 0.2)
        texts(app)
    run_for(app, 3.0)
    texts(app)
    pygame.display.quit()


def test_c_part_way_through_a_round_asks_first_and_esc_keeps_the_round() -> None:
    app, scene = practice()
    mid_round(app, scene)
    kept = scene.round
    key(app, pygame.K_c)
    assert scene.confirm is not None and scene.round is kept
    said = " ".join(texts(app))
    assert "Leave the round?" in said and "1 of 8 kicks taken" in said
    key(app, pygame.K_ESCAPE)  # keep playing
    assert scene.confirm is None and scene.round is kept and app.stack.top is scene
    key(app, pygame.K_c)
    key(app, pygame.K_RETURN)  # Enter keeps you where you are, as every such question
    assert scene.confirm is None and scene.round is kept
    key(app, pygame.K_c)
    key(app, pygame.K_y)  # leave the round
    assert scene.confirm is None and scene.round is None and scene.trembles
    pygame.display.quit()


def test_h_at_a_rounds_start_needs_no_question() -> None:
    app, scene = practice()
    key(app, pygame.K_h)
    assert scene.confirm is None and scene.round is None and scene.hands == "large"
    pygame.display.quit()


@pytest.mark.parametrize("watch", [False, True])
def test_a_sweep_of_every_key_in_a_games_kick_never_fails(watch: bool) -> None:
    app = fresh_app()
    heard: list[bool] = []
    under = app.push(lambda a: FieldGoalScene(a, seed=5))  # the window a game's kick returns to
    seen = None
    if watch:
        base = FieldGoalScene(app, seed=6)
        seen = base.range.kick(Kick(3.5, 0.7, 0.0), drag=True, trajectory=True)
    scene = app.push(
        lambda a: FieldGoalScene(
            a, on_result=lambda o: heard.append(o.good), kicker="your field goal", watch=seen
        )
    )
    assert isinstance(scene, FieldGoalScene)
    app.guides.clear()
    app.frame(1 / 60)
    if not watch:
        kick(app, scene)
    for pressed in KEYS:
        key(app, pressed)
        run_for(app, 0.5)
        texts(app)
    if watch:
        run_for(app, 5.0)  # the CPU's kick, said go to by Space, goes back by itself once landed
    assert app.stack.top is under and len(heard) == 1  # Enter (or the wait) handed it back, once
    pygame.display.quit()


def stated_need(app: App) -> int:
    """The pull the side view's label says this kick needs, as a person reads it."""
    said = texts(app)
    at = said.index("fingers, pull")
    found = re.fullmatch(r"(\d+)% or more", said[at + 1])
    assert found is not None, said[at + 1]
    return int(found.group(1))


def test_a_pull_of_exactly_the_stated_need_clears_at_every_hands() -> None:
    app, scene = practice()
    for _ in HANDS:
        key(app, pygame.K_h)  # free practice at the next hands: the need follows them
        need = stated_need(app)
        run_for(app, 0.1)
        ball = scene.views.top(0.0, 0.0)
        px = math.ceil(need / 100 * FULL_PULL * min(app.size))  # as far as the label shows the need
        post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
        app.frame(1 / 60)
        post(pygame.MOUSEMOTION, pos=(round(ball[0]) - px, round(ball[1])), rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
        assert f"pull {need}%" in texts(app), "the pull shown is the need stated"
        post(pygame.MOUSEBUTTONUP, pos=(round(ball[0]) - px, round(ball[1])), button=1)
        app.frame(1 / 60)
        run_for(app, 2.5)
        assert scene.outcome is not None and scene.outcome.good, (scene.hands, need, scene.kick_story())
        key(app, pygame.K_r)
    pygame.display.quit()


def ball_pixels(app: App, scene: FieldGoalScene) -> int:
    bx, by = scene.views.top(0.0, 0.0)
    shot = pygame.surfarray.array3d(app.screen)[round(bx) - 8 : round(bx) + 8, round(by) - 8 : round(by) + 8]
    return int((shot == np.array(BALL)).all(axis=2).sum())


def test_a_keys_note_leaves_the_ball_in_sight_and_the_header_says_free_practice_first() -> None:
    app, scene = practice()
    assert ball_pixels(app, scene) > 0
    said = " ".join(texts(app))
    # The title bar is the round's score alone; the keys that leave it are in the help bar.
    assert "Free practice" not in said and "H: hands · D: air drag" in said
    key(app, pygame.K_d)  # a note says what D did: the air's drag, no wind (play-test)
    assert "air drag (the air slowing the ball) off" in app.note
    app.frame(1 / 60)
    assert ball_pixels(app, scene) > 0, "the note is drawn off the ball"
    pygame.display.quit()


def test_a_ball_out_of_the_view_is_said_beside_its_arrow() -> None:
    app, scene = practice()
    key(app, pygame.K_h)  # free practice
    for _ in range(30):
        key(app, pygame.K_UP)  # the steepest loft
    kick(app, scene, share=0.3)  # a full pull: far over the side view's top
    run_for(app, 0.6)
    said = texts(app)
    # Play-test 5: drawn smaller to fit once struck; a ball still above the view said plainly.
    held = all(line in said for line in OUT_OF_VIEW)
    assert "zoomed out" in said and (held or not any("past this" in w for w in said)), said
    pygame.display.quit()
