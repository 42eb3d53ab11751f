"""What must hold after every turn of a Tortellini game: one ball, on a chip of the team with it,
while plans are made; goals one at a time; the game over at the goals it is played to. Used by
the tests and by ``tabletop simulate tortellini --check``."""

from __future__ import annotations

from games.tortellini.rules.actions import Event, Phase, Team
from games.tortellini.rules.engine import Tortellini


class Invariants:
    def __init__(self, game: Tortellini) -> None:
        self.game = game
        self.score = dict(game.score)

    def after(self, events: list[Event]) -> list[str]:
        game, broken = self.game, []
        if game.phase == Phase.PLAN:
            if game.carrier is None or game.chips[game.carrier] is None:
                broken.append("no chip has the ball while plans are made")
            elif game.carrier[0] != game.offence:
                broken.append("the ball is on a chip of the team without it")
        gained = sorted(game.score[t] - self.score[t] for t in Team)
        if gained not in ([0, 0], [0, 1]):
            broken.append(f"the score moved by {gained}")
        if game.is_over() and max(game.score.values()) != game.options.goals_to_win:
            broken.append(f"the game ended at {game.score}")
        self.score = dict(game.score)
        return broken
