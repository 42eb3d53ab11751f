"""A kick return played out for the person, on offer: "Play the return for me".

A newcomer (7/10) found kick returns dragged on. In the rules ("Return of Kick-off", "Punt
Return") a return is a run of turns, three moves a side, until the carrier is tackled or scores:
the receiving side's three moves to pick up the ball and run, the kicking side's three to
tackle, and on again. Bot against bot a return takes 2.7 turns on average and up to 12
(tools-free count, six coach games, 78 returns), each of the person's turns a choice of a man and
a square three times and End turn, with nothing to decide on most of them once the runner is
boxed in or clear. The button hands the person's side of this one return to the coach (the
CPU's strongest, players/coach.py), played at the CPU's pace so every step is seen; it ends with
the return (the tackle, the score, the play's end) or when the person takes the men back. The
rules are not touched: the stand-in makes the same legal moves the person could, recorded as his.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Protocol

from games.all_pro.players.bot import Player
from games.all_pro.players.coach import Coach
from games.all_pro.rules.actions import Action, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.pace import CPU_PACE
from games.all_pro.ui.panel import Choice
from games.all_pro.ui.view import BoardView
from games.window.undo import TakeBack

OFFER = "Play the return for me"
STOP = "Take back my men"
PLAYING = (
    "The return plays itself for you at the CPU's pace, to the tackle or the score"
    f' ("{STOP}": your moves again)'
)
TAKEN_BACK = "Your men are yours again: move them, then End turn"
CANT_UNDO = "The return was played for you since: your moves before it stand"


@dataclass(slots=True)
class StandIn:
    """The person's side played for him through one return."""

    seed: int
    on: bool = False
    play: int = -1  # the play (the rules' count) it was asked for: never the next return too
    player: Player | None = field(default=None, repr=False)

    def move(self, game: AllPro) -> Action:
        if self.player is None:
            self.player = Coach(self.seed)
        return self.player(game)


class Offering(Protocol):
    """What the button reads and sets of the scene (choices.py builds it)."""

    game: AllPro
    wait: float
    error: str | None
    stand_in: StandIn

    @property
    def humans(self) -> Collection[Team]: ...


class Returning(Offering, Protocol):
    """What playing the return reads and does of the scene (game_scene.py)."""

    view: BoardView
    takeback: TakeBack

    @property
    def my_turn(self) -> bool: ...
    @property
    def pause(self) -> object | None: ...
    def _apply(self, action: Action) -> None: ...


def returning(game: AllPro) -> bool:
    """A kick (or an interception) being run back, after the ball came down."""
    g = game
    return not g.is_over() and g.phase == Phase.PLAY and g.snapped and g.kick_return


def offer(scene: Offering) -> list[Choice]:
    """The button, on the person's turns of a return: to hand it over, or to take it back."""
    if not returning(scene.game) or scene.game.mover not in scene.humans:
        return []
    if scene.stand_in.on:
        return [Choice(STOP, lambda: stop(scene))]
    return [Choice(OFFER, lambda: start(scene))]


def start(scene: Offering) -> None:
    scene.stand_in.on, scene.stand_in.play, scene.error = True, scene.game.plays, PLAYING
    scene.wait = 0.0


def stop(scene: Offering) -> None:
    scene.stand_in.on, scene.error = False, TAKEN_BACK


def play_for(scene: Returning, dt: float) -> bool:
    """The person's next move of the return made for him, at the CPU's pace; True while the
    stand-in has the person's turn (the scene then waits on it, as on the CPU's)."""
    stand_in = scene.stand_in
    if not stand_in.on:
        return False
    if scene.pause is not None or not returning(scene.game) or scene.game.plays != stand_in.play:
        stand_in.on = False  # the return is over: the next play is the person's again
        if scene.error == PLAYING:
            scene.error = None
        return False
    if not scene.my_turn:
        return False
    if scene.view.busy:
        return True
    scene.wait += dt
    if scene.wait < CPU_PACE:
        return True
    scene.wait = 0.0
    scene.takeback.forget(CANT_UNDO)
    scene._apply(stand_in.move(scene.game))
    return True
