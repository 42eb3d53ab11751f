"""The foosball windows as a newcomer meets them (issue 32), driven by the events a person makes:
practice served from the drawn ball, a ball stuck out of reach, the serve's arrow, strikes that
never go backwards, Ready before anything moves, the goal's replay, rod gestures that are never a
hand on the ball, the dead ball placed within reach, the keys, the kitty, failures, sounds."""

import math

import numpy as np
import pygame

from games.foosball.practice_model import in_front_of
from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.rules.referee import FoosReferee
from games.foosball.ui.between import Pause
from games.foosball.ui.dead_ball import place_spot, reached_by
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import FoosballPracticeScene
from games.foosball.ui.sounds import TableSounds
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side, load_table
from sim.foosball.table import EventKind, TableEvent

from .conftest import key, post, run_for


def practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, "novice", seed=2))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    return scene


def game(
    app: App, first: str = "home", away: str | None = "novice", declare: str = "broken_only"
) -> FoosballGameScene:
    options = FoosOptions(first_server=first, declare_failure=declare)  # type: ignore[arg-type]
    scene = app.push(lambda a: FoosballGameScene(a, away, 0, options))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    return scene


def at(scene: FoosballGameScene | FoosballPracticeScene, x: float, y: float) -> tuple[int, int]:
    px, py = scene.view.to_screen(x, y)
    return round(px), round(py)


def pull(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame(1 / 60)
    pygame.mouse.set_pos(end)
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)


# ----------------------------------------------------------------- practice
def test_practice_is_served_from_the_drawn_ball_with_no_key_pressed_first(app: App) -> None:
    scene = practice(app)
    ball = at(scene, *scene.table.ball_position[:2])  # where the ball is drawn, ringed
    assert scene.table.ball_position[:2] == scene.table.serve_position(Side.HOME)
    assert "ringed ball" in scene.hint()
    pull(app, ball, (ball[0] - 10, ball[1] + 90))
    post(pygame.MOUSEBUTTONUP, pos=(ball[0] - 10, ball[1] + 90), button=1)
    run_for(app, 0.4)
    assert scene.server is None and scene.table.in_table and scene.serves == 1


def _rod_name(words: str) -> bool:
    return words.startswith(("your ", "CPU's ", "rod, "))


def test_the_practice_lines_are_written_under_the_table_not_over_a_handle(app: App) -> None:
    scene = practice(app)
    with ui.recording() as boxes:
        scene.draw(app.screen, 0.0)  # the scene's own drawing (the kit's guide card is its own)
    table = scene.view.table_rect()
    handles_top = table.top - round(0.06 * scene.view.scale)  # the CPU's handles stick out above
    # (The rods' own names stand beside their handles: play-test 5.)
    texts = [b for b in boxes if b.kind == ui.Kind.TEXT and not _rod_name(b.words)]
    assert not any(
        b.rect.colliderect(pygame.Rect(table.left, handles_top, table.width, table.height)) for b in texts
    )


def test_a_ball_stuck_out_of_reach_is_said_and_p_puts_it_in_front_of_your_figure(app: App) -> None:
    scene = practice(app)
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(-0.56, 0.06)  # behind your goalie: your feet cannot shoot it forward
    run_for(app, 2.0)
    assert scene.model.stuck and "Press P" in scene.hint()
    key(app, pygame.K_p)
    x, y, _ = scene.table.ball_position
    assert in_front_of(scene.table, Side.HOME, x, y) and scene.server is None
    assert not scene.model.stuck


def test_the_serve_arrow_grows_with_the_pull(app: App) -> None:
    scene = practice(app)
    ball = at(scene, *scene.table.ball_position[:2])
    lengths = []
    for down in (30, 160):
        pull(app, ball, (ball[0], ball[1] + down))
        lit = sum(
            1
            for px in range(ball[0] - 30, ball[0] + 30)
            for py in range(ball[1] - 200, ball[1] - 8)
            if app.screen.get_at((px, py))[:3] == ui.HIGHLIGHT
        )
        lengths.append(lit)
        post(pygame.MOUSEBUTTONUP, pos=ball, button=1)  # too short: no serve
        app.frame(1 / 60)
        scene.model.serve_again()
    assert lengths[0] > 40 and lengths[1] > 1.5 * lengths[0], lengths


