"""A newcomer played the CPU in a real window and rated it 6/10. Driven by the events a person
makes: the steady stop said where a long spun flick did not stop; the direction die seemed to come
up TD on 7 rolls in 10 (its five faces are one in five each: the window now shows them and their
odds); the finished play's slider and lit end zone stayed on the mat into the next play; the field
turned before the quarter's card; "The CPU is looking at where the slider stopped" under an F
(skip) badge after the person's own flick; the person's "NO GOOD" in the CPU's blue."""

import math
import re
from collections import Counter

import pygame
import pytest

from games.finger_football.rules.actions import (
    Call,
    CallPlay,
    Dice,
    Direction,
    Kicked,
    Options,
    Phase,
    PlayKind,
    Roll,
    Team,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui.flick_input import EXACT
from games.finger_football.ui.game_drawing import hurry_rect
from games.finger_football.ui.game_panel import TEAM_COLOUR
from games.finger_football.ui.game_scene import ENDZONE_COLOUR, GameScene
from games.finger_football.ui.hand import EXACT as STEADY
from games.window.app import App
from sim.kick import Kick, KickRange, KickTiming, load_setup
from sim.slider.mat import Half

from ..conftest import key, post
from ..test_finger_football_window import at_position, endzone_pixel, fresh_app, texts

STEP = 1 / 60
ABOUT = re.compile(r"about (\d+) yd")


def touchdown_try(app: App, own: float = 30.0, plays: int = 0) -> GameScene:
    """You (Red) on your own ``own``, the dice saying TD: the flick waits."""
    game = FingerFootball.position(Team.RED, own, seed=2, plays=plays)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(1, PlayKind.RUN, Direction.TD))
    scene = at_position(app, game)
    scene.drag.hand = STEADY  # as the setup sets it: each flick where it is aimed
    assert isinstance(scene.game.request(), FlickRequest) and scene.human_turn()
    return scene


def hold_pull(app: App, scene: GameScene, px: int, notches: int = 0) -> tuple[int, int]:
    """Spin set with the arrow keys, a press on the slider and a pull ``px`` straight back, held;
    the pointer's place."""
    for _ in range(abs(notches)):
        key(app, pygame.K_LEFT if notches > 0 else pygame.K_RIGHT)
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    cx, cy = scene.view.to_screen(request.start.x, request.start.y)
    way = -scene.game.direction(request.team)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    app.frame(STEP)
    for k in range(1, 7):
        post(pygame.MOUSEMOTION, pos=(round(cx + way * px * k / 6), round(cy)), rel=(0, 0), buttons=(1, 0, 0))
        app.frame(STEP)
    return round(cx + way * px), round(cy)


def flick(app: App, scene: GameScene, px: int) -> None:
    at = hold_pull(app, scene, px)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    app.frame(STEP)


@pytest.mark.parametrize("notches", [0, 6, -6])
def test_the_steady_stop_is_where_a_steady_flick_stops_at_every_pull(notches: int) -> None:
    """The aim help's "about N yd" against the rest of the very flick a steady hand then makes,
    over pulls from short to full, straight and with the most spin the wheel sets: a long spun
    flick off the mat was said 2 yd short (the no-spin slide stood in for its rest)."""
    app = fresh_app()
    worst = 0.0
    for px in range(20, 221, 25):
        scene = touchdown_try(app)
        scene.drag.help = EXACT  # as the setup sets it
        at = hold_pull(app, scene, px, notches)
        said = [m for w in texts(app) for m in ABOUT.findall(w)]
        assert len(said) == 1, said
        post(pygame.MOUSEBUTTONUP, pos=at, button=1)
        app.frame(STEP)
        assert scene.anim is not None
        went = scene.game.mat.field.yards(scene.anim.distance)
        worst = max(worst, abs(int(said[0]) - went))
        app.back()
    assert worst <= 0.6, f"the steady stop missed a steady flick's rest by {worst:.1f} yd"
    pygame.display.quit()


def test_the_direction_die_shows_its_faces_and_their_odds() -> None:
    app = fresh_app()
    touchdown_try(app)
    said = " ".join(texts(app))
    assert "Direction die: UPPER, MIDDLE, LOWER, CHOICE, TD · 1 in 5 each" in said
    pygame.display.quit()


def test_the_direction_die_rolls_each_of_its_five_faces_one_time_in_five() -> None:
    """ "Left, Middle, Right, Choice and TD" (the rulebook's faces), thrown by the game's seeded
    generator: 2000 rolls, a chi-square test at 1 in 1000."""
    counts: Counter[Direction] = Counter()
    for seed in range(2000):
        game = FingerFootball.position(Team.RED, 30.0, seed=seed)
        game.apply(CallPlay(Call.ROLL))
        game.apply(Roll())
        assert game.dice is not None
        counts[game.dice.direction] += 1
    faces = Options().direction_faces()
    assert set(counts) == set(faces) and len(faces) == 5
    expected = 2000 / len(faces)
    chi2 = sum((counts[f] - expected) ** 2 / expected for f in faces)
    assert chi2 < 18.47, counts  # 4 degrees of freedom, p = 0.001
    assert counts[Direction.TD] < 2000 * 0.25


