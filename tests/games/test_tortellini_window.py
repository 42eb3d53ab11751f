"""Tortellini Football's window explaining itself, driven by the keys and clicks a person makes:
the rules with pictures (F1, and once before the first game), the guided first turn, the two
sides' arrows told apart by shape, a turn shown before the panel tells its result, the log's
passes, two chips on a square side by side, the buttons clear of the hint, Esc asking, Ctrl+Z."""

import math

import pygame
import pytest

from games.tortellini.rules.actions import Phase, Team
from games.tortellini.ui import howto, pieces
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.opponent import tortellini_setup
from games.tortellini.ui.reveal import PLANS_TIME, Stage
from games.tortellini.ui.view import DARK, LIGHT, home_tint
from games.window import ui
from games.window.app import App
from games.window.choice import KEY_GRACE, ChoiceScene

from .conftest import key, post, run_for

ONE, TWO = Team.ONE, Team.TWO
LANE = {
    (ONE, "red"): (1, 1),
    (ONE, "white"): (1, 6),
    (ONE, "blue"): (5, 1),
    (TWO, "red"): (1, 2),
    (TWO, "white"): (1, 3),
    (TWO, "blue"): (6, 6),
}


def click(app: App, pos: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    app.frame(1 / 60)


def press(app: App, scene: TortelliniScene, label: str) -> None:
    click(app, next(b.rect.center for b, _ in scene.buttons if b.label == label))


def ctrl_z(app: App) -> None:
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a", scancode=0)
    app.frame(1 / 60)


def new_game(app: App, humans: frozenset[Team] = frozenset({ONE})) -> TortelliniScene:
    app.settings.hint_seen("guide:tortellini")  # no guide over the board unless a test asks
    scene = app.push(lambda a: TortelliniScene(a, humans, 1, "novice"))
    assert isinstance(scene, TortelliniScene)
    app.frame(1 / 60)
    return scene


def position(app: App, humans: frozenset[Team] = frozenset(Team)) -> TortelliniScene:
    """A turn to plan from LANE, team one with the ball on red (b2)."""
    scene = new_game(app, humans)
    game = scene.game
    game.chips = dict(LANE)
    game.carrier, game.offence, game.phase, game.pending = (ONE, "red"), ONE, Phase.PLAN, {}
    scene._next_planner()
    return scene


def order(app: App, scene: TortelliniScene, chip: str, step: tuple[int, int]) -> None:
    here = scene.game.chips[(scene.planner, chip)]  # type: ignore[index]
    assert here is not None
    click(app, scene.view.spots()[(scene.planner, chip)][:2])  # type: ignore[index]
    click(app, scene.view.centre(here[0] + step[0], here[1] + step[1]))


def plan_by_clicks(app: App, scene: TortelliniScene, orders: dict[str, str | tuple[int, int]]) -> None:
    """Each chip's order as a person gives it: a pass by Pass and a click, a step by two clicks."""
    if "P" in orders.values():
        press(app, scene, "Pass")
        receiver = next(c for c, o in orders.items() if o == "P" and (scene.planner, c) != scene.game.carrier)
        click(app, scene.view.spots()[(scene.planner, receiver)][:2])  # type: ignore[index]
    for chip, step in orders.items():
        if step != "P":
            assert isinstance(step, tuple)
            order(app, scene, chip, step)


def words_drawn(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT]


def interception_turn(app: App) -> TortelliniScene:
    """Hot-seat: red passes up column b to white; two of team two's chips step into the lane."""
    scene = position(app)
    click(app, (640, 360))  # Player 1 takes the mouse
    plan_by_clicks(app, scene, {"red": "P", "white": "P", "blue": (0, 1)})
    press(app, scene, "Reveal")
    click(app, (640, 360))  # Player 2 takes the mouse
    plan_by_clicks(app, scene, {"red": (0, 1), "white": (0, 1), "blue": (0, -1)})
    press(app, scene, "Reveal")
    return scene


# ----------------------------------------------------------------- the rules
def test_f1_shows_the_rules_with_a_picture_for_each(app: App) -> None:
    scene = new_game(app)
    key(app, pygame.K_F1)
    assert app.help_open and app.help.page == 0
    titles = [p.title for p in scene.rules()]
    for rule in (
        "the board and the chips",
        "setting up",
        "the tackle",
        "the pass",
        "the interception",
        "the goal",
    ):
        assert rule in titles
    assert all(page.diagram is not None for page in scene.rules())
    key(app, pygame.K_RIGHT)
    assert app.help.page == 1 and app.help_open
    words = " ".join(words_drawn(app))
    assert "the board and the chips" in words and "red, white and blue" in words
    key(app, pygame.K_a)
    assert not app.help_open


@pytest.mark.parametrize("page", range(8))
def test_each_picture_stays_inside_its_box(app: App, page: int) -> None:
    diagram = howto.pages(TortelliniScene(app, frozenset({ONE}), 1).who)[page].diagram
    assert diagram is not None
    surface = pygame.Surface((600, 400))
    surface.fill((1, 2, 3))
    box = pygame.Rect(100, 80, 360, 250)
    diagram(surface, box)
    outside = [
        (x, y)
        for x in range(0, 600, 4)
        for y in range(0, 400, 4)
        if not box.collidepoint(x, y) and surface.get_at((x, y))[:3] != (1, 2, 3)
    ]
    inside = {
        tuple(surface.get_at((x, y))[:3])
        for x in range(box.left, box.right, 6)
        for y in range(box.top, box.bottom, 6)
    }
    assert outside == [] and len(inside) > 5, "drawn, and only inside its box"


def test_the_rules_are_shown_once_before_the_first_game(app: App) -> None:
    """Before a first game with no guide (two at one mouse), once; against the CPU the guided
    first turn opens instead, under nothing (the rules hid its card: test_tortellini_crowded_playtest)."""
    for first in (True, False):
        setup = app.push(tortellini_setup)
        assert isinstance(setup, ChoiceScene) and setup.rules(), "the opponent's screen has the rules on F1"
        run_for(app, KEY_GRACE + 0.1)
        key(app, pygame.K_5)  # hot-seat
        scene = app.stack.top
        assert isinstance(scene, TortelliniScene) and len(scene.humans) == 2
        assert app.help_open == first and (not first or app.help.page == 1)
        key(app, pygame.K_SPACE)  # closes the help
        app.back()
    app.settings.hints_seen.discard("tortellini/how-to-play")
    setup = app.push(tortellini_setup)
    run_for(app, KEY_GRACE + 0.1)
    key(app, pygame.K_1)  # the novice CPU
    scene = app.stack.top
    assert isinstance(scene, TortelliniScene) and scene.skill == "novice"
    assert not app.help_open, "the guided first turn, not the rules over it"


def test_f1_first_column_is_not_cut_at_the_smallest_window() -> None:
    app = App((960, 600))
    try:
        scene = app.push(lambda a: TortelliniScene(a, frozenset({ONE}), 1))
        key(app, pygame.K_F1)
        words = words_drawn(app)
        for keys, _ in scene.controls():
            assert keys in words, f"{keys!r} is cut"
    finally:
        app.stack.clear()
        pygame.display.quit()


def test_the_guided_first_turn_goes_on_as_the_player_does_it_and_can_be_skipped(app: App) -> None:
    scene = app.push(lambda a: TortelliniScene(a, frozenset({ONE}), 1, "novice"))
    assert isinstance(scene, TortelliniScene)
    guide = app.guide_of(scene)
    assert guide is not None and guide.index == 0
    for _ in range(200):  # place by clicking the home row; the CPU places its own
        if scene.game.phase != Phase.SETUP:
            break
        placed = sum(1 for (t, _), sq in scene.game.chips.items() if t == ONE and sq is not None)
        if scene.game.to_place() == ONE:
            click(app, scene.view.centre(2 + 2 * placed, 0))
        else:
            app.frame(1 / 60)
    run_for(app, 1.0)  # each step stays on show a moment, done or not
    assert guide.index == 1, "placing the chips passes the first step"
    order(app, scene, "red", (0, 1))
    run_for(app, 1.0)
    assert guide.index == 2
    key(app, pygame.K_TAB)
    assert guide.index == 3, "Tab skips a step"
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT, unicode="", scancode=0)
    app.frame(1 / 60)
    assert app.guide_of(scene) is None, "Shift+Tab ends the guide"


