"""A newcomer rated the game against the CPU 5/10: they mostly waited (the CPU's first drive took
2.5 minutes and 13 plays; 6 flicks of theirs in 10 minutes), and a quarter changed silently. Now F
(or the button on screen) hurries the CPU to its next result that waits for you; a score and the
end of a quarter still wait for Space or a click, and the quarter's card says the teams change
ends."""

import pygame

from games.finger_football.rules.actions import Phase, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.game_loop import HURRY_WORDS
from games.finger_football.ui.guides import game_guide

from .conftest import key
from .test_finger_football_cpu_pace import SMALL, STEP, until
from .test_finger_football_window import at_position, fresh_app, texts


def test_f_hurries_the_cpu_to_its_score_which_still_waits_for_you() -> None:
    app = fresh_app(SMALL)
    game = FingerFootball.position(Team.RED, 92.0, seed=3)  # the CPU (Red) on your 8: it scores
    scene = at_position(app, game, humans=frozenset({Team.BLUE}))
    assert HURRY_WORDS in " ".join(texts(app)), "the button says the key while the CPU plays"
    key(app, pygame.K_f)  # a few frames: the CPU's whole play
    took = until(app, lambda: scene.banner is not None and scene.banner_waits, 30.0)
    assert took < 1.5, "hurried: no pauses, wind-ups or slow slides"
    assert scene.banner is not None and scene.banner.headline == "TOUCHDOWN!"
    assert not scene.hurry, "the score waits for you: the hurry ends there"
    before = scene.game.to_json()
    until(app, lambda: False, 2.0)
    assert scene.banner is not None and scene.game.to_json() == before
    pygame.display.quit()


def test_the_end_of_a_quarter_is_a_card_that_waits_and_says_the_ends_change() -> None:
    app = fresh_app(SMALL)
    game = FingerFootball.position(Team.BLUE, 30.0, seed=3, plays=19)  # the CPU's last play of Q1
    scene = at_position(app, game)
    key(app, pygame.K_f)
    until(app, lambda: scene.banner is not None, 30.0)
    assert scene.banner is not None and scene.banner.headline == "THE CPU MISSES", "the play's result first"
    assert scene.banner_waits and "QUARTER" not in " ".join(texts(app))
    until(app, lambda: False, 0.6)
    key(app, pygame.K_SPACE)
    assert scene.banner is not None and scene.banner.headline == "END OF THE 1ST QUARTER"
    assert scene.banner_waits and not scene.hurry
    words = " ".join(texts(app))
    assert "The teams change ends: your end zone is now on the right" in words
    before = scene.game.to_json()
    until(app, lambda: False, 3.0)
    assert scene.game.to_json() == before, "the CPU waits for you to read it"
    for _ in range(round(0.6 / STEP)):
        app.frame(STEP)
    key(app, pygame.K_SPACE)
    assert scene.banner is None and scene.game.quarter == 2
    assert scene.game.phase != Phase.GAME_OVER
    pygame.display.quit()


def test_the_guides_choice_step_shows_on_your_choice_only() -> None:
    """ "The dice give you the choice: click a lit circle" came up while the CPU chose (play-test)."""
    app = fresh_app(SMALL)
    for offense, shown in ((Team.BLUE, False), (Team.RED, True)):
        game = FingerFootball.position(offense, 30.0, seed=2)
        game.phase = Phase.CHOOSE_TARGET
        scene = at_position(app, game)
        step = next(s for s in game_guide(scene).steps if s.words.startswith("The dice give you the choice"))
        assert step.when() is shown, offense
        app.back()
    pygame.display.quit()
