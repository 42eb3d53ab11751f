"""What a newcomer's play-test of Tortellini Football against the novice CPU found, at 1280 x 800 and
960 x 600, driven as a person does: chips sharing a square lie side by side inside it, their ball
and P badge too; your arrows and the CPU's never lie on one another (side by side along one line,
their heads apart on one square); a TACKLED! banner never covers the tackle's square, ringed; and
the first game's guide is on show as the game opens, under nothing."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from games.core import registry
from games.replays import start_recording
from games.tortellini.rules.actions import PASS, Phase, Plan, Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import pieces, view
from games.tortellini.ui.first_turn import TITLE
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.reveal import Stage
from games.window import ui
from games.window.app import App
from games.window.settings import Settings

from .test_tortellini_playtest import at, set_position

ONE, TWO = Team.ONE, Team.TWO
SIZES = [(1280, 800), (960, 600)]
Square = tuple[int, int]
Point = tuple[float, float]

# Three chips on d4 (your red with the ball, your white, the CPU's red), two on f3.
CROWD: dict[Chip, Square] = {
    (ONE, "red"): (3, 3),
    (ONE, "white"): (3, 3),
    (TWO, "red"): (3, 3),
    (ONE, "blue"): (5, 2),
    (TWO, "white"): (5, 2),
    (TWO, "blue"): (0, 6),
}


@pytest.fixture(params=SIZES, ids=["1280x800", "960x600"])
def sized(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(request.param, settings=Settings(None))
    application.recordings = start_recording
    yield application
    application.stack.clear()
    pygame.display.quit()


def _square_rect(scene: TortelliniScene, square: Square) -> pygame.Rect:
    x, y = scene.view.centre(*square)
    size = scene.view.size
    return pygame.Rect(round(x - size / 2), round(y - size / 2), round(size), round(size))


def _footprint(
    chip: Chip, spot: tuple[float, float, float]
) -> tuple[str, pygame.Rect | tuple[float, float, float]]:
    """A chip as drawn: a disc (team one) or a box (team two, 1.7 r across)."""
    cx, cy, r = spot
    if chip[0] == ONE:
        return "disc", (cx, cy, r)
    box = pygame.Rect(0, 0, round(1.7 * r), round(1.7 * r))
    box.center = (round(cx), round(cy))
    return "box", box


def _disc_meets_rect(disc: tuple[float, float, float], rect: pygame.Rect) -> bool:
    cx, cy, r = disc
    nx, ny = min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom)
    return math.dist((cx, cy), (nx, ny)) < r


def _meets(a: tuple[str, object], b: tuple[str, object]) -> bool:
    (ka, fa), (kb, fb) = a, b
    if ka == "disc" and kb == "disc":
        assert isinstance(fa, tuple) and isinstance(fb, tuple)
        return bool(math.dist(fa[:2], fb[:2]) < fa[2] + fb[2] + 1)
    if ka == "box" and kb == "box":
        assert isinstance(fa, pygame.Rect) and isinstance(fb, pygame.Rect)
        return bool(fa.colliderect(fb))
    disc, box = (fa, fb) if ka == "disc" else (fb, fa)
    assert isinstance(disc, tuple) and isinstance(box, pygame.Rect)
    return _disc_meets_rect(disc, box.inflate(2, 2))


def _bounds(footprint: tuple[str, object]) -> pygame.Rect:
    kind, shape = footprint
    if kind == "box":
        assert isinstance(shape, pygame.Rect)
        return shape
    assert isinstance(shape, tuple)
    cx, cy, r = shape
    return pygame.Rect(math.floor(cx - r), math.floor(cy - r), math.ceil(2 * r), math.ceil(2 * r))


# ----------------------------------------------------------------------------- 1. crowded squares
def _pasta(at_: Point, r: float) -> pygame.Rect:
    """The ball as drawn (pieces.ball, its outline)."""
    bx, by = at_
    return pygame.Rect(round(bx - r), round(by - r * 0.8), round(2 * r), round(1.6 * r)).inflate(6, 6)


def test_on_a_shared_square_the_balls_chip_stays_large_and_ringed_the_ball_beside_it(
    sized: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer play-test 7.5: after a tackle the ball's chip was drawn small and offset, the ball
    over most of it, its ring a sliver. Now it keeps nearly its size, ringed, the ball beside it
    in a corner. Play-test 7/10: the others, tucked small round a centred carrier, could not be
    read; now all lie side by side in the square's corners (sharing.py), the ball's chip in the
    upper left and as large as any other there, none too small to see (at 0.12 of a square a
    white chip on a cream square was lost), each with a dark edge."""
    app = sized
    chips = dict(CROWD) | {(ONE, "blue"): (5, 5)}  # f6: on a diagonal with d4, to pass to
    scene = set_position(app, chips, (ONE, "red"))
    balls: list[tuple[Point, float]] = []
    badges: list[tuple[Point, float]] = []
    ball, badge = pieces.ball, pieces.pass_badge

    def spy_ball(s: pygame.Surface, at_: Point, r: float, outline: bool = False) -> None:
        balls.append((at_, r))
        ball(s, at_, r, outline)

    def spy_badge(s: pygame.Surface, team: Team, at_: Point, r: float) -> None:
        badges.append((at_, r))
        badge(s, team, at_, r)

    monkeypatch.setattr(pieces, "ball", spy_ball)
    monkeypatch.setattr(pieces, "pass_badge", spy_badge)
    scene.orders = {(ONE, "red"): PASS, (ONE, "blue"): PASS, (ONE, "white"): "N"}
    app.frame(1 / 60)
    view = scene.view
    spots = view.spots()
    d4 = _square_rect(scene, (3, 3)).inflate(2, 2)  # a px for rounding
    here = [c for c in spots if scene.game.chips[c] == (3, 3)]
    assert len(here) == 3
    cx, cy, r = spots[(ONE, "red")]
    sx, sy = view.centre(3, 3)
    assert cx < sx and cy < sy, "the ball's chip in its square's upper left, its ball's corner free"
    assert r >= view.size * 0.24, "large (0.34 of a square alone)"
    tucked = [c for c in here if c != (ONE, "red")]
    assert all(spots[c][2] <= r + 0.5 for c in tucked), "as large as any other chip there"
    assert all(spots[c][2] >= view.size * 0.14 for c in tucked), "large enough to see on any square"
    for c in tucked:  # a dark edge just outside each (a round chip's radius, a square's half side)
        tx, ty, tr = spots[c]
        half = tr if c[0] == ONE else 0.85 * tr
        assert at(app, (tx - half - pieces.EDGE, ty)) == pieces.OUTLINE, f"{c}'s dark edge"
    ring = max(3, round(r * 0.18))  # pieces.carried_chip: the white band round it, its own footprint
    band = sum(at(app, (cx + r - k, cy)) == pieces.CARRIER for k in range(ring + 3))
    assert band >= ring - 1 >= 2, "ringed, a band not a sliver"
    prints = {c: _footprint(c, spots[c]) for c in here}
    # In d4, each at most a little over its edge (sharing.py: 0.05 of a square, and its dark edge).
    reach = round(view.size * 0.1) + 2 * pieces.EDGE
    for i, a in enumerate(here):
        assert d4.inflate(reach, reach).contains(_bounds(prints[a])), f"{a} in d4"
        for b in here[i + 1 :]:
            assert not _meets(prints[a], prints[b]), f"{a} and {b} side by side, apart"
    on_board = [(at_, br) for at_, br in balls if d4.collidepoint(at_)]  # not the legend's
    assert on_board, "the ball drawn on d4"
    (bx, by), br = on_board[-1]
    assert d4.contains(_pasta((bx, by), br)), "the ball inside its chip's square"
    assert br >= view.size * 0.12, "large enough to see"
    assert math.dist((bx, by), (cx, cy)) >= r + br * 0.8 + 3, "beside its chip, not over it"
    for other in here:
        if other != (ONE, "red"):
            assert not _meets(("box", _pasta((bx, by), br)), prints[other]), f"the ball clear of {other}"
    (px, py), pr = next((at_, r) for at_, r in badges if d4.collidepoint(at_))
    assert d4.contains(pygame.Rect(round(px - pr), round(py - pr), round(2 * pr), round(2 * pr))), (
        "the P badge inside its chip's square"
    )
    assert at(app, spots[(ONE, "white")][:2]) == pieces.CHIP_COLOUR["white"], "white's tail on white"


