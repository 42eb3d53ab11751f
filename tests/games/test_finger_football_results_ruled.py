"""The result card says what the rules ruled (play-test: a touchdown try that stopped short was
carded "TOUCHDOWN COMPLETE" because its log said "not completely within"), and the CPU's completed
play says where the new line is, not "run complete" twice."""

from __future__ import annotations

import pygame

from games.finger_football.rules.actions import Call, CallPlay, Event, LogKind, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.rules.wording import its, who
from games.finger_football.ui.defence import cpu_play_result
from games.finger_football.ui.game_words import stakes
from games.finger_football.ui.prompts import Names, endzone_miss, window_words
from games.finger_football.ui.setup import GameSetup

from .conftest import key
from .test_finger_football_newcomer7 import until_banner
from .test_finger_football_window import at_position, fresh_app, texts
from .test_game_scene import flick_to, press_button


def test_a_short_touchdown_try_gets_a_missed_card_and_no_score() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 90.0, seed=3)  # the opponent's 10: a touchdown try
    scene = at_position(app, game)
    press_button(app, scene, "touchdown")
    d = game.direction(Team.RED)
    f = game.mat.field
    goal_line = f.length if d > 0 else 0.0
    assert game.los is not None
    flick_to(app, scene, goal_line - d * 4 * f.yard, game.los[1])  # stops short of the end zone
    until_banner(app, scene)
    assert scene.banner is not None
    assert scene.banner.headline == "MISSED", scene.banner.headline
    assert "end zone" in scene.banner.detail and "1st down" not in scene.banner.detail
    assert game.score[Team.RED] == 0
    said = " ".join(texts(app))
    assert "COMPLETE" not in said
    pygame.display.quit()


def test_the_cpus_completed_run_says_the_new_line_once() -> None:
    names = Names(frozenset({Team.RED}))
    said = f"{who(Team.BLUE)}: run complete, new line of scrimmage {its(Team.BLUE)} own 45"
    line = Event(LogKind.PLAY, said, Team.BLUE)
    result = cpu_play_result([line], names)
    assert result is not None
    headline, detail = result
    assert headline == "RUN COMPLETE"
    assert "run complete" not in detail.lower() and "Next play from the CPU's own 45" in detail


def test_the_setup_names_its_keys_and_choices_as_play_does() -> None:
    app = fresh_app()
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup)
    app.frame(1 / 60)
    said = texts(app)
    assert any(w.startswith("Aim help (G):") for w in said) and not any("(A)" in w for w in said)
    assert "Mat: Default mat" in said and "the shipped mat" not in " ".join(said)
    assert {"Steady hand", "Strays a little", "Strays a lot"} <= set(said)
    assert not any(w.startswith("Hand: ") for w in said)
    before = setup.aim_help
    key(app, pygame.K_g)  # G, as in the game and practice
    assert setup.aim_help != before
    pygame.display.quit()


def test_a_games_kick_says_whose_ball_and_where_as_the_main_window_does() -> None:
    game = FingerFootball.position(Team.RED, 60.0, down=4, seed=3)
    game.apply(CallPlay(Call.FIELD_GOAL))
    said = stakes(game, Names(frozenset({Team.RED})))
    assert said.startswith("Your ball · 4th down · the CPU's 40"), said
    assert "You 0 - The CPU 0" in said or "you 0 - the CPU 0" in said.lower()
    assert "Red" not in said and "opponent" not in said


def test_the_screen_says_end_zone_in_two_words() -> None:
    line = "Red: not completely within the endzone; back to the line of scrimmage"
    assert "endzone" not in window_words(line)
    assert "end zone" in endzone_miss(line, [0.0, 0.0], FingerFootball().mat)
