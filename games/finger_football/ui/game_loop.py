"""The game window's frame by frame flow (game_scene.py holds the decisions): banners aging, the
flick sliding, the CPU winding up and moving, the dice rolling for its play, a rest accepted by
itself after a look. And the CPU's play skipped (F or the button): a newcomer waited 2.5 minutes
while the CPU ran its first drive of 13 plays. Skipped, the CPU's pauses, wind-ups and slides of
its play now are run to their end, frame by frame, the same actions in the same order (a
recording replays the same), up to that play's result, and no further: its result is shown as
any is, held in full until read (RESULT_READ, or Space or a click), or until Space or a click for
a score or the ball changing hands. F had hurried on past every ordinary result to the next that
waited, so a person saw nothing of what the CPU had done (play-test). F pressed while a result is
shown leaves it up; the CPU's next play is then skipped once that result has gone. Functions of
the scene: they read it and act through it."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.rules.actions import JUDGING, Accept, Phase
from games.finger_football.rules.engine import KickRequest
from games.finger_football.ui import coin_toss, defence_flow, field_turn
from games.finger_football.ui.defence_flow import TUMBLE
from games.finger_football.ui.whose_turn import your_play_waits_on_cpu
from games.window.banner import FADE, LIFE

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

CPU_PAUSE = 0.5  # s before the CPU acts, so a person can follow
HOLD = 0.6  # s a slider stays where it rests before the next play's spot is shown
JUDGE_LOOK = 0.9  # s to look where a flick rests before the play goes on by itself (against the CPU)
CPU_SLIDE = 1.8  # s a CPU flick's slide is shown over at least: every one slowed to be watched
HURRY_KEY = pygame.K_f
HURRY_WORDS = "F: skip to the CPU's result"
HURRYING_WORDS = "Skipping to the result of the CPU's play"


def cpu_playing(scene: GameScene) -> bool:
    """Is the CPU's play going on, the person only watching (what F hurries)?"""
    g = scene.game
    if not scene.names.versus_cpu or g.is_over() or scene.confirm is not None or scene.banner_waits:
        return False
    if your_play_waits_on_cpu(scene):
        return False  # your own play, though the CPU rolls its dice or says "no bump" on it
    if scene.busy:
        return scene.wind_up is not None or scene.cpu_acted or scene.defends_cpu_flick()
    if not scene.human_turn():
        return True
    return defence_flow.rolls_for_cpu(scene) or (scene.auto_accepts() and scene.defends_cpu_flick())


def hurry(scene: GameScene) -> bool:
    """F: the CPU's play now skipped to its result (True if there was one to skip). A result
    shown as F is pressed is not that play's: it stays up, and the play after it is skipped."""
    if not cpu_playing(scene):
        return False
    scene.hurry = True
    scene.hurry_past = scene.banner
    return True


def _hurried(scene: GameScene) -> None:
    """Every clock of the CPU's play run to its end, until its result shows; a decision of the
    person's ends the skip too. A result is never cut short."""
    if scene.banner is not None:
        if scene.banner is not scene.hurry_past:
            scene.hurry = False  # the play's result: shown, held as any is
        return  # a result shown before F: read as usual, then the skip goes on
    if scene.human_turn() and not scene.busy and not cpu_playing(scene):
        scene.hurry = False
        return
    scene.wait = 0.0
    scene.look = JUDGE_LOOK
    scene.tumbling = max(scene.tumbling, TUMBLE)
    if scene.wind_up is not None:
        scene.wind_up.t = scene.wind_up.length
    if scene.anim is not None:
        scene.anim_t = max(scene.anim_t, scene.anim.time + HOLD)


def update(scene: GameScene, dt: float) -> None:
    _update(scene, dt)
    scene._refresh_choices()  # the buttons for the position the step leaves


def _update(scene: GameScene, dt: float) -> None:
    scene.choices_age += dt
    scene.notice_t = max(0.0, scene.notice_t - dt)
    if scene.notice_t == 0.0:
        scene.notice = ""
    scene.panel.update(dt, scene.shown_game)
    coin_toss.update(scene, dt)
    if scene.hurry:
        _hurried(scene)
    if scene.banner is not None:
        scene.banner.update(dt)
        if scene.banner_held:  # a CPU result stays in full a while, then goes by itself
            defence_flow.hold(scene, dt, LIFE, FADE)
        if scene.banner.done:
            scene._end_banner()
    if scene.confirm is not None or scene.app.stack.top is not scene:
        return  # the game waits for the answer, or for the kick window
    if scene.anim is not None:
        slide(scene, dt)
        return
    if scene.wind_up is not None:
        scene._wind(dt)
        return
    if scene.game.is_over():
        return
    request = scene.game.request()
    if scene.human_turn():
        if isinstance(request, KickRequest) and scene.banner is None:
            scene._open_kick(request, None)
        elif defence_flow.rolls_for_cpu(scene):
            defence_flow.tumble(scene, dt)  # the dice roll by themselves for the CPU's play
        elif scene.bump_said and scene.defends_cpu_flick():
            scene.bump_said = False
            scene._own_up()
        elif scene.auto_accepts() and scene.confirm is None:
            scene.look += dt
            if scene.look >= JUDGE_LOOK:
                scene.look = 0.0
                scene.bump_hints += 1
                scene._act(Accept())
        return
    scene.wait -= dt
    if scene.wait <= 0.0 and scene.banner is None:  # a banner ends before the CPU's next move
        scene._cpu_move(request)


def slide(scene: GameScene, dt: float) -> None:
    assert scene.anim is not None
    scene.anim_t += dt * scene.anim_rate
    if not scene.sliding and scene.held_banner is not None:
        banner, sounds, held, waits = scene.held_banner
        scene.held_banner = None
        scene._show_banner(banner, sounds, held, waits)
    if not scene.sliding and scene.banner is None and scene.cards_after:
        scene._show_banner(scene.cards_after.pop(0), ("whistle",), True, True)
    if not scene.sliding and field_turn.settle(scene):
        return
    ruled_on_its_rest = scene.game.phase in (*JUDGING, Phase.PENALTY)  # shown until decided
    # A ball spotted anew shows on its new line with its card, not held where the flick stopped.
    hold = 0.0 if ruled_on_its_rest or scene.respotted else HOLD
    if scene.anim_t >= scene.anim.time + hold:
        scene.anim = None
        scene.wait = CPU_PAUSE
        scene._refresh_choices()