@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("carrier", [(ONE, "red"), (TWO, "red")])
def test_no_chip_leaves_its_square_on_the_boards_edge(sized: App, count: int, carrier: Chip) -> None:
    """A chip drawn on a6 stuck out past the board's left edge (newcomer 7.5). Chips sharing a
    square now reach a little over its edge towards the next squares (play-test 7/10: tucked
    small they could not be read), 0.06 of a square at most, never past the board's edge
    (clipped there, cut in half)."""
    app = sized
    pile = [(ONE, "red"), (TWO, "red"), (ONE, "white"), (TWO, "white")][:count]
    rest = [(5, 1), (6, 2), (2, 6), (6, 6)]
    chips: dict[Chip, Square] = {c: (0, 5) for c in pile}
    chips |= {c: rest.pop() for c in CROWD if c not in chips}
    scene = set_position(app, chips, carrier)
    spots = scene.view.spots()
    spill = round(scene.view.size * 0.06) + 1
    a6 = _square_rect(scene, (0, 5)).inflate(2, 2)
    for chip in pile:
        bounds = _bounds(_footprint(chip, spots[chip]))
        assert a6.inflate(2 * spill, 2 * spill).contains(bounds), f"{chip} on a6, a little over at most"
        assert bounds.left - pieces.EDGE >= a6.left, f"{chip} in a6 at the board's edge, edge and all"
    assert scene.view.board.left <= min(_bounds(_footprint(c, spots[c])).left for c in pile) - pieces.EDGE


