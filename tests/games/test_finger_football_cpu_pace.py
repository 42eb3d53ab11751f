"""Issue 32, a third newcomer's play-test: the CPU's plays went by too fast (a touchdown, its extra
point and an onside kick in about 7 s), so each result of the CPU's was held until the person
pressed Space. A later play-tester, defending for 20 plays, did nothing but press Space to close
them: now a CPU result stays in full a while (defence_flow.RESULT_READ), then goes by itself;
Space or a click ends it sooner, never one pressed as it appeared."""

import pygame

from games.finger_football.rules.actions import Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.defence_flow import RESULT_READ
from games.finger_football.ui.game_scene import GameScene
from games.window.banner import LIFE

from .conftest import key, run_for
from .test_finger_football_window import at_position, fresh_app


def cpu_result(app: object, scene: GameScene) -> None:
    t = 0.0
    while scene.banner is None and t < 60.0:
        if scene.human_turn():  # you look at the CPU's flick and take it as it lies
            key(app, pygame.K_RETURN)
        run_for(app, 0.25)
        t += 0.25


def test_a_cpu_result_stays_a_while_then_goes_by_itself() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 92.0, seed=3)  # the CPU (Red) on your 8
    scene = at_position(app, game, humans=frozenset({Team.BLUE}))
    assert isinstance(scene, GameScene)
    cpu_result(app, scene)
    assert scene.banner is not None, f"the CPU made a moment ({scene.game.phase.value})"
    assert scene.banner_held and "Space" not in scene.banner.detail
    before = scene.game.to_json()
    key(app, pygame.K_SPACE)  # too soon: a key meant for what was there before
    assert scene.banner is not None
    run_for(app, RESULT_READ - 0.5)
    assert scene.banner is not None and scene.game.to_json() == before, "held, and nothing goes on"
    run_for(app, LIFE)
    assert scene.banner is None, "gone by itself"
    pygame.display.quit()


def test_space_ends_a_cpu_result_sooner() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 92.0, seed=3)
    scene = at_position(app, game, humans=frozenset({Team.BLUE}))
    cpu_result(app, scene)
    assert scene.banner is not None
    run_for(app, 1.0)
    key(app, pygame.K_SPACE)
    assert scene.banner is None
    pygame.display.quit()
