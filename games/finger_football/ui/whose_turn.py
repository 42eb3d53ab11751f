"""Whose moment the window is in when the rules wait on the CPU for a person's own play: after
your flick the CPU, as the defence, says whether it bumped the table (rules: both sides accept a
rest). That half-second was shown as the CPU's turn, "The CPU is looking at where the slider
stopped" under an F (skip the CPU's play) badge, right after your own flick (play-test): it is
still your play being ruled. Functions of the scene: they read it, never change it."""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.actions import JUDGING, Accept, Action, Bump, Flicked, Phase

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any


def own_flick_ruled(scene: GameScene) -> bool:
    """Is the person's own flick at rest and being ruled against the CPU (whoever acts next)?"""
    g = scene.game
    return bool(
        scene.names.versus_cpu
        and not scene.busy
        and g.phase in JUDGING
        and g.offense is not None
        and g.offense in scene.humans
        and g.pending is not None
    )


def your_play_waits_on_cpu(scene: GameScene) -> bool:
    """Does the CPU act now in the person's own play (it rolls the dice for it, says "no bump" on
    its rest, decides on its penalty)? Its play is not going on: nothing of it to skip (F)."""
    g = scene.game
    return bool(
        scene.names.versus_cpu
        and not scene.busy
        and g.phase in (Phase.ROLL, Phase.PENALTY, *JUDGING)
        and g.offense is not None
        and g.offense in scene.humans
    )


def own_play_ruled(scene: GameScene, action: Action) -> bool:
    """Does ``action`` rule on the person's own flick against the CPU (a scrimmage flick's
    acceptance, a two-point try's flick)? Its result gets a card of its own."""
    g = scene.game
    if not scene.names.versus_cpu or g.offense not in scene.humans:
        return False
    return (g.phase in JUDGING and isinstance(action, Accept | Bump)) or (
        g.phase == Phase.TWO_POINT and isinstance(action, Flicked)
    )
