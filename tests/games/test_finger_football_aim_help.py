"""Issue 32, a third newcomer's play-test of the Finger Football windows, driven by the events a
person makes: the aim help (an estimate in a game by default: a band of likely stops, no exact stop
bar; exact in practice; chosen in the setup, G in the window), the field goal's count starting at
the press on the ball and the kick told in plain words with its mark on the hands, and the guide's
strip kept off the field, the panel and the log, each step at its moment."""

import math

import pygame

from games.finger_football.rules.actions import ChooseTarget, Dice, Direction, PlayKind
from games.finger_football.rules.engine import FlickRequest
from games.finger_football.ui.flick_input import AIM_TIP, BAND, ESTIMATE, EXACT, OFF, likely_stops
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.kick_scene import KICK_MAX_SPEED, FieldGoalScene
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.kick_views import BALL
from games.finger_football.ui.kick_words import needed
from games.finger_football.ui.practice import PracticeScene
from games.finger_football.ui.setup import GameSetup
from games.window.app import App

from .conftest import drag, key, post, run_for
from .test_finger_football_window import at_position, field_goal, fresh_app, practice, rolled, texts

YELLOW_BAR = AIM_TIP


def flick_waiting(app: App) -> GameScene:
    """You (Red) to flick at a target picked on a CHOICE roll."""
    game = rolled(30.0, Dice(1, PlayKind.RUN, Direction.CHOICE))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseTarget)))
    scene = at_position(app, game)
    assert isinstance(scene.game.request(), FlickRequest) and scene.human_turn()
    return scene


def pull(app: App, scene: GameScene, px: int) -> tuple[float, float]:
    """Press on the slider and pull ``px`` back (towards the own end zone), holding."""
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    cx, cy = scene.view.to_screen(request.start.x, request.start.y)
    way = -scene.game.direction(request.team)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    app.frame(1 / 60)
    for k in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(round(cx + way * px * k / 5), round(cy)), rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    return cx, cy


