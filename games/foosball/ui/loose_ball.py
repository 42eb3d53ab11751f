"""A ball off the table on your side, against the CPU: your hand takes it as the news card goes
(the match does it: FoosMatch._loose_ball; Article IV ends the free-for-all as a player gains
possession). A newcomer's play-test waited through "press T", a 10 s count and a restart serve
every time a ball left the table; the card says so instead of "press T"."""

from __future__ import annotations

from typing import Any

# The game scene (game_scene.FoosballGameScene), named and not imported, even for its type: its
# imports run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
FoosballGameScene = Any


def on_your_side(scene: FoosballGameScene) -> bool:
    """Is the ball on your side (y < 0: your half of the width), in a game against the CPU?
    (Hot-seat: both hands are people's, T and Right Shift race for it.)"""
    return scene.table.ball_position[1] < 0.0 and scene.keys is None
