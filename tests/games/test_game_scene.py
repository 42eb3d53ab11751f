"""The Finger Football game in the window, driven by the mouse and keys a person uses: a drive
against the CPU from the toss, a flick judged after looking at its rest, a bump asked about
(confirmed once, cancelled once), a field goal kicked from inside the game, a touchdown and its
moment. Assertions on the game and on the pixels drawn."""

import math

import numpy as np
import pygame

from games.app.launcher import menu_entries
from games.app.menu import MenuScene
from games.finger_football.rules.actions import Call, CallPlay, Direction, Phase, PlayKind, Roll, Target, Team
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui.aim import PRACTICE_MAX_SPEED
from games.finger_football.ui.coin_toss import FLIGHT
from games.finger_football.ui.flick_input import FULL_PULL
from games.finger_football.ui.game_banners import NEXT_PLAY
from games.finger_football.ui.game_scene import BUMP_HINTS, JUDGE_LOOK, KEY_GRACE, GameScene
from games.finger_football.ui.kick_scene import FieldGoalScene
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.view import SLIDER
from games.window.app import App
from games.window.choice import ChoiceScene
from sim.constants import GRAVITY

from .conftest import drag, key, post, run_for


def click(app: App, pos: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    app.frame(1 / 60)


def press_button(app: App, scene: GameScene, words: str) -> None:
    """Click the button whose label holds ``words``, once its question has settled."""
    run_for(app, KEY_GRACE + 0.05)
    for button in scene.panel.buttons:
        if words in button.label:
            click(app, button.rect.center)
            return
    raise AssertionError(f"no button '{words}' in {[b.label for b in scene.panel.buttons]}")


def start_vs_cpu(app: App, seed: int = 11) -> GameScene:
    """A game against the CPU opened from the menu, its seed pinned (as ``play --seed`` does)."""
    app.seeds.pinned = seed
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


def at_position(app: App, game: FingerFootball) -> GameScene:
    """A game against the CPU set up at ``game``'s position (a chess-like set-up)."""
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "novice", seed=game.seed, hand="exact"))
    assert isinstance(scene, GameScene)
    scene.game = game
    app.frame(1 / 60)
    return scene


def until_human(app: App, scene: GameScene, limit: float = 30.0) -> None:
    t = 0.0
    while not scene.human_turn() and not scene.game.is_over() and t < limit:
        run_for(app, 0.25)
        t += 0.25
    run_for(app, KEY_GRACE + 0.05)


def flick_to(app: App, scene: GameScene, x: float, y: float) -> None:
    """Drag the slider as a person would to send it straight at (x, y) on the mat, with the
    pull the friction law asks for (pressed at its centre: no spin)."""
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    start = request.start
    distance = math.hypot(x - start.x, y - start.y)
    speed = math.sqrt(2.0 * scene.game.mat.mu * GRAVITY * distance)
    pull_px = (speed / PRACTICE_MAX_SPEED) ** 2 * FULL_PULL * min(app.size)
    heading = math.atan2(y - start.y, x - start.x)
    sx, sy = scene.view.to_screen(start.x, start.y)
    end = (sx - pull_px * math.cos(heading), sy + pull_px * math.sin(heading))
    drag(app, (sx, sy), end, steps=6)


def slider_pixels_at(app: App, scene: GameScene, x: float, y: float) -> int:
    """How many pixels of the slider's colour are drawn around (x, y) on the mat."""
    px, py = scene.view.to_screen(x, y)
    r = max(4, round(scene.view.px(scene.game.mat.slider.length / 2)))
    shot = pygame.surfarray.array3d(app.screen)[round(px) - r : round(px) + r, round(py) - r : round(py) + r]
    return int((shot == np.array(SLIDER)).all(axis=2).sum())


