"""The Tortellini Football window in each state a player meets (see games/app/scene_states.py):
setting up, planning, a turn being revealed, its moment, the hand-over screen, the last goal."""

from __future__ import annotations

from games.tortellini.rules.actions import CHIPS, Phase, Place, Plan, Team
from games.tortellini.ui.game_scene import TortelliniScene, tortellini_setup
from games.window.scene import Host
from games.window.state_kit import SceneState, frames, with_help


def _game(app: Host, humans: frozenset[Team] = frozenset({Team.ONE})) -> TortelliniScene:
    scene = app.push(lambda a: TortelliniScene(a, humans, 1))
    assert isinstance(scene, TortelliniScene)
    return scene


def _planning(app: Host) -> TortelliniScene:
    """Every chip placed, your plan half made."""
    scene = _game(app)
    game = scene.game
    for _ in range(12):
        placer = game.to_place()
        if placer is None:
            break
        if placer in scene.humans:
            col = 2 + 2 * sum(1 for (t, _), sq in game.chips.items() if t == placer and sq is not None)
            chip = next(c for c in CHIPS if game.chips[(placer, c)] is None)
            scene._apply(Place(placer, chip, col))
            scene._next_planner()
        else:
            frames(app, 0.4)
    assert game.phase == Phase.PLAN
    scene.orders = {(Team.ONE, "red"): "N", (Team.ONE, "white"): "NE"}
    return scene


def _revealing(app: Host, seconds: float) -> TortelliniScene:
    scene = _planning(app)
    scene.orders[(Team.ONE, "blue")] = "N"
    scene._reveal()
    frames(app, seconds)
    return scene


def _interception(app: Host) -> TortelliniScene:
    """A pass up column b meets a defender in the lane: the change of hands marked."""
    scene = _game(app, frozenset(Team))
    game = scene.game
    game.chips = {
        (Team.ONE, "red"): (1, 1),
        (Team.ONE, "white"): (1, 6),
        (Team.ONE, "blue"): (5, 1),
        (Team.TWO, "red"): (1, 2),
        (Team.TWO, "white"): (1, 3),
        (Team.TWO, "blue"): (6, 6),
    }
    game.carrier, game.offence, game.phase, game.pending = (Team.ONE, "red"), Team.ONE, Phase.PLAN, {}
    scene._next_planner()
    scene._submit(Plan(Team.ONE, ("P", "P", "N")))
    scene._next_planner()
    scene.screen_up = False
    scene.orders = {(Team.TWO, c): o for c, o in zip(CHIPS, ("N", "N", "S"), strict=True)}
    scene._reveal()
    while scene.reveal is not None and scene.reveal.stage.value != "marked":
        frames(app, 0.1)
    return scene


def _won(app: Host) -> TortelliniScene:
    scene = _game(app)
    scene.game.score = {Team.ONE: 5, Team.TWO: 3}
    scene.game.phase = Phase.OVER
    return scene


TORTELLINI_STATES = [
    SceneState("tortellini", "opponent", lambda a: a.push(tortellini_setup)),
    SceneState("tortellini", "setting up", _game),
    SceneState("tortellini", "planning", _planning),
    SceneState("tortellini", "plans revealed", lambda a: _revealing(a, 0.3)),
    SceneState("tortellini", "chips moving", lambda a: _revealing(a, 1.3)),
    SceneState("tortellini", "interception", _interception),
    SceneState("tortellini", "hand-over", lambda a: _game(a, frozenset(Team))),
    SceneState("tortellini", "won", _won),
    SceneState("tortellini", "help", with_help(_planning)),
]
