"""Foosball against the novice after a newcomer's play-test (5/10): goals told as they happened (a
rod that only slid into the ball pushed it, it did not shoot; an own goal off a rod you only slid
is said so, and one off the CPU's shot is the CPU's shot), and the "blocked" advice is only given
when a slide of your rod can aim past the block, with which way to move the mouse."""

import pygame

from games.foosball.match import FoosMatch
from games.foosball.rules.actions import Event, FoosOptions
from games.foosball.ui.aim_line import stopped, strike_line
from games.foosball.ui.aim_past import blocked_words, way_past
from games.foosball.ui.game_scene import FoosballGameScene
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, RodCommand, TableEvent

from .conftest import key, post, run_for


def _game(app: App) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, -0.1, 1.5)
    run_for(app, 0.3)
    return scene


def _rod(scene: FoosballGameScene, side: Side, role: str) -> int:
    return next(r.index for r in scene.table.spec.rods if r.team == side and r.role == role)


def _slide(app: App, scene: FoosballGameScene, rod: int) -> None:
    """Move the mouse fast from one side of the table to the other over ``rod``, no button
    held: the rods in hand slide, their feet hanging."""
    x = round(scene.view.to_screen(scene.table.spec.rods[rod].x, 0.0)[0])
    top, bottom = (round(scene.view.to_screen(0.0, y)[1]) for y in (0.05, -0.05))  # one figure's way
    post(pygame.MOUSEMOTION, pos=(x, top), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 0.2)
    post(pygame.MOUSEMOTION, pos=(x, bottom), rel=(0, bottom - top), buttons=(0, 0, 0))
    app.frame(1 / 60)
    assert abs(scene.table.rods[rod].vy) > 0.5, "the rod slides fast"


def _goal_after(scene: FoosballGameScene, touches: list[tuple[int, float | None]], into: Side) -> None:
    """The next step: figures of these rods touch the ball in turn (at the speed given, or, None,
    at the speed the rod slides then, as the table reports a sliding figure's touch), then it goes
    into ``into``'s goal."""
    step = scene.match.step

    def scoring(human: dict[int, RodCommand] | None = None) -> list[Event]:
        calls = step(human)
        spec, t = scene.table.spec, scene.table.t
        x = spec.half_length if into == Side.AWAY else -spec.half_length
        out = 0.02 if into == Side.AWAY else -0.02
        events = [
            TableEvent(
                EventKind.CONTACT,
                t,
                spec.rods[rod].x,
                0.0,
                rod,
                spec.rods[rod].team,
                speed=abs(scene.table.rods[rod].vy) if speed is None else speed,
            )
            for rod, speed in touches
        ]
        goal = [
            TableEvent(EventKind.GOAL_PLANE, t, x, 0.0, team=into, inward=True),
            TableEvent(EventKind.BALL_IN_GOAL, t, x + out, 0.0, team=into),
            TableEvent(EventKind.TROUGH, t, x + 2 * out, 0.0, team=into),
        ]
        scene.match.events = [*events, *goal]
        scene.match.step = step  # type: ignore[method-assign]
        return calls + scene.ref.on_table(goal)

    scene.match.step = scoring  # type: ignore[method-assign]


# ----------------------------------------------------------------- goals told as they happened
def test_a_goal_your_rod_only_slid_in_is_a_push_not_a_shot(app: App) -> None:
    scene = _game(app)
    key(app, pygame.K_3)  # your midfield and attack rods in hand
    midfield = _rod(scene, Side.HOME, "midfield")
    _slide(app, scene, midfield)
    _goal_after(scene, [(midfield, None)], Side.AWAY)
    app.frame(1 / 60)
    assert scene.ref.score[Side.HOME] == 1
    assert scene.between.how == "Your midfield man's slide pushed it in"


def test_an_own_goal_off_your_sliding_goalie_is_a_push_and_off_a_cpu_shot_the_cpus_shot(app: App) -> None:
    scene = _game(app)
    key(app, pygame.K_1)  # your goalie and defence in hand
    goalie = _rod(scene, Side.HOME, "goalie")
    _slide(app, scene, goalie)
    _goal_after(scene, [(goalie, None)], Side.HOME)
    app.frame(1 / 60)
    assert scene.between.how == "Your goalie's slide pushed it into your own goal"
    assert "knocks" not in scene.between.how
    scene.between.skip()
    key(app, pygame.K_SPACE)  # ready: the CPU serves
    run_for(app, 0.5)
    _slide(app, scene, goalie)
    _goal_after(scene, [(_rod(scene, Side.AWAY, "attack"), 4.0), (goalie, None)], Side.HOME)
    app.frame(1 / 60)
    assert scene.between.how == "The CPU's attack shot goes in off your goalie"


# ----------------------------------------------------------------- advice that can be followed
def _ball_before_your_midfield(app: App, y: float) -> tuple[FoosballGameScene, list[int]]:
    scene = _game(app)
    midfield = scene.table.spec.rods[_rod(scene, Side.HOME, "midfield")]
    scene.table.place_ball(midfield.x + 0.03, y)
    pointer = [round(v) for v in scene.view.to_screen(midfield.x, y)]
    post(pygame.MOUSEMOTION, pos=tuple(pointer), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 0.6)  # the CPU's midfield man lines up with the ball at rest
    return scene, pointer


def test_blocked_says_which_way_to_move_the_mouse_and_doing_so_clears_the_line(app: App) -> None:
    scene, pointer = _ball_before_your_midfield(app, 0.2)
    assert scene.aim.line is not None and scene.aim.line.blocked_by == "the CPU's midfield man"
    said = scene.hint()
    assert "move the mouse up about" in said and " px to angle the shot" in said, said
    for _ in range(25):  # up, two pixels at a time, as the line under the table says
        pointer[1] -= 2
        post(pygame.MOUSEMOTION, pos=tuple(pointer), rel=(0, -2), buttons=(0, 0, 0))
        run_for(app, 4 / 60)
        if scene.aim.line is not None and not scene.aim.line.blocked_by:
            break
    assert scene.aim.line is not None and not scene.aim.line.blocked_by, "the way past was found"
    assert "blocked" not in scene.hint()


def test_a_block_no_slide_can_pass_is_said_so_with_what_to_do_instead() -> None:
    """Your defence rod's man before a ball by the wall, the CPU's attack men in every way its
    foot can send it: no slide to advise."""
    table = FoosMatch(1, None, None).table
    rods = (0.013, 0.142, 0.076, 0.046, 0.0, 0.015, 0.012, -0.091)  # found by a search
    table.place_ball(0.0, -0.5)
    for _ in range(60):
        table.step(1 / 240, {i: RodCommand(y, 0.0) for i, y in enumerate(rods)})
    defence = next(r for r in table.spec.rods if r.team == Side.HOME and r.role == "defence")
    table.place_ball(defence.x + 0.03, 0.268)
    line = strike_line(table, (defence.index,))
    assert line is not None
    cut = stopped(table, line, 1.0, set())
    assert cut.blocked_by == "the CPU's attack man"
    past = way_past(table, (defence.index,))
    assert past is not None and past.way == ""
    said = blocked_words(cut, past)
    assert "whichever way you slide" in said and "slide to aim past" not in said, said
