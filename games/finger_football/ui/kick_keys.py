"""Field-goal practice's own keys (kick_scene.py is the window): H the defender's hands, D air
resistance, C the trembling hand, T a new round. H, D and C leave a round for free practice (C
too: it said "challenge" and changed nothing in a round, play-test), saying so, and that a round
left part-way was not kept."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.ui.kick_consts import Phase
from games.finger_football.ui.kick_round import KICKS, KickRound, round_plan
from sim.kick import HANDS

# The kick window (kick_scene.FieldGoalScene), named and not imported: it imports this module.
Scene = Any


def practice_key(k: Scene, key: int) -> None:
    """H (hands), D (air drag), T (a new round), C (the tremble): each says what it did, and
    leaving a round part-way says that round was not kept (H mid-round dropped it silently)."""
    if k.phase not in (Phase.WAITING, Phase.DONE):
        k.app.say("Wait for this kick to land, then press it again")
        return
    dropped = round_dropped(k)
    if key == pygame.K_c:
        # In a round too: C leaves it for free practice with the tremble the other way (it
        # said "challenge" and changed nothing: play-test).
        k.challenge = not k.trembles
        k.round = None
        state = "on: your hand trembles" if k.challenge else "off: a steady hand"
        done = f"Free practice, not scored: challenge {state}"
    elif key == pygame.K_h:
        k.round = None  # hands of your own: free practice, not scored
        k._set_post(HANDS[(HANDS.index(k.hands) + 1) % len(HANDS)], k.distance)
        done = f"Free practice, not scored: {k.hands} hands"
    elif key == pygame.K_d:
        k.round = None
        k.drag = not k.drag
        done = f"Free practice, not scored: air drag {'on' if k.drag else 'off'}"
    else:
        k.round, k.drag = KickRound(round_plan(k.round_rng)), True
        k._set_post(k.round.setting.hands, k.round.setting.distance)
        k._reset()
        done = f"A new round of {KICKS} kicks"
    k.app.say(f"{dropped}{done}")


def round_dropped(k: Scene) -> str:
    """What leaving the round now loses, said first ("" when none is under way)."""
    r = k.round
    if r is None or not r.results or len(r.results) >= len(r.plan):
        return ""
    return f"Round left after {len(r.results)} of {len(r.plan)} kicks: not kept. "
