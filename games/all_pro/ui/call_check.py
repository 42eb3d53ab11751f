"""The calls after a turn, checked before they are taken (round 5's newcomer, 6/10).

- A pass or a lateral called while the defence can reach the passer is a sure sack: the rules
  give the defence its three moves before any throw (Passing; a lateral "is made the same as a
  short pass"). A pass called with nobody open can only be thrown away (15 yards back). Neither
  is refused (the rules allow both), but the first press says what will happen and a second
  press of the same button, the board unchanged, calls it. Enter never presses such a call.
- A greyed call button says why with the pointer on it, in the line under the board; the punt's
  and the field goal's reasons in the board's squares (the kicker 2 squares behind the Center).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Protocol

import pygame

from games.all_pro.rules.actions import Call, Phase
from games.all_pro.rules.board import GRID, YARDS
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.numbers import KICKER_DEPTH
from games.all_pro.ui import rush
from games.all_pro.ui.panel import Choice
from games.all_pro.ui.prompts import open_now
from games.core.wording import who
from sim.tiles.grid import Square

KICKER_SQUARES = KICKER_DEPTH // YARDS  # 10 yards: two squares
SACK = (
    "A {kind} called now is a sack: {defence} can reach your ball carrier (ringed orange), and the"
    " defence moves before any throw. Next time step him out of the orange squares, or hand off,"
    " before your turn ends"
)
NOBODY = (
    "Nobody is open for a pass: a pass called now can only be thrown away (15 yards back, the down used up)"
)
AGAIN = ". Press {label} again to call it anyway"
NO_KICKER = (
    "No {what}: only the man who took the snap {n} squares ({yards} yards) or more behind the Center"
    " may kick, and only until he moves with the ball or hands it off. Next time line your kicker up"
    " {n} squares behind the Center, and call the {what} before he moves"
)
FRONT = (
    "No {what}: a man of yours stands on the square in front of your kicker, where the ball is set"
    " for the kick. Move him off it and the {what} can be called again"
)


class Checking(Protocol):
    game: AllPro
    error: str | None
    pointer: tuple[int, int]
    bar: list[tuple[str, pygame.Rect]]

    @property
    def my_turn(self) -> bool: ...
    def danger(self) -> frozenset[Square]: ...
    def say(self, template: str) -> str: ...


# Each scene: the call it warned of, on which board (dropped with the scene).
_armed: weakref.WeakKeyDictionary[object, tuple[str, int, int]] = weakref.WeakKeyDictionary()


def warning(scene: Checking, what: str) -> str | None:
    """What goes wrong with ``what`` ("pass" or "lateral") called now, if it must."""
    g = scene.game
    if g.phase != Phase.CALL or not scene.my_turn or g.carrier is None or what not in ("pass", "lateral"):
        return None
    if rush.carrier_caught(g, scene.danger()):
        return scene.say(SACK.format(kind=what, defence=who(g.offence.other)))
    if what == "pass" and not open_now(g):
        return NOBODY
    return None


def sure(scene: Checking, what: str) -> bool:
    """Can the call work now (no sure sack, someone open for a pass)? Enter presses only those."""
    return warning(scene, what) is None


def guarded(scene: Checking, choice: Choice, what: str) -> Choice:
    """``choice`` (a call button) said before it is taken, when it cannot work."""
    if choice.act is None or warning(scene, what) is None:
        return choice
    act = choice.act
    return Choice(choice.label, lambda: _press(scene, what, choice.label, act), choice.why, default=False)


def _press(scene: Checking, what: str, label: str, act: Callable[[], None]) -> None:
    board = (what, id(scene.game), len(scene.game.log))
    if _armed.get(scene) == board:
        del _armed[scene]
        act()
        return
    said = warning(scene, what)
    _armed[scene] = board
    scene.error = f"{said}{AGAIN.format(label=label)}"


def kick_why(game: AllPro, what: str) -> str | None:
    """Why a punt or a field goal cannot be called now, in the board's squares, if it is
    the kicker's doing (else None: the rules' own words stand)."""
    g = game
    if g.phase != Phase.CALL or g.carrier is None or not g.is_down or Call(what) in g.legal_actions():
        return None
    if g.kicker != g.carrier:
        return NO_KICKER.format(what=what, n=KICKER_SQUARES, yards=KICKER_DEPTH)
    carrier = g.men[g.carrier]
    front = (carrier.square[0], carrier.square[1] + carrier.team.forward)
    other = g.at.get(front) if GRID.contains(front) else None
    if other is not None and g.men[other].team == carrier.team:
        return FRONT.format(what=what)
    return None
