"""Newcomer play-test 7 of Finger Football's three windows, driven by the events a person makes:
the person's own play told on a card with its reason (a failed two-point try too), the defence's
part in the CPU's turn said plainly, the guide beside the title bar (never over it), the run or
pass box off the circles, the hand named by what it does; practice's round card naming the circle
each flick was flicked at and advice that follows the misses, its guide's second step shown until
done, G and H asking mid-warm-up; field-goal practice's C leaving a round for the challenge, a
hard pull's trembling miss told to pull less hard, its words without a wall of brackets, the
round's end as a card."""

from __future__ import annotations

import math

import pygame

from games.finger_football.rules.actions import (
    Call,
    CallPlay,
    ChooseConversion,
    Conversion,
    Dice,
    Direction,
    Phase,
    PlayKind,
    Team,
)
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.game_banners import NEXT_PLAY
from games.finger_football.ui.practice import PracticeScene
from games.window.app import App

from .conftest import drag, key, run_for
from .test_finger_football_window import fresh_app, texts
from .test_game_scene import at_position, flick_to


def rolled(own: float, dice: Dice, seed: int = 4) -> FingerFootball:
    game = FingerFootball.position(Team.RED, own, seed=seed)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(dice)
    return game


def until_banner(app: App, scene: object, limit: float = 12.0) -> None:
    t = 0.0
    while getattr(scene, "banner", None) is None and t < limit:
        run_for(app, 0.1)
        t += 0.1
    assert getattr(scene, "banner", None) is not None, "a card comes up"


# ----------------------------------------------------------------- 2. your results, big
def test_your_missed_run_gets_a_card_saying_how_far_short_and_the_next_down() -> None:
    app = fresh_app()
    game = rolled(30.0, Dice(1, PlayKind.RUN, Direction.MIDDLE))
    scene = at_position(app, game)
    app.guides.clear()
    assert game.target is not None
    c = game.field.circle(game.target.circles[0])
    yard = game.mat.field.yard
    flick_to(app, scene, c.x - 9 * yard, c.y)  # well short of the ring
    until_banner(app, scene)
    assert scene.banner is not None
    assert scene.banner.headline == "MISSED"
    assert "A run must touch the black circle: it stopped" in scene.banner.detail
    assert "yd short of it" in scene.banner.detail and "2nd down" in scene.banner.detail
    said = " ".join(texts(app))
    assert "MISSED" in said and NEXT_PLAY in said
    run_for(app, 3.0)  # against the CPU it waits to be read
    assert scene.banner is not None and scene.banner.headline == "MISSED"
    key(app, pygame.K_SPACE)
    assert scene.banner is None
    pygame.display.quit()


def test_your_completed_run_gets_a_card_with_the_new_line() -> None:
    app = fresh_app()
    game = rolled(30.0, Dice(1, PlayKind.RUN, Direction.MIDDLE))
    scene = at_position(app, game)
    app.guides.clear()
    assert game.target is not None
    c = game.field.circle(game.target.circles[0])
    flick_to(app, scene, c.x, c.y)
    until_banner(app, scene)
    assert scene.banner is not None and scene.banner.headline == "RUN COMPLETE"
    assert "Next play from" in scene.banner.detail and "(the line of scrimmage)" in scene.banner.detail
    pygame.display.quit()


def test_a_failed_two_point_try_says_why() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 30.0, seed=4)
    game.phase = Phase.CONVERSION_CHOICE
    game.apply(ChooseConversion(Conversion.TWO_POINT))
    assert game.phase == Phase.TWO_POINT
    scene = at_position(app, game)
    app.guides.clear()
    request = game.request()
    assert request is not None
    start = request.start  # type: ignore[union-attr]
    d = 1 if start.angle == 0.0 else -1
    flick_to(app, scene, start.x + d * 30 * game.mat.field.yard, start.y)  # far short of the end zone
    until_banner(app, scene)
    assert scene.banner is not None and scene.banner.headline == "TWO-POINT TRY FAILS"
    assert "short" in scene.banner.detail
    pygame.display.quit()


