"""A newcomer's play-test of Finger Football against the CPU, driven headless as a person plays:

1. a pass resting on its circle's black ring was called a miss with no word of what counts: the
   card now says "A pass must touch the white centre: it stopped 0.3 yd short of it, on the black
   ring only", a close call is magnified beside it, and the prompt and tip before a pass say it;
2. the band of likely stops and its words disagreed ("8 in 10 stop 66-92 yd ... 4 in 10 leave the
   mat", 12 of 10, beside a band short of the mat's edge): every count is now of the same ten
   flicks, and the band reaches the mat's edge exactly when some are said to leave;
3. the play-by-play was a wall of text: it is grouped a play at a time, the newest first, each
   titled with whose play it was ("You", "The CPU"), its lines shorter;
4. F skipped every CPU play at once to the next that waited: it now skips the CPU's play now to
   its result, which stays up as any result does, and the next play goes at its usual pace."""

import math
import os
import re

import numpy as np
import pygame

from games.finger_football.match import Physics, make_player, next_action
from games.finger_football.rules.actions import (
    Accept,
    Call,
    CallPlay,
    ChooseTarget,
    Dice,
    Direction,
    Flicked,
    Phase,
    PlayKind,
    Team,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui import close_call
from games.finger_football.ui.aim import PRACTICE_MAX_SPEED, Aim, strike_for_spin
from games.finger_football.ui.cpu_turn import AIM_SHOWN
from games.finger_football.ui.defence_flow import RESULT_READ
from games.finger_football.ui.flick_input import BAND, ESTIMATE
from games.finger_football.ui.game_drawing import WIND_UP, close_call_inset
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.likely_band import band_words, likely_band
from games.finger_football.ui.prompts import PASS_HINT
from games.window import ui
from games.window.app import App
from sim.geometry import Pose

from .conftest import key, post
from .finger_football.helpers import outcome
from .test_finger_football_cpu_pace import STEP, until
from .test_finger_football_window import at_position, fresh_app, texts

SHOTS = "/tmp/ff"


def shot(app: App, name: str) -> None:
    """The window as drawn, for a person to look at."""
    os.makedirs(SHOTS, exist_ok=True)
    pygame.image.save(app.screen, f"{SHOTS}/{name}.png")


def pass_to_make(team: Team = Team.RED, own: float = 45.0) -> FingerFootball:
    """``team``'s ball on its own ``own``, the dice rolled and a pass chosen: its flick waits."""
    game = FingerFootball.position(team, own, seed=2)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(1, PlayKind.PASS, Direction.MIDDLE))
    if game.phase == Phase.CHOOSE_TARGET:
        game.apply(ChooseTarget(next(t for t in game._choices() if t.kind == PlayKind.PASS)))
    assert game.phase == Phase.SCRIMMAGE and game.target is not None and game.target.kind == PlayKind.PASS
    return game


def on_the_ring(game: FingerFootball, gap_yd: float) -> tuple[float, float]:
    """A rest lengthways on the black ring, ``gap_yd`` short of the pass circle's white centre."""
    assert game.target is not None
    c = game.field.circle(game.target.circles[0])
    d = game.direction(game.offense) if game.offense is not None else 1
    x = c.pass_x - d * (c.pass_radius + game.mat.slider.length / 2 + gap_yd * game.mat.field.yard)
    return x, c.pass_y


def rest_there(scene: GameScene, rest: tuple[float, float], cpu: bool = False) -> None:
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    heading = 0.0 if scene.game.direction(request.team) > 0 else math.pi
    scene._flick(Flicked(outcome(request.start, rest, heading=heading)), cpu=cpu)


# ----------------------------------------------------------------- 1. what a pass must touch
def test_a_pass_resting_on_the_black_ring_says_it_must_touch_the_white_centre_and_how_near() -> None:
    app = fresh_app()
    game = pass_to_make()
    scene = at_position(app, game)
    scene.drag.help = ESTIMATE
    words = " ".join(texts(app))
    assert "white centre (the black ring alone misses)" in scene.prompt(), "said before the flick"
    assert scene.hint().split(" The band")[0] == PASS_HINT
    assert "white centre" in words
    rest = on_the_ring(game, 0.3)
    assert game.target is not None
    c = game.field.circle(game.target.circles[0])
    rest_there(scene, rest)
    assert scene.last_flick is not None
    touched = {t.id for t in scene.last_flick.touched}
    assert c.id in touched and f"{c.id}/pass" not in touched, "on the ring: the run circle only"
    until(app, lambda: scene.banner is not None, 10.0)
    assert scene.banner is not None and scene.banner.headline == "MISSED"
    detail = scene.banner.detail
    assert detail.startswith("A pass must touch the white centre: it stopped 0.3 yd short of it"), detail
    assert "on the black ring only" in detail and "2nd down next" in detail
    said = " ".join(texts(app))
    assert "from the white centre: a miss" in said, "the close call magnified, its words"
    shot(app, "pass_on_the_ring")
    placed = close_call_inset(scene)
    assert placed is not None
    box = placed[0].box
    assert not box.colliderect(scene.view.mat_rect), "beside the mat, none of the field under it"
    inset = pygame.surfarray.array3d(app.screen)[box.left : box.right, box.top : box.bottom]
    red = (inset == np.array(close_call.APART)).all(axis=2).sum()
    assert red > 30, "the white centre's edge drawn in a miss's red"
    pygame.display.quit()


