"""B in the game's window (game_scene.py holds the flow): the person says they moved the mat during
a flick, theirs or the CPU's (the rulebook's moved surface: the advantage goes to the side that did
not move it). Asked to confirm; when there is nothing to say it of, the panel says why, in the
words of the moment (the CPU winding up: press it after its flick). Offered only in F1's list: at
a computer nothing moves the mat (play-test: "bumped the table" read as meaningless)."""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.actions import JUDGING, Bump

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

WAIT_FOR_REST = "B, owning up to a bump of the mat in the CPU's flick: you are asked once it has stopped"
NOT_YET = "B, owning up to a bump: not yet. Press it after the CPU's flick, only if you moved the mat"
NOTHING = "B, owning up to a bump: nothing to own up to now (it is for a flick just made)"


def own_up(scene: GameScene) -> None:
    """B: asked at once in the person's moment to judge, remembered while the CPU looks at its
    own rest, else a word on why nothing happens."""
    g = scene.game
    if scene.defends_cpu_flick() and g.to_move() in scene.cpu:
        scene.bump_said = True  # asked as soon as the defence's moment comes (the rules' order)
        scene._notify(WAIT_FOR_REST)
        return
    mine = g.phase in JUDGING and scene.names.versus_cpu and g.to_move() in scene.humans
    for action in g.legal_actions() if mine and not g.is_over() else []:
        if isinstance(action, Bump) and action.by in scene.humans:
            scene._choose(action)
            return
    scene._notify(NOT_YET if scene.wind_up is not None else NOTHING)
