"""All-Pro's second newcomer play-test (issue 33), driven headless by a person's clicks and keys:
crossing your own block is shown as what it is (the rulebook allows it, two moves, never ending
on it), the board is held at a play's end, the banner and the dice keep off the action and the
banner waits for the dice, the play-by-play says moves as the screen shows them, the pass's
distance is a large badge in free space, and the CPU does not stall behind its own blocks."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.all_pro.players.coach import Coach
from games.all_pro.rules.actions import Event, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.moments import dice_box, strip_rect
from games.all_pro.ui.screen_words import on_screen
from games.all_pro.ui.view import TEAM
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.settings import Settings

from .conftest import post, run_for

RULEBOOK = "/work/shared/rulebooks/all_pro_football.txt"


@pytest.fixture(params=[(960, 600), (1280, 800)], ids=["small", "wide"])
def window(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(request.param, settings=Settings(None))
    application.recordings = start_recording
    yield application
    application.stack.clear()
    pygame.display.quit()


def click(app: App, square: tuple[int, int], scene: AllProScene) -> None:
    x, y = (round(v) for v in scene.view.centre(*square))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    app.frame(1 / 60)


def words(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b.words for b in boxes]


def pixel(app: App, scene: AllProScene, square: tuple[int, int]) -> tuple[int, int, int]:
    """A man's colour on ``square``: inside his disc, left of his label."""
    x, y = scene.view.centre(*square)
    x -= scene.view.size * 0.3
    r, g, b, *_ = app.screen.get_at((round(x), round(y)))
    return r, g, b


# ----------------------------------------------------------------------------- own block
def test_crossing_your_own_block_is_framed_not_ringed_and_the_man_on_it_shows(window: App) -> None:
    # "He counts the move onto the blocker as one move, and off the blocker another. He cannot
    # end his move on top of his blocker. A player can never move over an opponent's blocker."
    men = {
        "home.L4": (5, 10),
        "home.L3": (5, 11),
        "away.L3": (5, 11),
        "home.E2": (6, 10),
        "away.E2": (6, 10),
        "home.B1": (2, 9),
        "away.B3": (3, 13),
    }
    game = AllPro.position(men, "home.B1", moves=0, blocks=[("home.L3", "away.L3"), ("away.E2", "home.E2")])
    scene = states._set(window, game)
    click(window, (5, 10), scene)
    assert scene.selected == "home.L4"
    targets = scene._targets()
    assert (5, 11) in targets and (6, 10) not in targets  # his own block, never the CPU's
    assert "pass over it" in scene.hint()  # the frame said in words (no tag spilling below it)
    click(window, (5, 11), scene)  # onto his own block: one move, and he must go on
    assert scene.game.walker == "home.L4" and "off" in scene.hint()
    window.frame(1 / 60)
    run_for(window, 0.5)
    # Drawn with the pair, in a band of his own: his label and both blockers' all seen.
    with ui.recording() as boxes:
        window.frame(1 / 60)
    square = scene.view.rect((5, 11))
    on = [b for b in boxes if b.words in ("L4", "L3") and square.contains(b.rect)]
    assert sorted(b.words for b in on) == ["L3", "L3", "L4"], on
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(on) for b in on[i + 1 :])
    click(window, (5, 11), scene)
    assert scene.selected == "home.L4" and (5, 11) not in scene._targets()
    click(window, (5, 12), scene)
    assert scene.game.walker is None and scene.game.men["home.L4"].square == (5, 12)
    with open(RULEBOOK) as book:
        rulebook = book.read()
    assert "He cannot end his move on top of his blocker." in rulebook


