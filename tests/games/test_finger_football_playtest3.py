"""A third newcomer's play-test of the Finger Football windows (issue 32), driven by the events a
person makes: nothing of a flick's result shows before its slide ends; field goal practice's
plain click, a press that starts the next kick, the tremble named as the miss's cause, a high arc
kept in the side view; practice's press outside the ring answered, its tally in the panel, F1's
rows wrapped; the game's kick heading whole, the CPU's thinking said at its moment, the kickoff
slider clear of the end zone's name."""

import math

import pygame

from games.finger_football.rules.actions import (
    JUDGING,
    Call,
    CallPlay,
    Dice,
    Direction,
    Phase,
    PlayKind,
    Team,
    Toss,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui.kick_scene import FULL_PULL, KICK_MAX_SPEED, FieldGoalScene
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.practice import PracticeScene
from games.finger_football.ui.prompts import window_words
from games.window import ui
from games.window.app import App
from sim.slider.mat import Half

from .conftest import key, post, run_for
from .test_finger_football_window import at_position, field_goal, fresh_app, practice, rolled

SHOTS = "/tmp/ff"


def said(app: App) -> str:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert ui.problems(boxes, app.size) == []
    return " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT)


def shot(app: App, name: str) -> None:
    pygame.image.save(app.screen, f"{SHOTS}/{name}.png")


def test_nothing_of_a_flicks_result_shows_until_its_slide_ends() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 30.0, down=4, seed=3)
    game.apply(CallPlay(Call.PUNT))  # a punt is ruled the moment it is flicked
    scene = at_position(app, game)
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    sx, sy = scene.view.to_screen(request.start.x, request.start.y)
    logged = len(scene.game.log)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(round(sx - 160), round(sy)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=(round(sx - 160), round(sy)), button=1)
    app.frame(1 / 60)
    assert scene.anim is not None and len(scene.game.log) > logged
    new = [window_words(e.told(scene.names.who())) for e in scene.game.log[logged:]]
    heads = [line.split(":")[0][:24].lower() for line in new]
    during = said(app).lower()
    shot(app, "1-sliding")
    assert "watch it slide" in during
    assert not any(head in during for head in heads), f"told before the slide ended: {heads}"
    run_for(app, scene.anim.time + 0.1)
    after = said(app).lower()
    shot(app, "1-rested")
    assert any(head in after for head in heads), f"{heads} not told once it rests"
    pygame.display.quit()


def press_ball(app: App, scene: FieldGoalScene) -> tuple[int, int]:
    bx, by = scene.views.top(0.0, 0.0)
    ball = (round(bx), round(by))
    post(pygame.MOUSEBUTTONDOWN, pos=ball, button=1)
    app.frame(1 / 60)
    return ball


def phase_of(scene: FieldGoalScene) -> KickPhase:
    return scene.phase  # read afresh: events posted since may have moved it on


def kick_at(app: App, scene: FieldGoalScene, speed: float) -> None:
    """Press on the ball, drag straight back for ``speed``, let go; watch it land."""
    ball = press_ball(app, scene)
    pull = speed / KICK_MAX_SPEED * FULL_PULL * min(app.size)
    for k in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(round(ball[0] - pull * k / 5), ball[1]), rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=(round(ball[0] - pull), ball[1]), button=1)
    app.frame(1 / 60)
    run_for(app, 2.5)


def test_a_plain_click_on_the_ball_is_no_kick_and_says_so() -> None:
    app = fresh_app()
    scene = field_goal(app)
    ball = press_ball(app, scene)
    assert scene.stood_at is not None
    post(pygame.MOUSEBUTTONUP, pos=ball, button=1)  # let go where it was pressed: a click
    app.frame(1 / 60)
    words = said(app)
    shot(app, "2-click")
    assert scene.outcome is None and "A click is no kick" in words and "drag back" in words
    run_for(app, 4.0)
    words = said(app)
    shot(app, "2-click-count-out")
    assert scene.outcome is not None and scene.outcome.kick is None
    assert "let go with no kick" in words and "A click is no kick" in words
    assert "held the ball" not in words
    pygame.display.quit()


def test_after_a_kick_a_press_on_the_ball_sets_up_the_next_and_the_press_after_it_counts() -> None:
    """Play-test 5: the press after a result shows the next kick first (its hands, its setup
    line); the count starts at the press after it."""
    app = fresh_app()
    scene = field_goal(app)
    kick_at(app, scene, 3.6)
    assert scene.phase == KickPhase.DONE and scene.attempts == 1
    words = said(app)
    shot(app, "2-kicked")
    assert "Press on the ball (or R) to set up the next kick" in words
    press_ball(app, scene)
    assert phase_of(scene) == KickPhase.WAITING and scene.stood_at is None and scene.outcome is None
    press_ball(app, scene)
    assert phase_of(scene) == KickPhase.COUNTING and scene.stood_at is not None and scene.outcome is None
    assert scene.attempts == 1
    pygame.display.quit()