# ----------------------------------------------------------------- the board
def test_your_arrows_are_solid_and_the_cpus_dashed(app: App) -> None:
    scene = position(app)
    view = scene.view
    orders = {(ONE, "blue"): "N", (TWO, "blue"): "S"}  # f2 up, g7 down
    surface = pygame.Surface(app.size)
    view.draw(surface, orders, None, [])

    def along(chip: tuple[Team, str], down: bool) -> list[bool]:
        cx, cy, r = view.spots()[chip]
        near, far = r + 8, r + view.size * 0.25  # from past the chip's edge (and the arrow's tail)
        ys = (
            range(round(cy + near), round(cy + far)) if down else range(round(cy - near), round(cy - far), -1)
        )
        return [surface.get_at((round(cx), y))[:3] == pieces.ARROW[chip[0]] for y in ys]

    mine, theirs = along((ONE, "blue"), False), along((TWO, "blue"), True)
    assert all(mine), "your arrow: one solid stroke"
    assert any(theirs) and not all(theirs), "the CPU's: dashes with gaps"
    assert pieces.ARROW[ONE] != pieces.ARROW[TWO]


def test_the_ball_is_not_coloured_like_your_rim() -> None:
    assert math.dist(pieces.PASTA, pieces.RIM[ONE]) > 150 and math.dist(pieces.PASTA, pieces.ARROW[ONE]) > 150


