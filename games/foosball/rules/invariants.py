"""What must hold after every step of a foosball game: the ball in a place the state of play
allows (in a hand to be served, in a service hole, on the field, in a goal, off the table), the
score moved only by the referee's goal and kitty calls, and the kitty never negative. Used by
the tests and by ``tabletop simulate foosball --check``."""

from __future__ import annotations

from games.foosball.rules.actions import Event, Phase
from games.foosball.rules.referee import FoosReferee
from sim.foosball.spec import Side
from sim.foosball.table import BallPlace, FoosballTable

# Where the ball may be in each state of play.
PLACES: dict[Phase, frozenset[BallPlace]] = {
    Phase.SERVE: frozenset({BallPlace.HAND}),
    Phase.RESTART: frozenset({BallPlace.HAND}),
    Phase.SERVING: frozenset({BallPlace.HOLE, BallPlace.FIELD}),
    Phase.RESTARTING: frozenset({BallPlace.HOLE, BallPlace.FIELD}),
    Phase.PLAY: frozenset({BallPlace.FIELD, BallPlace.GOAL}),
    Phase.FREE_FOR_ALL: frozenset({BallPlace.OFF, BallPlace.FIELD, BallPlace.GOAL}),
    # A serve can stop in the hole's mouth; a ball on a goal's lip, not fallen, is dead (Article V).
    Phase.DEAD: frozenset({BallPlace.FIELD, BallPlace.HOLE, BallPlace.GOAL}),
    Phase.OVER: frozenset(BallPlace),
}


class Invariants:
    """Checks a match through its referee and its table."""

    def __init__(self, ref: FoosReferee, table: FoosballTable) -> None:
        self.ref, self.table = ref, table
        self.score = dict(ref.score)

    def after(self, calls: list[Event]) -> list[str]:
        ref, table = self.ref, self.table
        broken = []
        if table.place not in PLACES[ref.phase]:
            broken.append(f"the ball is {table.place.value} in {ref.phase.value}")
        elif ref.phase == Phase.DEAD and table.place == BallPlace.GOAL and not self._on_a_lip():
            broken.append("a dead ball wholly in a goal")
        for side in Side:
            gained = ref.score[side] - self.score[side]
            paid = sum(c.points for c in calls if c.kind in ("goal", "payout") and c.team == side)
            if gained != paid:
                broken.append(f"{side.value}'s score moved by {gained} with calls worth {paid}")
        if ref.kitty < 0:
            broken.append(f"a kitty of {ref.kitty}")
        self.score = dict(ref.score)
        return broken

    def _on_a_lip(self) -> bool:
        """Is the ball in a goal's mouth, part of it still over the goal line?"""
        s = self.table.spec
        return abs(self.table.ball_position[0]) < s.half_length + s.ball_radius