# ----------------------------------------------------------------------------- 2. the arrows
# Each position: chips, then both sides' orders. The arrows must not lie on one another.
ARROWS: dict[str, tuple[dict[Chip, Square], dict[Chip, str]]] = {
    "a swap": (
        {(ONE, "red"): (5, 2), (TWO, "red"): (6, 2), (ONE, "white"): (1, 0), (ONE, "blue"): (3, 0)}
        | {(TWO, "white"): (1, 7), (TWO, "blue"): (3, 7)},
        {(ONE, "red"): "E", (TWO, "red"): "W"},
    ),
    "onto one square": (
        {(ONE, "red"): (1, 1), (TWO, "red"): (1, 3), (ONE, "white"): (5, 0), (ONE, "blue"): (7, 0)}
        | {(TWO, "white"): (5, 7), (TWO, "blue"): (7, 7)},
        {(ONE, "red"): "N", (TWO, "red"): "S"},
    ),
    "through each other on a shared square": (
        {(ONE, "red"): (3, 4), (TWO, "red"): (3, 4), (ONE, "white"): (6, 0), (ONE, "blue"): (7, 0)}
        | {(TWO, "white"): (6, 7), (TWO, "blue"): (0, 7)},
        {(ONE, "red"): "SE", (TWO, "red"): "NW"},
    ),
    "one way from a shared square": (
        {(ONE, "red"): (4, 4), (TWO, "red"): (4, 4), (ONE, "white"): (6, 0), (ONE, "blue"): (7, 0)}
        | {(TWO, "white"): (0, 7), (TWO, "blue"): (1, 7)},
        {(ONE, "red"): "NW", (TWO, "red"): "NW"},
    ),
    "crowded": (
        dict(CROWD) | {(TWO, "white"): (4, 4), (TWO, "blue"): (6, 2)},
        {(ONE, "red"): "NE", (ONE, "white"): "N", (ONE, "blue"): "E"}
        | {(TWO, "red"): "SW", (TWO, "white"): "SW", (TWO, "blue"): "W"},
    ),
}


def _segment_gap(a: tuple[Point, Point], b: tuple[Point, Point]) -> float:
    """The least distance between two segments (sampled finely: a px or so)."""
    steps = max(2, round(max(math.dist(*a), math.dist(*b))))
    pa = [
        (a[0][0] + (a[1][0] - a[0][0]) * k / steps, a[0][1] + (a[1][1] - a[0][1]) * k / steps)
        for k in range(steps + 1)
    ]
    pb = [
        (b[0][0] + (b[1][0] - b[0][0]) * k / steps, b[0][1] + (b[1][1] - b[0][1]) * k / steps)
        for k in range(steps + 1)
    ]
    return min(math.dist(p, q) for p in pa for q in pb)