def test_the_cpus_missed_pass_says_what_counts_and_shows_where_it_stopped() -> None:
    app = fresh_app()
    game = pass_to_make(Team.BLUE)
    scene = at_position(app, game)  # you are Red: the CPU (Blue) passes
    rest = on_the_ring(game, 0.3)
    rest_there(scene, rest, cpu=True)
    until(app, lambda: scene.banner is not None, 10.0)
    assert scene.banner is not None and scene.banner.headline == "THE CPU MISSES"
    assert scene.banner.detail.startswith("A pass must touch the white centre: it stopped 0.3 yd short")
    assert scene.result_flick is not None and scene.result_flick.rest.x == rest[0], "kept at rest under it"
    pygame.display.quit()


# ----------------------------------------------------------------- 2. the band and its words
def test_the_band_reaches_the_mats_edge_exactly_when_its_words_say_flicks_leave() -> None:
    game = FingerFootball.position(Team.RED, 45.0, seed=2)
    table = Physics(game.mat).table
    yd = game.mat.field.yard
    pose = Pose(45 * yd, 0.0, 0.0)
    reach = game.mat.field.surface[2] - pose.x + game.mat.slider.circumradius
    leaving = 0
    for power in [p / 100 for p in range(10, 80, 3)]:
        speed = PRACTICE_MAX_SPEED * math.sqrt(power)
        aim = Aim(power, 0.0, speed, strike_for_spin(0.0, pose, game.mat.slider, 0.0, speed))
        band = likely_band(table, pose, aim, "club")
        words = band_words(band, 1 / yd)
        counts = [int(n) for n in re.findall(r"(?<!in )\b(\d+) (?:in 10 )?(?:stops?|leaves?) ", words)]
        assert sum(counts) <= 10, words  # "8 in 10 stop ...; 4 in 10 leave" was 12 of 10
        tenths = re.search(r"(?<!in )\b(\d+) (?:in 10 )?leaves? the mat", words)
        said_to_leave = tenths is not None or "nearly every flick leaves the mat" in words
        assert (band.far == reach) == said_to_leave, (power, words)
        leaving += said_to_leave
    assert leaving >= 3, "long pulls were tried"


def test_the_drawn_band_runs_to_the_mats_edge_when_its_label_says_some_leave() -> None:
    app = fresh_app()
    game = pass_to_make()
    scene = at_position(app, game)
    scene.drag.help, scene.drag.hand = ESTIMATE, "club"
    request = game.request()
    assert isinstance(request, FlickRequest)
    sx, sy = scene.view.to_screen(request.start.x, request.start.y)
    pull = 0.4 * scene.drag.full_pull(app.size)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(round(sx - pull), round(sy)), rel=(0, 0), buttons=(1, 0, 0))
    words = " ".join(texts(app))
    shot(app, "band_to_the_edge")
    found = re.search(r"(\d+) in 10 stop .*?; (\d+) in 10 leaves? the mat", words)
    assert found is not None, words
    assert int(found[1]) + int(found[2]) <= 10
    edge, field = scene.view.mat_rect.right, scene.view.field_rect
    column = pygame.surfarray.array3d(app.screen)[edge - 3, field.top : field.bottom]
    assert (column == np.array(BAND)).all(axis=1).any(), "the band's outline at the mat's edge"
    pygame.display.quit()


# ----------------------------------------------------------------- 3. the play-by-play
def played(actions: int) -> FingerFootball:
    game = FingerFootball(None, 7)
    physics = Physics(game.mat)
    players = {t: make_player("club", 7, t, physics) for t in Team}
    for _ in range(actions):
        game.apply(next_action(game, players, physics))
    return game