def test_a_wheel_strike_either_way_sends_the_ball_forward_and_never_back(app: App) -> None:
    scene = practice(app)
    table = scene.table
    attack = table.spec.rods[5]
    scene.server = None
    pygame.mouse.set_pos(at(scene, attack.x, 0.0))
    post(pygame.MOUSEMOTION, pos=at(scene, attack.x, 0.0), rel=(0, 0), buttons=(0, 0, 0))
    for wheel in (-1, 1):
        table.set_rods({i: (0.0, 0.0) for i in range(8)})
        table.place_ball(attack.x + 0.025, 0.0)  # in front of your attack rod's middle figure
        post(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False, precise_x=0.0, precise_y=float(wheel))
        fastest = 0.0
        for _ in range(6):  # the feet swing back from a ball this close, then strike
            app.frame(1 / 60)
            fastest = max(fastest, table.ball_velocity[0])
        assert fastest > 2.0, f"wheel {wheel} strikes towards the CPU's goal"
        # The strike over, the feet come down on over the top: a ball now in front is not struck
        # back towards your goal.
        table.place_ball(attack.x + 0.03, 0.0)
        run_for(app, 0.4)
        assert table.ball_position[0] >= attack.x + 0.029, "the return never sends the ball back"


def test_letting_go_of_a_drag_brings_the_feet_down_gently(app: App) -> None:
    scene = practice(app)
    table = scene.table
    attack = table.spec.rods[5]
    scene.server = None
    start = at(scene, attack.x, 0.0)
    pull(app, start, (start[0] + 90, start[1]))  # turned forward
    run_for(app, 0.2)
    table.place_ball(attack.x + 0.03, 0.0)  # the ball rolls in under the raised foot
    post(pygame.MOUSEBUTTONUP, pos=(start[0] + 90, start[1]), button=1)
    run_for(app, 0.6)
    assert table.ball_velocity[0] > -0.8, "a foot let go does not hit the ball hard backwards"


# ----------------------------------------------------------------- the game: ready, replay
def test_the_cpu_does_not_serve_before_you_are_ready(app: App) -> None:
    scene = game(app, "away")
    run_for(app, 3.0)
    assert scene.ref.phase == Phase.SERVE and scene.between.pause == Pause.READY
    assert scene.table.ball_position[:2] == scene.table.serve_position(Side.AWAY)
    button = scene.between.button
    assert button is not None
    post(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)
    run_for(app, 1.0)
    assert scene.ref.phase != Phase.SERVE, "once you are ready, the CPU serves"


def test_your_own_serve_says_you_are_ready(app: App) -> None:
    scene = game(app)
    ball = at(scene, *scene.table.ball_position[:2])
    pull(app, ball, (ball[0] - 10, ball[1] + 100))
    post(pygame.MOUSEBUTTONUP, pos=(ball[0] - 10, ball[1] + 100), button=1)
    run_for(app, 0.5)
    assert scene.between.pause == Pause.PLAY and scene.ref.phase != Phase.SERVE


