"""What must hold after every action of an All-Pro game: two men on a square only as a block,
the ball on exactly one man or one square while it is in play, its carrier on the board and in
the play, scores only by the rulebook's amounts, and the game over at its length. Used by the
tests and by ``tabletop simulate all-pro --check``."""

from __future__ import annotations

from collections import Counter

from games.all_pro.rules.actions import Event, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import FG, OFF, PAT, SAFETY, TD, AllPro

BALL_IN_PLAY = (Phase.PLAY, Phase.CALL, Phase.THROW, Phase.FREE_ADVANCE)


class Invariants:
    def __init__(self, game: AllPro) -> None:
        self.game = game
        self.score = dict(game.score)

    def after(self, events: list[Event]) -> list[str]:
        game = self.game
        broken = self._board()
        for team in Team:
            gained = game.score[team] - self.score[team]
            if gained not in (0, TD, FG, PAT, SAFETY):
                broken.append(f"{team.value} scored {gained}")
        if game.is_over() and game.plays != game.options.plays:
            broken.append(f"the game ended after {game.plays} plays")
        self.score = dict(game.score)
        return broken

    def _board(self) -> list[str]:
        game = self.game
        if game.phase in (Phase.PAT, Phase.SAFETY_KICK, Phase.OVER):
            return []  # the play is over; the tackler still stands where he made the tackle
        broken = []
        squares = Counter(m.square for m in game.men.values() if m.square != OFF)
        for square, n in squares.items():
            if n == 1:
                continue
            if square not in game.blocks:
                broken.append(f"two men on {square} without a block")
                continue
            blocker, blocked = game.blocks[square]
            if game.men[blocker].team == game.men[blocked].team:
                broken.append(f"a block of one's own man on {square}")
            walker = game.walker is not None and game.men[game.walker].square == square
            if not (n == 2 or (n == 3 and walker)):
                broken.append(f"{n} men on {square}")
        if game.phase in BALL_IN_PLAY:
            if (game.carrier is None) == (game.loose is None):
                broken.append("the ball is not on exactly one man or one square")
            elif game.carrier is not None:
                man = game.men[game.carrier]
                if man.square == OFF or man.out:
                    broken.append(f"the ball carrier {man.id} is off the board or out of the play")
        return broken