def test_a_drive_against_the_cpu_from_the_toss(app: App) -> None:
    scene = start_vs_cpu(app)
    assert "Toss the coin" in scene.prompt()
    press_button(app, scene, "Toss the coin")
    assert scene.game.toss_winner is not None
    run_for(app, FLIGHT)  # the coin lands before anyone chooses
    judged = flicks = 0
    for _ in range(80):
        until_human(app, scene)
        g = scene.game
        prompt = scene.prompt()
        assert prompt and "Blue:" not in prompt and "Red:" not in prompt, "the prompt speaks to the player"
        request = g.request()
        if isinstance(request, FlickRequest):
            d = g.direction(Team.RED)
            ahead = max(g.field.own_yards(request.start.x, d), 0.0) + 25.0
            flick_to(app, scene, *g.field.spot(min(ahead, 90.0), d))
            assert scene.anim is not None, "the slide is animated"
            run_for(app, scene.anim.time + 0.1)
            flicks += 1
            if g.phase == Phase.JUDGE:
                rest = scene.last_flick
                assert rest is not None and scene.choices_shown == [], "no question after every flick"
                assert slider_pixels_at(app, scene, rest.rest.x, rest.rest.y) > 10, "drawn where it rests"
                assert "Accept it?" not in scene.prompt()
                said = "goes on by itself" in scene.hint()
                assert said == (judged < BUMP_HINTS), "said for the first flicks"
                assert "B" not in scene.hint() and "bump" not in scene.hint().lower(), "no table to bump"
                before = g.plays
                run_for(app, JUDGE_LOOK + 0.05)  # a short look, and the play goes on by itself
                assert g.phase != Phase.JUDGE and g.plays == before
                judged += 1
            if flicks >= 3:
                break
        elif g.phase == Phase.CHOOSE_TARGET:
            press_button(app, scene, "touchdown")
        elif g.phase == Phase.CALL:
            press_button(app, scene, "Ask for the dice")
        elif g.phase in (Phase.FIELD_GOAL, Phase.EXTRA_POINT):
            break
        elif g.phase == Phase.DEFENCE_JUDGE:  # your moment after the CPU's flick: it passes by itself
            assert scene.choices_shown == []
            run_for(app, JUDGE_LOOK + 0.05)
        else:
            press_button(app, scene, scene.choices_shown[0].label)
    assert flicks >= 3 and judged >= 1
    assert any(e.text.startswith("kickoff") for e in scene.game.log)
    if scene.game.los is not None:  # the line of scrimmage is drawn in yellow
        x, _ = scene.view.to_screen(scene.game.los[0], 0.0)
        shot = pygame.surfarray.array3d(app.screen)
        mid = scene.view.mat_rect.centery
        column = shot[round(x) - 2 : round(x) + 3, mid - 40 : mid + 40]
        assert ((column == (255, 235, 0)).all(axis=2)).any()


def judging(app: App, seed: int = 4) -> GameScene:
    """Red on its own 30, a run to Zone 1 flicked; the play waits to be judged."""
    game = FingerFootball.position(Team.RED, 30.0, seed=seed)
    game.apply(CallPlay(Call.ROLL))
    scene = at_position(app, game)
    until_human(app, scene)
    if game.phase == Phase.CHOOSE_TARGET:
        press_button(app, scene, "touchdown")
    flick_to(app, scene, *game.field.spot(55.0, game.direction(Team.RED)))
    assert scene.anim is not None
    run_for(app, scene.anim.time + 0.05)  # it rests: a short look before the play goes on
    assert game.phase == Phase.JUDGE and scene.human_turn()
    return scene


def test_a_bump_asks_first_and_a_cancelled_one_changes_nothing(app: App) -> None:
    scene = judging(app)
    game = scene.game
    down = game.down
    run_for(app, KEY_GRACE + 0.05)
    key(app, pygame.K_b)  # "I bumped the table"
    assert scene.confirm is not None and game.phase == Phase.JUDGE, "a bump only asks"
    assert scene.confirm.question == "Bump the table?" and scene.confirm.detail
    run_for(app, JUDGE_LOOK + 0.1)
    assert game.phase == Phase.JUDGE, "the play waits while the question is open"
    key(app, pygame.K_ESCAPE)
    assert scene.confirm is None and game.phase == Phase.JUDGE and app.stack.top is scene
    key(app, pygame.K_b)
    assert scene.confirm is not None
    key(app, pygame.K_RETURN)  # yes: the offence moved the surface, the play is unsuccessful
    assert scene.confirm is None and game.phase == Phase.CALL and game.down == down + 1
    assert "moved the surface" in game.log[-1].text


