"""The foosball game in the window, driven headless by the events a person makes."""

import math

import pygame

from games.app.launcher import menu_entries
from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.rules.ratings import RatingsBook, default_path
from games.foosball.ui.game_scene import BOTTOM_BAR, SIDE_PANEL, TOP_BAR, FoosballGameScene, foosball_setup
from games.window import ui
from games.window.app import App
from games.window.choice import ChoiceScene
from sim.foosball.spec import Side

from .conftest import drag, key, post, run_for


def open_game(app: App, away: str | None = "novice", seed: int = 0) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, away, seed, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)  # ready: nothing moves before
    return scene


def screen_of(scene: FoosballGameScene, x: float, y: float) -> tuple[int, int]:
    px, py = scene.view.to_screen(x, y)
    return round(px), round(py)


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def button_of(scene: FoosballGameScene, label: str) -> tuple[int, int]:
    return next(b.rect.center for a, b in scene.buttons if a.label == label)


def test_the_menu_offers_foosball_and_the_setup_starts_a_game_against_the_cpu(app: App) -> None:
    assert "Foosball" in dict(menu_entries())
    setup = app.push(lambda a: foosball_setup(a))
    app.frame(1 / 60)
    assert isinstance(setup, ChoiceScene)
    click(app, setup.buttons[2].rect.center)  # Play the CPU: expert
    scene = app.stack.top
    assert isinstance(scene, FoosballGameScene)
    assert set(scene.match.cpu) == {Side.AWAY} and scene.names[Side.AWAY] == "CPU (expert)"


def test_a_serve_is_a_drag_back_from_the_ball(app: App) -> None:
    scene = open_game(app)
    assert scene.ref.phase == Phase.SERVE and scene.ref.server == Side.HOME
    ball = screen_of(scene, *scene.table.ball_position[:2])
    drag(app, ball, (ball[0] - 10, ball[1] + 100))  # pull down and a little left: in and right
    assert scene.ref.phase in (Phase.SERVING, Phase.PLAY)
    run_for(app, 0.3)
    assert scene.ref.phase != Phase.SERVE
    assert [c.kind for c in scene.ref.log][:2] == ["toss", "serve"]


def test_the_canonical_configuration_holds_the_serve_until_you_are_ready(app: App) -> None:
    scene = open_game(app)
    assert scene.more_button is not None
    click(app, scene.more_button.rect.center)  # the rarely needed rules are under "More rules"
    click(app, button_of(scene, "Ask both sides to reset their rods"))
    run_for(app, 0.05)  # the CPU acknowledges at once
    assert scene.ref.canonical_demanded and scene.ref.acknowledged == {Side.AWAY}
    ball = screen_of(scene, *scene.table.ball_position[:2])
    drag(app, ball, (ball[0], ball[1] + 100))
    assert scene.ref.phase == Phase.SERVE
    assert scene.error is not None and "set their rods first" in scene.error  # plain words (play-test 4)
    key(app, pygame.K_k)
    drag(app, ball, (ball[0], ball[1] + 100))
    assert scene.ref.phase in (Phase.SERVING, Phase.PLAY)


def test_taking_the_ball_in_a_free_for_all_gives_you_the_restart(app: App) -> None:
    scene = open_game(app)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(0.0, 0.1, 0.0, 0.0, vz=2.0)  # popped up above the rods
    run_for(app, 0.05)
    assert scene.ref.phase == Phase.FREE_FOR_ALL
    click(app, button_of(scene, "Take the ball"))
    assert (scene.ref.phase, scene.ref.server) == (Phase.RESTART, Side.HOME)
    run_for(app, 0.05)
    y = scene.table.ball_position[1]
    assert y < -scene.table.spec.half_width, "the ball waits outside your service hole"


def test_a_dead_ball_in_your_half_is_dragged_towards_your_goal(app: App) -> None:
    scene = open_game(app)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(-0.45, 0.3)  # at rest behind your defence, out of every figure's reach
    run_for(app, 1.0)
    assert scene.ref.phase == Phase.DEAD and scene.ref.mover == Side.HOME
    ball = screen_of(scene, -0.45, 0.3)
    pygame.key.set_mods(pygame.KMOD_LSHIFT)  # a hand on the ball is Shift+drag, never a plain drag
    drag(app, ball, screen_of(scene, -0.40, 0.0))  # towards the away goal: refused
    assert scene.ref.phase == Phase.DEAD and "never right" in (scene.error or "")
    drag(app, ball, screen_of(scene, -0.49, 0.0))
    pygame.key.set_mods(0)
    assert scene.ref.phase == Phase.PLAY and scene.error is None
    x, y, _ = scene.table.ball_position
    assert math.isclose(x, -0.49, abs_tol=0.005) and abs(y) < 0.005


def test_a_won_game_updates_both_ratings_in_the_book(app: App) -> None:
    scene = open_game(app)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.ref.score[Side.HOME] = 9
    scene.table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})
    scene.table.place_ball(0.58, 0.0, 3.0, 0.0)  # into the CPU's goal, past its goalie
    scene.ref.last = None
    run_for(app, 1.0)
    assert scene.ref.winner == Side.HOME and scene.ref.score == {Side.HOME: 10, Side.AWAY: 0}
    book = RatingsBook.read(default_path())
    assert book.ratings() == {"you": 110.0, "CPU (novice)": 90.0}
    key(app, pygame.K_SPACE)  # skips the replay of the winning goal
    surface = app.screen
    centre = scene.view.area.center
    assert surface.get_at(centre)[:3] != (30, 128, 70), "the result is shown over the table"
    run_for(app, 0.6)  # Enter is taken once the result has been up a moment (game_end.SEEN_AFTER)
    key(app, pygame.K_RETURN)
    again = app.stack.top
    assert isinstance(again, FoosballGameScene) and again is not scene and again.seed == 1


