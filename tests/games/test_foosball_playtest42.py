"""Foosball after the play-test of issue 32 (PROB-* screenshots): a ball at rest that nobody can
play becomes a dead ball within seconds and the window says so; P says what it can do in the
halves the player sees; live calls go off the table; plain words on the panel; the failure
question names the rod you pick; practice brings a stuck ball back, replays its goals, lets you
pick a novice CPU, shows its guide again on G, and its Shot bar shows strikes only."""

import numpy as np
import pygame

from games.foosball.match import DT, STALL_AFTER, STILL_SPEED, UNPLAYABLE_AFTER, FoosMatch
from games.foosball.practice_model import BACK_AFTER, in_front_of
from games.foosball.rules.actions import PUTTING_IN, FoosOptions, Phase
from games.foosball.rules.commentary import Call
from games.foosball.rules.glossary import Term
from games.foosball.ui import table_talk
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import FoosballPracticeScene
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import RodCommand

from .conftest import key, post, run_for

BEHIND_YOUR_3BAR = (0.19, 0.0)  # in the CPU's half, just behind your attack rod (x 0.225)


def game(app: App, away: str | None = "novice", declare: str = "broken_only") -> FoosballGameScene:
    options = FoosOptions(first_server="home", declare_failure=declare)  # type: ignore[arg-type]
    scene = app.push(lambda a: FoosballGameScene(a, away, 0, options))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)  # ready
    return scene


def in_play_at_rest(match: FoosMatch, x: float, y: float) -> None:
    match.ref.phase, match.ref.in_play = Phase.PLAY, True
    match.table.place_ball(x, y)


def practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=2))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    return scene


# ----------------------------------------------------------------- the match: no state without a way on
def test_a_ball_at_rest_behind_your_rod_is_a_dead_ball_within_seconds() -> None:
    match = FoosMatch(1, None, None)  # nobody moves a rod
    in_play_at_rest(match, *BEHIND_YOUR_3BAR)
    assert match.table.spec.reachable(*BEHIND_YOUR_3BAR)  # the table alone would never call it
    for _ in range(round((UNPLAYABLE_AFTER - 0.5) / DT)):
        match.step()
    assert match.ref.phase == Phase.PLAY
    for _ in range(round(1.0 / DT)):
        match.step()
    # Between the defence rods, in the CPU's half: yours to take (Article V, the offensive half's team).
    assert match.ref.phase == Phase.DEAD and match.ref.possession == Side.HOME
    assert match.ref.log[-1].kind == "dead ball"


def test_a_ball_at_rest_in_front_of_a_figure_waits_longer_then_is_dead() -> None:
    match = FoosMatch(1, None, None)
    rod = next(r for r in match.table.spec.rods if r.team == Side.HOME and r.role == "goalie")
    in_play_at_rest(match, rod.x + 0.03, 0.0)  # in front of your goalie's foot
    for _ in range(round((UNPLAYABLE_AFTER + 1.0) / DT)):
        match.step()
    assert match.ref.phase == Phase.PLAY
    for _ in range(round((STALL_AFTER - UNPLAYABLE_AFTER) / DT)):
        match.step()
    assert match.ref.phase == Phase.DEAD


def test_random_play_never_leaves_the_ball_at_rest_without_a_call() -> None:
    """Property: whatever a person's rods do, the ball never rests in play longer than the stall
    limit without the referee saying something."""
    for seed in (0, 1):
        match = FoosMatch(seed, None, "club")
        match.served_for.add(Side.HOME)  # the person's serves and dead balls are made for them
        rng = np.random.default_rng(seed)
        rods = [r.index for r in match.table.spec.rods if r.team == Side.HOME]
        commands: dict[int, RodCommand] = {}
        resting = worst = 0.0
        for i in range(round(150.0 / DT)):
            if i % 240 == 0 and rng.random() < 0.5:
                commands = {
                    r: RodCommand(float(rng.uniform(-0.05, 0.05)), float(rng.uniform(-1, 1))) for r in rods
                }
            said = len(match.ref.log)
            match.step(commands)
            vx, vy, _ = match.table.ball_velocity
            still = abs(vx) + abs(vy) < STILL_SPEED and match.ref.phase not in PUTTING_IN
            resting = resting + DT if still and len(match.ref.log) == said else 0.0
            worst = max(worst, resting)
            if match.ref.is_over():
                break
        assert worst <= STALL_AFTER + 0.1, (seed, worst)


