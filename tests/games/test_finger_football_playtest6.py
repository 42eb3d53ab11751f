"""Play-test 6 of Finger Football against the CPU and practice, driven by the keys and clicks a
person makes: yard lines named one way ("the CPU's 45", never "its own 45" or "the opponent's
40"), the two kinds of long touchdown try named once each, G and H asking before they leave a
scored round, and a round-over card that says the score, the best flick and what to try next,
inside its box."""

import pygame

from games.finger_football.rules.actions import Call, CallPlay, Dice, Direction, PlayKind, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.practice import PracticeScene
from games.finger_football.ui.practice_round import ROUND, Try, best_try, next_try
from games.finger_football.ui.prompts import TOUCHDOWN_HINT
from games.window import ui

from .conftest import key, run_for
from .finger_football.helpers import accept, flick_to
from .test_finger_football_window import at_position, fresh_app, texts


def test_the_log_and_the_target_name_yard_lines_as_the_status_line_does() -> None:
    game = FingerFootball.position(Team.RED, 45.0, seed=4)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(2, PlayKind.RUN, Direction.MIDDLE))  # a circle on the CPU's 30
    assert game.target is not None
    c = game.field.circle(game.target.circles[0])
    flick_to(game, (c.x, c.y))  # a run complete past the 50: "on the opponent's 30" in the rules
    accept(game)
    assert any("on the opponent's" in e.text for e in game.log)
    app = fresh_app()
    at_position(app, game)
    run_for(app, 0.5)
    key(app, pygame.K_1)  # the person asks for the dice
    said = " ".join(texts(app))
    assert "the CPU's 3" in said and "opponent's" not in said and "its own" not in said
    pygame.display.quit()


def test_the_touchdown_tip_names_a_long_miss_and_a_touchback_once_each() -> None:
    assert TOUCHDOWN_HINT.count("touchback") == 1 and TOUCHDOWN_HINT.count("a miss") == 1


def scored_round(app: pygame.Surface) -> PracticeScene:
    scene = app.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    app.guides.clear()
    key(app, pygame.K_t)  # a scored round
    scene.rounds.tries = 2  # two of its flicks made
    app.frame(1 / 60)
    return scene


def test_h_asks_before_it_leaves_a_scored_round_and_esc_keeps_it() -> None:
    app = fresh_app()
    scene = scored_round(app)
    hand = scene.drag.hand
    key(app, pygame.K_h)
    assert scene.confirm is not None and not scene.rounds.free and scene.drag.hand == hand
    assert any("leave the round" in w for w in texts(app))
    key(app, pygame.K_ESCAPE)  # keep playing
    assert scene.confirm is None and not scene.rounds.free and scene.drag.hand == hand
    assert app.stack.top is scene
    key(app, pygame.K_h)
    key(app, pygame.K_y)  # leave it (Enter would keep it, as in every such question)
    assert scene.rounds.free and scene.drag.hand != hand
    key(app, pygame.K_h)  # free practice already: no question
    assert scene.confirm is None
    pygame.display.quit()


def test_the_round_over_card_says_score_best_flick_and_what_next_inside_its_box() -> None:
    app = fresh_app((960, 600))
    scene = scored_round(app)
    scene.rounds.tries = 0
    for k in range(ROUND):  # three hits, the misses mostly past their circles
        hit = k < 3
        flick = Try(hit, 30.0 + k, 0.0 if hit else 6.0, 1.0, "the upper circle on their 30")
        scene.rounds.scored(hit, flick)
    scene.round_card = 2.0
    words = texts(app)  # texts() checks that no text leaves its box or the window
    said = " ".join(words)
    assert "Round 2 over: 3 of 10 hit" in said
    assert "Best flick: a 32-yd hit on the upper circle on their 30." in said
    assert "pull a little softer (7 of 7 misses went past)" in said
    pygame.display.quit()


def test_what_to_try_next_follows_the_misses() -> None:
    short = [Try(False, 20.0, -5.0, 1.0, "a circle")] * 3
    aside = [Try(False, 20.0, 1.0, 6.0, "a circle")] * 3
    assert "harder" in next_try(short) and "line the pull up" in next_try(aside)
    assert best_try(short) == "Best flick: 5 yd from a circle."
    assert ui is not None
