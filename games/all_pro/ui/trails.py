"""Where the CPU's men went on its last turn: a faint trail from where each started (round 5's
newcomer: the CPU's turn was over in about a second and a half with no trace of which men had
moved). Kept through the person's next turn, until the CPU moves again or the play ends."""

from __future__ import annotations

import weakref
from collections.abc import Collection
from typing import Protocol

import pygame

from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import OFF, AllPro
from games.all_pro.ui.panel import BRIGHT
from games.all_pro.ui.view import BoardView
from sim.tiles.grid import Square

ALPHA = 110  # faint: the board and the men stay the thing to read
SHOWN = (Phase.PLAY, Phase.CALL, Phase.THROW)


class Trailed(Protocol):
    game: AllPro
    view: BoardView

    @property
    def humans(self) -> frozenset[Team]: ...
    @property
    def pause(self) -> object | None: ...


class Trails:
    """The CPU's men's squares over its last turn, by man, for one play."""

    def __init__(self) -> None:
        self.key: tuple[int, int] | None = None  # (the play, the CPU's turn)
        self.paths: dict[str, list[Square]] = {}

    def step(self, game: AllPro, humans: Collection[Team], man: str, start: Square, to: Square) -> None:
        if game.men[man].team in humans:
            return
        key = (game.plays, game.series)
        if key != self.key:  # the CPU's next turn: the last one's trails go
            self.key, self.paths = key, {}
        self.paths.setdefault(man, [start]).append(to)

    def shown(self, game: AllPro) -> dict[str, list[Square]]:
        if self.key is None or self.key[0] != game.plays or game.phase not in SHOWN:
            return {}
        return {m: p for m, p in self.paths.items() if game.men[m].square != OFF and len(p) > 1}


_kept: weakref.WeakKeyDictionary[object, Trails] = weakref.WeakKeyDictionary()


def of(scene: object) -> Trails:
    if scene not in _kept:
        _kept[scene] = Trails()
    return _kept[scene]


def note(scene: Trailed, man: str, start: Square, to: Square) -> None:
    """A step about to be made (``start`` to ``to``): kept if it is the CPU's."""
    of(scene).step(scene.game, scene.humans, man, start, to)


def draw(scene: Trailed, surface: pygame.Surface) -> None:
    """Each of the CPU's men that moved: a faint line over the squares he crossed and a ring
    where he started."""
    if scene.pause is not None:
        return
    paths = of(scene).shown(scene.game)
    if not paths:
        return
    view = scene.view
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for man, path in paths.items():
        colour = (*BRIGHT[scene.game.men[man].team], ALPHA)
        points = [view.centre(*sq) for sq in path]
        (ax, ay), (bx, by) = points[-2], points[-1]  # stopped short of the man, not over him
        pull = min(0.9, view.size * 0.45 / max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5))
        points[-1] = (bx - (bx - ax) * pull, by - (by - ay) * pull)
        pygame.draw.lines(layer, colour, False, points, max(2, round(view.size * 0.08)))
        pygame.draw.circle(layer, colour, points[0], view.size * 0.3, max(2, round(view.size * 0.06)))
    surface.blit(layer, (0, 0))


def last_trails(scene: object) -> dict[str, list[Square]]:
    """The trails shown now (for tests and the screenshots)."""
    game = getattr(scene, "game", None)
    return {} if game is None else of(scene).shown(game)