def test_the_kitty_is_shown_in_the_shamers_colour(app: App) -> None:
    scene = open_game(app)
    kitty = (app.size[0] - SIDE_PANEL + 14, TOP_BAR - 6)  # the stripe under the kitty's words
    grey = app.screen.get_at(kitty)[:3]
    scene.ref.kitty, scene.ref.shamer = 3, Side.AWAY
    app.frame(1 / 60)
    assert app.screen.get_at(kitty)[:3] != grey
    assert app.screen.get_at(kitty)[:3] == (60, 110, 230)


def test_the_second_player_slides_and_serves_on_the_keyboard(app: App) -> None:
    scene = open_game(app, away=None)
    assert scene.keys is not None and not scene.match.cpu
    key(app, pygame.K_RETURN)  # not player 2's serve: the referee says so
    assert scene.error is not None and "Player 1's serve" in scene.error
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.2)
    post(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)
    run_for(app, 0.2)
    post(pygame.KEYUP, key=pygame.K_UP, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)
    assert scene.keys.y > 0.1
    rod = scene.keys.active[0]
    assert scene.table.rods[rod].y != 0.0, "the pair in hand slid"


def _accent_around(app: App, centre: tuple[int, int], radii: range) -> bool:
    """Is the accent colour drawn on some circle around ``centre``?"""
    for r in radii:
        for k in range(72):
            a = 2 * math.pi * k / 72
            px, py = round(centre[0] + r * math.cos(a)), round(centre[1] + r * math.sin(a))
            if app.screen.get_at((px, py))[:3] == ui.ACCENT:
                return True
    return False


def test_the_ball_waits_ringed_in_your_hand_at_your_service_hole(app: App) -> None:
    scene = open_game(app)
    assert scene.table.ball_position[:2] == scene.table.serve_position(Side.HOME)
    ball = screen_of(scene, *scene.table.serve_position(Side.HOME))
    assert ball[1] > scene.view.to_screen(0.0, -scene.table.spec.half_width)[1], "below the table's edge"
    assert _accent_around(app, ball, range(6, 40)), "the ball to drag is ringed"
    assert "Your serve: drag the ringed ball" in scene.hint()


def test_a_pull_too_short_is_refused_and_says_why(app: App) -> None:
    scene = open_game(app)
    ball = screen_of(scene, *scene.table.ball_position[:2])
    drag(app, ball, (ball[0], ball[1] + 2))
    assert scene.ref.phase == Phase.SERVE
    assert scene.error is not None and scene.error.startswith("Pull the ball further back")
    under = [(x, y) for x in range(12, 400) for y in range(app.size[1] - BOTTOM_BAR, app.size[1])]
    assert any(app.screen.get_at(p)[:3] == ui.ACCENT for p in under), "the refusal is written under the table"


def test_a_press_on_the_ball_in_play_turns_the_rods_and_is_never_a_hand_on_it(app: App) -> None:
    scene = open_game(app)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.6)
    assert scene.ref.phase == Phase.PLAY
    ball = screen_of(scene, *scene.table.ball_position[:2])
    post(pygame.MOUSEBUTTONDOWN, pos=ball, button=1)
    post(pygame.MOUSEMOTION, pos=(ball[0] + 50, ball[1]), rel=(50, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert scene.error is None and scene.mouse.turn > 0.5, "the drag turns the rods"
    assert all("touched" not in c.text for c in scene.ref.log)


def test_the_cpus_serve_is_refused_to_you_in_your_words(app: App) -> None:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="away")))
    assert isinstance(scene, FoosballGameScene)
    scene._press(screen_of(scene, *scene.table.serve_position(Side.AWAY)))  # before the CPU serves
    assert scene.error == "It is the CPU's serve"


def test_a_goal_against_the_cpu_is_called_in_your_words(app: App) -> None:
    scene = open_game(app)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.6)
    scene.table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})
    scene.table.place_ball(0.58, 0.0, 3.0, 0.0)  # into the CPU's goal, past its goalie
    scene.ref.last = None
    run_for(app, 0.5)
    assert scene.ref.score[Side.HOME] == 1
    # (and whatever the table's commentary adds after it: the CPU's goalie may have hit it back)
    assert scene.between.headline == "You score"  # plain: the score and who serves are on the card
    assert "home" not in " ".join(c.told(scene.who) for c in scene.ref.log).lower()
    centre = scene.view.area.center
    assert app.screen.get_at(centre)[:3] != (30, 128, 70), "the call is shown over the table"


def test_in_hot_seat_player_2_is_told_to_serve_and_serves_with_enter(app: App) -> None:
    scene = app.push(lambda a: FoosballGameScene(a, None, 0, FoosOptions(first_server="away")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    assert scene.hint().startswith("Player 2's serve: Player 2: press Enter")
    key(app, pygame.K_RETURN)
    assert scene.ref.phase in (Phase.SERVING, Phase.PLAY)
    assert "Player 2 puts the ball in play (serve)" in [c.told(scene.who) for c in scene.ref.log]