def test_the_play_by_play_is_a_play_at_a_time_the_newest_first_and_says_whose() -> None:
    app = fresh_app()
    game = played(75)
    at_position(app, game)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    with_boxes = [(b.rect.top, b.words) for b in boxes if b.kind == ui.Kind.TEXT]
    shot(app, "play_by_play")
    titles = [(y, w) for y, w in with_boxes if re.match(r"^(Q\d play \d+|Kickoff) · (You|The CPU)$", w)]
    assert len(titles) >= 4, with_boxes
    plays = [(y, int(w.split(" play ")[1].split(" ")[0])) for y, w in titles if w.startswith("Q")]
    assert [n for _, n in sorted(plays)] == sorted((n for _, n in plays), reverse=True), "newest first"
    newest = max(n for _, n in plays)
    assert f"[Q1 play {newest}]" in game.log[max(i for i, e in enumerate(game.log) if "[Q" in e.text)].text
    assert {w.split(" · ")[1] for _, w in titles} == {"You", "The CPU"}, "yours and the CPU's told apart"
    panel = [w for y, w in with_boxes if y > titles[0][0]]
    assert not [w for w in panel if w.startswith("[Q")], "the play's tag is its title, not a line"
    assert not [w for w in panel if w.startswith(("You: ", "The CPU: "))], "whose is said once, in the title"
    pygame.display.quit()


# ----------------------------------------------------------------- 4. F
def test_f_skips_only_the_cpus_play_now_and_its_result_stays_until_read() -> None:
    app = fresh_app((960, 600))
    scene = at_position(app, FingerFootball.position(Team.BLUE, 30.0, seed=3))  # the CPU's ball
    plays = scene.game.plays
    key(app, pygame.K_f)
    took = until(app, lambda: scene.banner is not None, 10.0)
    assert took < 1.0, "its dice, aim, pull and slide skipped"
    assert scene.banner is not None and scene.game.plays == plays + 1, "one play, not the whole drive"
    assert not scene.hurry, "the skip ends at the result"
    shot(app, "f_result")
    result = scene.banner
    key(app, pygame.K_f)  # again, at once: the result is not cut short
    shown = until(app, lambda: scene.banner is not result, 10.0)
    assert shown >= RESULT_READ - 2 * STEP, f"the result stayed {shown:.2f} s"
    until(app, lambda: scene.banner is None, 5.0)
    if scene.hurry:  # F pressed under the result: the next play is skipped once it has gone
        until(app, lambda: scene.banner is not None, 5.0)
        assert scene.game.plays == plays + 2 and not scene.hurry
        until(app, lambda: scene.banner is None, 10.0)
    until(app, lambda: scene.wind_up is not None, 10.0)
    wound = until(app, lambda: scene.anim is not None, 10.0)
    assert wound >= WIND_UP + AIM_SHOWN - 2 * STEP, "the next play at its usual pace"
    pygame.display.quit()


def test_the_flick_on_the_ring_is_a_real_pass_miss_in_the_rules() -> None:
    """The rules' reading the card explains: a pass is "touching or within the inner white
    circle"; on the black ring only, it is a miss (and a run there would be good)."""
    game = pass_to_make()
    rest = on_the_ring(game, 0.3)
    assert game.target is not None
    circles = game.target.circles
    request = game.request()
    assert isinstance(request, FlickRequest)
    flicked = outcome(request.start, rest, heading=0.0)
    events = game.apply(Flicked(flicked))
    while game.phase in (Phase.JUDGE, Phase.DEFENCE_JUDGE):
        events += game.apply(Accept())
    assert any("misses the pass circle" in e.text for e in events)
    assert game.down == 2, "a loss of down"
    assert {t.id for t in flicked.touched} == set(circles), "it touches the run circle only"


def test_every_play_of_the_play_by_play_is_under_the_side_that_flicked_it() -> None:
    # Whole CPU games: each play's title names the offence, the other side of the one that
    # rolled the dice for it (or the one that called it), a touchback off a touchdown try too.
    from games.finger_football.match import play_game
    from games.finger_football.ui import play_log
    from games.finger_football.ui.prompts import Names

    names = Names(frozenset({Team.RED}))
    checked = touchbacks = 0
    for seed in range(3):
        summary = play_game(seed)
        found = play_log.groups(summary.log, names, mat=FingerFootball(seed=seed).mat, sides={}, attacking=1)
        tagged = [e for e in summary.log if e.text.startswith("[Q")]
        plays = [g for g in found if g.play]
        assert len(plays) == len(tagged)
        for group, e in zip(plays, tagged, strict=True):
            who = re.match(r"^\[Q\d+ play \d+\] (Red|Blue) (rolls|calls)", e.text)
            assert who is not None, e.text
            actor = Team.RED if who[1] == "Red" else Team.BLUE
            assert group.side == (actor.other if who[2] == "rolls" else actor), (e.text, group.lines)
            touchbacks += any("touchback" in line for line in group.lines)
            checked += 1
    assert checked > 100 and touchbacks > 0
