"""The CPU's kick at goal, with the person as the defender (kick_scene.py is the window). The
rulebook's defender holds up two hands as the goalpost, says "go" and counts "one thousand one, one
thousand two, one thousand three"; a kick not made before the count ends is blocked. So the CPU's
kick waits for the person's "go" (Space, Enter or a click): the count runs from that press, the
CPU kicks when its hand does (its time after "go", drawn from its skill and already in the
outcome), and a kick not made in time is blocked. Once landed, the window goes back to the game by
itself after a few seconds (Enter: now): a play-tester defended for 20 plays pressing keys that
decided nothing. Functions of the scene: they read and move its phase."""

from __future__ import annotations

import math
from typing import Any

import pygame

from games.finger_football.ui.kick_consts import WATCH_GRACE, Phase

# The kick window (kick_scene.FieldGoalScene), named and not imported: it imports this module.
Scene = Any

BACK_AFTER = 4.0  # s after the CPU's kick lands before the window goes back to the game by itself
GO_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
SAY_GO = (
    "Your hands are the goalpost. Say go (Space, Enter or a click): the CPU must kick before you count three."
)
COUNTING = 'The CPU must kick before you finish "one thousand three", or it is blocked.'
HELP_WAITING = "Space, Enter or a click: say go · Esc: leave the game (it asks first)"
HELP_FLYING = "Esc: leave the game (it asks first)"


def say_go(k: Scene) -> None:
    """The defender's "go": the count runs from now, the CPU's kick comes when its hand is ready."""
    k.phase, k.clock, k.stood_at = Phase.COUNTING, 0.0, 0.0


def key(k: Scene, pressed: int) -> None:
    """Space or Enter: "go" while the CPU waits; back to the game once its kick has landed."""
    if pressed not in GO_KEYS:
        return
    if k.phase == Phase.WAITING:
        say_go(k)
    elif k.phase == Phase.DONE and k.done_t >= WATCH_GRACE:
        k._hand_back()


def press(k: Scene) -> None:
    """A click anywhere: "go" while the CPU waits; back to the game once its kick has landed."""
    if k.phase == Phase.WAITING:
        say_go(k)
    elif k.phase == Phase.DONE and k.done_t >= WATCH_GRACE:
        k._hand_back()


def update(k: Scene, dt: float) -> bool:
    """The count and the wait after the landing; False while the ball flies (the window's own
    flight runs then)."""
    o = k.outcome
    if k.phase == Phase.WAITING:
        return True
    if k.phase == Phase.COUNTING:
        k.clock += dt
        at = o.kicked_at if o is not None and o.kicked_at is not None else 0.0  # untimed: at once
        if o is not None and o.trajectory and k.clock >= at:
            k.phase, k.flight_t, k._heard = Phase.FLYING, 0.0, 0
            k.app.sounds.play("kick", max(0.25, min(1.0, o.kick.speed / 6.0)) if o.kick else 0.5)
        elif k.clock > k.setup.count_length:
            k.phase = Phase.DONE  # not kicked by "one thousand three": blocked (the outcome says so)
        return True
    if k.phase == Phase.DONE:
        k.done_t += dt
        if k.done_t >= BACK_AFTER:
            k._hand_back()
        return True
    return False


def back_in(k: Scene) -> str:
    """How the window goes back, after the kick's story: "Back to the game in 3 s (Enter: now)"."""
    left = max(1, math.ceil(BACK_AFTER - k.done_t))
    return f"Back to the game in {left} s (Enter: now)"
