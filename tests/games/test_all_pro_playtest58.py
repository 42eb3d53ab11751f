"""Play-test 58 (newcomer ratings 6, 5, 6): the pass lane's distance badge never covers a man or
his label, no text is cut short at any window size ("Field goal called: the defence may bloc…"),
the guide's strip keeps off the score at 960 x 600, and the scene no longer names a point for the
guide to keep clear of (the strip has its own place)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.all_pro.rules.actions import Formation, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene, all_pro_setup
from games.all_pro.ui.view import TEAM
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.choice import ChoiceScene
from games.window.settings import Settings
from games.window.state_kit import SceneState

from .conftest import post, run_for

SIZES = [(960, 600, 1.0), (1280, 720, 1.0), (1920, 1080, 1.0), (1280, 720, 1.25)]


def make(size: tuple[int, int], scale: float = 1.0) -> App:
    application = App(size, settings=Settings(None, ui_scale=scale))
    application.recordings = start_recording
    return application


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}" + ("" if s[2] == 1 else f"-ui{s[2]:g}"))
def window(request: pytest.FixtureRequest) -> Iterator[App]:
    application = make(request.param[:2], request.param[2])
    yield application
    application.stack.clear()
    ui.set_scale(1.0)
    pygame.display.quit()


def click(app: App, pos: tuple[float, float]) -> None:
    x, y = round(pos[0]), round(pos[1])
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    app.frame(1 / 60)


def key(app: App, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="")
    post(pygame.KEYUP, key=k, mod=0)
    app.frame(1 / 60)


def press(app: App, scene: AllProScene, words: str) -> None:
    """Click the button whose label starts with ``words``, where the window drew it."""
    app.frame(1 / 60)
    button = next(b for b, _ in scene.buttons if b.label.startswith(words))
    run_for(app, 0.4)  # a button is not taken the instant it appears
    click(app, button.rect.center)


def drawn(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return boxes


# ----------------------------------------------------------------------------- the lane's badge
CROWDED = {  # every square on the lane from B1 to E1, and beside it, has a man on it
    "home.B1": (5, 9),
    "home.E1": (5, 13),
    "home.C": (5, 11),
    "away.C": (5, 12),
    "away.L1": (5, 10),
    "home.L1": (4, 10),
    "home.L2": (6, 10),
    "away.L2": (4, 11),
    "away.L3": (6, 11),
    "home.L3": (4, 12),
    "home.L4": (6, 12),
    "away.B1": (3, 13),
}


@pytest.mark.parametrize(
    "men",
    [CROWDED, {"home.B1": (5, 9), "home.E1": (5, 13), "home.E2": (7, 11), "away.B1": (5, 11)}],
    ids=["crowded", "open"],
)
def test_the_lane_badge_covers_no_man_and_no_label(window: App, men: dict[str, tuple[int, int]]) -> None:
    scene = states._set(window, AllPro.position(men, "home.B1", phase=Phase.CALL))
    window.frame(1 / 60)
    assert scene.lanes(), "a lane is drawn"
    boxes = drawn(window)
    labels = {m.split(".")[1] for m in men}
    size = scene.view.size
    discs = []
    for man, square in men.items():
        cx, cy = scene.view.centre(*square)
        disc = pygame.Rect(0, 0, round(0.76 * size), round(0.76 * size))
        disc.center = (round(cx), round(cy))
        discs.append(disc)
        r, g, b, *_ = window.screen.get_at((round(cx - 0.3 * size), round(cy)))
        assert (r, g, b) == TEAM[Team(man.split(".")[0])], f"{man} shows, not covered"
    badges = [b for b in boxes if b.words.isdigit()]
    for badge in badges:
        assert badge.rect.collidelist(discs) < 0, "the badge lies over a man"
        assert not any(badge.rect.colliderect(b.rect) for b in boxes if b.words in labels)
    if not badges:  # no room on the board: the distance is said in words
        assert any("E1 4 spaces" in b.words for b in boxes)


# ----------------------------------------------------------------------------- no text cut short
@pytest.mark.parametrize("state", states.ALL_PRO_STATES, ids=lambda s: s.name)
def test_no_text_is_cut_short_in_any_state(window: App, state: SceneState) -> None:
    window.stack.clear()
    window.help_open = False
    pygame.event.clear()
    state.setup(window)
    boxes = drawn(window)
    assert [b.words for b in boxes if b.words.endswith("…")] == []
    assert ui.problems(boxes, window.size) == []


def test_a_field_goal_called_by_your_clicks_is_said_whole(window: App) -> None:
    scene = states._game(window)
    game = scene.game
    game._scrimmage(Team.HOME, 80, first_down=True)  # the CPU's 20, fourth down
    game.down = 4
    window.guides.clear()  # the guide's own steps are not what this test reads
    for team, name in ((Team.HOME, "punt"), (Team.AWAY, "7-2-2")):
        game.apply(Formation(team, name, tuple(sorted(game.formation_places(team, name).items()))))
    key(window, pygame.K_RETURN)  # Enter: the snap
    assert game.snapped
    press(window, scene, "End turn")
    press(window, scene, "Call field goal")
    run_for(window, 0.5)
    words = [b.words for b in drawn(window)]
    said = " ".join(w.strip() for w in words)
    assert "Field goal called: the defence may block it" in said
    assert not any(w.endswith("…") for w in words)


# ----------------------------------------------------------------------------- the guide's strip
def test_the_guide_at_960_by_600_keeps_off_the_score_and_says_the_play_count() -> None:
    app = make((960, 600))
    try:
        setup = app.push(all_pro_setup)
        app.frame(1 / 60)
        assert isinstance(setup, ChoiceScene)
        run_for(app, 0.4)
        click(app, setup.buttons[0].rect.center)  # Play the CPU
        scene = app.stack.top
        assert isinstance(scene, AllProScene)
        key(app, pygame.K_ESCAPE)  # the rules shown before a first game: closed
        assert not app.help_open
        run_for(app, 3.0)  # the CPU's kick-off, to your first lineup
        guide = app.guide_of(scene)
        assert guide is not None and guide.showing is not None
        boxes = drawn(app)
        strip = scene.guide_strip()
        assert isinstance(strip, pygame.Rect)
        score = [
            b.rect for b in boxes if b.rect.top < scene.layout.top.bottom and b.words.endswith("The CPU")
        ]
        assert score and not any(strip.colliderect(r) for r in score)
        assert not strip.colliderect(scene.view.field())
        assert any("Quarter 1" in b.words for b in boxes), "the play count, said in the panel"
    finally:
        app.stack.clear()
        pygame.display.quit()
