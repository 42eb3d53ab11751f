"""The moves of a man of yours that would open the defence's way to your ball carrier, marked
where the move is offered (a "!" on the dot or the ring) and said in the status line, while the
man is chosen.

A newcomer (6/10) stepped his blockers out of the line to gain ground and was sacked through the
squares they had left: the orange map shows where the defence lands only after the move. Each
square the chosen man may go to is tried on the board as the rush counts it (rush.py: the CPU's
own reckoning, players/reach.py); a move after which a defender reaches the carrier, who nobody
could reach before, is marked.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol

import pygame

from games.all_pro.players.reach import Field, after, reach
from games.all_pro.rules.actions import Phase, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import OFF, AllPro
from games.all_pro.ui.rush import RushCache
from games.all_pro.ui.view import DANGER, BoardView, label
from games.core.wording import who
from games.window import ui
from sim.tiles.grid import Square

WARNING = (
    "Careful: moving your {man} to a square marked ! opens a way for {defence} to tackle your"
    " ball carrier ({carrier}). Keep your blockers in front of him"
)


def opening(
    game: AllPro,
    humans: Collection[Team],
    my_turn: bool,
    chosen: str | None,
    targets: list[Square],
    rush: RushCache,
) -> frozenset[Square]:
    """The squares among ``targets`` of the ``chosen`` man (not the carrier) after a move to
    which the defence, as ``rush`` counts its moves, reaches the ball carrier it cannot reach
    now."""
    g = game
    if not my_turn or g.phase != Phase.PLAY or chosen is None or g.carrier is None or chosen == g.carrier:
        return frozenset()
    if g.offence not in humans or g.mover != g.offence or g.walker is not None:
        return frozenset()
    carrier = g.men[g.carrier]
    if carrier.square == OFF or (g.is_down and not g.snapped) or g.men[chosen].team != carrier.team:
        return frozenset()
    field = Field.of(g)
    defence = carrier.team.other

    def caught(f: Field) -> bool:
        if g.carrier not in f.where:
            return False
        return reach(f, f.where[g.carrier], defence, rush.moves, rush.crossing) <= rush.moves

    if caught(field):
        return frozenset()  # caught already: the orange ring says so
    return frozenset(sq for sq in targets if caught(after(field, Step(chosen, sq))))


class Choosing(Protocol):
    """What the marks read of the game's scene (game_scene.py)."""

    game: AllPro
    selected: str | None
    rush: RushCache

    @property
    def humans(self) -> Collection[Team]: ...
    @property
    def my_turn(self) -> bool: ...
    def say(self, template: str) -> str: ...
    def _targets(self) -> list[Square]: ...
    def _fouls(self) -> dict[Square, str]: ...


class Cache:
    """The marks worked out once per board and chosen man (a frame asks twice)."""

    def __init__(self) -> None:
        self.key: object = None
        self.squares: frozenset[Square] = frozenset()

    def of(self, scene: Choosing) -> frozenset[Square]:
        g = scene.game
        men = frozenset((m.id, m.square) for m in g.men.values() if not m.out)
        key = (id(g), scene.selected, men, frozenset(g.blocks), g.carrier, g.phase, g.mover, scene.my_turn)
        if key != self.key:
            self.key = key
            fouls = scene._fouls()  # crossed out already: a foul is no move to warn of
            targets = [sq for sq in scene._targets() if sq not in fouls]
            self.squares = opening(g, scene.humans, scene.my_turn, scene.selected, targets, scene.rush)
        return self.squares


_CACHE = Cache()


def of(scene: Choosing) -> frozenset[Square]:
    """The chosen man's moves that open the way to the carrier, in ``scene`` (the game's)."""
    return _CACHE.of(scene)


def warning(scene: Choosing) -> str | None:
    """The status line's warning while such a move is offered."""
    chosen, carrier = scene.selected, scene.game.carrier
    if not of(scene) or chosen is None or carrier is None:
        return None
    defence = who(scene.game.offence.other)
    return scene.say(WARNING.format(man=label(chosen), defence=defence, carrier=label(carrier)))


def draw(surface: pygame.Surface, view: BoardView, squares: frozenset[Square]) -> None:
    """A "!" badge on each such square: on the dot of a free square, in the top corner of a man's
    (the ring round him stays seen)."""
    taken = {m.square for m in view.shown.men.values()}
    r = max(7.0, view.size * 0.17)
    for square in squares:
        if square in taken or square in view.shown.blocks:
            box = view.rect(square)
            x, y = box.right - r - 1, box.top + r + 1
        else:
            x, y = view.centre(*square)
        pygame.draw.circle(surface, ui.INK, (x, y), r + 2)
        pygame.draw.circle(surface, DANGER, (x, y), r)
        ui.text(surface, "!", (x, y), max(14, round(r * 2.2)), ui.INK, "center")
