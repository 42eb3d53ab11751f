"""The ground every section of the rules stands on: the state (state.py), made at the start of a
game and saved and loaded whole; the queries any part of the rules or a player asks (whose turn,
where the ball is, the score); and the helpers every section uses (the dice, the play-by-play,
refusing an action).

The rules build on it, a class for each of the rulebook's sections in a module of its own, each
built on the sections it calls, so that calls (and imports) run one way: downs.py (Scoreboard,
Downs, First Downs, and setting up each play) on this; scoring.py (Scoring) and penalties.py
(Penalties) on downs; fumbles.py (Fumbles) and kicking.py (Kick-off, Kicking, Punt From Own End
Zone) on scoring; calls.py (the calls after a series) on penalties and fumbles; moving.py (How the
Men Move, Blocking, Tackling, Running Play, Hand-off) on calls and kicking; passing.py (Forward
Passing) and lineups.py (The Scrimmage Tray, lining up) on moving. rules.py puts those two
together as :class:`~games.all_pro.rules.engine.AllPro` and hands each action to the section for it.

The state lives in groups (``game.ball.carrier``, ``game.scrimmage.line``); each group field can be
read and set on the game by its own name as well (``game.carrier``, ``game.line``), as players,
windows and tests do.
"""

from __future__ import annotations

from typing import Any, Self

import numpy as np

from games.all_pro.rules.actions import Action, Event, IllegalAction, LogKind, Options, PassKind, Phase
from games.all_pro.rules.board import ROSTER, Spot, Team, man_id, row_behind
from games.all_pro.rules.carrying import OnTop
from games.all_pro.rules.numbers import FIELD
from games.all_pro.rules.state import Ball, KickState, Man, PendingKick, Scoreboard, Scrimmage, State, Turn
from games.all_pro.rules.state import from_json as state_from_json
from games.all_pro.rules.state import to_json as state_to_json
from games.core import Chance, Outcome
from games.core.engine import clone_sharing_history
from games.core.state_json import Via
from sim.tiles.grid import Square


def on_field(stripe: int) -> int:
    """``stripe``, or the goal line it is past."""
    return min(FIELD, max(0, stripe))


