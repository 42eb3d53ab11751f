"""What the wheel turns (a newcomer's play-test vs the CPU: "the mouse wheel swings all four of my
rods at once"): the lit rod nearest behind the ball strikes, a rod of yours with a figure in the
shot's line lifts out of its way (lifting the rods in hand only sent the goalie's shots off your own
midfield into your goal), and a rod with no figure in the line stays still, as F1's help says."""

import math

import pygame

from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.ui.between import Pause
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.howto import ROD_PAGE
from games.window.app import App
from sim.foosball.spec import Side

from ..conftest import key, post, run_for

GOALIE, DEFENCE, MIDFIELD, ATTACK = 0, 1, 3, 5  # your rods, from your own goal
OFF_LINE = 0.09  # m of the attack's slide: its figures 90 mm and more off the middle line


def _in_play(app: App) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    app.guides.clear()
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    return scene


def _turned(angle: float) -> float:
    """How far feet are from hanging straight down (rad, either way, whole turns ignored)."""
    return abs(math.atan2(math.sin(angle), math.cos(angle)))


def _wheel_at_goalie(app: App, scene: FoosballGameScene) -> dict[int, float]:
    """Goalie and defence in hand (key 1), every rod of yours with a figure on the middle line,
    the ball at rest just in front of the goalie's figure there; a roll of the wheel. The most
    each of your rods turned from hanging in the strike's first 0.2 s."""
    table = scene.table
    table.set_rods({i: (0.0, 0.0) for i in range(len(table.spec.rods))})
    table.set_rods({ATTACK: (OFF_LINE, 0.0)})  # the attack's figures off the shot's line
    key(app, pygame.K_1)
    goalie = table.spec.rods[GOALIE]
    pos = scene.view.to_screen(goalie.x, 0.0)
    post(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 0.3)
    figure = min((table.rods[GOALIE].y + o for o in goalie.offsets()), key=abs)
    table.place_ball(goalie.x + 0.03, figure)
    app.frame(1 / 60)
    assert scene.ref.phase == Phase.PLAY and scene.between.pause == Pause.PLAY
    assert scene.mouse.active == (GOALIE, DEFENCE)
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    most = dict.fromkeys((GOALIE, DEFENCE, MIDFIELD, ATTACK), 0.0)
    for _ in range(12):
        app.frame(1 / 60)
        for rod in most:
            most[rod] = max(most[rod], _turned(table.rods[rod].angle))
    return most


def test_the_wheel_lifts_the_rods_in_the_shots_line_and_leaves_the_others_still(app: App) -> None:
    scene = _in_play(app)
    table = scene.table
    most = _wheel_at_goalie(app, scene)
    line = [
        r
        for r in (MIDFIELD, ATTACK)
        if any(abs(table.rods[r].y + o) < 0.03 for o in table.spec.rods[r].offsets())
    ]
    assert line == [MIDFIELD], "the midfield has a figure in the shot's line, the attack none"
    assert most[GOALIE] > 0.8, f"the goalie, behind the ball, strikes: {most}"
    assert most[DEFENCE] > 0.8 and most[MIDFIELD] > 0.8, f"the rods in the line lift out of it: {most}"
    assert most[ATTACK] < 0.1, f"a rod with no figure in the line stays still: {most}"


def test_the_help_says_what_the_wheel_does(app: App) -> None:
    scene = _in_play(app)
    wheel = dict(scene.controls())["wheel (either way)"]
    assert "lit rod" in wheel and "in the shot's way lifts" in wheel and "others stay down" in wheel
    page = " ".join(ROD_PAGE.lines)
    assert "the lit rod nearest behind the ball shoots" in page
    assert "in the shot's way lifts" in page
