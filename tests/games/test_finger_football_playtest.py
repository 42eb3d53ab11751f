"""What a newcomer's play-test of the Finger Football windows found (issue 32), driven by posted
events: the practice target, the screen's own "upper"/"lower", the aim line agreeing with the
ghost, full power from a slider near the edge, the guide's card keeping clear, and the game's
kick window answering Esc."""

import math

import pygame

from games.finger_football.rules.actions import Call, CallPlay, Dice, Direction, Phase, PlayKind, Team
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.guides import game_guide, practice_guide
from games.finger_football.ui.kick_scene import FieldGoalScene
from games.finger_football.ui.sides import on_screen
from games.window import ui
from games.window.app import App
from games.window.guide import Guide, Step

from .conftest import drag, key, post, run_for
from .test_practice_scene import open_practice, pull_for


def words(app: App) -> str:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return " ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT)


def test_left_and_right_are_named_as_drawn() -> None:
    assert on_screen("within the Zone 1 left run circle", 1) == "within the Zone 1 upper run circle"
    assert on_screen("within the Zone 1 left run circle", -1) == "within the Zone 1 lower run circle"
    assert on_screen("Red rolls Zone 2 pass, left", -1) == "Red rolls Zone 2 pass, lower side"
    assert on_screen("Zone 3 middle pass", -1) == "Zone 3 middle pass"
    assert on_screen("the ball left the mat", 1) == "the ball left the mat"


def test_practice_has_a_lit_target_that_counts_hits(app: App) -> None:
    scene = open_practice(app)
    app.guides.clear()
    said = " ".join(words(app).split())
    assert "Default mat" not in said and "friction" not in said, "no jargon in the header"
    assert "Target: stop on the middle circle on your 45" in said
    assert "Warm-up: 0 hits in 0 · target 1 of 3" in said
    target = scene.target
    first = scene.target_words()
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    drag(app, (cx, cy), pull_for(scene, app, (target.x, target.y)))
    run_for(app, 2.5)
    assert scene.hits == 1 and scene.verdict.startswith("Hit!") and scene.target_words() != first
    said = " ".join(words(app).split())
    assert "Warm-up: 1 hit in 1 · target 2 of 3" in said, "one counter, in the panel and the title bar"
    assert "left" not in " ".join(scene.lines) and "right" not in " ".join(scene.lines)


def test_the_aim_lines_end_is_where_the_ghost_rests_spin_and_all(app: App) -> None:
    scene = open_practice(app)
    app.guides.clear()
    for _ in range(3):  # three notches of spin: it slides further than without
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        app.frame(1 / 60)
    cx, cy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(round(cx - 120), round(cy)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert scene.preview is not None and scene.drag.aim is not None
    said = words(app)
    assert "rad/s" not in said and "spin 3 anticlockwise" in said
    rest = scene.preview.rest
    yards = scene.mat.field.yards(math.hypot(rest.x - scene.pose.x, rest.y - scene.pose.y))
    assert f"about {yards:.0f} yd" in said, "the label's length is the ghost's"
    tip = scene.view.to_screen(rest.x, rest.y)
    shot = pygame.surfarray.array3d(app.screen)
    x, y = round(tip[0]), round(tip[1])
    patch = shot[x - 10 : x + 11, y - 10 : y + 11]
    assert ((patch == (255, 235, 0)).all(axis=2)).sum() > 5, "the yellow end bar sits on the ghost"


def test_the_practice_guide_card_keeps_off_the_field(app: App) -> None:
    scene = open_practice(app)
    guide = practice_guide(scene)
    card = guide.card(app.screen.get_rect())  # the scene keeps the kit's place, its title bar
    assert not card.colliderect(scene.view.mat_rect), "the field"
    assert not card.colliderect(scene.panel), "the panel's words"


def kickoff_scene(app: App) -> GameScene:
    game = FingerFootball(seed=5)
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "novice", seed=5))
    assert isinstance(scene, GameScene)
    scene.game = game
    return scene


