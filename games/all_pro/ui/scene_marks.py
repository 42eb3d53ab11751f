"""What the All-Pro game's scene draws or sets beside the board itself (game_scene.py): the help
opened on the page about the moment, the orange ring round a ball carrier the defence can reach,
the ball's height on the screen (a banner keeps off its rows), the warnings on moves that open the
way to the carrier and the last pass's die."""

from __future__ import annotations

from typing import Protocol

import pygame

from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import OFF, AllPro
from games.all_pro.ui import opens_way, pass_die, snap_risk, trails
from games.all_pro.ui.howto import page_for, pages
from games.all_pro.ui.view import DANGER, BoardView
from games.window.scene import Host
from sim.tiles.grid import Square


class Marked(Protocol):
    """What these read of the game's scene."""

    app: Host
    game: AllPro
    view: BoardView
    places: dict[str, Square] | None
    help_was_open: bool

    @property
    def humans(self) -> frozenset[Team]: ...
    @property
    def pause(self) -> object | None: ...
    def danger(self) -> frozenset[Square]: ...


def help_on_this_moment(scene: Marked) -> None:
    """F1 (or ?) just opened the help: on the page about the moment the person is in (the
    kit opens it on the controls, a key to the left). Drawn before the help each frame, so
    the help shows that page from its first frame."""
    opened = bool(getattr(scene.app, "help_open", False))
    if opened and not scene.help_was_open:
        help_box = getattr(scene.app, "help", None)
        if help_box is not None:
            help_box.page = 1 + pages().index(page_for(scene.game, scene.humans))
    scene.help_was_open = opened


def ring_caught_carrier(scene: Marked, surface: pygame.Surface) -> None:
    """An orange ring round your ball carrier when the defence can reach him next turn (or
    round your snap-taker in your own end zone): the warning seen on the board too."""
    square = snap_risk.ringed(scene.game, scene.places, scene.humans, scene.danger())
    if square is not None and scene.pause is None:
        view = scene.view
        pygame.draw.circle(surface, DANGER, view.centre(*square), view.size * 0.55, 5)


def ball_y(scene: Marked) -> float | None:
    """The screen height of the ball (a banner keeps off its rows)."""
    g, view = scene.game, scene.view
    if g.carrier is not None and g.men[g.carrier].square != OFF:
        return view.centre(*g.men[g.carrier].square)[1]
    if g.loose is not None:
        return view.centre(*g.loose)[1]
    return None


class Warned(opens_way.Choosing, pass_die.Holding, Protocol):
    """What the warnings and the pass's die read of the game's scene."""


def warn_and_die(scene: Warned, surface: pygame.Surface) -> None:
    """A "!" on each move of the chosen man that opens the way to the ball carrier
    (opens_way.py), and the last pass's die by its lane (pass_die.py)."""
    opens_way.draw(surface, scene.view, opens_way.of(scene))
    pass_die.draw_held(scene, surface)


def stepped(scene: trails.Trailed, man: str, start: Square, to: Square) -> None:
    """A step about to be made: the CPU's are kept for their trails (trails.py)."""
    trails.note(scene, man, start, to)


def cpu_trails(scene: trails.Trailed, surface: pygame.Surface) -> None:
    """Faint trails of the CPU's men over its last turn (trails.py)."""
    trails.draw(scene, surface)
