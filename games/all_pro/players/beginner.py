"""The beginner: the All-Pro CPU a newcomer's first game is played against (player id "cpu").

It has the coach's hands (games/all_pro/players/coach.py) but not all his care. Each series it
tosses a coin, from its own seeded generator, on whether it thinks that series through:

- with the ball, thought through, it plays the coach's series (the carrier out of the rush, into
  the gap, the receivers on their routes); otherwise the plain CPU's (games/all_pro/players/bot.py:
  block the man next to the carrier, run to daylight), which gets caught more often;
- at a call, thought through, it weighs the pass over the dice as the coach does (so it throws to
  an open receiver); otherwise it passes only to a receiver standing plainly open with nobody near
  the passer, and throws to the first it sees;
- on defence, thought through, it rushes by the coach's count, contains a runner and covers the
  receivers of a called pass; otherwise it only closes on the ball with its nearest men.

It never takes a pass-interference penalty on purpose. A weak player this way plays worse, not
absurdly: it gains ground, sometimes throws, sometimes covers (docs/bots.md has its figures).
"""

from __future__ import annotations

from games.all_pro.players.bot import Cpu
from games.all_pro.players.coach import Coach
from games.all_pro.rules.actions import Action, Step
from games.all_pro.rules.engine import AllPro

# The chance it thinks a series through, with the ball and without it. Measured (docs/bots.md):
# lower and its runners are stopped behind the line nearly every down, as the plain CPU's were.
CARE_OFFENCE = 0.6
CARE_DEFENCE = 0.4
CARE_CALL = 0.5

SeriesKey = tuple[int, int, bool, int]


class Beginner(Coach):
    """The coach's hands with a beginner's attention (see the module's doc)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._key: SeriesKey | None = None
        self._careful = True

    def _thinks(self, game: AllPro, care: float) -> bool:
        """Whether this series is thought through: one toss a series, kept for all its moves
        (the series named in the mover's own frame, so the mirrored game tosses alike)."""
        key = (game.plays, game.series, game.mover == game.offence, sum(game.score.values()))
        if key != self._key:
            self._key = key
            self._careful = float(self.rng.random()) < care
        return self._careful

    def _call(self, game: AllPro, actions: list[Action]) -> Action:
        if float(self.rng.random()) < CARE_CALL:
            return super()._call(game, actions)
        return Cpu._call(self, game, actions)

    def _throw(self, game: AllPro, actions: list[Action]) -> Action:
        return Cpu._throw(self, game, actions)

    def _interference(self, game: AllPro, actions: list[Action]) -> Step | None:
        return None

    def _offence(self, game: AllPro, steps: list[Step], actions: list[Action]) -> Action:
        if self._thinks(game, CARE_OFFENCE):
            return super()._offence(game, steps, actions)
        self.series = None  # a plan of an earlier series is not picked up half way
        return self._dash(game, steps, actions)

    def _dash(self, game: AllPro, steps: list[Step], actions: list[Action]) -> Action:
        """A series not thought through: the carrier runs first, for the gap with the fewest
        defenders near it, and only then do his team-mates block whoever is next to him (the
        plain CPU blocks first and leaves its quarterback standing in the rush)."""
        carrier = game.carrier
        if carrier is None or game.walker is not None or (game.kicker == carrier and self._kicking(game)):
            return Cpu._offence(self, game, steps, actions)
        man = game.men[carrier]
        run = self._run(game, man, steps) if game.moves < 2 else None
        if run is not None:
            return run
        return Cpu._offence(self, game, steps, actions)

    def _defence(self, game: AllPro, steps: list[Step]) -> Action:
        if self._thinks(game, CARE_DEFENCE):
            return super()._defence(game, steps)
        return Cpu._defence(self, game, steps)


def beginner_player(seed: int) -> Beginner:
    return Beginner(seed)
