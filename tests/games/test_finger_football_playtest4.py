"""A fourth newcomer's play-test of the Finger Football windows (issue 32), driven by the events a
person makes: a practice miss says where it went, the round's end is a card, a flick after a
right-click is a free try; the estimate band holds the hand's real spread (an exact hand says one
distance); a touchdown try's miss says short or long, the touchdown warns of the touchback, the
CPU's missed kick gives no advice, the kick screen names its footer's key, F1 explains onside
kicks; field goal practice keeps a kick's told result through a loft change, counts it as it
lands, and keeps one scale for every loft."""

import math
import re

import pygame

from games.finger_football.rules.actions import Call, CallPlay, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.flick_input import band_through_physics
from games.finger_football.ui.hand import hand_rng, spoil
from games.finger_football.ui.kick_scene import KICK_MAX_SPEED
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.practice import ROUND, PracticeScene
from games.finger_football.ui.prompts import TOUCHDOWN_HINT, endzone_miss
from games.window import ui
from games.window.app import App
from sim.kick import Kick, KickRange, load_setup
from sim.slider.table import SliderTable

from .conftest import drag, key, post, run_for
from .test_finger_football_window import at_position, field_goal, fresh_app, practice


def said(app: App) -> str:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert ui.problems(boxes, app.size) == []
    return " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT)


def flick(app: App, scene: PracticeScene, pull_px: float) -> None:
    """Press on the slider, pull back left (it goes right, up the field) and let go; wait for it."""
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, (cx, cy), (cx - pull_px, cy))
    for _ in range(600):  # until it rests (ten seconds at most)
        app.frame(1 / 60)
        if not scene.sliding:
            break
    assert not scene.sliding


# ----------------------------------------------------------------- 1. misses say where
def test_a_practice_miss_says_how_far_long_or_short_and_left_or_right() -> None:
    app = fresh_app()
    scene = practice(app)
    flick(app, scene, 12)  # a soft flick: well short of the lit circle straight ahead
    where = r"\d+ yd left of( and \d+ yd (above|below))?"
    circle = r"Missed the [a-z ]+ circle on (your|their) \d+ by [\d.]+ yd, edge to edge"
    assert re.match(rf"{circle}: it stopped {where} its centre\.", scene.verdict)
    assert scene.verdict in " ".join(said(app).split())
    pygame.display.quit()


def test_the_rounds_end_is_a_card_for_a_moment() -> None:
    app = fresh_app()
    scene = practice(app)
    scene.rounds.number = 2  # a scored round, nine targets tried already: this flick ends it
    scene.rounds.tries = ROUND - 1
    flick(app, scene, 12)
    assert scene.last_round == 0 and scene.round_card > 0.0
    assert f"Round 2 over: 0 of {ROUND} hit · best 0" in said(app)
    run_for(app, 4.5)
    assert "Round over" not in said(app), "a moment, not for ever"
    pygame.display.quit()


def test_a_flick_after_a_right_click_is_a_free_try_and_says_so() -> None:
    app = fresh_app()
    scene = practice(app)
    c = scene.target
    at = scene.view.to_screen(c.x - 2 * scene.mat.field.yard, c.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(at[0]), round(at[1])), button=3)
    app.frame(1 / 60)
    target = scene.target_index
    flick(app, scene, 12)
    assert "Free try" in scene.verdict and "not scored" in scene.verdict
    assert scene.round_tries == 0 and scene.target_index == target
    assert "Free try" in " ".join(said(app).split())  # however the panel wraps it
    flick(app, scene, 30)  # a placed slider's flicks stay free tries...
    assert scene.round_tries == 0 and "Free try" in scene.verdict
    key(app, pygame.K_r)  # ...until R puts it back at the start
    assert scene.verdict == "" and "Free try" not in said(app)
    flick(app, scene, 30)
    assert scene.round_tries == 1 and "Free try" not in scene.verdict
    pygame.display.quit()


# ----------------------------------------------------------------- 2. the band holds the spread
def test_the_estimate_band_holds_a_novice_hands_real_flicks() -> None:
    app = fresh_app()
    scene = practice(app)
    key(app, pygame.K_g)  # estimate
    key(app, pygame.K_h)  # club
    key(app, pygame.K_h)  # novice
    assert scene.drag.help == "estimate" and scene.drag.hand == "novice"
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(round(cx) - 90, round(cy)), rel=(-90, 0), buttons=(1, 0, 0))
    words = said(app)
    found = re.search(r"(\d+) (?:in 10 )?stops? (\d+)-(\d+) yd", words)  # "of 10 flicks, 8 stop" too
    assert found is not None, words
    share, near, far = int(found[1]) / 10, int(found[2]), int(found[3])
    aim = scene.drag.aim
    assert aim is not None
    table, spec, yd = SliderTable(scene.mat), scene.mat.slider, scene.mat.field.yard
    inside = 0
    for k in range(60):  # the hand's own draws, as a flick is spoiled: most land in the band
        made = spoil(aim, "novice", scene.pose, spec, hand_rng(7, k))
        stop = table.flick(scene.pose, made.flick(spec)).distance / yd
        inside += near - 0.5 <= stop <= far + 0.5
    assert abs(inside / 60 - share) <= 0.12, f"{inside} of 60 in the band {near}-{far} yd, said {share}"
    pygame.display.quit()