# ----------------------------------------------------------------- 1. the defence's part
def test_the_defender_is_told_what_to_do_while_the_cpu_flicks_and_no_bump_is_offered() -> None:
    """What the defence does is said once, in plain words: the dice roll by themselves, the
    defender decides at a flag and says go at a kick; no "bumped the table" line (a later
    play-test: meaningless at a computer). B still answers, in plain words."""
    from games.finger_football.ui.defence import DEFENCE_FIRST

    app = fresh_app()
    game = FingerFootball.position(Team.BLUE, 30.0, seed=4)  # the CPU's ball
    scene = at_position(app, game)
    app.guides.clear()
    t = 0.0
    while scene.wind_up is None and t < 10.0:
        run_for(app, 0.1)  # the dice roll by themselves: no press
        t += 0.1
    assert scene.wind_up is not None, "the CPU winds up its flick"
    said = " ".join(texts(app))
    assert DEFENCE_FIRST.split(":")[0] in said and "accept or refuse" in said and "say go" in said
    assert "bumped the table" not in said and "own up" not in said
    scene.cpu_results_seen = 1  # once its first result is gone on from: nothing more to say
    assert scene.hint() == ""
    key(app, pygame.K_b)  # B while it winds up: not yet, said why
    assert "after the CPU's flick" in scene.notice
    pygame.display.quit()


# ----------------------------------------------------------------- 3. header, popup, Ctrl+Z
def test_the_guide_never_covers_the_title_bar_in_the_game_or_practice() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 30.0, seed=4)
    scene = app.push(lambda a: GameSceneFor(a, game))
    app.frame(1 / 60)
    practice = app.push(lambda a: PracticeScene(a))
    app.frame(1 / 60)
    for s in (scene, practice):
        place = s.guide_strip()
        assert isinstance(place, pygame.Rect) and place.top >= 44, "under the title bar"
        assert place.bottom <= s.view.mat_rect.top, "and above the mat"
    pygame.display.quit()


def GameSceneFor(app: App, game: FingerFootball) -> object:
    from games.finger_football.ui.game_scene import GameScene

    scene = GameScene(app, frozenset({Team.RED}), "novice", seed=game.seed)
    scene.game = game
    return scene


def test_the_run_or_pass_box_is_off_the_circles_and_ctrl_z_lets_the_circle_go() -> None:
    from games.finger_football.ui.circle_pick import lit_circles

    app = fresh_app()
    game = rolled(30.0, Dice(1, PlayKind.RUN, Direction.CHOICE))
    scene = at_position(app, game)
    app.guides.clear()
    cid = next(iter(lit_circles(game)))
    c = game.field.circle(cid)
    pos = tuple(round(v) for v in scene.view.to_screen(c.x, c.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame(1 / 60)
    assert scene.pick.circle == cid and scene.pick.buttons
    for button, _ in scene.pick.buttons:
        assert not button.rect.colliderect(scene.view.mat_rect), "the box lies off the mat's circles"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode=""))
    app.frame(1 / 60)
    assert scene.pick.circle is None and game.phase == Phase.CHOOSE_TARGET
    assert "Taken back" in app.note
    pygame.display.quit()


def test_the_title_bar_names_the_hand_by_what_it_does() -> None:
    app = fresh_app()
    at_position(app, FingerFootball.position(Team.RED, 30.0, seed=4))
    said = " ".join(texts(app))
    assert "your hand: steady" in said and "your hand exact" not in said
    pygame.display.quit()


def test_the_onside_page_has_a_picture_of_its_own() -> None:
    from games.finger_football.ui.howto_pages import game_pages
    from sim.slider import mat as mats

    pictures = [p.diagram for p in game_pages(mats.default())]
    assert len(set(pictures)) == len(pictures), "no page reuses another's picture"


# ----------------------------------------------------------------- 4, 5. practice
def practice_round(app: App) -> PracticeScene:
    scene = app.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    app.guides.clear()
    app.frame(1 / 60)
    return scene


def flick(app: App, scene: PracticeScene, pull_px: float) -> None:
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, (cx, cy), (cx - pull_px, cy))
    for _ in range(600):
        app.frame(1 / 60)
        if not scene.sliding:
            break


def test_the_round_card_names_the_circle_each_flick_was_flicked_at_and_long_misses_say_softer() -> None:
    app = fresh_app()
    scene = practice_round(app)
    named = []
    for _ in range(3):  # the warm-up: three hard flicks, each long of its circle
        named.append(scene.target_words())
        key(app, pygame.K_r)
        flick(app, scene, 0.28 * min(app.size))
    tries = scene.rounds.summary
    assert tries, "the warm-up's card says its best flick and what to try next"
    best = tries[0]
    assert any(name in best for name in named), f"{best!r} names a circle flicked at: {named}"
    assert "softer" in tries[-1] and "harder" not in tries[-1]
    pygame.display.quit()


