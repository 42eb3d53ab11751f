"""The foosball window after a thirteenth newcomer's play-test (against the CPU, 6/10), driven
headless by the events a person makes (the serve's dead balls: test_foosball_serve_settle.py):

2. the aim line says "at goal", never "on goal", and the first time what it is not: a
   promise (a CPU man slid in after it was drawn and the ball went into the player's own goal);
4. a free ball's line under the table counts down the seconds before the CPU takes it;
5. the log says a dead ball's long sentence once; later dead balls briefly.
"""

import pygame

from games.foosball.match import PERSON_WAIT
from games.foosball.rules.actions import FoosOptions, Phase, TakeBall
from games.foosball.rules.wording import Who
from games.foosball.ui import aim_line
from games.foosball.ui.between import NEWS_TIME
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.log_lines import grouped
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, TableEvent

from .conftest import key, run_for
from .foosball.events import served

WHO = {Side.HOME: Who("you", you=True), Side.AWAY: Who("the CPU")}


def _game(app: App) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "club", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    return scene


def test_the_aim_line_never_promises_a_goal(app: App) -> None:
    scene = _game(app)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    spec = scene.table.spec
    line = aim_line.StrikeLine((0.3, 0.0), (spec.half_length, 0.0), True)
    with ui.recording() as boxes:
        aim_line.draw(app.screen, scene.view, scene.table, line)
    words = [b.words for b in boxes if b.kind == ui.Kind.TEXT]
    assert words == ["at goal"], words
    scene.aim.line = line
    scene._tell_aimed()
    assert scene.meaning is not None and "a CPU man can still slide into its way" in scene.meaning[0]
    scene.meaning = None
    scene._tell_aimed()
    assert scene.meaning is None, "said once a game"


def test_a_free_ball_counts_down_the_cpus_take(app: App) -> None:
    scene = _game(app)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(0.0, scene.table.spec.half_width - 0.05, 0.0, 1.0)  # out of the far hole
    for _ in range(240):
        app.frame(1 / 60)
        if scene.ref.phase == Phase.FREE_FOR_ALL:
            break
    run_for(app, NEWS_TIME + 0.1)  # the card goes: the table runs
    said = scene.hint()
    assert "press T to take the ball" in said and "The CPU takes it in " in said, said
    left = int(said.rsplit("in ", 1)[1].split(" s")[0])
    assert 1 <= left <= PERSON_WAIT + 1  # (whole seconds, rounded up)
    run_for(app, 0.6)  # (PERSON_WAIT is 1.5 s since a later play-test: Article IV's quick restart)
    later = int(scene.hint().rsplit("in ", 1)[1].split(" s")[0])
    assert later <= left - 1, "counted down live"


def test_the_log_says_a_dead_balls_long_sentence_once() -> None:
    from games.foosball.match import FoosMatch

    match = FoosMatch(0, None, None)
    for _ in range(3):
        server = match.ref.server
        assert server is not None
        match.serve(server, 0.1, 1.0)
        match.ref.on_table(served(server))
        match.table.place_ball(-0.005, 0.1)
        match.ref.on_table([TableEvent(EventKind.DEAD_BALL, 0.0, -0.005, 0.1)])
        taker = match.ref.possession
        assert taker is not None
        match.act(TakeBall(taker))
    dead = [line.words for line in grouped(match.ref.log, WHO) if line.words.startswith("dead ball")]
    assert len(dead) == 3
    assert "out of everyone's reach" in dead[0]
    assert all("out of everyone's reach" not in w and len(w) < 0.6 * len(dead[0]) for w in dead[1:]), dead
