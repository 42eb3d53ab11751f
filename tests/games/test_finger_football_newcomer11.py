"""A newcomer's play-test of Finger Football against the CPU (4/10): the dice's words against what
the rules then did, zones never drawn, and words cut off or contradicting each other. Each test
drives the window as a person does (or reads what it draws) and checks the game and the pixels."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest

from games.finger_football.rules.actions import (
    Call,
    CallPlay,
    ChooseKick,
    Dice,
    Direction,
    Kicked,
    Phase,
    PlayKind,
    Team,
    Toss,
)
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.coin_toss import FLIGHT
from games.finger_football.ui.flick_input import AIM_HELPS, FULL_PULL, aim_help_name, next_aim_help
from games.finger_football.ui.game_drawing import title_line
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.game_words import controls
from games.finger_football.ui.kick_drawing import loft_labels
from games.finger_football.ui.play_results import Aimed, own_result
from games.finger_football.ui.prompts import Names, dice_reading
from games.finger_football.ui.view import ZONE_LINE
from games.window.app import App
from games.window.settings import Settings
from sim.kick import Kick, KickRange, KickTiming, load_setup

from .conftest import drag, key, run_for
from .test_finger_football_newcomer7 import until_banner
from .test_finger_football_window import at_position, field_goal, fresh_app, texts
from .test_game_scene import flick_to

NAMES = Names(frozenset({Team.RED}))


def rolled(team: Team, own: float, dice: Dice, seed: int = 2) -> FingerFootball:
    game = FingerFootball.position(team, own, seed=seed)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(dice)
    return game


# ----------------------------------------------------------------- 3. the dice say what the rules do
def test_a_touchdown_face_in_the_opponents_zone_2_reads_as_the_pick_it_gives() -> None:
    """On your 35 the CPU rolled "Zone 1 pass, touchdown": the panel said "a touchdown try" and
    then the CPU picked a run circle. The Zone 2 rule gives the pick: the words say so."""
    cpu = rolled(Team.BLUE, 65.0, Dice(1, PlayKind.PASS, Direction.TD))  # the CPU on your 35
    assert cpu.phase == Phase.CHOOSE_TARGET
    reading = dice_reading(cpu, NAMES)
    assert "touchdown try" not in reading and "picks any circle or the touchdown" in reading
    yours = rolled(Team.RED, 65.0, Dice(2, PlayKind.PASS, Direction.TD))  # you on the CPU's 35
    assert yours.phase == Phase.CHOOSE_TARGET
    assert "you pick any circle or the touchdown" in dice_reading(yours, NAMES)
    app = fresh_app()
    at_position(app, yours)
    said = " ".join(texts(app))
    assert "a touchdown try" not in said and "Your choice" in said
    forced = rolled(Team.RED, 30.0, Dice(2, PlayKind.PASS, Direction.TD))  # far off: it is forced
    assert forced.phase == Phase.SCRIMMAGE and dice_reading(forced, NAMES) == "a touchdown try"
    pygame.display.quit()


def test_the_zone_lines_are_drawn_and_the_balls_zone_is_shaded_and_said() -> None:
    app = fresh_app()
    game = rolled(Team.RED, 30.0, Dice(1, PlayKind.RUN, Direction.CHOICE))
    scene = at_position(app, game)
    said = " ".join(texts(app))
    assert "(your Zone 2)" in said and "BALL IN ZONE 2" not in said  # the mat's print, unrecorded
    shot = pygame.surfarray.array3d(app.screen)
    yard = game.mat.field.yard
    for x in scene.view.zone_lines():
        px, py = scene.view.to_screen(x, 0.2 * game.mat.field.half_width)
        column = shot[round(px) - 2 : round(px) + 3, round(py) - 30 : round(py) + 30]
        assert (column == np.array(ZONE_LINE)).all(axis=2).sum() > 10, f"a zone line at {x / yard:.0f} yd"
    assert [round(x / yard) for x in scene.view.zone_lines()] == [20, 40, 60, 80]

    def green(x_yd: float) -> float:
        px, py = scene.view.to_screen(x_yd * yard, 0.55 * game.mat.field.half_width)
        return float(shot[round(px), round(py)][1])

    assert green(34.5) < green(54.5) - 10, "the ball's zone (20-40) is shaded: no target in it"
    pygame.display.quit()


# ----------------------------------------------------------------- 4. words
def test_a_long_miss_card_is_whole_and_a_slider_off_the_mat_reads_plainly() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 85.0, seed=2)  # the CPU's Zone 3: a touchdown try
    game.apply(CallPlay(Call.TOUCHDOWN))
    assert game.phase == Phase.SCRIMMAGE
    scene = at_position(app, game)
    d = game.direction(Team.RED)
    past = game.mat.field.length + game.mat.field.endzone + 0.6 * game.mat.field.margin
    flick_to(app, scene, past if d > 0 else -past + game.mat.field.length, 0.0)
    until_banner(app, scene)
    assert scene.banner is not None
    said = texts(app)
    assert not [w for w in said if w.endswith("…") and "…" not in scene.banner.headline]
    assert scene.banner.detail in " ".join(said).replace("  ", " ") or all(
        part in " ".join(said) for part in scene.banner.detail.split(" · ")
    ), "the card's words drawn whole"
    pygame.display.quit()


def test_a_flick_off_the_mat_says_it_left_the_mat_not_it_stopped() -> None:
    game = rolled(Team.RED, 30.0, Dice(1, PlayKind.RUN, Direction.MIDDLE))
    assert game.target is not None
    aimed = Aimed(Team.RED, game.target, game.direction(Team.RED), game.attacked_half(Team.RED))
    app = fresh_app()
    scene = at_position(app, game)
    request = game.request()
    assert request is not None
    from games.finger_football.ui.aim import Aim

    aim = Aim(1.0, math.pi / 2, 3.0, (0.0, 0.0))  # straight across, hard: off the side of the mat
    flicked = scene.physics.flicked(request, aim.flick(game.mat.slider))  # type: ignore[arg-type]
    assert not flicked.outcome.on_surface
    events = game.apply(flicked)
    from games.finger_football.rules.actions import Accept

    if game.phase in (Phase.JUDGE, Phase.DEFENCE_JUDGE):
        events += game.apply(Accept())
    result = own_result(events, aimed, flicked.outcome, game, NAMES)
    if result is not None and result[0] == "MISSED":
        assert result[1].startswith("It left the mat") and "stopped it left" not in result[1]
    pygame.display.quit()


@pytest.mark.parametrize("size", [(800, 600), (960, 600), (1024, 640), (1280, 720)])
def test_the_title_bar_says_the_aids_whole_at_every_width(size: tuple[int, int]) -> None:
    app = fresh_app(size)
    scene = at_position(app, FingerFootball.position(Team.RED, 30.0, seed=3))
    words, _size = title_line(scene, app.size[0] - 24)
    assert not words.endswith("…") and "hand: strays a little" in words and "(G)" in words
    said = texts(app)
    assert words in said
    pygame.display.quit()


def test_a_missed_kicks_banner_calls_it_as_the_kick_window_did() -> None:
    """The kick window said "NO GOOD - off the fingers"; the banner after it "off the crossbar"."""
    app = fresh_app()
    game = FingerFootball.position(Team.BLUE, 92.0, seed=3)  # the CPU scores, then kicks
    game.phase = Phase.EXTRA_POINT
    game.score[Team.BLUE] = 6
    scene = at_position(app, game)
    setup = load_setup()
    low = KickRange(setup.goalpost("medium", 1.10), setup.ball).kick(
        Kick(3.2, math.radians(40)), timing=KickTiming(3.0, 0.0, 1.0), trajectory=True
    )
    assert "crossbar" in low.call, low.call
    scene._act(Kicked(low))
    assert scene.banner is not None and scene.banner.headline == "NO GOOD"
    assert "off the fingers" in scene.banner.detail and "crossbar" not in scene.banner.detail
    assert not any("crossbar" in w for w in texts(app)), "the play-by-play calls it so too"
    pygame.display.quit()


def test_the_cpus_kick_shows_its_own_loft_in_the_side_view() -> None:
    app = fresh_app()
    setup = load_setup()
    seen = KickRange(setup.goalpost("medium", 1.10), setup.ball).kick(
        Kick(3.7, math.radians(37)), timing=KickTiming(3.0, 0.0, 1.0), trajectory=True
    )
    scene = field_goal(app, on_result=lambda _o: None, kicker="The CPU's field goal", watch=seen)
    key(app, pygame.K_SPACE)
    run_for(app, 3.0)
    assert [w for w, _c in loft_labels(scene)] == ["loft 37°"]
    said = " ".join(texts(app))
    assert "loft 37°" in said and "loft 40°" not in said and "at 37° loft" in said
    pygame.display.quit()


def test_a_touchdowns_banner_and_the_scoreboard_show_one_score() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 85.0, seed=4)
    game.score[Team.RED] = 18
    game.apply(CallPlay(Call.TOUCHDOWN))
    scene = at_position(app, game)
    end = game.mat.field.length + game.mat.field.endzone / 2
    for _ in range(6):
        flick_to(app, scene, end if game.direction(Team.RED) > 0 else -game.mat.field.endzone / 2, 0.0)
        until_banner(app, scene)
        if scene.banner is not None and scene.banner.headline == "TOUCHDOWN!":
            break
        run_for(app, 4.0)
        if scene.game.phase == Phase.CALL:
            key(app, pygame.K_RETURN)
            run_for(app, 0.5)
    assert scene.banner is not None and scene.banner.headline == "TOUCHDOWN!"
    assert "Red 24" in scene.banner.detail
    assert scene.panel.shown == scene.game.score, "the board shows the banner's score at once"
    pygame.display.quit()


def test_g_is_listed_in_the_order_it_cycles() -> None:
    start = "estimate"
    order = [start]
    while (nxt := next_aim_help(order[-1])) != start:
        order.append(nxt)
    listed = dict(controls())["G"]
    names = [aim_help_name(h) for h in order]
    at = [listed.index(n) for n in names]
    assert at == sorted(at), (names, listed)
    assert len(order) == len(AIM_HELPS)


# ----------------------------------------------------------------- 4. the first-game guide
def test_a_first_game_against_the_cpu_shows_a_guide_through_the_cpus_drive_never_going_back() -> None:
    app = App((1280, 720), settings=Settings(None))  # a fresh home: no guide seen
    scene = app.push(lambda a: GameScene(a, frozenset({Team.RED}), "club", seed=2))  # you win the toss
    assert isinstance(scene, GameScene)
    numbers: list[int] = []

    def card() -> None:
        guide = app.guide_of(scene)
        if guide is not None and guide.showing is not None:
            numbers.append(guide.index + 1)

    app.frame(1 / 60)
    card()
    assert numbers == [1], "the guide's first card at the toss"
    run_for(app, 0.5)
    key(app, pygame.K_1)  # toss
    run_for(app, FLIGHT + 0.5)  # the coin lands first: its buttons come then, and take keys
    assert scene.game.phase == Phase.TOSS_CHOICE and scene.human_turn()
    actions = [c.action for c in scene.choices_shown]
    key(app, pygame.K_1 + actions.index(ChooseKick(True)))  # you kick off: then the CPU has the ball
    for _ in range(400):
        run_for(app, 0.1)
        card()
        if scene.game.phase == Phase.KICKOFF and scene.human_turn():
            x, y = scene.view.to_screen(scene.game.request().start.x, scene.game.request().start.y)  # type: ignore[union-attr]
            drag(app, (x, y), (x - 0.55 * FULL_PULL * 720, y))
        elif scene.game.phase == Phase.GOAL_CHOICE and scene.human_turn():
            key(app, pygame.K_1)
        elif scene.banner is not None and scene.banner_waits and scene.banner.age > 0.6:
            key(app, pygame.K_SPACE)  # every result card waits for Space (your kickoff's too)
        if scene.defends() and numbers and numbers[-1] > 1:
            break
    assert scene.defends(), "the CPU has the ball"
    run_for(app, 1.0)
    card()
    guide = app.guide_of(scene)
    assert guide is not None and guide.showing is not None, "a card while you defend"
    assert "you defend" in guide.showing.words
    assert numbers == sorted(numbers), f"the card's number never goes back: {numbers}"
    pygame.display.quit()


def test_your_kickoff_from_the_left_end_zone_has_room_for_a_full_pull() -> None:
    """The kickoff's slider sat 80 px from the window's edge: a pull back met the edge at a third
    of full power. The view moves in while your kickoff waits, and back once it is made."""
    app = fresh_app()
    game = FingerFootball(seed=3)
    game.apply(Toss())
    while game.phase != Phase.KICKOFF:
        game.apply(game.legal_actions()[0])
    scene = at_position(app, game, humans=frozenset({game.kicker}))  # type: ignore[arg-type]
    run_for(app, 0.2)
    request = scene.game.request()
    assert request is not None
    x, y = scene.view.to_screen(request.start.x, request.start.y)  # type: ignore[union-attr]
    full = FULL_PULL * min(app.size)
    if scene.game.direction(scene.game.kicker) > 0:  # type: ignore[arg-type]
        assert x >= full, f"the slider {x:.0f} px from the edge; a full pull is {full:.0f} px"
        post_x = 2
    else:
        post_x = app.size[0] - 2
    sx, sy = round(x), round(y)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1))
    app.frame(1 / 60)
    for k in range(1, 9):
        at = (round(sx + (post_x - sx) * k / 8), sy)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0)))
        app.frame(1 / 60)
    assert scene.drag.aim is not None and scene.drag.aim.power >= 0.99, "a full pull inside the window"
    assert not scene.drag.past_edge
    pygame.display.quit()