def colour_count(app: App, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    shot = pygame.surfarray.array3d(app.screen)
    r = rect.clip(app.screen.get_rect())
    patch = shot[r.left : r.right, r.top : r.bottom]
    return int((patch == colour).all(axis=2).sum())


def around_the_rest(scene: GameScene) -> pygame.Rect:
    """A box around where the pull as held would stop, exactly."""
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    rest = scene._solved_rest(request)
    assert rest is not None
    x, y = scene.view.to_screen(*rest)
    return pygame.Rect(round(x) - 14, round(y) - 14, 29, 29)


def test_a_game_shows_a_band_of_likely_stops_and_never_the_exact_stop() -> None:
    app = fresh_app()
    scene = flick_waiting(app)
    assert scene.drag.help == ESTIMATE, "a game's default: an estimate"
    cx, cy = pull(app, scene, 90)
    held = (round(cx - scene.game.direction(scene.game.to_move()) * 90), round(cy))  # type: ignore[arg-type]
    app.frame(1 / 60)
    box = around_the_rest(scene)
    assert colour_count(app, box, YELLOW_BAR) == 0, "no exact stop bar in a game by default"
    assert colour_count(app, box.inflate(160, 160), BAND) > 20, "the band's outline is drawn there"
    said = " ".join(texts(app))
    assert "likely" in said and "about" not in said and "aim help: estimate (G)" in said
    key(app, pygame.K_g)  # exact, as the player may choose
    assert scene.drag.help == OFF
    key(app, pygame.K_g)
    assert scene.drag.help == EXACT
    post(pygame.MOUSEMOTION, pos=held, rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert colour_count(app, around_the_rest(scene), YELLOW_BAR) > 5, "exact: the bar where it stops"
    pygame.display.quit()


def test_the_band_widens_with_the_pull() -> None:
    near, far, half = likely_stops(0.2)
    near2, far2, half2 = likely_stops(0.6)
    assert near < 0.2 < far and near2 < 0.6 < far2
    assert far2 - near2 > far - near and half == half2 > 0
    app = fresh_app()
    scene = flick_waiting(app)
    pull(app, scene, 40)
    short = colour_count(app, scene.view.area, BAND)
    scene.drag.cancel()  # as if Esc'd: no flick made
    app.frame(1 / 60)
    pull(app, scene, 100)
    long = colour_count(app, scene.view.area, BAND)
    assert long > short > 0
    pygame.display.quit()


def test_the_aim_help_is_chosen_in_the_setup() -> None:
    app = fresh_app()
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup)
    app.frame(1 / 60)
    said = " ".join(texts(app))
    assert "Aim: estimate" in said and "Aim help (G): the way, and a band" in said
    post(pygame.MOUSEBUTTONDOWN, pos=setup.helps[0].rect.center, button=1)  # "Aim: exact"
    app.frame(1 / 60)
    assert setup.aim_help == EXACT
    key(app, pygame.K_a)
    assert setup.aim_help == ESTIMATE
    key(app, pygame.K_a)
    assert setup.aim_help == OFF
    for button in (*setup.helps, *setup.buttons):
        assert button.rect.bottom <= app.size[1], "every button in the window"
    post(pygame.MOUSEBUTTONDOWN, pos=setup.buttons[0].rect.center, button=1)
    app.frame(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.drag.help == OFF
    pygame.display.quit()


def test_practice_is_exact_by_default_and_g_cycles() -> None:
    app = fresh_app()
    scene = practice(app)
    assert isinstance(scene, PracticeScene) and scene.drag.help == EXACT
    key(app, pygame.K_g)
    assert scene.drag.help == ESTIMATE
    key(app, pygame.K_h)  # the band is the hand's spread: an exact hand has none
    assert scene.drag.hand == "club"
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    post(pygame.MOUSEMOTION, pos=(round(cx) - 100, round(cy)), rel=(-100, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert scene.preview is not None
    x, y = scene.view.to_screen(scene.preview.rest.x, scene.preview.rest.y)
    box = pygame.Rect(round(x) - 14, round(y) - 14, 29, 29)
    assert colour_count(app, box, YELLOW_BAR) == 0 and colour_count(app, scene.view.area, BAND) > 20
    pygame.display.quit()


# ----------------------------------------------------------------- the kick
def kick(app: App, scene: FieldGoalScene, speed: float, aim_px: int = 0) -> None:
    """Press on the ball, pull back for ``speed``, ``aim_px`` down the screen, let go."""
    ball = scene.views.top(0.0, 0.0)
    pull_px = speed / KICK_MAX_SPEED * 0.3 * min(app.size)
    drag(app, ball, (ball[0] - pull_px, ball[1] + aim_px))
    run_for(app, 2.5)


def test_reading_costs_no_kick_the_press_starts_the_count() -> None:
    app = fresh_app()
    scene = field_goal(app)
    said = " ".join(texts(app))
    assert "Press on the ball in the top view when you are ready" in said
    run_for(app, 10.0)  # reading
    assert scene.phase == KickPhase.WAITING and scene.attempts == 0
    kick(app, scene, 3.8)
    assert scene.outcome is not None and scene.outcome.kick is not None
    key(app, pygame.K_r)
    run_for(app, 10.0)  # reading how the last one went
    assert scene.phase == KickPhase.WAITING and scene.attempts == 1
    pygame.display.quit()


def test_a_wide_kick_says_where_it_went_and_marks_it_on_the_hands() -> None:
    app = fresh_app()
    scene = field_goal(app)
    kick(app, scene, 3.9, aim_px=60)  # pulled down: it flies up the screen, the kicker's left
    assert scene.outcome is not None and scene.outcome.reason.value == "wide left"
    said = " ".join(texts(app))
    assert "passed left of the thumbs" in said and "Aim more to the right" in said
    assert colour_count(app, scene.inset, BALL) > 5, "the ball marked against the hands"
    pygame.display.quit()


def test_a_short_kick_says_how_hard_it_was_and_how_hard_it_must_be() -> None:
    app = fresh_app()
    scene = field_goal(app)
    kick(app, scene, 2.0)
    assert scene.outcome is not None and scene.outcome.reason.value == "short"
    said = " ".join(texts(app))
    clears = scene.clearing_speed()
    assert clears is not None and f"it needed at least {needed(clears)}" in said
    assert "Pull further back" in said
    pygame.display.quit()


# ----------------------------------------------------------------- the guide
def test_the_guide_strip_never_covers_the_field_or_the_log() -> None:
    app = fresh_app()
    scene = flick_waiting(app)
    guide = scene.guide()
    assert guide is not None
    app.guides[id(scene)] = guide
    app.frame(1 / 60)
    card = guide.card(app.screen.get_rect())
    assert not card.colliderect(scene.view.mat_rect) and not card.colliderect(scene.panel.rect)
    pygame.display.quit()


def test_the_kick_guide_tells_each_moment() -> None:
    app = fresh_app()
    scene = app.push(lambda a: FieldGoalScene(a, rounds=False))  # free practice
    assert isinstance(scene, FieldGoalScene)
    app.frame(1 / 60)
    guide = app.guide_of(scene)
    assert guide is not None and guide.showing is not None
    before = guide.showing.words
    assert "press on the ball" in before and "drag back" in before, "the whole kick, before the press"
    ball = scene.views.top(0.0, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    app.frame(1 / 60)
    assert not scene.count_waits, "the press starts the count"
    assert guide.showing is not None and guide.showing.words == before, "nothing new to read as it runs"
    pull_px = 3.8 / KICK_MAX_SPEED * 0.3 * min(app.size)
    post(pygame.MOUSEMOTION, pos=(round(ball[0] - pull_px), round(ball[1])), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(round(ball[0] - pull_px), round(ball[1])), button=1)
    app.frame(1 / 60)
    assert guide.showing is None, "nothing to read while it flies"
    run_for(app, 2.5)
    assert guide.showing is not None and "how the kick went" in guide.showing.words
    card = guide.card(app.screen.get_rect())
    assert not card.colliderect(scene.views.side_area) and not card.colliderect(scene.views.top_area)
    assert math.isfinite(scene.loft)
    pygame.display.quit()
