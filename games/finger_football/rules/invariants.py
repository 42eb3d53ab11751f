"""What must hold after every action of a Finger Football game, whatever the players do: the
score moves only by the rulebook's amounts through scoring events, the quarter's play count stays
within its length, and the ball is always on the mat, between the goal lines when a play is called.
Used by the tests and by ``tabletop simulate finger-football --check``."""

from __future__ import annotations

from games.finger_football.rules.actions import Event, Phase, Team
from games.finger_football.rules.engine import POINTS, FingerFootball


class Invariants:
    """Watches one game; ``after(events)`` lists what the last action broke (empty: nothing)."""

    def __init__(self, game: FingerFootball) -> None:
        self.game = game
        self.score = dict(game.score)

    def after(self, events: list[Event]) -> list[str]:
        game, broken = self.game, []
        gained = {t: game.score[t] - self.score[t] for t in Team}
        scored = {t: sum(e.points for e in events if e.kind == "score" and e.team == t) for t in Team}
        if gained != scored:
            broken.append(f"the score moved by {gained} with scoring events of {scored}")
        broken += [
            f"a score of {e.points}" for e in events if e.kind == "score" and e.points not in POINTS.values()
        ]
        if not 0 <= game.plays <= game.options.plays_per_quarter:
            broken.append(f"play {game.plays} of a {game.options.plays_per_quarter}-play quarter")
        if game.los is not None:
            x0, y0, x1, y1 = game.mat.field.surface
            if not (x0 <= game.los[0] <= x1 and y0 <= game.los[1] <= y1):
                broken.append(f"the line of scrimmage {game.los} is off the mat")
            elif game.phase == Phase.CALL and not 0.0 <= game.los[0] <= game.mat.field.length:
                broken.append(f"a play called from {game.los}, behind a goal line")
        if game.is_over() and game.score[Team.RED] == game.score[Team.BLUE]:
            broken.append("the game ended level")
        self.score = dict(game.score)
        return broken
