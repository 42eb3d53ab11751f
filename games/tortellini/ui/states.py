"""The Tortellini Football window in each state a player meets (see games/app/scene_states.py):
choosing the opponent, the How to play pages (F1, and before the first game), the guided first
turn, setting up, planning (an order, a pass, two chips on a square), a turn being revealed
step by step (the plans, the moves, the pass flying, an interception, a tackle, a goal), the
hand-over screen, the last goal."""

from __future__ import annotations

from collections.abc import Callable

from games.tortellini.rules.actions import CHIPS, Phase, Place, Plan, Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.opponent import tortellini_setup
from games.tortellini.ui.reveal import Stage
from games.window.app import App
from games.window.choice import ChoiceScene
from games.window.scene import Host, Scene
from games.window.state_kit import SceneState, frames, with_help
from sim.tiles.grid import Square

ONE, TWO = Team.ONE, Team.TWO


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


def _set(
    app: Host, chips: dict[Chip, Square], carrier: Chip, humans: frozenset[Team] = frozenset({ONE})
) -> TortelliniScene:
    """A turn about to be planned from a set position (the CPU's secret plan made)."""
    scene = _game(app, humans)
    game = scene.game
    game.chips = dict.fromkeys(game.chips, None) | chips
    game.carrier, game.offence, game.phase, game.pending = carrier, carrier[0], Phase.PLAN, {}
    scene._next_planner()
    scene.screen_up = False
    return scene


def _turn(
    app: Host,
    chips: dict[Chip, Square],
    carrier: Chip,
    one: tuple[str, str, str],
    two: tuple[str, str, str],
    stage: Stage,
) -> TortelliniScene:
    """Both plans revealed from a set position (hot-seat, so both are chosen), shown to ``stage``."""
    scene = _set(app, chips, carrier, frozenset(Team))
    scene._submit(Plan(TWO, two))
    scene._next_planner()
    scene.screen_up = False
    scene.orders = {(ONE, c): o for c, o in zip(CHIPS, one, strict=True)}
    scene._reveal()
    for _ in range(200):
        if scene.reveal is None or scene.reveal.stage == stage:
            break
        frames(app, 0.05)
    return scene


LANE = {
    (ONE, "red"): (1, 1),
    (ONE, "white"): (4, 4),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (3, 2),
    (TWO, "white"): (5, 6),
    (TWO, "blue"): (1, 5),
}


def _pass_planned(app: Host) -> TortelliniScene:
    """Your pass along the diagonal, marked: the lane dotted, both chips P."""
    scene = _set(app, LANE, (ONE, "red"))
    scene.orders = {(ONE, "red"): "P", (ONE, "white"): "P", (ONE, "blue"): "N"}
    return scene


def _choosing_receiver(app: Host) -> TortelliniScene:
    """Pass pressed: the chips the ball's chip may pass to ringed, each lane drawn, the lane to
    white at risk from the CPU's red beside it (crossed, and said above the board)."""
    scene = _set(app, LANE, (ONE, "red"))
    scene._start_pass()
    return scene


def _shared(app: Host) -> TortelliniScene:
    """Two chips on one square, one of each side, and three on another: side by side."""
    chips = {
        (ONE, "red"): (3, 3),
        (TWO, "red"): (3, 3),
        (ONE, "white"): (5, 2),
        (ONE, "blue"): (5, 2),
        (TWO, "white"): (5, 2),
        (TWO, "blue"): (0, 6),
    }
    scene = _set(app, chips, (ONE, "red"))
    scene.selected = (ONE, "blue")
    return scene


# The CPU's red has the ball on d4, its white on b6 and its blue on f6: both on a diagonal, so
# its carrier may pass to either; your chips around them may step into the lanes.
DEFENCE = {
    (TWO, "red"): (3, 3),
    (TWO, "white"): (1, 5),
    (TWO, "blue"): (6, 6),
    (ONE, "red"): (3, 5),
    (ONE, "white"): (4, 2),
    (ONE, "blue"): (1, 2),
}


def _defence(app: Host) -> TortelliniScene:
    """The CPU's ball: its lanes dashed, the squares where you intercept ringed (the guide seen)."""
    app.settings.hint_seen("guide:tortellini")
    return _set(app, DEFENCE, (TWO, "red"))


TACKLE = {
    (ONE, "red"): (3, 3),
    (ONE, "white"): (1, 1),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (4, 5),
    (TWO, "white"): (2, 6),
    (TWO, "blue"): (6, 6),
}
SWAP = {  # your red with the ball and the CPU's white, a square apart: they step past each other
    (ONE, "red"): (3, 3),
    (ONE, "white"): (1, 1),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (5, 6),
    (TWO, "white"): (3, 4),
    (TWO, "blue"): (6, 6),
}
GOAL = {
    (ONE, "red"): (3, 6),
    (ONE, "white"): (1, 1),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (0, 7),
    (TWO, "white"): (6, 7),
    (TWO, "blue"): (6, 5),
}


def _help_page(page: int, setup: Callable[[Host], Scene]) -> Callable[[Host], Scene]:
    def shown(app: Host) -> Scene:
        scene = setup(app)
        app.help_open = True
        if isinstance(app, App):
            app.help.page = page
        return scene

    return shown


def _first_game(app: Host) -> Scene:
    """A player's first game with no guided first turn (two at one mouse), chosen from the
    opponents: the rules are shown before it (against the CPU the guide is, howto.show_once)."""
    app.settings.hints_seen.discard("tortellini/how-to-play")
    setup = app.push(tortellini_setup)
    assert isinstance(setup, ChoiceScene)
    setup.choose(len(setup.choices) - 1)  # hot-seat
    scene = app.stack.top
    assert scene is not None
    return scene


def _guided(app: Host) -> Scene:
    """The guided first turn's first step, the rules' pages closed."""
    app.settings.hints_seen.discard("guide:tortellini")
    scene = _game(app)
    if isinstance(app, App):
        app.guides.pop(id(scene), None)
        app.show_guide(scene)
    return scene


PAGES = ["board", "setting up", "orders", "tackle", "swap", "pass", "interception", "goal"]

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
    *[
        SceneState("tortellini", f"rules {name}", _help_page(k + 1, _planning))
        for k, name in enumerate(PAGES)
    ],
    SceneState("tortellini", "rules before the first game", _first_game),
    SceneState("tortellini", "guided first turn", _guided),
    SceneState("tortellini", "pass planned", _pass_planned),
    SceneState("tortellini", "choosing a receiver", _choosing_receiver),
    SceneState("tortellini", "two on a square", _shared),
    SceneState("tortellini", "defence lanes", _defence),
    SceneState(
        "tortellini",
        "pass flying",
        lambda a: _turn(a, LANE, (ONE, "red"), ("P", "P", "N"), ("E", "S", "E"), Stage.BALL),
    ),
    SceneState(
        "tortellini",
        "tackled",
        lambda a: _turn(a, TACKLE, (ONE, "red"), ("N", "N", "N"), ("SW", "S", "S"), Stage.MARKED),
    ),
    SceneState(
        "tortellini",
        "swapped",
        lambda a: _turn(a, SWAP, (ONE, "red"), ("N", "N", "N"), ("S", "S", "S"), Stage.MARKED),
    ),
    SceneState(
        "tortellini",
        "goal shown",
        lambda a: _turn(a, GOAL, (ONE, "red"), ("N", "N", "N"), ("E", "W", "W"), Stage.MARKED),
    ),
    SceneState("tortellini", "opponent rules", _help_page(1, lambda a: a.push(tortellini_setup))),
]
