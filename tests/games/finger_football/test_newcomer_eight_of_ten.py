"""A newcomer played the CPU and rated it 8/10. Driven by the events a person makes: every card's
footer said "Space: next play", under the final whistle (no next play) and under a flag (Space
opens the accept-or-refuse choice); the last line of the log promised a next play after the final
whistle; the flick readout said "most likely 16" without its unit beside a range in yards; after
a touchback or a punt the slider stayed where the flick stopped (and its start's ghost) under a
card saying the ball is on the 20; near the goal both dice were struck out, TD too, though a
touchdown was still one of the picks."""

import re

import pygame

from games.finger_football.rules.actions import (
    Call,
    CallPlay,
    ChooseTarget,
    Dice,
    Direction,
    Phase,
    PlayKind,
    Team,
)
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.card_footer import GAME_OVER, NEXT_PLAY, YOUR_PENALTY
from games.finger_football.ui.die_override import NEAR_GOAL, NEAR_GOAL_TD, overruled
from games.finger_football.ui.flick_input import ESTIMATE
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.hand import EXACT as STEADY
from games.window.app import App
from sim.geometry import Pose

from ..conftest import key
from ..test_finger_football_window import at_position, fresh_app, texts
from ..test_game_scene import press_button
from .helpers import flick_to
from .test_newcomer_seven_of_ten import run, until_card
from .test_newcomer_six_of_ten import flick, hold_pull, touchdown_try

SHOTS = "/tmp/ff4-shots"
STEP = 1 / 60


def shot(app: App, name: str) -> None:
    import os

    os.makedirs(SHOTS, exist_ok=True)
    pygame.image.save(app.screen, f"{SHOTS}/{name}.png")


# ----------------------------------------------------------------- 1. what Space does
def play_to_the_final_whistle(app: App, seed: int) -> GameScene:
    """The game's last play, the CPU's, you 7 up; the person presses what is asked of him."""
    game = FingerFootball.position(Team.BLUE, 30.0, seed=seed, quarter=4, plays=19)
    game.score[Team.RED] = 7
    scene = at_position(app, game)
    for _ in range(100):
        run(app, 0.5)
        if scene.game.is_over() and scene.banner is not None:
            break
        if scene.human_turn() and scene.choices_shown:
            press_button(app, scene, scene.choices_shown[0].label)
    run(app, 1.0)
    return scene


def test_the_final_whistles_card_says_space_closes_it_and_n_starts_a_new_game() -> None:
    app = fresh_app()
    scene = play_to_the_final_whistle(app, seed=11)
    assert scene.banner is not None and scene.banner.headline == "FINAL WHISTLE"
    words = texts(app)
    assert GAME_OVER in words and NEXT_PLAY not in " ".join(words)
    # The last play's line: where the ball stopped, and the game over; no next play promised.
    assert not any("next play from" in w for w in words), words
    assert any(re.fullmatch(r"Run complete on .* · game over", w) for w in words), words
    shot(app, "final_whistle")
    key(app, pygame.K_SPACE)
    run(app, 0.3)
    assert scene.banner is None and "N: a new game · Esc: leave" in texts(app), "closed: the final score"
    key(app, pygame.K_n)
    run(app, 0.3)
    new = app.stack.top
    assert isinstance(new, GameScene) and not new.game.is_over(), "N: a new game"
    pygame.display.quit()


def test_a_flags_card_says_space_opens_the_penalty_choice() -> None:
    """The CPU's pass rests on a flag on fourth down: you decide, and the card says Space does."""
    app = fresh_app()
    game = FingerFootball.position(Team.BLUE, 40.0, down=4, seed=1)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(2, PlayKind.PASS, Direction.CHOICE))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseTarget)))
    flag = next(f for f in game.mat.flags if f.x < 0.5 and abs(f.y) < 0.01)  # ahead of Blue's 40
    flick_to(game, (flag.x, flag.y))
    scene = at_position(app, game)
    until_card(app, scene)
    assert scene.banner is not None and scene.banner.headline == "FLAG ON THE PLAY"
    assert scene.game.phase == Phase.PENALTY and scene.game.to_move() == Team.RED
    words = texts(app)
    assert YOUR_PENALTY in words and NEXT_PLAY not in " ".join(words), words
    assert not any("for the next play" in w for w in words), "the status line says it too"
    shot(app, "flag_card")
    key(app, pygame.K_SPACE)
    run(app, 0.6)
    assert scene.banner is None
    labels = " ".join(b.label for b in scene.panel.buttons)
    assert "ccept" in labels and "efuse" in labels, labels
    pygame.display.quit()


# ----------------------------------------------------------------- 2. the readout's unit
def test_the_flick_readouts_most_likely_stop_has_its_unit() -> None:
    app = fresh_app()
    scene = touchdown_try(app)
    scene.drag.help, scene.drag.hand = ESTIMATE, "club"  # a hand that strays: a range, not "about"
    hold_pull(app, scene, 90)
    said = " ".join(texts(app))
    assert re.search(r"stop \d+-\d+ yd, most likely \d+ yd", said), said
    assert not re.search(r"most likely \d+\b(?! yd)", said), said
    shot(app, "readout_unit")
    pygame.display.quit()


