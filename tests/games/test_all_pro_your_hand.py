"""The All-Pro window's "your hand": a click moves your man with it (club unless changed, the
model the CPU uses at that skill), H changes it, and the rules ride the ball with that hand."""

import pygame

from games.all_pro.rules.actions import Action, Event, Step
from games.all_pro.rules.board import Team
from games.all_pro.ui.game_scene import AllProScene
from games.window.app import App

from .conftest import key, run_for
from .test_all_pro_scene import centre, click, open_scene, press


def _snapped(app: App) -> AllProScene:
    scene = open_scene(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    press(app, scene, "Backs in a T")
    press(app, scene, "Ready")
    run_for(app, 0.5)
    press(app, scene, "Snap to B1")
    return scene


def _click_sideways(app: App, scene: AllProScene) -> Step:
    game = scene.game
    applied: list[Action] = []
    apply = game.apply

    def watched(action: Action) -> list[Event]:
        applied.append(action)
        return apply(action)

    game.apply = watched  # type: ignore[method-assign]
    qb = game.men["home.B1"].square
    click(app, centre(scene, qb))
    target = (qb[0] - 1, qb[1])
    click(app, centre(scene, target))
    assert game.men["home.B1"].square == target
    assert isinstance(applied[-1], Step)
    return applied[-1]


def test_a_click_moves_your_man_with_your_hand_club_by_default(app: App) -> None:
    scene = _snapped(app)
    assert scene.your_hand == "club"
    step = _click_sideways(app, scene)
    assert isinstance(step, Step) and step.hand == "club" and step.glide is None
    on_top = scene.game.on_top
    assert on_top is not None and on_top.man == "home.B1" and on_top.hand == "club"


def test_h_changes_your_hand_and_the_next_click_uses_it(app: App) -> None:
    scene = _snapped(app)
    key(app, pygame.K_h)
    assert scene.your_hand == "expert" and scene.error is not None and "sure" in scene.error
    step = _click_sideways(app, scene)
    assert step.hand == "expert" and scene.game.on_top is not None and scene.game.on_top.hand == "expert"
    key(app, pygame.K_h)
    assert scene.your_hand == "novice"
