"""The CPU's plays at a pace a person follows. Issue 32: the CPU's plays went by too fast, so each
result was held until Space; a later play-tester, defending for 20 plays, did nothing but press
Space. A fourth newcomer missed the CPU's kickoff and several flicks (a whole play in about 3 s).
Now: the dice are shown landed a moment, the CPU's aim is said before every flick of its (its
kickoff too), its slide is slowed, and every result card waits for Space, Enter or a click ("Space:
next play"; with scene.auto_advance an ordinary result stays about two seconds and goes by itself,
while a score, or the ball changing hands to you, still waits). Esc never decides the CPU's kick:
it asks "Leave this game?"."""

import math

import pygame
import pytest

from games.finger_football.rules.actions import Phase, Team, Toss
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.cpu_turn import AIM_SHOWN
from games.finger_football.ui.defence_flow import DICE_SHOWN, RESULT_READ
from games.finger_football.ui.game_banners import NEXT_PLAY
from games.finger_football.ui.game_drawing import WIND_UP
from games.finger_football.ui.game_scene import CPU_SLIDE, GameScene
from games.finger_football.ui.kick_scene import FieldGoalScene
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.practice import PracticeScene
from games.window.banner import FADE

from .conftest import key
from .test_finger_football_window import at_position, field_goal, fresh_app, texts

STEP = 1 / 20  # s a frame: the scene's own clock still steps at 240 Hz
SMALL = (960, 600)  # the smallest window: quicker to draw


def until(app: object, done: object, seconds: float) -> float:
    """Run frames until ``done()``; the seconds it took (to a frame)."""
    t = 0.0
    while not done() and t < seconds:  # type: ignore[operator]
        app.frame(STEP)  # type: ignore[attr-defined]
        t += STEP
    return t


def wait(app: object, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        app.frame(STEP)  # type: ignore[attr-defined]


@pytest.mark.parametrize("auto_advance", [False, True])
def test_an_ordinary_cpu_play_is_shown_step_by_step_and_its_result_waits_unless_cards_go_by_themselves(
    auto_advance: bool,
) -> None:
    app = fresh_app(SMALL)
    scene = at_position(app, FingerFootball.position(Team.BLUE, 30.0, seed=3))  # it misses
    scene.auto_advance = auto_advance
    until(app, lambda: scene.game.phase not in (Phase.CALL, Phase.ROLL), 10.0)
    landed = until(app, lambda: scene.wind_up is not None, 5.0)
    assert landed >= DICE_SHOWN - STEP, "the landed dice are looked at before the CPU aims"
    assert "Dice:" in " ".join(texts(app))
    wound = until(app, lambda: scene.anim is not None, 5.0)
    assert wound >= WIND_UP + AIM_SHOWN - 2 * STEP, "its aim said, then its pull drawn"
    slid = until(app, lambda: not scene.sliding, 10.0)
    assert slid >= CPU_SLIDE - 2 * STEP, "its slide slowed to be watched"
    until(app, lambda: scene.banner is not None, 10.0)
    assert scene.banner is not None and scene.banner.headline == "THE CPU MISSES"
    if auto_advance:
        assert not scene.banner_waits and NEXT_PLAY not in " ".join(texts(app))
        gone = until(app, lambda: scene.banner is None, 10.0)
        assert gone <= RESULT_READ + FADE + 2 * STEP, "gone by itself"
    else:
        assert scene.banner_waits and NEXT_PLAY in " ".join(texts(app))
        before = scene.game.to_json()
        wait(app, RESULT_READ + FADE + 1.0)
        assert scene.banner is not None and scene.game.to_json() == before, "held: the CPU waits too"
        key(app, pygame.K_SPACE)
        assert scene.banner is None
    pygame.display.quit()


def test_a_cpu_score_waits_for_space_and_says_so() -> None:
    app = fresh_app(SMALL)
    game = FingerFootball.position(Team.RED, 92.0, seed=3)  # the CPU (Red) on your 8: it scores
    scene = at_position(app, game, humans=frozenset({Team.BLUE}))
    until(app, lambda: scene.banner is not None, 30.0)
    assert scene.banner is not None and scene.banner.headline == "TOUCHDOWN!"
    assert scene.banner_waits and NEXT_PLAY in " ".join(texts(app))
    before = scene.game.to_json()
    key(app, pygame.K_SPACE)  # too soon: a key meant for what was there before
    assert scene.banner is not None
    wait(app, 3.0)
    assert scene.banner is not None and scene.game.to_json() == before, "held, and nothing goes on"
    key(app, pygame.K_RETURN)  # goes on: the CPU's conversion next
    assert scene.banner is None
    pygame.display.quit()


def cpu_kicks_off(app: object) -> GameScene:
    game = FingerFootball(seed=3)
    game.apply(Toss())
    while game.phase != Phase.KICKOFF:
        game.apply(game.legal_actions()[0])
    assert game.kicker is not None
    return at_position(app, game, humans=frozenset({game.kicker.other}))  # type: ignore[arg-type]


def test_the_cpus_kickoff_is_announced_and_held_until_you_go_on() -> None:
    app = fresh_app(SMALL)
    scene = cpu_kicks_off(app)
    until(app, lambda: scene.wind_up is not None, 5.0)
    assert "kicks off" in " ".join(texts(app)), "its aim said before it lets go"
    assert until(app, lambda: scene.anim is not None, 5.0) >= WIND_UP + AIM_SHOWN - 2 * STEP
    until(app, lambda: scene.banner is not None, 10.0)
    assert scene.banner is not None and scene.banner.headline == "THE CPU KICKS OFF"
    assert "your ball" in scene.banner.detail.lower() and scene.banner_waits
    wait(app, 3.0)
    assert scene.banner is not None, "the ball is yours: seen before you go on"
    corner = (scene.panel.rect.right - 5, scene.panel.rect.bottom - 5)  # a click anywhere
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=corner, button=1))
    app.frame(STEP)
    assert scene.banner is None and scene.game.phase == Phase.CALL
    pygame.display.quit()