# ----------------------------------------------------------------------------- the play's end
def test_the_board_is_held_under_the_end_of_play_card_until_you_go_on(window: App) -> None:
    men = {"home.L1": (5, 12), "away.B1": (5, 13), "home.B1": (7, 8), "away.L1": (9, 14)}
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, mover=Team.HOME, line=45)
    scene = states._set(window, game)
    click(window, (5, 12), scene)
    click(window, (5, 13), scene)  # the tackle
    assert scene.pause is not None and scene.pause.headline == "TACKLED"
    assert scene.game.men["away.L1"].square != (9, 14)  # the rules have cleared the board
    run_for(window, 1.0)
    pygame.image.save(window.screen, f"/tmp/ap52-held-{window.size[0]}.png")
    assert pixel(window, scene, (9, 14)) == TEAM[Team.AWAY]  # yet the men stay where they were
    assert pixel(window, scene, (7, 8)) == TEAM[Team.HOME]
    # The tackler on the man he tackled: his band on top inside the square (newcomer 6/10).
    box = scene.view.rect((5, 13)).inflate(-8, -8)
    band = box.height // 2
    assert tuple(window.screen.get_at((box.left + 3, box.centery - band // 2)))[:3] == TEAM[Team.HOME]
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    window.frame(1 / 60)
    assert scene.pause is None and scene.view.frozen is None


# ----------------------------------------------------------------------------- banners and dice
def test_the_banner_waits_for_the_dice_to_settle_on_the_rolled_faces(window: App) -> None:
    scene = states._throw(window)
    scene.view.roll((2,))
    scene._moment(Event("pass", "short pass to {home}'s E2: INTERCEPTED by {away}'s C", Team.AWAY, dice=(2,)))
    assert scene.banner is None and scene.waiting is not None  # the die still rolls
    run_for(window, 1.0)
    assert scene.view.dice is not None and scene.view.dice.shown == (2,)
    assert scene.banner is not None and scene.banner.headline == "INTERCEPTED!"


def test_the_punt_banner_and_the_dice_keep_off_the_ball_and_the_field(window: App) -> None:
    men = {"away.B1": (5, 20), "away.C": (5, 16), "home.L1": (5, 14), "home.B1": (8, 12)}
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, mover=Team.AWAY, moves=2, line=30)
    scene = states._set(window, game)
    scene._moment(Event("call", "{away} calls PUNT", Team.AWAY))
    assert scene.banner is not None and scene.banner.headline == "PUNT"
    field = scene.view.field()
    strip = strip_rect(scene.layout, field, scene._ball_y())
    ball = scene.view.rect((5, 20))
    assert not strip.colliderect(ball)
    assert strip.collidelist([scene.view.rect((5, r)) for r in range(24)]) == -1  # off the ball's row
    assert not dice_box(scene.layout, field).colliderect(field)
    assert "PUNT" in words(window)


# ----------------------------------------------------------------------------- the words
def test_the_play_by_play_says_moves_as_the_screen_shows_them(window: App) -> None:
    assert on_screen("Your L4 steps forward right", Team.HOME) == "Your L4 steps down and right"
    assert on_screen("The CPU's B3 steps forward left", Team.AWAY) == "The CPU's B3 steps down and left"
    assert on_screen("The CPU's B3 steps right", Team.AWAY) == "The CPU's B3 steps up"
    scene = states._near_a_block(window)
    window.frame(1 / 60)
    click(window, (6, 11), scene)  # B2 goes up the screen
    shown = " ".join(words(window))
    assert "Your B2 steps up" in shown and "left" not in shown.split("Your B2 steps")[-1][:12]


def test_the_pass_distance_is_a_large_badge_on_a_free_square(window: App) -> None:
    scene = states._pass_call(window)
    window.frame(1 / 60)
    badge = next(b for b in _boxes(window) if b.words == "4")
    assert badge.rect.height >= 14
    taken = {m.square for m in scene.game.men.values()}
    square = scene.view.square_at(badge.rect.center)
    assert square is not None and square not in taken


def _boxes(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return boxes


# ----------------------------------------------------------------------------- the CPU
def test_the_cpu_carrier_crosses_its_own_block_rather_than_end_an_idle_series() -> None:
    men = {
        "away.B1": (5, 14),
        "away.L1": (4, 13),
        "home.L1": (4, 13),
        "away.L2": (5, 13),
        "home.L2": (5, 13),
        "away.L3": (6, 13),
        "home.L3": (6, 13),
        "home.B1": (5, 3),
    }
    blocks = [("away.L1", "home.L1"), ("away.L2", "home.L2"), ("away.L3", "home.L3")]
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, mover=Team.AWAY, line=70, blocks=blocks)
    coach = Coach(1)
    first = coach(game)
    assert isinstance(first, Step) and first.man == "away.B1" and first.to[1] == 13
    game.apply(first)
    second = coach(game)
    assert isinstance(second, Step) and second.to[1] == 12  # off his block, ahead
    game.apply(second)
    assert game.moves == 2 and game.walker is None
