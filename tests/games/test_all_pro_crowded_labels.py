"""Every man's label on the All-Pro board stays readable however the men crowd (newcomer 6/10:
two blocks side by side read "L2 L", a tackle drawn over a block "B1 C .2 L2", the ball of a
blocked punt over the blocker's label, a man crossing his own block over both blockers'
labels): over many board states with blocks, tackles, a crossing and the ball anywhere, no two
labels overlap and the ball covers none."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import OFF, AllPro
from games.all_pro.ui.layout import layout
from games.all_pro.ui.view import BoardView
from games.window import ui

POSITIONS = ("C", "L1", "L2", "L3", "L4", "E1", "E2", "B1", "B2", "B3", "B4")


@pytest.fixture(scope="module")
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.Surface((1280, 800))


def _crowd(rng: np.random.Generator) -> AllPro:
    """Men packed round the line of scrimmage: blocks, tackles (two men on a square), a man
    passing over his own block, the ball carried or loose on a man's square."""
    game = AllPro(0)
    for man in game.men.values():
        man.square = OFF
    game.blocks.clear()
    free = {(c, r) for c in range(2, 9) for r in range(9, 15)}
    men = {t: [f"{t.value}.{p}" for p in rng.permutation(POSITIONS)] for t in Team}
    squares = sorted(free)
    rng.shuffle(squares)  # type: ignore[arg-type]
    plan = list(squares[: int(rng.integers(6, 20))])
    for square in plan:
        kind = rng.choice(["man", "block", "tackle"], p=[0.5, 0.35, 0.15])
        team = Team.HOME if rng.random() < 0.5 else Team.AWAY
        if kind == "man" or not men[team] or not men[team.other]:
            if men[team]:
                game.men[men[team].pop()].square = square
            continue
        a, b = men[team].pop(), men[team.other].pop()
        game.men[a].square = game.men[b].square = square
        if kind == "block":
            game.blocks[square] = (a, b)
    blocks = list(game.blocks)
    if blocks and rng.random() < 0.6:  # a man passing over his own side's block
        square = blocks[int(rng.integers(len(blocks)))]
        team = game.men[game.blocks[square][0]].team
        if men[team]:
            game.men[men[team].pop()].square = square
    on = [m.id for m in game.men.values() if m.square != OFF]
    if rng.random() < 0.3:
        game.carrier = None
        game.loose = game.men[on[int(rng.integers(len(on)))]].square
    else:
        game.carrier, game.loose = on[int(rng.integers(len(on)))], None
    return game


def _labels(view: BoardView, game: AllPro, boxes: list[ui.Box]) -> list[tuple[str, pygame.Rect]]:
    names = {m.split(".", 1)[1] for m in game.men}
    field = view.field()
    return [(b.words, b.rect) for b in boxes if b.words in names and b.rect.colliderect(field)]


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_no_two_labels_overlap_and_the_ball_covers_none(
    screen: pygame.Surface, size: tuple[int, int]
) -> None:
    rng = np.random.default_rng(6)
    area = layout(size).board
    seen_crossing = seen_tackle = seen_loose = 0
    for _ in range(150):
        game = _crowd(rng)
        view = BoardView(game)
        view.layout(area)
        with ui.recording() as boxes:
            view.draw(screen)
        labels = _labels(view, game, boxes)
        on_board = [m for m in game.men.values() if m.square != OFF]
        assert len(labels) == len(on_board), "every man's label is drawn"
        for i, (a, ra) in enumerate(labels):
            for b, rb in labels[i + 1 :]:
                assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        for ball in view.balls:
            hit = [w for w, r in labels if r.colliderect(ball)]
            assert not hit, f"the ball {ball} covers {hit}"
        squares = [m.square for m in on_board]
        seen_crossing += any(squares.count(sq) == 3 for sq in game.blocks)
        seen_tackle += any(squares.count(sq) == 2 and sq not in game.blocks for sq in squares)
        seen_loose += game.loose is not None
    assert seen_crossing > 10 and seen_tackle > 10 and seen_loose > 10, "the states cover the crowds"
