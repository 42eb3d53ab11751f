"""The window's pace: the CPU's turns played at a pace a person follows, and the turns nobody has
to think about passed at once, said in a line (newcomer play-test 5/10: "10 of 40 plays in 25
minutes", each play 4 to 6 turns of chasing).

A CPU move waits ``CPU_PACE`` and glides its man a square in a sixth of a second (view.py): a
series of three moves takes about a second, each man's step still seen. What moves nothing
(ending its turn, letting the defence move, lining up) follows the move before at once. A turn of
the person's with no move to make at all (every man of his tied up in blocks), and the call after
his turn with the ball when there is nothing to call, are passed for him, with a line saying so.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from games.all_pro.players.bot import Player
from games.all_pro.rules.actions import Action, Call, EndAdvance, EndSeries, Formation, Go, PassKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.panel import Choice
from games.all_pro.ui.play_end import PlayEnd
from games.all_pro.ui.prompts import no_pass
from games.all_pro.ui.view import BoardView
from games.window.undo import TakeBack

CPU_PACE = 0.2  # s before each CPU move a person watches
HURRY_LIMIT = 400  # actions the CPU may make at once when hurried (Space): never a whole game
# What the CPU does that moves nothing on the board: no pause before the action after it.
QUIET = (EndSeries, Go, EndAdvance, Formation)
NOTHING_TO_MOVE = "Your turn was passed: none of your men could move (all tied up in blocks)"
TURN_ENDED = (
    "Enter: turn ended, the defence moves (nobody open, no kick; a click on End turn keeps the calls)"
)
GO_LABEL = "Let the defence move"
NOTHING_TO_CALL = "No call after your turn: {why}, nobody stood a lateral's distance away, no kick to call"
CPU_MOVED = "The CPU has moved since: your moves before it stand"
ENTERED = "Enter: "  # the bottom line's echo of what the person's Enter did (prompts.entered)


class Paced(Protocol):
    """What the pace reads and moves of the game's scene (game_scene.py)."""

    game: AllPro
    view: BoardView
    humans: frozenset[Team]
    wait: float
    error: str | None
    takeback: TakeBack

    @property
    def cpu(self) -> Mapping[Team, Player]: ...
    @property
    def pause(self) -> PlayEnd | None: ...
    @property
    def my_turn(self) -> bool: ...
    def _apply(self, action: Action) -> None: ...
    def choices(self) -> list[Choice]: ...


def cpu_move(scene: Paced) -> None:
    """The CPU's next action; one that moves nothing lets the next come at once. What the
    person's Enter did is said until then ("Enter: you lined up in Punt formation" stayed into
    the next turn, newcomer 5/10)."""
    scene.takeback.forget(CPU_MOVED)
    action = scene.cpu[scene.game.team_to_move()](scene.game)
    scene._apply(action)
    if isinstance(action, QUIET):
        scene.wait = CPU_PACE
    if scene.my_turn and scene.error is not None and scene.error.startswith(ENTERED):
        scene.error = None  # your turn again: what your Enter did last turn is old news


def hurry(scene: Paced) -> None:
    """Space: the CPU makes the rest of its actions at once, up to the person's turn."""
    for _ in range(HURRY_LIMIT):
        if scene.game.is_over() or scene.my_turn or scene.pause is not None:
            break
        cpu_move(scene)
    scene.view.glides.clear()
    if scene.view.dice is not None:
        scene.view.dice.step(scene.view.dice.duration)


def pass_idle_turn(scene: Paced) -> bool:
    """A turn of the person's with nothing to decide is passed for him, and the bottom line says
    why: no man of his can move (the rules leave him only the end of his turn), or after his
    turn with the ball there is nothing to call (nobody open for a pass or a lateral, no kick):
    "Let the defence move" is all there is. True if it was."""
    g = scene.game
    if g.phase == Phase.CALL and not _worth_a_call(g):
        why = no_pass(g)
        scene._apply(Go())
        scene.error = NOTHING_TO_CALL.format(why=why)
        return True
    if g.phase != Phase.PLAY or not g.snapped or g.moves or g.walker is not None:
        return False
    if g.legal_actions() != [EndSeries()]:
        return False
    scene._apply(EndSeries())
    scene.error = NOTHING_TO_MOVE
    return True


def on_to_the_defence(scene: Paced) -> None:
    """Enter on "End turn" with the ball: the call after the turn is made too when Enter would
    only let the defence move there (nobody open for a pass, no kick): one key ends a turn, not
    two (newcomer 5/10). A click on the button still stops at the calls (for a lateral)."""
    g = scene.game
    if not scene.my_turn or g.phase != Phase.CALL:
        return
    default = next((c for c in scene.choices() if c.default), None)
    if default is not None and default.act is not None and default.label == GO_LABEL:
        default.act()
        scene.error = TURN_ENDED


def _worth_a_call(g: AllPro) -> bool:
    """Is there a call to make after this turn: a kick, a forward pass the rules allow (with
    nobody open the buttons stay, Enter letting the defence move, and say why), or a lateral to
    a man who could take it?"""
    legal = g.legal_actions()
    if Call("punt") in legal or Call("field goal") in legal or Call("pass") in legal:
        return True
    return Call("lateral") in legal and bool(g.open_receivers(PassKind.LATERAL))