def test_a_stray_number_key_does_not_answer_a_new_question(app: App) -> None:
    scene = judging(app)
    game = scene.game
    run_for(app, JUDGE_LOOK + 0.05)  # accepted by itself: the next call is asked
    until_human(app, scene)
    assert game.phase == Phase.CALL and scene.choices_shown
    scene.choices_age = 0.0  # the question has just appeared
    key(app, pygame.K_1)
    assert game.phase == Phase.CALL, "a key pressed as the question changed is ignored"
    run_for(app, KEY_GRACE)
    key(app, pygame.K_1)
    assert game.phase != Phase.CALL


def test_esc_asks_before_leaving_a_game(app: App) -> None:
    scene = judging(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and app.leaving is not None and "saved" in app.leaving.detail
    key(app, pygame.K_ESCAPE)  # no: play on
    assert app.stack.top is scene and app.leaving is None and scene.confirm is None
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_y)  # too soon: a key meant for the game does not answer it unread
    assert app.stack.top is scene and app.leaving is not None
    run_for(app, KEY_GRACE)
    key(app, pygame.K_RETURN)  # Enter is the safe answer: play on (Esc then Enter never leaves)
    assert app.stack.top is scene and app.leaving is None
    key(app, pygame.K_ESCAPE)
    run_for(app, KEY_GRACE)
    key(app, pygame.K_y)
    assert app.stack.top is not scene


def test_a_field_goal_from_inside_the_game(app: App) -> None:
    scene = at_position(app, FingerFootball.position(Team.RED, 60.0, down=4, seed=2))
    press_button(app, scene, "field goal")
    run_for(app, 0.1)
    kick = app.stack.top
    assert isinstance(kick, FieldGoalScene)
    assert kick.title == "Your field goal"
    assert "4th down" in kick.stakes and "You 0 - The CPU 0" in kick.stakes
    key(app, pygame.K_r)  # no practice kick again inside a game
    assert kick.phase == KickPhase.WAITING
    key(app, pygame.K_SPACE)  # ready
    run_for(app, 0.3)
    ball = kick.views.top(0.0, 0.0)
    click(app, ball)  # stand it up
    post(pygame.MOUSEBUTTONUP, pos=(round(ball[0]), round(ball[1])), button=1)
    pull = 3.6 / 6.0 * 0.3 * min(app.size)
    drag(app, ball, (ball[0] - pull, ball[1]))
    assert kick.phase == KickPhase.FLYING and "kick" in app.sounds.played
    run_for(app, 2.0)
    assert kick.phase == KickPhase.DONE and kick.outcome is not None
    good = kick.outcome.good
    key(app, pygame.K_RETURN)  # back to the game
    assert app.stack.top is scene
    assert scene.game.score[Team.RED] == (3 if good else 0)
    if good:
        assert scene.banner is not None and scene.banner.headline == "FIELD GOAL!"


def test_a_touchdown_gets_its_moment_and_the_scoreboard_shows_its_score_with_it(app: App) -> None:
    game = FingerFootball.position(Team.RED, 92.0, seed=3)  # the opponent's 8: Zone 3
    scene = at_position(app, game)
    press_button(app, scene, "touchdown")
    assert game.target == Target(PlayKind.TOUCHDOWN, (), "touchdown")
    d = game.direction(Team.RED)
    f = game.mat.field
    endzone_centre = f.length + f.endzone / 2 if d > 0 else -f.endzone / 2
    flick_to(app, scene, endzone_centre, game.los[1] if game.los else 0.0)
    assert scene.anim is not None
    run_for(app, scene.anim.time + 0.05)
    assert game.phase == Phase.JUDGE and game.pending is not None and game.pending.result == "touchdown"
    run_for(app, JUDGE_LOOK + 0.05)  # accepted by itself; the CPU, defending, declares no bump
    run_for(app, 1.0)
    assert game.score[Team.RED] == 6 and game.phase == Phase.CONVERSION_CHOICE
    assert scene.banner is not None and scene.banner.headline == "TOUCHDOWN!"
    assert "crowd" in app.sounds.played
    app.frame(1 / 60)
    # The banner says "Red 6" and so does the board, at once (it counted up under a banner that
    # already said the new score: play-test).
    assert scene.panel.shown is not None and scene.panel.shown[Team.RED] == 6
    box = scene.view.mat_rect  # the banner sits in the room below the field, hiding none of it
    shot = pygame.surfarray.array3d(app.screen)
    red = (shot[box.left : box.right, box.bottom : app.size[1]] == (235, 80, 70)).all(axis=2)
    assert red.any(), "the banner is drawn in Red's colour beside the field"
    over = (shot[box.left : box.right, box.top : box.bottom] == (235, 80, 70)).all(axis=2)
    assert not over.any(), "none of the field under it"
    run_for(app, 2.0)
    assert scene.banner is not None and scene.banner.footer == NEXT_PLAY, "it waits to be read"
    key(app, pygame.K_SPACE)
    assert scene.banner is None