@pytest.mark.parametrize("position", list(ARROWS))
def test_your_arrows_and_the_cpus_never_lie_on_one_another(
    sized: App, monkeypatch: pytest.MonkeyPatch, position: str
) -> None:
    app = sized
    chips, orders = ARROWS[position]
    scene = set_position(app, chips, (ONE, "red"))
    drawn: list[tuple[Team, Point, Point]] = []
    arrow = pieces.arrow

    def spy(
        s: pygame.Surface, team: Team, start: Point, end: Point, width: float, tail: object = None
    ) -> None:
        drawn.append((team, start, end))
        arrow(s, team, start, end, width, tail)  # type: ignore[arg-type]

    monkeypatch.setattr(pieces, "arrow", spy)
    scene.view.draw(app.screen, orders, None, [])  # both plans, as a turn shown shows them
    assert len(drawn) == len(orders)
    w = max(3, round(scene.view.size * 0.06))  # an arrow's width (its outline 2 px more each side)
    for team, start, end in drawn:
        for other, o_start, o_end in drawn:
            if team != ONE or other != TWO:
                continue
            u = ((end[0] - start[0]), (end[1] - start[1]))
            v = ((o_end[0] - o_start[0]), (o_end[1] - o_start[1]))
            cross = abs(u[0] * v[1] - u[1] * v[0]) / ((math.hypot(*u) * math.hypot(*v)) or 1.0)
            if cross < 0.05:  # along one line: side by side, never one over the other
                assert _segment_gap((start, end), (o_start, o_end)) >= 2.5 * w, (
                    position,
                    start,
                    end,
                    o_start,
                    o_end,
                )
            assert math.dist(end, o_end) >= 2.5 * w, f"{position}: the two heads on one another"


def _on_chip(point: Point, chip: Chip, spot: tuple[float, float, float], out: float = 0.0) -> bool:
    """Is ``point`` on ``chip`` as drawn, its dark edge with it (``out`` px more)?"""
    dx, dy = point[0] - spot[0], point[1] - spot[1]
    if chip[0] == ONE:
        return math.hypot(dx, dy) <= spot[2] + pieces.EDGE + out
    return max(abs(dx), abs(dy)) <= 0.85 * spot[2] + pieces.EDGE + out


def _along(start: Point, end: Point) -> list[Point]:
    steps = max(2, round(math.dist(start, end)))
    return [
        (start[0] + (end[0] - start[0]) * k / steps, start[1] + (end[1] - start[1]) * k / steps)
        for k in range(steps + 1)
    ]


def _head(
    view: view.TortelliniView, orders: dict[Chip, str], c: Chip, start: Point, end: Point
) -> tuple[Point, Point]:
    """Where ``c``'s arrowhead ends and the way it points (a unit): along its line, or where the
    arrow is drawn curved (a hop onto a chip beside it, or round the chip sharing its square),
    at the curve's end along its last stretch (``view.hop_paths``), as the head is drawn."""
    path = view.hop_paths(orders).get(c)
    if path is not None:
        head = max(3, round(view.size * 0.06)) * 3.2
        k = len(path) - 1
        while k > 1 and math.dist(path[k], path[-1]) < head * 0.8:
            k -= 1
        start, end = path[k], path[-1]
    length = math.dist(start, end) or 1.0
    return end, ((end[0] - start[0]) / length, (end[1] - start[1]) / length)


