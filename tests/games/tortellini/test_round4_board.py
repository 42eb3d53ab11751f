"""Round 4 of the newcomers' play-tests (7/10), the board's part, drawn headless and driven by
clicks: chips sharing a square side by side and large enough to read, a short order's arrow drawn
as a hop whose shaft shows and whose head lies over the chips, and a step's yellow dot that
never hides a chip on its square."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from games.tortellini.rules.engine import Chip
from games.tortellini.ui import hops, pieces, sharing
from games.tortellini.ui.view import ARROW_W
from games.window import ui
from games.window.app import App

from .helpers import ONE, TWO, at, click, set_position, window

SIZES = [(960, 600), (1280, 800)]


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def sized(request: pytest.FixtureRequest) -> Iterator[App]:
    yield from window(request.param)


# d4: your red (the ball) and the CPU's red; f3: your white, your blue and the CPU's white;
# h6: the CPU's blue alone.
SHARING = {
    (ONE, "red"): (3, 3),
    (TWO, "red"): (3, 3),
    (ONE, "white"): (5, 2),
    (ONE, "blue"): (5, 2),
    (TWO, "white"): (5, 2),
    (TWO, "blue"): (7, 5),
}


def _body(chip: Chip, spot: tuple[float, float, float]) -> float:
    """How far a chip's colour reaches from its centre, straight across."""
    return spot[2] if chip[0] == ONE else 0.85 * spot[2]


def test_chips_sharing_a_square_are_large_whole_and_apart(sized: App) -> None:
    app = sized
    scene = set_position(app, SHARING, (ONE, "red"))
    view = scene.view
    spots = view.spots()
    for chip in ((TWO, "red"), (ONE, "white"), (ONE, "blue"), (TWO, "white")):
        cx, cy, r = spots[chip]
        assert r >= view.size * 0.25, f"{chip}: a quarter of a square or more (tucked, 0.145: unreadable)"
        assert at(app, (cx, cy)) == pieces.CHIP_COLOUR[chip[1]], f"{chip}: its colour at its centre"
        reach = _body(chip, spots[chip])
        outside = [sum(at(app, (cx + reach + k, cy))) < 80 for k in (0.5, 1, 1.5, 2)]
        assert any(outside), f"{chip}: its dark edge"
        rim = [at(app, (cx - reach + k, cy)) == pieces.RIM[chip[0]] for k in range(1, 5)]
        assert sum(rim) >= 2, f"{chip}: its side's rim"
    cx, cy, r = spots[(ONE, "red")]
    assert r >= view.size * 0.25, "the ball's chip as large as the one beside it"
    assert at(app, (cx, cy)) == pieces.CHIP_COLOUR["red"]
    for square in ((3, 3), (5, 2)):
        here = [c for c in spots if scene.game.chips[c] == square]
        rect = view.square_rect(square)
        for i, a in enumerate(here):
            ax, ay, _ = spots[a]
            reach_a = _body(a, spots[a]) + pieces.EDGE
            assert rect.inflate(view.size * 0.2, view.size * 0.2).contains(
                pygame.Rect(ax - reach_a, ay - reach_a, 2 * reach_a, 2 * reach_a)
            ), f"{a}: a little over its square's edge at most"
            for b in here[i + 1 :]:
                ring = [(ax + reach_a * math.cos(k / 12), ay + reach_a * math.sin(k / 12)) for k in range(76)]
                assert all(sharing.body_gap(b[0], spots[b], p) >= -1 for p in ring), f"{a}, {b} side by side"
    ball = view.ball_beside(spots)
    assert ball is not None and view.square_rect((3, 3)).collidepoint(ball[:2]), "the ball on its square"
    for chip in ((ONE, "red"), (TWO, "red")):
        assert sharing.body_gap(chip[0], spots[chip], ball[:2]) > ball[2] * 0.8, f"the ball beside {chip}"


# Your blue on d3, the CPU's white alone on d4 just ahead of it.
NEIGHBOURS = {
    (ONE, "red"): (0, 0),
    (ONE, "white"): (6, 0),
    (ONE, "blue"): (3, 2),
    (TWO, "white"): (3, 3),
    (TWO, "red"): (0, 7),
    (TWO, "blue"): (7, 7),
}


def test_a_step_onto_the_next_chip_is_a_hop_its_shaft_and_head_in_sight(sized: App) -> None:
    app = sized
    scene = set_position(app, NEIGHBOURS, (ONE, "red"))
    view = scene.view
    click(app, view.spots()[(ONE, "blue")][:2])
    click(app, view.centre(3, 3))  # onto the CPU's white: a tackle's step
    assert scene.orders.get((ONE, "blue")) == "N"
    scene.selected = None
    app.frame(1 / 60)
    start, end = view.arrows(scene.orders)[(ONE, "blue")]
    w = max(3, round(view.size * ARROW_W))
    head = hops.HEAD * w
    assert hops.is_short(start, end, view.size * ARROW_W), "between two chips side by side"
    teal = pieces.ARROW[ONE]
    box = view.square_rect((3, 2)).union(view.square_rect((3, 3))).inflate(view.size, 0)
    shaft = head_px = 0
    lands = [(end[0] + side * view.size * 0.2, end[1]) for side in (-1, 1)]  # beside its end (hops.py)
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom):
            if at(app, (x, y)) != teal:
                continue
            d = min(math.dist((x, y), land) for land in lands)
            shaft += d > head * 1.3
            head_px += d <= head * 0.7
    assert shaft >= w * head * 0.8, f"the shaft in sight ({shaft} px), not all head"
    assert head_px >= w * head * 0.3, f"the head in sight over the chips ({head_px} px)"
    for chip in ((ONE, "blue"), (TWO, "white")):  # and both chips still seen
        cx, cy, _ = view.spots()[chip]
        assert at(app, (cx, cy)) == pieces.CHIP_COLOUR[chip[1]], f"{chip} whole under the hop"