def test_a_goal_is_replayed_slowly_skippable_then_the_score_waits_for_ready(app: App) -> None:
    scene = game(app)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.6)
    scene.table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})
    scene.table.place_ball(0.3, 0.0, 3.0, 0.0)  # into the CPU's goal, past its raised goalie
    scene.ref.last = None
    run_for(app, 0.5)
    assert scene.ref.score[Side.HOME] == 1 and scene.between.pause == Pause.REPLAY
    replay = scene.between.replay
    assert replay is not None and replay.span > 0.5
    run_for(app, 0.5)
    assert scene.between.pause == Pause.REPLAY, "half speed: still going"
    t = replay.frame().t
    run_for(app, 0.5)
    assert 0.15 < replay.frame().t - t < 0.35, "the table's time goes at half speed"
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=1)  # a click skips it
    app.frame(1 / 60)
    # The CPU serves next: a short count-in, not the Ready gate (a newcomer's play-test: "every
    # goal costs two stops"); Space goes at once.
    assert scene.between.pause == Pause.COUNT and scene.ref.phase == Phase.SERVE
    run_for(app, 1.0)
    assert scene.ref.phase == Phase.SERVE, "the CPU waits for the count"
    key(app, pygame.K_SPACE)
    run_for(app, 1.0)
    assert scene.ref.phase != Phase.SERVE


def test_esc_asks_before_leaving_a_match(app: App) -> None:
    scene = game(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and scene.in_game()
    assert getattr(app, "leaving", None) is not None, "the kit asks 'Leave this game?'"


# ----------------------------------------------------------------- hands and rods
def test_a_left_drag_at_the_ball_turns_the_rods_and_calls_no_rule(app: App) -> None:
    scene = game(app)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.6)
    calls = len(scene.ref.log)
    ball = at(scene, *scene.table.ball_position[:2])
    pull(app, ball, (ball[0] - 60, ball[1]))
    assert scene.mouse.turn < -0.5 and scene.error is None
    post(pygame.MOUSEBUTTONUP, pos=(ball[0] - 60, ball[1]), button=1)
    app.frame(1 / 60)
    assert all("Article I" not in c.text for c in scene.ref.log[calls:])


def _dead_spots() -> list[tuple[float, float]]:
    """Spots in both halves where a ball at rest is out of every figure's reach."""
    spec = load_table()
    rng = np.random.default_rng(32)
    spots: list[tuple[float, float]] = []
    while len(spots) < 300:
        x = float(rng.uniform(-spec.half_length + spec.ball_radius, spec.half_length - spec.ball_radius))
        y = float(rng.uniform(-spec.half_width + spec.ball_radius, spec.half_width - spec.ball_radius))
        if spec.on_field(x, y, spec.ball_radius) and not spec.reachable(x, y):
            spots.append((x, y))
    return spots


def test_a_placed_dead_ball_is_always_within_reach_of_the_placing_teams_figures() -> None:
    spec = load_table()
    placed = 0
    for x, y in _dead_spots():
        ref = FoosReferee.position()
        ref.on_table([TableEvent(EventKind.DEAD_BALL, 1.0, x, y)])
        if ref.phase != Phase.DEAD or ref.mover is None:
            continue  # between the defenders: a possession, taken, not placed
        side = ref.mover
        spot = place_spot(spec, side, x, y, lambda sx, sy, s=side, r=ref: r.check_move(s, sx, sy) is None)
        assert spot is not None, (x, y)
        assert ref.check_move(side, *spot) is None, (x, y, spot)
        assert reached_by(spec, side, *spot), (x, y, spot)
        placed += 1
    assert placed > 100


def test_p_places_your_dead_ball_in_front_of_your_goalie(app: App) -> None:
    scene = game(app)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    scene.table.place_ball(-0.45, 0.3)  # at rest between your goalie and defence rod, out of reach
    run_for(app, 1.0)
    assert scene.ref.phase == Phase.DEAD and scene.ref.mover == Side.HOME
    key(app, pygame.K_p)
    assert scene.ref.phase == Phase.PLAY
    x, y, _ = scene.table.ball_position
    assert in_front_of(scene.table, Side.HOME, x, y)
    run_for(app, 1.5)
    assert scene.ref.phase != Phase.DEAD


# ----------------------------------------------------------------- keys, kitty, failures, sound
def test_the_help_lists_each_key_once_and_m_is_the_sound(app: App) -> None:
    for scene in (game(app), practice(app)):
        keys = [k for k, _ in scene.controls()]
        assert len(keys) == len(set(keys)) and "M" not in keys
        assert pygame.K_m not in scene.keys_of_its_own