def test_two_chips_on_a_square_are_drawn_side_by_side_and_each_can_be_clicked(app: App) -> None:
    scene = position(app, frozenset({ONE}))
    game = scene.game
    game.chips[(ONE, "white")] = game.chips[(ONE, "red")] = (3, 3)
    game.chips[(TWO, "red")] = (3, 3)
    spots = scene.view.spots()
    shared = [spots[(ONE, "red")], spots[(ONE, "white")], spots[(TWO, "red")]]
    for i, a in enumerate(shared):
        for b in shared[i + 1 :]:
            assert math.dist(a[:2], b[:2]) >= a[2] + b[2], "no chip hides another"
    square = pygame.Rect(0, 0, scene.view.size, scene.view.size)
    square.center = tuple(round(v) for v in scene.view.centre(3, 3))
    # In their square, each at most a little over its edge (sharing.py: 0.05 of a square).
    square = square.inflate(round(scene.view.size * 0.1) + 2, round(scene.view.size * 0.1) + 2)
    assert all(square.contains(pygame.Rect(x - r, y - r, 2 * r, 2 * r)) for x, y, r in shared)
    app.frame(1 / 60)
    click(app, spots[(ONE, "white")][:2])
    assert scene.selected == (ONE, "white")
    click(app, spots[(ONE, "red")][:2])
    assert scene.selected == (ONE, "red")


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_buttons_keep_clear_of_the_hint_and_the_board(size: tuple[int, int]) -> None:
    app = App(size)
    try:
        scene = position(app, frozenset({ONE}))
        with ui.recording() as boxes:
            app.frame(0.0)
        buttons = [b.rect for b in boxes if b.kind == ui.Kind.BUTTON]
        assert len(buttons) == 3
        hint = next(
            b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("You: click a chip")
        )
        assert not any(r.colliderect(hint) for r in buttons)
        assert not any(r.colliderect(scene.view.board) for r in buttons)
        assert all(pygame.Rect(0, 0, *size).contains(r) for r in buttons)
        assert len({r.top for r in buttons}) == 1, "one row"
    finally:
        app.stack.clear()
        pygame.display.quit()


# ----------------------------------------------------------------- a turn shown
def test_the_panel_and_log_wait_for_the_board_to_show_the_turn(app: App) -> None:
    scene = interception_turn(app)
    assert scene.reveal is not None and scene.reveal.stage == Stage.PLANS
    words = " ".join(words_drawn(app))
    assert "Player 1's ball" in words and "INTERCEPTED" not in words and "intercepted" not in words.lower()
    lines = [line for line, _ in scene._log()]  # as the panel wraps them
    assert "Player 1: red passes to white (b2 to b7), blue up" in lines, "who passed to whom"
    run_for(app, PLANS_TIME - 0.3)
    assert scene.reveal is not None and scene.reveal.stage == Stage.PLANS, "the plans stay up to be read"
    for _ in range(600):
        if scene.reveal is None or scene.reveal.stage == Stage.MARKED:
            break
        app.frame(1 / 60)
    assert scene.reveal is not None
    words = " ".join(words_drawn(app))
    assert "Intercepted on b5 by Player 2's white" in words, "the caption says it when the board shows it"
    assert "Player 2's ball" in words, "the panel says it with the banner, not after"
    key(app, pygame.K_SPACE)  # skips the rest
    assert scene.reveal is None and scene.screen_up
    key(app, pygame.K_RETURN)  # the next player is ready
    words = " ".join(words_drawn(app))
    assert "Player 2's ball" in words and "INTERCEPTED by Player 2's white" in words