def watched_kick(app: object) -> tuple[GameScene, FieldGoalScene, list[object]]:
    from sim.kick import Kick, KickRange, KickTiming, load_setup

    setup = load_setup()
    outcome = KickRange(setup.goalpost("medium", 1.10), setup.ball).kick(
        Kick(3.7, math.radians(40)), timing=KickTiming(3.0, 0.0, 1.1), trajectory=True
    )
    game = at_position(app, FingerFootball.position(Team.BLUE, 30.0, seed=3))
    heard: list[object] = []
    scene = field_goal(app, on_result=heard.append, kicker="The CPU's extra point", watch=outcome)
    return game, scene, heard  # type: ignore[return-value]


def test_esc_at_the_cpus_kick_asks_to_leave_and_never_decides_it() -> None:
    app = fresh_app(SMALL)
    game, scene, heard = watched_kick(app)
    key(app, pygame.K_SPACE)  # go: the count runs
    key(app, pygame.K_ESCAPE)
    assert heard == [] and scene.confirm is not None and scene.confirm.question == "Leave this game?"
    phase, clock = scene.phase, scene.clock
    wait(app, 2.0)
    assert (scene.phase, scene.clock) == (phase, clock), "the kick waits for the answer"
    key(app, pygame.K_RETURN)  # Enter: play on
    assert scene.confirm is None and app.stack.top is scene and heard == []
    until(app, lambda: scene.phase == KickPhase.DONE, 5.0)
    assert heard == [], "the kick flew as the CPU kicked it"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_y)  # Y leaves: the kick window and the game both close
    assert heard == [] and app.stack.top is not scene and app.stack.top is not game
    pygame.display.quit()


def test_every_leave_or_leave_the_round_question_keeps_you_on_enter() -> None:
    app = fresh_app(SMALL)
    scene = field_goal(app, rounds=True)
    scene.round.results.append(True)  # a round part-way
    key(app, pygame.K_d)  # the wind: it leaves the round, asked first
    assert scene.confirm is not None and scene.confirm.safe
    key(app, pygame.K_RETURN)
    assert scene.confirm is None and scene.round is not None and scene.drag, "Enter kept the round"
    key(app, pygame.K_d)
    key(app, pygame.K_y)
    assert scene.round is None and not scene.drag, "Y left it for free practice, wind off"
    app.back()
    practice = app.push(lambda a: PracticeScene(a))
    assert isinstance(practice, PracticeScene)
    practice.rounds.tries = 1  # the warm-up part-way
    for pressed in (pygame.K_g, pygame.K_h):
        key(app, pressed)  # a change of aid leaves the round: asked first
        assert practice.confirm is not None and practice.confirm.safe
        key(app, pygame.K_RETURN)
        assert practice.confirm is None and not practice.rounds.free, "Enter kept the round"
    pygame.display.quit()
