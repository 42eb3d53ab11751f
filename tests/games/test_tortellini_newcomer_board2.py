"""A newcomer's play-test of the Tortellini window (7/10): a step onto the passer told why it
did not tackle (and the rules say so), the possible pass lanes drawn unlike the CPU's orders and
named in the legend, the caption kept in sight under the first game's guide, a chip of yours on
a shared square picked by a click on its own half, the ball and the pass badge apart, the
carrier kept off the rows' numbers, and the defence hint saying every chip must move. Each
drives the window as a person does."""

from __future__ import annotations

import math

import pygame

from games.tortellini.rules.actions import SIZE, Team
from games.tortellini.ui import pieces
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.howto import pages
from games.tortellini.ui.states import DEFENCE
from games.window import ui
from games.window.app import App

from .conftest import key, run_for
from .test_tortellini_second_playtest import at, click, plan, set_position, words_drawn

ONE, TWO = Team.ONE, Team.TWO
PASSER = {
    (TWO, "red"): (4, 4),  # e5, with the ball
    (TWO, "white"): (4, 2),  # e3: the catcher
    (TWO, "blue"): (0, 7),
    (ONE, "white"): (4, 5),  # e6: steps down onto the passer
    (ONE, "red"): (7, 0),
    (ONE, "blue"): (0, 0),
}


def _their_pass(app: App, scene: TortelliniScene) -> None:
    """Player 2: red passes to white (P, a click on white), blue down, Reveal."""
    if scene.screen_up:
        click(app, (640, 360))
    key(app, pygame.K_p)
    click(app, scene.view.spots()[(TWO, "white")][:2])
    click(app, scene.view.spots()[(TWO, "blue")][:2])
    click(app, scene.view.centre(0, 6))
    key(app, pygame.K_RETURN)


def test_a_step_onto_the_passer_is_told_why_it_does_not_tackle(app: App) -> None:
    scene = set_position(app, PASSER, (TWO, "red"), frozenset(Team))
    for _ in range(2):
        if scene.planner == ONE:
            plan(app, scene, {"white": (0, -1), "red": (0, 1), "blue": (0, 1)})
        else:
            _their_pass(app, scene)
    said = [line for lines in scene.told.values() for line in lines]
    assert any("stepped onto Player 2's red, the passer: no tackle" in w for w in said), said
    assert any("step onto the catcher or into the lane" in w for w in said)
    assert scene.game.carrier == (TWO, "white"), "the catcher has the ball"
    tackle_page = next(p for p in pages(scene.who) if p.title == "the tackle")  # the rules say it
    assert any("passer has no ball" in line for line in tackle_page.lines)


def test_possible_lanes_are_violet_and_named_in_the_legend(app: App) -> None:
    scene = set_position(app, DEFENCE, (TWO, "red"), frozenset({ONE}))
    run_for(app, 0.1)
    words = words_drawn(app)
    assert "A possible pass" in words and "Step a chip onto it this turn: it intercepts" in words
    assert any("violet" in w for w in words), "the caption names the lanes as drawn"
    passer, receiver = scene.view.spots()[(TWO, "red")], scene.view.spots()[(TWO, "white")]
    k = 0.65  # a point on the lane, clear of both chips
    mid = (passer[0] + (receiver[0] - passer[0]) * k, passer[1] + (receiver[1] - passer[1]) * k)
    near = [at(app, (mid[0] + dx, mid[1] + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert pieces.MAYBE in near, near


def test_the_caption_stays_in_sight_under_the_guide() -> None:
    app = App((1280, 720))
    try:
        from games.window.settings import Settings

        app.settings = Settings(None)
        scene = set_position(app, DEFENCE, (TWO, "red"), frozenset({ONE}))
        show = getattr(app, "show_guide", None)
        if show is not None:
            show(scene)
        run_for(app, 0.2)
        if app.guide_of(scene) is None:
            return  # no guide in this kit: the caption is on its line
        with ui.recording() as boxes:
            app.frame(1 / 60)
        guide = app.guide_of(scene)
        assert guide is not None
        card = guide.card(scene.guide_strip())
        said = [b.rect for b in boxes if "violet" in b.words]
        assert said and all(scene.lay.caption.contains(r) for r in said), "said on the caption line"
        assert not any(card.colliderect(r) for r in said), "clear of the guide's card"
    finally:
        app.stack.clear()
        pygame.display.quit()


def test_a_click_on_your_half_of_a_shared_square_picks_your_chip(app: App) -> None:
    chips = dict(DEFENCE)
    chips[(ONE, "white")] = (3, 4)
    chips[(ONE, "red")] = (3, 5)
    chips[(TWO, "white")] = (3, 4)  # shares d5 with your white
    scene = set_position(app, chips, (TWO, "red"), frozenset({ONE}))
    click(app, scene.view.spots()[(ONE, "red")][:2])
    assert scene.selected == (ONE, "red")
    x, y, _ = scene.view.spots()[(ONE, "white")]
    click(app, (x, y))  # your white's half of d5, which your red could step to
    assert scene.selected == (ONE, "white"), "chosen, not an order for red"
    assert (ONE, "red") not in scene.orders
    click(app, scene.view.centre(3, 3))  # then white's step down: an order
    assert (ONE, "white") in scene.orders


def test_the_ball_and_the_pass_badge_are_apart_and_the_edge_numbers_are_clear(app: App) -> None:
    chips = {
        (TWO, "red"): (7, 5),  # h6, the ball, sharing with your blue
        (ONE, "blue"): (7, 5),
        (TWO, "white"): (7, 7),
        (TWO, "blue"): (0, 7),
        (ONE, "red"): (0, 0),
        (ONE, "white"): (7, 3),
    }
    scene = set_position(app, chips, (TWO, "red"), frozenset(Team))
    if scene.planner != TWO:
        plan(app, scene, {"red": (0, 1), "white": (0, 1), "blue": (-1, 0)})
    if scene.screen_up:
        click(app, (640, 360))
    key(app, pygame.K_p)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    board = scene.view.board
    six = next(b.rect for b in boxes if b.words == "6" and b.rect.left >= board.right)
    assert all(at(app, (x, six.centery)) != pieces.CARRIER for x in range(board.right + 1, six.right))
    cx, cy, r = scene.view.spots()[(TWO, "red")]
    ball = (cx + r * 0.62, cy - r * 0.66)  # where the ball rides (pieces.carried_ball)
    badge = (cx - r * 0.75, cy - r * 0.75)  # where a pass badge goes: the other shoulder
    assert math.dist(ball, badge) > max(7.0, scene.view.size * 0.13) + r * 0.3
    assert board.right < six.left and SIZE == 8


def test_the_defence_hint_says_every_chip_must_move(app: App) -> None:
    set_position(app, DEFENCE, (TWO, "red"), frozenset({ONE}))
    run_for(app, 0.1)
    assert any(
        w.startswith("Every chip must move; to intercept, one steps ONTO a yellow square")
        for w in words_drawn(app)
    )