def test_an_exact_hands_estimate_says_about_one_distance() -> None:
    app = fresh_app()
    scene = practice(app)
    key(app, pygame.K_g)  # estimate, the hand still exact
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(round(cx) - 90, round(cy)), rel=(-90, 0), buttons=(1, 0, 0))
    words = said(app)
    assert re.search(r"about \d+ yd", words) and not re.search(r"\d+-\d+ yd", words)
    aim = scene.drag.aim
    assert aim is not None
    near, far, _ = band_through_physics(SliderTable(scene.mat), scene.pose, aim, "exact")
    assert near == far
    pygame.display.quit()


# ----------------------------------------------------------------- 1 and 3. in a game
def test_a_touchdown_miss_says_short_on_the_goal_line_or_long_past_the_end_line() -> None:
    game = FingerFootball.position(Team.RED, 30.0, seed=3)
    f, line = game.mat.field, "Red: not completely within the endzone; back to the line of scrimmage"
    assert "end zone: short, on the goal line;" in endzone_miss(line, [f.length, 0.0], game.mat)
    assert "end zone: short, on the goal line;" in endzone_miss(line, [0.0, 0.0], game.mat)
    past = [f.length + f.endzone + f.margin / 2 + 0.05, 0.0]
    assert "end zone: long: past the end line, still on the mat (a miss, not a touchback);" in endzone_miss(
        line, past, game.mat
    )
    assert "end zone: long, on the end line (a miss, not a touchback);" in endzone_miss(
        line, [f.length + f.endzone, 0.0], game.mat
    )
    assert endzone_miss("Red: run complete", [0.0, 0.0], game.mat) == "Red: run complete"


def test_a_touchdown_flick_warns_of_the_touchback_every_time() -> None:
    app = fresh_app()
    app.settings.hints_seen.add("finger-football/scrimmage")  # not a first game
    game = FingerFootball.position(Team.RED, 85.0, seed=3)  # the opponent's Zone 3
    game.apply(CallPlay(Call.TOUCHDOWN))
    at_position(app, game)
    words = said(app)
    assert "touchback" in TOUCHDOWN_HINT and "other side's ball" in TOUCHDOWN_HINT
    assert "touchback, the other side's ball" in " ".join(words.split())
    pygame.display.quit()


def test_the_cpus_missed_kick_gives_no_advice_and_the_screen_names_the_footers_key() -> None:
    app = fresh_app()
    setup = load_setup()
    short = KickRange(setup.goalpost("medium", 1.10), setup.ball).kick(
        Kick(1.2, math.radians(40)), trajectory=True
    )
    assert not short.good
    scene = field_goal(app, on_result=lambda _o: None, kicker="The CPU's field goal", watch=short)
    key(app, pygame.K_SPACE)  # the defender's go
    run_for(app, 3.0)
    assert scene.phase == KickPhase.DONE
    words = said(app)
    assert "Pull further back" not in words and "Aim more" not in words
    assert "Back to the game in" in words and "(Enter: now)" in words
    assert "Space: go on" not in words
    pygame.display.quit()


def test_f1_explains_onside_kicks() -> None:
    app = fresh_app()
    scene = at_position(app, FingerFootball.position(Team.RED, 30.0, seed=3))
    onside = [p for p in scene.rules() if "onside" in p.title.lower()]
    assert onside and any("lit run circles" in line for line in onside[0].lines)
    pygame.display.quit()


# ----------------------------------------------------------------- 4. field goal practice
def kick(app: App, speed: float) -> None:
    """Press on the ball (ready, the count starts) and drag back: the kick flies."""
    scene = app.stack.top
    ball = scene.views.top(0.0, 0.0)  # type: ignore[union-attr]
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(ball[0]), round(ball[1])), button=1)
    app.frame(1 / 60)
    pull = speed / KICK_MAX_SPEED * 0.3 * min(app.size)
    drag(app, ball, (ball[0] - pull, ball[1]))


def test_a_loft_change_keeps_the_last_kicks_told_result_and_new_hands_clear_it() -> None:
    """The wheel keeps the kick told as it was made; H (new hands) clears the board: the old
    flight drawn through the bigger thumb beside a new need read as wrong (play-test)."""
    app = fresh_app()
    scene = field_goal(app)
    kick(app, 1.5)  # too soft at 40°
    run_for(app, 3.0)
    assert scene.phase == KickPhase.DONE and scene.outcome is not None and not scene.outcome.good
    told = scene.kick_story()
    assert "40° loft" in told
    for _ in range(4):
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
        app.frame(1 / 60)
    assert scene.kick_story() == told, "the kick is told as it was made"
    assert "40° loft" in " ".join(said(app).split()) and "50° loft" not in said(app)
    key(app, pygame.K_h)
    assert scene.outcome is None and scene.kick_story() == "", "new hands: a clear board"
    pygame.display.quit()


def test_the_good_count_changes_as_the_ball_lands() -> None:
    app = fresh_app()
    scene = field_goal(app)
    kick(app, 3.6)
    assert scene.phase == KickPhase.FLYING
    assert "Good:" not in said(app), "the count waits for the ball"
    run_for(app, 3.0)
    assert scene.phase == KickPhase.DONE
    assert f"Free practice: {scene.goods} good of 1" in said(app)  # free practice's own kicks
    pygame.display.quit()


def test_the_views_keep_one_scale_whatever_the_loft() -> None:
    app = fresh_app()
    scene = field_goal(app)
    scale = scene.views.scale
    for notches in (4, -8, 6):
        post(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False)
        app.frame(1 / 60)
        assert scene.views.scale == scale
    pygame.display.quit()