def test_a_flick_step_waits_for_its_moment_and_the_card_spares_the_panel(app: App) -> None:
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "novice", seed=5))
    assert isinstance(scene, GameScene)
    app.frame(1 / 60)
    guide = app.guide_of(scene)
    assert guide is not None and guide.index == 0
    guide.skip()  # past the coin toss step: the flick step is next, but no flick waits yet
    app.frame(1 / 60)
    # (Play-test 3: the flick step held every later step back until play 7.) A later step whose
    # moment is now comes first; the flick step waits, unseen, for its own.
    assert guide.current is not None and "first flick" not in guide.current.words
    assert guide.showing is guide.current and "F1" in guide.current.words
    card = game_guide(scene).card(app.screen.get_rect())  # the kit's place: the title bar
    assert not card.colliderect(scene.view.mat_rect), "the field"
    assert not card.colliderect(scene.panel.rect), "the score, the words and the buttons"


def test_a_step_is_drawn_only_once_its_moment_has_come() -> None:
    pygame.display.init()
    surface = pygame.Surface((800, 600))
    now = [False]
    guide = Guide("t", [Step("Flick it", lambda: False, lambda: now[0])])
    guide.draw(surface, surface.get_rect())
    assert guide.skip_button is None
    now[0] = True
    guide.draw(surface, surface.get_rect())
    assert guide.skip_button is not None


def test_a_kickoff_from_near_the_edge_reaches_full_power(app: App) -> None:
    scene = kickoff_scene(app)
    app.guides.clear()
    game = scene.game
    # Toss, choose, until the person's kickoff is asked for.
    for _ in range(400):
        request = game.request()
        if isinstance(request, FlickRequest) and scene.human_turn():
            break
        if scene.choices_shown and scene.choices_age > 0.4:
            key(app, pygame.K_1)
        app.frame(1 / 30)
    request = game.request()
    if not (isinstance(request, FlickRequest) and scene.human_turn()):
        raise AssertionError("no kickoff of yours in this seed")
    sx, sy = scene.view.to_screen(request.start.x, request.start.y)
    d = game.direction(Team.RED)
    edge = 1 if d < 0 else app.size[0] - 2  # pull back towards the own end's window edge
    post(pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(edge, round(sy)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert scene.drag.aim is not None and scene.drag.aim.power > 0.99


def test_the_cpus_left_lights_a_circle_named_as_drawn(app: App) -> None:
    game = FingerFootball.position(Team.BLUE, 30.0, seed=4)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(1, PlayKind.RUN, Direction.LEFT))
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "novice", seed=4))
    assert isinstance(scene, GameScene)
    scene.game = game
    app.guides.clear()
    said = words(app)
    upper = "upper" if game.direction(Team.BLUE) > 0 else "lower"
    assert game.phase == Phase.SCRIMMAGE and game.target is not None and game.target.circles
    assert f"Zone 1 {upper} run" in said
    c = game.field.circle(game.target.circles[0])
    assert (c.y > 0) == (upper == "upper"), "the word says where the lit circle is drawn"


def test_esc_in_a_games_kick_window_asks_to_leave_the_game(app: App) -> None:
    game = FingerFootball.position(Team.RED, 60.0, down=4, seed=2)
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "novice", seed=2))
    assert isinstance(scene, GameScene)
    scene.game = game
    app.guides.clear()
    app.frame(1 / 60)
    run_for(app, 0.4)
    key(app, pygame.K_1 + next(i for i, c in enumerate(scene.choices_shown) if "field goal" in c.label))
    run_for(app, 0.1)
    kick = app.stack.top
    assert isinstance(kick, FieldGoalScene)
    app.guides.clear()
    said = words(app)
    assert "Esc: leave the game" in said and "Enter: back" not in said, "Enter is not called back"
    key(app, pygame.K_ESCAPE)  # asked over the kick, which waits: Esc never decides a kick
    assert app.stack.top is kick and kick.confirm is not None, "Esc asks to leave the game"
    assert kick.confirm.question == "Leave this game?" and kick.confirm.safe
    key(app, pygame.K_RETURN)  # play on: the kick is still to be made
    assert app.stack.top is kick and kick.confirm is None and kick.outcome is None
