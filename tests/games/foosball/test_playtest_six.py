"""A newcomer's play-test against the CPU in the window (6/10): the match stopped often, the CPU
scored own goals, a drag swing was not credited, and serves rolled out. Figures before and after
come from ``python -m tools.foosball_stoppages`` (see its docstring)."""

import math

import numpy as np
import pygame
import pytest

from games.foosball.match import DT, FoosMatch
from games.foosball.players.cpu import serve_velocity
from games.foosball.players.own_goal import gone_past, slide_clear_of
from games.foosball.players.serve import HEADING, SPEED
from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.serve_settle import dies
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, FoosballTable

from ..conftest import key, post, run_for

AWAY_DEFENCE = 6


@pytest.mark.parametrize("side", [1.0, -1.0])
def test_a_rod_never_slides_a_figure_across_the_back_of_a_ball_just_past_it(side: float) -> None:
    spec = FoosballTable().spec
    rod = spec.rods[AWAY_DEFENCE]
    ball = (rod.x + 0.02, 0.0)  # behind the away defence's axis (its own goal is at +x)
    now = -side * 0.06
    slide = slide_clear_of(spec, AWAY_DEFENCE, -1.0, now, 0.0, ball)
    for off in rod.offsets():
        before, after = ball[1] - (now + off), ball[1] - (slide + off)
        assert before * after > 0.0, "each figure stays on its side of the ball"
        assert abs(after) >= spec.figure_width / 2 + spec.ball_radius
    in_front = (rod.x - 0.03, 0.0)
    assert slide_clear_of(spec, AWAY_DEFENCE, -1.0, now, 0.0, in_front) == 0.0, "a ball in front: free"
    assert gone_past(spec, AWAY_DEFENCE, -1.0, rod.x + 0.01, 1.0)
    assert not gone_past(spec, AWAY_DEFENCE, -1.0, rod.x + 0.01, -1.0), "coming back up: it plays it"


def _serve_ends(skill: str, seed: int, side: Side) -> str:
    """What became of ``side``'s CPU serve before any figure struck it (or "struck")."""
    match = FoosMatch(seed, skill, skill, FoosOptions(first_server=side.value))
    match.serve(side, *serve_velocity(np.random.default_rng(seed), side))
    for _ in range(round(6.0 / DT)):
        said = len(match.ref.log)
        match.step()
        if any(e.kind == EventKind.CONTACT and not match.ref.incidental(e) for e in match.events):
            return "struck"
        for call in match.ref.log[said:]:
            if "FREE-FOR-ALL" in call.text or call.text.startswith("dead ball"):
                return call.text
    return "lying"


@pytest.mark.slow
def test_cpu_serves_go_to_its_midfield_and_are_played() -> None:
    """The CPU's serve used to go nearly straight across at up to 1.8 m/s: a novice (who only
    blocks a serve with its midfield) let 10 of 120 roll out by the far hole, and 9 more died."""
    rng = np.random.default_rng(0)
    for side in Side:
        for _ in range(50):
            vx, vy = serve_velocity(rng, side)
            assert SPEED[0] - 1e-9 <= math.hypot(vx, vy) <= SPEED[1] + 1e-9
            assert vx * (1.0 if side == Side.HOME else -1.0) > 0.0, "flicked off the tunnel's far side"
    ends = [_serve_ends("novice", seed, Side.HOME if seed % 2 else Side.AWAY) for seed in range(40)]
    assert not [e for e in ends if "FREE-FOR-ALL" in e], "none rolls out"
    assert sum(e != "struck" for e in ends) <= 4, ends
    assert HEADING[1] <= 9.4, "no more slanted than the tunnel lets through"


def _game(app: App) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    return scene


def test_a_window_serve_that_would_roll_out_untouched_is_one_that_dies(app: App) -> None:
    """The hand's pace (serve_settle.py) ruled out serves that die; one that crosses the table
    and leaves it by the far hole with no figure playing it is as bad a serve."""
    scene = _game(app)
    match = scene.match
    match.cpu.clear()
    match.ref.phase = Phase.SERVE
    match.table.set_rods({r.index: (0.0, math.pi / 2) for r in match.table.spec.rods})
    scene.mouse.lift(True)  # every rod of yours up too: nothing stands in its way
    assert dies(match, scene.mouse, Side.HOME, (0.0, 2.5))


@pytest.mark.parametrize("gap", [0.015, 0.03, 0.045])
@pytest.mark.parametrize("steps", [2, 5])
def test_a_drag_swing_is_credited_to_the_figure_that_made_it(app: App, gap: float, steps: int) -> None:
    """Hold the left button and drag right: the rod in hand turns into the ball. The referee's last
    touch, the goal card's story, the shot meter and the shots count all credit that figure."""
    scene = _game(app)
    scene.match.cpu.clear()
    table = scene.table
    rod = table.spec.rods[3]  # your midfield
    px, py = scene.view.to_screen(rod.x, 0.1)
    post(pygame.MOUSEMOTION, pos=(round(px), round(py)), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 0.3)
    figure = min((table.rods[3].y + o for o in rod.offsets()), key=lambda f: abs(f - 0.1))
    table.place_ball(rod.x + gap, figure)
    scene.story.clear()
    shots = scene.shots
    start = (round(px - 200), round(py + 80))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame(1 / 60)
    for k in range(1, steps + 1):
        pos = (start[0] + 120 * k // steps, start[1])
        post(pygame.MOUSEMOTION, pos=pos, rel=(120 // steps, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    assert scene.ref.last is not None and (scene.ref.last.team, scene.ref.last.rod) == (Side.HOME, 3)
    touch = next(t for t in scene.story.touches if t.team == Side.HOME)
    assert touch.rod == 3 and touch.struck and touch.held, touch
    assert scene.meter.last > 1.0 and scene.shots > shots