def test_h_mid_warm_up_asks_first() -> None:
    app = fresh_app()
    scene = practice_round(app)
    flick(app, scene, 0.1 * min(app.size))  # one target tried in the warm-up
    assert scene.rounds.warm_up and scene.rounds.tries == 1
    key(app, pygame.K_h)
    assert scene.confirm is not None and not scene.rounds.free
    key(app, pygame.K_ESCAPE)
    assert not scene.rounds.free
    assert "your hand: steady (H)" in scene.tally()
    pygame.display.quit()


def test_the_practice_guides_second_step_waits_for_a_hit_made_while_it_shows() -> None:
    app = fresh_app()
    scene = app.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    app.frame(1 / 60)
    guide = app.guide_of(scene)
    assert guide is not None
    c = scene.target
    start = scene.pose
    distance = math.hypot(c.x - start.x, c.y - start.y)  # a first flick that hits its circle
    scene.flicks.append(object())  # type: ignore[arg-type]
    app.frame(1 / 60)
    assert guide.index == 1
    scene.hit_flicks.append(0)  # it rests on the circle: the step shown while it slid stays
    app.frame(1 / 60)
    assert guide.index == 1 and guide.showing is not None and distance > 0
    pygame.display.quit()


# ----------------------------------------------------------------- 6. field-goal practice
def test_a_kicks_words_say_pulls_not_speeds_and_no_double_brackets() -> None:
    from games.finger_football.ui.kick_scene import KICK_MAX_SPEED, FieldGoalScene

    app = fresh_app()
    scene = app.push(lambda a: FieldGoalScene(a, rounds=False))
    assert isinstance(scene, FieldGoalScene)
    app.guides.clear()
    app.frame(1 / 60)
    ball = scene.views.top(0.0, 0.0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(round(v) for v in ball), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(round(v) for v in ball), button=1))
    app.frame(1 / 60)
    pull = 4.2 / KICK_MAX_SPEED * 0.3 * min(app.size)  # a high kick over the thumbs' tips
    drag(app, ball, (ball[0] - pull, ball[1]))
    run_for(app, 2.5)
    said = " ".join(texts(app))
    assert scene.outcome is not None and "m/s" not in said and "((" not in said and ") (" not in said
    assert "You pulled" in said
    pygame.display.quit()


def test_a_hard_pulls_trembling_miss_says_pull_less_hard() -> None:
    from games.finger_football.ui.kick_scene import KICK_MAX_SPEED, FieldGoalScene

    app = fresh_app()
    scene = app.push(lambda a: FieldGoalScene(a, challenge=True, seed=5, rounds=False))
    assert isinstance(scene, FieldGoalScene)
    app.guides.clear()
    app.frame(1 / 60)
    for _ in range(80):  # a full pull, again and again, until the tremble costs one
        ball = scene.views.top(0.0, 0.0)
        drag(app, ball, (ball[0] - 0.3 * min(app.size), ball[1]))
        run_for(app, 2.5)
        if scene.tremble_missed:
            break
        key(app, pygame.K_r)
    assert scene.tremble_missed and scene.meant is not None and scene.meant.speed > 0.9 * KICK_MAX_SPEED
    story = scene.kick_story()
    assert "pull less hard" in story and "the tremble grows with the pull" in story
    assert "Kick the same way" not in story
    pygame.display.quit()


def test_a_rounds_end_is_a_card() -> None:
    from games.finger_football.ui.kick_scene import FieldGoalScene

    app = fresh_app()
    scene = app.push(lambda a: FieldGoalScene(a, seed=3))
    assert isinstance(scene, FieldGoalScene) and scene.round is not None
    app.guides.clear()
    app.frame(1 / 60)
    for _ in range(8):
        ball = scene.views.top(0.0, 0.0)
        drag(app, ball, (ball[0] - 0.2 * min(app.size), ball[1]))
        run_for(app, 2.5)
        if scene.round_over:
            break
        key(app, pygame.K_r)
    assert scene.round_over
    said = texts(app)
    assert any(w.startswith("Round over:") for w in said)
    pygame.display.quit()
