"""A strike holds the striker's feet up only until the ball has left them (hands.GONE_SPEED): held
the whole STRIKE_TIME, the foot stood up about 0.15 s after meeting the ball, and a shot coming
straight back off a man in front rolled under it into your own goal. And the keyboard's strike
(hot-seat player 2) turns the rods in its hand only, as the wheel does."""

import math
from typing import cast

import pygame

from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.ui.between import Pause
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.hands import MouseHands
from games.foosball.ui.view import TableView
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, FoosballTable, RodCommand

from ..conftest import run_for

DT = 1 / 240
ATTACK, THEIR_GOALIE = 5, 7
# s from the striker meeting the ball until its foot is back below the ball's top: measured 0.050
# (the hold ended as the ball left the foot, then over the top); 0.154 while the hold lasted.
DOWN_WITHIN = 0.07


def _turned(angle: float) -> float:
    """How far feet are from hanging straight down (rad, either way, whole turns ignored)."""
    return abs(math.atan2(math.sin(angle), math.cos(angle)))


def _strike(cpu_man: bool) -> tuple[float | None, list[int], float]:
    """Your attack rod in hand strikes a ball at rest just in front of its middle figure, every
    rod of the CPU's lifted but, with ``cpu_man``, its goalie, a man squarely in the ball's line
    0.3 m ahead (the ball comes straight back). The s from the striker meeting the ball until
    its foot, once up over the ball, is back below the ball's top; the rods the ball met in turn;
    the ball's speed 0.1 s after the wheel."""
    table = FoosballTable()
    spec = table.spec
    table.set_rods({i: (0.0, 0.0) for i in range(len(spec.rods))})
    hands = MouseHands(table, Side.HOME, cast(TableView, None))
    hands.pair = 2  # midfield and attack
    for _ in range(60):
        table.step(DT, hands.rod_commands(DT))
    rod = spec.rods[ATTACK]
    figure = min((table.rods[ATTACK].y + o for o in rod.offsets()), key=abs)
    hold = {i: RodCommand(0.0, math.pi / 2) for i in (2, 4, 6, 7)}
    if cpu_man:
        goalie = spec.rods[THEIR_GOALIE]
        hold[THEIR_GOALIE] = RodCommand(figure - min(goalie.offsets(), key=lambda o: abs(figure - o)), 0.0)
    for _ in range(120):
        table.step(DT, {**hands.rod_commands(DT), **hold})
    table.place_ball(rod.x + 0.03, figure)
    hands.strike()
    met: float | None = None
    up, down, speed = False, None, 0.0
    order: list[int] = []
    top = 2.0 * spec.ball_radius
    for k in range(round(0.6 / DT)):
        for event in table.step(DT, {**hands.rod_commands(DT), **hold}):
            if event.kind == EventKind.CONTACT and event.rod is not None:
                if not order or order[-1] != event.rod:
                    order.append(event.rod)
                met = table.t if met is None and event.rod == ATTACK else met
        bottom = spec.rod_height - spec.leg * math.cos(_turned(table.rods[ATTACK].angle))
        up = up or bottom > top
        if met is not None and up and down is None and bottom < top:
            down = table.t - met
        if k + 1 == round(0.1 / DT):
            speed = math.hypot(*table.ball_velocity[:2])
    return down, order, speed


def test_the_strikers_foot_is_back_below_the_balls_top_soon_after_it_left() -> None:
    down, order, speed = _strike(cpu_man=False)
    assert order[:1] == [ATTACK]
    assert down is not None and down <= DOWN_WITHIN, down
    assert speed > 9.5, f"the shot as hard as ever (9.86 m/s before and after): {speed}"


def test_a_ball_rebounding_straight_back_is_met_by_the_striker_not_passing_under() -> None:
    _, order, _ = _strike(cpu_man=True)
    assert order[:2] == [ATTACK, THEIR_GOALIE], order
    # Held up, the attack's foot let the rebound under it to your midfield (5, 7, 3 before).
    assert order[2:3] == [ATTACK], order


def test_the_keyboard_strike_lifts_the_rods_in_the_shots_line_only(app: App) -> None:
    """Hot-seat: player 2's arrow strike from their goalie lifts their defence and midfield (a man
    of each in the shot's line) out of its way, and leaves their attack (none in it) still."""
    scene = app.push(lambda a: FoosballGameScene(a, None, 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    app.guides.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    app.frame(1 / 60)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    keys = scene.keys
    assert keys is not None
    table = scene.table
    table.set_rods({i: (0.0, 0.0) for i in range(len(table.spec.rods))})
    goalie, defence, midfield, attack = keys.mine  # theirs, from their own goal
    table.set_rods({attack: (0.09, 0.0)})  # their attack's figures 90 mm and more off the line
    rod = table.spec.rods[goalie]
    table.place_ball(rod.x - 0.03, 0.0)
    run_for(app, 0.3)  # (the rods in hand slide a figure level with the keys' y, 0)
    figure = min((table.rods[goalie].y + o for o in rod.offsets()), key=abs)
    table.place_ball(rod.x - 0.03, figure)
    app.frame(1 / 60)
    assert scene.ref.phase == Phase.PLAY and scene.between.pause == Pause.PLAY
    assert keys.active == (goalie, defence)
    for other in (defence, midfield):  # each has a man in the shot's line, the attack none
        assert any(abs(table.rods[other].y + o - figure) < 0.02 for o in table.spec.rods[other].offsets())
    assert all(abs(table.rods[attack].y + o - figure) > 0.05 for o in table.spec.rods[attack].offsets())
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keys.strike_key, mod=0, unicode="", scancode=0))
    most = dict.fromkeys(keys.mine, 0.0)
    for _ in range(12):
        app.frame(1 / 60)
        for index in most:
            most[index] = max(most[index], _turned(table.rods[index].angle))
    assert most[goalie] > 0.8, f"their goalie, behind the ball, strikes: {most}"
    assert most[defence] > 0.8 and most[midfield] > 0.8, f"the rods in the line lift out of it: {most}"
    assert most[attack] < 0.1, f"a rod with no figure in the line stays still: {most}"
