"""What the line under the table is told after each step of the game window: your untouched
serve's advice, and what an aim line "at goal" means (the first one of a game)."""

from __future__ import annotations

from typing import Any

from games.foosball.rules.actions import Phase
from games.foosball.ui import aim_line
from games.foosball.ui.game_talk import untouched_advice
from sim.foosball.spec import Side

# The game scene (game_scene.FoosballGameScene), named and not imported, even for its type: its
# imports run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
FoosballGameScene = Any

MEANING_TIME = 8.0  # s what a new word means stays under the table


def after_step(scene: FoosballGameScene) -> None:
    tell_untouched(scene)
    tell_aimed(scene)


def tell_aimed(scene: FoosballGameScene) -> None:
    """The first line aimed at goal this game: what it is (and is not) under the table."""
    line = scene.aim.line
    aimed = (
        line is not None
        and line.on_target
        and scene.ref.phase in (Phase.PLAY, Phase.SERVING, Phase.RESTARTING)
    )
    if aimed and not scene.told_aimed:
        scene.told_aimed = True
        scene.meaning = (aim_line.AIMED_MEANING, MEANING_TIME)
    elif not aimed and scene.meaning is not None and scene.meaning[0] == aim_line.AIMED_MEANING:
        scene.meaning = None  # the line is blocked or gone: the line under the table says why


def tell_untouched(scene: FoosballGameScene) -> None:
    """Your serve crossed untouched and left the table: what to change, under the table."""
    untouched = [side for _, side in sorted(scene.match.untouched.items())]
    for side in untouched[scene._untouched :]:
        if side == Side.HOME:
            scene.meaning = (untouched_advice(scene.last_serve), MEANING_TIME)
    scene._untouched = len(untouched)
