"""Served balls after a newcomer's play-test (6/10: "served balls often end as dead balls in the
middle, out of every figure's reach, a moment after reaching my rod": T, serve, dead ball, again).

The serve comes in on the midfield line, in the strip no figure reaches, and runs along it; the
hand now picks the pace (and a degree or so of way) nearest the pull whose serve, run ahead on a
copy of the match, is not ruled dead (games/foosball/ui/serve_settle.py). Measured over the green
band's pulls at the window's default size (1280 x 720), the pointer left where the release leaves
it: 18 of 80 pulled flicks were ruled dead within 6 s (4 in the middle strip), none of 80
settled ones (the same against the novice: 18 to 0). A pointer that follows the ball at once is
not foreseen: 23 of 80 to 18 of 80. Article V is unchanged: a placed dead ball is always within reach of a
figure of the team that placed it.
"""

import math
from typing import cast

import numpy as np
import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from games.foosball.match import DT, FoosMatch
from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.ui import dead_ball
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.hands import MouseHands
from games.foosball.ui.serve_pull import Pull, pulled
from games.foosball.ui.serve_settle import settled
from games.foosball.ui.view import TableView
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, TableEvent

from .conftest import key, post
from .foosball.events import served

WINDOW = (1280, 720)  # the window's default size: the pull for the fastest serve is 180 px
SERVES = 40
WATCH = 6.0  # s of table time a serve is watched: its first rest, and a stall's 3 s after it


def _pull(rng: np.random.Generator) -> Pull:
    """A pull as the guide teaches it: down and to the right, into the green band, 35-140 px."""
    length, slant = float(rng.uniform(35.0, 140.0)), math.radians(float(rng.uniform(-45.0, -8.0)))
    start = (640, 600)
    end = (round(start[0] - length * math.sin(slant)), round(start[1] + length * math.cos(slant)))
    pull = pulled(Side.HOME, start, end, WINDOW)
    assert pull is not None and pull.away
    return pull


def _ends_dead(seed: int, pull: Pull, settle: bool) -> bool:
    """Your serve against the club CPU, your hands left as the release leaves them (the pointer
    below the table): is it ruled a dead ball within WATCH s?"""
    match = FoosMatch(seed, None, "club", FoosOptions(first_server="home"))
    hands = MouseHands(match.table, Side.HOME, cast(TableView, None))
    hands.pointer_y = -0.55  # m: where a pull below the ball leaves the pointer
    match.settle()  # Space: ready
    flick = settled(match, hands, Side.HOME, pull) if settle else pull.flick
    match.serve(Side.HOME, *flick)
    start = match.table.t
    while match.table.t - start < WATCH:
        match.step(hands.rod_commands(DT))
        if match.ref.phase == Phase.DEAD:
            return True
        if match.ref.phase not in (Phase.PLAY, Phase.SERVING, Phase.RESTARTING):
            return False
    return False


def test_few_served_balls_end_dead() -> None:
    rng = np.random.default_rng(3)
    pulls = [_pull(rng) for _ in range(SERVES)]
    dead = sum(_ends_dead(seed, pull, True) for seed, pull in enumerate(pulls))
    assert dead <= SERVES // 10, f"{dead} of {SERVES} served balls ended dead"


def test_a_serve_that_would_die_in_the_middle_is_played_in_the_window(app: App) -> None:
    """The pull a headless run found dying in the middle strip (40 degrees right, 60 px, seed 0)
    made as a person makes it: it is never ruled dead."""
    scene = app.push(lambda a: FoosballGameScene(a, "club", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    x, y = (round(v) for v in scene.view.to_screen(*scene.table.ball_position[:2]))
    r = math.radians(-40.0)
    end = (round(x - 60 * math.sin(r)), round(y + 60 * math.cos(r)))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    app.frame(1 / 60)
    for k in range(1, 6):
        pos = (x + (end[0] - x) * k // 5, y + (end[1] - y) * k // 5)
        pygame.mouse.set_pos(pos)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    said = len(scene.ref.log)
    for _ in range(round(WATCH * 60)):
        app.frame(1 / 60)
        assert scene.ref.phase != Phase.DEAD, [c.text for c in scene.ref.log[said:]]
        if scene.ref.phase not in (Phase.PLAY, Phase.SERVING, Phase.RESTARTING):
            break
    assert any(c.text == "the ball enters play" for c in scene.ref.log[said:])


@settings(max_examples=150, deadline=None)
@given(st.floats(-0.59, 0.59), st.floats(-0.33, 0.33))
def test_a_placed_dead_ball_is_within_reach_of_the_placers_figure(x: float, y: float) -> None:
    """Wherever a ball is ruled dead, the team that moves it (the CPU, or you with P) puts it
    where a figure of its own reaches it."""
    for mover in Side:
        match = FoosMatch(0, "club", "club")
        spec = match.table.spec
        if not spec.on_field(x, y, spec.ball_radius):
            return
        match.ref.on_table(served(Side.HOME))
        match.table.place_ball(x, y)
        match.ref.on_table([TableEvent(EventKind.DEAD_BALL, 0.0, x, y)])
        if match.ref.mover != mover:
            continue
        spot = dead_ball.spot_for(match, mover)  # your P
        if spot is not None:
            assert dead_ball.reached_by(spec, mover, *spot), (x, y, spot)
        match.step()  # the CPU's hand
        if match.ref.phase != Phase.DEAD:
            bx, by, _ = match.table.ball_position
            assert dead_ball.reached_by(spec, mover, bx, by), (x, y, bx, by)
