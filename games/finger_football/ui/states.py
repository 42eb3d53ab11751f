"""The Finger Football windows in each state a player meets (see games/app/scene_states.py): the
game against the CPU at each kind of decision, practice, and the kick window."""

from __future__ import annotations

import math
from typing import Any

import pygame

from games.finger_football.rules.actions import (
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseTarget,
    Conversion,
    Dice,
    Direction,
    Phase,
    PlayKind,
    Team,
    Toss,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui.aim import Aim
from games.finger_football.ui.card import Card
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.kick_scene import FieldGoalScene
from games.finger_football.ui.kick_scene import Phase as KickPhase
from games.finger_football.ui.practice import PracticeScene
from games.finger_football.ui.setup import GameSetup, game_options
from games.window.scene import Host
from games.window.state_kit import SceneState
from games.window.state_kit import frames as _frames
from games.window.state_kit import post as _post
from games.window.state_kit import with_help as _with_help
from sim.kick import Kick, KickTiming
from sim.slider.mat import Half


def _with_help_page(setup: Any, page: int) -> Any:
    """The state with F1's help open at ``page`` (0: the controls; then the How to play pages)."""

    def shown(app: Host) -> Any:
        scene = _with_help(setup)(app)
        help_state = getattr(app, "help", None)
        if help_state is not None:
            help_state.page = page
        return scene

    return shown


# ----------------------------------------------------------------- the Finger Football game
def _game(app: Host, game: FingerFootball, humans: frozenset[Team] = frozenset({Team.RED})) -> GameScene:
    scene = app.push(lambda a: GameScene(a, humans, "club", game.mat, game.seed))
    assert isinstance(scene, GameScene)
    scene.game = game
    scene.choices_age = 1.0
    return scene


def _won_toss(red_wins: bool) -> FingerFootball:
    for seed in range(100):
        game = FingerFootball(seed=seed)
        game.apply(Toss())
        if (game.toss_winner == Team.RED) == red_wins:
            return game
    raise AssertionError("no seed gives that toss")


def _rolled(offense: Team, own: float, dice: Dice, seed: int = 4) -> FingerFootball:
    game = FingerFootball.position(offense, own, seed=seed)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(dice)
    return game


RUN_MIDDLE = Dice(1, PlayKind.RUN, Direction.MIDDLE)


def _pulling(app: Host) -> GameScene:
    scene = _game(app, _rolled(Team.RED, 30.0, RUN_MIDDLE))
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    sx, sy = scene.view.to_screen(request.start.x, request.start.y)
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    _post(app, pygame.MOUSEMOTION, pos=(round(sx - 90), round(sy + 12)), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _flicked(app: Host, seconds: float) -> GameScene:
    """Red's run flicked with a firm pull; ``seconds`` into its slide."""
    scene = _game(app, _rolled(Team.RED, 30.0, RUN_MIDDLE))
    request = scene.game.request()
    assert isinstance(request, FlickRequest)
    power = 0.105  # about 16 yards: onto the first of the lit circles
    aim = Aim(power, 0.0, 3.0 * math.sqrt(power), (0.0, 0.0))
    scene._flick(scene.physics.flicked(request, aim.flick(scene.game.mat.slider)))
    _frames(app, seconds)
    return scene


def _judging(app: Host) -> GameScene:
    """The slider rests; against the CPU it is accepted by itself after a short look."""
    scene = _flicked(app, 0.0)
    assert scene.anim is not None
    _frames(app, scene.anim.time + 0.3)
    assert scene.game.phase == Phase.JUDGE
    return scene


def _bump_asked(app: Host) -> GameScene:
    scene = _judging(app)
    scene._choose(Bump(Team.RED))
    return scene


def _penalty(app: Host) -> GameScene:
    game = _rolled(Team.BLUE, 30.0, RUN_MIDDLE)
    game.phase = Phase.PENALTY  # Blue's flick rests on a flag: Red, the defence, decides
    return _game(app, game)


def _conversion(app: Host) -> GameScene:
    game = FingerFootball.position(Team.RED, 92.0, seed=3)
    game.phase = Phase.CONVERSION_CHOICE
    game.score[Team.RED] = 6
    return _game(app, game)


def _kickoff_choice(app: Host) -> GameScene:
    game = _won_toss(True)
    game.kicker, game.offense, game.los = Team.RED, None, None
    game.defends = {Team.RED: Half.HOME, Team.BLUE: Half.VISITOR}
    game.phase = Phase.KICKOFF_CHOICE
    return _game(app, game)


def _your_kickoff(app: Host) -> GameScene:
    """Your kickoff from your own end zone, at the window's left: the view keeps room for a pull."""
    game = _won_toss(True)
    game.kicker, game.offense, game.los = Team.RED, None, None
    game.defends = {Team.RED: Half.HOME, Team.BLUE: Half.VISITOR}
    game.phase = Phase.KICKOFF
    scene = _game(app, game)
    scene.update(1 / 60)
    return scene


def _two_point(app: Host) -> GameScene:
    game = FingerFootball.position(Team.RED, 92.0, seed=3)
    game.score[Team.RED] = 6
    game.phase = Phase.CONVERSION_CHOICE
    game.apply(ChooseConversion(Conversion.TWO_POINT))
    return _game(app, game)


def _cpu_thinking(app: Host) -> GameScene:
    return _game(app, FingerFootball.position(Team.BLUE, 30.0, seed=5))


def _cpu_winding_up(app: Host) -> GameScene:
    scene = _game(app, _rolled(Team.BLUE, 30.0, RUN_MIDDLE))
    for _ in range(400):
        if scene.wind_up is not None and scene.wind_up.t > 0.3:
            break
        scene.update(app.clock.dt)
    return scene


def _touchdown(app: Host) -> GameScene:
    game = FingerFootball.position(Team.RED, 92.0, seed=3)
    scene = _game(app, game)
    game.score[Team.RED] = 6
    game.phase = Phase.CONVERSION_CHOICE
    scene.banner = Card("TOUCHDOWN!", "Red +6 · Red 6 - Blue 0", (235, 80, 70), age=0.6)
    return scene


def _end_of_quarter(app: Host) -> GameScene:
    """The CPU's last play of the 1st quarter, hurried (F): its result gone on from, the quarter's
    card waits, the ends changed."""
    scene = _game(app, FingerFootball.position(Team.BLUE, 30.0, seed=3, plays=19))
    scene.hurry = True
    for _ in range(2000):
        if scene.banner is not None and "QUARTER" in scene.banner.headline:
            break
        if scene.banner is not None and scene.banner_waits:
            scene._end_banner()  # the play's own result, read
        scene.update(1 / 60)
    return scene


def _game_over(app: Host) -> GameScene:
    game = FingerFootball.position(Team.RED, 30.0, seed=3)
    game.score = {Team.RED: 21, Team.BLUE: 17}
    game.phase = Phase.GAME_OVER
    return _game(app, game)


ZONE_2_PASS = Dice(2, PlayKind.PASS, Direction.LEFT)


def _zone_2_choice(app: Host) -> GameScene:
    """A roll of Zone 2 pass in the CPU's Zone 2: every circle ahead lit, and the rule said."""
    return _game(app, _rolled(Team.RED, 65.0, ZONE_2_PASS, seed=2))


def _circle_picked(app: Host) -> GameScene:
    """A CHOICE with a circle clicked (on its white centre): its run and pass asked beside it."""
    scene = _game(app, _rolled(Team.RED, 30.0, Dice(1, PlayKind.RUN, Direction.CHOICE), seed=2))
    circles = [a.target.circles for a in scene.game.legal_actions() if isinstance(a, ChooseTarget)]
    c = scene.game.field.circle(next(ids for ids in circles if ids)[0])
    scene.resized(app.size)
    x, y = scene.view.to_screen(c.pass_x, c.pass_y)
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    _post(app, pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0))
    return scene


def _long_target(app: Host) -> GameScene:
    """A Zone 3 pass announced from the CPU's Zone 2: the panel's longest target line."""
    game = _rolled(Team.RED, 65.0, ZONE_2_PASS, seed=2)
    target = next(
        a.target
        for a in game.legal_actions()
        if isinstance(a, ChooseTarget) and a.target.kind == PlayKind.PASS and "middle" in a.target.label
    )
    game.apply(ChooseTarget(target))
    return _game(app, game)


def _kickoff_after_a_score(app: Host) -> GameScene:
    """The kickoff choice after a touchdown: the old drive's line of scrimmage is not shown."""
    game = FingerFootball.position(Team.RED, 96.0, seed=3)
    game.score[Team.RED] = 7
    game.kicker = Team.RED
    game.phase = Phase.KICKOFF_CHOICE
    return _game(app, game)


def _short_game(app: Host) -> GameScene:
    game = FingerFootball.position(Team.RED, 30.0, seed=3, options=game_options(short=True))
    return _game(app, game)


def _spin_set(app: Host) -> GameScene:
    scene = _pulling(app)
    _post(app, pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0)
    _post(app, pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    return scene


def _setup(app: Host) -> GameSetup:
    scene = app.push(lambda a: GameSetup(a))
    assert isinstance(scene, GameSetup)
    return scene


def _leaving(app: Host) -> GameScene:
    scene = _game(app, FingerFootball.position(Team.RED, 30.0, seed=3))
    scene._leave()
    return scene


GAME_STATES = [
    SceneState("game", "coin toss", lambda a: _game(a, FingerFootball(seed=3))),
    SceneState("game", "toss won", lambda a: _game(a, _won_toss(True))),
    SceneState("game", "goal choice", lambda a: _game(a, _won_toss(False))),
    SceneState("game", "play call", lambda a: _game(a, FingerFootball.position(Team.RED, 30.0, seed=3))),
    SceneState(
        "game",
        "field goal range",
        lambda a: _game(a, FingerFootball.position(Team.RED, 60.0, down=4, seed=3)),
    ),
    SceneState(
        "game",
        "the defence rolls",
        lambda a: _game(a, _cpu_rolled_for(FingerFootball.position(Team.BLUE, 30.0, seed=3))),
    ),
    SceneState(
        "game", "target choice", lambda a: _game(a, _choice(FingerFootball.position(Team.RED, 25.0, seed=2)))
    ),
    SceneState("game", "pulling", _pulling),
    SceneState("game", "sliding", lambda a: _flicked(a, 0.3)),
    SceneState("game", "judging", _judging),
    SceneState("game", "bump asked", _bump_asked),
    SceneState("game", "penalty", _penalty),
    SceneState("game", "conversion", _conversion),
    SceneState("game", "two-point try", _two_point),
    SceneState("game", "kickoff choice", _kickoff_choice),
    SceneState("game", "your kickoff", _your_kickoff),
    SceneState("game", "cpu thinking", _cpu_thinking),
    SceneState("game", "cpu flicking", _cpu_winding_up),
    SceneState("game", "touchdown", _touchdown),
    SceneState("game", "final whistle", _game_over),
    SceneState("game", "end of quarter", _end_of_quarter),
    SceneState("game", "leaving", _leaving),
    SceneState("game", "hot-seat", lambda a: _game(a, _won_toss(True), frozenset(Team))),
    SceneState("game", "zone 2 choice", _zone_2_choice),
    SceneState(
        "game",
        "choice face",
        lambda a: _game(a, _rolled(Team.RED, 30.0, Dice(1, PlayKind.RUN, Direction.CHOICE), seed=2)),
    ),
    SceneState("game", "circle picked", _circle_picked),
    SceneState("game", "long target", _long_target),
    SceneState("game", "kickoff after a score", _kickoff_after_a_score),
    SceneState("game", "short game", _short_game),
    SceneState("game", "spin set", _spin_set),
    SceneState("game", "setup", _setup),
    SceneState("game", "rules", _with_help_page(_judging, 3)),
    SceneState("game", "help", _with_help(_judging)),
]


def _cpu_rolled_for(game: FingerFootball) -> FingerFootball:
    game.apply(CallPlay(Call.ROLL))  # Blue asks for the dice: Red, the person, rolls
    return game


def _choice(game: FingerFootball) -> FingerFootball:
    game.phase = Phase.CHOOSE_TARGET
    return game


# ----------------------------------------------------------------- practice
def _practice(app: Host) -> PracticeScene:
    scene = app.push(lambda a: PracticeScene(a))
    assert isinstance(scene, PracticeScene)
    return scene


def _practice_pulling(app: Host) -> PracticeScene:
    scene = _practice(app)
    sx, sy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy - 2)), button=1)
    _post(app, pygame.MOUSEMOTION, pos=(round(sx - 110), round(sy + 30)), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _practice_flicked(app: Host, seconds: float) -> PracticeScene:
    scene = _practice_pulling(app)
    sx, sy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    _post(app, pygame.MOUSEBUTTONUP, pos=(round(sx - 110), round(sy + 30)), button=1)
    _frames(app, seconds)
    return scene


def _practice_off_the_mat(app: Host) -> PracticeScene:
    """A pull hard enough to send the slider off the far end: the warning before the release."""
    scene = _practice(app)
    sx, sy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    _post(app, pygame.MOUSEMOTION, pos=(round(sx - 400), round(sy)), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _practice_long_band(app: Host) -> PracticeScene:
    """A scored round's band on a long pull (0.7 of a full one): most flicks leave the mat, and
    the label says how many; the band holds the rest."""
    scene = _practice(app)
    _post(app, pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t", scancode=0)
    sx, sy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    pull = round(0.7 * 0.3 * min(app.size))
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    _post(app, pygame.MOUSEMOTION, pos=(round(sx - pull), round(sy)), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _practice_fine_spin(app: Host) -> PracticeScene:
    """Spin set with the wheel, then a fine pull (Shift held)."""
    scene = _practice(app)
    sx, sy = scene.view.to_screen(scene.pose.x, scene.pose.y)
    _post(app, pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(round(sx), round(sy)), button=1)
    _post(app, pygame.MOUSEMOTION, pos=(round(sx - 60), round(sy)), rel=(0, 0), buttons=(1, 0, 0))
    _post(app, pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    _post(app, pygame.MOUSEMOTION, pos=(round(sx - 160), round(sy + 20)), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _practice_refused(app: Host) -> PracticeScene:
    scene = _practice(app)
    rect = scene.view.mat_rect
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(rect.left + 3, rect.top + 3), button=3)
    return scene


PRACTICE_STATES = [
    SceneState("practice", "start", _practice),
    SceneState("practice", "pulling", _practice_pulling),
    SceneState("practice", "sliding", lambda a: _practice_flicked(a, 0.2)),
    SceneState("practice", "rest", lambda a: _practice_flicked(a, 3.0)),
    SceneState("practice", "off the field", _practice_refused),
    SceneState("practice", "help", _with_help(_practice)),
    SceneState("practice", "off the mat warning", _practice_off_the_mat),
    SceneState("practice", "long pull in a round", _practice_long_band),
    SceneState("practice", "fine pull with spin", _practice_fine_spin),
    SceneState("practice", "rules", _with_help_page(_practice, 1)),
]


# ----------------------------------------------------------------- the kick window
def _kick(app: Host, **kwargs: Any) -> FieldGoalScene:
    scene = app.push(lambda a: FieldGoalScene(a, **kwargs))
    assert isinstance(scene, FieldGoalScene)
    return scene


def _kick_counting(app: Host, **kwargs: Any) -> FieldGoalScene:
    scene = _kick(app, **kwargs)
    scene._ready()
    _frames(app, 0.6)
    scene.clock = scene.stood_at = 0.5  # pressed at 0.5 s, as a kick is timed from its press
    return scene


def _kick_pulling(app: Host) -> FieldGoalScene:
    scene = _kick_counting(app)
    bx, by = scene.views.top(0.0, 0.0)
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(round(bx), round(by)), button=1)
    _post(app, pygame.MOUSEMOTION, pos=(round(bx - 120), round(by + 6)), rel=(0, 0), buttons=(1, 0, 0))
    return scene


def _kicked(app: Host, speed: float, loft: float, seconds: float, **kwargs: Any) -> FieldGoalScene:
    scene = _kick_counting(app, **kwargs)
    scene.loft = math.radians(loft)
    kick = Kick(speed, scene.loft, 0.0)
    scene.outcome = scene.range.kick(kick, timing=KickTiming(3.0, 0.5, 0.8), trajectory=True)
    scene.phase, scene.flight_t = KickPhase.FLYING, 0.0
    _frames(app, seconds)
    return scene


IN_GAME = {
    "on_result": lambda outcome: None,
    "kicker": "Your field goal",
    "stakes": "Your ball · 4th down · the CPU's 40 · Q4 · play 18 of 20 · You 14 - The CPU 17",
}


def _cpu_kick(app: Host) -> FieldGoalScene:
    probe = _kick(app)
    outcome = probe.range.kick(
        Kick(3.7, math.radians(42), 0.01), timing=KickTiming(3.0, 0.0, 1.0), trajectory=True
    )
    app.back()
    scene = _kick(
        app, on_result=lambda o: None, kicker="The CPU's field goal", stakes=IN_GAME["stakes"], watch=outcome
    )
    _frames(app, 0.3)
    return scene


def _kick_challenge(app: Host) -> FieldGoalScene:
    """Practice with the challenge on: the hand trembled, and the window says by how much."""
    scene = _kick_counting(app, challenge=True, seed=7)
    bx, by = scene.views.top(0.0, 0.0)
    pull = 3.6 / 6.0 * 0.3 * min(app.size)
    _post(app, pygame.MOUSEBUTTONDOWN, pos=(round(bx), round(by)), button=1)
    _post(app, pygame.MOUSEMOTION, pos=(round(bx - pull), round(by)), rel=(0, 0), buttons=(1, 0, 0))
    _post(app, pygame.MOUSEBUTTONUP, pos=(round(bx - pull), round(by)), button=1)
    _frames(app, 2.0)
    return scene


def _kick_zoomed_then_again(app: Host) -> FieldGoalScene:
    """R after a high kick: ready for the next (the views never zoomed: one scale throughout)."""
    scene = _kicked(app, 6.0, 70, 2.0)
    _post(app, pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="", scancode=0)
    return scene


KICK_STATES = [
    SceneState("kick", "ready", _kick),
    SceneState("kick", "counting", _kick_counting),
    SceneState("kick", "pulling", _kick_pulling),
    SceneState("kick", "flying", lambda a: _kicked(a, 3.6, 40, 0.25)),
    SceneState("kick", "high kick", lambda a: _kicked(a, 6.0, 70, 2.0)),
    SceneState("kick", "good", lambda a: _kicked(a, 3.6, 40, 2.0)),
    SceneState("kick", "in a game", lambda a: _kick(a, **IN_GAME)),
    SceneState("kick", "in a game, kicked", lambda a: _kicked(a, 3.4, 38, 2.0, **IN_GAME)),
    SceneState("kick", "the cpu kicks", _cpu_kick),
    SceneState("kick", "help", _with_help(_kick)),
    SceneState("kick", "challenge", _kick_challenge),
    SceneState("kick", "again after a high kick", _kick_zoomed_then_again),
    SceneState("kick", "counting in a game", lambda a: _kick_counting(a, **IN_GAME)),
    SceneState("kick", "rules", _with_help_page(_kick, 1)),
]


FINGER_FOOTBALL_STATES = [*GAME_STATES, *PRACTICE_STATES, *KICK_STATES]
