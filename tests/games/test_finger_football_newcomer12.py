"""A fourth newcomer's play-test of the Finger Football windows (rated 6, 7, 7), driven by the
events a person makes: one view of the field for every flick of a game (it changed size and place
for the kickoff and the punt), the kick window alike for your kick and the CPU's, a field-goal
round's ball that keeps its place, nothing of the last quarter's punt left on a turned field, and
a first-game guide that does not vanish when F1 is read."""

import math
import re

import pygame

from games.finger_football.rules.actions import (
    Call,
    CallPlay,
    ChooseConversion,
    Conversion,
    Phase,
    Team,
    Toss,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui.flick_input import FULL_PULL
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.kick_scene import KICK_MAX_SPEED, FieldGoalScene
from games.finger_football.ui.practice_round import WARM_UP
from games.finger_football.ui.view import SLIDER
from games.window import ui
from games.window.app import App
from games.window.settings import Settings
from sim.kick import Kick, KickRange, KickTiming, load_setup

from .conftest import drag, key, post, run_for
from .test_finger_football_playtest4 import flick
from .test_finger_football_window import at_position, field_goal, fresh_app, kick_with, practice, texts

SMALL = (960, 600)


def kickoff_game(kicker_home: bool) -> FingerFootball:
    """A game at the kickoff, the kicker in the left end zone (or the right one)."""
    game = FingerFootball(seed=3)
    game.apply(Toss())
    while game.phase != Phase.KICKOFF:
        game.apply(game.legal_actions()[0])
    assert game.kicker is not None
    if (game.direction(game.kicker) > 0) != kicker_home:
        game.ends.defends = {t: game.ends.defends[t.other] for t in Team}
    return game


def test_one_view_of_the_field_for_every_flick_of_a_game() -> None:
    app = fresh_app()
    views = []
    punt = FingerFootball.position(Team.RED, 3.0, seed=3)
    punt.apply(CallPlay(Call.PUNT))
    two = FingerFootball.position(Team.RED, 97.0, seed=3)
    two.phase = Phase.CONVERSION_CHOICE
    two.apply(ChooseConversion(Conversion.TWO_POINT))
    for kicker_home in (True, False):
        game = kickoff_game(kicker_home)
        views.append(at_position(app, game, humans=frozenset({game.kicker})))  # type: ignore[arg-type]
        app.back()
    for game in (FingerFootball.position(Team.RED, 30.0, seed=3), punt, two):
        views.append(at_position(app, game))
        app.back()
    for scene in views:
        assert isinstance(scene.game.request(), FlickRequest) or scene.game.phase == Phase.CALL
    assert len({(round(s.view.scale, 6), tuple(s.view.mat_rect)) for s in views}) == 1, "one scale, one place"
    kickoff = views[0]
    start = kickoff.game.request()
    assert isinstance(start, FlickRequest)
    x, _y = kickoff.view.to_screen(start.start.x, start.start.y)
    assert x >= FULL_PULL * min(app.size), "a full pull from the left end zone fits in the window"
    pygame.display.quit()


def views_of(scene: FieldGoalScene) -> tuple[float, ...]:
    v = scene.views
    return (round(v.scale, 6), round(v.x0, 3), round(v.side_base, 3), round(v.top_mid, 3))


def test_the_kick_window_is_laid_out_alike_for_your_kick_and_the_cpus() -> None:
    app = fresh_app(SMALL)
    setup = load_setup()
    distance = FingerFootball(seed=3).mat.field.length + FingerFootball(seed=3).mat.field.endzone
    outcome = KickRange(setup.goalpost("medium", distance), setup.ball).kick(
        Kick(3.7, math.radians(40)), timing=KickTiming(3.0, 0.0, 1.1), trajectory=True
    )
    shown = []
    for watch in (None, outcome):
        kicker = "The CPU's extra point" if watch is not None else "Your extra point"
        scene = app.push(
            lambda a, w=watch, k=kicker: FieldGoalScene(  # type: ignore[misc]
                a, distance=distance, on_result=lambda o: None, kicker=k, watch=w
            )
        )
        assert isinstance(scene, FieldGoalScene)
        # Your first kick's guide has a band of its own above the views (the CPU's kick has no
        # guide): apart from that band, the two windows are alike.
        app.guides.clear()
        app.frame(1 / 60)
        shown.append(views_of(scene))
        app.back()
    assert shown[0] == shown[1], "one scale and one place for either side's kick"
    pygame.display.quit()


def test_a_field_goal_rounds_ball_keeps_its_place_from_kick_to_kick() -> None:
    app = fresh_app(SMALL)
    scene = app.push(lambda a: FieldGoalScene(a, seed=3))
    assert isinstance(scene, FieldGoalScene) and scene.round is not None
    places = set()
    for setting in scene.round.plan:
        scene._set_post(setting.hands, setting.distance)  # each kick's hands, as the round sets them
        ball = scene.views.top(0.0, 0.0)
        places.add((round(ball[0]), round(ball[1]), round(scene.views.scale, 6)))
    assert len(places) == 1, f"the ball stays put and the views keep their scale: {places}"
    pygame.display.quit()


def test_the_last_quarters_punt_is_gone_once_the_field_turns() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 30.0, seed=3, plays=19)  # the quarter's last play
    game.apply(CallPlay(Call.PUNT))
    scene = at_position(app, game)
    scene.drag.hand = "exact"
    before = dict(scene.view.endzones)
    request = game.request()
    assert isinstance(request, FlickRequest)
    x, y = scene.view.to_screen(request.start.x, request.start.y)
    drag(app, (x, y), (x - 0.5 * FULL_PULL * min(app.size), y))  # deep, into the end zone
    assert scene.anim is not None and scene.sliding
    rest = scene.anim.rest
    assert scene.view.endzones == before, "the ends change once the slide has stopped"
    for _ in range(600):
        run_for(app, 0.05)
        if not scene.sliding:
            break
    app.frame(1 / 60)
    assert scene.view.endzones == before, "the quarter's cards first (field_turn.py)"
    for _ in range(5):  # the punt's card, then the quarter's: each read, then gone on from
        if scene.banner is None:
            break
        run_for(app, 0.7)
        key(app, pygame.K_SPACE)
    app.frame(1 / 60)
    assert scene.view.endzones != before, "the field has turned"
    assert scene.anim is None and scene.last_flick is None and scene.result_flick is None
    rx, ry = scene.view.to_screen(rest.x, rest.y)
    assert abs(rest.x - scene.game.los[0]) > 0.05  # type: ignore[index]
    pixel = tuple(app.screen.get_at((round(rx), round(ry))))[:3]
    assert pixel != SLIDER, "no slider left where the punt rested"
    pygame.display.quit()


