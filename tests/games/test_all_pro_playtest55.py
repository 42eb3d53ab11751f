"""Play-test 55: the guide's strip keeps off the score, its steps wait for their moment, and the
ball carrier's drag is warned about before it drops the ball."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.all_pro.ui import states
from games.all_pro.ui.first_turn import first_turn
from games.all_pro.ui.layout import YARDS
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.guide import STRIP_HEIGHT
from games.window.settings import Settings


@pytest.fixture
def wide() -> Iterator[App]:
    application = App((1280, 720), settings=Settings(None))
    application.recordings = start_recording
    yield application
    application.stack.clear()
    pygame.display.quit()


def test_the_guide_strip_hides_neither_the_score_nor_the_field(wide: App) -> None:
    scene = states._formation(wide)
    wide.frame(1 / 60)
    strip = scene.guide_strip()
    assert isinstance(strip, pygame.Rect) and strip.height == STRIP_HEIGHT
    lay = scene.layout
    assert not strip.colliderect(lay.top) and not strip.colliderect(lay.bottom)
    assert strip.top >= scene.view.field().bottom + ui.px(YARDS)
    words = pygame.Rect(lay.panel.left, lay.panel.top, lay.panel.width, lay.panel.height - scene.guide_room)
    assert not strip.colliderect(words)


def test_the_snap_step_waits_for_a_snap_and_counts_from_when_shown(wide: App) -> None:
    scene = states._formation(wide)  # lining up: nothing to snap yet
    guide = first_turn(scene)
    guide.index = 2
    assert "Snap" in guide.steps[2].words and guide.showing is None
    scene.done["Snap"] += 1  # done before its moment: does not count
    guide.advance()
    assert guide.index == 2


def test_the_carrier_chosen_warns_that_a_jerky_drag_drops_the_ball(wide: App) -> None:
    scene = states._lined_up(wide)
    scene.game.apply(scene.game.legal_actions()[0])  # the snap: B1 has the ball
    carrier = scene.game.carrier
    assert carrier is not None
    scene.selected = carrier
    assert "can drop the ball" in scene.hint()
