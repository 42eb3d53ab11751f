"""Newcomer play-test 22 (5/10): one true word on your hand, "your turn" for the three moves,
every refused click or drag says why, Esc cancels a hand-off's choice, the defence sees the
passer's lanes, a held tackle drawn as a plate, a foul's words once, the marker beside the line
on inches to go, the dice land on their faces, formation buttons that stay put, and a guide
whose last step goes away. Each driven by a person's clicks and keys on a headless window."""

from __future__ import annotations

import pygame

from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import howto, states
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.pieces import moved, pieces_of
from games.all_pro.ui.view import FADED, MARKER, SCRIMMAGE, TEAM
from games.window import ui
from games.window.app import App

from .conftest import post


def at(scene: AllProScene, square: tuple[int, int]) -> tuple[int, int]:
    x, y = scene.view.centre(*square)
    return round(x), round(y)


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def drag(app: App, a: tuple[int, int], b: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    for k in range(1, 9):
        post(
            pygame.MOUSEMOTION, pos=(a[0] + (b[0] - a[0]) * k // 8, a[1] + (b[1] - a[1]) * k // 8), rel=(0, 0)
        )
        app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.frame(1 / 60)


def key(app: App, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="")
    post(pygame.KEYUP, key=k, mod=0, unicode="")
    app.frame(1 / 60)


def words(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b.words for b in boxes]


MEN = {"home.B1": (5, 8), "home.L2": (5, 10), "away.C": (6, 12), "away.B1": (2, 15)}


# ----------------------------------------------------------------------------- 1. the words
def test_help_says_one_true_thing_about_your_hand_and_names_the_three_moves_your_turn() -> None:
    said = " ".join(line for page in howto.pages() for line in page.lines)
    assert "never drops" not in said  # a click uses your hand's model, and can fumble
    assert "series" not in said.lower() and "7-2-2" not in said and "5-4-2" not in said
    assert "intentional grounding" not in said and "Deep kick" not in said
    assert "Your turn: three moves" in [page.title for page in howto.pages()]


def test_the_screen_says_your_turn_and_end_turn(window: App) -> None:
    states._set(window, AllPro.position(MEN, "home.B1", moves=1))
    shown = " ".join(words(window))
    assert "Your turn: 1 of 3 moves made" in shown and "End turn" in shown
    assert "series" not in shown.lower()


# ----------------------------------------------------------------------------- 3. refused moves
def test_a_drag_two_squares_long_makes_two_moves_and_a_refused_square_says_why(window: App) -> None:
    # A drag over several squares is one move a square (play-test All-Pro 6/10: the rules say a
    # drag moves him at the pace of your hand, and refusing it read as a broken drag).
    scene = states._set(window, AllPro.position(MEN, "home.B1"))
    drag(window, at(scene, (5, 8)), at(scene, (5, 6)))
    assert scene.game.men["home.B1"].square == (5, 6) and scene.game.moves == 2
    assert scene.error is not None and "2 moves" in scene.error
    drag(window, at(scene, (5, 6)), at(scene, (5, 10)))  # on over his own L2: stops beside him
    assert scene.game.men["home.B1"].square == (5, 7), "one move left, one square made"
    assert scene.error is not None and scene.error in " ".join(words(window))


def test_a_click_on_an_unmarked_square_next_to_him_says_why_and_keeps_him_chosen(window: App) -> None:
    # The CPU's block beside him: "A player can never move over an opponent's blocker."
    men = {**MEN, "away.L1": (4, 11), "home.E1": (4, 11)}
    game = AllPro.position(men, "home.B1", blocks=[("away.L1", "home.E1")])
    scene = states._set(window, game)
    click(window, at(scene, (5, 10)))
    assert scene.selected == "home.L2" and (4, 11) not in scene._targets()
    click(window, at(scene, (4, 11)))
    assert scene.error, "a refused click is never silent"
    assert scene.selected == "home.L2" and scene.error in " ".join(words(window))


def test_a_click_on_an_empty_square_with_nobody_chosen_says_what_to_do(window: App) -> None:
    scene = states._set(window, AllPro.position(MEN, "home.B1"))
    click(window, at(scene, (0, 3)))
    assert scene.error is not None and "your own men" in scene.error


def test_esc_while_picking_a_hand_off_cancels_the_choice_not_the_game(window: App) -> None:
    scene = states._picking(window)
    assert scene.picking
    key(window, pygame.K_ESCAPE)
    assert not scene.picking and window.leaving is None and window.stack.top is scene
    key(window, pygame.K_ESCAPE)  # then Esc asks to leave, in the words the other games use
    assert window.leaving is not None
    assert "tabletop play --resume" not in window.leaving.detail


def test_on_defence_the_passers_lanes_and_interception_rings_are_drawn(window: App) -> None:
    men = {"away.B1": (5, 14), "away.E1": (5, 10), "home.B2": (2, 3), "home.L1": (3, 12)}
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, line=50, mover=Team.HOME)
    scene = states._set(window, game)
    lanes = scene.lanes()
    assert lanes and lanes[0].stops  # the squares an even number of spaces from the passer
    assert all(abs(sq[1] - 14) % 2 == 0 for sq in lanes[0].stops)
    assert any("may pass" in line for line in scene.pass_lines())


# ----------------------------------------------------------------------------- 4. layout
def test_a_held_tackle_is_a_plate_not_two_tiny_discs(window: App) -> None:
    men = {"home.B1": (5, 8), "away.L4": (5, 9), "away.B1": (2, 15)}
    scene = states._set(window, AllPro.position(men, "home.B1", mover=Team.AWAY))
    scene.view.frozen = moved(pieces_of(scene.game), "away.L4", (5, 8))  # the tackle, held on the board
    window.frame(1 / 60)
    # Two bands one over the other inside the square (newcomer 6/10: a plate side by side was
    # wider than its square), the home man's on top; sampled left of the labels.
    box = scene.view.rect((5, 8)).inflate(-8, -8)
    band = box.height // 2
    top = box.centery - band
    upper = window.screen.get_at((box.left + 3, top + band // 2))[:3]
    lower = window.screen.get_at((box.left + 3, top + band + band // 2))[:3]
    assert upper in (TEAM[Team.HOME], FADED[Team.HOME]) and lower in (TEAM[Team.AWAY], FADED[Team.AWAY])


def test_inches_to_go_shows_the_marker_and_the_line_on_one_stripe(window: App) -> None:
    # Both seen (newcomer 6/10) and the marker on its own stripe: drawn beside the line it read as
    # a marker on the 38 (newcomer 5/10). Its ticks at the ends, the blue line between them.
    game = AllPro.position({"home.B1": (5, 9), "away.B1": (1, 14)}, "home.B1", line=60, marker=60, down=4)
    scene = states._set(window, game)
    window.frame(1 / 60)
    x = round(scene.view.stripe_x(60))
    top = round(scene.view.origin[1])
    assert window.screen.get_at((x, top + 30))[:3] == SCRIMMAGE
    assert window.screen.get_at((x, top - 5))[:3] == MARKER  # its tick just off the field


def test_the_dice_are_grey_while_rolling_and_land_on_the_rolled_faces(window: App) -> None:
    scene = states._set(window, AllPro.position(MEN, "home.B1"))
    scene.view.roll((3,))
    window.frame(1 / 60)
    assert scene.view.dice is not None and not scene.view.dice.done
    for _ in range(120):
        window.frame(1 / 60)
    assert scene.view.dice is not None and scene.view.dice.shown == (3,)


def test_the_formation_buttons_stay_put_when_a_status_line_appears(window: App) -> None:
    scene = states._formation(window)
    window.frame(1 / 60)
    before = {b.label: b.rect.topleft for b, _ in scene.buttons}
    scene.game.scrimmage.marker = scene.game.scrimmage.line  # inches to go: one more line above
    window.frame(1 / 60)
    after = {b.label: b.rect.topleft for b, _ in scene.buttons}
    assert before == after


def test_the_blocking_picture_rings_an_opponent() -> None:
    picture = howto.BLOCK.diagram
    assert isinstance(picture, howto.Picture)
    men = {sq: team for sq, _, team in picture.men}
    assert all(men.get(sq) == Team.AWAY for sq in picture.rings)


def test_the_guides_last_step_goes_away_after_two_choices(window: App) -> None:
    scene = states._lined_up(window)  # the snap to make: the person's turn
    guide = scene.guide()
    assert guide is not None and "F1" in guide.steps[-1].words
    guide.index = len(guide.steps) - 1  # the last step, shown now
    guide.advance()
    assert guide.current is guide.steps[-1]
    key(window, pygame.K_RETURN)  # the snap (Enter), then a move of the carrier: two choices
    click(window, at(scene, scene.game.men["home.B1"].square))
    square = scene._targets()[0]
    click(window, at(scene, square))
    guide.advance()
    assert scene.done["decisions"] >= 2 and guide.current is None
