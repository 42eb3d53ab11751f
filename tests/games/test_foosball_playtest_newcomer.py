"""Foosball after a newcomer's play-test (practice 6/10, vs the CPU 5/10): practice opens with the
CPU off and says how V brings it in; P then the wheel in front of your midfield rod shoots the ball low
along the table instead of over the rods; a key during the goal replay only skips it; the score
stays in sight under the guide; the novice CPU is beatable; text stays in its boxes."""

import pygame

from games.foosball.match import DT
from games.foosball.practice_model import PICK_CPU, FoosPractice
from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.ui import ready
from games.foosball.ui.game_panel import SIDE_PANEL
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.howto import DEAD_PAGE, game_pages
from games.foosball.ui.practice import BOTTOM_BAR, FoosballPracticeScene
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind

from .conftest import key, post, run_for
from .test_foosball_playtest71 import _goal_in_practice

# The help's footer, and the words the dead-ball page's picture writes.
FOOTERS = ("Rules ", "The controls", "out of every reach")


def _practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=3))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    return scene


def test_practice_opens_with_the_cpu_off_and_says_how_v_brings_it_in(app: App) -> None:
    scene = _practice(app)
    assert scene.model.cpu is None and scene.model.cpu_level == "off"
    assert PICK_CPU in scene.model.lines[0] and "on your own" in scene.model.lines[0]
    assert any(PICK_CPU in step.words for step in scene.guide().steps)  # type: ignore[union-attr]
    assert scene._levels() == "[off] / novice / club"  # the header's "V: CPU [off] / novice / club"
    key(app, pygame.K_v)
    assert scene.model.cpu_level == "novice" and scene.model.cpu is not None
    assert "Practice against the CPU: novice" in scene.status()
    key(app, pygame.K_v)
    key(app, pygame.K_v)
    assert scene.model.cpu is None and "on your own" in scene.status()


def test_p_then_the_wheel_in_front_of_your_5bar_shoots_along_the_table(app: App) -> None:
    for near_x, near_y, name in ((0.02, 0.1, "midfield rod"), (0.3, 0.0, "attack rod")):
        scene = _practice(app)
        scene.model.serve(Side.HOME, 0.1, 1.5)
        run_for(app, 0.2)
        scene.table.place_ball(near_x, near_y)  # ahead of your rod, at rest
        key(app, pygame.K_p)
        placed = scene.table.ball_position[0]
        bx, by = scene.view.to_screen(*scene.table.ball_position[:2])
        post(pygame.MOUSEMOTION, pos=(round(bx) - 80, round(by)), rel=(0, 0), buttons=(0, 0, 0))
        run_for(app, 0.3)  # the rods slide under the pointer
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
        furthest = placed
        for _ in range(30):
            app.frame(1 / 60)
            furthest = max(furthest, scene.table.ball_position[0])
        said = [note.text for note in scene.model.log]
        assert "the ball left the table" not in said, name
        assert furthest > placed + 0.05, name  # the shot went forward, on the table


def test_a_key_during_the_goal_replay_only_skips_it(app: App) -> None:
    scene = _practice(app)
    _goal_in_practice(app, scene)
    key(app, pygame.K_v)
    assert scene.replay is None and scene.model.cpu_level == "off"
    _goal_in_practice(app, scene)
    serves = scene.server
    key(app, pygame.K_r)
    assert scene.replay is None and scene.server == serves


def test_the_score_stays_in_sight_and_the_cpus_goal_is_said_through_its_replay(app: App) -> None:
    scene = _practice(app)
    app.show_guide(scene)  # the guide's card over the title bar, where the score also is
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    half = scene.table.spec.half_length
    scene.table.place_ball(-half + 0.03, 0.0, -3.0, 0.0)  # into your own goal (the CPU is off)
    for _ in range(120):
        app.frame(1 / 60)
        if scene.replay is not None:
            break
    assert scene.replay is not None
    run_for(app, 1.0)
    # readable while it is replayed; with the CPU off, never "the CPU scores" (play-test 3)
    assert "rolled into your own goal (your goals 0, own goals 1)" in scene.status()
    with ui.recording() as boxes:
        app.frame(1 / 60)
    h = app.size[1]
    score = [b for b in boxes if b.kind == ui.Kind.TEXT and b.words == "Score: your goals 0, own goals 1"]
    assert score and score[0].rect.top > h - BOTTOM_BAR and score[0].rect.bottom <= h
    bar = [b for b in boxes if b.kind == ui.Kind.TEXT and b.rect.top > h - BOTTOM_BAR]
    others = [b for b in bar if b is not score[0]]
    assert not any(b.rect.colliderect(score[0].rect) for b in others)