def test_reading_f1_at_its_step_keeps_the_guide_up_saying_what_comes_next() -> None:
    app = App((1280, 720), settings=Settings(None))  # a first game: the guide
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "novice", seed=3))
    assert isinstance(scene, GameScene)
    app.frame(1 / 60)
    guide = app.guide_of(scene)
    assert guide is not None
    run_for(app, 0.5)
    key(app, pygame.K_RETURN)  # toss the coin: step 1 done
    run_for(app, 0.5)
    assert guide.showing is not None and "F1" in guide.showing.words
    step = guide.index
    key(app, pygame.K_F1)
    run_for(app, 1.0)
    key(app, pygame.K_F1)  # closed
    app.frame(1 / 60)
    assert app.guide_of(scene) is guide and guide.showing is not None, "the guide is still up"
    assert guide.showing.words.startswith("Done.") and "first flick" in guide.showing.words
    assert guide.index == step
    assert any(w.startswith("Done. The next tip") for w in texts(app)), "its card drawn"
    pygame.display.quit()


# ----------------------------------------------------------------- practice
def test_a_practice_miss_says_what_its_yards_measure_and_a_new_round_starts_clean() -> None:
    app = fresh_app()
    scene = practice(app)
    scene.rounds.tries = WARM_UP - 1  # the warm-up's last target: this flick ends it
    flick(app, scene, 12)  # short of the lit circle
    assert scene.rounds.number == 2 and scene.round_card > 0.0
    said = " ".join(texts(app))
    assert "Hit!" not in said and "Missed" not in said, "round 2's panel is clear of the warm-up's"
    assert "back at its start" in said
    with ui.recording() as boxes:
        app.frame(1 / 60)
    card = [b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Warm-up over")]
    left = scene.view.to_screen(0.0, 0.0)[0]
    right = scene.view.to_screen(scene.mat.field.length, 0.0)[0]
    assert card and all(left <= r.left and r.right <= right for r in card), "clear of the end zones"
    flick(app, scene, 12)
    assert scene.verdict.startswith("Missed") and ", edge to edge: it stopped" in scene.verdict
    pygame.display.quit()


def test_a_trembling_full_pull_is_never_said_as_more_than_a_full_pull() -> None:
    app = fresh_app(SMALL)
    scene = field_goal(app, challenge=True, seed=3)  # the hand's first stray: harder than meant
    kick_with(app, scene, KICK_MAX_SPEED)  # a full pull
    struck = scene.outcome.kick if scene.outcome is not None else None
    assert struck is not None and struck.speed > KICK_MAX_SPEED * 1.02
    said = " ".join(texts(app))
    shares = [int(n) for n in re.findall(r"(\d+)%", said)]
    assert shares and max(shares) <= 100, said
    assert "You pulled 100%" in said and "Your hand trembled" in said
    pygame.display.quit()


def test_esc_lets_go_of_a_pull_before_it_asks_to_leave() -> None:
    app = fresh_app(SMALL)
    scene = at_position(app, FingerFootball.position(Team.RED, 30.0, seed=3))
    scene.game.apply(CallPlay(Call.PUNT))
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    x, y = scene.view.to_screen(request.start.x, request.start.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    post(pygame.MOUSEMOTION, pos=(round(x - 60), round(y)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert scene.drag.active
    key(app, pygame.K_ESCAPE)
    assert not scene.drag.active and app.leaving is None, "the pull let go, nothing asked"
    key(app, pygame.K_ESCAPE)
    assert app.leaving is not None and app.leaving.question == "Leave this game?"
    key(app, pygame.K_RETURN)  # Enter plays on
    assert app.leaving is None and app.stack.top is scene and scene.game.phase == Phase.PUNT
    pygame.display.quit()


def test_esc_in_practice_and_at_a_kick_lets_go_of_the_pull_first() -> None:
    app = fresh_app(SMALL)
    scene = practice(app)
    x, y = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    post(pygame.MOUSEMOTION, pos=(round(x - 60), round(y)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    key(app, pygame.K_ESCAPE)
    assert not scene.drag.active and app.stack.top is scene and not scene.flicks, "no flick, still here"
    kick = field_goal(app, on_result=lambda o: None, kicker="Your extra point")
    key(app, pygame.K_SPACE)
    ball = kick.views.top(0.0, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(ball[0]), round(ball[1])), button=1)
    post(pygame.MOUSEMOTION, pos=(round(ball[0] - 80), round(ball[1])), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert kick.press is not None
    key(app, pygame.K_ESCAPE)
    assert kick.press is None and kick.outcome is None and kick.confirm is None, "let go, no kick"
    pygame.display.quit()