def test_the_window_counts_down_a_resting_ball_and_p_then_places_it(app: App) -> None:
    scene = game(app, None)  # hot-seat: nobody's rods move by themselves
    in_play_at_rest(scene.match, -0.41, 0.0)  # in your half, just behind your defence rod (x -0.375)
    run_for(app, 1.5)
    assert scene.ref.phase == Phase.PLAY and "dead ball in" in scene.hint()
    key(app, pygame.K_p)  # too early: said plainly, no article
    assert scene.error is not None and "still live" in scene.error and "Article" not in scene.error
    run_for(app, UNPLAYABLE_AFTER)
    assert scene.ref.phase == Phase.DEAD and scene.ref.mover == Side.HOME
    assert "press P" in scene.hint()
    key(app, pygame.K_p)
    assert scene.ref.phase == Phase.PLAY


def test_p_on_the_cpus_dead_ball_names_its_half_as_you_see_it(app: App) -> None:
    scene = game(app)
    scene.match.ref.phase, scene.match.ref.in_play = Phase.PLAY, True
    scene.match.ref._rule_dead_ball(0.6, 0.2)  # behind the CPU's goalie... its half, the right
    key(app, pygame.K_p)
    assert scene.error is not None and "the right" in scene.error and "Article" not in scene.error


def test_h_outside_a_free_for_all_says_what_it_is_for(app: App) -> None:
    scene = game(app)
    key(app, pygame.K_h)
    assert scene.error is not None and "free-for-all" in scene.error and "Article I" not in scene.error


