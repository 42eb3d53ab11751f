"""Issue 32, a third newcomer's play-test: the CPU's plays went by too fast (a touchdown, its extra
point and an onside kick in about 7 s). Each result of the CPU's now stays until the person presses
Space or clicks (the banner says "Space: go on"), and its kick window waits the same way."""

import pygame

from games.finger_football.rules.actions import Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.game_scene import GO_ON, GameScene

from .conftest import key, run_for
from .test_finger_football_window import at_position, fresh_app, texts


def test_a_cpu_result_stays_until_space() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 92.0, seed=3)  # the CPU (Red) on your 8
    scene = at_position(app, game, humans=frozenset({Team.BLUE}))
    assert isinstance(scene, GameScene)
    t = 0.0
    while scene.banner is None and t < 60.0:
        if scene.human_turn():  # you look at the CPU's flick and take it as it lies
            key(app, pygame.K_RETURN)
        run_for(app, 0.25)
        t += 0.25
    assert scene.banner is not None, f"the CPU made a moment ({scene.game.phase.value})"
    assert scene.banner.detail.endswith(GO_ON) and scene.banner_held
    before = scene.game.to_json()
    key(app, pygame.K_SPACE)  # too soon: a key meant for what was there before
    assert scene.banner is not None
    run_for(app, 8.0)
    assert scene.banner is not None and scene.game.to_json() == before, "held, and nothing goes on"
    assert any(GO_ON in w for w in texts(app)), "the banner says how to go on"
    key(app, pygame.K_SPACE)
    assert scene.banner is None
    pygame.display.quit()
