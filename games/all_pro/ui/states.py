"""The All-Pro Football window in each state a player meets (see games/app/scene_states.py): the
kick-off, a formation (and one refused), a play with a man chosen (beside a man he can block), a
hand-off to pick, a block, the CPU's series, a pass call with its open lanes, a throw, an
interception's banner, the final whistle, the rules' pages and the guided first turn."""

from __future__ import annotations

import pygame

from games.all_pro.rules.actions import Call, EndSeries, Formation, PassKind, Phase, Snap
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.game_scene import AllProScene, all_pro_setup
from games.window.banner import Banner
from games.window.scene import Host, Scene
from games.window.state_kit import SceneState, frames, post, with_help

HOME_KICKS = 2  # a seed whose toss has home kick off


def _game(app: Host, humans: frozenset[Team] = frozenset({Team.HOME})) -> AllProScene:
    scene = app.push(lambda a: AllProScene(a, humans, HOME_KICKS))
    assert isinstance(scene, AllProScene)
    return scene


def _lined_up(app: Host) -> AllProScene:
    """Your ball on the 50, both teams lined up, not yet snapped."""
    scene = _game(app)
    game = scene.game
    game._scrimmage(Team.HOME, 50, first_down=True)
    game.apply(Formation(Team.HOME, "T", tuple(sorted(game.formation_places(Team.HOME, "T").items()))))
    game.apply(
        Formation(Team.AWAY, "7-2-2", tuple(sorted(game.formation_places(Team.AWAY, "7-2-2").items())))
    )
    return scene


def _formation(app: Host) -> AllProScene:
    scene = _game(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    scene._arrange(Team.HOME, "balanced")
    return scene


def _man_chosen(app: Host) -> AllProScene:
    scene = _lined_up(app)
    scene._do(Snap("home.B1"))
    qb = scene.view.centre(*scene.game.men["home.B1"].square)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(round(qb[0]), round(qb[1])), button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=(round(qb[0]), round(qb[1])), button=1)
    return scene


def _cpu_series(app: Host) -> AllProScene:
    scene = _lined_up(app)
    scene._do(Snap("home.B1"))
    scene._do(EndSeries())
    frames(app, 0.3)
    return scene


def _passing(app: Host) -> AllProScene:
    scene = _lined_up(app)
    game = scene.game
    scene._do(Snap("home.B1"))
    scene._do(EndSeries())
    while game.mover != Team.HOME and game.phase == Phase.PLAY:
        frames(app, 0.2)
    if game.phase == Phase.PLAY:
        scene._do(EndSeries())
    if Call("pass") in game.legal_actions():
        scene._do(Call("pass"))
    return scene


def _throw(app: Host) -> AllProScene:
    """You called a pass and the CPU's defence has moved: the receivers' odds are shown."""
    scene = _lined_up(app)
    game = scene.game
    scene._do(Snap("home.B1"))
    qb = game.men["home.B1"].square
    for man, rows in (("home.E1", 6), ("home.E2", 4)):  # two Ends out on the passer's column
        square = (qb[0], qb[1] + rows)
        occupant = game.at.pop(square, None)
        if occupant is not None:  # whoever stood there steps aside, off the column
            game.men[occupant].square = (qb[0] + 2, qb[1] + rows)
            game.at[(qb[0] + 2, qb[1] + rows)] = occupant
        del game.at[game.men[man].square]
        game.men[man].square = square
        game.at[square] = man
    game.passing, game.phase = (PassKind.FORWARD, "home.B1"), Phase.THROW
    return scene


