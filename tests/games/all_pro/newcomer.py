"""A scripted opponent that plays the move a newcomer to the window found in his first half: on
defence, his Center blocks the other side's Center and his L3 steps over that block onto the
man with the ball behind it (the passer, the kicker's ball). Otherwise he plays as the CPU."""

from __future__ import annotations

from games.all_pro.players.bot import Cpu, _king
from games.all_pro.rules.actions import Action, Step
from games.all_pro.rules.board import man_id
from games.all_pro.rules.engine import MOVES, AllPro
from sim.tiles.grid import adjacent


class Newcomer(Cpu):
    """The CPU, but on defence the block of the Center and the step over it, whenever it can."""

    def _defence(self, game: AllPro, steps: list[Step]) -> Action:
        move = self.over_the_centre(game, steps)
        if move is None and game.walker is not None and steps:
            return min(steps, key=lambda s: _king(s.to, game.ball_square() or s.to))  # off the block
        return move if move is not None else super()._defence(game, steps)

    @staticmethod
    def over_the_centre(game: AllPro, steps: list[Step]) -> Step | None:
        ball = game.ball_square()
        if ball is None or (game.carrier is None and game.pending_kick is None):
            return None
        me = game.mover
        their_centre = game.men[man_id(me.other, "C")]
        centre, l3 = game.men[man_id(me, "C")], game.men[man_id(me, "L3")]
        block = their_centre.square
        if game.walker == l3.id:
            plan = Step(l3.id, ball)  # off the block onto the ball
        elif block in game.blocks and game.blocks[block][0] == centre.id:
            plan = Step(l3.id, block)  # onto his own Center's block
        elif (
            game.moves == 0
            and not their_centre.out
            and adjacent(centre.square, block)
            and adjacent(l3.square, block)
            and adjacent(block, ball)
            and MOVES == 3
        ):
            plan = Step(centre.id, block)
        else:
            return None
        return plan if plan in steps else None


def newcomer(seed: int) -> Newcomer:
    return Newcomer(seed)
