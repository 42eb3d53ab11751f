"""Play-test 81 (a newcomer: vs CPU, practice, field-goal practice): the kick's need said before
the press and agreeing with the outcome, a bounce over the hands no good, the air's drag named as
such, the views rebalanced; the CPU's label whole in its box; the log's dice; practice's marks,
free tries and R."""

from __future__ import annotations

import math

import pygame

from games.finger_football.rules.actions import Dice, Direction, PlayKind, Team
from games.finger_football.ui.flick_input import FlickDrag
from games.finger_football.ui.kick_scene import KICK_MAX_SPEED, FieldGoalScene
from games.finger_football.ui.practice_marks import NOT_TARGET, NOT_TARGET_WORDS
from games.finger_football.ui.prompts import Names, told
from games.finger_football.ui.view import MatView
from games.window import ui
from sim.kick import Kick, KickRange, Reason, load_setup
from sim.slider import mat as mats

from .conftest import key, post
from .test_finger_football_newcomer7 import rolled
from .test_finger_football_practice5 import flick, said
from .test_finger_football_window import fresh_app, practice


def kick_window(**kwargs: object) -> tuple[object, FieldGoalScene]:
    app = fresh_app()
    scene = app.push(lambda a: FieldGoalScene(a, **kwargs))  # type: ignore[arg-type]
    assert isinstance(scene, FieldGoalScene)
    app.guides.clear()
    app.frame(1 / 60)
    return app, scene


# ----------------------------------------------------------------- the kick
def test_a_kick_that_bounces_over_the_fingers_is_no_good_and_says_why() -> None:
    setup = load_setup()
    rng = KickRange(setup.goalpost("small", 1.10), setup.ball)
    kicks = (Kick(KICK_MAX_SPEED * pct / 100, math.radians(54), 0.0) for pct in range(50, 62))
    bounced = next((k for k in kicks if rng.kick(k, sail=False).good and not rng.kick(k).good), None)
    assert bounced is not None, "a low kick bouncing over the small hands"
    outcome = rng.kick(bounced)
    assert outcome.reason == Reason.BOUNCED and not outcome.good
    _app, scene = kick_window(hands="small", rounds=False)
    scene.outcome = outcome
    assert "sail over in the air" in scene.kick_story()
    pygame.display.quit()


def test_the_need_said_agrees_with_every_steady_kick_made() -> None:
    _app, scene = kick_window(rounds=False)
    for pct in range(50, 72):
        for aim in (-0.05, 0.0, 0.04):
            kick = Kick(KICK_MAX_SPEED * pct / 100, scene.loft, aim)
            scene.outcome = scene.range.kick(kick, drag=scene.drag)
            scene._told = None
            story = scene.kick_story()
            if scene.outcome.good and "needed at least" in story:
                need = int(story.split("needed at least ")[1].split("%")[0])
                pulled = int(story.split("pulled ")[1].split("%")[0])
                assert pulled >= need, story
    pygame.display.quit()


def test_the_air_drag_toggle_is_named_and_costs_pull() -> None:
    app, scene = kick_window(rounds=False)
    with_drag = scene.clearing_speed()
    key(app, pygame.K_d)
    assert "air drag" in app.note and "wind" not in app.note  # type: ignore[attr-defined]
    without = scene.clearing_speed()
    assert with_drag is not None and without is not None and without < with_drag, "drag slows the ball"
    assert "air drag off" in said(app)  # type: ignore[arg-type]
    pygame.display.quit()


def test_a_games_kick_says_the_need_the_limit_and_the_cost_before_the_press() -> None:
    miss = "A miss (or a ball held past the count): the CPU's ball on the CPU's 27."
    app, _scene = kick_window(on_result=lambda o: None, kicker="your field goal", miss=miss)
    words = said(app)  # type: ignore[arg-type]
    assert "pull 59% or more" in words and "within 3 s of your press" in words, words
    assert "the CPU's ball on the CPU's 27" in words
    assert "wherever the ball is" not in words and "W: why from your own goal line?" in words
    pygame.display.quit()