@pytest.mark.parametrize("position", list(ARROWS))
def test_every_arrow_runs_from_its_chips_edge_towards_its_target_square_over_no_chip(
    sized: App, monkeypatch: pytest.MonkeyPatch, position: str
) -> None:
    """Newcomer 7.5: arrows from shared squares were stubs under other chips. Play-test 7/10:
    drawn over the chips they hid them. Each now starts at its own chip's edge and runs towards the
    square its chip steps to, into it or up to a chip standing there, over no chip, its head in
    sight; the chips stay whole."""
    app = sized
    chips, orders = ARROWS[position]
    scene = set_position(app, chips, (ONE, "red"))
    view = scene.view
    drawn: list[str] = []
    arrow, chip, carried = pieces.arrow, pieces.chip, pieces.carried_chip
    monkeypatch.setattr(pieces, "arrow", lambda *a, **k: (drawn.append("arrow"), arrow(*a, **k)))
    monkeypatch.setattr(pieces, "chip", lambda *a, **k: (drawn.append("chip"), chip(*a, **k)))
    monkeypatch.setattr(pieces, "carried_chip", lambda *a, **k: (drawn.append("chip"), carried(*a, **k)))
    view.draw(app.screen, orders, None, [])
    assert drawn.count("arrow") == len(orders), "an arrow each order"
    spots = view.spots()
    w = max(3, round(view.size * 0.06))
    for c, (start, end) in view.arrows(orders).items():
        where = scene.game.chips[c]
        assert where is not None
        col, row = where
        dc, dr = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}.get(orders[c][:1], (0, 0))
        dc += {"E": 1, "W": -1}.get(orders[c][1:], 0)
        own = spots[c]
        # From its own chip's edge (the ball's chip alone: past its ring), on its own square.
        assert not _on_chip(start, c, own), f"{position}: {c}'s arrow starts off its chip"
        assert _on_chip(start, c, own, view.size * 0.2), f"{position}: {c}'s arrow starts at its chip"
        assert _square_rect(scene, where).inflate(6, 6).collidepoint(start), f"{position}: on its square"
        # Towards its target square: along the step, ending in (or at the edge of) that square.
        step, line = (dc, -dr), (end[0] - start[0], end[1] - start[1])
        cos = (step[0] * line[0] + step[1] * line[1]) / (math.hypot(*step) * math.hypot(*line))
        assert cos >= math.cos(math.radians(25)), f"{position}: {c}'s arrow points at its target square"
        # Into its target square, or up to a chip or the ball standing in the corner it comes in at.
        target = _square_rect(scene, (col + dc, row + dr))
        ux, uy = line[0] / math.hypot(*line), line[1] / math.hypot(*line)
        ahead = [(end[0] + ux * k, end[1] + uy * k) for k in range(round(view.size * 0.25))]
        blocked = any(
            _on_chip(p, o, spot) for p in ahead for o, spot in spots.items() if target.collidepoint(spot[:2])
        )
        if (ball := view.ball_beside(spots)) is not None and target.collidepoint(ball[:2]):
            blocked |= any(_pasta(ball[:2], ball[2]).collidepoint(p) for p in ahead)
        assert target.inflate(view.size * 0.1, view.size * 0.1).collidepoint(end) or blocked, (
            f"{position}: {c}'s arrow reaches its target square"
        )
        # Its head on no chip, in sight, the arrow at least a tenth of a square long.
        assert not any(_on_chip(end, other, spot) for other, spot in spots.items()), f"{position}: {c}'s head"
        assert math.dist(start, end) >= view.size * 0.1, f"{position}: {c}'s arrow no dot"
        if c[0] == ONE:  # along the head as drawn (a curve's: its last stretch)
            (tx, ty), (hux, huy) = _head(view, orders, c, start, end)
            hx, hy = (
                tx - hux * min(w * 3.2, math.dist(start, end)) * 0.4,
                ty - huy * min(w * 3.2, math.dist(start, end)) * 0.4,
            )
            head = [at(app, (hx + dx, hy + dy)) for dx in range(-2, 3) for dy in range(-2, 3)]
            assert pieces.ARROW[ONE] in head, f"{position}: {c}'s head in sight"
        # No arrow drawn over a chip: across its shaft's width, wherever it runs over one (a px
        # in from its edge), the chip's colours, not the arrow's (the ball's chip's white band is
        # the CPU's arrows' white: theirs are told by the chip's other colours).
        nx, ny = -line[1] / math.hypot(*line), line[0] / math.hypot(*line)
        shaft = [
            (p[0] + nx * k, p[1] + ny * k) for p in _along(start, end) for k in range(-w // 2, w // 2 + 1)
        ]
        carried = view.shared((ONE, "red"), spots)
        for other, spot in spots.items():
            if c[0] == TWO and other == (ONE, "red") and carried:
                continue
            inside = [p for p in shaft if _on_chip(p, other, spot, -pieces.EDGE - 1)]
            assert all(at(app, p) != pieces.ARROW[c[0]] for p in inside), f"{position}: {c} over {other}"
    for c, (x, y, _) in spots.items():  # every chip whole: its centre its own colour
        assert at(app, (x, y)) == pieces.CHIP_COLOUR[c[1]], f"{position}: {c} under an arrow"


def test_an_arrow_from_or_onto_a_tackle_square_stops_short_of_its_chips_and_ball_in_sight(
    sized: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The play-test's e5 to e6 (a 15 px stub under the CPU's blue) and f6 to e5 (under the ball):
    each now ends short of the chip or the ball on its target square, its head in sight, the chip
    and the ball whole (play-test 7/10: drawn over them, arrows hid them)."""
    app = sized
    chips = {(ONE, "red"): (4, 4), (TWO, "red"): (4, 4), (TWO, "blue"): (4, 5), (ONE, "white"): (5, 5)}
    chips |= {(ONE, "blue"): (0, 1), (TWO, "white"): (7, 7)}
    scene = set_position(app, chips, (ONE, "red"))
    balls: list[tuple[Point, float]] = []
    ball = pieces.ball

    def spy_ball(s: pygame.Surface, at_: Point, r: float, outline: bool = False) -> None:
        balls.append((at_, r))
        ball(s, at_, r, outline)

    monkeypatch.setattr(pieces, "ball", spy_ball)
    scene.orders = {(ONE, "red"): "N", (ONE, "white"): "SW"}
    app.frame(1 / 60)
    view = scene.view
    lines, spots = view.arrows(scene.orders), view.spots()
    e5 = _square_rect(scene, (4, 4))
    (bx, by), br = next((at_, r) for at_, r in balls if e5.collidepoint(at_))  # beside its chip
    head = max(3, round(view.size * 0.06)) * 3.2
    for c, target in (((ONE, "red"), (4, 5)), ((ONE, "white"), (4, 4))):
        start, end = lines[c]
        square = _square_rect(scene, target).inflate(view.size * 0.1, view.size * 0.1)
        assert square.collidepoint(end), f"{c}'s arrow reaches {target}"
        assert math.dist(start, end) >= view.size * 0.15, f"{c}'s arrow no stub"
        for other, spot in spots.items():
            assert not _on_chip(end, other, spot), f"{c}'s head over {other}"
        assert not _pasta((bx, by), br).collidepoint(end), f"{c}'s head under the ball"
        (tx, ty), (ux, uy) = _head(view, scene.orders, c, start, end)  # a curve's: its last stretch
        inside = (tx - ux * head * 0.5, ty - uy * head * 0.5)
        assert at(app, inside) == pieces.ARROW[ONE], f"{c}'s head in sight on {target}"
    assert at(app, spots[(TWO, "blue")][:2]) == pieces.CHIP_COLOUR["blue"], "the CPU's blue whole"
    assert at(app, (bx, by - br * 0.6)) == pieces.PASTA, "the ball whole"


# ----------------------------------------------------------------------------- 3. the banner
TACKLES: dict[str, dict[Chip, Square]] = {  # your red, the ball, steps up; the CPU's red lands on it
    "mid-board": {
        (ONE, "red"): (3, 3),
        (ONE, "white"): (1, 1),
        (ONE, "blue"): (6, 1),
        (TWO, "red"): (4, 5),
        (TWO, "white"): (2, 6),
        (TWO, "blue"): (6, 6),
    },
    "low": {
        (ONE, "red"): (3, 1),
        (ONE, "white"): (1, 4),
        (ONE, "blue"): (6, 6),
        (TWO, "red"): (4, 3),
        (TWO, "white"): (2, 6),
        (TWO, "blue"): (6, 3),
    },
    "high, chips below": {
        (ONE, "red"): (3, 5),
        (ONE, "white"): (1, 0),
        (ONE, "blue"): (6, 1),
        (TWO, "red"): (4, 7),
        (TWO, "white"): (2, 1),
        (TWO, "blue"): (5, 1),
    },
    "every other row held": {
        (ONE, "red"): (3, 3),
        (ONE, "white"): (1, 1),
        (ONE, "blue"): (6, 6),
        (TWO, "red"): (4, 5),
        (TWO, "white"): (2, 7),
        (TWO, "blue"): (5, 2),
    },
}


@pytest.mark.parametrize("position", list(TACKLES))
def test_the_tackled_banner_never_covers_the_tackle_square_which_is_ringed(sized: App, position: str) -> None:
    app = sized
    scene = set_position(app, TACKLES[position], (ONE, "red"))
    scene.game.pending = {}
    scene._submit(Plan(TWO, ("SW", "S", "S")))  # the CPU's red steps onto the square yours steps to
    scene.orders = {(ONE, c): "N" for c in ("red", "white", "blue")}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    frames = 0
    for _ in range(900):
        with ui.recording() as boxes:
            app.frame(1 / 60)
        if scene.reveal is None:
            break
        if scene.banner is None:
            continue
        assert scene.banner.headline == "TACKLED!" and scene.reveal.stage == Stage.MARKED
        tackle = scene.reveal.story.changed_hands
        assert tackle is not None and scene.view.marks == [tackle]
        square = _square_rect(scene, tackle)
        texts = [b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.words == "TACKLED!"]
        banner = [b.rect for b in boxes if b.kind == ui.Kind.OVERLAY and b.rect.collidelist(texts) >= 0]
        if not banner:  # faded out
            continue
        frames += 1
        ring = square.inflate(6, 6)  # the ring round the square, 3 px out of it
        assert not banner[0].colliderect(ring), f"{position}: the banner over the tackle at frame {frames}"
        assert scene.view.board.contains(banner[0]), "on the board"
        sides = [(ring.left + 2, ring.centery), (ring.right - 3, ring.centery)]
        sides += [(ring.centerx, ring.top + 2), (ring.centerx, ring.bottom - 3)]
        assert all(at(app, side) == view.MARK for side in sides), "the square ringed all round"
    assert frames >= 60, "the banner was on show a second at least"


def test_the_intercepted_banner_keeps_the_passer_the_receiver_and_the_interceptor_in_sight(
    sized: App,
) -> None:
    app = sized
    chips = {(ONE, "red"): (1, 1), (ONE, "white"): (1, 6), (ONE, "blue"): (5, 1)}
    chips |= {(TWO, "red"): (1, 2), (TWO, "white"): (1, 3), (TWO, "blue"): (6, 6)}
    scene = set_position(app, chips, (ONE, "red"))
    scene.game.pending = {}
    scene._submit(Plan(TWO, ("N", "N", "S")))  # the CPU's white steps into the lane, onto b5
    scene.orders = {(ONE, "red"): PASS, (ONE, "white"): PASS, (ONE, "blue"): "N"}  # b2 to b7
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    frames = 0
    for _ in range(900):
        with ui.recording() as boxes:
            app.frame(1 / 60)
        if scene.reveal is None:
            break
        texts = [b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.words == "INTERCEPTED!"]
        banner = [b.rect for b in boxes if b.kind == ui.Kind.OVERLAY and b.rect.collidelist(texts) >= 0]
        if not banner:
            continue
        frames += 1
        assert scene.view.marks == [(1, 4)]
        for square in ((1, 1), (1, 4), (1, 6)):  # the passer's, the interceptor's, the receiver's
            assert not banner[0].colliderect(_square_rect(scene, square).inflate(6, 6)), square
        assert scene.view.board.contains(banner[0]), "on the board"
    assert frames >= 60


# ----------------------------------------------------------------------------- 4. the guide
def test_the_guide_is_on_show_as_the_game_opens_under_nothing(sized: App) -> None:
    """As `tabletop play tortellini --vs-cpu novice` opens a first game: the guide's card is drawn,
    in the window, and nothing is drawn over it (the rules opened by themselves over it, and the
    newcomer never saw a guide)."""
    app = sized
    window = next(w for w in registry.windows() if w.name == "tortellini")
    assert window.versus is not None
    scene = app.push(lambda a: window.versus(a, "novice", None, 7))  # type: ignore[misc]
    assert isinstance(scene, TortelliniScene)
    for _ in range(30):
        app.frame(1 / 60)
    assert not app.help_open, "nothing over the game as it opens"
    guide = app.guide_of(scene)
    assert guide is not None and guide.index == 0
    with ui.recording() as boxes:
        app.frame(1 / 60)
    card = guide.card(scene.guide_strip(), app.settings.ui_scale)
    assert pygame.Rect(0, 0, *app.size).contains(card)
    drawn = [k for k, b in enumerate(boxes) if b.kind == ui.Kind.OVERLAY and b.rect == card]
    assert drawn, "the guide's card is drawn"
    later = [b for b in boxes[drawn[-1] + 1 :] if b.rect.colliderect(card) and not card.contains(b.rect)]
    assert not later, f"drawn over the guide: {later}"
    over = [b for b in boxes[drawn[-1] + 1 :] if b.kind == ui.Kind.OVERLAY]
    assert not over, "no overlay after it"
    words = " ".join(b.words for b in boxes[drawn[-1] :] if b.kind == ui.Kind.TEXT)
    assert TITLE in words and "Step 1 of 5" in words and "Set up: click a square" in words
    assert "F1" in words, "where the rules are"
    assert scene.game.phase == Phase.SETUP