def test_your_flick_that_gives_the_cpu_the_ball_is_told_and_waits_before_the_cpu_plays(app: App) -> None:
    # A newcomer's flick went through the back of the end zone: touchback, the CPU's ball. He
    # saw the CPU's next play before he knew; now the result waits for Space.
    game = FingerFootball.position(Team.RED, 92.0, seed=3)
    scene = at_position(app, game)
    press_button(app, scene, "touchdown")
    f = game.mat.field
    beyond = f.length + 3 * f.endzone if game.direction(Team.RED) > 0 else -3 * f.endzone
    flick_to(app, scene, beyond, 0.0)
    assert scene.anim is not None
    run_for(app, scene.anim.time + JUDGE_LOOK + 1.0)
    assert scene.banner is not None and scene.banner.headline == "THE CPU'S BALL"
    assert "touchback" in scene.banner.detail and scene.banner_waits
    before = game.to_json()
    run_for(app, 4.0)
    assert scene.banner is not None and game.to_json() == before, "the CPU waits for you"
    key(app, pygame.K_SPACE)
    assert scene.banner is None
    run_for(app, 6.0)
    assert game.to_json() != before, "then it plays on"


def test_the_cpu_flick_is_drawn_as_its_pull_before_it_slides(app: App) -> None:
    game = FingerFootball.position(Team.BLUE, 30.0, seed=5)
    scene = at_position(app, game)
    for _ in range(40):
        run_for(app, 0.1)
        if scene.wind_up is not None:
            break
        if scene.human_turn() and scene.choices_shown:
            press_button(app, scene, scene.choices_shown[0].label)
    assert scene.wind_up is not None and "The CPU is flicking" in scene.prompt()
    assert scene.anim is None and not scene.human_turn()
    run_for(app, scene.wind_up.length + 0.1)  # its aim is said a while first (a scrimmage flick)
    assert scene.anim is not None


def test_hotseat_names_the_teams(app: App) -> None:
    scene = app.push(lambda a: GameScene(a, frozenset(Team), "club", None, 5))
    assert isinstance(scene, GameScene)
    app.frame(1 / 60)
    press_button(app, scene, "Toss the coin")
    run_for(app, FLIGHT)  # the coin lands before anyone chooses
    winner = scene.game.toss_winner
    assert winner is not None and scene.human_turn() and scene.game.to_move() == winner
    assert scene.prompt().startswith(f"{winner.label} won the toss")
    press_button(app, scene, "Receive")
    assert scene.human_turn() and scene.game.to_move() == winner.other


def test_choice_by_clicking_a_lit_symbol(app: App) -> None:
    game = FingerFootball.position(Team.RED, 25.0, seed=2)
    game.apply(CallPlay(Call.ROLL))
    game.chance.supply(Direction.CHOICE, what="direction die")  # the dice give Red its choice
    game.apply(Roll())
    assert game.phase == Phase.CHOOSE_TARGET
    scene = at_position(app, game)
    c = game.field.circle("V2L")
    click(app, scene.view.to_screen(c.pass_x, c.pass_y))  # the circle is picked, nothing chosen yet
    assert game.phase == Phase.CHOOSE_TARGET and "A run or a pass?" in scene.prompt()
    press_button(app, scene, "Pass: touch the white centre")
    assert game.phase == Phase.SCRIMMAGE and game.target is not None
    assert game.target.kind == PlayKind.PASS and game.target.circles == ("V2L",)


