"""Issue 32, a third newcomer's play-test: one set of words for the dice's side (the screen's:
upper, middle, lower), "what is lit" counted, the button that asks for the dice naming who rolls,
the stopped slide said plainly."""

import pygame

from games.finger_football.rules.actions import ChooseTarget, Dice, Direction, Phase, PlayKind, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.howto_pages import DICE
from games.finger_football.ui.prompts import Names, choice_reason

from .conftest import run_for
from .test_finger_football_window import at_position, fresh_app, rolled, texts


def test_the_help_names_the_dice_sides_as_the_screen_does() -> None:
    words = " ".join(DICE.lines)
    assert "upper, middle or lower" in words and "left, middle, right" not in words


def test_a_choice_says_what_is_lit() -> None:
    game = rolled(30.0, Dice(1, PlayKind.RUN, Direction.CHOICE))
    assert game.phase == Phase.CHOOSE_TARGET
    reason = choice_reason(game, Names(frozenset({Team.RED})))
    targets = [a.target for a in game.legal_actions() if isinstance(a, ChooseTarget)]
    lit = {t.circles[0] for t in targets if t.circles}
    assert len(lit) < len(game.mat.run_circles)
    assert not reason.startswith("Every circle") and f"The {len(lit)} circles ahead of you are lit" in reason


def test_the_dice_button_says_the_cpu_rolls_them() -> None:
    app = fresh_app()
    scene = at_position(app, FingerFootball.position(Team.RED, 30.0, seed=3))
    app.guides.clear()
    run_for(app, 0.5)
    assert any("Ask for the dice (the CPU rolls them)" in w for w in texts(app))
    assert not any("Roll the dice for a target" in w for w in texts(app))
    assert scene.game.phase == Phase.CALL
    pygame.display.quit()
