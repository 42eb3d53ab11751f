"""Practice plays the wheel and the "Your hit" meter as a match does (hands.py, gauges.py): the
wheel turns the rods in your hand only, and a swing that meets no ball says "missed" (a newcomer's
play-test vs the CPU; practice kept the old ways while the shared help described the new)."""

import math

import pygame

from games.foosball.ui import practice
from games.foosball.ui.gauges import MISSED
from games.foosball.ui.hands import ROD_CONTROLS
from games.foosball.ui.practice import FoosballPracticeScene
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side

from ..conftest import key, post, run_for

GOALIE, DEFENCE, MIDFIELD, ATTACK = 0, 1, 3, 5  # your rods, from your own goal


def _practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=3))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    app.guides.clear()
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.2)
    return scene


def _wheel() -> None:
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)


def _point(scene: FoosballPracticeScene, x: float, y: float) -> None:
    px, py = scene.view.to_screen(x, y)
    post(pygame.MOUSEMOTION, pos=(round(px), round(py)), rel=(0, 0), buttons=(0, 0, 0))


def _turned(angle: float) -> float:
    """How far feet are from hanging straight down (rad, either way, whole turns ignored)."""
    return abs(math.atan2(math.sin(angle), math.cos(angle)))


def test_the_wheel_in_practice_lifts_the_rods_in_the_shots_line_only(app: App) -> None:
    scene = _practice(app)
    table = scene.table
    table.set_rods({i: (0.0, 0.0) for i in range(len(table.spec.rods))})
    table.set_rods({ATTACK: (0.09, 0.0)})  # the attack's figures 90 mm and more off the line
    key(app, pygame.K_1)  # goalie and defence in hand
    goalie = table.spec.rods[GOALIE]
    _point(scene, goalie.x, 0.0)
    run_for(app, 0.3)
    figure = min((table.rods[GOALIE].y + o for o in goalie.offsets()), key=abs)
    table.place_ball(goalie.x + 0.03, figure)

    def in_line(r: int) -> bool:
        return any(abs(table.rods[r].y + o - figure) < 0.03 for o in table.spec.rods[r].offsets())

    assert [r for r in (DEFENCE, MIDFIELD, ATTACK) if in_line(r)] == [DEFENCE, MIDFIELD]
    app.frame(1 / 60)
    assert scene.hands.active == (GOALIE, DEFENCE)
    _wheel()
    most = dict.fromkeys((GOALIE, DEFENCE, MIDFIELD, ATTACK), 0.0)
    for _ in range(12):
        app.frame(1 / 60)
        for rod in most:
            most[rod] = max(most[rod], _turned(table.rods[rod].angle))
    assert most[GOALIE] > 0.8, f"the goalie, behind the ball, strikes: {most}"
    assert most[DEFENCE] > 0.8 and most[MIDFIELD] > 0.8, f"the rods in the line lift out of it: {most}"
    assert most[ATTACK] < 0.1, f"a rod with no figure in the line stays still: {most}"
    wheel = dict(scene.controls())["wheel (either way)"]
    assert wheel == dict(ROD_CONTROLS)["wheel (either way)"] and "others stay down" in wheel


def _meter_words(app: App) -> list[str]:
    """The words drawn in the bottom bar's right end, where the meter is."""
    with ui.recording() as boxes:
        app.frame(1 / 60)
    w, h = app.size
    return [
        b.words
        for b in boxes
        if b.kind == ui.Kind.TEXT
        and b.rect.top >= h - practice.BOTTOM_BAR
        and b.rect.left >= w - practice.METER_W - 20
    ]


ASIDE = 0.25  # m across: a shot along this line misses the goal (the CPU is off: nobody blocks)


def _ball_before_attack(app: App, scene: FoosballPracticeScene, gap: float) -> None:
    """Your attack rod in hand under the pointer, the ball at rest ``gap`` in front of its figure
    nearest ASIDE (a hit goes into the end wall beside the goal: no goal's card holds the wheel)."""
    table = scene.table
    attack = table.spec.rods[ATTACK]
    _point(scene, attack.x, ASIDE)
    table.place_ball(attack.x + 0.15, ASIDE)  # (in front of the midfield: the attack in hand)
    run_for(app, 0.3)
    assert ATTACK in scene.hands.active
    figure = min((table.rods[ATTACK].y + o for o in attack.offsets()), key=lambda y: abs(y - ASIDE))
    table.place_ball(attack.x + gap, figure)


def test_a_wheel_swing_past_the_ball_in_practice_says_missed(app: App) -> None:
    scene = _practice(app)
    _ball_before_attack(app, scene, 0.03)
    _wheel()
    run_for(app, 0.2)
    assert scene.meter.words.endswith("m/s"), f"a hit: its speed ({scene.meter.words})"
    assert scene.shout is None and scene.replay is None, "no goal: the table plays on"
    _ball_before_attack(app, scene, 0.2)  # well out of the feet's reach
    _wheel()
    for _ in range(30):
        app.frame(1 / 60)
        assert "m/s" not in scene.meter.words, "never the last hit's speed under a miss"
    assert scene.meter.words == MISSED
    drawn = _meter_words(app)
    assert "Your hit" in drawn and MISSED in drawn, drawn
    assert not any("m/s" in words for words in drawn), drawn
