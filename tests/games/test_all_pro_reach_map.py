"""Play-test (All-Pro 6/10), the squares the CPU can reach: the orange map is always the map of
the board as it stands. On a return the newcomer moved his ball carrier B3 back onto a square the
map showed plain, and the beginner's C tackled him there: the map had counted that square with B3
still standing in the C's way. Now each square is counted as the carrier would stand on it, the map
is worked out again after every move, and after your last move it stays up until the CPU moves.

The property: after any move of yours, every square on which the CPU's next series can tackle your
carrier (by the rules' own moves: the engine's legal steps, as the CPU of that level moves) is
marked: where he stands, and where he could step next."""

from __future__ import annotations

import random

import pygame
import pytest

from games.all_pro.players.beginner import REACH
from games.all_pro.rules.actions import EndSeries, Go, Phase, Step
from games.all_pro.rules.board import COLS, Team
from games.all_pro.rules.engine import MOVES, AllPro
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.view import DARK, LIGHT
from games.window.app import App
from sim.tiles.grid import Square

from .conftest import post


def _king(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _scene(app: App, game: AllPro, level: str, drawn: bool = True) -> AllProScene:
    scene = app.push(lambda a: AllProScene(a, frozenset({Team.HOME}), 0, level=level))
    assert isinstance(scene, AllProScene)
    scene.game = scene.view.game = game
    if drawn:
        app.frame(1 / 60)
    return scene


def _defence_to_move(game: AllPro) -> AllPro | None:
    """A copy of ``game`` with your turn ended as it stands (the call passed: the defence moves)."""
    g = game.clone()
    if g.phase == Phase.PLAY and g.mover == g.offence:
        g.apply(EndSeries())
    if g.phase == Phase.CALL:
        g.apply(Go())
    return g if g.phase == Phase.PLAY and g.mover != g.offence and g.carrier is not None else None


def can_tackle(game: AllPro, walking: bool, moves: int) -> bool:
    """Can the defence (to move, its series fresh) land a man on the carrier in ``moves`` of the
    rules' legal steps? ``walking``: as the beginner moves, never onto a man but the carrier."""
    assert game.carrier is not None
    target = game.men[game.carrier].square

    def search(g: AllPro, left: int) -> bool:
        steps = [a for a in g.legal_actions() if isinstance(a, Step)]
        if any(s.to == target for s in steps):
            return True
        if left == 1:
            return False
        for s in steps:
            if (walking and s.to in g.at) or _king(g.men[s.man].square, target) > left + 1:
                continue  # a block, or a man too far to matter in the moves left
            after = g.clone()
            after.apply(s)
            same = after.phase == Phase.PLAY and after.mover == g.mover and after.carrier == g.carrier
            if same and search(after, left - 1):
                return True
        return False

    return search(game, moves)


HOME_MEN = ["C", "L1", "L2", "L3", "L4", "E1", "E2", "B1", "B2", "B4"]
AWAY_MEN = ["C", "L1", "L2", "L3", "E1", "B1", "B2"]


def _position(rng: random.Random) -> AllPro:
    """Your ball carrier on a return or after the snap, a man of the CPU's beside him, your men
    crowding the squares round him (the paths that run through his own square are the ones a
    map counted with him standing still gets wrong), more of the CPU's men near."""
    carrier = (rng.randrange(2, COLS - 2), rng.randrange(6, 14))
    around = [(carrier[0] + dc, carrier[1] + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1) if dc or dr]
    rng.shuffle(around)
    men: dict[str, Square] = {"home.B3": carrier, "away.C": around[0]}
    home, away = iter(rng.sample(HOME_MEN, len(HOME_MEN))), iter(rng.sample(AWAY_MEN[1:], 4))
    for sq in around[1:]:
        if rng.random() < 0.6:
            men[f"home.{next(home)}"] = sq
    taken = set(men.values())
    for name in away:
        sq = (carrier[0] + rng.randint(-3, 3), carrier[1] + rng.randint(-2, 4))
        if 0 <= sq[0] < COLS and sq not in taken:
            men[f"away.{name}"] = sq
            taken.add(sq)
    moves = rng.randrange(MOVES - 1)  # a move of yours to make, and one more of his to weigh
    if rng.random() < 0.5:
        return AllPro.position(men, "home.B3", returning="kick-off", moves=moves)
    return AllPro.position(men, "home.B3", line=5 * (carrier[1] - 2) + 5, moves=moves)


def _checked(scene: AllProScene, walking: bool, reach: int) -> int:
    """The property on the scene's board now; the number of tackles it found the map marking."""
    game = scene.game
    danger = scene.danger()
    defence = _defence_to_move(game)
    if defence is None:
        return 0
    found = 0
    here = game.men[game.carrier].square if game.carrier else None
    if here is not None and can_tackle(defence, walking, reach):
        assert here in danger, f"the carrier's square {here} is not marked"
        found += 1
    if game.mover == game.offence and game.phase == Phase.PLAY and game.carrier is not None:
        for step in [a for a in game.legal_actions() if isinstance(a, Step) and a.man == game.carrier]:
            if step.to in game.at:
                continue
            after = game.clone()
            after.apply(step)
            nxt = _defence_to_move(after) if after.carrier == game.carrier else None
            if nxt is not None and can_tackle(nxt, walking, reach):
                assert step.to in danger, f"he may step to {step.to}, a tackle there, shown plain"
                found += 1
    return found


@pytest.mark.parametrize(
    ("level", "walking", "reach", "seed"), [("cpu", True, REACH, 1), ("coach", False, MOVES, 2)]
)
def test_after_any_move_of_yours_every_square_the_cpu_can_tackle_on_is_marked(
    window: App, level: str, walking: bool, reach: int, seed: int
) -> None:
    rng = random.Random(seed)
    found = 0
    samples = 40 if walking else 16
    for _ in range(samples):
        game = _position(rng)
        scene = _scene(window, game, level, drawn=False)
        mine = [a for a in game.legal_actions() if isinstance(a, Step) and a.man.startswith("home")]
        if not mine:
            continue
        scene._do(rng.choice(mine))  # any move of yours: the map is the board's as it now stands
        if scene.game.phase != Phase.PLAY or scene.pause is not None:
            continue
        found += _checked(scene, walking, reach)
        window.stack.clear()
    assert found > 3, "the positions hold tackles to find"


# ----------------------------------------------------------------------------- the newcomer's return
# B3 returns a kick-off between his L1 and L2; the beginner's C stands right in front of him.
# B3 steps straight back, onto a square the C reaches only through the square B3 leaves (round
# the linemen it is four walking moves).
RETURN = {"home.B3": (5, 8), "home.L1": (4, 8), "home.L2": (6, 8), "away.C": (5, 9), "away.B1": (1, 16)}


def _at(scene: AllProScene, square: Square) -> tuple[int, int]:
    x, y = scene.view.centre(*square)
    return round(x), round(y)


def _click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def _orange(app: App, scene: AllProScene, square: Square) -> bool:
    """Is the square washed orange (its upper left corner, where no man or mark stands)?"""
    box = scene.view.rect(square)
    plain = LIGHT if sum(square) % 2 == 0 else DARK
    red = app.screen.get_at((box.left + 5, box.top + 5))[0]
    return red > plain[0] + 30


def test_the_square_behind_the_carrier_the_c_reaches_through_his_own_is_orange(window: App) -> None:
    game = AllPro.position(RETURN, "home.B3", returning="kick-off", moves=2)
    scene = _scene(window, game, "cpu")
    back = (5, 7)  # straight back: the C walks through B3's square onto it
    assert back in scene.danger(), "shown as the tackle it is before he steps there"
    assert _orange(window, scene, back)
    _click(window, _at(scene, (5, 8)))
    _click(window, _at(scene, back))  # his third move: the turn ends at once
    assert scene.game.men["home.B3"].square == back and not scene.my_turn
    window.frame(1 / 60)
    assert back in scene.danger(), "the board the turn ended on keeps its map till the CPU moves"
    assert _orange(window, scene, (4, 7))
