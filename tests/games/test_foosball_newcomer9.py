"""A newcomer's play-test of the foosball windows (game 6/10, practice 7/10), its smaller
complaints, each driven by the keys and clicks a person uses: a ball just out of a figure's reach
is said so and put back in front of a figure where it stands; "More rules" pauses the table; 1, 2,
3 and A say which rods you hold; a serve the CPU plays first is not "good"; whole log entries;
practice's Esc asks about practice; table talk once a term."""

import pygame

from games.foosball.rules.actions import FoosOptions
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import FoosballPracticeScene
from games.foosball.ui.serve_aim import aim
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side

from .conftest import key, post, run_for


def _words(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT]


def _practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=3))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.2)
    return scene


def _game(app: App) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    return scene


def test_a_ball_just_out_of_your_defences_reach_is_put_back_in_front_of_a_figure_standing(app: App) -> None:
    scene = _practice(app)
    spec = scene.table.spec
    defence = sorted((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)[1]
    rod = scene.table.rods[defence.index]
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))  # the pointer off the table
    figure = rod.y + defence.offsets()[1]
    scene.table.place_ball(defence.x + spec.reach + 0.01, figure)  # right in front, just too far
    for _ in range(240):
        app.frame(1 / 60)
        if "reach" in " ".join(n.text for n in scene.model.log[-1:]):
            break
    said = scene.model.log[-1].text
    assert "just out of your defence rod's reach" in said, said
    x, y, _ = scene.table.ball_position
    standing = [r.y + off for r in scene.table.rods if r.spec.team == Side.HOME for off in r.spec.offsets()]
    assert min(abs(y - f) for f in standing) < 0.002, "in front of a figure where it stands"
    assert 0.0 < x - min((r.x for r in spec.rods if r.team == Side.HOME), key=lambda rx: abs(rx - x)) < 0.05


def test_more_rules_pauses_the_table_until_it_is_closed(app: App) -> None:
    scene = _game(app)
    scene.table.place_ball(0.0, 0.1, 1.0, 0.3)
    assert scene.more_button is not None
    post(pygame.MOUSEBUTTONDOWN, pos=scene.more_button.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=scene.more_button.rect.center, button=1)
    app.frame(1 / 60)
    assert scene.more
    at = scene.table.ball_position
    run_for(app, 0.5)
    assert scene.table.ball_position == at, "the ball waits with the rods"
    assert any("waits while the rare rules are open" in w for w in _words(app))
    post(pygame.MOUSEBUTTONDOWN, pos=scene.more_button.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=scene.more_button.rect.center, button=1)
    run_for(app, 0.2)
    assert not scene.more and scene.table.ball_position != at, "play goes on"


def test_pair_keys_say_which_rods_you_hold(app: App) -> None:
    _game(app)
    key(app, pygame.K_1)
    assert any("You hold: goalie + defence (A: automatic)" in w for w in _words(app))
    key(app, pygame.K_a)
    assert any("You hold goalie + defence while the ball is behind your midfield" in w for w in _words(app))
    app.stack.clear()
    practice = _practice(app)
    key(app, pygame.K_3)
    assert practice.hands.pair == 2
    assert any("midfield + attack" in w for w in _words(app))


def test_a_serve_the_cpu_plays_first_is_never_good() -> None:
    from sim.foosball.table import FoosballTable

    table = FoosballTable()
    to_cpu = aim(table, Side.HOME, 0.1, 1.5)  # leans right: the CPU's midfield rod first
    assert to_cpu.verdict == "to the CPU"
    assert "the CPU's midfield rod plays it first" in to_cpu.advice(Side.HOME)
    assert "good" not in to_cpu.advice(Side.HOME)
    yours = aim(table, Side.HOME, -0.1, 1.5)
    assert yours.verdict == "good" and "your midfield rod plays it first" in yours.advice(Side.HOME)


def test_practices_esc_asks_about_practice(app: App) -> None:
    scene = _practice(app)
    scene.serves = 1
    key(app, pygame.K_ESCAPE)
    assert app.leaving is not None and app.leaving.question == "Leave practice?"


def test_the_log_shows_whole_entries_only(app: App) -> None:
    scene = _game(app)
    area = scene.log_area
    with ui.recording() as boxes:
        app.frame(1 / 60)
    logged = [b for b in boxes if b.kind == ui.Kind.TEXT and area.collidepoint(b.rect.topleft)]
    assert logged and not logged[0].words.startswith(" "), "the top line begins an entry"