def _refused(app: Host) -> AllProScene:
    """The unbalanced line with its only man behind the Center dragged to the flank: Ready refused."""
    scene = _game(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    scene._arrange(Team.HOME, "unbalanced")
    assert scene.places is not None
    scene.places["home.B1"] = (0, scene.places["home.B1"][1])
    scene._ready(Team.HOME)
    return scene


def _set(app: Host, game: AllPro) -> AllProScene:
    scene = _game(app)
    scene.game = scene.view.game = game
    return scene


def _pass_call(app: Host) -> AllProScene:
    """Your series over, the ball behind the line: the open receivers' lanes are drawn."""
    men = {
        "home.C": (5, 11),
        "home.B1": (5, 9),
        "home.E1": (5, 13),
        "home.E2": (8, 12),
        "home.B2": (2, 11),
        "away.C": (5, 12),
        "away.B1": (3, 13),
    }
    return _set(app, AllPro.position(men, "home.B1", phase=Phase.CALL))


def _near_a_block(app: Host) -> AllProScene:
    """A Back chosen beside a man of the CPU's: the man he can block is ringed; a block beside."""
    men = {"home.B1": (5, 9), "home.B2": (5, 11), "away.L2": (6, 12), "home.L1": (3, 12), "away.E1": (3, 12)}
    game = AllPro.position(men, "home.B1", moves=1, blocks=[("home.L1", "away.E1")])
    scene = _set(app, game)
    x, y = scene.view.centre(5, 11)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=(round(x), round(y)), button=1)
    return scene


def _picking(app: Host) -> AllProScene:
    scene = _lined_up(app)
    scene._do(Snap("home.B1"))
    scene._pick_handoff()
    return scene


def _intercepted(app: Host) -> AllProScene:
    scene = _throw(app)
    scene.banner = Banner(
        "INTERCEPTED!", "Short pass to your E2: intercepted by the CPU's C", (128, 176, 255)
    )
    frames(app, 0.5)
    return scene


# On your defence: the CPU's B1 has the ball on row 14 (its own side of midfield), its E1 four
# spaces ahead of him and its B2 two spaces to his side; a block of each side on the board; the
# square two spaces up the lane free for a man of yours to intercept from (framed).
THEIR_PASS = {
    "away.B1": (5, 14),
    "away.E1": (5, 10),
    "away.B2": (7, 14),
    "away.C": (4, 12),
    "away.L1": (3, 11),
    "home.L1": (3, 11),
    "home.L2": (7, 12),
    "away.L2": (7, 12),
    "home.E1": (2, 12),
    "home.B1": (8, 9),
}
THEIR_BLOCKS = [("away.L1", "home.L1"), ("home.L2", "away.L2")]


def their_pass(app: Host, kind: PassKind = PassKind.FORWARD) -> AllProScene:
    """The CPU has called a pass (or a lateral) and you defend: its lanes drawn from its passer,
    the squares on them where a man of yours intercepts framed; a block of each side."""
    game = AllPro.position(THEIR_PASS, "away.B1", offence=Team.AWAY, mover=Team.HOME, blocks=THEIR_BLOCKS)
    game.scrimmage.passing = (kind, "away.B1")
    scene = _set(app, game)
    frames(app, 0.1)
    return scene


def _howto(app: Host) -> Scene:
    scene = _lined_up(app)
    app.help_open = True
    help_box = getattr(app, "help", None)
    if help_box is not None:
        help_box.page = 5  # passing: when a receiver is open
    return scene


def _guided(app: Host) -> Scene:
    scene = _game(app)
    show = getattr(app, "show_guide", None)
    if show is not None:
        show(scene)
    return scene


