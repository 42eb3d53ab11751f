"""A newcomer's All-Pro report: Enter throws to the one open receiver (his button marked Enter),
a defence formation said without doubled brackets, and the point after's own hint. Each drives
the window with the keys and clicks a person makes."""

from __future__ import annotations

import pygame

from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import Team
from games.all_pro.ui import states
from games.window.app import App

from .conftest import key, run_for
from .test_all_pro_scene import press


def test_enter_throws_to_the_one_open_receiver(app: App) -> None:
    scene = states._throw(app)
    game = scene.game
    e2 = game.men["home.E2"].square  # E2 steps off every line: E1 is the only one open
    del game.at[e2]
    game.men["home.E2"].square = (e2[0] + 1, e2[1] - 3)
    game.at[game.men["home.E2"].square] = "home.E2"
    app.frame(1 / 60)
    keyed = [c.label for c in scene.choices() if c.default]
    assert len(keyed) == 1 and keyed[0].startswith("Throw to E1")
    run_for(app, 0.3)
    key(app, pygame.K_RETURN)
    assert any(e.kind == "pass" for e in game.log), "Enter threw the ball"


def test_a_defence_lined_up_by_enter_is_named_with_one_pair_of_brackets(app: App) -> None:
    scene = states._game(app)
    scene.game._scrimmage(Team.AWAY, 50, first_down=True)
    run_for(app, 1.0)  # the CPU's offence lines up first
    press(app, scene, "Stop the pass")
    run_for(app, 0.3)
    key(app, pygame.K_RETURN)
    assert scene.error is not None and "Stop the pass (5 on the line)" in scene.error
    assert "))" not in scene.error


def test_the_point_after_says_enter_kicks_it(app: App) -> None:
    scene = states._lined_up(app)
    scene.game.phase = Phase.PAT
    app.frame(1 / 60)
    assert "Choose with the buttons" not in scene.hint()
    assert scene.hint().startswith("Kick the point after (Enter)")
    assert [c.label for c in scene.choices() if c.default] == ["Kick the point after"]
