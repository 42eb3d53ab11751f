"""Defending against the CPU (a newcomer's play-test rated the game 4/10: for 20+ plays their only
action was "Roll the dice" then Space to close the banner, with "Press B only if you bumped the
table" after each flick). Now the CPU's drive flows with no press but Space on its result cards
(none with scene.auto_advance: they go by themselves): the dice tumble and land by themselves;
what the rulebook gives the defence is asked (a flag, accept or refuse; the "go" and the count at
the CPU's kick, the hands its goalpost); no line speaks of bumping a table. Driven by the events
a person makes, or by none at all."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest

from games.finger_football.rules.actions import Call, CallPlay, Dice, Direction, Phase, PlayKind, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.defence_flow import RESULT_READ, TUMBLE
from games.finger_football.ui.game_scene import GO_ON_GRACE, GameScene
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.kick_watch import BACK_AFTER
from games.window.banner import LIFE

from .conftest import key, post, run_for
from .test_finger_football_window import at_position, field_goal, fresh_app, texts

DIE_FACE = (245, 244, 238)  # a die drawn in the panel


def die_pixels(app: object, scene: GameScene) -> int:
    shot = pygame.surfarray.array3d(app.screen)  # type: ignore[attr-defined]
    p = scene.panel.rect
    area = shot[p.left : p.right, p.top : p.top + 260]
    return int((area == np.array(DIE_FACE)).all(axis=2).sum())


@pytest.mark.parametrize("auto_advance", [False, True])
def test_the_cpus_drive_goes_on_with_no_press_but_space_on_its_cards_and_the_dice_tumble_in_the_panel(
    auto_advance: bool,
) -> None:
    """Every result card waits for Space ("Space: next play"), and Space is the only press asked;
    with cards that go by themselves (``auto_advance``) not even that."""
    app = fresh_app()
    game = FingerFootball.position(Team.BLUE, 30.0, seed=3)  # the CPU's ball on its own 30
    scene = at_position(app, game)
    scene.auto_advance = auto_advance
    said: list[str] = []
    tumbled = False
    spaces = 0
    for _ in range(int(40 / 0.1)):  # 40 s of the window, and no key or click but Space on a card
        run_for(app, 0.1)
        if scene.game.phase == Phase.ROLL and scene.human_turn() and scene.banner is None:
            assert scene.choices_shown == [], "no button to roll: the dice roll by themselves"
            if 0.1 < scene.tumbling < TUMBLE - 0.1:
                app.frame(1 / 60)
                tumbled = tumbled or die_pixels(app, scene) > 500
        said += texts(app)
        if scene.game.plays >= 4:
            break
        if scene.banner is not None and scene.banner_waits and scene.banner.age > GO_ON_GRACE:
            assert not auto_advance or scene.banner.headline != "THE CPU MISSES", "an ordinary result"
            key(app, pygame.K_SPACE)
            spaces += 1
    assert scene.game.plays >= 4, "four of the CPU's plays went by with no press but Space on a card"
    assert auto_advance or spaces >= 3, "each play's result waited for Space"
    assert tumbled, "the dice are drawn tumbling in the panel while they roll"
    joined = " ".join(said).lower()
    assert "bumped the table" not in joined and "own up" not in joined and "press b" not in joined
    assert "the dice roll by themselves for the cpu's play" in joined, "what happens: no press asked"
    pygame.display.quit()


def test_a_flag_on_the_cpus_play_is_the_defenders_to_call() -> None:
    """The rulebook's defence decides a flag: the window asks, with what each leaves, and waits."""
    app = fresh_app()
    game = FingerFootball.position(Team.BLUE, 40.0, seed=5)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(1, PlayKind.RUN, Direction.MIDDLE))
    game.phase = Phase.PENALTY  # its flick rests on a flag: Red, the person, decides
    scene = at_position(app, game)
    run_for(app, 5.0)
    assert scene.game.phase == Phase.PENALTY, "it waits for the defender"
    labels = [c.label for c in scene.choices_shown]
    assert labels == ["Accept the penalty", "Refuse the penalty"]
    said = " ".join(texts(app))
    assert "Accept:" in said and "Refuse:" in said
    key(app, pygame.K_1)
    assert scene.game.phase != Phase.PENALTY
    pygame.display.quit()


def cpu_kick(app: object, kicked_at: float = 1.1) -> tuple[object, list[object]]:
    from sim.kick import Kick, KickRange, KickTiming, load_setup

    setup = load_setup()
    outcome = KickRange(setup.goalpost("medium", 1.10), setup.ball).kick(
        Kick(3.7, math.radians(40)), timing=KickTiming(3.0, 0.0, kicked_at), trajectory=True
    )
    heard: list[object] = []
    scene = field_goal(app, on_result=heard.append, kicker="The CPU's field goal", watch=outcome)
    return scene, heard


def test_the_cpus_kick_waits_for_the_defenders_go_then_counts_and_flies() -> None:
    app = fresh_app()
    scene, heard = cpu_kick(app)
    run_for(app, 6.0)
    assert scene.phase == KickPhase.WAITING and heard == [], "nothing flies before your go"  # type: ignore[attr-defined]
    said = " ".join(texts(app))
    assert "Your hands are the goalpost" in said and "Say go" in said
    post(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1)  # a click says go too
    app.frame(1 / 60)
    assert scene.phase == KickPhase.COUNTING  # type: ignore[attr-defined]
    run_for(app, 0.5)
    assert "GO!" in texts(app) or "one thousand one" in texts(app)
    assert scene.phase == KickPhase.COUNTING, "the CPU kicks 1.1 s after go"  # type: ignore[attr-defined]
    run_for(app, 0.8)
    assert scene.phase in (KickPhase.FLYING, KickPhase.DONE)  # type: ignore[attr-defined]
    run_for(app, 2.0)
    assert scene.phase == KickPhase.DONE and heard == []  # type: ignore[attr-defined]
    run_for(app, BACK_AFTER)
    assert len(heard) == 1, "back to the game by itself once seen landing"
    pygame.display.quit()


def test_a_cpu_kick_too_late_for_the_count_is_blocked_and_never_flies() -> None:
    app = fresh_app()
    scene, _heard = cpu_kick(app, kicked_at=3.4)
    key(app, pygame.K_SPACE)
    flew = False
    for _ in range(60 * 4):
        app.frame(1 / 60)
        flew = flew or scene.phase == KickPhase.FLYING  # type: ignore[attr-defined]
    assert not flew and scene.phase == KickPhase.DONE  # type: ignore[attr-defined]
    assert "BLOCKED" in " ".join(texts(app))
    pygame.display.quit()


@pytest.mark.parametrize("auto_advance", [False, True])
def test_a_cpu_result_waits_for_space_unless_cards_go_by_themselves(auto_advance: bool) -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.BLUE, 30.0, seed=3)  # the CPU's ball: it misses
    scene = at_position(app, game)
    scene.auto_advance = auto_advance
    for _ in range(240):
        if scene.banner is not None:
            break
        run_for(app, 0.25)
    assert scene.banner is not None and scene.banner_held
    run_for(app, RESULT_READ + LIFE)
    if auto_advance:
        assert scene.banner is None
    else:
        assert scene.banner is not None and scene.banner_waits, "held until read"
        key(app, pygame.K_SPACE)
        assert scene.banner is None
    pygame.display.quit()
