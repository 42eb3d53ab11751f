"""Issue 32, a third newcomer's play-test: a person's flick goes through their hand (the noise the
CPU's flicks go through: the same pull no longer always gives the same slide, drawn from the game's
seed, so a game is deterministic), the estimate band as wide as the hand, no power percentage with
the aim help off, and one pull scale for every flick (a kickoff's pull as strong a pixel as a
play's)."""

import pygame

from games.finger_football.rules.actions import ChooseKickoff, Dice, Direction, Phase, PlayKind, Team
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui.flick_input import OFF, PAST_EDGE, likely_stops
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.practice import PracticeScene
from games.finger_football.ui.setup import GameSetup
from games.window.app import App

from .conftest import key, post
from .test_finger_football_aim_help import flick_waiting, pull
from .test_finger_football_window import at_position, fresh_app, practice, rolled, texts


def release(app: App, scene: GameScene, at: tuple[float, float], px: int) -> None:
    way = -scene.game.direction(Team.RED)
    post(pygame.MOUSEBUTTONUP, pos=(round(at[0] + way * px), round(at[1])), button=1)
    app.frame(1 / 60)


def flick_made(seed_game: int) -> tuple[float, float]:
    """(the pull's speed, the speed made) of a 120 px pull in a game against the CPU."""
    app = fresh_app()
    scene = flick_waiting(app)
    scene.game.seed = seed_game
    at = pull(app, scene, 120)
    assert scene.drag.aim is not None
    meant = scene.drag.aim.speed
    release(app, scene, at, 120)
    assert scene.anim is not None, "the flick was made"
    made = scene.anim.launch.speed
    pygame.display.quit()
    return meant, made


def test_a_games_flick_goes_through_a_club_hand_drawn_from_the_games_seed() -> None:
    meant, made = flick_made(11)
    assert abs(made - meant) > 1e-4, "the hand spoils the pull, as the CPU's do"
    assert flick_made(11)[1] == made, "the same game draws the same"
    assert flick_made(12)[1] != made


def test_the_setup_offers_the_hand_and_the_title_bar_names_it() -> None:
    app = fresh_app()
    setup = app.push(lambda a: GameSetup(a))
    assert isinstance(setup, GameSetup) and setup.hand == "club"
    app.frame(1 / 60)
    assert any("Your hand (H)" in w for w in texts(app))
    post(pygame.MOUSEBUTTONDOWN, pos=setup.hands[2].rect.center, button=1)
    app.frame(1 / 60)
    assert setup.hand == "novice"
    key(app, pygame.K_h)
    assert setup.hand == "exact"
    for button in (*setup.hands, *setup.buttons):
        assert button.rect.bottom <= app.size[1], "every button in the window"
    post(pygame.MOUSEBUTTONDOWN, pos=setup.buttons[0].rect.center, button=1)
    app.frame(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.drag.hand == "exact"
    app.guides.clear()
    app.frame(1 / 60)
    assert any("your hand: steady" in w for w in texts(app))
    pygame.display.quit()


def test_practice_is_exact_unless_chosen() -> None:
    app = fresh_app()
    scene = practice(app)
    assert isinstance(scene, PracticeScene) and scene.drag.hand == "exact"
    key(app, pygame.K_h)
    assert scene.drag.hand == "club" and "your hand: strays a little" in scene.tally()
    pygame.display.quit()


def test_the_band_is_the_hands_spread_and_off_shows_no_percentage() -> None:
    near, far, _ = likely_stops(1.0, "novice")
    near2, far2, _ = likely_stops(1.0, "club")
    assert far - near > far2 - near2 > 0 and likely_stops(1.0, "exact")[:2] == (1.0, 1.0)
    app = fresh_app()
    scene = flick_waiting(app)
    key(app, pygame.K_g)
    assert scene.drag.help == OFF
    pull(app, scene, 120)
    line = next(w for w in texts(app) if w.startswith("power "))
    assert "%" not in line and line.split()[1] in ("soft", "medium", "hard")
    pygame.display.quit()


def kickoff(app: App) -> GameScene:
    game = FingerFootball.position(Team.RED, 30.0, seed=3)
    game.kicker, game.phase = Team.RED, Phase.KICKOFF_CHOICE
    game.apply(ChooseKickoff(False))
    scene = at_position(app, game)
    assert isinstance(scene.game.request(), FlickRequest) and scene.human_turn()
    return scene


def test_a_kickoffs_pull_is_as_strong_a_pixel_as_a_plays() -> None:
    app = fresh_app()
    scene = kickoff(app)
    pull(app, scene, 40)
    assert scene.drag.aim is not None
    at_kickoff = scene.drag.aim.power
    pygame.display.quit()
    app = fresh_app()
    scene = at_position(app, rolled(50.0, Dice(1, PlayKind.RUN, Direction.CHOICE)))
    game = scene.game
    game.apply(next(a for a in game.legal_actions()))
    assert isinstance(game.request(), FlickRequest)
    pull(app, scene, 40)
    assert scene.drag.aim is not None
    assert abs(scene.drag.aim.power - at_kickoff) < 0.01
    pygame.display.quit()


def test_a_pull_meeting_the_windows_edge_goes_on_and_says_so() -> None:
    """A kickoff's view keeps room for a full pull (pull_room.py); a fine pull (Shift: four times
    finer) still meets the window's edge, and goes on."""
    app = fresh_app()
    scene = kickoff(app)
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    cx, cy = scene.view.to_screen(request.start.x, request.start.y)
    way = -scene.game.direction(Team.RED)
    edge = 0 if way < 0 else app.size[0] - 1
    post(pygame.MOUSEBUTTONDOWN, pos=(round(cx), round(cy)), button=1)
    app.frame(1 / 60)
    post(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=(edge, round(cy)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert scene.drag.aim is not None and scene.drag.past_edge
    first = scene.drag.aim.power
    assert any(PAST_EDGE in w for w in texts(app))
    post(pygame.MOUSEMOTION, pos=(round(cx + way * 60), round(cy)), rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    assert scene.drag.aim.power > first, "the pull went on from where the pointer jumped back to"
    pygame.display.quit()
