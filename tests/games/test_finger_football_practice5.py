"""A fifth newcomer's play-test of Finger Football practice (6/10), driven by the events a person
makes: the estimate band kept on the mat and honest about its coverage (measured over seeded
flicks), one counter and free tries that never score, a warm-up round that teaches then scored
rounds with the band and a trembling hand, one name per circle, misses said as the screen shows
them, practice's own help, the slider pointed out, R clearing the last verdict, the guide's
Shift step passed by what a person does; and field-goal practice's tremble growing with the pull."""

import math
import re

import numpy as np
import pygame

from games.finger_football.ui.aim import PRACTICE_MAX_SPEED, Aim, strike_for_spin
from games.finger_football.ui.flick_input import BAND
from games.finger_football.ui.hand import hand_rng, spoil
from games.finger_football.ui.kick_round import PLAN, trembled
from games.finger_football.ui.kick_scene import KICK_MAX_SPEED
from games.finger_football.ui.likely_band import band_words, likely_band
from games.finger_football.ui.practice import ROUND_CARD, PracticeScene
from games.finger_football.ui.practice_round import ROUND, SCORED_HAND, SCORED_HELP, WARM_UP
from games.window import ui
from games.window.app import App
from sim.geometry import Pose
from sim.kick import Kick, KickRange, load_setup
from sim.slider import mat as mats
from sim.slider.table import SliderTable

from .conftest import drag, key, post, run_for
from .test_finger_football_window import fresh_app, practice


def said(app: App) -> str:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert ui.problems(boxes, app.size) == []
    return " ".join(" ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT).split())


def hold_pull(app: App, scene: PracticeScene, dx: float, dy: float) -> None:
    """Press on the slider and pull by (dx, dy) px, holding."""
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    app.frame(1 / 60)
    for k in range(1, 6):
        pos = (round(cx + dx * k / 5), round(cy + dy * k / 5))
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)


def flick(app: App, scene: PracticeScene, dx: float, dy: float = 0.0) -> None:
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, (cx, cy), (cx + dx, cy + dy))
    for _ in range(900):
        app.frame(1 / 60)
        if not scene.sliding:
            break
    assert not scene.sliding


def band_pixels_off_the_mat(app: App, scene: PracticeScene) -> int:
    shot = pygame.surfarray.array3d(app.screen)
    mask = (shot == BAND).all(axis=2)
    r = scene.view.mat_rect
    mask[r.left : r.right, r.top : r.bottom] = False
    mask[scene.view.area.right :, :] = False  # the panel and the meter are not the table
    return int(mask.sum())


