"""Round 4 of the newcomers' play-tests (7/10): at 150 % UI scale words broke or left their
boxes. Every Tortellini window state drawn at 1280 x 800 and 960 x 600, at 100 % and 150 %: no
text leaves the window or its box or covers another (ui.problems), none is cut short with an
ellipsis (the legend read "The CPU: squ…"), and no two buttons lie over each other ("Reveal" lay
over "Clear")."""

from collections.abc import Iterator

import pygame
import pytest

from games.app.scene_states import STATES
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.settings import Settings
from games.window.state_kit import SceneState

SIZES = [(1280, 800, 1.0), (1280, 800, 1.5), (960, 600, 1.0), (960, 600, 1.5)]
TORTELLINI = [s for s in STATES if s.name.startswith("tortellini")]


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}-ui{s[2]:g}")
def window(request: pytest.FixtureRequest) -> Iterator[App]:
    width, height, scale = request.param
    app = App((width, height), settings=Settings(None, ui_scale=scale))
    app.recordings = start_recording
    yield app
    app.stack.clear()
    ui.set_scale(1.0)
    pygame.display.quit()


@pytest.mark.parametrize("state", TORTELLINI, ids=lambda s: s.name)
def test_every_panel_and_banner_fits(window: App, state: SceneState) -> None:
    window.stack.clear()
    window.help_open = False
    pygame.event.clear()
    state.setup(window)
    with ui.recording() as boxes:
        window.frame(0.0)
    assert ui.problems(boxes, window.size) == []
    if "help" not in state.name and "rules" not in state.name:  # the kit's help pages: left
        cut = [b.words for b in boxes if b.kind == ui.Kind.TEXT and b.words.endswith("…")]
        assert cut == [], "words cut short"
    buttons = [b.rect for b in boxes if b.kind == ui.Kind.BUTTON]
    for i, a in enumerate(buttons):
        assert all(not a.colliderect(b) for b in buttons[i + 1 :]), f"two buttons over each other at {a}"
