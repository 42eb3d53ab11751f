"""A newcomer's Tortellini report: every chip and ring inside its square (at the board's edge and
on shared squares), pass lanes drawn square centre to square centre, an adjacent pass's real
risk in words, and the interception banner saying INTERCEPTED once. Each sets a position and
drives the window as a person does (keys and clicks), then checks the pixels and words drawn."""

from __future__ import annotations

import pygame

from games.tortellini.rules.actions import Team
from games.tortellini.ui import pieces
from games.tortellini.ui.game_scene import TortelliniScene
from games.window.app import App

from .conftest import key
from .test_tortellini_second_playtest import at, click, plan, set_position, words_drawn

ONE, TWO = Team.ONE, Team.TWO
RINGS = (pieces.CARRIER, pieces.MAYBE)


def _ring_outside(app: App, scene: TortelliniScene, square: tuple[int, int]) -> list[tuple[int, int]]:
    """Pixels of the carrier's ring (white, edged in ink) just outside ``square``."""
    view = scene.view
    cx, cy = view.centre(*square)
    half = view.size / 2
    out = []
    for k in range(-int(half), int(half)):
        for x, y in (
            (cx + half + 2, cy + k),
            (cx - half - 3, cy + k),
            (cx + k, cy - half - 3),
            (cx + k, cy + half + 2),
        ):
            if (
                0 <= x < app.size[0]
                and 0 <= y < app.size[1]
                and at(app, (x, y)) in (pieces.CARRIER, pieces.OUTLINE)
            ):
                out.append((round(x), round(y)))
    return out


def test_the_carriers_ring_stays_in_its_square_at_the_edge_and_when_shared(app: App) -> None:
    edge = {(ONE, "red"): (7, 6), (ONE, "white"): (2, 2), (ONE, "blue"): (4, 1)}
    edge |= {(TWO, "red"): (0, 5), (TWO, "white"): (5, 6), (TWO, "blue"): (2, 5)}
    scene = set_position(app, edge, (ONE, "red"))  # h7, beside the rows' numbers
    app.frame(1 / 60)
    cx, cy, r = scene.view.spots()[(ONE, "red")]
    assert any(at(app, (cx + d, cy)) == pieces.CARRIER for d in range(round(r), round(scene.view.size / 2)))
    assert not _ring_outside(app, scene, (7, 6))
    app.stack.clear()
    shared = edge | {(TWO, "white"): (7, 6)}  # the CPU's white on h7 with your carrier
    scene = set_position(app, shared, (ONE, "red"))
    app.frame(1 / 60)
    cx, cy, r = scene.view.spots()[(ONE, "red")]
    assert r >= scene.view.spots()[(TWO, "white")][2], "as large as the chip sharing its square"
    # Marked in white on its own edge, inside its footprint (play-test 7/10: shrunk, it was small).
    assert any(at(app, (cx - d, cy)) == pieces.CARRIER for d in range(round(r * 0.6), round(r))), "ringed"
    # Its white band inside h7; sharing it, the chip reaches a little over the square's edge
    # (sharing.py: its dark edge, into the next square, 0.06 of a square at most), never off
    # the board, over the rows' numbers.
    outside = _ring_outside(app, scene, (7, 6))
    assert not [p for p in outside if at(app, p) == pieces.CARRIER], "its white band in its square"
    board = scene.view.board.inflate(-2, -2)
    assert all(board.collidepoint(p) for p in outside), "never off the board"


def test_a_pass_lane_from_a_shared_square_runs_centre_to_centre(app: App) -> None:
    chips = {(ONE, "red"): (1, 1), (ONE, "white"): (1, 5), (ONE, "blue"): (6, 0)}
    chips |= {(TWO, "red"): (1, 1), (TWO, "white"): (6, 6), (TWO, "blue"): (6, 4)}
    scene = set_position(app, chips, (ONE, "red"))  # your carrier shares b2 with the CPU's red
    key(app, pygame.K_p)
    view = scene.view
    a, b = view.centre(1, 1), view.centre(1, 5)
    for t in (0.3, 0.5, 0.7):  # straight up the b column, on the squares' centres
        x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        assert any(at(app, (x + d, y)) == pieces.MAYBE for d in range(-1, 2)), f"lane at {t}"


def test_an_adjacent_pass_warns_of_the_tackle_on_the_receiver(app: App) -> None:
    chips = {(ONE, "red"): (1, 1), (ONE, "white"): (1, 2), (ONE, "blue"): (6, 0)}
    chips |= {(TWO, "red"): (2, 3), (TWO, "white"): (6, 6), (TWO, "blue"): (5, 5)}
    set_position(
        app, chips, (ONE, "red"), frozenset({ONE})
    )  # white right above the ball, the CPU's red beside white
    key(app, pygame.K_p)
    words = " ".join(words_drawn(app))
    assert "Risky: the CPU's red could step onto your white" in words
    assert "in the way of a pass" not in words


def test_the_interception_banner_says_intercepted_once(app: App) -> None:
    chips = {(ONE, "red"): (1, 1), (ONE, "white"): (1, 6), (ONE, "blue"): (5, 1)}
    chips |= {(TWO, "red"): (1, 2), (TWO, "white"): (1, 3), (TWO, "blue"): (6, 6)}
    scene = set_position(app, chips, (ONE, "red"))
    key(app, pygame.K_p)  # Pass, then your white up the b column
    click(app, scene.view.spots()[(ONE, "white")][:2])
    click(app, scene.view.spots()[(ONE, "blue")][:2])
    click(app, scene.view.centre(5, 2))  # blue up
    key(app, pygame.K_RETURN)
    plan(app, scene, {"red": (0, 1), "white": (0, 1), "blue": (0, -1)})  # the white into the lane
    for _ in range(600):
        if scene.banner is not None:
            break
        app.frame(1 / 60)
    assert scene.banner is not None and scene.banner.headline == "INTERCEPTED!"
    assert "intercepted" not in scene.banner.detail.lower(), scene.banner.detail
    assert "has the ball" in scene.banner.detail
