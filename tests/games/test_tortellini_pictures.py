"""The How to play pictures lay out cleanly at the smallest and the usual window: every caption,
small board and arrow stays inside the picture's box, and no caption lies on another, on a board
or on the arrow between two boards (a play-test found the tackle's picture crowded)."""

import pygame
import pytest

from games.tortellini.rules.actions import Team
from games.tortellini.ui import diagrams
from games.tortellini.ui.game_scene import TortelliniScene
from games.window.app import App

from .conftest import key


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_every_pictures_captions_boards_and_arrows_keep_apart_inside_its_box(size: tuple[int, int]) -> None:
    app = App(size)
    try:
        app.push(lambda a: TortelliniScene(a, frozenset({Team.ONE}), 1))
        key(app, pygame.K_F1)
        drawn: list[list[diagrams.Part]] = []
        for _ in range(12):
            with diagrams.parts() as found:
                app.frame(0.0)
            if found:
                drawn.append(found)
            key(app, pygame.K_RIGHT)
        assert len(drawn) >= 7, "the rules' pictures"
        tackle = next(p for p in drawn if any(part.words.startswith("tackled") for part in p))
        assert [part.kind for part in tackle].count("board") == 2
        for parts in drawn:
            for part in parts:
                assert part.within.contains(part.rect), f"{part.kind} {part.words!r} leaves its picture"
            labels = [part for part in parts if part.kind == "label"]
            for i, label in enumerate(labels):
                others = labels[i + 1 :] + [part for part in parts if part.kind != "label"]
                hit = [o for o in others if label.rect.colliderect(o.rect)]
                assert not hit, f"{label.words!r} lies on {hit[0].kind} {hit[0].words!r}"
    finally:
        app.stack.clear()
        pygame.display.quit()
