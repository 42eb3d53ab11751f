"""A newcomer's play-test against the CPU (7/10), the reveal's part, driven by the keys and clicks
a person makes: a pass is a beat of its own (the ball seen flying, then "Caught by ..."), the
ball's chip is ringed in its own shape, the ball rides its chip as it glides, and a new round's
setting up is under its "Round 2" heading in the log."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from games.tortellini.rules.actions import Plan
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import pieces
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.reveal import Stage
from games.window.app import App

from .helpers import ONE, SIZES, TWO, click, key, order, set_position, window, words
from .test_window_turns import GOAL, _place_by_clicks


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def sized(request: pytest.FixtureRequest) -> Iterator[App]:
    yield from window(request.param)


def ball_at(app: App, scene: TortelliniScene) -> tuple[float, float] | None:
    """The middle of the tortellino's pasta drawn on the board (the legend has one too)."""
    board = scene.view.board
    mask = pygame.mask.from_threshold(app.screen.subsurface(board), pieces.PASTA, (1, 1, 1, 255))
    if mask.count() == 0:
        return None
    x, y = mask.centroid()
    return board.left + x, board.top + y


# ----------------------------------------------------------------------------- the pass, a beat
# Your red (the ball) on c3 passes to your blue on e5 (the lane over d4, clear of the CPU); the
# CPU's red steps down onto e5 and tackles the catcher.
PASS_TACKLE = {
    (ONE, "red"): (2, 2),
    (ONE, "white"): (0, 1),
    (ONE, "blue"): (4, 4),
    (TWO, "red"): (4, 5),
    (TWO, "white"): (7, 6),
    (TWO, "blue"): (0, 6),
}


def test_the_pass_is_seen_flying_then_caught_then_tackled(sized: App) -> None:
    app = sized
    scene = set_position(app, PASS_TACKLE, (ONE, "red"), Plan(TWO, ("S", "W", "E")))
    key(app, pygame.K_p)
    click(app, scene.view.spots()[(ONE, "blue")][:2])
    order(app, scene, "white", (0, 1))
    key(app, pygame.K_RETURN)  # Reveal
    assert scene.reveal is not None and scene.reveal.story.tackler == (TWO, "red")
    captions: list[str] = []  # each caption once, in the order shown
    frames: dict[str, int] = {}
    flight: list[tuple[float, float]] = []
    for _ in range(60 * 15):
        shown = words(app)
        if scene.reveal is None:
            break
        caption = scene.reveal.caption(scene.who)
        assert caption in shown, (caption, shown)
        if not captions or captions[-1] != caption:
            captions.append(caption)
        frames[caption] = frames.get(caption, 0) + 1
        if caption == "Your red passes to your blue" and (at := ball_at(app, scene)) is not None:
            flight.append(at)
    passes, caught = "Your red passes to your blue", "Caught by your blue on e5"
    tackled = next(c for c in captions if c.startswith("Tackled on e5"))
    assert captions[1:] == ["The chips move, all together", passes, caught, tackled], captions
    assert frames[passes] >= 36 and frames[caught] >= 60, frames
    view = scene.view
    c3, d4, e5 = view.square_rect((2, 2)), view.square_rect((3, 3)), view.square_rect((4, 4))
    assert c3.collidepoint(flight[0]) and e5.collidepoint(flight[-1]), "from the passer to the catcher"
    over_d4 = sum(1 for p in flight if d4.collidepoint(p))
    assert over_d4 >= 9, f"the ball seen in flight over d4 for 0.15 s at least, not {over_d4} frames"


# ----------------------------------------------------------------------------- the carrier's ring
ALONE = {
    (ONE, "red"): (1, 1),
    (ONE, "white"): (0, 3),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (3, 5),
    (TWO, "white"): (7, 6),
    (TWO, "blue"): (0, 6),
}


@pytest.mark.parametrize("carrier", [(TWO, "red"), (ONE, "red")], ids=["square", "round"])
def test_the_carrier_is_ringed_in_its_chips_shape(sized: App, carrier: Chip) -> None:
    app = sized
    scene = set_position(app, ALONE, carrier)
    app.frame(1 / 60)
    cx, cy, _ = scene.view.spots()[carrier]
    half = scene.view.size / 2

    def white(dx: float, dy: float) -> bool:
        colour = app.screen.get_at((round(cx + dx), round(cy + dy)))
        return (colour.r, colour.g, colour.b) == pieces.CARRIER

    across = max(d for d in range(round(half)) if white(-d, 0))  # to the left: the ball is upper right
    corner = max((d for d in range(round(half)) if white(-d, d)), default=0) * math.sqrt(2)
    if carrier[0] == TWO:  # a square ring reaches further out at its (rounded) corner than at its side
        assert corner >= across * 1.12, (corner, across)
    else:
        assert abs(corner - across) <= 3, (corner, across)


# ----------------------------------------------------------------------------- the ball rides
def test_the_ball_rides_its_chip_as_the_chip_glides(sized: App) -> None:
    app = sized
    scene = set_position(app, ALONE, (TWO, "red"), Plan(TWO, ("SE", "W", "E")))
    for chip in ("red", "white", "blue"):
        order(app, scene, chip, (0, 1))
    key(app, pygame.K_RETURN)
    offsets: list[tuple[float, float]] = []
    for _ in range(60 * 6):
        app.frame(1 / 60)
        reveal = scene.reveal
        if reveal is None or reveal.stage not in (Stage.PLANS, Stage.MOVING):
            break
        if reveal.stage == Stage.MOVING and scene.view.busy:
            cx, cy, r = scene.view.spots()[(TWO, "red")]
            at = ball_at(app, scene)
            assert at is not None, "the ball drawn as its chip glides"
            offsets.append(((at[0] - cx) / r, (at[1] - cy) / r))
    assert len(offsets) >= 20
    xs, ys = [dx for dx, _ in offsets], [dy for _, dy in offsets]
    assert max(xs) - min(xs) <= 0.1 and max(ys) - min(ys) <= 0.1, offsets


# ----------------------------------------------------------------------------- a new round
def test_the_new_rounds_setting_up_is_under_its_heading_in_the_log(sized: App) -> None:
    app = sized
    scene = set_position(app, GOAL, (ONE, "red"), Plan(TWO, ("E", "W", "S")))
    for _ in (1, 2):  # a step up, then into the CPU's home row: a goal in turn 2
        for chip in ("red", "white", "blue"):
            order(app, scene, chip, (0, 1))
        key(app, pygame.K_RETURN)
        for _ in range(60 * 12):
            app.frame(1 / 60)
            if scene.reveal is None:
                break
    assert scene.game.score[ONE] == 1 and scene.game.rounds == 2
    shown = words(app)
    goal = next(i for i, w in enumerate(shown) if w.startswith("GOAL for you"))
    assert shown[goal + 1 :].count("Round 2") == 1, f"the heading under the goal: {shown[goal:]}"
    _place_by_clicks(app, scene)
    app.frame(1 / 60)
    shown = words(app)
    heading = shown.index("Round 2")
    placed = [i for i, w in enumerate(shown) if w.endswith(("on b1", "on d1", "on f1"))]
    assert len(placed) == 3 and min(placed) > heading, f"your chips placed under it: {shown}"
    assert shown.index(next(w for w in shown if w.startswith("GOAL for you"))) < heading
