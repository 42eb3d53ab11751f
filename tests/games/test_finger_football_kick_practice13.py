"""A newcomer rated field-goal practice 7/10 and the game's kick surprising: three paragraphs of
text above the kick, one try and no practice; the flight's top lost behind the header; the old
flight drawn through new hands after H; "3 points more ... (10% over the need)" in two units; "Your
hand trembled: 0.0° right". And the CPU's flick line: long, small, "most likely 62" beside "5 in 10
leave the mat"."""

from __future__ import annotations

import math

import pygame

from games.finger_football.match import Physics, make_player
from games.finger_football.players.bot import _flick
from games.finger_football.rules.actions import Roll, Team
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui import kick_words
from games.finger_football.ui.aim import aim_of_flick
from games.finger_football.ui.kick_fit import views_for
from games.finger_football.ui.kick_scene import KICK_MAX_SPEED, Phase
from games.finger_football.ui.kick_swing import OFFER, SWUNG, WHY_LINK
from games.finger_football.ui.likely_band import Band, band_words, short_band_words
from sim.inverse import flick_to
from sim.kick import Kick
from sim.slider.friction import FrictionModel

from .conftest import key
from .test_finger_football_window import field_goal, fresh_app, kick_with, texts


def test_a_games_kick_says_the_need_in_short_and_offers_a_practice_swing_first() -> None:
    app = fresh_app()
    results: list[object] = []
    scene = field_goal(app, on_result=results.append, kicker="your field goal", first_kick=True)
    said = " ".join(texts(app))
    assert "pull 59% or more (at 40° loft) and let go within 3 s of your press" in said
    assert WHY_LINK in said and OFFER in said and "whole field" not in said
    key(app, pygame.K_p)
    clears = scene.clearing_speed()
    assert clears is not None
    kick_with(app, scene, clears * 1.1)
    assert scene.phase == Phase.DONE and SWUNG in " ".join(texts(app))
    key(app, pygame.K_RETURN)
    assert results == [] and scene.phase == Phase.WAITING, "the swing is not the kick"
    assert OFFER not in " ".join(texts(app)), "one swing a game"
    kick_with(app, scene, clears * 1.1)
    key(app, pygame.K_RETURN)
    assert len(results) == 1, "the real kick goes back to the game"
    pygame.display.quit()


def test_the_whole_arc_of_a_high_kick_stays_in_the_side_view() -> None:
    app = fresh_app()
    scene = field_goal(app)
    scene._set_loft(math.radians(52))
    kick_with(app, scene, KICK_MAX_SPEED * 0.69)
    texts(app)  # a frame drawn: laid out for the kick
    # As drawn (the guide's band kept above the views from the start leaves the 1280x720 side view
    # lower: this arc is drawn zoomed out to fit, kick_fit.py), the flight on to the table included.
    v = views_for(scene)
    apex = max(v.side(x, z)[1] for _t, x, _y, z in scene.flown()) - scene.setup.ball.radius
    top = min(v.side(x, z)[1] for _t, x, _y, z in scene.flown())
    assert top - scene.setup.ball.radius * v.scale >= v.side_area.top, (apex, top)
    assert scene.views.top_area.bottom <= app.size[1] - 30 - 4, "the top view clear of the footer"
    pygame.display.quit()


def test_new_hands_clear_the_old_flight_and_its_verdict() -> None:
    app = fresh_app()
    scene = field_goal(app)
    kick_with(app, scene, KICK_MAX_SPEED * 0.7)
    assert scene.phase == Phase.DONE and scene.outcome is not None
    key(app, pygame.K_h)
    assert scene.outcome is None and scene.phase == Phase.WAITING
    pygame.display.quit()


def test_the_pull_is_said_in_one_unit_and_a_tremble_of_nothing_is_not_said_as_figures() -> None:
    app = fresh_app()
    scene = field_goal(app)
    clears = scene.clearing_speed()
    assert clears is not None
    scene.meant = Kick(clears * 1.04, scene.loft, 0.0)
    scene.outcome = scene.range.kick(scene.meant, drag=scene.drag, trajectory=True)
    assert kick_words.tremor_words(scene) == ["Your hand trembled, but too little to matter"]
    struck = Kick(clears * 0.97, scene.loft, 0.0)
    scene.outcome = scene.range.kick(struck, drag=scene.drag, trajectory=True)
    assert "0.0°" not in kick_words.tremor_words(scene)[0] and "-" in kick_words.tremor_words(scene)[0]
    pygame.display.quit()


def test_the_band_says_most_likely_off_the_mat_when_most_leave_it() -> None:
    band = Band(near=1.0, far=1.3, half=0.05, edge=1.5, off=0.6, mid=1.4, inside=0.3)  # mid: off the mat
    long_words = band_words(band, 50.0)
    assert "most likely off the mat" in long_words and "most likely 5" not in long_words
    assert "6 in 10 leave the mat; 3 in 10 stop 50-65 yd" in long_words, long_words
    assert short_band_words(band, 50.0) == " · most likely off the mat"
    stays = Band(near=0.5, far=0.8, half=0.05, edge=1.5, off=0.0, mid=0.65)
    assert short_band_words(stays, 50.0) == " · likely stops 25-40 yd"


def test_the_novice_never_chooses_an_absurd_power_for_its_target() -> None:
    """Its misses come from a bounded spread: never a fifth of the pull its target needs, nor
    half as much again (a 24-yard target flicked at 5% power: play-test)."""
    for seed in range(30):
        game = FingerFootball.position(Team.BLUE, 25.0 + seed, seed=seed)
        physics = Physics(game.mat)
        bot = make_player("novice", seed, Team.BLUE, physics)
        game.apply(bot.decide(game))  # its call
        while not isinstance(game.request(), FlickRequest) and not game.is_over():
            game.apply(Roll() if game.phase.name == "ROLL" else bot.decide(game))
        request = game.request()
        if not isinstance(request, FlickRequest) or request.team != Team.BLUE:
            continue
        made = aim_of_flick(bot.flick(game, request), game.mat.slider).power
        friction = FrictionModel(game.mat.mu, game.mat.slider.friction_radius)
        speed, direction = flick_to(friction, request.start, bot._flick_aim(game, request))
        meant = aim_of_flick(_flick(game, request.start, speed, direction, 0.0), game.mat.slider).power
        assert 0.5 * meant <= made <= 1.6 * meant, (seed, meant, made)
