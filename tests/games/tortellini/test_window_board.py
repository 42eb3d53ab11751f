"""A newcomer's play-test against the CPU (7/10), the board's part, driven by the clicks a person
makes: chips tucked beside the ball's chip on a shared square are readable (a white chip on a
cream square had been lost), a chain of orders reads as separate arrows that hide no chip, and a
click on a shared square picks the chip still without an order."""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping

import pygame
import pytest

from games.tortellini.rules.actions import Plan
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import pieces
from games.tortellini.ui.view import LIGHT, Point, TortelliniView
from games.window.app import App

from .helpers import ONE, SIZES, TWO, at, click, order, set_position, window


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def sized(request: pytest.FixtureRequest) -> Iterator[App]:
    yield from window(request.param)


# Your red (the ball) on d5, a cream square, with the CPU's white and your white tucked beside it.
TUCKED = {
    (ONE, "red"): (3, 4),
    (ONE, "white"): (3, 4),
    (TWO, "white"): (3, 4),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (6, 6),
    (TWO, "blue"): (0, 6),
}


def test_chips_tucked_beside_the_ball_are_large_edged_dark_and_inside_their_square(sized: App) -> None:
    app = sized
    scene = set_position(app, TUCKED, (ONE, "red"))
    view = scene.view
    square = view.square_rect((3, 4))
    assert at(app, (square.left + 2, square.centery)) == LIGHT, "a cream square"
    spots = view.spots()
    for chip in ((ONE, "white"), (TWO, "white")):
        cx, cy, r = spots[chip]
        assert r >= view.size * 0.145, f"{chip} tucked large enough to read (at 0.12 of a square it was lost)"
        reach = r if chip[0] == ONE else 0.85 * r
        edge = [sum(at(app, (cx - reach - k, cy))) < 80 for k in (1, 1.5, 2)]  # just outside it
        assert any(edge), f"{chip}: a dark edge on the cream square"
        assert at(app, (cx, cy + r * 0.1)) == pieces.CHIP_COLOUR["white"], f"{chip}: its colour"
        spill = view.size * 0.06 + 0.5  # side by side now, a little over the square's edge at most
        assert square.left - spill <= cx - reach and cx + reach <= square.right + spill, (
            f"{chip}: on its square"
        )
        assert square.top - spill <= cy - reach and cy + reach <= square.bottom + spill, (
            f"{chip}: on its square"
        )
    cx, cy, r = spots[(ONE, "white")]
    teal = [at(app, (cx - r + k, cy)) == pieces.RIM[ONE] for k in range(4)]
    assert sum(teal) >= 2, "your tucked chip keeps its teal rim (it had 1 px of it)"
    cx, cy, r = spots[(TWO, "white")]
    black = [at(app, (cx - 0.85 * r + k, cy)) == pieces.RIM[TWO] for k in range(1, 4)]
    assert sum(black) >= 2, "the CPU's keeps its rim"
    click(app, spots[(ONE, "white")][:2])  # a person picks the tucked chip: large enough to hit
    assert scene.selected == (ONE, "white")


def test_the_cpus_ball_chip_keeps_its_white_band_beside_your_tucked_chip(sized: App) -> None:
    app = sized
    chips = dict(TUCKED) | {(TWO, "red"): (4, 5), (ONE, "white"): (4, 5), (TWO, "white"): (2, 6)}
    scene = set_position(app, chips, (TWO, "red"))
    cx, cy, r = scene.view.spots()[(TWO, "red")]
    band = [at(app, (cx - 0.85 * r + k, cy)) for k in range(1, 6)]
    assert pieces.CARRIER in band, "the ball's chip's white band shows (the chip's dark edge ate it)"


def _head(
    view: TortelliniView, orders: Mapping[Chip, str], chip: Chip, start: Point, end: Point
) -> tuple[Point, Point]:
    """Where ``chip``'s arrowhead ends and the way it points (a unit): along its line, or where
    the arrow is drawn curved (a short one onto the next chip: a hop), at the curve's end along
    its last stretch (``view.hop_paths``), as the head is drawn."""
    path = view.hop_paths(orders).get(chip)
    if path is not None:
        head = max(3, round(view.size * 0.06)) * 3.2
        k = len(path) - 1
        while k > 1 and math.dist(path[k], path[-1]) < head * 0.8:
            k -= 1
        start, end = path[k], path[-1]
    length = math.dist(start, end) or 1.0
    return end, ((end[0] - start[0]) / length, (end[1] - start[1]) / length)