def test_the_top_view_has_room_and_the_side_view_no_tall_empty_sky() -> None:
    app, scene = kick_window()
    side, top = scene.views.side_area, scene.views.top_area
    assert top.height >= 190 and side.height <= 320 and top.height >= 0.6 * side.height, (side, top)
    assert top.bottom <= app.size[1]  # type: ignore[attr-defined]
    pygame.display.quit()


# ----------------------------------------------------------------- the game
def test_the_cpus_long_label_stays_in_its_box() -> None:
    app = fresh_app()
    mat = mats.default()
    view = MatView(mat)
    view.layout(pygame.Rect(170, 60, 690, 560))
    drag = FlickDrag(mat, view)
    screen = pygame.display.get_surface()
    words = (
        "The CPU · power 72% · 8 in 10 stop 82-113 yd, most likely 101; 4 in 10 leave the mat · spin 2 "
        "anticlockwise (spin: turns the slider as it slides)"
    )
    with ui.recording() as boxes:
        drag._label(screen, words, (860, 600), ui.PAPER)
    assert ui.problems(boxes, app.size) == []
    shown = " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT)
    assert "…" not in shown and "as it slides)" in shown
    pygame.display.quit()


def test_the_log_says_the_dice_show_not_that_you_rolled() -> None:
    game = rolled(45.0, Dice(1, PlayKind.RUN, Direction.LEFT))
    names = Names(frozenset({Team.BLUE}))  # the person defends: "you roll" was said
    roll = next(e for e in reversed(game.log) if e.kind == "roll")
    line = told(roll, names)
    assert "the dice show Zone 1 run" in line and "roll" not in line.split("]")[1].split("Zone")[0]


# ----------------------------------------------------------------- practice
def test_a_free_try_in_a_round_is_not_judged_and_r_puts_it_back_where_the_round_had_it() -> None:
    app = fresh_app()
    scene = practice(app)
    scene.rounds.new_round()  # a scored round, past the warm-up
    flick(app, scene, -40)
    spot = scene.pose
    hits, tries = scene.hits, scene.round_tries
    post(pygame.MOUSEBUTTONDOWN, pos=scene.view.to_screen(scene.target.x, scene.target.y), button=3)
    app.frame(1 / 60)
    flick(app, scene, -6)
    assert scene.verdict.startswith("Free try, not scored") and "Hit" not in scene.verdict
    assert (scene.hits, scene.round_tries) == (hits, tries)
    key(app, pygame.K_r)
    assert (scene.pose.x, scene.pose.y) == (spot.x, spot.y), "R: the round's spot, not the 20"
    pygame.display.quit()


def test_a_circle_rested_on_that_is_not_the_target_gets_its_own_labelled_mark() -> None:
    app = fresh_app()
    scene = practice(app)
    target = scene.target
    other = next(c for c in scene.mat.run_circles if c.id != target.id and c.x > scene.pose.x)
    post(pygame.MOUSEBUTTONDOWN, pos=scene.view.to_screen(other.x - 0.05, other.y), button=3)
    app.frame(1 / 60)
    for _ in range(40):  # nudges until it rests on the other circle
        flick(app, scene, -5)
        if scene.outcome is not None and any(t.id == other.id for t in scene.outcome.touched):
            break
    assert scene.outcome is not None and any(t.id == other.id for t in scene.outcome.touched)
    words = said(app)
    assert NOT_TARGET_WORDS in words
    x, y = scene.view.to_screen(other.x, other.y)
    r = scene.view.px(other.radius)
    rim = [app.screen.get_at((round(x + r + k), round(y)))[:3] for k in range(0, 5)]  # type: ignore[attr-defined]
    assert NOT_TARGET in rim and ui.HIGHLIGHT not in rim, rim
    pygame.display.quit()
