"""Play-test (Tortellini 7/10 against the novice), driven by the keys and clicks a person makes:

- the pass's pink X missed squares a CPU chip could step onto (b3 to g8: the CPU's blue stepped
  c5 to d5 and intercepted; h1 to h7: no X on h3 though the CPU's g2 and g4 could step onto it):
  an X under a chip went unseen. Every lane square (and the receiver's) a defender can end its
  step on is crossed, over the chips, and no other; the panel says the odds as the rules resolve
  the pass (after the moves). A property over random positions and passes, against the engine;
- a step's yellow dot on a square a CPU chip stands on is drawn over it; the half of a shared
  square nearer a chip of yours picks it (the dot in the middle is the step);
- a shorter game ("goals to win") is offered before the game, the rulebook's five by default."""

from __future__ import annotations

import math
import random

import pygame

from games.tortellini.rules.actions import CHIPS, GOALS_TO_WIN, PASS, Joint, Plan, Team
from games.tortellini.rules.engine import Chip, Tortellini
from games.tortellini.ui import passing
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.opponent import GOALS, TortelliniSetup, tortellini_setup
from games.tortellini.ui.pieces import CHIP_COLOUR
from games.tortellini.ui.view import TortelliniView
from games.window import ui
from games.window.app import App
from sim.tiles.grid import between, line_direction

from .conftest import key, post
from .test_tortellini_second_playtest import at, words_drawn
from .test_tortellini_second_playtest import set_position as planned

ONE, TWO = Team.ONE, Team.TWO
Square = tuple[int, int]


