"""A second newcomer's play-test of the Finger Football windows (issue 32), driven by posted events:
spin cleared by 0 and after each flick, G changing the aim help, guide steps counted from when
they come up, the field goal's count waiting for the ball, its running count of good kicks,
the CPU's kick window saying when it goes back, banners ending before the CPU moves, B answering,
the dice read in plain words."""

import math

import pygame

from games.finger_football.rules.actions import (
    ChooseTarget,
    Dice,
    Direction,
    PlayKind,
    Team,
)
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.game_panel import GamePanel
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.kick_scene import crossing_words
from games.finger_football.ui.prompts import Names, dice_reading, window_words
from games.window import ui
from games.window.app import App
from games.window.banner import Banner
from sim.kick import Kick, KickRange, KickTiming, load_setup

from .conftest import drag, key, post, run_for
from .test_finger_football_window import at_position, field_goal, fresh_app, kick_with, practice, rolled


def said(app: App) -> str:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert ui.problems(boxes, app.size) == []
    return " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT)


def test_zero_clears_spin_and_a_flick_clears_it_too() -> None:
    app = fresh_app()
    scene = practice(app)
    post(pygame.MOUSEWHEEL, x=0, y=3)
    app.frame(1 / 60)
    assert scene.drag.spin != 0.0
    key(app, pygame.K_0)
    assert scene.drag.spin == 0.0, "0: a straight flick, as the help says"
    post(pygame.MOUSEWHEEL, x=0, y=2)
    app.frame(1 / 60)
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, (cx, cy), (cx - 60, cy))
    assert scene.flicks and scene.drag.spin == 0.0, "no spin rides on to the next flick unseen"
    pygame.display.quit()


def test_g_changes_the_aim_help_from_exact_to_an_estimate_to_the_way_alone() -> None:
    app = fresh_app()
    scene = practice(app)
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    post(pygame.MOUSEMOTION, pos=(round(cx) - 80, round(cy)), rel=(-80, 0), buttons=(1, 0, 0))
    exact = said(app)
    assert "about" in exact and "yd" in exact and "power" in exact and "aim help: steady stop (G)" in exact
    key(app, pygame.K_g)
    key(app, pygame.K_h)  # a club hand: an exact hand's estimate is one distance (play-test 4)
    post(pygame.MOUSEMOTION, pos=(round(cx) - 85, round(cy)), rel=(-5, 0), buttons=(1, 0, 0))
    estimate = said(app)
    assert scene.drag.help == "estimate" and "likely" in estimate and "about" not in estimate
    key(app, pygame.K_g)
    post(pygame.MOUSEMOTION, pos=(round(cx) - 90, round(cy)), rel=(-5, 0), buttons=(1, 0, 0))
    off = said(app)
    assert scene.drag.help == "off" and "aim help: off (G)" in off
    assert "yd" not in off, "with the aim help off nothing says how far it goes"
    pygame.display.quit()


def test_a_guide_step_counts_from_when_it_comes_up() -> None:
    """A first flick that hits the lit circle passes step 1 only: the hit before step 2 came up
    does not pass step 2 (steps never jump 1 to 3)."""
    app = fresh_app()
    scene = practice(app)
    guide = scene.guide()
    assert guide is not None
    guide.advance()
    scene.flicks.append(object())  # type: ignore[arg-type]
    scene.hit_flicks.append(0)  # the first flick was a hit...
    guide.advance()
    guide.advance()
    assert guide.index == 1, "...which is the first step done, and the second not yet"
    scene.flicks.append(object())  # type: ignore[arg-type]
    scene.hit_flicks.append(1)  # a hit made while step 2 shows
    guide.advance()
    assert guide.index == 2
    pygame.display.quit()


def test_every_kick_waits_for_the_ball_to_be_pressed() -> None:
    app = fresh_app()
    scene = field_goal(app)
    before = said(app)
    assert "Press on the ball" in before and "count of three starts at your press" in before
    key(app, pygame.K_SPACE)
    run_for(app, 5.0)
    assert scene.phase == KickPhase.COUNTING and scene.outcome is None, "no count runs while reading"
    kick_with(app, scene, 3.6)
    assert scene.attempts == 1 and scene.outcome is not None
    key(app, pygame.K_r)
    key(app, pygame.K_SPACE)
    run_for(app, 4.0)
    assert scene.outcome is None and scene.count_waits, "the next kick waits for its press too"
    assert f"Free practice: {scene.goods} good of 1" in said(app)  # free practice's own kicks
    pygame.display.quit()