def _fastest_strike(skill: str) -> float:
    """The fastest ball the CPU at ``skill`` sends off from a ball resting in front of its attack rod."""
    model = FoosPractice(5, skill)
    model.serve(Side.AWAY, -0.1, -1.5)
    model.table.place_ball(-0.27, 0.0)  # the CPU attacks your goal (-x): in front of its attack rod
    fastest = 0.0
    settle = model.cpu.skill.settle if model.cpu is not None else 0.0  # no strike before
    for _ in range(round((2.0 + settle) / DT)):
        model.step(model.cpu.commands(model.table.t) if model.cpu is not None else {})
        for event in model.events:
            if event.kind == EventKind.CONTACT and event.team == Side.AWAY:
                fastest = max(fastest, event.speed)
    return fastest


def test_the_novice_strikes_slowly_enough_to_watch_and_club_still_hard() -> None:
    novice, club = _fastest_strike("novice"), _fastest_strike("club")
    assert 0.5 < novice < 4.0, novice  # it was 5.4 m/s
    assert club > 5.0, club


def _game(app: App) -> FoosballGameScene:
    options = FoosOptions(first_server="home")
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, options))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    return scene


def test_the_panels_restart_line_wraps_inside_the_panel(app: App) -> None:
    scene = _game(app)
    key(app, pygame.K_SPACE)  # ready
    scene.ref.phase = Phase.RESTART  # you put the ball back in play after a dead ball
    for guide_up in (False, True):
        if guide_up:
            app.show_guide(scene)
        with ui.recording() as boxes:
            app.frame(1 / 60)
        w = app.size[0]
        panel = [b for b in boxes if b.kind == ui.Kind.TEXT and b.rect.left >= w - SIDE_PANEL]
        said = " ".join(b.words for b in panel)
        assert "You restart (puts the ball back in play)" in " ".join(said.split()), said
        assert not any(b.words.endswith("…") for b in panel)
        assert all(b.rect.right <= w for b in panel)
        buttons = [b for b in boxes if b.kind == ui.Kind.BUTTON and b.rect.left >= w - SIDE_PANEL]
        texts = [b for b in panel if b.rect.top < min(bt.rect.top for bt in buttons)]
        assert not any(t.rect.colliderect(bt.rect) for t in texts for bt in buttons)


def test_leave_this_game_is_not_drawn_over_the_ready_card(app: App) -> None:
    scene = _game(app)
    card = ready.card_lines(scene.ref, scene.who)[0]
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert any(b.words == card for b in boxes)  # the Ready card
    key(app, pygame.K_ESCAPE)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert any(b.words == "Leave this game?" for b in boxes)
    assert not any(b.words == card for b in boxes)
    key(app, pygame.K_ESCAPE)  # play on: the card is back
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert any(b.words == card for b in boxes)


def test_the_dead_ball_page_of_the_help_ends_on_a_full_sentence(app: App) -> None:
    _game(app)
    key(app, pygame.K_F1)
    for _ in range(game_pages().index(DEAD_PAGE) + 1):  # after the controls ("Rare controls" is last)
        key(app, pygame.K_RIGHT)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    texts = [b.words for b in boxes if b.kind == ui.Kind.TEXT]
    title = next(i for i, words in enumerate(texts) if words.endswith(": Dead ball"))
    body = [w for w in texts[title + 1 :] if not w.startswith(FOOTERS)]
    assert body and body[-1].rstrip().endswith(".") and not any(w.rstrip().endswith(":") for w in body)
