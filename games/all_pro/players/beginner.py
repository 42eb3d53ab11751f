"""The beginner: the All-Pro CPU a newcomer's first game is played against (player id "cpu").

It has the coach's hands (games/all_pro/players/coach.py) but not all his care. Each series it
tosses a coin, from its own seeded generator, on whether it thinks that series through:

- with the ball, thought through, it plays the coach's series (the carrier out of the rush, into
  the gap, the receivers on their routes); otherwise the plain CPU's (games/all_pro/players/bot.py:
  block the man next to the carrier, run to daylight), which gets caught more often;
- at a call, thought through, it weighs the pass over the dice as the coach does (so it throws to
  an open receiver); otherwise it passes only to a receiver standing plainly open with nobody near
  the passer, and throws to the first it sees;
- on defence it is slow to react: it makes two moves a series, not three, and its men walk round
  the other side's men, never blocking one to step another over him. So a ball carrier more than
  two walking moves from its men is out of its reach, and the window's unstriped squares
  (games/all_pro/ui/rush.py, counted the same way) are truly safe. It tackles when a man can walk
  onto the carrier; thought through, it contains a runner and covers the receivers of a called
  pass; otherwise it only closes on the ball with its nearest men, round the men in its way.
  Against the coach's rush a newcomer's runs were caught behind the line on most downs
  (docs/bots.md has the figures).

With the ball it never steps its carrier backwards unless he escapes a tackle by it (a square
the other side can reach next series left for one it cannot), and no man of it steps straight
back to the square he left this series (a newcomer watched it lose 5-15 yards a run and shuffle
"steps left, up, down": weak, but not absurd).

Its plays vary (newcomer 6/10: "the same play every down", long drives): between the snaps it
calls a run, a hand-off, a sweep from the line shifted right, a short or a long pass from its own
spread of weights (:func:`play_weights`), flatter than the coach's, and the play it called the
down before weighs a quarter as much, so it seldom calls one twice running. The draw is its own
seeded generator's. Its kicks on fourth down and its last play of a half are the coach's.

It never takes a pass-interference penalty on purpose. A weak player this way plays worse, not
absurdly: it gains ground, sometimes throws, sometimes covers (docs/bots.md has its figures).
"""

from __future__ import annotations

from games.all_pro.players.bot import Cpu
from games.all_pro.players.coach import Coach, kick_call
from games.all_pro.players.planner import Planner, Play, contain, last_of_half
from games.all_pro.players.playbook import PLAYBOOK
from games.all_pro.players.reach import FAR, Field, distances, first_move, reach
from games.all_pro.rules.actions import Action, Call, EndSeries, Step
from games.all_pro.rules.board import ROWS, own_yards
from games.all_pro.rules.engine import AllPro
from sim.tiles.grid import Square

# The chance it thinks a series through, with the ball and without it. Measured (docs/bots.md):
# lower and its runners are stopped behind the line nearly every down, as the plain CPU's were.
CARE_OFFENCE = 0.6
CARE_DEFENCE = 0.4
CARE_CALL = 0.5

# Slow to react: two moves a series on defence, not three (the window stripes the squares two
# walking moves from its men). Measured with a scripted newcomer who runs to the unstriped squares
# (tests/games/all_pro/runner.py): three moves, or blocks to step over, caught him behind the line.
REACH = 2
WALK_LIMIT = 12  # squares of walk counted round the men when closing on the ball

SeriesKey = tuple[int, int, bool, int]

# The beginner's plays: the coach's, and a sweep (a hand-off run from the line shifted right).
PLAYS = {
    **{name: PLAYBOOK[name] for name in ("run", "hand-off", "short pass", "long pass")},
    "sweep": Play("sweep", "unbalanced", short=0.6, long=0.4, hand_off=True),
}
AGAIN = 0.25  # the weight of the play called the down before, against its usual weight


def play_weights(need: int, own: int) -> dict[str, float]:
    """How often the beginner calls each play with ``need`` yards to go from its ``own`` yard
    line: every play each down, passes more with far to go, fewer backed up to its goal."""
    if need <= 5:
        weights = {"run": 0.3, "hand-off": 0.25, "sweep": 0.2, "short pass": 0.2, "long pass": 0.05}
    else:
        weights = {"run": 0.2, "hand-off": 0.2, "sweep": 0.2, "short pass": 0.25, "long pass": 0.15}
    if own <= 10:  # an interception there is points
        weights["short pass"] *= 0.5
        weights["long pass"] *= 0.3
    return weights


