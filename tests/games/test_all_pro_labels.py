"""Every label on the All-Pro board reads at 1280x800 and at 960x600: drawn inside the field, no
two labels (men's names, badges, odds) overlapping, in the states a player meets with men near
each other (lined up, a man chosen, a block, the pass lanes, a throw, a punt return)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.states import ALL_PRO_STATES
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.settings import Settings

STATES = (
    "lined up",
    "man chosen",
    "block ringed",
    "pass call lanes",
    "throw",
    "punt return",
    "carrier chosen",
)


@pytest.fixture(params=[(1280, 800), (960, 600)], ids=["1280x800", "960x600"])
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(request.param, settings=Settings(None))
    application.recordings = start_recording
    yield application
    application.stack.clear()
    pygame.display.quit()


def _board_labels(app: App, state: str) -> tuple[pygame.Rect, list[tuple[str, pygame.Rect]]]:
    setup = next(s for s in ALL_PRO_STATES if s.state == state).setup
    scene = setup(app)
    assert isinstance(scene, AllProScene)
    app.frame(1 / 60)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    field = scene.view.field()
    texts = [(b.words, b.rect) for b in boxes if b.kind == ui.Kind.TEXT and b.rect.colliderect(field)]
    return field, texts


@pytest.mark.parametrize("state", STATES)
def test_no_label_on_the_board_leaves_the_field_or_overlaps_another(app: App, state: str) -> None:
    field, labels = _board_labels(app, state)
    assert labels, "the men's labels are drawn"
    for words, rect in labels:
        assert field.contains(rect), f"{words!r} leaves the field"
    for i, (a, ra) in enumerate(labels):
        for b, rb in labels[i + 1 :]:
            assert not ra.colliderect(rb), f"{a!r} {ra} overlaps {b!r} {rb}"