def colour_in(app: App, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    shot = pygame.surfarray.array3d(app.screen)
    return int((shot[rect.left : rect.right, rect.top : rect.bottom] == colour).all(axis=2).sum())


# ----------------------------------------------------------------- 1. the band
def test_the_band_stays_on_the_mat_and_says_where_it_is_cut() -> None:
    app = fresh_app()
    scene = practice(app)
    key(app, pygame.K_t)  # a scored round: the estimate band
    assert scene.drag.help == SCORED_HELP
    full = 0.3 * min(app.size)
    hold_pull(app, scene, full * 0.44, 0.0)  # towards YOUR end zone and off the table, as the newcomer did
    words = said(app)
    assert band_pixels_off_the_mat(app, scene) == 0, "no band over the table or the background"
    assert re.search(r"leaves? the mat", words), words
    scene.drag.cancel()
    # Near the lower sideline, a soft pull across the field: the wedge hung below the mat.
    post(pygame.MOUSEBUTTONDOWN, pos=scene.view.to_screen(30 * scene.mat.field.yard, -0.2), button=3)
    app.frame(1 / 60)
    hold_pull(app, scene, 0.0, -full * 0.05)  # a band that runs across the sideline
    said(app)
    assert colour_in(app, scene.view.mat_rect, BAND) > 20, "the band is drawn, on the mat"
    assert band_pixels_off_the_mat(app, scene) == 0
    pygame.display.quit()


def test_the_band_holds_the_share_it_states_marks_the_likeliest_stop_and_says_how_many_leave() -> None:
    """The figures the window says (practice_round.BAND_HOLDS and the pull's label), measured at
    every length of pull from practice's start with the scored round's club hand: 400 seeded
    flicks a pull, every figure a share of all of them. The share the label states ("8 in 10
    stop ...", "5 in 10 stop ...") lie in the band's distances, nearly all within its
    angle; its "most likely" is the middle flick's stop; the share said to leave the mat is the
    share that does; the counts said never add up past 10, and the band reaches the mat's edge
    exactly when some are said to leave. (Before, pull 0.7 drew "72-150 yd" and 146 of 200 flicks
    left the mat: 45 % inside; then the band held 96 in 100, unsaid; then "8 in 10 stop 66-92
    yd; 4 in 10 leave the mat" counted the first of the rest only, short of the edge: play-test.)"""
    mat = mats.default()
    table, spec, yd = SliderTable(mat), mat.slider, mat.field.yard
    pose = Pose(20 * yd, 0.0)
    reach = mat.field.surface[2] - pose.x + spec.circumradius
    for power in (0.05, 0.17, 0.22, 0.3, 0.5, 0.6, 0.7):
        speed = PRACTICE_MAX_SPEED * math.sqrt(power)
        aim = Aim(power, 0.0, speed, strike_for_spin(0.0, pose, spec, 0.0, speed))
        band = likely_band(table, pose, aim, SCORED_HAND)
        inside = wide = left = 0
        stops = []
        for k in range(400):
            o = table.flick(pose, spoil(aim, SCORED_HAND, pose, spec, hand_rng(11, k)).flick(spec))
            if not o.on_surface:
                left += 1
                stops.append(math.inf)
                continue
            d = math.hypot(o.rest.x - pose.x, o.rest.y - pose.y)
            stops.append(d)
            inside += band.near <= d <= band.far
            wide += abs(math.atan2(o.rest.y - pose.y, o.rest.x - pose.x)) > band.half
        words = band_words(band, 1 / yd)
        counts = [int(n) for n in re.findall(r"(?<!in )\b(\d+) (?:in 10 )?(?:stops?|leaves?) ", words)]
        assert sum(counts) <= 10, (power, words)
        stated = re.search(r"(\d+) (?:in 10 )?stops? ", words)
        assert stated is not None, words
        assert abs(inside / 400 - int(stated[1]) / 10) <= 0.1, (power, words, inside)
        assert abs(inside / 400 - band.inside) <= 0.06, (power, words, inside, band.inside)
        assert wide / max(1, 400 - left) <= 0.08, (power, wide, left)
        assert abs(band.off - left / 400) <= 0.05, (power, band.off, left)
        tenths = re.search(r"(?<!in )\b(\d+) (?:in 10 )?leaves? the mat", words)
        if left / 400 >= 0.05:
            assert tenths is not None and abs(int(tenths[1]) / 10 - left / 400) <= 0.1, (power, words, left)
        else:
            assert "the mat" not in words, (power, words)
        assert (band.far == reach) == (tenths is not None), (power, words, band.far, reach)
        middle = sorted(stops)[len(stops) // 2]
        if band.off < 0.45:
            assert abs(band.mid - middle) <= 0.05 * middle + yd, (power, band.mid / yd, middle / yd)
            assert f"most likely {band.mid / yd:.0f}" in words, words
        elif band.off >= 0.5:
            assert "most likely off the mat" in words and math.isinf(middle), words
    assert "7 in 10 leave the mat" in words or "8 in 10 leave the mat" in words, words  # 0.7


# ----------------------------------------------------------------- 2. scoring
def test_a_placed_slider_never_scores_and_one_counter_says_the_round() -> None:
    app = fresh_app()
    scene = practice(app)
    c = scene.target
    post(pygame.MOUSEBUTTONDOWN, pos=scene.view.to_screen(c.x, c.y), button=3)  # right on the target
    app.frame(1 / 60)
    assert "not scored" in said(app) and "R: back where it was" in said(app)
    flick(app, scene, -6)  # a nudge
    assert scene.round_tries == 0 and "Free try" in scene.verdict
    flick(app, scene, -6)  # again from where it rests: still free
    assert scene.round_tries == 0 and "Free try" in scene.verdict
    words = said(app)
    assert "Hits:" not in words and "Warm-up: 0 hits in 0" in words, "one counter, one meaning"
    pygame.display.quit()


# ----------------------------------------------------------------- 3. rounds
def test_the_warm_up_teaches_then_round_two_counts_with_the_band_and_a_trembling_hand() -> None:
    app = fresh_app()
    scene = practice(app)
    assert (scene.drag.help, scene.drag.hand) == ("exact", "exact")
    assert "Round 1, a warm-up" in said(app)
    for _ in range(WARM_UP):
        key(app, pygame.K_r)
        flick(app, scene, -30)
    assert (scene.drag.help, scene.drag.hand) == (SCORED_HELP, SCORED_HAND)
    words = said(app)
    assert "Round 2: the band shows where 8 in 10 flicks stop" in words
    assert "your hand trembles" in words
    assert f"Round 2: 0 hits in 0 · target 1 of {ROUND}" in words
    key(app, pygame.K_g)  # an easier help: the round is left, nothing scores
    assert scene.rounds.free and "Free practice" in said(app)
    flick(app, scene, -30)
    assert scene.round_tries == 0 and "not scored" not in scene.verdict  # the rule says it, once
    run_for(app, ROUND_CARD)  # the warm-up's end card (its next rule) gone
    assert said(app).count("not scored") == 1, "free practice said once, not three times"
    key(app, pygame.K_t)  # a scored round again, with its band and hand
    assert not scene.rounds.free and (scene.drag.help, scene.drag.hand) == (SCORED_HELP, SCORED_HAND)
    pygame.display.quit()


def test_one_name_per_circle_and_a_miss_in_screen_words() -> None:
    app = fresh_app()
    scene = practice(app)
    assert scene.target_words() == "the middle circle on your 45"
    scene.target_index = 3  # the upper of the two middle circles on your 30
    assert scene.target_words() == "the upper middle circle on your 30"
    flick(app, scene, -12)  # short and straight: left of it and below it on the screen
    # Named: by the time it is read the next target is lit (a play-test read "the lit circle" so).
    assert scene.verdict.startswith("Missed the upper middle circle on your 30 by ")
    assert "yd, edge to edge: it stopped" in scene.verdict
    assert "left of" in scene.verdict
    assert "below" in scene.verdict and "short" not in scene.verdict
    pygame.display.quit()


# ----------------------------------------------------------------- 4. help, slider, R, guide
def test_f1_opens_on_practices_own_page_with_no_game_rules() -> None:
    app = fresh_app()
    scene = practice(app)
    key(app, pygame.K_F1)
    words = said(app)
    assert "Practice" in words and "your slider" in words.lower()
    every = " ".join(line for page in scene.rules() for line in page.lines)
    for game_word in ("line of scrimmage", "1st down", "kick off", "Own up"):
        assert game_word not in every
    assert "your 46" in every and "their 46" in every
    pygame.display.quit()


def test_the_slider_is_pointed_out_until_the_first_flick_and_r_clears_the_verdict() -> None:
    app = fresh_app()
    scene = practice(app)
    assert "your slider" in said(app)
    flick(app, scene, -12)
    assert scene.verdict and "your slider" not in said(app)
    key(app, pygame.K_r)
    assert scene.verdict == "" and "Missed" not in said(app) and "Hit!" not in said(app)
    pygame.display.quit()


def test_the_shift_step_passes_when_shift_was_held_during_the_pull_only() -> None:
    app = fresh_app()
    scene = practice(app)
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    app.frame(1 / 60)
    post(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    post(pygame.MOUSEMOTION, pos=(round(cx) - 40, round(cy)), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.KEYUP, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)  # let go of Shift first
    app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=(round(cx) - 40, round(cy)), button=1)
    app.frame(1 / 60)
    assert scene.fine_or_spin_flicks == 1
    pygame.display.quit()


# ----------------------------------------------------------------- B. field goals
def test_a_full_pull_scores_fewer_round_kicks_than_a_pull_at_the_speed_needed() -> None:
    """Kicks 3 to 8 of a round (the trembling ones) at 40° loft, 300 seeded kicks each: a full
    pull against a pull at 1.1 times the slowest good speed (figures in docs/kick.md)."""
    setup, loft = load_setup(), math.radians(40)

    def share(r: KickRange, speed: float) -> float:
        rng, good = np.random.default_rng(5), 0
        for _ in range(300):
            s, e, a = trembled(speed, loft, 0.0, rng)  # the window's own draw (play-test 5: held)
            good += r.kick(Kick(min(s, KICK_MAX_SPEED * 1.2), max(e, 0.0), max(-1.0, min(1.0, a)))).good
        return good / 300

    full = needed = 0.0
    trembling = [p for p in PLAN if p[2]]
    for hands, distance, _ in trembling:
        r = KickRange(setup.goalpost(hands, distance), setup.ball)
        low, high = 0.0, KICK_MAX_SPEED
        for _ in range(30):
            mid = (low + high) / 2
            low, high = (low, mid) if r.kick(Kick(mid, loft, 0.0)).good else (mid, high)
        full += share(r, KICK_MAX_SPEED) / len(trembling)
        needed += share(r, min(KICK_MAX_SPEED, 1.1 * high)) / len(trembling)
    # Play-test 5 made the tremble smaller and bounded: a well-made kick scores more, a full pull
    # still far less (0.66 against 0.94; 0.54 against 0.80 before).
    assert full < 0.75 and needed > 0.88 and needed - full > 0.2, (full, needed)
