"""Foosball's words after a newcomer's play-test (5/10): the rulebook's words stay, each said plainly
the first time it shows (shame, kitty: a gloss in the line above the table); a restart's log line
says why there is one (a plain dead ball is not "a free-for-all or a stolen serve"); the rare "My
rods are set" says what it answers; the first game's guide leaves the score in sight; the CPU's
ball at its service hole is ringed clear of its rods' names."""

import pygame

from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.ui import game_panel
from games.foosball.ui.game_actions import MOUSE_ACTIONS
from games.foosball.ui.game_panel import TOP_BAR
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.rod_labels import SIZE as LABEL_SIZE
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, TableEvent

from .conftest import key, run_for
from .foosball_helpers import shame


def _game(app: App, first: str = "home", ready: bool = True) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server=first)))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    if ready:
        key(app, pygame.K_SPACE)
    return scene


def _texts(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b for b in boxes if b.kind == ui.Kind.TEXT]


def test_shame_and_kitty_are_said_plainly_above_the_table_the_first_time_only(app: App) -> None:
    scene = _game(app)
    scene.match.serve(Side.HOME, -0.1, 1.5)
    run_for(app, 0.3)
    shame(app, scene)
    assert scene.shout is not None
    first = scene.shout[0]
    assert "SHAME (the ball went into a goal and back out)" in first, first
    assert "kitty (points waiting for the next goal)" in first, first
    strip = game_panel.strip_rect(scene)
    said = [b for b in _texts(app) if b.words.startswith("SHAME (")]
    assert said and all(strip.contains(b.rect) for b in said), "in the strip, whole"
    scene.shout = None
    shame(app, scene)
    assert scene.shout is not None and "(" not in scene.shout[0], "said once a game"


def test_a_restart_after_a_dead_ball_says_so_not_a_free_for_all(app: App) -> None:
    scene = _game(app)
    scene.match.serve(Side.HOME, -0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(0.1, 0.2)  # at rest on the CPU's side of the middle: yours to take
    scene.ref._dead_ball(TableEvent(EventKind.DEAD_BALL, scene.table.t, 0.1, 0.2))
    app.frame(1 / 60)
    assert scene.ref.phase == Phase.DEAD and scene.ref.possession == Side.HOME
    scene.between.go_on()  # the news card read
    key(app, pygame.K_t)  # take it: a restart is yours
    assert scene.ref.phase == Phase.RESTART
    log = " ".join(words for words, _ in scene._told_log())
    assert "a restart: the ball is served again after a dead ball in the middle of the table" in log, log
    assert "stolen serve" not in log and "free-for-all" not in log


def test_my_rods_are_set_says_what_it_answers_in_plain_words() -> None:
    action = next(a for a in MOUSE_ACTIONS if a.label == "My rods are reset")
    assert "answer to that" not in action.means and "after C" in action.means


def test_the_first_games_guide_leaves_the_score_in_sight(window: App) -> None:
    scene = window.push(lambda a: FoosballGameScene(a, "novice", 0))
    assert isinstance(scene, FoosballGameScene)
    window.frame(1 / 60)
    assert scene._guide_on_show()
    texts = _texts(window)
    strip = scene.guide_strip()
    score = [b for b in texts if b.rect.bottom <= TOP_BAR and b.words.startswith(("You 0", "0 The CPU"))]
    assert len(score) == 2, [b.words for b in texts if b.rect.bottom <= TOP_BAR]
    assert all(not b.rect.colliderect(strip) for b in score), "the guide's strip leaves the score"


def test_the_cpus_ball_at_its_hole_is_ringed_clear_of_its_rods_names(app: App) -> None:
    scene = _game(app, first="away", ready=False)
    assert scene.ref.server == Side.AWAY and scene.ref.phase == Phase.SERVE
    texts = _texts(app)
    ball = scene.view.to_screen(*scene.table.ball_position[:2])
    radius = scene.table.spec.ball_radius * scene.view.scale + 6
    ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    ring.center = (round(ball[0]), round(ball[1]))
    names = [b for b in texts if b.words.startswith("CPU's") or b.words.startswith("rod, ")]
    assert names and all(b.size == LABEL_SIZE for b in names if hasattr(b, "size"))
    assert not any(ring.inflate(8, 0).colliderect(b.rect) for b in names), "a gap to every rod name"
