"""What the window kit does for every scene, driven by posted events with the scene's clock
advanced (never by sleeping): the first-game guide (shown once, Tab, Shift+Tab, again from F1),
F1's pages of rules, the question before leaving a game, the grace before a number key picks a
choice, a fresh seed for every new game, the scale of text, Ctrl+Z."""

from collections.abc import Callable, Iterator

import pygame
import pytest

from games.window import ui
from games.window.app import GUIDE_SEEN, App
from games.window.choice import KEY_GRACE, ChoiceScene
from games.window.guide import Guide, Step
from games.window.howto import Page
from games.window.scene import Host, Scene
from games.window.settings import Settings

from ..conftest import post, run_for


def key(app: App, k: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    app.frame(1 / 60)


class Toy(Scene):
    """A scene with a guide of two steps, two pages of rules and a game under way."""

    title = "Toy"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.clicks = 0
        self.keys: list[int] = []
        self.playing = True

    def guide(self) -> Guide | None:
        return Guide(
            "toy",
            [Step("Click anywhere on the table", lambda: self.clicks > 0), Step("Now wait", lambda: False)],
        )

    def rules(self) -> list[Page]:
        long = "A rule that goes on for a while, so that it has to be wrapped to stay in its box. " * 6

        def diagram(surface: pygame.Surface, rect: pygame.Rect) -> None:
            pygame.draw.rect(surface, (200, 40, 40), rect)

        return [Page("Scoring", (long, "Short.")), Page("The table", ("One line.",), diagram)]

    def in_game(self) -> bool:
        return self.playing

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clicks += 1
        elif event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
            if event.key == pygame.K_ESCAPE:
                self.app.back()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((20, 80, 40))


@pytest.fixture
def two(app: App) -> Iterator[App]:
    """The application over a bottom scene, so leaving the top one does not quit."""
    app.push(lambda a: ChoiceScene(a, "Bottom", "", []))
    yield app


def test_a_guide_shows_once_steps_on_by_doing_skips_on_tab_and_comes_back_from_f1(two: App) -> None:
    scene = two.push(Toy)
    assert isinstance(scene, Toy)
    guide = two.guide_of(scene)
    assert guide is not None and guide.index == 0
    two.frame(1 / 60)
    assert guide.skip_button is not None, "the card is drawn"
    post(pygame.MOUSEBUTTONDOWN, pos=(300, 400), button=1)
    two.frame(1 / 60)
    assert scene.clicks == 1 and guide.index == 1, "doing the step passes it"
    key(two, pygame.K_TAB)
    assert two.guide_of(scene) is None and pygame.K_TAB not in scene.keys, "Tab skipped the last step"
    assert not two.settings.first_time(GUIDE_SEEN + "toy")
    two.back()
    again = two.push(Toy)
    assert two.guide_of(again) is None, "a guide is shown once"
    key(two, pygame.K_F1)
    key(two, pygame.K_g)
    assert not two.help_open and two.guide_of(again) is not None, "F1 then G shows it again"
    key(two, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert two.guide_of(again) is None, "Shift+Tab ends it"


def test_the_guides_skip_button_ends_it(two: App) -> None:
    scene = two.push(Toy)
    two.frame(1 / 60)
    guide = two.guide_of(scene)
    assert guide is not None and guide.skip_button is not None
    post(pygame.MOUSEBUTTONDOWN, pos=guide.skip_button.rect.center, button=1)
    two.frame(1 / 60)
    assert two.guide_of(scene) is None and scene.clicks == 0


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_guide_is_a_strip_over_the_title_bar_and_covers_nothing_of_the_scene(scale: float) -> None:
    from games.window.guide import STRIP_HEIGHT

    guide = Guide("g", [Step("Drag back from the slider and let go to flick it", lambda: False)])
    area = pygame.Rect(0, 0, 1280, 720)
    strip = guide.card(area, scale)
    assert strip.top == 0 and strip.width == 1280
    below_title = pygame.Rect(0, STRIP_HEIGHT, 1280, 720)
    assert not strip.colliderect(below_title)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_f1_pages_the_controls_and_the_rules_and_nothing_leaves_its_box(
    size: tuple[int, int], scale: float
) -> None:
    app = App(size, settings=Settings(None, ui_scale=scale))
    try:
        scene = app.push(Toy)
        key(app, pygame.K_F1)
        seen = []
        for page in range(3):
            with ui.recording() as boxes:
                app.frame(1 / 60)
            assert ui.problems(boxes, app.size) == [], f"page {page + 1}"
            seen.append(" ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT))
            key(app, pygame.K_RIGHT)
        assert "Controls" in seen[0] and "Scoring" in seen[1] and "The table" in seen[2]
        assert "Rules 2 of 2" in seen[2] and "The controls" in seen[0]
        assert app.help_open and scene.keys == [], "arrows turn the pages, and reach no scene"
    finally:
        ui.set_scale(1.0)
        pygame.display.quit()


def test_esc_asks_once_before_leaving_a_game_and_the_answer_needs_its_grace(two: App) -> None:
    scene = two.push(Toy)
    key(two, pygame.K_ESCAPE)
    assert two.leaving is not None and two.stack.top is scene and scene.keys == [], (
        "the kit asks, the scene not"
    )
    assert "will be lost" in two.leaving.detail, "no recording: the words say so"
    key(two, pygame.K_ESCAPE)
    assert two.leaving is None and two.stack.top is scene, "Esc again: play on"
    key(two, pygame.K_ESCAPE)
    key(two, pygame.K_y)
    assert two.stack.top is scene, "Y at once is a key meant for the game"
    run_for(two, KEY_GRACE)
    key(two, pygame.K_RETURN)
    assert two.stack.top is scene and two.leaving is None, "Enter is the safe answer: play on"
    key(two, pygame.K_ESCAPE)
    run_for(two, KEY_GRACE)
    key(two, pygame.K_y)
    assert two.stack.top is not scene


def test_esc_leaves_at_once_when_no_game_is_under_way(two: App) -> None:
    scene = two.push(Toy)
    scene.playing = False
    key(two, pygame.K_ESCAPE)
    assert two.leaving is None and two.stack.top is not scene


def test_esc_asks_in_foosball(app: App) -> None:
    from games.foosball.ui.game_scene import FoosballGameScene

    app.push(lambda a: ChoiceScene(a, "Bottom", "", []))
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 3))
    key(app, pygame.K_ESCAPE)
    assert app.leaving is not None and app.stack.top is scene and "saved" in app.leaving.detail


def test_a_number_key_waits_until_the_choice_has_been_seen(app: App) -> None:
    picked: list[str] = []

    def pick(name: str):  # type: ignore[no-untyped-def]
        def made(a: Host) -> Scene:
            picked.append(name)
            return Toy(a)

        return made

    app.push(lambda a: ChoiceScene(a, "Pick", "", [("one", pick("one")), ("two", pick("two"))]))
    key(app, pygame.K_2)
    assert picked == [], "a key pressed as the choice appeared is not taken"
    run_for(app, KEY_GRACE)
    key(app, pygame.K_2)
    assert picked == ["two"]


def _foosball_setup(app: Host) -> Scene:
    from games.foosball.ui.game_scene import foosball_setup

    return foosball_setup(app)


def _finger_football_setup(app: Host) -> Scene:
    from games.finger_football.ui.setup import GameSetup

    return GameSetup(app)


@pytest.mark.parametrize("setup_scene", [_foosball_setup, _finger_football_setup])
def test_every_new_game_in_the_window_draws_a_fresh_seed_and_seed_pins_it(
    app: App, setup_scene: Callable[[Host], Scene]
) -> None:
    seeds = []
    for _ in range(2):
        setup = app.push(setup_scene)
        assert isinstance(setup, ChoiceScene)
        post(pygame.MOUSEBUTTONDOWN, pos=setup.buttons[0].rect.center, button=1)
        app.frame(1 / 60)
        top = app.stack.top
        seeds.append(top.seed if hasattr(top, "seed") else top.game.seed)  # type: ignore[union-attr]
        app.stack.clear()
    assert seeds[0] != seeds[1]
    app.seeds.pinned = 1234
    assert app.new_seed() == 1234 and app.new_seed() != 1234, "--seed pins the first game only"


def test_the_ui_scale_makes_text_larger_and_is_remembered(app: App) -> None:
    small = ui.text_width("Leave this game?", 24)
    app.set_ui_scale(1.5)
    try:
        assert ui.text_width("Leave this game?", 24) > 1.4 * small
        assert Settings.load().ui_scale == 1.5
    finally:
        app.set_ui_scale(1.0)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_menu_and_its_settings_fit_at_the_largest_scale(size: tuple[int, int]) -> None:
    from games.app.launcher import menu_entries
    from games.app.menu import MenuScene

    app = App(size, settings=Settings(None, ui_scale=1.5))
    try:
        menu = app.push(lambda a: MenuScene(a, menu_entries()))
        with ui.recording() as boxes:
            app.frame(1 / 60)
        assert ui.problems(boxes, app.size) == []
        assert isinstance(menu, MenuScene)
        key(app, pygame.K_s)  # the text size goes round: 150% -> 100%
        assert app.settings.ui_scale == 1.0 and ui.scale() == 1.0
    finally:
        ui.set_scale(1.0)
        pygame.display.quit()


def test_a_help_of_one_page_closes_on_any_key_arrows_too(app: App) -> None:
    scene = app.push(lambda a: Scene(a))
    for closing in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_x):
        key(app, pygame.K_F1)
        assert app.help_open
        words = app.help.pages(scene, False)[0]
        assert isinstance(words, list) and ("F1 or ?", "this help (any key closes it)") in words
        key(app, closing)
        assert not app.help_open, pygame.key.name(closing)
