"""Every window in every state a player meets, drawn at the smallest window (960 x 600) and a
large one (1920 x 1080): no text leaves the window or its box, none covers another or the
playing surface (only banners, questions and the help may lie over it)."""

from collections.abc import Iterator

import pygame
import pytest

from games.app.scene_states import STATES
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.state_kit import SceneState

SIZES = [(960, 600), (1920, 1080)]


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def window(request: pytest.FixtureRequest) -> Iterator[App]:
    app = App(request.param)
    app.recordings = start_recording
    yield app
    app.stack.clear()
    pygame.display.quit()


@pytest.mark.parametrize("state", STATES, ids=lambda s: s.name)
def test_no_text_leaves_its_box_or_covers_another(window: App, state: SceneState) -> None:
    window.stack.clear()
    window.help_open = False
    pygame.event.clear()
    state.setup(window)
    with ui.recording() as boxes:
        window.frame(0.0)
    assert any(b.kind == ui.Kind.TEXT for b in boxes), "the state draws some text"
    assert ui.problems(boxes, window.size) == []