def test_the_kitty_is_not_drawn_as_a_button(app: App) -> None:
    scene = game(app)
    scene.ref.kitty = 1  # (it is said only once it holds a point, or a shame has happened)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    kitty = next(b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Kitty"))
    assert not any(b.kind == ui.Kind.BUTTON and b.rect.colliderect(kitty.rect) for b in boxes)


def test_with_nothing_broken_shift_f_says_so_and_no_failure_button_shows(app: App) -> None:
    """Article IV, literal: only a failure the table has can be declared (docs/rules/foosball.md)."""
    scene = game(app)
    key(app, pygame.K_SPACE)
    scene.more = True
    app.frame(1 / 60)
    labels = {a.label for a, _ in scene.buttons}
    assert "More rules" not in labels and "Report a broken rod" not in labels and "Rod fixed" not in labels
    post(pygame.KEYDOWN, key=pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F", scancode=0)
    app.frame(1 / 60)
    assert not scene.ref.failure and scene.confirming is None
    assert scene.error is not None and "broken" in scene.error


def test_a_failure_needs_shift_f_and_a_yes_and_is_declared_once_a_serve(app: App) -> None:
    scene = game(app, declare="any")  # the reading where a player may declare one at will
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.6)
    key(app, pygame.K_f)  # a plain F declares nothing
    assert not scene.ref.failure and scene.confirming is None
    post(pygame.KEYDOWN, key=pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F", scancode=0)
    app.frame(1 / 60)
    key(app, pygame.K_n)  # no
    assert not scene.ref.failure
    post(pygame.KEYDOWN, key=pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F", scancode=0)
    app.frame(1 / 60)
    key(app, pygame.K_3)  # the third of your rods, as the question lists them
    assert scene.ref.failure
    key(app, pygame.K_x)  # repaired
    assert not scene.ref.failure
    post(pygame.KEYDOWN, key=pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F", scancode=0)
    app.frame(1 / 60)
    assert scene.confirming is None and scene.error is not None and "already" in scene.error


def test_random_input_cannot_fill_the_log_with_failures(app: App) -> None:
    scene = game(app)
    rng = np.random.default_rng(7)
    keys = [pygame.K_f, pygame.K_x, pygame.K_y, pygame.K_n, pygame.K_SPACE, pygame.K_t, pygame.K_p]
    for _ in range(600):
        k = int(rng.choice(keys))
        mod = pygame.KMOD_LSHIFT if rng.random() < 0.3 else 0
        post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        post(pygame.MOUSEBUTTONDOWN, pos=(int(rng.integers(0, 1280)), int(rng.integers(0, 720))), button=1)
        post(pygame.MOUSEBUTTONUP, pos=(int(rng.integers(0, 1280)), int(rng.integers(0, 720))), button=1)
        app.frame(1 / 60)
        if app.stack.top is not scene:
            break
    declared = [c for c in scene.ref.log if "declare" in c.text]
    serves = sum(1 for c in scene.ref.log if c.kind in ("serve", "restart"))
    assert len(declared) <= serves + 1


def test_a_contact_sounds_as_loud_as_it_is_hard(app: App) -> None:
    scene = practice(app)
    table = scene.table
    attack = table.spec.rods[5]
    scene.server = None
    table.set_rods({i: (0.0, 0.0) for i in range(8)})
    table.place_ball(attack.x + 0.025, 0.0)
    app.sounds.volumes.clear()
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    run_for(app, 0.1)
    assert any(name == "strike" for name, _ in app.sounds.volumes), "a figure's contact is heard"
    sounds, heard = TableSounds(), []
    for speed in (0.5, 2.0, 8.0):
        app.sounds.volumes.clear()
        sounds.step(app, [TableEvent(EventKind.CONTACT, 0.0, 0.0, 0.0, rod=5, speed=speed)], (0.0, 0.0))
        heard.append(app.sounds.volumes[-1][1])
    assert heard[0] < heard[1] < heard[2] == 1.0