class Engine(State):
    """A game's state with the queries and helpers every section of the rules uses."""

    def __init__(self, seed: int = 0, options: Options | None = None) -> None:
        """The state before the toss (the rules, :class:`AllPro`, then toss)."""
        self.seed = seed
        self.options = options or Options()
        self.rng = np.random.default_rng(seed)
        self.chance = Chance(self.rng)
        self.men = {
            man_id(team, name): Man(man_id(team, name), team, kind, (0, 0))
            for team in Team
            for name, kind in ROSTER
        }
        self.at = {}
        self.blocks = {}
        self.phase = Phase.KICKOFF
        self.forming = None
        self.ball = Ball()
        self.turn = Turn()
        self.scrimmage = Scrimmage()
        self.kick = KickState()
        self.scoreboard = Scoreboard()
        self.log = []

    # Each group's fields, read and set on the game by their own names (test_state.py holds this
    # list to the groups' fields and types).
    carrier = Via[str | None]("ball")
    loose = Via[Square | None]("ball")
    offence = Via[Team]("ball")
    possession_changed = Via[bool]("ball")
    kick_return = Via[bool]("ball")
    safe_in_end_zone = Via[bool]("ball")
    on_top = Via[OnTop | None]("ball")
    mover = Via[Team]("turn")
    moves = Via[int]("turn")
    walker = Via[str | None]("turn")
    series = Via[int]("turn")
    idle_series = Via[int]("turn")
    stalled_series = Via[int]("turn")
    best_progress = Via[int | None]("turn")
    line = Via[int]("scrimmage")
    defence_line = Via[int]("scrimmage")
    marker = Via[int]("scrimmage")
    down = Via[int]("scrimmage")
    is_down = Via[bool]("scrimmage")
    snapped = Via[bool]("scrimmage")
    snapper = Via[Team | None]("scrimmage")
    on_line_at_snap = Via[int]("scrimmage")
    formation_called = Via[bool]("scrimmage")
    passing = Via[tuple[PassKind, str] | None]("scrimmage")
    passed = Via[bool]("scrimmage")
    kicking = Via[Team]("kick")
    kicked = Via[str | None]("kick")
    kicker = Via[str | None]("kick")
    pending_kick = Via[PendingKick | None]("kick")
    end_zone_kick = Via[bool]("kick")
    kick_loose = Via[bool]("kick")
    receive_row = Via[int]("kick")
    advanced = Via[set[str]]("kick")
    safety_free_kick = Via[bool]("kick")
    score = Via[dict[Team, int]]("scoreboard")
    plays = Via[int]("scoreboard")
    half_over = Via[str | None]("scoreboard")
    opening_receiver = Via[Team]("scoreboard")

    # ================================================================= queries
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def winner(self) -> Team | None:
        """The winner, or None while the game goes on or when it ends level."""
        if not self.is_over() or self.scoreboard.score[Team.HOME] == self.scoreboard.score[Team.AWAY]:
            return None
        return max(Team, key=lambda t: self.scoreboard.score[t])

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        winner = self.winner
        return Outcome(
            None if winner is None else winner.value, {t.value: n for t, n in self.scoreboard.score.items()}
        )

    def clone(self) -> Self:
        return clone_sharing_history(self, self.log, self.chance.thrown)

    @property
    def quarter(self) -> int:
        return min(self.options.quarters, self.scoreboard.plays // self.options.plays_per_quarter + 1)

    def to_move(self) -> Team | None:
        """The team whose decision it is; None once the game is over."""
        return None if self.phase == Phase.OVER else self.team_to_move()

    def team_to_move(self) -> Team:
        """The team whose decision it is, while the game goes on."""
        if self.phase in (Phase.KICKOFF, Phase.FREE_ADVANCE):
            return self.kick.kicking
        if self.phase in (Phase.FORMATION, Phase.RETURN_FORMATION):
            assert self.forming is not None
            return self.forming
        if self.phase in (Phase.CALL, Phase.THROW, Phase.PAT):
            return self.ball.offence
        if self.phase == Phase.SAFETY_KICK:
            return self.kick.kicking
        return self.turn.mover

    def ball_square(self) -> Square | None:
        if self.ball.carrier is not None:
            return self.men[self.ball.carrier].square
        return self.ball.loose

    def men_of(self, team: Team) -> list[Man]:
        return [m for m in self.men.values() if m.team == team]

    def spot(self) -> Spot:
        return Spot(self.ball.offence, self.scrimmage.line)

    def _receivers_protected(self) -> bool:
        """Is this a down from scrimmage with the ball still the snapping team's? Only then are
        there a line of scrimmage and pass receivers to protect (not on a return)."""
        return self.scrimmage.is_down and not self.ball.possession_changed

    def _beyond(self, square: Square, team: Team) -> int:
        """Rows ``square`` is beyond the line of scrimmage for ``team`` (0 or less: not)."""
        return (square[1] - row_behind(self.scrimmage.line, team)) * team.forward

    def _next_series(self, team: Team) -> None:
        self.phase = Phase.PLAY
        self.turn.mover = team
        self.turn.moves = 0

    def _need(self, phase: Phase, action: Action) -> None:
        if self.phase != phase:
            self._refuse(action, f"not now (the game is at: {self.phase.value})")

    def _refuse(self, action: Action, why: str) -> None:
        raise IllegalAction(f"{action}: {why}")

    def _die(self) -> int:
        return self.chance.die()

    def _changes_hands(self, team: Team) -> None:
        """The ball is ``team``'s in the middle of a play (a kick come down, an interception, a
        fumble recovered): its progress is counted afresh, forward for its new side (the other
        side's best row had whistled a kick returned upfield dead "for no ground gained")."""
        self.ball.offence = team
        self.ball.possession_changed = True
        if self.options.progress_on_change == "afresh":
            self.turn.best_progress, self.turn.stalled_series = None, 0

    def _say(
        self,
        kind: LogKind,
        template: str,
        team: Team | None = None,
        points: int = 0,
        dice: tuple[int, ...] = (),
    ) -> None:
        """A line of the play-by-play, its teams left to be named (games/core/wording.py)."""
        self.log.append(Event(kind, template, team, points, dice))

    # ================================================================= saving
    def to_json(self) -> dict[str, Any]:
        return state_to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        game = cls.__new__(cls)
        state_from_json(game, data)
        return game