# ----------------------------------------------------------------- 3. the slider on the new spot
def sliders_drawn(app: App, scene: GameScene) -> list[tuple[Pose, bool]]:
    """The sliders one frame draws: each pose, and whether it is a ghost."""
    drawn: list[tuple[Pose, bool]] = []
    real = scene.view.draw_slider

    def record(s: pygame.Surface, pose: Pose, ghost: bool = False, **kw: object) -> None:
        drawn.append((pose, ghost))
        real(s, pose, ghost=ghost, **kw)  # type: ignore[arg-type]

    scene.view.draw_slider = record  # type: ignore[method-assign]
    app.frame(STEP)
    scene.view.draw_slider = real  # type: ignore[method-assign]
    return drawn


def first_card(app: App, scene: GameScene) -> None:
    for _ in range(1800):
        app.frame(STEP)
        if scene.banner is not None:
            return
    raise AssertionError("no result card")


def on_the_new_line(app: App, scene: GameScene) -> None:
    """Only one slider, solid, on the line of scrimmage the card tells of."""
    g = scene.game
    assert g.los is not None
    drawn = sliders_drawn(app, scene)
    assert len(drawn) == 1 and not drawn[0][1], drawn
    pose = drawn[0][0]
    assert abs(pose.x - g.los[0]) < 1e-6 and abs(pose.y - g.los[1]) < 1e-6, (pose, g.los)


def test_after_your_punt_into_the_end_zone_the_slider_is_on_the_20_with_its_card() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 30.0, seed=2)
    game.apply(CallPlay(Call.PUNT))
    scene = at_position(app, game)
    scene.drag.hand = STEADY
    flick(app, scene, 120)
    first_card(app, scene)
    assert scene.banner is not None and "end zone" in scene.banner.detail and "own 20" in scene.banner.detail
    on_the_new_line(app, scene)
    run(app, 1.0)
    on_the_new_line(app, scene)
    shot(app, "touchback_your_punt")
    pygame.display.quit()


def test_after_the_cpus_punt_only_the_new_spot_is_drawn() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.BLUE, 30.0, seed=2)
    game.apply(CallPlay(Call.PUNT))
    scene = at_position(app, game)
    first_card(app, scene)
    assert scene.banner is not None and scene.banner.headline == "THE CPU PUNTS"
    on_the_new_line(app, scene)  # no ghost left on the CPU's 30
    run(app, 1.0)  # the card settled: still only the new spot
    on_the_new_line(app, scene)
    shot(app, "the_cpus_punt")
    pygame.display.quit()


def test_after_the_cpus_touchback_the_slider_is_on_your_20_with_its_card() -> None:
    from ..test_game_scene import cpu_flick_at_rest

    app = fresh_app()
    scene = at_position(app, FingerFootball.position(Team.BLUE, 30.0, seed=5))
    scene.cpu_results_seen = 1
    cpu_flick_at_rest(app, scene)
    first_card(app, scene)
    assert scene.banner is not None and scene.banner.headline == "TOUCHBACK"
    on_the_new_line(app, scene)
    run(app, 1.0)  # the card settled: still only the new spot
    on_the_new_line(app, scene)
    shot(app, "touchback_the_cpus")
    pygame.display.quit()


def test_after_your_touchdown_try_goes_long_the_slider_is_on_the_cpus_20() -> None:
    app = fresh_app()
    scene = touchdown_try(app, own=45.0)
    flick(app, scene, 220)
    first_card(app, scene)
    assert scene.banner is not None and scene.game.offense == Team.BLUE, "off the back: a touchback"
    assert "own 20" in scene.banner.detail, scene.banner.detail
    on_the_new_line(app, scene)
    shot(app, "touchback_your_try")
    pygame.display.quit()


# ----------------------------------------------------------------- 4. near the goal
def near_the_goal(app: App, direction: Direction) -> GameScene:
    game = FingerFootball.position(Team.RED, 72.0, seed=2)  # the CPU's 28: its Zone 2
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(1, PlayKind.PASS, direction))
    assert game.phase == Phase.CHOOSE_TARGET
    scene = at_position(app, game)
    run(app, 0.5)
    return scene


def test_near_the_goal_a_td_face_stays_unstruck_and_the_word_says_a_free_pick() -> None:
    app = fresh_app()
    scene = near_the_goal(app, Direction.TD)
    ruled = overruled(scene.game)
    assert ruled.zone and not ruled.direction, "TD is still a pick: only the zone die is set aside"
    said = " ".join(texts(app))
    assert "free pick" in said and "this TD" in said and ruled.word == NEAR_GOAL_TD
    assert "Go for the touchdown" in " ".join(b.label for b in scene.panel.buttons)
    shot(app, "near_goal_td")
    pygame.display.quit()
    app = fresh_app()
    scene = near_the_goal(app, Direction.LEFT)
    ruled = overruled(scene.game)
    assert ruled.zone and ruled.direction and ruled.word == NEAR_GOAL, "a side, overruled: both struck"
    shot(app, "near_goal_side")
    pygame.display.quit()