def choice_at(app: App) -> tuple[GameScene, FingerFootball]:
    game = FingerFootball.position(Team.RED, 25.0, seed=2)
    game.apply(CallPlay(Call.ROLL))
    game.chance.supply(Direction.CHOICE, what="direction die")
    game.apply(Roll())
    return at_position(app, game), game


def test_a_click_in_a_circles_white_centre_picks_the_circle_and_the_play_is_asked_next(app: App) -> None:
    """Newcomers clicked the middle of a circle meaning "that circle": it picks the circle, rings
    it, and asks the play with two buttons beside it (and in the panel); a run is what they get
    when they press Run, wherever in the circle they clicked."""
    scene, game = choice_at(app)
    c = game.field.circle("V2L")
    click(app, scene.view.to_screen(c.pass_x, c.pass_y))  # dead centre: the white
    assert game.phase == Phase.CHOOSE_TARGET and game.target is None, "a click alone chooses no play"
    labels = [b.label for b in scene.panel.buttons]
    assert labels[:2] == ["Run: touch the black circle", "Pass: touch the white centre"]
    assert "Go for the touchdown" in labels[2]
    beside = [b.label for b, _ in scene.pick.buttons]
    assert beside == labels[:2], "the same two plays, beside the circle"
    window = app.screen.get_rect()
    for b, _ in scene.pick.buttons:
        assert window.contains(b.rect), "the box beside the circle stays in the window"
        for other in game.field.mat.run_circles:  # testers could not see the circles under it
            x, y = scene.view.to_screen(other.x, other.y)
            r = other.radius * scene.view.scale
            assert not b.rect.colliderect(pygame.Rect(x - r, y - r, 2 * r, 2 * r)), f"covers {other.id}"
    ring = scene.view.to_screen(c.x + c.radius + 0.004, c.y)
    shot = pygame.surfarray.array3d(app.screen)
    assert tuple(shot[round(ring[0]), round(ring[1])]) == (0, 220, 255), "the picked circle is ringed"
    run_for(app, KEY_GRACE + 0.05)
    button, _ = scene.pick.buttons[0]
    click(app, button.rect.center)  # Run, beside the circle
    assert game.phase == Phase.SCRIMMAGE and game.target is not None
    assert game.target.kind == PlayKind.RUN and game.target.circles == ("V2L",)
    assert scene.pick.circle is None and scene.pick.buttons == []


def test_another_circle_may_be_picked_and_the_keys_say_run_or_pass(app: App) -> None:
    scene, game = choice_at(app)
    first, other = game.field.circle("V2L"), game.field.circle("V2R")
    click(app, scene.view.to_screen(first.x + first.radius * 0.8, first.y))  # on the ring
    assert game.phase == Phase.CHOOSE_TARGET and scene.pick.circle == "V2L"
    click(app, scene.view.to_screen(other.pass_x, other.pass_y))  # changed their mind
    assert game.phase == Phase.CHOOSE_TARGET and scene.pick.circle == "V2R"
    assert "circle" in scene.prompt() and "A run or a pass?" in scene.prompt()
    run_for(app, KEY_GRACE + 0.05)
    key(app, pygame.K_2)  # the second button: a pass
    assert game.target is not None and game.target.kind == PlayKind.PASS
    assert game.target.circles == ("V2R",)


def cpu_flick_at_rest(app: App, scene: GameScene) -> list[str]:
    """Play the person's part (the dice: one press) until the CPU's flick rests; the prompts
    said while it wound up."""
    aims = []
    for _ in range(200):
        run_for(app, 0.05)
        if scene.wind_up is not None:
            aims.append(scene.prompt())
        if scene.game.phase in (Phase.JUDGE, Phase.DEFENCE_JUDGE) and not scene.sliding:
            break
        if scene.human_turn() and scene.choices_shown:
            press_button(app, scene, scene.choices_shown[0].label)
    return aims