def test_a_miss_the_tremble_made_is_said_to_be_the_tremble() -> None:
    for seed in range(60):
        app = fresh_app()
        scene = field_goal(app, challenge=True, seed=seed)
        kick_at(app, scene, 3.6)
        if scene.tremble_missed:
            break
        pygame.display.quit()
    else:
        raise AssertionError("no seed's tremble made a good kick miss")
    assert scene.outcome is not None and not scene.outcome.good
    assert scene.meant is not None and scene.range.kick(scene.meant, drag=scene.drag).good
    words = said(app)
    shot(app, "2-tremble")
    assert "your hand trembled" in words and "the kick you drew was good" in words
    assert "Pull further back" not in words
    pygame.display.quit()


def test_the_side_view_fits_a_high_arc() -> None:
    app = fresh_app()
    scene = field_goal(app)
    for _ in range(5):  # 40° to 52.5°, by the wheel
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        app.frame(1 / 60)
    assert math.degrees(scene.loft) > 52
    clears = scene.clearing_speed()
    assert clears is not None
    kick_at(app, scene, clears * 1.1)
    assert scene.outcome is not None and scene.outcome.trajectory
    top = max(scene.outcome.trajectory, key=lambda p: p[3])
    _x, y = scene.views.side(top[1], top[3])
    shot(app, "2-high-arc")
    assert y > scene.views.side_area.top + 4, "the arc's top is inside the side view"
    v = scene.views
    assert v.side(0, 0)[1] - v.side(0, 1)[1] == v.top(0, 0)[1] - v.top(0, 1)[1], "one scale for both views"
    pygame.display.quit()


def test_a_press_outside_the_ring_is_answered() -> None:
    app = fresh_app()
    scene = practice(app)
    sx, sy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(sx + 120), round(sy + 40)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=(round(sx + 120), round(sy + 40)), button=1)
    words = said(app)
    shot(app, "3-outside-ring")
    assert not scene.drag.active and "Press inside the white ring around the" in words
    post(pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    app.frame(1 / 60)
    assert scene.drag.active and "Press inside the white ring" not in said(app)
    pygame.display.quit()


def test_the_tally_shows_in_the_panel_while_the_guide_covers_the_title_bar() -> None:
    app = fresh_app()
    scene = app.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    app.frame(1 / 60)
    assert app.guides, "the first-game guide is up, over the title bar"
    with ui.recording() as boxes:
        app.frame(1 / 60)
    shot(app, "3-guide-tally")
    panel = [b for b in boxes if b.kind == ui.Kind.TEXT and scene.panel.contains(b.rect)]
    assert any(b.words.startswith("Warm-up: 0 hits in 0") for b in panel), "the one counter"
    pygame.display.quit()


def test_f1s_controls_wrap_rather_than_cut_off() -> None:
    app = fresh_app()
    practice(app)
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)
    key(app, pygame.K_LEFT)  # practice's help opens on its own page: the controls are one key left
    words = said(app)
    shot(app, "3-f1")
    assert "…" not in words.replace("?", ""), "no control's words cut short"
    assert "bends the path" in words and "estimate" in words
    pygame.display.quit()


def test_the_game_kick_windows_heading_is_whole() -> None:
    app = fresh_app()
    scene = field_goal(app, on_result=lambda o: None, kicker="Your extra point")
    key(app, pygame.K_SPACE)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    shot(app, "4-kick-heading")
    assert ui.problems(boxes, app.size) == []
    heading = [b.words for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith(scene.title)]
    assert "Your extra point: press on the ball when ready" in heading, heading
    pygame.display.quit()


def test_after_your_flick_the_cpu_is_said_to_look_at_where_it_stopped() -> None:
    app = fresh_app()
    scene = at_position(app, rolled(30.0, Dice(1, PlayKind.RUN, Direction.MIDDLE)))
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    sx, sy = scene.view.to_screen(request.start.x, request.start.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(round(sx - 90), round(sy)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=(round(sx - 90), round(sy)), button=1)
    app.frame(1 / 60)
    seen = set()
    for _ in range(600):
        seen.add(scene.prompt())
        if scene.game.phase not in (*JUDGING, Phase.SCRIMMAGE):
            break
        app.frame(1 / 60)
    shot(app, "4-after-flick")
    assert not any("is thinking" in words for words in seen), seen
    pygame.display.quit()


def test_the_kickoff_slider_is_clear_of_the_end_zones_words() -> None:
    app = fresh_app()
    game = FingerFootball(seed=3)
    game.apply(Toss())
    scene = at_position(app, game)
    for half in (Half.HOME, Half.VISITOR):
        scene.view.name_endzones({half.value: ("YOUR END ZONE · RED", (200, 60, 50))})
        surface = pygame.Surface(app.size)
        scene.view.draw_mat(surface)
        for ez in scene.game.mat.endzones():
            if ez.half != half:
                continue
            cx, cy = scene.view.to_screen((ez.x0 + ez.x1) / 2, 0.0)
            reach = round(scene.drag.reach()) + 2
            letters = [
                (x, y)
                for x in range(round(cx) - reach, round(cx) + reach)
                for y in range(round(cy) - reach, round(cy) + reach)
                if math.hypot(x - cx, y - cy) <= reach and surface.get_at((x, y))[:3] == (240, 240, 240)
            ]
            assert not letters, f"the end zone's words under the kickoff's grab ring ({half})"
    pygame.display.quit()