# Your blue (c3... d3) ordered onto your white's square d4, your white on to d5: a chain.
CHAIN = {
    (ONE, "red"): (1, 0),
    (ONE, "blue"): (3, 2),
    (ONE, "white"): (3, 3),
    (TWO, "red"): (5, 5),
    (TWO, "white"): (6, 6),
    (TWO, "blue"): (1, 6),
}


def test_a_chain_of_orders_is_an_arrow_each_and_no_arrow_covers_a_chip(sized: App) -> None:
    app = sized
    scene = set_position(app, CHAIN, (ONE, "red"))
    order(app, scene, "blue", (0, 1))  # onto white's square
    order(app, scene, "white", (0, 1))  # and white on from there
    order(app, scene, "red", (1, 1))
    assert scene.orders == {(ONE, "blue"): "N", (ONE, "white"): "N", (ONE, "red"): "NE"}
    app.frame(1 / 60)
    view = scene.view
    spots, lines = view.spots(), view.arrows(scene.orders)
    head = max(3, round(view.size * 0.06)) * 3.2
    for chip, (start, end) in lines.items():
        for other, (x, y, r) in spots.items():
            for k in range(11):  # along the arrow, nowhere on a chip
                p = (start[0] + (end[0] - start[0]) * k / 10, start[1] + (end[1] - start[1]) * k / 10)
                assert math.dist(p, (x, y)) > r + pieces.EDGE, f"{chip}'s arrow over {other}"
        (tx, ty), (ux, uy) = _head(view, scene.orders, chip, start, end)  # a hop's: along its curve
        assert at(app, (tx - ux * head * 0.4, ty - uy * head * 0.4)) == pieces.ARROW[ONE], (
            f"{chip}'s own head at its end"
        )
    wx, wy, wr = spots[(ONE, "white")]
    blue_end, white_start = lines[(ONE, "blue")][1], lines[(ONE, "white")][0]
    assert blue_end[1] > wy + wr and white_start[1] < wy - wr, "the white chip between the two arrows"
    assert math.dist(blue_end, white_start) >= 2 * wr, "a gap at the joint: two arrows, not one line"
    for dy in range(-round(wr * 0.6), round(wr * 0.6)):  # the white chip whole, no arrow over it
        assert at(app, (wx, wy + dy)) == pieces.CHIP_COLOUR["white"]


def test_a_click_on_a_shared_square_picks_the_chip_still_without_an_order(sized: App) -> None:
    app = sized
    chips = dict(CHAIN) | {(ONE, "white"): (3, 2)}  # your blue and white share d3
    scene = set_position(app, chips, (ONE, "red"))
    order(app, scene, "blue", (0, 1))  # blue (drawn first there) has its order
    blue = scene.view.spots()[(ONE, "blue")][:2]
    click(app, blue)  # on blue's own half of the square
    assert scene.selected == (ONE, "white"), "the chip still waiting, not the one ordered"
    click(app, blue)
    assert scene.selected == (ONE, "blue"), "clicked again: the next one there"
    click(app, blue)
    assert scene.selected == (ONE, "white")
    click(app, scene.view.centre(4, 3))  # white's dot: white steps up-right
    assert scene.orders[(ONE, "white")] == "NE"


def test_the_first_click_on_a_shared_square_still_picks_the_chip_clicked_when_none_has_an_order(
    sized: App,
) -> None:
    app = sized
    scene = set_position(
        app, dict(CHAIN) | {(ONE, "white"): (3, 2)}, (ONE, "red"), Plan(TWO, ("S", "S", "S"))
    )
    spots = scene.view.spots()
    click(app, spots[(ONE, "white")][:2])
    assert scene.selected == (ONE, "white")
    pygame.event.clear()
