"""A third play-test of the Tortellini window (a newcomer rated it 6/10): the carrier easy to
see, arrows to their squares, the Ctrl+Z note clear of the caption, a defence hint, and the rules
not opening again after being read from the menu. Each drives the window as a person does."""

from __future__ import annotations

import math

import pygame

from games.tortellini.rules.actions import Team
from games.tortellini.ui import howto, pieces
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.opponent import TortelliniSetup, tortellini_setup
from games.window.app import App

from .conftest import key, post
from .test_tortellini_second_playtest import SWAP, at, click, set_position, words_drawn

ONE, TWO = Team.ONE, Team.TWO


def test_the_carriers_colour_shows_and_a_ring_in_its_teams_colour_marks_it(app: App) -> None:
    chips = dict(SWAP) | {(TWO, "red"): (3, 4), (ONE, "red"): (5, 5)}
    chips[(TWO, "white")] = (0, 6)
    scene = set_position(app, chips, (TWO, "red"), frozenset({ONE}))
    app.frame(0.0)
    cx, cy, r = scene.view.spots()[(TWO, "red")]
    # The chip's colour at its centre and on most of its face: the ball sits on its edge.
    face = [(cx + dx * r * 0.5, cy + dy * r * 0.5) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    red = sum(at(app, p) == pieces.CHIP_COLOUR["red"] for p in face)
    assert at(app, (cx, cy)) == pieces.CHIP_COLOUR["red"] and red >= 7
    ring = [at(app, (cx + math.cos(a) * r * 1.12 + 3, cy)) for a in (0.0,)]  # the ring's right side
    assert any(c == pieces.ARROW[TWO] for c in ring) or any(
        at(app, (cx + dx, cy)) == pieces.ARROW[TWO] for dx in range(round(r), round(r * 1.6))
    ), "a ring in the CPU's colour round its carrier"


def test_an_order_arrow_reaches_the_centre_of_its_square(app: App) -> None:
    scene = set_position(app, SWAP, (ONE, "red"), frozenset({ONE}))
    red = scene.view.spots()[(ONE, "blue")]
    click(app, red[:2])
    click(app, scene.view.centre(7, 2))  # your blue on g2 steps up-right to h3
    x, y = scene.view.centre(7, 2)
    tip = (x - 4, y + 4)  # just short of the square's centre, on the arrow's head
    assert at(app, tip) in (pieces.ARROW[ONE], pieces.OUTLINE)


def test_the_ctrl_z_note_has_the_caption_line_to_itself(app: App) -> None:
    scene = set_position(app, SWAP, (ONE, "red"), frozenset({ONE}))
    click(app, scene.view.spots()[(ONE, "red")][:2])
    click(app, scene.view.centre(3, 4))
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a", scancode=0)
    app.frame(1 / 60)
    words = words_drawn(app)
    assert "Taken back: your last choice" in words
    assert not any(w.startswith("Turn ") for w in words)
    for _ in range(200):  # the note gone, the caption back
        app.frame(1 / 60)
    assert any(w.startswith("Turn ") for w in words_drawn(app))


def test_when_the_cpu_has_the_ball_a_line_says_how_to_defend(app: App) -> None:
    chips = dict(SWAP) | {(TWO, "white"): (3, 5)}
    set_position(app, chips, (TWO, "white"), frozenset({ONE}))
    words = " ".join(words_drawn(app))
    assert "guess where it steps next, land a chip there" in words
    assert "cover the squares ahead of the chip with the ball" in words
    assert "…" not in words and "..." not in words, "never cut short"


def test_rules_read_from_the_menu_do_not_open_again_before_the_first_game(app: App) -> None:
    app.settings.hints_seen.discard(howto.RULES_SEEN)
    app.settings.hints_seen.discard("guide:tortellini")
    app.push(lambda a: tortellini_setup(a, 3))
    app.frame(1 / 60)
    key(app, pygame.K_F1)  # the help: the controls, then the rules
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_ESCAPE)  # read, and closed
    assert not app.help_open
    setup = app.stack.top
    assert isinstance(setup, TortelliniSetup)
    click(app, setup.buttons[0].rect.center)  # the first choice: play the CPU (novice)
    for _ in range(5):
        app.frame(1 / 60)
    assert isinstance(app.stack.top, TortelliniScene)
    assert not app.help_open, "the rules do not open by themselves again"


def test_the_rules_open_by_themselves_before_a_first_game_never_read(app: App) -> None:
    """Before a game with no guided first turn (two at one mouse); against the CPU the guide opens
    instead, the rules on F1 (over it, they hid its card: test_tortellini_crowded_playtest)."""
    for choice, rules in ((0, False), (4, True)):  # the novice CPU, then hot-seat
        app.settings.hints_seen.discard(howto.RULES_SEEN)
        app.settings.hints_seen.discard("guide:tortellini")
        app.push(lambda a: tortellini_setup(a, 3))
        app.frame(1 / 60)
        setup = app.stack.top
        assert isinstance(setup, TortelliniSetup)
        click(app, setup.buttons[choice].rect.center)
        for _ in range(5):
            app.frame(1 / 60)
        scene = app.stack.top
        assert isinstance(scene, TortelliniScene) and len(scene.humans) == (2 if rules else 1)
        assert app.help_open == rules
        assert (app.guide_of(scene) is not None) == (not rules), "the guide, on show, against the CPU"
        app.stack.clear()
