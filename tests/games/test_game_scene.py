"""The Finger Football game scene, played with posted mouse and key events."""

import pygame

from games.app.app import App
from games.app.choice import ChoiceScene
from games.app.menu import MenuScene
from games.finger_football.actions import Phase, PlayKind, Team
from games.finger_football.game_scene import GameScene
from games.finger_football.kick_scene import FieldGoalScene
from games.finger_football.kick_scene import Phase as KickPhase
from games.finger_football.rules import FingerFootball, FlickRequest
from games.launcher import menu_entries

from .conftest import drag, key, post, run_for


def click(app: App, pos: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    app.frame(1 / 60)


def press_button(app: App, scene: GameScene, words: str) -> None:
    app.frame(1 / 60)
    for button, _ in scene.buttons:
        if words in button.label:
            click(app, button.rect.center)
            return
    raise AssertionError(f"no button '{words}' in {[b.label for b, _ in scene.buttons]}")


def start_vs_cpu(app: App) -> GameScene:
    entries = menu_entries()
    app.push(lambda a: MenuScene(a, entries))
    app.frame(1 / 60)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons[0].rect.center)  # Finger Football
    setup = app.stack.top
    assert isinstance(setup, ChoiceScene)
    click(app, setup.buttons[0].rect.center)  # the CPU, novice
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.humans == frozenset({Team.RED})
    return scene


def until_human(app: App, scene: GameScene, limit: float = 30.0) -> None:
    t = 0.0
    while not scene.human_turn() and not scene.game.is_over() and t < limit:
        run_for(app, 0.25)
        t += 0.25


def test_a_few_plays_against_the_cpu(app: App) -> None:
    scene = start_vs_cpu(app)
    press_button(app, scene, "Toss the coin")
    assert scene.game.toss_winner is not None
    flicks = 0
    for _ in range(60):
        until_human(app, scene)
        g = scene.game
        request = g.request()
        if isinstance(request, FlickRequest):
            before = (g.plays, g.down, g.los, g.score[Team.RED])
            start = scene.view.to_screen(request.start.x, request.start.y)
            d = g.direction(Team.RED)
            drag(app, start, (start[0] - d * 120, start[1] + 4))
            assert scene.anim is not None, "the slide is animated"
            run_for(app, 3.0)
            assert (g.plays, g.down, g.los, g.score[Team.RED]) != before or g.phase != Phase.SCRIMMAGE
            flicks += 1
            if flicks == 3:
                break
        elif g.phase == Phase.CHOOSE_TARGET:
            press_button(app, scene, "touchdown")
        elif g.phase in (Phase.FIELD_GOAL, Phase.EXTRA_POINT):
            return  # the kick scene is covered below
        else:
            app.frame(1 / 60)
            click(app, scene.buttons[0][0].rect.center)
    assert flicks == 3
    # The scoreboard shows Red's colour for the score, and the line of scrimmage is drawn.
    if scene.game.los is not None:
        x, _ = scene.view.to_screen(scene.game.los[0], 0.0)
        shot = pygame.surfarray.array3d(app.screen)
        mid = scene.view.area.centery
        column = shot[round(x) - 2 : round(x) + 3, mid - 40 : mid + 40]
        assert ((column == (255, 235, 0)).all(axis=2)).any()


def test_choice_by_clicking_a_lit_symbol(app: App) -> None:
    scene = start_vs_cpu(app)
    game = FingerFootball.position(Team.RED, 25.0, seed=2)
    game.phase = Phase.CHOOSE_TARGET
    scene.game = game
    scene.buttons = []
    app.frame(1 / 60)
    c = game.field.circle("V2L")
    inner = scene.view.to_screen(c.pass_x, c.pass_y)
    click(app, inner)
    assert game.phase == Phase.SCRIMMAGE and game.target is not None
    assert game.target.kind == PlayKind.PASS and game.target.circles == ("V2L",)


def test_a_field_goal_is_kicked_in_the_kick_scene(app: App) -> None:
    scene = start_vs_cpu(app)
    scene.game = FingerFootball.position(Team.RED, 60.0, seed=2)
    scene.buttons = []
    press_button(app, scene, "field goal")
    run_for(app, 0.1)
    kick = app.stack.top
    assert isinstance(kick, FieldGoalScene)
    key(app, pygame.K_SPACE)  # ready
    run_for(app, 3.5)  # no kick: the count runs out
    assert kick.phase == KickPhase.DONE
    key(app, pygame.K_RETURN)  # back to the game
    assert app.stack.top is scene
    assert scene.game.offense == Team.BLUE, "a blocked field goal gives the ball away"


def test_hotseat_gives_both_players_the_buttons(app: App) -> None:
    scene = app.push(lambda a: GameScene(a, frozenset(Team), "club", None, 5))
    assert isinstance(scene, GameScene)
    app.frame(1 / 60)
    press_button(app, scene, "Toss the coin")
    winner = scene.game.toss_winner
    assert scene.human_turn() and scene.game.to_move == winner
    press_button(app, scene, "Receive")
    assert scene.human_turn() and scene.game.to_move == winner.other  # type: ignore[union-attr]