def test_after_your_flick_nothing_says_the_cpu_plays() -> None:
    app = fresh_app()
    scene = touchdown_try(app)
    flick(app, scene, 90)
    seen = set()
    while scene.banner is None:
        words = " ".join(texts(app))
        seen.add(scene.game.phase)
        assert "The CPU is" not in words and "skip to the CPU" not in words, scene.game.phase
        assert hurry_rect(scene) is None
        key(app, pygame.K_f)  # nothing of the CPU's to skip: the play goes on as it would
    assert {Phase.JUDGE, Phase.DEFENCE_JUDGE} <= seen, "the CPU's moment to say 'no bump' was seen"
    assert scene.banner.headline == "MISSED"
    pygame.display.quit()


def lit_pixels(app: App, scene: GameScene) -> int:
    """Pixels of the lit target's yellow on the attacked end zone."""
    ez = next(e for e in scene.game.mat.endzones() if e.half == Half.VISITOR)
    x0, y0 = scene.view.to_screen(ez.x0, ez.y1)
    x1, y1 = scene.view.to_screen(ez.x1, ez.y0)
    shot = pygame.surfarray.array3d(app.screen)
    patch = shot[round(x0) - 3 : round(x1) + 4, round(y0) - 3 : round(y1) + 4]
    return int(((patch[..., 0] > 240) & (patch[..., 1] > 220) & (patch[..., 2] < 40)).sum())


def test_the_finished_play_leaves_the_mat_when_you_go_on() -> None:
    app = fresh_app()
    scene = touchdown_try(app)
    flick(app, scene, 90)
    while scene.banner is None:
        app.frame(STEP)
    assert scene.result_flick is not None and lit_pixels(app, scene) > 50, "read under its card"
    for _ in range(40):
        app.frame(STEP)
    assert scene.banner is not None and scene.banner_waits
    key(app, pygame.K_1)  # ask for the dice under the card that waits: going on, as Space is
    assert scene.game.phase != Phase.CALL
    assert scene.banner is None and scene.result_flick is None and scene.result_aimed is None
    app.frame(STEP)
    assert lit_pixels(app, scene) == 0, "the old play's lit end zone is gone"
    pygame.display.quit()


def test_the_quarter_card_comes_before_the_field_turns() -> None:
    app = fresh_app()
    scene = touchdown_try(app, plays=19)  # the 20th play of the 1st quarter
    ours = ENDZONE_COLOUR[Team.RED]
    assert endzone_pixel(app, scene, Half.HOME) == ours
    flick(app, scene, 90)
    cards = []
    for _ in range(round(12 / STEP)):
        app.frame(STEP)
        if scene.banner is not None and scene.banner.headline not in cards:
            cards.append(scene.banner.headline)
        if scene.banner is not None:
            assert endzone_pixel(app, scene, Half.HOME) == ours, f"turned under {scene.banner.headline}"
        if scene.banner is not None and "QUARTER" in scene.banner.headline:
            break
        if scene.banner is not None and scene.banner.age > 0.7:
            key(app, pygame.K_SPACE)  # the play's own card read: the next one comes
    assert cards == ["MISSED", "END OF THE 1ST QUARTER"]
    assert endzone_pixel(app, scene, Half.HOME) == ours, "the card first"
    for _ in range(40):
        app.frame(STEP)
    key(app, pygame.K_SPACE)
    assert scene.banner is None
    app.frame(STEP)
    assert endzone_pixel(app, scene, Half.VISITOR) == ours, "then the field turns"
    pygame.display.quit()


def missed_kick() -> Kicked:
    setup = load_setup()
    low = KickRange(setup.goalpost("medium", 1.10), setup.ball).kick(
        Kick(3.2, math.radians(40)), timing=KickTiming(3.0, 0.0, 1.0), trajectory=True
    )
    return Kicked(low)


@pytest.mark.parametrize("kicker", [Team.RED, Team.BLUE])
def test_a_missed_field_goals_card_is_the_kickers_colour(kicker: Team) -> None:
    """Its line names the side that takes the ball over: the card was drawn in that side's colour."""
    app = fresh_app()
    game = FingerFootball.position(kicker, 70.0, seed=3)
    game.apply(CallPlay(Call.FIELD_GOAL))
    scene = at_position(app, game)
    if app.stack.top is not scene:
        app.back()  # the kick window the person's field goal opens: its kick is given here
    scene._act(missed_kick())
    assert scene.banner is not None and scene.banner.headline == "NO GOOD"
    assert scene.banner.colour == TEAM_COLOUR[kicker]
    pygame.display.quit()