def test_defending_the_cpus_flick_it_resolves_by_itself_and_its_turnover_waits(app: App) -> None:
    """No "press B only if you bumped the table" after each CPU flick (meaningless at a computer:
    play-test); the play is ruled without a press; a result that hands you the ball (here its
    touchback) stays until you go on (an ordinary one goes by itself: test_finger_football_cpu_pace)."""
    from games.finger_football.ui.defence_flow import RESULT_READ
    from games.window.banner import Banner

    game = FingerFootball.position(Team.BLUE, 30.0, seed=5)
    scene = at_position(app, game)
    scene.cpu_results_seen = 1  # the first CPU flick's whole explanation already read
    aims = cpu_flick_at_rest(app, scene)
    assert any("it aims for" in a or "goes for the touchdown" in a for a in aims), aims
    assert scene.hint() == ""  # nothing to do while it flicks: no bump offered
    assert scene.choices() == []  # no question: no "Accept where it rests / Bump the table"
    for _ in range(80):  # the play goes on by itself: no press
        run_for(app, 0.05)
        if scene.game.phase not in (Phase.JUDGE, Phase.DEFENCE_JUDGE):
            break
    assert scene.game.phase not in (Phase.JUDGE, Phase.DEFENCE_JUDGE)
    assert isinstance(scene.banner, Banner) and "Space" not in scene.banner.detail
    assert scene.banner.headline == "TOUCHBACK", "the ball changes hands: it waits for you"
    assert scene.banner_waits
    run_for(app, RESULT_READ + 1.0)
    assert scene.banner is not None  # the result stays until you go on
    key(app, pygame.K_SPACE)
    assert scene.banner is None, "then it goes"


def test_the_dice_roll_by_themselves_for_the_cpu_and_it_aims_once_they_are_seen(app: App) -> None:
    """The defender's roll for the CPU's play needs no press (a play-tester pressed "Roll the
    dice" for 20 plays): the dice tumble in the panel a moment, land, are seen a moment, and the
    CPU aims."""
    from games.finger_football.ui.defence_flow import DICE_SHOWN, TUMBLE

    game = FingerFootball.position(Team.BLUE, 30.0, seed=5)
    scene = at_position(app, game)
    for _ in range(100):
        run_for(app, 0.05)
        if scene.game.phase == Phase.ROLL and scene.human_turn():
            break
    assert scene.choices_shown == [] and "the dice roll by themselves" in scene.prompt().lower()
    plays = scene.game.plays
    for _ in range(round(TUMBLE / 0.05) + 4):
        run_for(app, 0.05)
        if scene.game.phase != Phase.ROLL:
            break
    assert scene.game.plays == plays + 1 and scene.game.dice is not None, "rolled by themselves"
    run_for(app, DICE_SHOWN - 0.1)
    assert scene.wind_up is None, "the dice are looked at a moment"
    run_for(app, 0.2)
    assert scene.wind_up is not None  # then the CPU's aim is shown


def test_b_after_the_cpus_flick_owns_up_to_the_defences_bump(app: App) -> None:
    game = FingerFootball.position(Team.BLUE, 30.0, seed=5)
    scene = at_position(app, game)
    cpu_flick_at_rest(app, scene)
    key(app, pygame.K_b)  # said while the CPU looks at its own rest: asked at the defence's moment
    for _ in range(60):
        run_for(app, 0.05)
        if scene.confirm is not None:
            break
    assert scene.confirm is not None and scene.game.phase == Phase.DEFENCE_JUDGE
    key(app, pygame.K_RETURN)  # "Bump it"
    assert scene.game.phase != Phase.DEFENCE_JUDGE
    assert any("moved the surface" in e.text for e in scene.game.log)


def test_the_setup_offers_a_beginner_first_with_a_line_for_each_level(app: App) -> None:
    from games.finger_football.players.levels import LEVELS, level_words
    from games.finger_football.ui.setup import GameSetup

    setup = app.push(lambda a: GameSetup(a))
    app.frame(1 / 60)
    assert isinstance(setup, GameSetup)
    assert setup.choices[0][0] == "Play the CPU: beginner"
    assert [label for label, _ in setup.choices[: len(LEVELS)]] == [f"Play the CPU: {lv}" for lv in LEVELS]
    assert all(level_words(lv) for lv in LEVELS)
    for button in setup.buttons:
        assert button.rect.bottom <= app.size[1]