# ----------------------------------------------------------------- the ball never hidden, plain words
def test_a_live_call_is_drawn_off_the_table_and_explained_in_the_log(app: App) -> None:
    app.settings.hint_seen(table_talk.FLAG)  # table talk on (off for a newcomer)
    scene = game(app)
    words = "Greed: {home} {home:punishes|punish} {away:'s} attack from the midfield rod"
    assert scene.match.commentary is not None
    scene.match.commentary.calls.append(Call(Term.GREED, Side.HOME, scene.table.t, words, len(scene.ref.log)))
    with ui.recording() as boxes:
        app.frame(1 / 60)
    table = scene.view.table_rect()
    shown = [b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Greed")]
    assert shown and not any(b.rect.colliderect(table) for b in shown)
    logged = [words for words, _ in scene._told_log()]
    assert any("greed: table talk" in line for line in logged)


def test_the_panel_says_who_serves_and_how_many_goals_win(app: App) -> None:
    scene = game(app)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    words = [b.words for b in boxes if b.kind == ui.Kind.TEXT]
    assert any("First to 10 goals wins" in w for w in words)
    assert not any(w.startswith("Kitty") for w in words), "no kitty before a shame (a later play-test)"
    assert any(w == "You serve" for w in words)
    assert not any("servee" in w or "restartee" in w for w in words)
    labels = [b.label for _, b in scene.buttons]
    assert "Ask both sides to reset their rods" not in labels  # a rare rule, under "More rules"
    assert scene.more_button is not None
    post(pygame.MOUSEBUTTONDOWN, pos=scene.more_button.rect.center, button=1)
    app.frame(1 / 60)
    assert "Ask both sides to reset their rods" in [b.label for _, b in scene.buttons]


def test_the_failure_question_is_opaque_and_you_pick_the_rod(app: App) -> None:
    scene = game(app, declare="any")  # the reading where a player may declare one at will
    post(pygame.KEYDOWN, key=pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F", scancode=0)
    app.frame(1 / 60)
    rods = [rod for rod, _ in scene.confirm_buttons]
    assert len(rods) == 5 and rods[-1] is None  # your four rods and Cancel
    first, cancel = scene.confirm_buttons[0][1].rect, scene.confirm_buttons[-1][1].rect
    margin = {tuple(app.screen.get_at((first.left - 4, y)))[:3] for y in range(first.top, cancel.bottom)}
    assert len(margin) == 1  # the box's margin is one colour: no button of the panel shows through
    key(app, pygame.K_1)
    assert scene.ref.failure
    assert scene.ref.log[-1].kind == "failure" or scene.ref.failure


def test_the_replay_label_is_off_the_table(app: App) -> None:
    scene = game(app)
    scene.between.goal(list(scene.recent.frames) or [], "GOAL")
    scene.recent.stepped()
    scene.recent.stepped()
    scene.between.goal(list(scene.recent.frames), "GOAL")
    with ui.recording() as boxes:
        app.frame(1 / 60)
    tag = [b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Replay")]
    assert tag and not tag[0].rect.colliderect(scene.view.table_rect())


# ----------------------------------------------------------------- practice
def test_practice_brings_a_stuck_ball_back_by_itself_and_says_so(app: App) -> None:
    scene = practice(app)
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(-0.56, 0.06)  # behind your goalie: your feet cannot shoot it forward
    run_for(app, 2.0)
    assert "comes back" in scene.status() and "CPU serves" not in scene.status()
    run_for(app, BACK_AFTER)
    x, y, _ = scene.table.ball_position
    assert in_front_of(scene.table, Side.HOME, x, y) or scene.server is not None
    assert any("back in front" in note.text for note in scene.model.log)


def test_practice_cpu_is_off_by_default_and_v_changes_it(app: App) -> None:
    scene = practice(app)
    assert scene.model.cpu_level == "off" and scene.model.cpu is None
    key(app, pygame.K_v)
    assert scene.model.cpu_level == "novice"
    key(app, pygame.K_v)
    assert scene.model.cpu_level == "club"
    key(app, pygame.K_v)
    assert scene.model.cpu_level == "off" and scene.model.cpu is None


def test_practice_replays_a_goal_and_a_key_skips_it(app: App) -> None:
    scene = practice(app)
    # the CPU is off when practice opens
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    spec = scene.table.spec
    scene.table.place_ball(spec.half_length - 0.03, 0.0, 3.0, 0.0)  # into the CPU's goal
    for _ in range(120):
        app.frame(1 / 60)
        if scene.replay is not None:
            break
    assert scene.replay is not None and scene.model.score[Side.HOME] == 1
    key(app, pygame.K_a)
    assert scene.replay is None


def test_g_in_the_help_shows_the_practice_guide_again(app: App) -> None:
    scene = practice(app)
    guide = scene.guide()
    assert guide is not None
    guide.end()
    key(app, pygame.K_F1)
    key(app, pygame.K_g)
    assert app.guide_of(scene) is guide and guide.showing is not None


def test_the_guide_does_not_skip_the_slide_step_for_the_serves_pull(app: App) -> None:
    scene = practice(app)
    guide = scene.guide()
    assert guide is not None
    guide.restart()
    guide.advance()
    assert guide.index == 0
    scene.mouse.slid += 1.0  # the rods slid while the serve was pulled
    scene.serves += 1
    guide.advance()
    assert guide.index == 1  # the slide step is counted from now
    scene.mouse.slid += 0.5
    guide.advance()
    assert guide.index == 2


def test_lifting_the_feet_fills_no_shot_bar(app: App) -> None:
    scene = practice(app)
    scene.server = None
    scene.table.place_ball(-0.30, 0.0)  # out of every one of your figures' reach
    post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=3)
    run_for(app, 0.3)
    post(pygame.MOUSEBUTTONUP, pos=(640, 360), button=3)
    run_for(app, 0.3)
    assert scene.meter.speed == 0.0 and scene.meter.peak == 0.0
