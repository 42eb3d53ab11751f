"""A swing that misses the ball says so under "Your hit" (a newcomer's play-test vs the CPU read
the hit before it, "6.8 m/s", under a wheel swing that went past the ball): never a speed."""

import pygame

from games.foosball.rules.actions import FoosOptions
from games.foosball.ui import game_panel
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.gauges import MISSED
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side

from ..conftest import key, post, run_for

ATTACK = 5  # your attack rod


def _in_play(app: App) -> FoosballGameScene:
    """Hot-seat, player 2 idle (a CPU could play the ball back into your feet: a true hit)."""
    scene = app.push(lambda a: FoosballGameScene(a, None, 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    app.guides.clear()
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    return scene


def _wheel(app: App) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)


def _meter_words(app: App) -> list[str]:
    """The words drawn in the bottom bar's right end, where the meter is."""
    with ui.recording() as boxes:
        app.frame(1 / 60)
    w, h = app.size
    return [
        b.words
        for b in boxes
        if b.kind == ui.Kind.TEXT and b.rect.top >= h - game_panel.BOTTOM_BAR and b.rect.left >= w - 300
    ]


def _ball_before_attack(app: App, scene: FoosballGameScene, gap: float) -> None:
    """Your attack rod in hand under the pointer, the ball at rest ``gap`` in front of its figure
    (the rods as the strike before left them: feet hanging, whole turns on)."""
    table = scene.table
    attack = table.spec.rods[ATTACK]
    pos = scene.view.to_screen(attack.x, 0.0)
    post(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    table.place_ball(attack.x + 0.15, 0.0)  # (in front of the midfield: the attack in hand)
    run_for(app, 0.3)
    assert ATTACK in scene.mouse.active
    figure = min((table.rods[ATTACK].y + o for o in attack.offsets()), key=abs)
    table.place_ball(attack.x + gap, figure)


def test_a_wheel_swing_past_the_ball_says_missed_not_the_last_hit(app: App) -> None:
    scene = _in_play(app)
    _ball_before_attack(app, scene, 0.03)
    _wheel(app)
    run_for(app, 0.2)
    hit = scene.meter.words
    assert hit.endswith("m/s"), f"a hit: its speed ({hit})"
    # Straight away, a swing with the ball well out of the feet's reach.
    _ball_before_attack(app, scene, 0.2)
    _wheel(app)
    for _ in range(30):
        app.frame(1 / 60)
        assert "m/s" not in scene.meter.words, "never the last hit's speed under a miss"
    assert scene.meter.words == MISSED
    drawn = _meter_words(app)
    assert "Your hit" in drawn and MISSED in drawn, drawn
    assert not any("m/s" in words for words in drawn), drawn


def test_a_hit_after_a_miss_shows_its_speed(app: App) -> None:
    scene = _in_play(app)
    _ball_before_attack(app, scene, 0.2)
    _wheel(app)
    run_for(app, 0.4)
    assert scene.meter.words == MISSED
    _ball_before_attack(app, scene, 0.03)
    _wheel(app)
    run_for(app, 0.2)
    assert scene.meter.words.endswith("m/s")


def test_a_drag_swing_that_meets_nothing_says_missed(app: App) -> None:
    scene = _in_play(app)
    _ball_before_attack(app, scene, 0.2)
    scene.meter.update(6.8, 1 / 120)  # a hit just before
    start = scene.view.to_screen(scene.table.spec.rods[ATTACK].x, 0.0)
    x, y = round(start[0]) - 200, round(start[1])  # (off the ball: a press there turns the rods)
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    app.frame(1 / 60)
    for k in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(x + 25 * k, y), rel=(25, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
        if k >= 2:  # turned past SWUNG: a swing (a nudge of the rods is none)
            assert "m/s" not in scene.meter.words
    post(pygame.MOUSEBUTTONUP, pos=(x + 125, y), button=1)
    run_for(app, 0.3)
    assert scene.meter.words == MISSED