def test_a_game_kick_waits_for_the_ball_too() -> None:
    app = fresh_app()
    scene = field_goal(app, on_result=lambda o: None, kicker="Your field goal")
    key(app, pygame.K_SPACE)
    run_for(app, 4.0)
    assert scene.phase == KickPhase.COUNTING and scene.outcome is None
    assert "Your field goal: press on the ball" in said(app), "whose kick, with what to do"
    pygame.display.quit()


def test_where_a_kick_crossed_is_said_in_plain_words() -> None:
    assert crossing_words(0.012, 0.139) == "went over 13.9 cm above the table, 1.2 cm left of the middle"
    assert crossing_words(0.0, 0.1) == "went over 10.0 cm above the table, dead centre"


def test_the_cpus_kick_waits_for_the_defenders_go_and_is_seen_landing() -> None:
    """(Play-test 3: the CPU's kick went back by itself before it was seen.) The person, the
    defender, says go: nothing flies before; it lands and stays a few seconds, Enter sooner."""
    app = fresh_app()
    setup = load_setup()
    kick = KickRange(setup.goalpost("medium", 1.10), setup.ball).kick(
        Kick(3.6, math.radians(40)), timing=KickTiming(3.0, 0.0, 1.0), trajectory=True
    )
    heard = []
    scene = field_goal(app, on_result=heard.append, kicker="The CPU's field goal", watch=kick)
    run_for(app, 5.0)
    assert scene.phase == KickPhase.WAITING and heard == [], "it waits for your go"
    assert "Say go" in said(app)
    key(app, pygame.K_SPACE)
    run_for(app, 0.5)
    assert scene.phase == KickPhase.COUNTING, "the count runs; the CPU kicks a second after go"
    run_for(app, 2.0)
    assert scene.phase == KickPhase.DONE
    assert "Back to the game in" in said(app)
    run_for(app, 1.0)
    assert heard == [], "seen landing"
    key(app, pygame.K_RETURN)
    assert heard == [kick]
    pygame.display.quit()


def test_the_cpu_waits_for_a_banner_and_space_ends_it() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 30.0, seed=3)
    scene = at_position(app, game, humans=frozenset({Team.BLUE}))  # the CPU (Red) calls its play
    scene.banner = Banner("TOUCHDOWN", "Red scores", (235, 80, 70))
    before = scene.game.to_json()
    run_for(app, 1.5)
    assert scene.banner is not None and scene.game.to_json() == before, "nothing starts under a banner"
    key(app, pygame.K_SPACE)
    assert scene.banner is None
    run_for(app, 2.0)
    assert scene.game.to_json() != before or scene.wind_up is not None, "then the CPU plays"
    pygame.display.quit()


def test_b_with_nothing_to_own_up_to_says_so() -> None:
    app = fresh_app()
    at_position(app, FingerFootball.position(Team.RED, 30.0, seed=3))
    key(app, pygame.K_b)
    assert "nothing to own up to now" in said(app)
    pygame.display.quit()


def test_a_key_never_answers_a_decision_younger_than_the_grace() -> None:
    app = fresh_app()
    game = FingerFootball(None, 4)
    scene = at_position(app, game)
    run_for(app, 0.5)
    key(app, pygame.K_1)  # the coin toss
    assert scene.decisions == 1
    key(app, pygame.K_1)  # pressed at once: the next question is not answered unread
    assert scene.decisions == 1
    pygame.display.quit()


def test_the_dice_and_the_target_agree_in_plain_words() -> None:
    names = Names(frozenset({Team.RED}))
    game = rolled(65.0, Dice(2, PlayKind.PASS, Direction.LEFT))
    assert "near the goal, you pick any circle" in dice_reading(game, names)
    game.apply(ChooseTarget(next(a.target for a in game.legal_actions() if isinstance(a, ChooseTarget))))
    assert dice_reading(game, names) == "near the goal, the target was yours to pick"  # one was picked
    choice = rolled(30.0, Dice(1, PlayKind.RUN, Direction.CHOICE))
    assert dice_reading(choice, names).startswith("you pick")  # the die's face is said before it
    line = window_words("the CPU announces touchdown")
    assert line == "the CPU goes for a touchdown"
    assert "offence" not in window_words(
        "you roll Zone 1 run, LEFT: no such symbol ahead, the offence has its choice"
    )


def test_the_panel_draws_the_two_dice() -> None:
    app = fresh_app()
    scene = at_position(app, rolled(30.0, Dice(1, PlayKind.RUN, Direction.CHOICE)))
    words = said(app)
    assert "ZONE 1" in words and "RUN" in words and "CHOICE" in words
    assert isinstance(scene.panel, GamePanel)
    pygame.display.quit()