def click(app: App, pos: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    app.frame(1 / 60)


def _resolved(game: Tortellini, receiver: Chip, defender: Chip, order: str) -> tuple[Square, Chip | None]:
    """The engine's turn: the ball passed to ``receiver``, ``defender`` stepping ``order``, the
    other defenders stepping where they stay out of the lane if they can. Where the defender ends,
    and who has the ball after."""
    carrier = game.carrier
    assert carrier is not None
    lane = set(between(game.chips[carrier], game.chips[receiver])) | {game.chips[receiver]}  # type: ignore[arg-type]
    mine = []
    for colour in CHIPS:
        chip = (ONE, colour)
        mine.append(PASS if chip in (carrier, receiver) else game._moves(ONE, colour)[0])
    theirs = []
    for colour in CHIPS:
        chip = (TWO, colour)
        if chip == defender:
            theirs.append(order)
            continue
        at = game.chips[chip]
        assert at is not None
        moves = game._moves(TWO, colour)
        away = [n for n in moves if _to(at, n) not in lane]
        theirs.append((away or list(moves))[0])
    after = game.clone()
    after.apply(Joint(Plan(ONE, (mine[0], mine[1], mine[2])), Plan(TWO, (theirs[0], theirs[1], theirs[2]))))
    end = after.chips[defender]
    assert end is not None
    return end, after.carrier


def _to(at: Square, order: str) -> Square:
    from games.tortellini.rules.actions import DIRECTIONS

    return at[0] + DIRECTIONS[order][0], at[1] + DIRECTIONS[order][1]


def _random_position(rng: random.Random) -> Tortellini:
    """Team one's ball, every chip in the middle of the board, rows 3 to 7 (no goal this turn:
    none of team one's on the CPU's home row, none of the CPU's a step from team one's), close
    enough that lanes cross chips and chips share squares."""
    game = Tortellini(rng.randrange(1000))
    squares = [(c, r) for c in range(1, 7) for r in range(2, 7)]  # close: lanes with chips on them
    game.chips = {(t, colour): rng.choice(squares) for t in Team for colour in CHIPS}
    carrier = (ONE, rng.choice(CHIPS))
    game.carrier, game.offence = carrier, ONE
    from games.tortellini.rules.actions import Phase

    game.phase, game.pending = Phase.PLAN, {}
    return game


def test_every_lane_square_a_defender_can_end_its_step_on_is_crossed_and_no_other(app: App) -> None:
    rng = random.Random(7)
    checked = taken = drawn = under = 0
    for _ in range(160):
        game = _random_position(rng)
        if drawn < 24 and passing.lanes(game):  # and seen crossed on the board, over the chips
            under += _check_drawn(app, game)
            drawn += 1
        carrier = game.carrier
        assert carrier is not None
        for lane in passing.lanes(game):
            ends: dict[Square, list[tuple[Chip, Chip | None]]] = {}
            for colour in CHIPS:
                defender = (TWO, colour)
                for order in game._moves(TWO, colour):
                    end, has = _resolved(game, lane.receiver, defender, order)
                    ends.setdefault(end, []).append((defender, has))
            receiver_at = game.chips[lane.receiver]
            assert receiver_at is not None
            on_lane = set(lane.squares) | {receiver_at}
            reachable = {sq for sq in ends if sq in on_lane}
            assert set(lane.risky) == reachable, (game.chips, lane)
            for square in lane.risky:  # and the rules do take the ball there: the X tells the truth
                assert any(has == who for who, has in ends[square]), (game.chips, square)
                taken += 1
            checked += 1
    assert checked > 100 and taken > 100 and under > 5, "the positions hold passes, risks, chips on them"


def _check_drawn(app: App, game: Tortellini) -> int:
    """Pass pressed on ``game``'s board: each risky square crossed where it shows, and no X on a
    free lane square that no defender can reach."""
    assert game.carrier is not None
    chips = {chip: sq for chip, sq in game.chips.items() if sq is not None}
    scene = planned(app, chips, game.carrier, frozenset({ONE}))
    key(app, pygame.K_p)
    app.frame(1 / 60)
    held = set(chips.values())
    for lane in passing.lanes(scene.game):
        for square in lane.squares:
            crossed = _crossed(app, scene.view, square, square in held)
            assert crossed == (square in lane.risky) or square in held, (chips, lane.receiver, square)
        for square in lane.risky:
            assert _crossed(app, scene.view, square, square in held), (chips, lane.receiver, square)
    app.stack.clear()
    return sum(sq in held for lane in passing.lanes(game) for sq in lane.risky)


def _crossed(app: App, view: TortelliniView, square: Square, held: bool) -> bool:
    x, y = view.centre(*square)
    if held:  # the X in the square's upper right corner, over the chip
        x, y = x + view.size * 0.3, y - view.size * 0.3
    return any(at(app, (x + d, y + d)) == passing.RISK for d in range(-3, 4))


def test_the_x_of_a_square_a_chip_stands_on_is_drawn_over_it_and_the_odds_are_said(app: App) -> None:
    # b3 to g8 as the newcomer passed: the CPU's blue on c5 steps to d5; chips stand on d5 and f7
    chips: dict[Chip, Square] = {
        (ONE, "red"): (1, 2),  # b3, the ball
        (ONE, "white"): (6, 7),  # g8: the receiver
        (ONE, "blue"): (5, 6),  # f7, on the lane
        (TWO, "red"): (3, 4),  # d5, on the lane
        (TWO, "white"): (6, 6),  # g7: a step from f7 and from the receiver
        (TWO, "blue"): (2, 4),  # c5: its step right lands on d5
    }
    scene = planned(app, chips, (ONE, "red"), frozenset({ONE}))
    key(app, pygame.K_p)
    lane = next(lane for lane in passing.lanes(scene.game) if lane.receiver == (ONE, "white"))
    assert {(2, 3), (3, 4), (4, 5), (5, 6), (6, 7)} == set(lane.risky)
    app.frame(1 / 60)
    held = {sq for sq in scene.game.chips.values() if sq is not None}
    for square in lane.risky:
        assert _crossed(app, scene.view, square, square in held), f"{square} crossed where it shows"
    said = " ".join(words_drawn(app))
    assert "ends its step on a pink X takes the ball" in said and "of its 8 steps" in said


# ----------------------------------------------------------------------------- 7. dots and clicks
def test_a_step_dot_on_the_cpus_chip_is_seen_beside_it(app: App) -> None:
    """Under the CPU's chip the dot was lost; drawn over it, it hid the chip's middle (play-test
    7/10): now beside the chip, in sight, the chip whole; a click on it (or on the square's
    centre, as before) is the step."""
    chips: dict[Chip, Square] = {
        (ONE, "red"): (3, 3),
        (ONE, "white"): (0, 0),
        (ONE, "blue"): (7, 0),
        (TWO, "red"): (4, 4),  # right beside your red, up and to the right
        (TWO, "white"): (0, 6),
        (TWO, "blue"): (7, 6),
    }
    scene = planned(app, chips, (ONE, "red"), frozenset({ONE}))
    click(app, scene.view.spots()[(ONE, "red")][:2])
    assert scene.selected == (ONE, "red") and (4, 4) in scene._targets()
    app.frame(1 / 60)
    x, y, r = scene.view.step_dot((4, 4))
    assert at(app, (x, y)) == ui.ACCENT, "the dot seen beside the CPU's chip"
    assert scene.view.square_rect((4, 4)).collidepoint(x, y) and r >= scene.view.size * 0.09
    cx, cy, _ = scene.view.spots()[(TWO, "red")]
    assert at(app, (cx, cy)) == CHIP_COLOUR["red"], "the CPU's chip whole, no dot over it"
    click(app, (x, y))
    assert scene.orders[(ONE, "red")] == "NE", "a click on it is the step"
    click(app, scene.view.spots()[(ONE, "red")][:2])
    click(app, scene.view.centre(4, 4))
    assert scene.orders[(ONE, "red")] == "NE" and scene.selected is None, "on the centre too"


def test_the_half_of_a_shared_square_nearer_your_chip_picks_it(app: App) -> None:
    chips: dict[Chip, Square] = {
        (ONE, "red"): (3, 3),
        (ONE, "white"): (4, 4),  # shares e5 with the CPU's red, a step from your red
        (ONE, "blue"): (7, 0),
        (TWO, "red"): (4, 4),
        (TWO, "white"): (0, 6),
        (TWO, "blue"): (7, 6),
    }
    scene = planned(app, chips, (ONE, "red"), frozenset({ONE}))
    click(app, scene.view.spots()[(ONE, "red")][:2])
    assert scene.selected == (ONE, "red")
    cx, cy, r = scene.view.spots()[(ONE, "white")]
    corner = scene.view.centre(4, 4)
    # Off the white chip's disc, in its half of the square: by the square's top edge beside it
    # (the chips now side by side and large, its corner is under the chip).
    x, y = corner[0], corner[1] - scene.view.size * 0.47
    assert math.dist((x, y), (cx, cy)) > r, "off the chip itself"
    assert scene.view.square_at((round(x), round(y))) == (4, 4)
    click(app, (x, y))
    assert scene.selected == (ONE, "white") and (ONE, "red") not in scene.orders, "chosen, not stepped on"


# ----------------------------------------------------------------------------- 8. goals to win
def _setup(app: App) -> TortelliniSetup:
    app.settings.hint_seen("tortellini/how-to-play")
    app.settings.hint_seen("guide:tortellini")
    setup = app.push(tortellini_setup)
    assert isinstance(setup, TortelliniSetup)
    app.frame(1 / 60)
    return setup


def test_a_shorter_game_is_offered_before_the_game_the_rulebooks_five_by_default(app: App) -> None:
    setup = _setup(app)
    said = " ".join(words_drawn(app))
    assert "First to 5" in said and "First to 3" in said and "the rulebook's game" in said
    buttons = setup.goal_buttons
    click(app, buttons[GOALS.index(3)].rect.center)
    for _ in range(20):
        app.frame(1 / 60)
    click(app, setup.buttons[0].rect.center)  # Play the CPU: novice
    scene = app.stack.top
    assert isinstance(scene, TortelliniScene) and scene.game.options.goals_to_win == 3
    assert "first to 3" in " ".join(words_drawn(app))


def test_the_default_game_is_the_rulebooks_and_g_changes_it(app: App) -> None:
    setup = _setup(app)
    assert setup.goals == GOALS_TO_WIN
    key(app, pygame.K_g)
    assert setup.goals == 3
    for _ in range(20):
        app.frame(1 / 60)
    key(app, pygame.K_g)
    key(app, pygame.K_g)
    key(app, pygame.K_1)
    scene = app.stack.top
    assert isinstance(scene, TortelliniScene) and scene.game.options.goals_to_win == GOALS_TO_WIN
    assert line_direction((0, 0), (1, 1)) is not None
