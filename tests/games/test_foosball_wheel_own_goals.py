"""A newcomer's play-test (rated 6/10 against the CPU): own goals from the wheel. One roll swung
the rod in front of the striker backwards into the shot, and feet let down from in front of a ball
pushed it towards the player's own goal. Driven by the mouse a person uses: the pointer lines a
figure up, the wheel strikes. The property: a wheel strike by you never sends the ball towards your
own goal off your own figures when the ball starts in front of the striking rod; and the referee
never credits the CPU with a goal only your figures touched."""

from collections.abc import Iterator

import pygame
import pytest

from games.foosball.rules.actions import FoosOptions
from games.foosball.rules.glossary import Term
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import FoosballPracticeScene
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, TableEvent

from .conftest import key, post, run_for


def _practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=3))  # the CPU off: its rods lifted
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.2)
    return scene


def _heard(scene: FoosballPracticeScene) -> Iterator[list[tuple[TableEvent, float]]]:
    """Every step's events from now on, each with the ball's speed along the table after it."""
    heard: list[tuple[TableEvent, float]] = []
    step = scene.model.step

    def listening(commands: dict) -> None:  # type: ignore[type-arg]
        step(commands)
        heard.extend((e, scene.table.ball_velocity[0]) for e in scene.model.events)

    scene.model.step = listening  # type: ignore[method-assign]
    yield heard


def _point(app: App, scene: FoosballPracticeScene, x: float, y: float) -> None:
    px, py = scene.view.to_screen(x, y)
    post(pygame.MOUSEMOTION, pos=(round(px), round(py)), rel=(0, 0), buttons=(0, 0, 0))


def _wheel(app: App) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)


CASES = [
    (role, ahead, across, vx)
    for role in range(4)  # your goalie, defence, midfield and attack rods
    for ahead in (0.027, 0.034, 0.042, 0.05)
    for across in (-0.014, 0.0, 0.014)
    for vx in (0.0, -0.3, 0.2)
]


