"""Every window in every state a player meets, drawn at the smallest window (960 x 600) and a
large one (1920 x 1080), and with text and panels made larger (the UI scale setting, 1.25, at
1280 x 720; the kit's own help, menu and questions are checked at 1.5 in
tests/games/window/test_kit.py): no text leaves the window or its box, none covers another or the
playing surface (only banners, questions and the help may lie over it)."""

from collections.abc import Iterator

import pygame
import pytest

from games.app.scene_states import STATES
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.settings import Settings
from games.window.state_kit import SceneState

SIZES = [(960, 600, 1.0), (1920, 1080, 1.0), (1280, 720, 1.25)]


@pytest.fixture(
    scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}" + ("" if s[2] == 1 else f"-ui{s[2]:g}")
)
def window(request: pytest.FixtureRequest) -> Iterator[App]:
    width, height, scale = request.param
    app = App((width, height), settings=Settings(None, ui_scale=scale))
    app.recordings = start_recording
    yield app
    app.stack.clear()
    ui.set_scale(1.0)
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