# Your blue on f3, to step; g4 (one of its steps) held by the CPU's red and white, e4 by your
# white and the CPU's blue: its dot goes beside them.
CROWDED_STEP = {
    (ONE, "red"): (0, 0),
    (ONE, "blue"): (5, 2),
    (TWO, "red"): (6, 3),
    (TWO, "white"): (6, 3),
    (ONE, "white"): (4, 3),
    (TWO, "blue"): (4, 3),
}


@pytest.mark.parametrize("four", [False, True], ids=["two-there", "four-there"])
def test_a_steps_dot_never_hides_a_chip_and_a_click_on_it_is_the_step(sized: App, four: bool) -> None:
    app = sized
    chips = dict(CROWDED_STEP)
    if four:  # four on g4: the smallest chips sharing a square
        chips |= {(ONE, "white"): (6, 3), (TWO, "blue"): (6, 3)}
    scene = set_position(app, chips, (ONE, "red"))
    view = scene.view
    click(app, view.spots()[(ONE, "blue")][:2])
    assert scene.selected == (ONE, "blue")
    app.frame(1 / 60)
    spots = view.spots()
    for square in ((6, 3), (4, 3)):
        here = [c for c in spots if scene.game.chips[c] == square]
        x, y, r = view.step_dot(square)
        assert at(app, (x, y)) == ui.ACCENT, f"{square}: its dot drawn"
        assert r >= view.size * 0.09, f"{square}: a dot large enough to see"
        for chip in here:
            cx, cy, _ = spots[chip]
            assert at(app, (cx, cy)) == pieces.CHIP_COLOUR[chip[1]], f"{chip}: its centre in sight"
            assert sharing.body_gap(chip[0], spots[chip], (x, y)) >= r - 1, f"the dot beside {chip}"
            body = _body(chip, spots[chip])
            seen = sum(
                at(app, (cx + dx * body * 0.5, cy + dy * body * 0.5)) == pieces.CHIP_COLOUR[chip[1]]
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
            )
            assert seen >= 3, f"{chip}: no dot over it"
    x, y, _ = view.step_dot((6, 3))
    click(app, (x, y))
    assert scene.orders.get((ONE, "blue")) == "NE", "a click on the dot beside the chips: the step"


# d4: your red (the ball) and the CPU's red, its lower right corner facing e4's lower left;
# e4: your white, your blue and the CPU's white; f5 (diagonal to e4): the CPU's blue alone.
FACING = {
    (ONE, "red"): (3, 3),
    (TWO, "red"): (3, 3),
    (ONE, "white"): (4, 3),
    (ONE, "blue"): (4, 3),
    (TWO, "white"): (4, 3),
    (TWO, "blue"): (5, 4),
}


@pytest.mark.parametrize(
    "chips", [FACING, FACING | {(TWO, "blue"): (5, 2), (TWO, "red"): (5, 2)}], ids=["beside", "diagonal"]
)
def test_chips_spilling_over_their_squares_edge_never_meet_the_next_squares(
    sized: App, chips: dict[Chip, tuple[int, int]]
) -> None:
    """A chip of a shared square may reach a little over its edge (0.06 of a square at most),
    never onto a chip or the ball of the next square: two shared squares side by side (or
    corner to corner) had their chips in the facing corners run into each other."""
    app = sized
    scene = set_position(app, chips, (ONE, "red"))
    view = scene.view
    spots = view.spots()
    ball = view.ball_beside(spots)
    for chip, spot in spots.items():
        square = view.square_rect(scene.game.chips[chip])
        body = _body(chip, spot)
        spill = view.size * 0.06 + 1
        box = pygame.Rect(spot[0] - body, spot[1] - body, 2 * body, 2 * body)
        assert square.inflate(2 * spill, 2 * spill).contains(box), f"{chip}: 0.06 of a square over at most"
        assert view.board.contains(box.inflate(2 * pieces.EDGE, 2 * pieces.EDGE)), f"{chip} on the board"
        for other, there in spots.items():
            if scene.game.chips[other] == scene.game.chips[chip]:
                continue
            ring = [
                (
                    spot[0] + (body + pieces.EDGE) * math.cos(k / 12),
                    spot[1] + (body + pieces.EDGE) * math.sin(k / 12),
                )
                for k in range(76)
            ]
            if chip[0] == TWO:  # a square chip's corners too
                ring += [
                    (spot[0] + dx * (body + pieces.EDGE), spot[1] + dy * (body + pieces.EDGE))
                    for dx in (-1, 1)
                    for dy in (-1, 1)
                ]
            assert all(sharing.body_gap(other[0], there, p) >= pieces.EDGE for p in ring), (
                f"{chip} onto {other}"
            )
        if ball is not None and not view.square_rect((3, 3)).collidepoint(spot[:2]):
            assert math.dist(spot[:2], ball[:2]) > body + ball[2] + 4, f"{chip} onto the ball"
    app.frame(1 / 60)
    for chip, (cx, cy, _) in spots.items():
        assert at(app, (cx, cy)) == pieces.CHIP_COLOUR[chip[1]], f"{chip}: its colour at its centre"
