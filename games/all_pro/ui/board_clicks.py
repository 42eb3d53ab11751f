"""The All-Pro scene's clicks and drags on the board in play (choose a man, then a yellow dot; a
drag of a man by hand; a man dragged in a formation; the man to take a hand-off) and its Ctrl+Z:
a part of the game's scene (game_scene.py), apart so that the scene stays one screen of reading.
The scene supplies what is declared here."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np

from games.all_pro.rules.actions import Action, HandOff, Phase, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.carrying import glide
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.drag_path import adjacent_chain, dragged_squares
from games.all_pro.ui.fouls import fouls
from games.all_pro.ui.hand import glide_of
from games.all_pro.ui.play_end import PlayEnd
from games.all_pro.ui.view import BoardView, label
from games.all_pro.ui.why_not import why_not_step
from games.core.recording import Recording
from games.core.wording import sentence
from games.window.choice import KEY_GRACE
from games.window.undo import TakeBack
from sim.tiles.grid import Square

# A man of yours in a block, clicked: said why he cannot move (newcomer 5/10 was told "Click one of
# your own men first" clicking his own man).
TIED = (
    "Your {man} is tied up in a block: both men of a block are out of this play and never move"
    " again in it. Click another of your men"
)


def walked(man: str, made: int, dragged: int, why: str) -> str:
    """What a drag over several squares did, in the status line."""
    moves = "1 move" if made == 1 else f"{made} moves"
    if made == dragged:
        return f"{man} moved {dragged} squares: {moves}, one a square"
    if made == 0:
        return f"{man} did not move: {why}"
    return f"{man} moved {made} of the {dragged} squares you dragged him over ({moves}): {why}"


def _king(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


class BoardClicks:
    """The board's clicks and Ctrl+Z, mixed into the scene (which sets these)."""

    game: AllPro
    view: BoardView
    humans: frozenset[Team]
    selected: str | None
    places: dict[str, Square] | None
    dragging: str | None
    drag: list[tuple[float, tuple[int, int]]] | None
    picking: bool
    error: str | None
    t: float
    your_hand: str
    hand: np.random.Generator
    takeback: TakeBack
    recorder: Recording | None
    pause: PlayEnd | None
    done: Counter[str]
    last_click: tuple[float, tuple[int, int], str] | None

    @property
    def my_turn(self) -> bool:
        raise NotImplementedError

    def _do(self, action: Action) -> None:
        raise NotImplementedError

    def _double_click(self, pos: tuple[int, int], label: str) -> bool:
        """A second click on the same spot within the grace, where another button now stands,
        is the end of a double click: it is not taken for that button."""
        last, self.last_click = self.last_click, (self.t, pos, label)
        if last is None:
            return False
        t, where, was = last
        return self.t - t < KEY_GRACE and math.dist(where, pos) < 12 and was != label

    def _click_in_play(self, square: Square, pos: tuple[int, int]) -> None:
        game = self.game
        if self.picking:
            taker = game.at.get(square)
            if taker is not None and HandOff(taker) in game.legal_actions():
                self.picking = False
                self._do(HandOff(taker))
            else:
                self.error = "Click one of the ringed men to hand him the ball (Esc: cancel the hand-off)"
            return
        if self.selected is not None and square in self._targets():
            self._do(self._click_step(self.selected, square))
            return
        man = game.at.get(square)
        if game.walker is not None and game.men[game.walker].square == square:
            man = game.walker
        tied = [m for m in game.blocks.get(square, ()) if game.men[m].team == game.mover]
        near = self.selected is not None and _king(square, game.men[self.selected].square) <= 1
        if man is not None and game.men[man].team == game.mover and not game.men[man].out:
            self.selected = man
            self.error = None
            self.drag = [(self.t, pos)]  # held down, he may be dragged onto a marked square
        elif tied and not near:  # his own man in a block: why he cannot move (not "click a man")
            self.selected = None
            self.error = TIED.format(man=label(tied[0]))
        elif self.selected is not None:  # an unmarked square: why he may not go there
            self.error = why_not_step(game, self.selected, square)
            if not near:
                self.selected = None  # far off: a click elsewhere, he is let go (still said why)
        else:
            self.error = "Click one of your own men first: yellow dots then show where he may step"

    def _click_step(self, man: str, square: Square) -> Step:
        """A click on a marked square: the man runs there with your hand, the model the CPU
        uses at that skill (the "run" reading); a game of the earlier reading glides him at a
        steady pace, as it did."""
        if self.game.options.carry == "run":
            return Step(man, square, hand=self.your_hand)
        return Step(man, square, glide(self.game.men[man].square, square, "steady", self.hand))

    def _let_go(self, pos: tuple[int, int]) -> None:
        """A man dragged by hand and let go: onto a marked square, he glides as the hand did."""
        samples, self.drag = self.drag or [], None
        square = self.view.square_at(pos)
        if self.selected is None or square is None or square == self.game.men[self.selected].square:
            return  # a click on him, not a drag
        frm = self.game.men[self.selected].square
        samples.append((self.t, pos))
        if square in self._targets():
            self._do(Step(self.selected, square, glide_of(self.view, frm, square, samples)))
            return
        way = dragged_squares(self.view, frm, samples)
        if len(way) < 2 or not adjacent_chain(frm, way):
            self.error = why_not_step(self.game, self.selected, square)  # never silent
            return
        self._walk(self.selected, way)

    def _walk(self, man: str, way: list[Square]) -> None:
        """A drag over several squares: one move a square, in order, each as a click makes it,
        as many as the turn has left; where one is refused (or would be a foul) he stops, and
        the status line says how far he went and why."""
        made, why = 0, ""
        for square in way:
            why = self._stopped(man)
            if why:
                break
            step = next((s for s in self._steps(man) if s.to == square), None)
            if step is None:
                why = sentence(why_not_step(self.game, man, square)).rstrip(".")
                break
            if fouls(self.game, [step]):
                why = "the next square would be a foul (crossed): click it if you mean it"
                break
            self._do(self._click_step(man, square))
            if self.game.men[man].square != square:
                why = (self.error or "refused").rstrip(".")
                break
            made += 1
            if self.selected is None and not self._stopped(man) and self._steps(man):
                self.selected = man  # still yours to move: chosen, as after a click
        self.error = None if self.pause is not None else walked(label(man), made, len(way), why)

    def _stopped(self, man: str) -> str:
        """Why a drag's walk stops before its next square, or "" if it goes on."""
        g = self.game
        if self.pause is not None or g.phase != Phase.PLAY:
            return "the play is over"
        if g.men[man].out:
            return "he landed on a man: a block, both out of the play"
        if not self.my_turn or g.mover not in self.humans:
            return "your turn's three moves were used"
        return ""

    def _steps(self, man: str) -> list[Step]:
        return [a for a in self.game.legal_actions() if isinstance(a, Step) and a.man == man]

    def _drop(self, pos: tuple[int, int]) -> None:
        man, self.dragging = self.dragging, None
        square = self.view.square_at(pos)
        if man is None or square is None or self.places is None:
            return
        taken = {sq for m, sq in self.places.items() if m != man} | set(self.game.at)
        why = "that square is taken" if square in taken else self.game.lineup_refusal(man, square)
        if why is not None:
            self.error = sentence(why)
            return
        self.places[man] = square
        self.error = None

    def _targets(self) -> list[Square]:
        if self.picking and self.my_turn:
            return [self.game.men[a.to].square for a in self.game.legal_actions() if isinstance(a, HandOff)]
        if self.selected is None or not self.my_turn or self.game.phase != Phase.PLAY:
            return []
        return [a.to for a in self.game.legal_actions() if isinstance(a, Step) and a.man == self.selected]

    def _fouls(self) -> dict[Square, str]:
        """The chosen man's moves the rules would penalise, with their words (marked apart)."""
        if self.selected is None or not self.my_turn or self.game.phase != Phase.PLAY:
            return {}
        steps = [a for a in self.game.legal_actions() if isinstance(a, Step) and a.man == self.selected]
        return fouls(self.game, steps)

    # ----------------------------------------------------------------- Ctrl+Z
    def undoable(self) -> bool:
        return self._undo_refusal() is None

    def undo_help(self) -> str:
        return "take back your last move (against the CPU, until it plays)"

    def undo_refused(self) -> str:
        return self._undo_refusal() or "Nothing to take back"

    def _undo_refusal(self) -> str | None:
        if len(self.humans) != 1:
            return "Ctrl+Z takes back a move only in a game against the CPU"
        if not self.my_turn:
            return "The CPU is playing: your moves before it stand"
        return self.takeback.refused(self.game, self.recorder)

    def undo(self) -> None:
        """Your last move of the series taken back: the board as it stood before it."""
        game = self.takeback.take(self.recorder)
        assert isinstance(game, AllPro)
        self.game = game
        self.view.game = game
        self.view.glides.clear()
        self.selected, self.picking, self.error = None, False, None
        self.pause, self.view.frozen = None, None
