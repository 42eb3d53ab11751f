"""What the Tortellini play-test (7/10, play-test 83) found, driven by the keys and clicks a person
makes: the result shows only after the winning turn and its GOAL banner have been shown; a GOAL
banner stays its whole life (or until a key) while the panel still tells that turn; each mark
means one thing (a yellow square to step onto on defence, a green ring round a safe receiver);
each order's arrow starts at its own chip's centre and stops short of another chip; at 150 %
text nothing is cut with "..."; the rules say the chosen number of goals."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from games.replays import start_recording
from games.tortellini.rules.actions import Phase, Plan, Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import defence, howto, passing, pieces
from games.tortellini.ui.game_scene import VERSUS_CPU, TortelliniScene
from games.tortellini.ui.reveal import Stage
from games.window import ui
from games.window.app import App
from games.window.banner import LIFE
from games.window.settings import Settings

from .conftest import key, run_for
from .test_tortellini_playtest import at, set_position, words_drawn

ONE, TWO = Team.ONE, Team.TWO
Square = tuple[int, int]
# Your red has the ball on d7, a step from the CPU's home row; no chip of the CPU's can reach d8.
GOAL: dict[Chip, Square] = {
    (ONE, "red"): (3, 6),
    (ONE, "white"): (1, 1),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (0, 7),
    (TWO, "white"): (6, 7),
    (TWO, "blue"): (6, 5),
}
# The CPU's red has the ball on d4, passes possible to b6 and g7; your chips around them.
DEFENCE: dict[Chip, Square] = {
    (TWO, "red"): (3, 3),
    (TWO, "white"): (1, 5),
    (TWO, "blue"): (6, 6),
    (ONE, "red"): (3, 5),
    (ONE, "white"): (4, 2),
    (ONE, "blue"): (1, 2),
}
# Your red on d6 steps right onto e6, where your white stands (it steps on to f6).
ROW: dict[Chip, Square] = {
    (ONE, "red"): (3, 5),
    (ONE, "white"): (4, 5),
    (ONE, "blue"): (2, 5),
    (TWO, "red"): (4, 6),
    (TWO, "white"): (7, 3),
    (TWO, "blue"): (6, 2),
}


def game_to(app: App, chips: dict[Chip, Square], carrier: Chip, goals: int, score: int) -> TortelliniScene:
    """A game to ``goals`` against the CPU, you ``score`` up, a turn to plan from ``chips``."""
    app.settings.hint_seen("guide:tortellini")
    scene = app.push(lambda a: TortelliniScene(a, frozenset({ONE}), 1, "novice", goals_to_win=goals))
    assert isinstance(scene, TortelliniScene)
    game = scene.game
    game.score = {ONE: score, TWO: 0}
    game.chips = dict.fromkeys(game.chips, None) | chips
    game.carrier, game.offence, game.phase, game.pending = carrier, carrier[0], Phase.PLAN, {}
    scene._next_planner()
    app.frame(1 / 60)
    return scene


def order(app: App, scene: TortelliniScene, chip: str, step: tuple[int, int]) -> None:
    """Click your chip, then the dot ``step`` away."""
    here = scene.game.chips[(ONE, chip)]
    assert here is not None
    post_click(app, scene.view.spots()[(ONE, chip)][:2])
    post_click(app, scene.view.centre(here[0] + step[0], here[1] + step[1]))


def post_click(app: App, pos: tuple[float, float]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    )
    app.frame(1 / 60)


def result_shown(app: App) -> bool:
    return any(w.startswith("You win") for w in words_drawn(app))


# ----------------------------------------------------------------------------- 1. the last goal
def test_the_result_shows_only_after_the_winning_turn_and_its_banner(app: App) -> None:
    scene = game_to(app, GOAL, (ONE, "red"), goals=3, score=2)
    for chip in ("red", "white", "blue"):
        order(app, scene, chip, (0, 1))
    key(app, pygame.K_RETURN)
    assert scene.game.is_over() and scene.reveal is not None
    seen: list[str] = []
    while scene.reveal is not None:
        stage = scene.reveal.stage
        words = " ".join(words_drawn(app))
        assert "You win" not in words, f"the result over the board while the turn is {stage.value}"
        assert "New game" not in words, "no new game offered before the last turn is shown"
        if stage == Stage.PLANS:
            assert "You 2 - 0 The CPU" in words, "the score before the goal, with the chips where they stood"
        if scene.banner is not None and scene.banner.headline not in seen:
            seen.append(scene.banner.headline)
        app.frame(1 / 60)
    assert seen, "the last goal's banner came with the turn"
    for _ in range(round(LIFE * 60) + 10):  # the banner's own life, then the result
        if scene.banner is None:
            break
        assert not result_shown(app), "never the result and the banner at once"
        app.frame(1 / 60)
    assert result_shown(app) and "You win 3-0" in words_drawn(app)


# ----------------------------------------------------------------------------- 2. the GOAL banner
def test_a_goal_banner_stays_its_life_and_the_panel_tells_the_turn_not_the_setting_up(app: App) -> None:
    scene = game_to(app, GOAL, (ONE, "red"), goals=5, score=0)
    for chip in ("red", "white", "blue"):
        order(app, scene, chip, (0, 1))
    key(app, pygame.K_RETURN)
    while scene.banner is None and scene.reveal is not None:
        app.frame(1 / 60)
    assert scene.banner is not None and scene.banner.headline == "GOAL!"
    shown = 0.0
    while scene.banner is not None and not scene.banner.done:
        words = " ".join(words_drawn(app))
        assert "Setting up" not in words, "the panel says the next goal's setting up under the GOAL banner"
        assert "You 1 - 0 The CPU" in words, "the score with the banner"
        app.frame(1 / 60)
        shown += 1 / 60
    assert shown >= 2.3, f"the GOAL banner went after {shown:.1f} s"
    run_for(app, 0.3)
    assert scene.reveal is None and scene.banner is None and scene.game.phase == Phase.SETUP


def test_a_key_ends_the_goal_banner_at_once(app: App) -> None:
    scene = game_to(app, GOAL, (ONE, "red"), goals=5, score=0)
    for chip in ("red", "white", "blue"):
        order(app, scene, chip, (0, 1))
    key(app, pygame.K_RETURN)
    while scene.banner is None and scene.reveal is not None:
        app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    assert scene.banner is None and scene.reveal is None


# ----------------------------------------------------------------------------- 3. one mark, one meaning
def test_the_squares_to_intercept_on_are_framed_not_ringed_and_named_so(app: App) -> None:
    scene = set_position(app, DEFENCE, (TWO, "red"), frozenset({ONE}))
    words = " ".join(words_drawn(app))
    assert "step a chip onto a yellow square to intercept" in words
    assert "Step a chip onto it this turn: it intercepts" in words, "the legend: onto it, this turn"
    assert "yellow ring" not in words and "Step on: intercept" not in words
    c5 = scene.view.centre(2, 4)
    corner = (c5[0] - scene.view.size * 0.42 + 3, c5[1] - scene.view.size * 0.42 + 3)
    assert at(app, corner) == defence.CATCH, "the frame's corner, where a ring has none"


def test_pass_rings_a_safe_receiver_green_not_the_yellow_of_the_defence(app: App) -> None:
    chips = dict(DEFENCE) | {(TWO, "red"): (7, 6), (TWO, "white"): (7, 7), (TWO, "blue"): (6, 7)}
    chips |= {(ONE, "red"): (1, 1), (ONE, "white"): (1, 4), (ONE, "blue"): (5, 1)}
    scene = set_position(app, chips, (ONE, "red"), frozenset({ONE}))
    key(app, pygame.K_p)
    found = passing.lanes(scene.game)
    assert found and not any(lane.threats for lane in found)
    assert passing.OPEN != defence.CATCH
    cx, cy, r = scene.view.spots()[(ONE, "white")]
    ring = min(r * 1.35 + 4, scene.view.room((cx, cy)))
    assert at(app, (cx + ring - 2, cy)) == passing.OPEN
    assert "A safe receiver" in words_drawn(app), "named in the legend"


# ----------------------------------------------------------------------------- 4. the arrows
def test_a_chain_of_orders_is_two_arrows_each_from_its_chips_edge_the_middle_chip_whole(app: App) -> None:
    """Your red onto e6, where your white stands, and your white on to f6: drawn over the chips,
    the two read as one line through the white chip (play-test 7/10). Each starts at its own
    chip's edge (the red's past the ball's ring, a dot of red there: from the edge it had seemed
    to start at the ball, play-test 83); the red's stops short of the white chip; the white chip
    stands whole between them."""
    scene = set_position(app, ROW, (ONE, "red"), frozenset({ONE}))
    order(app, scene, "red", (1, 0))
    order(app, scene, "white", (1, 0))
    app.frame(1 / 60)
    view = scene.view
    spots = view.spots()
    red, white = spots[(ONE, "red")], spots[(ONE, "white")]
    lines = view.arrows(scene.orders, spots)
    (red_start, red_end), (white_start, white_end) = lines[(ONE, "red")], lines[(ONE, "white")]
    assert at(app, red[:2]) == pieces.CHIP_COLOUR["red"], "the red chip whole, no arrow over it"
    # The red arrow: from past the red chip's ring, its red dot there, to short of the white chip.
    assert red_start[0] >= red[0] + red[2] + 4, "the red arrow starts past its chip and ring"
    assert red_start[0] <= red[0] + view.size * 0.6, "at its chip, not far along"
    dot = [
        (x, red_start[1]) for x in range(round(red[0] + red[2] + pieces.EDGE + 1), round(red_start[0]) + 2)
    ]
    assert pieces.CHIP_COLOUR["red"] in [at(app, p) for p in dot], "a red dot at its start, off the chip"
    # (squeezed between the ring and the chip, an arrow is never under a tenth of a square: its
    # tip may touch the white chip's dark edge, never its rim)
    assert red_end[0] < white[0] - white[2], "its head short of the white chip"
    # Its head as drawn: a short arrow onto the next chip is a hop, its head along the curve.
    (tx, ty), (ux, uy) = red_end, (1.0, 0.0)
    if (hop := view.hop_paths(scene.orders, spots).get((ONE, "red"))) is not None:
        tx, ty = hop[-1]
        length = math.dist(hop[-4], hop[-1]) or 1.0
        ux, uy = (hop[-1][0] - hop[-4][0]) / length, (hop[-1][1] - hop[-4][1]) / length
    head = [at(app, (tx - ux * k - uy * d, ty - uy * k + ux * d)) for k in range(2, 5) for d in (-1, 0, 1)]
    assert pieces.ARROW[ONE] in head, "the red arrow's head in sight before the white chip"
    # The white arrow: from the white chip's far edge on to f6.
    assert white_start[0] >= white[0] + white[2] + pieces.EDGE, "the white arrow starts past its chip"
    assert white_start[0] <= white[0] + white[2] + view.size * 0.15, "at its chip's edge"
    assert white_end[0] >= view.centre(5, 5)[0] - view.size * 0.25, "on to f6"
    between = (white_start[0] + (white_end[0] - white_start[0]) * 0.3, white_start[1])
    assert at(app, between) in (pieces.ARROW[ONE], pieces.OUTLINE), "the white arrow drawn"
    # Across the white chip (a px in from its dark edge), its own colours, no arrow.
    inside = [(white[0] + dx, white[1]) for dx in range(-round(white[2]) + 1, round(white[2]))]
    assert all(at(app, p) != pieces.ARROW[ONE] for p in inside), "an arrow runs across the white chip"
    assert at(app, white[:2]) == pieces.CHIP_COLOUR["white"], "the white chip whole"


def test_the_carriers_arrow_starts_at_its_chip_not_at_the_ball(app: App) -> None:
    scene = set_position(app, ROW, (ONE, "red"), frozenset({ONE}))
    order(app, scene, "red", (1, 1))
    app.frame(1 / 60)
    cx, cy, _ = scene.view.spots()[(ONE, "red")]
    assert at(app, (cx, cy)) == pieces.CHIP_COLOUR["red"]


# ----------------------------------------------------------------------------- 5. text at 150 %
@pytest.fixture
def large() -> Iterator[App]:
    application = App((1280, 720), settings=Settings(None))
    application.recordings = start_recording
    application.set_ui_scale(1.5)
    yield application
    application.stack.clear()
    ui.set_scale(1.0)
    pygame.display.quit()


def cut(app: App) -> list[str]:
    return [w for w in words_drawn(app) if w.endswith("…")]


def test_at_150_percent_nothing_is_cut(large: App) -> None:
    app = large
    scene = game_to(app, DEFENCE, (TWO, "red"), goals=3, score=0)
    assert not cut(app), "on defence"
    words = " ".join(words_drawn(app))
    assert "first to 3" in words, "the game's length is never dropped"
    assert "step a chip onto a yellow square" in words
    app.stack.clear()
    scene = game_to(app, GOAL, (ONE, "red"), goals=3, score=0)
    key(app, pygame.K_p)
    assert not cut(app), "aiming a pass"
    key(app, pygame.K_p)
    assert scene.passing is False


def test_at_150_percent_the_tackled_banner_is_whole(large: App) -> None:
    app = large
    chips: dict[Chip, Square] = {  # your red with the ball on d4; the CPU's red steps onto d5 with it
        (ONE, "red"): (3, 3),
        (ONE, "white"): (1, 1),
        (ONE, "blue"): (6, 1),
        (TWO, "red"): (4, 5),
        (TWO, "white"): (2, 6),
        (TWO, "blue"): (6, 6),
    }
    scene = set_position(app, chips, (ONE, "red"), frozenset({ONE}))
    scene.game.pending = {}
    scene._submit(Plan(TWO, ("SW", "S", "S")))
    for chip in ("red", "white", "blue"):
        order(app, scene, chip, (0, 1))
    key(app, pygame.K_RETURN)
    for _ in range(600):
        if scene.reveal is None or scene.reveal.stage == Stage.MARKED:
            break
        app.frame(1 / 60)
    assert scene.banner is not None and scene.banner.headline == "TACKLED!"
    run_for(app, 0.5)  # dropped in
    assert not cut(app), "the banner's words, the caption and the hint whole"
    assert any("takes the ball from your red" in w for w in words_drawn(app))


# ----------------------------------------------------------------------------- 6. the rules
def test_the_rules_say_the_chosen_number_of_goals() -> None:
    three = [line for page in howto.pages(VERSUS_CPU, 3) for line in page.lines]
    assert any("First to three goals wins" in line for line in three)
    assert not any("five goals" in line for line in three)
    before = [line for page in howto.pages(VERSUS_CPU, None) for line in page.lines]
    assert any("or fewer, chosen before the game" in line for line in before)