@pytest.mark.parametrize(("role", "ahead", "across", "vx"), CASES[::3] + CASES[1::7])
def test_a_wheel_strike_never_sends_the_ball_back_off_your_own_figures(
    app: App, role: int, ahead: float, across: float, vx: float
) -> None:
    scene = _practice(app)
    spec = scene.table.spec
    rod = sorted((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)[role]
    x, y = rod.x + ahead, across  # a figure slides to the pointer

    scene.table.place_ball(x, y)
    _point(app, scene, rod.x, y)
    run_for(app, 0.3)  # the figure slides to the pointer
    heard = next(_heard(scene))
    scene.table.place_ball(x, y, vx, 0.0)
    _wheel(app)
    for _ in range(40):
        app.frame(1 / 60)
        if scene.table.ball_position[0] > 0.35 or scene.replay is not None:
            break
    yours = [(e, after) for e, after in heard if e.kind == EventKind.CONTACT and e.team == Side.HOME]
    assert yours, "the strike met the ball"
    back = [(spec.rods[e.rod or 0].role, round(after, 2)) for e, after in yours if after < -0.05]
    assert not back, f"your figures sent it back towards your goal: {back}"
    assert not any(e.kind == EventKind.TROUGH and e.team == Side.HOME for e, _ in heard), "own goal"


def test_the_rod_in_front_stays_down_when_no_figure_of_it_is_in_the_shots_way(app: App) -> None:
    """(A later play-test: "the wheel swings all four rods at once, nothing is left to block a
    rebound". A rod in front lifts only with a figure in the ball's line, and then forwards:
    tests/games/test_foosball_newcomer14.py.)"""
    scene = _practice(app)
    spec = scene.table.spec
    goalie, defence = sorted((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)[:2]
    _point(app, scene, goalie.x, 0.0)
    run_for(app, 0.3)
    scene.table.place_ball(goalie.x + 0.05, 0.0)
    _wheel(app)
    angles = []
    for _ in range(6):
        app.frame(1 / 60)
        angles.append(scene.table.rods[defence.index].angle)
    assert min(angles) > -0.05, "the defence's feet never swing back towards your goal"
    assert max(angles) < 0.3, "the defence's men stand off the ball's line: they stay down, on guard"
    assert scene.table.ball_velocity[0] > 3.0, "the goalie's shot went up the table"


def test_feet_let_down_in_front_of_a_ball_never_push_it_towards_your_goal(app: App) -> None:
    scene = _practice(app)
    spec = scene.table.spec
    midfield = sorted((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)[2]
    _point(app, scene, midfield.x, 0.0)
    run_for(app, 0.3)
    px, py = scene.view.to_screen(midfield.x, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(px), round(py)), button=1)  # turn the feet forwards
    for k in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(round(px) + 18 * k, round(py)), rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    scene.table.place_ball(midfield.x + 0.045, 0.0)  # the ball rolls under the raised feet and stops
    run_for(app, 0.2)
    post(pygame.MOUSEBUTTONUP, pos=(round(px) + 90, round(py)), button=1)  # let go
    for _ in range(60):
        app.frame(1 / 60)
        assert scene.table.ball_velocity[0] > -0.05, "pushed back towards your goal"


def test_a_right_press_lifts_the_feet_away_from_a_ball_behind_them(app: App) -> None:
    scene = _practice(app)
    spec = scene.table.spec
    midfield = sorted((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)[2]
    _point(app, scene, midfield.x, 0.0)
    run_for(app, 0.3)
    scene.table.place_ball(midfield.x - 0.04, 0.0)  # just behind your midfield rod
    post(pygame.MOUSEBUTTONDOWN, pos=(600, 300), button=3)
    for _ in range(10):
        app.frame(1 / 60)
        assert scene.table.ball_velocity[0] > -0.05
    assert scene.table.rods[midfield.index].angle > 1.2, "lifted forwards"


def test_an_own_goal_only_your_figures_touched_is_never_the_cpus_doing(app: App) -> None:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    spec = scene.table.spec
    goalie = min((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)
    _point(app, scene, goalie.x, 0.0)
    run_for(app, 0.3)
    scene.table.place_ball(goalie.x - 0.03, 0.0)  # behind your goalie
    px, py = scene.view.to_screen(goalie.x, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(px), round(py)), button=1)
    for k in range(1, 6):  # a drag to the left: the feet turn back, onto the ball
        post(pygame.MOUSEMOTION, pos=(round(px) - 25 * k, round(py)), rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    run_for(app, 1.0)
    assert scene.ref.score[Side.AWAY] == 1, "in your own goal"
    calls = scene.match.commentary.calls if scene.match.commentary else []
    assert not [c for c in calls if c.side == Side.AWAY and c.term == Term.GREED]


# ----------------------------------------------------------------- 2. the aim line stops at a figure
def test_the_aim_line_stops_at_the_first_figure_in_its_way(app: App) -> None:
    scene = _practice(app)
    scene.model.set_cpu("club")  # its rods down, its figures lining up with the ball
    spec = scene.table.spec
    goalie = min((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)
    attack = min((r for r in spec.rods if r.team == Side.AWAY), key=lambda r: r.x)
    scene.table.place_ball(goalie.x + 0.035, 0.0)
    _point(app, scene, goalie.x, 0.0)
    run_for(app, 0.6)
    assert any(abs(scene.table.rods[attack.index].y + o) < 0.004 for o in attack.offsets())
    with ui.recording() as boxes:
        app.frame(1 / 60)
    line = scene.aim.line
    assert line is not None and not line.on_target
    # (Your own rods in front lift out of a strike's way: the CPU's attack man is the first.)
    assert line.blocked_by == "the CPU's attack man", line
    assert line.end[0] < attack.x, "the line ends at his feet"
    words = [b.words for b in boxes if b.kind == ui.Kind.TEXT]
    # A short word by the line's end (clear of the rods), what blocks it under the table.
    assert "blocked" in words and "on goal" not in words
    assert any("blocked by the CPU's attack man" in w for w in words)
