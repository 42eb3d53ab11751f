"""Positions set up square by square, and dice that roll what the test says."""

from __future__ import annotations

import copy
from collections.abc import Iterable

from games.all_pro.rules.actions import EndSeries, Options, Phase, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from sim.tiles.grid import Square

HOME, AWAY = Team.HOME, Team.AWAY


class Dice:
    """What chance brings, scripted: the faces to roll, in order (a die the test did not script
    is an error), a fumble on the first carry if ``fumble`` and none after, and where a fumbled
    ball falls (``falls``)."""

    def __init__(self, *faces: int, fumble: bool = False, falls: Square | None = None) -> None:
        self.faces = faces
        self.fumble = fumble
        self.falls = falls

    def load(self, game: AllPro) -> AllPro:
        game.chance.supply(*self.faces, what="die", only=True)
        game.chance.supply(*([True] if self.fumble else []), what="fumble")
        if self.falls is not None:
            game.chance.supply(self.falls, what="where the ball falls")
        return game


def position(
    men: dict[str, Square],
    carrier: str | None = None,
    offence: Team = HOME,
    line: int = 50,
    mover: Team | None = None,
    moves: int = 0,
    down: int = 1,
    marker: int | None = None,
    loose: Square | None = None,
    dice: Dice | None = None,
    blocks: tuple[tuple[str, str], ...] | list[tuple[str, str]] = (),
    *,
    phase: Phase = Phase.PLAY,
    snapped: bool = True,
    returning: str | None = None,
    kick_loose: bool = False,
    safe_in_end_zone: bool = False,
    plays: int = 0,
    **options: object,
) -> AllPro:
    """A play in progress with only ``men`` on the board (the rest off it, out of the play); the
    keywords as :meth:`AllPro.position` has them, the rest the game's options."""
    settings: dict[str, object] = {"fumbles": "never", "first_kick": "home", **options}
    game = AllPro.position(
        men,
        carrier,
        offence,
        line,
        mover,
        moves,
        down,
        marker,
        loose,
        Options(**settings),  # type: ignore[arg-type]
        blocks=blocks,
        phase=phase,
        snapped=snapped,
        returning=returning,
        kick_loose=kick_loose,
        safe_in_end_zone=safe_in_end_zone,
        plays=plays,
    )
    return (dice or Dice()).load(game)


def steps(game: AllPro) -> list[Step]:
    return [a for a in game.legal_actions() if isinstance(a, Step)]


def perft(game: AllPro, depth: int) -> int:
    """How many sequences of ``depth`` single-space moves the mover can make from here."""
    if depth == 0:
        return 1
    moves = steps(game)
    if depth == 1:
        return len(moves)
    total = 0
    for step in moves:
        child = copy.deepcopy(game)
        child.apply(step)
        if child.phase == Phase.PLAY and child.mover == game.mover:
            total += perft(child, depth - 1)
    return total


def play(game: AllPro, actions: Iterable[object]) -> None:
    """Apply ``actions``, ending each series after its third move as a player who counts does
    (a fourth move would be a personal foul)."""
    for action in actions:
        game.apply(action)  # type: ignore[arg-type]
        if game.phase == Phase.PLAY and game.moves >= 3 and game.walker is None and game.snapped:
            game.apply(EndSeries())