def test_any_key_skips_a_turn_being_shown(app: App) -> None:
    scene = interception_turn(app)
    assert scene.reveal is not None
    click(app, (20, 20))
    assert scene.reveal is None and scene.game.carrier == (TWO, "white")


# ----------------------------------------------------------------- leaving, taking back
def test_esc_asks_before_leaving_a_game(app: App) -> None:
    scene = new_game(app)
    key(app, pygame.K_ESCAPE)
    assert app.leaving is not None and app.stack.top is scene


def test_ctrl_z_takes_back_orders_before_the_reveal_against_the_cpu(app: App) -> None:
    scene = position(app, frozenset({ONE}))
    assert TWO in scene.game.pending, "the CPU has planned in secret"
    order(app, scene, "blue", (0, 1))
    plan_by_clicks(app, scene, {"red": "P", "white": "P"})
    assert scene.orders == {(ONE, "blue"): "N", (ONE, "red"): "P", (ONE, "white"): "P"}
    ctrl_z(app)
    assert scene.orders == {(ONE, "blue"): "N"}, "the pass taken back"
    ctrl_z(app)
    assert scene.orders == {}
    order(app, scene, "red", (1, 1))
    press(app, scene, "Clear")
    ctrl_z(app)
    assert scene.orders == {(ONE, "red"): "NE"}, "Clear taken back"
    for chip in ("white", "blue"):
        order(app, scene, chip, (0, 1))
    press(app, scene, "Reveal")
    assert scene.game.turn == 1
    ctrl_z(app)
    assert scene.game.turn == 1 and "shown" in app.note.lower()


def test_keys_give_the_buttons(app: App) -> None:
    scene = position(app, frozenset({ONE}))
    key(app, pygame.K_p)
    assert scene.passing
    click(app, scene.view.spots()[(ONE, "white")][:2])
    order(app, scene, "blue", (0, 1))
    assert set(scene.orders.values()) == {"P", "N"}
    key(app, pygame.K_RETURN)
    assert scene.game.turn == 1 and scene.reveal is not None
    assert scene.view.frozen == LANE, "the plans shown on the chips where they stood"


def test_the_board_is_not_drawn_over_by_the_footer(app: App) -> None:
    scene = position(app, frozenset({ONE}))
    app.frame(0.0)
    x, y = scene.view.centre(4, 0)
    home = (home_tint(LIGHT), home_tint(DARK))  # the home row, tinted
    assert app.screen.get_at((round(x), round(y + scene.view.size * 0.45)))[:3] in home


def test_after_the_last_goal_new_game_and_menu_are_buttons(app: App) -> None:
    scene = new_game(app)
    scene.game.score = {ONE: 5, TWO: 3}
    scene.game.phase = Phase.OVER
    app.frame(1 / 60)
    assert [b.label for b, _ in scene.buttons] == ["New game", "Menu"]
    press(app, scene, "New game")
    fresh = app.stack.top
    assert isinstance(fresh, TortelliniScene) and fresh is not scene and not fresh.game.is_over()


def test_the_hints_name_who_acts(app: App) -> None:
    scene = new_game(app)
    assert scene.game.to_place() == TWO, "the CPU won this toss"
    assert scene._hint() == "The CPU places its red chip", "not 'The CPU: click a square...'"
    for _ in range(100):
        if scene.game.phase == Phase.PLAN:
            break
        placed = sum(1 for (t, _), sq in scene.game.chips.items() if t == ONE and sq is not None)
        if scene.game.to_place() == ONE:
            click(app, scene.view.centre(1 + 2 * placed, 0))
        else:
            app.frame(1 / 60)
    theirs = scene.view.spots()[(TWO, "red")]
    pos = round(theirs[0]), round(theirs[1])
    click(app, pos)
    assert scene.error == "That is the CPU's chip: your chips are the round ones"