class Beginner(Coach):
    """The coach's hands with a beginner's attention (see the module's doc)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._key: SeriesKey | None = None
        self._careful = True
        self._left: dict[str, Square] = {}  # the square each man left this series (no undoing),
        # keyed and placed in the mover's own frame, so the mirrored game plays alike
        self._left_key: SeriesKey | None = None
        self._last_call: str | None = None  # the play called the down before (not twice running)

    def _call_play(self, game: AllPro) -> Play:
        """A play between the snaps, varied (see the module's doc); a kick or the half's last
        play as the coach calls it."""
        if kick_call(game) is not None or last_of_half(game):
            return super()._call_play(game)
        weights = play_weights(abs(game.marker - game.line), own_yards(game.line, game.offence))
        last = self._last_call
        if last in weights:
            weights[last] *= AGAIN
        pick = float(self.rng.random()) * sum(weights.values())
        name = list(weights)[-1]
        for candidate, weight in weights.items():
            pick -= weight
            if pick < 0.0:
                name = candidate
                break
        self._last_call = name
        return PLAYS[name]

    def _thinks(self, game: AllPro, care: float) -> bool:
        """Whether this series is thought through: one toss a series, kept for all its moves
        (the series named in the mover's own frame, so the mirrored game tosses alike)."""
        key = (game.plays, game.series, game.mover == game.offence, sum(game.score.values()))
        if key != self._key:
            self._key = key
            self._careful = float(self.rng.random()) < care
        return self._careful

    def _call(self, game: AllPro, actions: list[Action]) -> Action:
        if self._quick_throw(game, actions):
            return Call("pass")  # a pass play: thrown to the first man open, the down told quickly
        if float(self.rng.random()) < CARE_CALL:
            return super()._call(game, actions)
        return Cpu._call(self, game, actions)

    def _quick_throw(self, game: AllPro, actions: list[Action]) -> bool:
        """On a pass play it called, a beginner throws at the first chance: a receiver open and no
        rusher in reach of the passer (its downs were long, series of shuffling: newcomer 6/10)."""
        return (
            self.play.name.endswith("pass")
            and Call("pass") in actions
            and self._open_receiver(game) is not None
            and self._time_to_throw(game)
        )

    def _throw(self, game: AllPro, actions: list[Action]) -> Action:
        return Cpu._throw(self, game, actions)

    def _interference(self, game: AllPro, actions: list[Action]) -> Step | None:
        return None

    def _offence(self, game: AllPro, steps: list[Step], actions: list[Action]) -> Action:
        key = (game.plays, game.series, True, sum(game.score.values()))
        if key != self._left_key:
            self._left_key, self._left = key, {}
        sensible = [s for s in steps if self._sensible(game, s)]
        kept = [a for a in actions if not isinstance(a, Step) or a in sensible]
        action = self._offence_of(game, sensible, kept)
        if isinstance(action, Step) and not self._sensible(game, action):
            action = self._dash(game, sensible, kept)  # the coach's plan went back: not that
            if isinstance(action, Step) and not self._sensible(game, action):
                action = EndSeries() if EndSeries() in actions else action
        if isinstance(action, Step):
            role, left = _own(game, action.man, game.men[action.man].square)
            self._left[role] = left
        return action

    def _offence_of(self, game: AllPro, steps: list[Step], actions: list[Action]) -> Action:
        if self._thinks(game, CARE_OFFENCE):
            return super()._offence(game, steps, actions)
        self.series = None  # a plan of an earlier series is not picked up half way
        return self._dash(game, steps, actions)

    def _sensible(self, game: AllPro, step: Step) -> bool:
        """Not a step back to the square the man left this series, and the carrier never back
        towards his own goal unless out of a tackle's reach (see the module's doc)."""
        here = game.men[step.man].square
        role, to = _own(game, step.man, step.to)
        if self._left.get(role) == to:
            return False
        if step.man != game.carrier or (step.to[1] - here[1]) * game.men[step.man].team.forward >= 0:
            return True
        field = Field.of(game)
        other = game.men[step.man].team.other
        return reach(field, here, other) <= 3 < reach(field, step.to, other)

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
        ball = game.ball_square()
        if game.carrier is None or ball is None or game.walker is not None:
            return super()._defence(game, steps)  # a loose ball or a kick: as the coach
        walks = [s for s in steps if s.to not in game.at or s.to == ball]  # no blocks
        if game.moves >= REACH:
            return EndSeries()  # slow to react: two moves, not three
        reached = first_move(game, ball, game.mover, walks, crossing=False, moves=REACH)
        if reached is not None:
            return reached  # the tackle, walking round the men
        if self._thinks(game, CARE_DEFENCE):
            if game.passing is not None:
                return Planner(game, self.play).cover(walks) or self._close(game, walks, ball)
            return contain(game, walks) or self._close(game, walks, ball)
        return self._close(game, walks, ball)

    def _close(self, game: AllPro, walks: list[Step], ball: Square) -> Action:
        """The nearest men close on the ball, each step cutting his walk to it round the men."""
        away = distances(Field.of(game), ball, game.mover, WALK_LIMIT, crossing=False)
        best: tuple[tuple[int, int, int, str], Step] | None = None
        for step in walks:
            before = away.get(game.men[step.man].square, FAR)
            after = away.get(step.to, FAR)
            if after >= before:
                continue
            key = (after, before, step.to[0], step.man.partition(".")[2])
            if best is None or key < best[0]:
                best = (key, step)
        return best[1] if best is not None else EndSeries()


def beginner_player(seed: int) -> Beginner:
    return Beginner(seed)


def _own(game: AllPro, mid: str, sq: Square) -> tuple[str, Square]:
    """A man and a square in his team's own frame: his id without the team, the rows counted
    from his own goal line (the mirrored game swaps the teams and turns the rows round)."""
    forward = game.men[mid].team.forward
    return mid.split(".", 1)[1], (sq[0], sq[1] if forward > 0 else ROWS - 1 - sq[1])