def _play_over(app: Host) -> AllProScene:
    """Your L1 tackles the CPU's carrier: the play's end is held on the board, the dice settled,
    until you click or press Space."""
    men = {"away.B1": (5, 12), "away.C": (5, 13), "home.L1": (5, 11), "home.B1": (6, 8)}
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, line=70, mover=Team.HOME, down=2)
    scene = _set(app, game)
    for square in ((5, 11), (5, 12)):
        x, y = scene.view.centre(*square)
        post(app, pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
        post(app, pygame.MOUSEBUTTONUP, pos=(round(x), round(y)), button=1)
    frames(app, 1.5)
    return scene


def _punt_called(app: Host) -> AllProScene:
    """The CPU punts on fourth down: the ball set in front of its kicker, your three moves to
    block it, said in the hint, the panel and a banner."""
    scene = _game(app)
    game = scene.game
    game._scrimmage(Team.AWAY, 70, first_down=True)
    game.down = 4
    for team, name in ((Team.AWAY, "punt"), (Team.HOME, "7-2-2")):
        game.apply(Formation(team, name, tuple(sorted(game.formation_places(team, name).items()))))
    scene._apply(next(a for a in game.legal_actions() if isinstance(a, Snap)))
    scene._apply(EndSeries())
    scene._apply(Call("punt"))
    frames(app, 0.5)
    return scene


def _field_goal_called(app: Host) -> AllProScene:
    """You try a field goal from the CPU's 20: the CPU's three moves to block it, said whole
    ("Field goal called: the defence may block it")."""
    scene = _game(app)
    game = scene.game
    game._scrimmage(Team.HOME, 80, first_down=True)
    game.down = 4
    for team, name in ((Team.HOME, "punt"), (Team.AWAY, "7-2-2")):
        game.apply(Formation(team, name, tuple(sorted(game.formation_places(team, name).items()))))
    scene._apply(next(a for a in game.legal_actions() if isinstance(a, Snap)))
    scene._apply(EndSeries())
    scene._apply(Call("field goal"))
    frames(app, 0.5)
    return scene


def _carrier_chosen(app: Host) -> AllProScene:
    """Your ball carrier chosen after the snap: the warning that a jerky drag drops the ball."""
    scene = _lined_up(app)
    scene._do(Snap("home.B1"))
    qb = scene.view.centre(*scene.game.men["home.B1"].square)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(round(qb[0]), round(qb[1])), button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=(round(qb[0]), round(qb[1])), button=1)
    return scene


def _guided_in_play(app: Host) -> AllProScene:
    """A first game's guide on show while you play (the snap step): never over the score."""
    scene = _lined_up(app)
    show = getattr(app, "show_guide", None)
    if show is not None:
        show(scene)
    return scene


def _punt_return(app: Host) -> AllProScene:
    """The punt kicked and down: your return, the old lines gone from the field."""
    scene = _punt_called(app)
    scene._apply(EndSeries())
    frames(app, 3.0)
    return scene


def _final(app: Host) -> AllProScene:
    scene = _game(app)
    game = scene.game
    game.score = {Team.HOME: 14, Team.AWAY: 10}
    game.phase = Phase.OVER
    return scene


ALL_PRO_STATES = [
    SceneState("all-pro", "opponent", lambda a: a.push(all_pro_setup)),
    SceneState("all-pro", "kick-off", _game),
    SceneState("all-pro", "formation", _formation),
    SceneState("all-pro", "lined up", _lined_up),
    SceneState("all-pro", "man chosen", _man_chosen),
    SceneState("all-pro", "cpu series", _cpu_series),
    SceneState("all-pro", "pass", _passing),
    SceneState("all-pro", "throw", _throw),
    SceneState("all-pro", "final", _final),
    SceneState("all-pro", "hot-seat", lambda a: _game(a, frozenset(Team))),
    SceneState("all-pro", "help", with_help(_man_chosen)),
    SceneState("all-pro", "formation refused", _refused),
    SceneState("all-pro", "pass call lanes", _pass_call),
    SceneState("all-pro", "block ringed", _near_a_block),
    SceneState("all-pro", "hand-off pick", _picking),
    SceneState("all-pro", "intercepted", _intercepted),
    SceneState("all-pro", "how to play", _howto),
    SceneState("all-pro", "their pass", their_pass),
    SceneState("all-pro", "their lateral", lambda a: their_pass(a, PassKind.LATERAL)),
    SceneState("all-pro", "guide", _guided),
    SceneState("all-pro", "play over", _play_over),
    SceneState("all-pro", "punt called", _punt_called),
    SceneState("all-pro", "punt return", _punt_return),
    SceneState("all-pro", "field goal called", _field_goal_called),
    SceneState("all-pro", "carrier chosen", _carrier_chosen),
    SceneState("all-pro", "guide in play", _guided_in_play),
]
