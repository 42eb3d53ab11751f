"""A fifth play-test of the Tortellini window (a newcomer rated it 7/10): pass mode that a newcomer
could not leave, the pass lanes drawn over the chips and their orders, and a log without turn
numbers. Each drives the window as a person does."""

from __future__ import annotations

import pygame

from games.tortellini.rules.actions import Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import passing
from games.tortellini.ui.pieces import CHIP_COLOUR
from games.window.app import App
from sim.tiles.grid import Square

from .conftest import key
from .test_tortellini_second_playtest import at, click, set_position, words_drawn

ONE, TWO = Team.ONE, Team.TWO
# Your red carries on d2; white (a4) and blue (g1) are on no line with it: no pass this turn.
NO_PASS: dict[Chip, Square] = {
    (ONE, "red"): (3, 1),
    (ONE, "white"): (0, 3),
    (ONE, "blue"): (6, 0),
    (TWO, "red"): (1, 6),
    (TWO, "white"): (4, 6),
    (TWO, "blue"): (7, 7),
}
# The same with your white on g5: on the diagonal up from d2 (e3 and f4 between).
PASSABLE: dict[Chip, Square] = {**NO_PASS, (ONE, "white"): (6, 4)}


def test_pass_with_no_chip_on_a_line_says_so_and_does_not_turn_on(app: App) -> None:
    scene = set_position(app, NO_PASS, (ONE, "red"), frozenset({ONE}))
    assert not passing.lanes(scene.game)
    key(app, pygame.K_p)
    assert not scene.passing
    assert "No chip of yours is on a line with the ball: no pass this turn" in words_drawn(app)
    # Your red then steps as any chip does: the click chooses it.
    click(app, scene.view.spots()[(ONE, "red")][:2])
    assert scene.selected == (ONE, "red") and scene._targets()


def test_in_pass_mode_p_esc_or_a_click_on_the_ball_call_the_pass_off(app: App) -> None:
    scene = set_position(app, PASSABLE, (ONE, "red"), frozenset({ONE}))
    key(app, pygame.K_p)
    assert scene.passing
    key(app, pygame.K_ESCAPE)  # Esc calls the pass off and stays in the game
    assert not scene.passing and app.stack.top is scene
    key(app, pygame.K_p)
    key(app, pygame.K_p)  # P again calls it off
    assert not scene.passing
    key(app, pygame.K_p)
    click(app, scene.view.spots()[(ONE, "red")][:2])  # the ball's own chip: it steps instead
    assert not scene.passing and scene.selected == (ONE, "red")
    assert not scene.error
    key(app, pygame.K_ESCAPE)  # a chosen chip: Esc lets it go, still in the game
    assert scene.selected is None and app.stack.top is scene
    key(app, pygame.K_ESCAPE)  # nothing to call off: now it asks to leave
    assert app.leaving is not None and app.leaving.question == "Leave this game?"


def test_the_pass_lanes_run_under_the_chips(app: App) -> None:
    scene = set_position(app, PASSABLE, (ONE, "red"), frozenset({ONE}))
    key(app, pygame.K_p)
    app.frame(1 / 60)
    # The lane from d2 ends under your white's centre on g5: the chip's own colour there.
    cx, cy, _ = scene.view.spots()[(ONE, "white")]
    assert at(app, (cx, cy)) == CHIP_COLOUR["white"]
    assert "Click a ringed chip to pass to it (green ring: safe, pink: at risk) · P again: no pass" in (
        words_drawn(app)
    )


def test_the_log_numbers_each_turn() -> None:
    app = App((1280, 720))
    try:
        scene = set_position(app, NO_PASS, (ONE, "red"), frozenset(Team))
        turn = scene.game.turn
        from .test_tortellini_second_playtest import plan

        plan(app, scene, {"red": (0, 1), "white": (0, 1), "blue": (0, 1)})
        plan(app, scene, {"red": (0, -1), "white": (0, -1), "blue": (0, -1)})
        lines = [line for line, _ in scene._log()]
        assert f"Turn {turn + 1}" in lines
        assert lines[lines.index(f"Turn {turn + 1}") + 1].startswith("Player 1: red up")
    finally:
        app.stack.clear()
        pygame.display.quit()
