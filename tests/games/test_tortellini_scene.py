"""Tortellini Football in the window, driven headless by the clicks a person makes."""

import pygame

from games.app.launcher import menu_entries
from games.tortellini.rules.actions import Phase, Team
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.view import CHIP_COLOUR, DARK, LIGHT, MARK
from games.window.app import App
from games.window.choice import ChoiceScene

from .conftest import post, run_for

ONE, TWO = Team.ONE, Team.TWO


def click(app: App, pos: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    app.frame(1 / 60)


def press(app: App, scene: TortelliniScene, label: str) -> None:
    click(app, next(b.rect.center for b, _ in scene.buttons if b.label == label))


def set_up(app: App, scene: TortelliniScene, columns: dict[Team, list[int]]) -> None:
    """Place every person's chips by clicking their home rows; the CPU places its own."""
    game = scene.game
    for _ in range(200):
        placer = game.to_place()
        if placer is None:
            return
        if placer in scene.humans:
            col = columns[placer][
                sum(1 for (t, _), sq in game.chips.items() if t == placer and sq is not None)
            ]
            click(app, scene.view.centre(col, placer.home_row))
        else:
            app.frame(1 / 60)
    raise AssertionError("the setup did not finish")


def order(app: App, scene: TortelliniScene, chip: str, step: tuple[int, int]) -> None:
    here = scene.game.chips[(scene.planner, chip)]  # type: ignore[index]
    assert here is not None
    click(app, scene.view.centre(*here))
    click(app, scene.view.centre(here[0] + step[0], here[1] + step[1]))


def test_the_menu_offers_tortellini_and_the_setup_starts_a_game(app: App) -> None:
    setup = app.push(dict(menu_entries())["Tortellini Football"])
    app.frame(1 / 60)
    assert isinstance(setup, ChoiceScene)
    click(app, setup.buttons[2].rect.center)
    scene = app.stack.top
    assert isinstance(scene, TortelliniScene) and set(scene.cpu) == {TWO}


def test_place_by_clicking_the_home_row_then_plan_and_reveal_against_the_cpu(app: App) -> None:
    scene = app.push(lambda a: TortelliniScene(a, frozenset({ONE}), 1))
    assert isinstance(scene, TortelliniScene)
    app.frame(1 / 60)
    click(app, scene.view.centre(2, 3))  # not the home row
    set_up(app, scene, {ONE: [2, 4, 6]})
    game = scene.game
    assert game.phase == Phase.PLAN and scene.planner == ONE
    assert [game.chips[(ONE, c)] for c in ("red", "white", "blue")] == [(2, 0), (4, 0), (6, 0)]
    assert TWO in game.pending and scene.observation_safe()
    for chip in ("red", "white", "blue"):
        order(app, scene, chip, (0, 1))
    assert set(scene.orders.values()) == {"N"}
    press(app, scene, "Reveal")
    assert game.turn == 1 and game.chips[(ONE, "red")] == (2, 1)
    run_for(app, 1.0)
    assert not scene.view.busy


def test_a_plan_missing_an_order_is_refused_with_the_reason(app: App) -> None:
    scene = app.push(lambda a: TortelliniScene(a, frozenset({ONE}), 1))
    assert isinstance(scene, TortelliniScene)
    set_up(app, scene, {ONE: [2, 4, 6]})
    order(app, scene, "red", (0, 1))
    press(app, scene, "Reveal")
    assert scene.game.turn == 0 and scene.error is not None and "white" in scene.error


def test_hot_seat_hides_the_board_between_the_two_plans(app: App) -> None:
    scene = app.push(lambda a: TortelliniScene(a, frozenset(Team), 2))
    assert isinstance(scene, TortelliniScene)
    app.frame(1 / 60)
    set_up(app, scene, {ONE: [1, 3, 5], TWO: [2, 4, 6]})
    first = scene.planner
    assert scene.screen_up
    centre = tuple(round(v) for v in scene.view.centre(3, 3))
    assert app.screen.get_at(centre)[:3] not in (LIGHT, DARK), "the board is hidden"
    click(app, (640, 360))  # the player takes the mouse
    assert not scene.screen_up
    for chip in ("red", "white", "blue"):
        order(app, scene, chip, (0, 1) if first == ONE else (0, -1))
    press(app, scene, "Reveal")
    assert scene.planner == (first.other if first else None) and scene.screen_up
    assert scene.orders == {}, "the first plan is not on the screen for the second player"


def _interception_turn(app: App) -> TortelliniScene:
    """Hot-seat: team one's red passes up column b to white, past two of team two's chips that
    step into the lane; the nearer the receiver intercepts (the rules test's position)."""
    scene = app.push(lambda a: TortelliniScene(a, frozenset(Team), 0))
    assert isinstance(scene, TortelliniScene)
    game = scene.game
    game.chips = {
        (ONE, "red"): (1, 1), (ONE, "white"): (1, 6), (ONE, "blue"): (5, 1),
        (TWO, "red"): (1, 2), (TWO, "white"): (1, 3), (TWO, "blue"): (6, 6),
    }  # fmt: skip
    game.carrier, game.offence, game.phase, game.pending = (ONE, "red"), ONE, Phase.PLAN, {}
    scene._next_planner()
    for orders in ({"red": "P", "white": "P", "blue": "N"}, {"red": "N", "white": "N", "blue": "S"}):
        click(app, (640, 360))  # the player takes the mouse
        team = scene.planner
        assert team is not None
        scene.orders = {(team, chip): order for chip, order in orders.items()}
        press(app, scene, "Reveal")
    return scene


def test_a_turn_is_revealed_plans_first_then_moves_then_the_pass_and_the_interception(app: App) -> None:
    scene = _interception_turn(app)
    game, reveal = scene.game, scene.reveal
    assert game.carrier == (TWO, "white") and reveal is not None
    assert reveal.stage.value == "plans" and len(reveal.orders()) == 6, "both plans are shown"
    frozen = scene.view.centre(1, 2)  # two's red is drawn where it stood while the plans show
    assert app.screen.get_at((round(frozen[0]), round(frozen[1])))[:3] == CHIP_COLOUR["red"]
    stages: list[str] = []
    headlines: set[str] = set()
    for _ in range(400):
        app.frame(1 / 60)
        if scene.reveal is None:
            break
        if not stages or stages[-1] != scene.reveal.stage.value:
            stages.append(scene.reveal.stage.value)
        if scene.reveal.stage.value == "marked":
            headlines.add(scene.banner.headline if scene.banner is not None else "")
            cx, cy = scene.view.centre(1, 4)
            ring = round(cx + scene.view.size * 0.48), round(cy)
            assert any(app.screen.get_at((ring[0] - d, ring[1]))[:3] == MARK for d in range(4))
    assert stages == ["plans", "moving", "ball", "marked"]
    assert scene.view.marks == [] and scene.view.frozen is None
    assert headlines == {"INTERCEPTED!"}, "its moment, beside the ring"
    assert scene.banner is None, "the banner ends with the turn shown: the next plan is made clear of it"
    assert "whistle" in app.sounds.played


def test_a_key_skips_the_reveal_to_the_end_of_the_turn(app: App) -> None:
    scene = _interception_turn(app)
    assert scene.reveal is not None
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.frame(1 / 60)
    assert scene.reveal is None and not scene.view.busy
    assert scene.view.frozen is None and scene.view.ball_on is None
